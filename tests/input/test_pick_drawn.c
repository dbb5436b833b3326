/* SPDX-License-Identifier: MIT */
/* test_pick_drawn.c - a press where the renderer drew a thing picks it.
 *
 * Checked from rendered frames, not from the program's idea of where things
 * are: the real renderer draws the table offscreen; then the same scene is
 * drawn again with one thing lit (a supply block chosen: supply_lit; a lot
 * or its building: highlight_lot; the last block placed: top_glow_lot; a
 * die: its face painted). The pixels that
 * changed are where that thing was drawn. Each of them (less a one-pixel
 * rim, where a pixel is shared by two things) must pick that thing through
 * cs_pick_drawn / cs_pick_target_lot over cs_app_draw_list's list: the
 * very path a press takes in the game (screens.c).
 *
 * From each seat's view, orbited and zoomed, at 640x360, 1280x720 and
 * 1920x1080, over an empty city with full supply rows, a half-built city and
 * a city whose supply rows are partly or wholly used. Needs OpenGL 3.3
 * (skipped with 77 without it). Prints each disagreement it finds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "layout.h"
#include "pick.h"
#include "render.h"
#include "scene.h"
#include "window.h"

enum { SKIP = 77, MAX_REPORTS = 12 };

typedef struct {
    cs_renderer *r;
    cs_target target;
    int w, h;
    unsigned char *base, *lit;
    long tested, failed, things;
    int reports;
    const char *view;
} rig;

static void draw(rig *g, const cs_render_scene *scene, const cs_camera *cam, unsigned char *out)
{
    cs_target_bind(&g->target);
    cs_renderer_draw(g->r, scene, cam, g->w, g->h);
    cs_target_read(&g->target, out);
}

static bool changed(const rig *g, int x, int y)
{
    if (x < 0 || y < 0 || x >= g->w || y >= g->h)
        return false;
    size_t i = ((size_t)y * (size_t)g->w + (size_t)x) * 4;
    int d = 0;
    for (int c = 0; c < 3; c++) {
        int e = abs((int)g->base[i + c] - (int)g->lit[i + c]);
        d = e > d ? e : d;
    }
    return d > 6;
}

typedef enum { WANT_SUPPLY, WANT_LOT, WANT_DIE, WANT_TOP } want_kind;

typedef struct {
    want_kind kind;
    int height, index; /* supply; WANT_TOP: the block in the stack */
    int lot;           /* lot */
    cs_seat seat;      /* die */
    int line;
} want;

static void describe(const want *w, char *out, size_t n)
{
    if (w->kind == WANT_SUPPLY)
        snprintf(out, n, "supply block %d of the %ds", w->index + 1, w->height);
    else if (w->kind == WANT_TOP)
        snprintf(out, n, "the top block (%d of the stack) on lot %c%c", w->index + 1,
                 'a' + cs_lot_file(w->lot), '1' + cs_lot_rank(w->lot));
    else if (w->kind == WANT_LOT)
        snprintf(out, n, "lot %c%c", 'a' + cs_lot_file(w->lot), '1' + cs_lot_rank(w->lot));
    else
        snprintf(out, n, "die %c%d", cs_seat_char(w->seat), w->line + 1);
}

static void describe_hit(const cs_pick_hit *h, int target, char *out, size_t n)
{
    static const char *const kinds[] = {"nothing", "lot", "building", "supply", "die"};
    snprintf(out, n, "%s (lot %d, height %d, slot %d, die %c%d; aimed lot %d)", kinds[h->kind],
             h->lot, h->height, h->index, cs_seat_char(h->seat), h->line + 1, target);
}

static bool agrees(const want *w, const cs_pick_hit *h, int target)
{
    switch (w->kind) {
    case WANT_SUPPLY:
        return h->kind == CS_PICK_SUPPLY && h->height == w->height && h->index == w->index;
    case WANT_LOT:
        /* What is drawn there is the lot (its floor or its building), and a
         * block let go there lands on it, unless the pixel is the side of
         * the building (a drop there aims past it: pick.h). */
        if (h->kind == CS_PICK_LOT)
            return h->lot == w->lot && target == w->lot;
        if (h->kind == CS_PICK_BUILDING)
            return h->lot == w->lot && (!h->top || target == w->lot);
        return false;
    case WANT_DIE:
        return h->kind == CS_PICK_DIE && h->seat == w->seat && h->line == w->line;
    case WANT_TOP:
        return h->kind == CS_PICK_BUILDING && h->lot == w->lot && h->index == w->index;
    }
    return false;
}

