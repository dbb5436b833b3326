/* SPDX-License-Identifier: MIT */
/* audio.h - sound effects through SDL's audio (docs/audio.md).
 *
 * Never a reason to fail: with no audio device (or no audio driver) the
 * handle is silent and every call does nothing. */
#ifndef FE_AUDIO_H
#define FE_AUDIO_H

#include <stdbool.h>

#include "synth.h"

typedef struct fe_audio fe_audio;

/* Opens the default output device and renders the effects once; returns a
 * handle even when silent (NULL only if out of memory, which is silent too). */
fe_audio *fe_audio_open(void);
void fe_audio_close(fe_audio *a);
bool fe_audio_has_device(const fe_audio *a);
void fe_audio_set_volume(fe_audio *a, int volume, bool mute); /* 0..100 */
void fe_audio_play(fe_audio *a, fe_sfx id, int variant);

#endif
