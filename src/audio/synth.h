/* SPDX-License-Identifier: MIT */
/* synth.h - the game's sound effects, made procedurally (no sample files),
 * and a small mixer. Pure C: no SDL, testable on its own (tests/audio). */
#ifndef FE_SYNTH_H
#define FE_SYNTH_H

#include <stdbool.h>

typedef enum {
    FE_SFX_PICKUP,  /* a block lifted from the supply */
    FE_SFX_DROP,    /* a wooden clack; variant = block height 1..5 */
    FE_SFX_DIE,     /* a die turning over */
    FE_SFX_POINTS,  /* points rising into a total */
    FE_SFX_WIN,     /* the final results */
    FE_SFX__COUNT
} fe_sfx;

enum {
    FE_SYNTH_RATE = 44100,
    FE_SYNTH_VARIANTS = 5,     /* variants 1..5 (only DROP uses them) */
    FE_SYNTH_MAX_FRAMES = FE_SYNTH_RATE, /* no effect is longer than 1 s */
    FE_MIXER_VOICES = 8,
};

/* Frames (mono samples at FE_SYNTH_RATE) of an effect. */
int fe_synth_length(fe_sfx id, int variant);
/* Renders the effect into out (at least fe_synth_length frames); samples
 * stay within [-1, 1]. The same id and variant always give the same sound. */
int fe_synth_render(fe_sfx id, int variant, float *out);

/* A mixer of up to FE_MIXER_VOICES sounds playing at once. */
typedef struct {
    const float *data;
    int length, pos;
} fe_voice;

typedef struct {
    fe_voice voice[FE_MIXER_VOICES];
    float gain;             /* 0..1: volume / 100, 0 when muted */
} fe_mixer;

void fe_mixer_init(fe_mixer *m);
/* Volume 0..100 and mute, as the settings hold them. */
void fe_mixer_set_volume(fe_mixer *m, int volume, bool mute);
/* Start a sound (the data must outlive it); the oldest voice gives way
 * when all are busy. */
void fe_mixer_start(fe_mixer *m, const float *data, int length);
/* Mix `frames` mono samples into out (overwritten), clipped to [-1, 1]. */
void fe_mixer_mix(fe_mixer *m, float *out, int frames);

#endif