/* Every changed pixel whose four neighbours changed too must pick `w`. */
static long check_pixels(rig *g, const cs_draw_list *dl, const cs_camera *cam, const want *w)
{
    long n = 0, inner = 0;
    for (int pass = 0; pass < 2; pass++)
    for (int y = 1; y < g->h - 1; y++)
        for (int x = 1; x < g->w - 1; x++) {
            if (!changed(g, x, y) || !changed(g, x - 1, y) || !changed(g, x + 1, y) ||
                !changed(g, x, y - 1) || !changed(g, x, y + 1))
                continue;
            /* First count the pixels, then press on about 64 of them
             * spread evenly (every one would take minutes). */
            if (pass == 0) {
                inner++;
                continue;
            }
            if (n++ % (inner / 64 + 1) != 0)
                continue;
            /* A press at pixel (x, y), as SDL reports it. */
            cs_pick_hit hit = cs_pick_drawn(dl, cam, g->w, g->h, (float)x, (float)y);
            int target = cs_pick_target_lot(dl, cam, g->w, g->h, (float)x, (float)y);
            g->tested++;
            if (agrees(w, &hit, target))
                continue;
            g->failed++;
            if (g->reports++ < MAX_REPORTS) {
                char a[64], b[128];
                describe(w, a, sizeof a);
                describe_hit(&hit, target, b, sizeof b);
                fprintf(stderr, "%dx%d %s: a press at (%d, %d) where %s is drawn picks %s\n",
                        g->w, g->h, g->view, x, y, a, b);
            }
        }
    if (n)
        g->things++;
    return n;
}

/* ---- The cases. */

static void check_view(rig *g, const cs_board *board, const cs_camera *cam, bool all_dice)
{
    cs_render_scene base;
    cs_render_scene_init(&base);
    base.board = board;
    cs_draw_list dl;
    cs_scene_build(&base, cam, false, &dl);
    draw(g, &base, cam, g->base);
    /* The block a player would take from each row. */
    for (int h = 1; h <= CS_HEIGHTS; h++) {
        if (board->supply[h] == 0)
            continue;
        cs_render_scene s = base;
        s.supply_lit = h;
        draw(g, &s, cam, g->lit);
        want w = {WANT_SUPPLY, h, board->supply[h] - 1, -1, CS_S, 0};
        if (check_pixels(g, &dl, cam, &w) == 0 && strstr(g->view, "seat") &&
            g->reports++ < MAX_REPORTS)
            fprintf(stderr, "%dx%d %s: the height-%d block is not drawn at all\n", g->w, g->h,
                    g->view, h);
    }
    for (int lot = 0; lot < CS_LOTS; lot++) {
        cs_render_scene s = base;
        s.highlight_lot = lot;
        draw(g, &s, cam, g->lit);
        want w = {WANT_LOT, 0, 0, lot, CS_S, 0};
        check_pixels(g, &dl, cam, &w);
    }
    /* The last placement's mark (top_glow) lights the top block of its
     * building, not the blocks under it. */
    for (int lot = 0; lot < CS_LOTS; lot++) {
        uint8_t stack[CS_BLOCKS];
        int n = cs_board_stack(board, lot, stack);
        if (n < 2)
            continue;
        cs_render_scene s = base;
        s.top_glow_lot = lot;
        s.top_glow = 0.3f; /* CS_LAST_MOVE_GLOW, the game's */
        draw(g, &s, cam, g->lit);
        want w = {WANT_TOP, 0, n - 1, lot, CS_S, 0};
        check_pixels(g, &dl, cam, &w);
    }
    /* Dice: blank in the base picture; one die at a time shows the star. */
    cs_seat own = cs_camera_nearest_seat(cam);
    cs_render_scene up = base;
    up.face_up = 0x0f;
    draw(g, &up, cam, g->base);
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (!all_dice && seat != (int)own)
            continue;
        for (int line = 0; line < CS_LINES; line++) {
            cs_render_scene s = up;
            s.goals[seat][line] = 6;
            draw(g, &s, cam, g->lit);
            want w = {WANT_DIE, 0, 0, -1, (cs_seat)seat, line};
            check_pixels(g, &dl, cam, &w);
        }
    }
}

