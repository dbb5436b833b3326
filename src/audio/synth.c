/* SPDX-License-Identifier: MIT */
/* synth.c - procedural sound effects and the mixer (see synth.h). */
#include "synth.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#define TAU 6.283185307179586f

/* ---- Building blocks. */

/* Deterministic white noise in [-1, 1]. */
static float noise(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return (float)(*state >> 8) / 8388608.0f - 1.0f;
}

/* A two-pole band-pass filter (RBJ cookbook, constant peak gain). */
typedef struct {
    float b0, b2, a1, a2, x1, x2, y1, y2;
} bandpass;

static bandpass bandpass_make(float freq, float q)
{
    float w = TAU * freq / (float)FE_SYNTH_RATE, alpha = sinf(w) / (2.0f * q);
    float a0 = 1.0f + alpha;
    bandpass f = {alpha / a0, -alpha / a0, -2.0f * cosf(w) / a0, (1.0f - alpha) / a0, 0, 0, 0, 0};
    return f;
}

static float bandpass_run(bandpass *f, float x)
{
    float y = f->b0 * x + f->b2 * f->x2 - f->a1 * f->y1 - f->a2 * f->y2;
    f->x2 = f->x1;
    f->x1 = x;
    f->y2 = f->y1;
    f->y1 = y;
    return y;
}

static int frames_of(float seconds)
{
    return (int)(seconds * (float)FE_SYNTH_RATE);
}

/* Scale so the loudest sample is `peak`. */
static void normalise(float *out, int n, float peak)
{
    float m = 0.0f;
    for (int i = 0; i < n; i++)
        m = fmaxf(m, fabsf(out[i]));
    if (m > 0.0f)
        for (int i = 0; i < n; i++)
            out[i] *= peak / m;
}

/* ---- The effects. */

/* A wooden knock: a click of noise ringing in two body resonances, and a
 * low thump. Taller (heavier) blocks knock lower. */
static int knock(float *out, float freq, float seconds, float thump, uint32_t seed)
{
    int n = frames_of(seconds);
    bandpass body = bandpass_make(freq, 9.0f), shell = bandpass_make(freq * 2.71f, 12.0f);
    uint32_t s = seed;
    for (int i = 0; i < n; i++) {
        float t = (float)i / (float)FE_SYNTH_RATE;
        float click = i < frames_of(0.004f) ? noise(&s) * (1.0f - t / 0.004f) : 0.0f;
        float ring = bandpass_run(&body, click) * 6.0f + bandpass_run(&shell, click) * 3.0f;
        float low = sinf(TAU * freq * 0.5f * t) * expf(-t * 38.0f) * thump;
        out[i] = (ring + low) * expf(-t * 9.0f);
    }
    return n;
}

static int render_pickup(float *out)
{
    int n = frames_of(0.09f);
    for (int i = 0; i < n; i++) {
        float t = (float)i / (float)FE_SYNTH_RATE;
        float f = 520.0f + 2600.0f * t; /* a soft rising tock */
        out[i] = sinf(TAU * f * t) * expf(-t * 45.0f) * fminf(1.0f, t / 0.003f);
    }
    return n;
}

static int render_die(float *out)
{
    /* A rattle: a few small knocks at uneven times. */
    static const float at[] = {0.0f, 0.045f, 0.08f, 0.125f, 0.16f};
    int n = frames_of(0.26f);
    memset(out, 0, sizeof *out * (size_t)n);
    float tmp[FE_SYNTH_MAX_FRAMES];
    for (int k = 0; k < 5; k++) {
        int m = knock(tmp, 1900.0f + 260.0f * (float)(k % 3), 0.09f, 0.0f, 77u + (uint32_t)k);
        int start = frames_of(at[k]);
        float gain = 1.0f - 0.13f * (float)k;
        for (int i = 0; i < m && start + i < n; i++)
            out[start + i] += tmp[i] * gain;
    }
    return n;
}

