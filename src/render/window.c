/* SPDX-License-Identifier: MIT */
/* window.c - SDL window, GL context and offscreen targets (see window.h). */
#include "window.h"
#include "gl_util.h"

#include <SDL2/SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void set_gl_attributes(int samples)
{
    SDL_GL_ResetAttributes();
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS,
                        SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG |
                            (fe_gl_debug_enabled() ? SDL_GL_CONTEXT_DEBUG_FLAG : 0));
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
    SDL_GL_SetAttribute(SDL_GL_MULTISAMPLEBUFFERS, samples > 0);
    SDL_GL_SetAttribute(SDL_GL_MULTISAMPLESAMPLES, samples);
}

static bool try_open(fe_window *w, const char *title, int width, int height, unsigned flags,
                     int samples)
{
    set_gl_attributes(samples);
    Uint32 wflags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    wflags |= (flags & FE_WINDOW_HIDDEN) ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN;
    w->window = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width,
                                 height, wflags);
    if (!w->window)
        return false;
    w->gl = SDL_GL_CreateContext(w->window);
    if (!w->gl) {
        SDL_DestroyWindow(w->window);
        w->window = NULL;
        return false;
    }
    return true;
}

/* Opens window + context on the current video driver: 4x MSAA, then none. */
static bool open_on_driver(fe_window *w, const char *title, int width, int height,
                           unsigned flags, char *err, size_t errsz)
{
    if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
        snprintf(err, errsz, "SDL video: %s", SDL_GetError());
        return false;
    }
    int samples = 4;
    const char *env = getenv("CITYSCAPE_MSAA");
    if (env && *env)
        samples = atoi(env) < 0 ? 0 : atoi(env);
    if ((samples > 0 && try_open(w, title, width, height, flags, samples)) ||
        try_open(w, title, width, height, flags, 0))
        return true;
    snprintf(err, errsz, "OpenGL 3.3 core context not available (%s video): %s",
             SDL_GetCurrentVideoDriver() ? SDL_GetCurrentVideoDriver() : "no", SDL_GetError());
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
    return false;
}

bool fe_window_open(fe_window *w, const char *title, int width, int height, unsigned flags,
                    char *err, size_t errsz)
{
    memset(w, 0, sizeof *w);
    bool ok = open_on_driver(w, title, width, height, flags, err, errsz);
    if (!ok) {
        const char *env = getenv("SDL_VIDEODRIVER");
        if (!env || strcmp(env, "offscreen") != 0) {
            /* No display (CI, ssh): SDL's EGL-based offscreen driver. */
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
            char err2[256];
            ok = open_on_driver(w, title, width, height, flags | FE_WINDOW_HIDDEN, err2,
                                sizeof err2);
        }
    }
    if (!ok)
        return false;
    /* Software rasterisers pay for every sample: unless asked for, go
     * without MSAA there (screenshots multisample their own target). */
    const char *renderer = (const char *)glGetString(GL_RENDERER);
    const char *msaa_env = getenv("CITYSCAPE_MSAA");
    int samples = 0;
    SDL_GL_GetAttribute(SDL_GL_MULTISAMPLESAMPLES, &samples);
    if (samples > 0 && renderer && (!msaa_env || !*msaa_env) &&
        (strstr(renderer, "llvmpipe") || strstr(renderer, "softpipe") ||
         strstr(renderer, "SwiftShader"))) {
        SDL_GL_DeleteContext(w->gl);
        SDL_DestroyWindow(w->window);
        w->gl = NULL;
        w->window = NULL;
        if (!try_open(w, title, width, height, flags, 0)) {
            snprintf(err, errsz, "OpenGL 3.3 core context not available: %s", SDL_GetError());
            SDL_QuitSubSystem(SDL_INIT_VIDEO);
            return false;
        }
    }
    if (epoxy_gl_version() < 33) {
        snprintf(err, errsz, "OpenGL 3.3 core context not available: got version %d.%d",
                 epoxy_gl_version() / 10, epoxy_gl_version() % 10);
        fe_window_close(w);
        return false;
    }
    SDL_GL_GetAttribute(SDL_GL_MULTISAMPLESAMPLES, &w->samples);
    fe_gl_debug_install();
    if (flags & FE_WINDOW_NO_VSYNC) {
        SDL_GL_SetSwapInterval(0);
    } else {
        /* Adaptive vsync, then plain vsync, then none. */
        static const int intervals[3] = {-1, 1, 0};
        for (int i = 0; i < 3; i++) {
            if (SDL_GL_SetSwapInterval(intervals[i]) == 0) {
                w->vsync = intervals[i];
                break;
            }
        }
    }
    if (w->samples > 0)
        glEnable(GL_MULTISAMPLE);
    const char *driver = SDL_GetCurrentVideoDriver();
    w->unseen = (SDL_GetWindowFlags(w->window) & SDL_WINDOW_HIDDEN) ||
                (driver && strcmp(driver, "offscreen") == 0);
    return true;
}

