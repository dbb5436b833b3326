/* SPDX-License-Identifier: MIT */
/* gl_test.h - the start of a test that draws with the real renderer
 * offscreen: SDL's video (offscreen unless SDL_VIDEODRIVER says), a hidden
 * 640x360 window with an OpenGL 3.3 context, and a renderer. */
#ifndef CS_GL_TEST_H
#define CS_GL_TEST_H

#include <stdio.h>
#include <stdlib.h>

#include "render.h"
#include "window.h"

enum { CS_GL_TEST_SKIP = 77 };

/* 0 with *win open and *r made; CS_GL_TEST_SKIP without video or OpenGL
 * 3.3 (said why); 1 if the renderer cannot be made (said why). */
static inline int cs_gl_test_open(const char *name, fe_window *win, fe_renderer **r)
{
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1"); /* ctest's timeout can stop it */
    if (!getenv("SDL_VIDEODRIVER"))
        SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "skipped: no video: %s\n", SDL_GetError());
        return CS_GL_TEST_SKIP;
    }
    char err[512];
    if (!fe_window_open(win, name, 640, 360, FE_WINDOW_HIDDEN | FE_WINDOW_NO_VSYNC, err,
                        sizeof err)) {
        fprintf(stderr, "skipped: %s\n", err);
        SDL_Quit();
        return CS_GL_TEST_SKIP;
    }
    char data[1024];
    fe_data_dir(data, sizeof data);
    *r = fe_renderer_create(data, err, sizeof err);
    if (!*r) {
        fprintf(stderr, "no renderer: %s\n", err);
        fe_window_close(win);
        SDL_Quit();
        return 1;
    }
    return 0;
}

#endif