static bool board_from(const char *cpn, cs_board *out)
{
    cs_position pos;
    cs_error err;
    if (cs_cpn_parse(cpn, strlen(cpn), &pos, &err) != CS_OK) {
        fprintf(stderr, "bad test position %s: %s\n", cpn, err.msg);
        return false;
    }
    *out = pos.board;
    return true;
}

int main(void)
{
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1"); /* ctest's timeout can stop it */
    if (!getenv("SDL_VIDEODRIVER"))
        SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "skipped: no video: %s\n", SDL_GetError());
        return SKIP;
    }
    cs_window win;
    char err[512];
    if (!cs_window_open(&win, "test_pick_drawn", 640, 360, CS_WINDOW_HIDDEN | CS_WINDOW_NO_VSYNC,
                        err, sizeof err)) {
        fprintf(stderr, "skipped: %s\n", err);
        SDL_Quit();
        return SKIP;
    }
    char data[1024];
    cs_data_dir(data, sizeof data);
    rig g;
    memset(&g, 0, sizeof g);
    g.r = cs_renderer_create(data, err, sizeof err);
    if (!g.r) {
        fprintf(stderr, "no renderer: %s\n", err);
        return 1;
    }
    /* Empty; half built with a tall building in front (b1: 3+5) and rows
     * partly used; the 2s used up, the 3s down to two. */
    static const char *const cities[] = {
        "-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-",
        "35,-,4,-/1,-,-,3/-,-,2,-/2,-,5,-",
        "22,2,2,1/2,44,3,-/-,-,33,-/5,-,-,-",
    };
    static const int sizes[][2] = {{640, 360}, {1280, 720}, {1920, 1080}};
    int status = 0;
    for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++) {
        g.w = sizes[si][0];
        g.h = sizes[si][1];
        if (!cs_target_init(&g.target, g.w, g.h, 0)) {
            fprintf(stderr, "no offscreen target of %dx%d\n", g.w, g.h);
            return 1;
        }
        g.base = malloc((size_t)g.w * (size_t)g.h * 4);
        g.lit = malloc((size_t)g.w * (size_t)g.h * 4);
        for (size_t ci = 0; ci < sizeof cities / sizeof cities[0]; ci++) {
            /* The empty city once, at the middle size. */
            if (ci == 0 && g.w != 1280)
                continue;
            cs_board board;
            if (!board_from(cities[ci], &board))
                return 1;
            for (int seat = 0; seat < CS_SEATS; seat++) {
                /* The seat's view as the game frames it while building, and
                 * the same orbited, raised and zoomed in. */
                cs_camera cams[2];
                const char *names[2] = {"seat view", "orbited and zoomed"};
                for (int k = 0; k < 2; k++) {
                    cs_camera_init(&cams[k], (cs_seat)seat);
                    cs_camera_frame(&cams[k], true);
                }
                cs_camera_orbit(&cams[1], 38.0f, 14.0f);
                cs_camera_zoom_by(&cams[1], 1.5f);
                for (int k = 0; k < (ci == 0 ? 1 : 2); k++) {
                    char view[64];
                    snprintf(view, sizeof view, "city %zu, seat %c, %s", ci + 1,
                             cs_seat_char((cs_seat)seat), names[k]);
                    g.view = view;
                    if (getenv("CS_PICK_DRAWN_VERBOSE"))
                        fprintf(stderr, "%dx%d %s at %u ms\n", g.w, g.h, view, SDL_GetTicks());
                    /* Every holder's dice from one view per size, the
                     * viewer's own from every view. */
                    check_view(&g, &board, &cams[k], ci == 1 && k == 0 && seat == 0);
                }
            }
        }
        free(g.base);
        free(g.lit);
        cs_target_destroy(&g.target);
    }
    printf("%ld things drawn, %ld pixels pressed, %ld picked something else\n", g.things,
           g.tested, g.failed);
    if (g.failed || g.things < 100 || g.reports)
        status = 1;
    cs_renderer_destroy(g.r);
    cs_window_close(&win);
    SDL_Quit();
    return status;
}
