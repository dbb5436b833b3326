/* SPDX-License-Identifier: MIT */
/* headless.c - --screenshot and --bench-frames, of Cityscape's position or of
 * any game's table (--game ID): a new game made through the engine, a few
 * random legal moves, drawn by the game's own draw(). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "app.h"
#include "eg_game.h"
#include "eg_scene.h"

/* ---- The scene: Cityscape's cs_render_scene (the session's), or a game's
 * table as an eg_scene. */

typedef struct {
    cs_app_session s;
    eg_scene *table; /* NULL: Cityscape's own path */
    int moving;      /* the table's item moved in drag frames, -1 none */
} headless;

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Plays `moves` random legal moves of a new game of g (the lowest player
 * to act moves) and draws player 0's view into sc; or, given a position in
 * the game's notation, draws it as `viewer` sees it. False with a message. */
static bool make_table(const eg_game *g, const cs_app_args *args, const char *position,
                       int viewer, eg_scene *sc, char *err, size_t errsz)
{
    void *params = calloc(1, g->params_size), *state = calloc(1, g->state_size);
    void *view = calloc(1, g->state_size);
    char(*legal)[EG_MOVE_MAX] = calloc(EG_MAX_LEGAL, sizeof *legal);
    bool ok = params && state && view && legal;
    if (!ok)
        snprintf(err, errsz, "out of memory");
    eg_error e = {0};
    if (ok && position) {
        ok = g->position_state && g->position_state(position, state, &e) == 0;
        if (!ok)
            snprintf(err, errsz, "position \"%s\": %s", position,
                     g->position_state ? e.msg : "the game draws no positions");
    } else if (ok) {
        /* The fullest table: as many players as the game seats. */
        g->default_params(params, g->max_players);
        ok = g->new_game(params, args->seed, state, &e) == 0;
        if (!ok)
            snprintf(err, errsz, "new game: %s", e.msg);
    }
    uint64_t rng = args->seed;
    for (int k = 0; ok && !position && k < args->moves && !g->is_over(state); k++) {
        unsigned act = g->to_act(state);
        int p = 0;
        while (p < EG_MAX_PLAYERS && !(act & (1u << p)))
            p++;
        if (p == EG_MAX_PLAYERS)
            break;
        int n = g->legal_moves(state, p, legal, EG_MAX_LEGAL);
        if (n <= 0)
            break;
        unsigned flags = 0;
        const char *move = legal[splitmix(&rng) % (uint64_t)n];
        if (g->execute(state, p, move, &flags, &e) != 0) {
            snprintf(err, errsz, "move %d (%s) refused: %s", k + 1, move, e.msg);
            ok = false;
        }
    }
    if (ok) {
        if (g->redact)
            g->redact(state, viewer, view);
        else
            memcpy(view, state, g->state_size);
        memset(sc, 0, sizeof *sc);
        g->draw(view, viewer, NULL, EG_NO_ITEM, sc);
    }
    free(legal);
    free(view);
    free(state);
    free(params);
    return ok;
}

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

static int headless_open(headless *h, const cs_app_args *args, unsigned window_flags)
{
    memset(h, 0, sizeof *h);
    h->moving = -1;
    const eg_game *g = NULL;
    /* Cityscape's position (--position, or the benchmark's city) at the
     * table, as every game is drawn. */
    const char *position = NULL;
    const char *game = args->game;
    if (!game) {
        game = "cityscape";
        position = args->cpn ? args->cpn : args->bench_frames ? CS_BENCH_CPN : "-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-";
    }
    if (game) {
        g = eg_game_find(game);
        if (!g) {
            fprintf(stderr, "cityscape: --game %s: no such game\n", game);
            return CS_EXIT_USAGE;
        }
        if (!g->draw) {
            fprintf(stderr, "cityscape: --game %s: the game has no table drawing yet\n", game);
            return CS_EXIT_FAIL;
        }
        h->table = calloc(1, sizeof *h->table);
        char err[300];
        if (!h->table ||
            !make_table(g, args, position, position ? (int)args->seat : 0, h->table, err,
                        sizeof err)) {
            fprintf(stderr, "cityscape: --game %s: %s\n", game, h->table ? err : "out of memory");
            free(h->table);
            return CS_EXIT_FAIL;
        }
        h->moving = moving_item(h->table);
    }
    int rc = cs_app_open(&h->s, args, window_flags, false);
    if (rc != CS_EXIT_OK) {
        free(h->table);
        h->table = NULL;
        return rc;
    }
    if (h->table) {
        /* The table's own view: from the viewer's edge, framing its box;
         * a position as the table shows it to the seat's player (table.c's
         * pose_camera: a little to the side). */
        cs_camera_pose pose = {h->table->seat_yaw * 57.29578f, CS_CAMERA_PITCH + 10.0f, 1.0f,
                               0.0f};
        if (position)
            pose = (cs_camera_pose){h->table->seat_yaw * 57.29578f + CS_CAMERA_SEAT_TURN,
                                    CS_CAMERA_PITCH + 8.0f, 1.0f, 0.0f};
        h->s.cam.now = h->s.cam.from = h->s.cam.to = pose;
        h->s.cam.moving = false;
        cs_camera_frame_box(&h->s.cam, h->table->lo, h->table->hi);
    }
    return CS_EXIT_OK;
}

static void headless_close(headless *h)
{
    cs_app_close(&h->s);
    free(h->table);
    h->table = NULL;
}

static void headless_draw(headless *h, int w, int hgt)
{
    if (h->table)
        cs_renderer_draw_items(h->s.renderer, h->table, &h->s.cam, w, hgt);
    else
        cs_renderer_draw(h->s.renderer, &h->s.scene, &h->s.cam, w, hgt);
}

