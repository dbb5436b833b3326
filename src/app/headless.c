/* SPDX-License-Identifier: MIT */
/* headless.c - --screenshot and --bench-frames of the session's scene
 * (session.c: Cityscape's position, or any game's table with --game ID). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "app.h"
#include "eg_game.h"
#include "eg_scene.h"

typedef struct {
    fe_app_session s;
    int moving;     /* the table's item moved in drag frames, -1 none */
    float home[3];  /* where it stands in the scene */
} headless;

/* The piece that moves in drag frames: the first that can be picked up. */
static int moving_item(const eg_scene *sc)
{
    for (int i = 0; i < sc->nitems; i++) {
        unsigned f = sc->items[i].flags;
        if ((f & EG_ITEM_PICK) && !(f & (EG_ITEM_GHOST | EG_ITEM_UNSEEN)))
            return i;
    }
    return sc->nitems > 0 ? 0 : -1;
}

static int headless_open(headless *h, const fe_app_args *args, unsigned window_flags)
{
    memset(h, 0, sizeof *h);
    int rc = fe_app_open(&h->s, args, window_flags, false);
    h->moving = rc == FE_EXIT_OK ? moving_item(h->s.table) : -1;
    if (h->moving >= 0)
        memcpy(h->home, h->s.table->items[h->moving].pos, sizeof h->home);
    return rc;
}

/* Drag frame i: the held piece goes round a small circle, lifted; the
 * camera stands still. */
static void headless_drag(headless *h, int i)
{
    float a = 0.15f * (float)i, dx = 0.6f * cosf(a), dz = 0.6f * sinf(a);
    if (h->moving < 0)
        return;
    eg_item *e = &h->s.table->items[h->moving];
    e->flags |= EG_ITEM_MOVING | EG_ITEM_NO_SHADOW;
    e->pos[0] = h->home[0] + dx;
    e->pos[1] = h->home[1] + 0.3f;
    e->pos[2] = h->home[2] + dz;
}

/* ---- --screenshot. */

int fe_app_screenshot(const fe_app_args *args)
{
    headless h;
    int rc = headless_open(&h, args, FE_WINDOW_HIDDEN | FE_WINDOW_NO_VSYNC);
    if (rc != FE_EXIT_OK)
        return rc;
    fe_target target;
    unsigned char *pixels = malloc((size_t)args->width * (size_t)args->height * 4);
    if (!pixels || !fe_target_init(&target, args->width, args->height, args->drag ? 0 : 4)) {
        fprintf(stderr, "cityscape: cannot create a %dx%d offscreen framebuffer\n", args->width,
                args->height);
        free(pixels);
        fe_app_close(&h.s);
        return FE_EXIT_FAIL;
    }
    fe_target_bind(&target);
    for (int i = 0; i < (args->drag ? args->drag : 1); i++) {
        if (args->drag)
            headless_drag(&h, 7); /* the same place every frame */
        fe_renderer_draw_items(h.s.renderer, h.s.table, &h.s.cam, args->width, args->height);
    }
    fe_target_read(&target, pixels);
    char err[512];
    rc = FE_EXIT_OK;
    if (!fe_write_png(args->screenshot, pixels, args->width, args->height, err, sizeof err)) {
        fprintf(stderr, "cityscape: cannot write the screenshot: %s\n", err);
        rc = FE_EXIT_FAIL;
    }
    free(pixels);
    fe_target_destroy(&target);
    fe_app_close(&h.s);
    return rc;
}

/* ---- --bench-frames. */

/* CPU time of the whole process (every thread: llvmpipe's too), ms. */
static double cpu_ms(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return 1e3 * (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
           1e-3 * (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* One frame into the window's framebuffer, waiting for the GPU: ms. */
static double timed_frame(headless *h, int w, int hgt)
{
    SDL_Event ev;
    while (SDL_PollEvent(&ev)) {
    }
    Uint64 t0 = SDL_GetPerformanceCounter();
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    fe_renderer_draw_items(h->s.renderer, h->s.table, &h->s.cam, w, hgt);
    glFinish();
    double ms = 1000.0 * (double)(SDL_GetPerformanceCounter() - t0) /
                (double)SDL_GetPerformanceFrequency();
    fe_window_present(&h->s.win);
    return ms;
}

/* The first frame (cold: shadow map, ground bake, first uploads), then N
 * full frames while the camera orbits so nothing can be reused, then N drag
 * frames with the camera still and one piece moving. Prints median and
 * 95th percentile, and the peak resident memory. */
int fe_app_bench(const fe_app_args *args)
{
    headless h;
    int rc = headless_open(&h, args, FE_WINDOW_NO_VSYNC);
    if (rc != FE_EXIT_OK)
        return rc;
    int n = args->bench_frames;
    double *full = malloc((size_t)n * sizeof *full), *drag = malloc((size_t)n * sizeof *drag);
    if (!full || !drag) {
        free(full);
        free(drag);
        fe_app_close(&h.s);
        return FE_EXIT_FAIL;
    }
    int w, hgt;
    fe_window_drawable_size(&h.s.win, &w, &hgt);
    double first = timed_frame(&h, w, hgt);
    double cpu0 = cpu_ms();
    for (int i = 0; i < n; i++) {
        fe_camera_orbit(&h.s.cam, 0.5f, 0.0f);
        full[i] = timed_frame(&h, w, hgt);
    }
    double cpu_full = (cpu_ms() - cpu0) / n;
    cpu0 = cpu_ms();
    for (int i = 0; i < n; i++) {
        headless_drag(&h, i);
        drag[i] = timed_frame(&h, w, hgt);
    }
    double cpu_drag = (cpu_ms() - cpu0) / n;
    qsort(full, (size_t)n, sizeof *full, cmp_double);
    qsort(drag, (size_t)n, sizeof *drag, cmp_double);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("%s%s %dx%d, %d frames each (MSAA %dx, %s)\n", h.s.game->id,
           args->game ? "" : " (the table)", w, hgt, n, h.s.win.samples, (const char *)glGetString(GL_RENDERER));
    printf("  full frames (camera orbiting): median %.2f ms, p95 %.2f ms (CPU %.1f ms a frame)\n",
           full[n / 2], full[(int)((double)(n - 1) * 0.95)], cpu_full);
    printf("  drag frames (camera still, one piece moving): median %.2f ms, p95 %.2f ms "
           "(CPU %.1f ms a frame)\n",
           drag[n / 2], drag[(int)((double)(n - 1) * 0.95)], cpu_drag);
    printf("  first frame %.2f ms; peak memory %.1f MB\n", first, (double)ru.ru_maxrss / 1024.0);
    free(full);
    free(drag);
    fe_app_close(&h.s);
    return FE_EXIT_OK;
}
