/* SPDX-License-Identifier: MIT */
/* audio.h - sound effects through SDL's audio (docs/audio.md).
 *
 * Never a reason to fail: with no audio device (or no audio driver) the
 * handle is silent and every call does nothing. */
#ifndef CS_AUDIO_H
#define CS_AUDIO_H

#include <stdbool.h>

#include "synth.h"

typedef struct cs_audio cs_audio;

/* Opens the default output device and renders the effects once; returns a
 * handle even when silent (NULL only if out of memory, which is silent too). */
cs_audio *cs_audio_open(void);
void cs_audio_close(cs_audio *a);
bool cs_audio_has_device(const cs_audio *a);
void cs_audio_set_volume(cs_audio *a, int volume, bool mute); /* 0..100 */
void cs_audio_play(cs_audio *a, cs_sfx id, int variant);

#endif
