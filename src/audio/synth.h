/* SPDX-License-Identifier: MIT */
/* synth.h - the game's sound effects, made procedurally (no sample files),
 * and a small mixer. Pure C: no SDL, testable on its own (tests/audio). */
#ifndef CS_SYNTH_H
#define CS_SYNTH_H

#include <stdbool.h>

typedef enum {
    CS_SFX_PICKUP,  /* a block lifted from the supply */
    CS_SFX_DROP,    /* a wooden clack; variant = block height 1..5 */
    CS_SFX_DIE,     /* a die turning over */
    CS_SFX_POINTS,  /* points rising into a total */
    CS_SFX_WIN,     /* the final results */
    CS_SFX__COUNT
} cs_sfx;

enum {
    CS_SYNTH_RATE = 44100,
    CS_SYNTH_VARIANTS = 5,     /* variants 1..5 (only DROP uses them) */
    CS_SYNTH_MAX_FRAMES = CS_SYNTH_RATE, /* no effect is longer than 1 s */
    CS_MIXER_VOICES = 8,
};

/* Frames (mono samples at CS_SYNTH_RATE) of an effect. */
int cs_synth_length(cs_sfx id, int variant);
/* Renders the effect into out (at least cs_synth_length frames); samples
 * stay within [-1, 1]. The same id and variant always give the same sound. */
int cs_synth_render(cs_sfx id, int variant, float *out);

/* A mixer of up to CS_MIXER_VOICES sounds playing at once. */
typedef struct {
    const float *data;
    int length, pos;
} cs_voice;

typedef struct {
    cs_voice voice[CS_MIXER_VOICES];
    float gain;             /* 0..1: volume / 100, 0 when muted */
} cs_mixer;

void cs_mixer_init(cs_mixer *m);
/* Volume 0..100 and mute, as the settings hold them. */
void cs_mixer_set_volume(cs_mixer *m, int volume, bool mute);
/* Start a sound (the data must outlive it); the oldest voice gives way
 * when all are busy. */
void cs_mixer_start(cs_mixer *m, const float *data, int length);
/* Mix `frames` mono samples into out (overwritten), clipped to [-1, 1]. */
void cs_mixer_mix(cs_mixer *m, float *out, int frames);

#endif
