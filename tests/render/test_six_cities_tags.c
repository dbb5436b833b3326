/* SPDX-License-Identifier: MIT */
/* test_six_cities_tags.c - at Six Cities' table no two labels printed over
 * the board meet: a tower's height, a city's number, a supply's count, the
 * deck's and the cards' numbers (issue 28: at 1920x1080 the heights and the
 * city tags crowded near city 5, touching and overlapping).
 *
 * Measured in rendered frames: the rectangles are the texts the renderer
 * drew (its draw log, the rectangles layout_check judges), and a backed
 * label's backing round it. Two of them may not share a pixel. Positions
 * from whole games played here (2, 3 and 4 players, the moves picked by a
 * fixed sequence), several moments of each, every seat's view as the table
 * poses it, then turned both ways, zoomed in and out and tilted, at
 * 640x360, 1280x720 and 1920x1080.
 * Prints the labels drawn and the pairs that meet; fails with any pair, or
 * with too few labels. Needs OpenGL 3.3 (skipped with 77 without it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "camera.h"
#include "eg_scene.h"
#include "gl_test.h"
#include "render.h"
#include "render_ui.h"
#include "sx_core.h"
#include "window.h"

enum { LOG_CAP = 512, MAX_REPORTS = 20 };

static fe_renderer *r;
static fe_target target;
static fe_camera cam;
static int w, h;
static struct { /* the labels seen so far */
    long labels, pairs;
    int reports;
} seen;
static eg_drawn log_[LOG_CAP];

/* The rectangle a label covers: its text, and the backing a backed label is
 * printed on (items.c: 2 pixels out at the sides, 1 above and below). */
static void cover(const eg_drawn *d, bool backed, float out[4])
{
    out[0] = d->x, out[1] = d->y, out[2] = d->w, out[3] = d->h;
    if (backed)
        out[0] -= 2.0f, out[1] -= 1.0f, out[2] += 4.0f, out[3] += 2.0f;
}

static bool is_backed(const eg_scene *sc, const char *text)
{
    for (int i = 0; i < sc->nitems; i++)
        if ((sc->items[i].flags & EG_ITEM_LABEL_BACKED) && strcmp(sc->items[i].label, text) == 0)
            return true;
    return false;
}

static void check(const eg_scene *sc, const char *view)
{
    fe_draw_log l = {log_, 0, LOG_CAP, 0, false};
    fe_target_bind(&target);
    fe_renderer_log(r, &l);
    fe_renderer_draw_items(r, sc, &cam, w, h);
    fe_renderer_log(r, NULL);
    float box[LOG_CAP][4];
    int n = 0;
    for (int i = 0; i < l.n; i++)
        if (log_[i].kind == EG_DRAWN_TEXT)
            cover(&log_[i], is_backed(sc, log_[i].text), box[i]), n++;
    seen.labels += n;
    for (int i = 0; i < l.n; i++)
        for (int j = i + 1; j < l.n; j++) {
            if (log_[i].kind != EG_DRAWN_TEXT || log_[j].kind != EG_DRAWN_TEXT)
                continue;
            const float *a = box[i], *b = box[j];
            if (a[0] >= b[0] + b[2] || b[0] >= a[0] + a[2] || a[1] >= b[1] + b[3] ||
                b[1] >= a[1] + a[3])
                continue;
            seen.pairs++;
            if (seen.reports++ < MAX_REPORTS)
                fprintf(stderr,
                        "%dx%d %s: \"%s\" at %.0f,%.0f %.0fx%.0f meets \"%s\" at %.0f,%.0f "
                        "%.0fx%.0f\n",
                        w, h, view, log_[i].text, a[0], a[1], a[2], a[3], log_[j].text, b[0],
                        b[1], b[2], b[3]);
        }
}

/* A whole game of `players`, seed `seed`, the moves picked by a fixed
 * sequence; the positions after 1/4, 1/2, 3/4 of its moves and at its end
 * into `at` (state_size bytes each). Returns how many (0: said why). */
