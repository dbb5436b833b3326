/* SPDX-License-Identifier: MIT */
/* test_lit_pieces.c - a lit piece (EG_ITEM_LIT) looks clearly unlike the
 * same piece unlit, whatever its colour, read back from the picture the
 * real renderer draws (issue 28: a lit yellow block of Six Cities, a
 * yellow brick of City Blox, a white die, hardly changed when lit: the
 * glow only brightened them toward a yellowish white they nearly were).
 *
 * The colours are the games' own: each of the four games' back ends draws
 * its table at the start of a game (2 players; Skyscrapers 1), and every
 * distinct look of its items (shape, paint, wood grain, card border) is
 * one piece of a grid, drawn at its own proportions within a unit box and
 * without a shadow, so that its pixels are its own. The grid is drawn
 * three times: without the pieces, unlit, lit, and each piece alone. A
 * piece's pixels are those where it alone differs from the empty grid and
 * the unlit grid shows what it alone shows (nothing in front of it). Over
 * them, the measure of the lit look is the share of its lit pixels whose
 * colour is at least LIT_DISTANCE (in RGB, 0..441) from every colour the
 * piece shows unlit: a colour of its own, not a brighter shade of one of
 * its faces (the glow alone brightened a yellow block's shaded sides to the
 * yellow of its top: 0% on main, 30% to 60% of pixels "moved" though).
 * Every piece must reach LIT_SHARE. At 640x360 and 1920x1080.
 * TEST_PNG_DIR=DIR writes the pictures (lit-pieces-*.png); TEST_VERBOSE=1
 * prints every piece's measure. Needs OpenGL 3.3 (skipped with 77 without
 * it). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "camera.h"
#include "eg_game.h"
#include "eg_scene.h"
#include "gl_test.h"
#include "layout.h"
#include "render.h"
#include "window.h"

enum { MAX_LOOKS = 160, COLS = 12 };

static const float LIT_DISTANCE = 64.0f; /* of 441: a colour clearly other */
static const float LIT_SHARE = 0.12f;    /* of the piece's pixels */
static const float PITCH = 1.7f;         /* the grid's spacing */

typedef struct {
    const char *game;
    int32_t id;      /* the first item drawn with this look */
    eg_shape shape;
    float rgb[3], size[3];
    unsigned flags;  /* EG_ITEM_WOOD */
} look;

static look looks[MAX_LOOKS];
static int nlooks;

static bool same_look(const look *a, const eg_item *e)
{
    if (a->shape != e->shape || a->flags != (e->flags & EG_ITEM_WOOD))
        return false;
    for (int c = 0; c < 3; c++)
        if (fabsf(a->rgb[c] - e->rgb[c]) > 0.02f)
            return false;
    return true;
}

/* Every distinct look among the items game `id` draws at its start. */
static int collect(const char *id)
{
    const eg_game *g = eg_game_find(id);
    if (!g) {
        fprintf(stderr, "no game '%s'\n", id);
        return 1;
    }
    int players = g->min_players > 2 ? g->min_players : g->max_players < 2 ? g->max_players : 2;
    void *params = calloc(1, g->params_size), *state = calloc(1, g->state_size),
         *view = calloc(1, g->state_size), *ui = g->ui_size ? calloc(1, g->ui_size) : NULL;
    static eg_scene sc;
    memset(&sc, 0, sizeof sc);
    eg_error err = {0};
    int rc = 1;
    if (!params || !state || !view || (g->ui_size && !ui))
        goto done;
    g->default_params(params, players);
    if (g->new_game(params, 1, state, &err) != 0) {
        fprintf(stderr, "%s: no new game: %s\n", id, err.msg);
        goto done;
    }
    if (g->redact)
        g->redact(state, 0, view);
    else
        memcpy(view, state, g->state_size);
    if (ui && g->new_ui)
        g->new_ui(view, 0, ui);
    g->draw(view, 0, ui, EG_NO_ITEM, &sc);
    int before = nlooks;
    for (int i = 0; i < sc.nitems; i++) {
        const eg_item *e = &sc.items[i];
        if (e->flags & (EG_ITEM_UNSEEN | EG_ITEM_GHOST))
            continue;
        bool known = false;
        for (int k = 0; k < nlooks && !known; k++)
            known = same_look(&looks[k], e);
        if (known)
            continue;
        if (nlooks == MAX_LOOKS) {
            fprintf(stderr, "%s: more than %d looks\n", id, MAX_LOOKS);
            goto done;
        }
        look *l = &looks[nlooks++];
        *l = (look){id, e->id, e->shape, {e->rgb[0], e->rgb[1], e->rgb[2]}, {0}, e->flags & EG_ITEM_WOOD};
        /* Its proportions within a unit box, no thinner than a card. */
        float most = fmaxf(fmaxf(e->size[0], e->size[1]), e->size[2]);
        for (int c = 0; c < 3; c++)
            l->size[c] = fmaxf(e->size[c] / (most > 0.0f ? most : 1.0f), 0.02f);
    }
    printf("%s: %d looks\n", id, nlooks - before);
    rc = 0;
done:
    free(params);
    free(state);
    free(view);
    free(ui);
    return rc;
}