void fe_window_present(const fe_window *w)
{
    if (w->unseen)
        glFinish();
    SDL_GL_SwapWindow(w->window);
}

void fe_window_close(fe_window *w)
{
    if (w->gl)
        SDL_GL_DeleteContext(w->gl);
    if (w->window)
        SDL_DestroyWindow(w->window);
    if (w->window || w->gl)
        SDL_QuitSubSystem(SDL_INIT_VIDEO);
    memset(w, 0, sizeof *w);
}

void fe_window_drawable_size(const fe_window *w, int *width, int *height)
{
    SDL_GL_GetDrawableSize(w->window, width, height);
}

/* ---- Offscreen targets. */

static bool make_fbo(GLuint *fbo, GLuint *color, GLuint *depth, int w, int h, int samples)
{
    glGenFramebuffers(1, fbo);
    glBindFramebuffer(GL_FRAMEBUFFER, *fbo);
    glGenRenderbuffers(1, color);
    glBindRenderbuffer(GL_RENDERBUFFER, *color);
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_RGBA8, w, h);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, *color);
    if (depth) {
        glGenRenderbuffers(1, depth);
        glBindRenderbuffer(GL_RENDERBUFFER, *depth);
        glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_DEPTH_COMPONENT24, w, h);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, *depth);
    }
    bool ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    return ok;
}

bool fe_target_init(fe_target *t, int width, int height, int samples)
{
    memset(t, 0, sizeof *t);
    t->width = width;
    t->height = height;
    GLint max_samples = 0;
    glGetIntegerv(GL_MAX_SAMPLES, &max_samples);
    if (samples > max_samples)
        samples = max_samples;
    t->samples = samples;
    if (!make_fbo(&t->fbo, &t->color, &t->depth, width, height, samples)) {
        fe_target_destroy(t);
        return false;
    }
    if (samples > 0 && !make_fbo(&t->resolve_fbo, &t->resolve_color, NULL, width, height, 0)) {
        fe_target_destroy(t);
        return false;
    }
    return true;
}

void fe_target_bind(const fe_target *t)
{
    glBindFramebuffer(GL_FRAMEBUFFER, t->fbo);
    glViewport(0, 0, t->width, t->height);
}

void fe_target_read(const fe_target *t, unsigned char *rgba)
{
    GLuint src = t->fbo;
    if (t->samples > 0) {
        glBindFramebuffer(GL_READ_FRAMEBUFFER, t->fbo);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, t->resolve_fbo);
        glBlitFramebuffer(0, 0, t->width, t->height, 0, 0, t->width, t->height,
                          GL_COLOR_BUFFER_BIT, GL_NEAREST);
        src = t->resolve_fbo;
    }
    glBindFramebuffer(GL_READ_FRAMEBUFFER, src);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, t->width, t->height, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    /* The picture is opaque whatever blending left in the alpha channel. */
    for (size_t i = 3; i < (size_t)t->width * (size_t)t->height * 4; i += 4)
        rgba[i] = 255;
    fe_flip_rows(rgba, t->width, t->height);
}

void fe_flip_rows(unsigned char *rgba, int width, int height)
{
    size_t row = (size_t)width * 4;
    for (int y = 0; y < height / 2; y++) {
        unsigned char *a = rgba + (size_t)y * row, *b = rgba + (size_t)(height - 1 - y) * row;
        for (size_t i = 0; i < row; i++) {
            unsigned char c = a[i];
            a[i] = b[i];
            b[i] = c;
        }
    }
}

void fe_target_destroy(fe_target *t)
{
    GLuint fbos[2] = {t->fbo, t->resolve_fbo}, rbs[3] = {t->color, t->depth, t->resolve_color};
    for (int i = 0; i < 2; i++)
        if (fbos[i])
            glDeleteFramebuffers(1, &fbos[i]);
    for (int i = 0; i < 3; i++)
        if (rbs[i])
            glDeleteRenderbuffers(1, &rbs[i]);
    memset(t, 0, sizeof *t);
}

bool fe_write_png(const char *path, const unsigned char *rgba, int width, int height,
                  char *err, size_t errsz)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom((void *)rgba, width, height, 32,
                                                        width * 4, SDL_PIXELFORMAT_RGBA32);
    if (!s) {
        snprintf(err, errsz, "%s: %s", path, SDL_GetError());
        return false;
    }
    /* Opaque: the framebuffer's alpha is not part of the picture. */
    bool ok = IMG_SavePNG(s, path) == 0;
    if (!ok)
        snprintf(err, errsz, "%s: %s", path, IMG_GetError());
    SDL_FreeSurface(s);
    return ok;
}