/* Drag frame i: the held piece (Cityscape: a block above the board) goes
 * round a small circle, lifted; the camera stands still. */
static void headless_drag(headless *h, int i, const float home[3])
{
    float a = 0.15f * (float)i, dx = 0.6f * cosf(a), dz = 0.6f * sinf(a);
    if (h->table) {
        if (h->moving < 0)
            return;
        eg_item *e = &h->table->items[h->moving];
        e->flags |= EG_ITEM_MOVING | EG_ITEM_NO_SHADOW;
        e->pos[0] = home[0] + dx;
        e->pos[1] = home[1] + 0.3f;
        e->pos[2] = home[2] + dz;
    } else {
        cs_render_ghost *g = &h->s.scene.ghost;
        g->height = 3;
        g->alpha = 0.92f;
        g->pos[0] = 0.5f + dx;
        g->pos[1] = 1.2f;
        g->pos[2] = 0.5f + dz;
    }
}

/* ---- --screenshot. */

int cs_app_screenshot(const cs_app_args *args)
{
    headless h;
    int rc = headless_open(&h, args, CS_WINDOW_HIDDEN | CS_WINDOW_NO_VSYNC);
    if (rc != CS_EXIT_OK)
        return rc;
    cs_target target;
    unsigned char *pixels = malloc((size_t)args->width * (size_t)args->height * 4);
    if (!pixels || !cs_target_init(&target, args->width, args->height, args->drag ? 0 : 4)) {
        fprintf(stderr, "cityscape: cannot create a %dx%d offscreen framebuffer\n", args->width,
                args->height);
        free(pixels);
        headless_close(&h);
        return CS_EXIT_FAIL;
    }
    cs_target_bind(&target);
    float home[3] = {0.0f, 0.0f, 0.0f};
    if (h.table && h.moving >= 0)
        memcpy(home, h.table->items[h.moving].pos, sizeof home);
    for (int i = 0; i < (args->drag ? args->drag : 1); i++) {
        if (args->drag)
            headless_drag(&h, 7, home); /* the same place every frame */
        headless_draw(&h, args->width, args->height);
    }
    cs_target_read(&target, pixels);
    char err[512];
    rc = CS_EXIT_OK;
    if (!cs_write_png(args->screenshot, pixels, args->width, args->height, err, sizeof err)) {
        fprintf(stderr, "cityscape: cannot write the screenshot: %s\n", err);
        rc = CS_EXIT_FAIL;
    }
    free(pixels);
    cs_target_destroy(&target);
    headless_close(&h);
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
    headless_draw(h, w, hgt);
    glFinish();
    double ms = 1000.0 * (double)(SDL_GetPerformanceCounter() - t0) /
                (double)SDL_GetPerformanceFrequency();
    cs_window_present(&h->s.win);
    return ms;
}

/* The first frame (cold: shadow map, ground bake, first uploads), then N
 * full frames while the camera orbits so nothing can be reused, then N drag
 * frames with the camera still and one piece moving. Prints median and
 * 95th percentile, and the peak resident memory. */
int cs_app_bench(const cs_app_args *args)
{
    headless h;
    int rc = headless_open(&h, args, CS_WINDOW_NO_VSYNC);
    if (rc != CS_EXIT_OK)
        return rc;
    int n = args->bench_frames;
    double *full = malloc((size_t)n * sizeof *full), *drag = malloc((size_t)n * sizeof *drag);
    if (!full || !drag) {
        free(full);
        free(drag);
        headless_close(&h);
        return CS_EXIT_FAIL;
    }
    int w, hgt;
    cs_window_drawable_size(&h.s.win, &w, &hgt);
    double first = timed_frame(&h, w, hgt);
    double cpu0 = cpu_ms();
    for (int i = 0; i < n; i++) {
        cs_camera_orbit(&h.s.cam, 0.5f, 0.0f);
        full[i] = timed_frame(&h, w, hgt);
    }
    double cpu_full = (cpu_ms() - cpu0) / n;
    float home[3] = {0.0f, 0.0f, 0.0f};
    if (h.table && h.moving >= 0)
        memcpy(home, h.table->items[h.moving].pos, sizeof home);
    cpu0 = cpu_ms();
    for (int i = 0; i < n; i++) {
        headless_drag(&h, i, home);
        drag[i] = timed_frame(&h, w, hgt);
    }
    double cpu_drag = (cpu_ms() - cpu0) / n;
    qsort(full, (size_t)n, sizeof *full, cmp_double);
    qsort(drag, (size_t)n, sizeof *drag, cmp_double);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("%s%s %dx%d, %d frames each (MSAA %dx, %s)\n", args->game ? args->game : "cityscape",
           h.table && !args->game ? " (the table)" : "", w,
           hgt, n, h.s.win.samples, (const char *)glGetString(GL_RENDERER));
    printf("  full frames (camera orbiting): median %.2f ms, p95 %.2f ms (CPU %.1f ms a frame)\n",
           full[n / 2], full[(int)((double)(n - 1) * 0.95)], cpu_full);
    printf("  drag frames (camera still, one piece moving): median %.2f ms, p95 %.2f ms "
           "(CPU %.1f ms a frame)\n",
           drag[n / 2], drag[(int)((double)(n - 1) * 0.95)], cpu_drag);
    printf("  first frame %.2f ms; peak memory %.1f MB\n", first, (double)ru.ru_maxrss / 1024.0);
    free(full);
    free(drag);
    headless_close(&h);
    return CS_EXIT_OK;
}