/* A chime of partials with a soft attack. */
static int chime(float *out, int offset, int total, float freq, float decay, float gain)
{
    for (int i = 0; offset + i < total; i++) {
        float t = (float)i / (float)FE_SYNTH_RATE;
        float env = fminf(1.0f, t / 0.006f) * expf(-t * decay) * gain;
        out[offset + i] += env * (sinf(TAU * freq * t) + 0.35f * sinf(TAU * 2.0f * freq * t) +
                                  0.12f * sinf(TAU * 3.01f * freq * t));
    }
    return total;
}

static int render_points(float *out)
{
    int n = frames_of(0.45f);
    memset(out, 0, sizeof *out * (size_t)n);
    chime(out, 0, n, 880.0f, 9.0f, 1.0f);
    chime(out, frames_of(0.07f), n, 1318.5f, 8.0f, 0.8f); /* a fifth above: rising */
    return n;
}

static int render_win(float *out)
{
    static const float notes[] = {523.25f, 659.25f, 783.99f, 1046.5f};
    int n = frames_of(0.95f);
    memset(out, 0, sizeof *out * (size_t)n);
    for (int k = 0; k < 4; k++)
        chime(out, frames_of(0.12f * (float)k), n, notes[k], k == 3 ? 3.5f : 6.0f, 1.0f);
    return n;
}

int fe_synth_length(fe_sfx id, int variant)
{
    (void)variant;
    switch (id) {
    case FE_SFX_PICKUP: return frames_of(0.09f);
    case FE_SFX_DROP: return frames_of(0.3f);
    case FE_SFX_DIE: return frames_of(0.26f);
    case FE_SFX_POINTS: return frames_of(0.45f);
    case FE_SFX_WIN: return frames_of(0.95f);
    default: return 0;
    }
}

int fe_synth_render(fe_sfx id, int variant, float *out)
{
    int n = 0;
    float peak = 0.8f;
    switch (id) {
    case FE_SFX_PICKUP:
        n = render_pickup(out);
        peak = 0.5f;
        break;
    case FE_SFX_DROP: {
        int h = variant < 1 ? 1 : variant > 5 ? 5 : variant;
        n = knock(out, 980.0f - 95.0f * (float)h, 0.3f, 0.25f + 0.1f * (float)h, 1234u + (uint32_t)h);
        peak = 0.7f + 0.05f * (float)h;
        break;
    }
    case FE_SFX_DIE:
        n = render_die(out);
        peak = 0.55f;
        break;
    case FE_SFX_POINTS:
        n = render_points(out);
        peak = 0.45f;
        break;
    case FE_SFX_WIN:
        n = render_win(out);
        peak = 0.6f;
        break;
    default:
        return 0;
    }
    normalise(out, n, peak);
    return n;
}

/* ---- Mixer. */

void fe_mixer_init(fe_mixer *m)
{
    memset(m, 0, sizeof *m);
    m->gain = 0.7f;
}

void fe_mixer_set_volume(fe_mixer *m, int volume, bool mute)
{
    volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    m->gain = mute ? 0.0f : (float)volume / 100.0f;
}

void fe_mixer_start(fe_mixer *m, const float *data, int length)
{
    int pick = 0, most = -1;
    for (int v = 0; v < FE_MIXER_VOICES; v++) {
        if (!m->voice[v].data) {
            pick = v;
            break;
        }
        if (m->voice[v].pos > most) { /* the oldest, furthest along */
            most = m->voice[v].pos;
            pick = v;
        }
    }
    m->voice[pick] = (fe_voice){data, length, 0};
}

void fe_mixer_mix(fe_mixer *m, float *out, int frames)
{
    memset(out, 0, sizeof *out * (size_t)frames);
    for (int v = 0; v < FE_MIXER_VOICES; v++) {
        fe_voice *vc = &m->voice[v];
        if (!vc->data)
            continue;
        int n = vc->length - vc->pos < frames ? vc->length - vc->pos : frames;
        for (int i = 0; i < n; i++)
            out[i] += vc->data[vc->pos + i];
        vc->pos += n;
        if (vc->pos >= vc->length)
            vc->data = NULL;
    }
    for (int i = 0; i < frames; i++)
        out[i] = fmaxf(-1.0f, fminf(1.0f, out[i] * m->gain));
}
