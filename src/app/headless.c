/* SPDX-License-Identifier: MIT */
/* headless.c - --screenshot and --bench-frames. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"

int cs_app_screenshot(const cs_app_args *args)
{
    cs_app_session s;
    int rc = cs_app_open(&s, args, CS_WINDOW_HIDDEN | CS_WINDOW_NO_VSYNC, false);
    if (rc != CS_EXIT_OK)
        return rc;
    cs_target target;
    unsigned char *pixels = malloc((size_t)args->width * (size_t)args->height * 4);
    if (!pixels || !cs_target_init(&target, args->width, args->height, 4)) {
        fprintf(stderr, "cityscape: cannot create a %dx%d offscreen framebuffer\n", args->width,
                args->height);
        free(pixels);
        cs_app_close(&s);
        return CS_EXIT_FAIL;
    }
    cs_target_bind(&target);
    cs_renderer_draw(s.renderer, &s.scene, &s.cam, args->width, args->height);
    cs_target_read(&target, pixels);
    char err[512];
    rc = CS_EXIT_OK;
    if (!cs_write_png(args->screenshot, pixels, args->width, args->height, err, sizeof err)) {
        fprintf(stderr, "cityscape: cannot write the screenshot: %s\n", err);
        rc = CS_EXIT_FAIL;
    }
    free(pixels);
    cs_target_destroy(&target);
    cs_app_close(&s);
    return rc;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Draws N frames of the 25-block city while the camera orbits, waiting for
 * the GPU after each, and prints the median and 95th percentile. */
int cs_app_bench(const cs_app_args *args)
{
    cs_app_session s;
    int rc = cs_app_open(&s, args, CS_WINDOW_NO_VSYNC, false);
    if (rc != CS_EXIT_OK)
        return rc;
    int n = args->bench_frames;
    double *ms = malloc((size_t)n * sizeof *ms);
    if (!ms) {
        cs_app_close(&s);
        return CS_EXIT_FAIL;
    }
    int w, h;
    cs_window_drawable_size(&s.win, &w, &h);
    Uint64 freq = SDL_GetPerformanceFrequency();
    for (int i = 0; i < n; i++) {
        SDL_Event ev;
        while (SDL_PollEvent(&ev)) {
        }
        cs_camera_orbit(&s.cam, 0.5f, 0.0f);
        Uint64 t0 = SDL_GetPerformanceCounter();
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        cs_renderer_draw(s.renderer, &s.scene, &s.cam, w, h);
        glFinish();
        ms[i] = 1000.0 * (double)(SDL_GetPerformanceCounter() - t0) / (double)freq;
        SDL_GL_SwapWindow(s.win.window);
    }
    qsort(ms, (size_t)n, sizeof *ms, cmp_double);
    double median = ms[n / 2], p95 = ms[(int)((double)(n - 1) * 0.95)];
    printf("frames %d at %dx%d (MSAA %dx, %s): median %.2f ms, p95 %.2f ms\n", n, w, h,
           s.win.samples, (const char *)glGetString(GL_RENDERER), median, p95);
    free(ms);
    cs_app_close(&s);
    return CS_EXIT_OK;
}