/* The grid of looks, each piece lit or not (hidden: none drawn). */
static void build(eg_scene *sc, bool lit, bool hidden)
{
    memset(sc, 0, sizeof *sc);
    int rows = (nlooks + COLS - 1) / COLS;
    for (int k = 0; k < nlooks; k++) {
        eg_item *it = eg_scene_add(sc, looks[k].shape, 1000 + k);
        it->pos[0] = ((float)(k % COLS) - 0.5f * (float)(COLS - 1)) * PITCH;
        it->pos[2] = ((float)(k / COLS) - 0.5f * (float)(rows - 1)) * PITCH;
        memcpy(it->size, looks[k].size, sizeof it->size);
        memcpy(it->rgb, looks[k].rgb, sizeof it->rgb);
        if (looks[k].shape == EG_SHAPE_BRICK)
            it->studs[0] = it->studs[1] = 2;
        it->flags = EG_ITEM_NO_SHADOW | looks[k].flags | (lit ? EG_ITEM_LIT : 0) |
                    (hidden ? EG_ITEM_UNSEEN : 0);
    }
    float half_x = 0.5f * (float)COLS * PITCH, half_z = 0.5f * (float)rows * PITCH;
    sc->lo[0] = -half_x, sc->lo[1] = 0.0f, sc->lo[2] = -half_z;
    sc->hi[0] = half_x, sc->hi[1] = 1.0f, sc->hi[2] = half_z;
}

static void write_png(int w, int h, const char *name, const unsigned char *px)
{
    const char *dir = getenv("TEST_PNG_DIR");
    if (!dir || !*dir)
        return;
    char path[1024], err[256];
    snprintf(path, sizeof path, "%s/lit-pieces-%s-%dx%d.png", dir, name, w, h);
    if (!fe_write_png(path, px, w, h, err, sizeof err))
        fprintf(stderr, "%s\n", err);
}

static float distance(const unsigned char *a, const unsigned char *b)
{
    float s = 0.0f;
    for (int c = 0; c < 3; c++) {
        float d = (float)a[c] - (float)b[c];
        s += d * d;
    }
    return sqrtf(s);
}

/* Whether colour c is at least LIT_DISTANCE from the middle of every bin
 * of colours seen (a bin's colours are within 14 of its middle). */
static bool new_colour(unsigned char seen[16][16][16], const unsigned char *c)
{
    int reach = (int)(LIT_DISTANCE / 16.0f) + 2;
    for (int r = (c[0] >> 4) - reach; r <= (c[0] >> 4) + reach; r++)
        for (int g = (c[1] >> 4) - reach; g <= (c[1] >> 4) + reach; g++)
            for (int b = (c[2] >> 4) - reach; b <= (c[2] >> 4) + reach; b++) {
                if (r < 0 || g < 0 || b < 0 || r > 15 || g > 15 || b > 15 || !seen[r][g][b])
                    continue;
                const unsigned char m[3] = {(unsigned char)(16 * r + 8),
                                            (unsigned char)(16 * g + 8),
                                            (unsigned char)(16 * b + 8)};
                if (distance(m, c) < LIT_DISTANCE)
                    return false;
            }
    return true;
}