static int play(int players, uint64_t seed, unsigned char *at[4])
{
    const eg_game *G = &eg_six_cities;
    static unsigned char params[4096];
    static char moves[512][EG_MOVE_MAX];
    static char line[2000][EG_MOVE_MAX];
    static int whose[2000];
    eg_error e = {0};
    unsigned char *s = calloc(1, G->state_size);
    if (!s || G->params_size > sizeof params)
        return 0;
    G->default_params(params, players);
    if (G->new_game(params, seed, s, &e) != 0) {
        fprintf(stderr, "no game of %d players: %s\n", players, e.msg);
        free(s);
        return 0;
    }
    /* Play it through once to count its moves, then again to keep four. */
    uint64_t pick = seed * 2654435761u + 1;
    int nmoves = 0;
    while (!G->is_over(s) && nmoves < 2000) {
        unsigned act = G->to_act(s);
        int p = 0;
        while (p < EG_MAX_PLAYERS && !(act & 1u << p))
            p++;
        int n = G->legal_moves(s, p, moves, 512);
        if (p == EG_MAX_PLAYERS || n <= 0)
            break;
        pick = pick * 6364136223846793005u + 1442695040888963407u;
        memcpy(line[nmoves], moves[(pick >> 33) % (uint64_t)n], EG_MOVE_MAX);
        whose[nmoves] = p;
        unsigned flags = 0;
        if (G->execute(s, p, line[nmoves], &flags, &e) != 0) {
            fprintf(stderr, "move %s refused: %s\n", line[nmoves], e.msg);
            free(s);
            return 0;
        }
        nmoves++;
    }
    G->new_game(params, seed, s, &e);
    int kept = 0;
    for (int m = 0; m <= nmoves; m++) {
        if (m == (kept + 1) * nmoves / 4) {
            memcpy(at[kept++], s, G->state_size);
            if (kept == 4)
                break;
        }
        unsigned flags = 0;
        if (m < nmoves)
            G->execute(s, whose[m], line[m], &flags, &e);
    }
    free(s);
    return kept;
}

int main(void)
{
    const eg_game *G = &eg_six_cities;
    static const int windows[][2] = {{640, 360}, {1280, 720}, {1920, 1080}};
    unsigned char *at[3][4], *view = calloc(1, G->state_size);
    fe_window win;
    int rc = cs_gl_test_open("test_six_cities_tags", &win, &r);
    if (rc != 0) {
        free(view);
        return rc;
    }
    int kept[3];
    for (int g = 0; g < 3; g++) {
        for (int k = 0; k < 4; k++)
            if (!(at[g][k] = calloc(1, G->state_size)))
                return 1;
        if ((kept[g] = play(g + 2, 7u + (uint64_t)g, at[g])) == 0 || !view)
            return 1;
    }
    static eg_scene sc;
    for (size_t si = 0; si < 3; si++) {
        w = windows[si][0], h = windows[si][1];
        if (!fe_target_init(&target, w, h, 0)) {
            fprintf(stderr, "no %dx%d target\n", w, h);
            return 1;
        }
        for (int g = 0; g < 3; g++)
            for (int k = 0; k < kept[g]; k++)
                for (int viewer = 0; viewer < g + 2; viewer++) {
                    G->redact(at[g][k], viewer, view);
                    memset(&sc, 0, sizeof sc);
                    G->draw(view, viewer, NULL, EG_NO_ITEM, &sc);
                    eg_scene_fit_tops(&sc);
                    /* Posed; turned both ways; zoomed in, out; tilted low and high. */
                    static const float turn[][3] = {{0, 0, 1},    {35, 0, 1}, {-35, 0, 1},
                                                    {80, 0, 1},   {0, 0, 1.6f}, {20, 0, 0.7f},
                                                    {0, -22, 1.2f}, {-60, 30, 1}};
                    for (size_t c = 0; c < sizeof turn / sizeof turn[0]; c++) {
                        fe_camera_init(&cam, viewer);
                        fe_camera_pose pose = {sc.seat_yaw * 57.29578f + FE_CAMERA_SEAT_TURN,
                                               FE_CAMERA_PITCH, 1.0f, 0.0f};
                        cam.now = cam.from = cam.to = pose;
                        fe_camera_frame_box(&cam, sc.lo, sc.hi);
                        fe_camera_orbit(&cam, turn[c][0], turn[c][1]);
                        fe_camera_zoom_by(&cam, turn[c][2]);
                        cam.now = cam.to;
                        char what[96];
                        snprintf(what, sizeof what,
                                 "%d players, moment %d, seat %d, turned %.0f, tilted %.0f, "
                                 "zoom %.1f",
                                 g + 2, k + 1, viewer, turn[c][0], turn[c][1], turn[c][2]);
                        check(&sc, what);
                    }
                }
        fe_target_destroy(&target);
    }
    printf("six cities: %ld labels drawn, %ld pairs of them meet\n", seen.labels, seen.pairs);
    for (int g = 0; g < 3; g++)
        for (int k = 0; k < 4; k++)
            free(at[g][k]);
    free(view);
    fe_renderer_destroy(r);
    fe_window_close(&win);
    SDL_Quit();
    return seen.pairs || seen.labels < 1000 ? 1 : 0;
}
