/* SPDX-License-Identifier: MIT */
/* audio.c - the mixer on an SDL audio device (see audio.h). */
#include "audio.h"

#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>

struct fe_audio {
    SDL_AudioDeviceID dev;        /* 0: silent */
    bool inited;                  /* we started SDL's audio subsystem */
    fe_mixer mixer;               /* touched by the callback: lock the device */
    float *bank[FE_SFX__COUNT][FE_SYNTH_VARIANTS];
    int length[FE_SFX__COUNT][FE_SYNTH_VARIANTS];
};

static void callback(void *userdata, Uint8 *stream, int len)
{
    fe_audio *a = userdata;
    fe_mixer_mix(&a->mixer, (float *)(void *)stream, len / (int)sizeof(float));
}

/* Only the drop has variants (one per block height); the others are
 * rendered once and every variant points at it (about 0.6 MB in all). */
static int variants_of(int id)
{
    return id == FE_SFX_DROP ? FE_SYNTH_VARIANTS : 1;
}

static bool render_bank(fe_audio *a)
{
    for (int id = 0; id < FE_SFX__COUNT; id++) {
        for (int v = 0; v < variants_of(id); v++) {
            int n = fe_synth_length((fe_sfx)id, v + 1);
            a->bank[id][v] = malloc(sizeof(float) * (size_t)(n > 0 ? n : 1));
            if (!a->bank[id][v])
                return false;
            a->length[id][v] = fe_synth_render((fe_sfx)id, v + 1, a->bank[id][v]);
        }
        for (int v = variants_of(id); v < FE_SYNTH_VARIANTS; v++) {
            a->bank[id][v] = a->bank[id][0];
            a->length[id][v] = a->length[id][0];
        }
    }
    return true;
}

fe_audio *fe_audio_open(void)
{
    fe_audio *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    fe_mixer_init(&a->mixer);
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        fprintf(stderr, "cityscape: no sound (%s)\n", SDL_GetError());
        return a;
    }
    a->inited = true;
    if (!render_bank(a)) {
        fprintf(stderr, "cityscape: no sound (out of memory)\n");
        return a;
    }
    SDL_AudioSpec want, have;
    SDL_zero(want);
    want.freq = FE_SYNTH_RATE;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 1024;
    want.callback = callback;
    want.userdata = a;
    /* SDL converts rate and channels for the device: the callback always
     * sees mono float at FE_SYNTH_RATE. */
    a->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (a->dev == 0) {
        fprintf(stderr, "cityscape: no sound (%s)\n", SDL_GetError());
        return a;
    }
    SDL_PauseAudioDevice(a->dev, 0);
    return a;
}

void fe_audio_close(fe_audio *a)
{
    if (!a)
        return;
    if (a->dev)
        SDL_CloseAudioDevice(a->dev);
    for (int id = 0; id < FE_SFX__COUNT; id++)
        for (int v = 0; v < variants_of(id); v++)
            free(a->bank[id][v]);
    if (a->inited)
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    free(a);
}

bool fe_audio_has_device(const fe_audio *a)
{
    return a && a->dev != 0;
}

void fe_audio_set_volume(fe_audio *a, int volume, bool mute)
{
    if (!a)
        return;
    if (a->dev)
        SDL_LockAudioDevice(a->dev);
    fe_mixer_set_volume(&a->mixer, volume, mute);
    if (a->dev)
        SDL_UnlockAudioDevice(a->dev);
}

void fe_audio_play(fe_audio *a, fe_sfx id, int variant)
{
    if (!a || !a->dev || (unsigned)id >= FE_SFX__COUNT || a->mixer.gain <= 0.0f)
        return;
    int v = variant < 1 ? 0 : variant > FE_SYNTH_VARIANTS ? FE_SYNTH_VARIANTS - 1 : variant - 1;
    SDL_LockAudioDevice(a->dev);
    fe_mixer_start(&a->mixer, a->bank[id][v], a->length[id][v]);
    SDL_UnlockAudioDevice(a->dev);
}