static int check_size(fe_renderer *r, int w, int h)
{
    fe_target target;
    size_t bytes = (size_t)w * (size_t)h * 4;
    unsigned char *px[3] = {malloc(bytes), malloc(bytes), malloc(bytes)};
    long *n = calloc((size_t)nlooks, sizeof *n), *far = calloc((size_t)nlooks, sizeof *far);
    if (!px[0] || !px[1] || !px[2] || !n || !far || !fe_target_init(&target, w, h, 0)) {
        fprintf(stderr, "no %dx%d target\n", w, h);
        return 1;
    }
    fe_camera cam;
    fe_camera_init(&cam, 0); /* the south edge */
    static eg_scene sc;
    for (int pass = 0; pass < 3; pass++) { /* 0 empty, 1 unlit, 2 lit */
        build(&sc, pass == 2, pass == 0);
        if (pass == 0)
            fe_camera_frame_box(&cam, sc.lo, sc.hi);
        fe_target_bind(&target);
        fe_renderer_draw_items(r, &sc, &cam, w, h);
        fe_target_read(&target, px[pass]);
    }
    write_png(w, h, "unlit", px[1]);
    write_png(w, h, "lit", px[2]);
    /* A pixel is piece k's where k drawn alone differs from the empty
     * grid and the whole grid unlit shows what k alone shows there (no
     * piece in front of it). */
    int *owner = malloc((size_t)w * (size_t)h * sizeof *owner);
    unsigned char *alone = malloc(bytes);
    if (!owner || !alone) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t p = 0; p < (size_t)w * (size_t)h; p++)
        owner[p] = -1;
    for (int k = 0; k < nlooks; k++) {
        build(&sc, false, true);
        sc.items[k].flags &= ~(unsigned)EG_ITEM_UNSEEN;
        fe_target_bind(&target);
        fe_renderer_draw_items(r, &sc, &cam, w, h);
        fe_target_read(&target, alone);
        for (size_t p = 0; p < (size_t)w * (size_t)h; p++)
            if (distance(px[0] + 4 * p, alone + 4 * p) > 6.0f &&
                distance(px[1] + 4 * p, alone + 4 * p) <= 6.0f)
                owner[p] = k;
    }
    free(alone);
    /* Per piece: the colours it shows unlit (in bins of 16 a channel),
     * then its lit pixels of a colour none of those is near. */
    static unsigned char seen[16][16][16];
    for (int k = 0; k < nlooks; k++) {
        memset(seen, 0, sizeof seen);
        for (size_t p = 0; p < (size_t)w * (size_t)h; p++)
            if (owner[p] == k) {
                const unsigned char *c = px[1] + 4 * p;
                seen[c[0] >> 4][c[1] >> 4][c[2] >> 4] = 1;
                n[k]++;
            }
        for (size_t p = 0; p < (size_t)w * (size_t)h; p++)
            if (owner[p] == k)
                far[k] += new_colour(seen, px[2] + 4 * p);
    }
    free(owner);
    int failed = 0;
    for (int k = 0; k < nlooks; k++) {
        const look *l = &looks[k];
        float share = n[k] ? (float)far[k] / (float)n[k] : 0.0f;
        bool ok = n[k] >= 20 && share >= LIT_SHARE;
        if (!ok || getenv("TEST_VERBOSE"))
            printf("%s %dx%d: %s item %d (shape %d, rgb %.2f %.2f %.2f%s): %ld pixels, %.0f%% "
                   "lit in a colour %.0f from all it shows unlit (at least %.0f%%)\n",
                   ok ? "ok" : "FAIL", w, h, l->game, (int)l->id, (int)l->shape, l->rgb[0],
                   l->rgb[1], l->rgb[2], l->flags ? ", wood" : "", n[k], 100.0f * share,
                   LIT_DISTANCE, 100.0f * LIT_SHARE);
        failed += !ok;
    }
    fe_target_destroy(&target);
    for (int i = 0; i < 3; i++)
        free(px[i]);
    free(n);
    free(far);
    return failed;
}

int main(void)
{
    static const char *const GAMES[] = {"cityscape", "skyscrapers", "six-cities", "city-blox"};
    for (size_t i = 0; i < sizeof GAMES / sizeof GAMES[0]; i++)
        if (collect(GAMES[i]) != 0)
            return 1;
    fe_window win;
    fe_renderer *r;
    int rc = cs_gl_test_open("test_lit_pieces", &win, &r);
    if (rc != 0)
        return rc;
    static const int sizes[][2] = {{640, 360}, {1920, 1080}};
    int failed = 0;
    for (int s = 0; s < 2; s++)
        failed += check_size(r, sizes[s][0], sizes[s][1]);
    if (fe_renderer_warning(r)) {
        fprintf(stderr, "renderer warning: %s\n", fe_renderer_warning(r));
        failed++;
    }
    fe_renderer_destroy(r);
    fe_window_close(&win);
    SDL_Quit();
    if (failed)
        fprintf(stderr, "%d pieces hardly change when lit\n", failed);
    else
        printf("%d looks of the four games: every one clearly lit, at 640x360 and 1920x1080\n",
               nlooks);
    return failed ? 1 : 0;
}
