/* SPDX-License-Identifier: MIT */
/* window.h - an SDL2 window with an OpenGL 3.3 core context, and an
 * offscreen render target for screenshots.
 *
 * Context creation tries 4x MSAA and falls back to none; vsync tries
 * adaptive, then on, then off. If no display can be opened it retries with
 * SDL's "offscreen" video driver (EGL, no X server needed). */
#ifndef FE_WINDOW_H
#define FE_WINDOW_H

#include <SDL2/SDL.h>
#include <epoxy/gl.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct {
    SDL_Window *window;
    SDL_GLContext gl;
    int samples;  /* MSAA samples of the default framebuffer (0 = none) */
    int vsync;    /* the swap interval that was accepted: -1, 1 or 0 */
    bool unseen;  /* hidden, or on SDL's offscreen driver: a swap may show
                     nothing (see fe_window_present) */
} fe_window;

enum { FE_WINDOW_HIDDEN = 1, FE_WINDOW_NO_VSYNC = 2 };

/* False with a message in err (e.g. "OpenGL 3.3 core is not available: ..."). */
bool fe_window_open(fe_window *w, const char *title, int width, int height, unsigned flags,
                    char *err, size_t errsz);
void fe_window_close(fe_window *w);
/* Shows the frame drawn. Where nothing is shown (a hidden window, the
 * offscreen driver) a swap may do nothing at all, and Mesa's llvmpipe then
 * keeps every frame's commands queued: about 1.5 MB a frame, until the
 * process ends. There the frame is finished first. */
void fe_window_present(const fe_window *w);
/* Drawable size in pixels (differs from the window size on HiDPI screens). */
void fe_window_drawable_size(const fe_window *w, int *width, int *height);

/* An offscreen framebuffer (multisampled when it can be) that resolves into
 * plain RGBA pixels. */
typedef struct {
    GLuint fbo, color, depth;         /* the drawn-to (maybe multisampled) buffer */
    GLuint resolve_fbo, resolve_color;
    int width, height, samples;
} fe_target;

bool fe_target_init(fe_target *t, int width, int height, int samples);
void fe_target_bind(const fe_target *t);
/* Resolve and read back as top-down RGBA rows (width * height * 4 bytes). */
void fe_target_read(const fe_target *t, unsigned char *rgba);
/* GL's rows run bottom-up, images' top-down: rgba (width x height RGBA)
 * turned over in place. */
void fe_flip_rows(unsigned char *rgba, int width, int height);
void fe_target_destroy(fe_target *t);
/* Write top-down RGBA pixels to a PNG; false with a message in err. */
bool fe_write_png(const char *path, const unsigned char *rgba, int width, int height,
                  char *err, size_t errsz);

#endif
