/* SPDX-License-Identifier: MIT */
/* test_cityscape_pick.c - at Cityscape's table, a press where the renderer
 * drew a lot, a supply block or a die reaches that very thing, through the
 * table's own picking (item_pick.h: the functions table.c calls on a press,
 * on a drag's start and on a release).
 *
 * Checked from rendered frames, not from the scene's idea of where things
 * are: Cityscape's draw() makes the scene of a position (the game's
 * position_state, redacted for the viewer), the real renderer draws it
 * offscreen, then draws it again with one thing painted another colour
 * (every item with its id and flag). The pixels that changed are where that
 * thing was drawn; each of them whose four neighbours changed too (a pixel
 * on a rim is shared by two things) is pressed, about 64 spread evenly:
 *   - a supply block or a die (EG_ITEM_PICK): the press (fe_items_press,
 *     nothing held) and the drag's start (fe_items_pick, EG_ITEM_PICK) must
 *     both find an item with its id;
 *   - a lot (its square and every block of its building: a drop over a
 *     building's face goes to that building), with a supply block held:
 *     the release (fe_items_drop on the scene as the table builds it
 *     mid-drag: the lots lit, the landing ghost and the held block drawn
 *     at the pointer) and the second click of click-and-click
 *     (fe_items_press with the lots lit) must find the lot's id; except
 *     where the building in front wholly hides the lot behind it (no pixel
 *     of that lot drawn): there a press on the building's face may reach
 *     that lot, where it is drawn behind (the picture without the
 *     building), and the test counts such presses to show the case was met.
 *     The ghost of a block let go on a lot that is wholly hidden is drawn
 *     in front of what hides it: at least 80% of the pixels it covers on
 *     an empty table change when it is added to the scene.
 * Each seat's view as the table poses it for a position (--screenshot's
 * pose), and the same orbited and zoomed; at 640x360 and 1920x1080; over
 * an empty city (goals being set), a half-built city with tall buildings
 * and rows partly used, and a city whose 2s are used up. Needs OpenGL 3.3
 * (skipped with 77 without it). Prints each disagreement it finds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "camera.h"
#include "cityscape_game.h"
#include "cs_draw.h"
#include "eg_scene.h"
#include "item_pick.h"
#include "render.h"
#include "gl_test.h"
#include "window.h"

enum { SKIP = 77, MAX_REPORTS = 16, SAMPLES = 64, RIM = 2 };

typedef struct {
    fe_renderer *r;
    fe_target target;
    fe_camera cam;
    int w, h;
    unsigned char *base, *lit;
    unsigned char *b2, *l2; /* pictures for a second look (a building taken away) */
    long tested, failed, things, over, raised, ghosts;
    long shown[16]; /* each lot's pixels drawn in the real picture */
    const eg_scene *real;
    long look; /* counts the views and the ghosts drawn (b2, l2 hold another picture) */
    int reports;
    char view[96];
} rig;

static void draw(rig *g, const eg_scene *sc, unsigned char *out)
{
    fe_target_bind(&g->target);
    fe_renderer_draw_items(g->r, sc, &g->cam, g->w, g->h);
    fe_target_read(&g->target, out);
}

static bool differs(const rig *g, const unsigned char *a, const unsigned char *b, int x, int y)
{
    if (x < 0 || y < 0 || x >= g->w || y >= g->h)
        return false;
    size_t i = ((size_t)y * (size_t)g->w + (size_t)x) * 4;
    int d = 0;
    for (int c = 0; c < 3; c++) {
        int e = abs((int)a[i + c] - (int)b[i + c]);
        d = e > d ? e : d;
    }
    return d > 6;
}

/* The pixel and every pixel within RIM of it changed: inside the thing,
 * clear of its outline (a pixel there is shared by two things, and the
 * pick's box is the drawn block's before its bevel). */
static bool inner(const rig *g, const unsigned char *a, const unsigned char *b, int x, int y)
{
    for (int dy = -RIM; dy <= RIM; dy++)
        for (int dx = -RIM; dx <= RIM; dx++)
            if (!differs(g, a, b, x + dx, y + dy))
                return false;
    return true;
}

static void report(rig *g, const char *what, int x, int y, const char *how, int got)
{
    g->failed++;
    if (g->reports++ < MAX_REPORTS)
        fprintf(stderr, "%dx%d %s: %s at (%d, %d) %s %d\n", g->w, g->h, g->view, what, x, y, how,
                got);
}

/* The scene with every item of this id carrying `flag` painted magenta. */
static void paint(const eg_scene *from, int32_t id, unsigned flag, eg_scene *to)
{
    if (to != from)
        *to = *from;
    for (int i = 0; i < to->nitems; i++) {
        eg_item *e = &to->items[i];
        if (e->id == id && (flag == ~0u || (e->flags & flag))) {
            e->rgb[0] = 1.0f;
            e->rgb[1] = 0.0f;
            e->rgb[2] = 1.0f;
            e->flags &= (uint16_t)~EG_ITEM_WOOD;
        }
    }
}

static int32_t id_at(const eg_scene *sc, int i) { return i >= 0 ? sc->items[i].id : EG_NO_ITEM; }

static void *the_view; /* the position drawn, as the viewer knows it */

/* The scene mid-drag as table.c builds it: `lit` (the lots lit), the
 * ghost where the held block would land on `lot`, and the held block
 * hovering above it. */
static void mid_drag(const eg_scene *lit, int32_t held, int32_t lot, eg_scene *out)
{
    *out = *lit;
    eg_pick pick = {held, lot};
    int before = out->nitems;
    cs_city_preview(the_view, 0, NULL, &pick, out);
    for (int i = 0; i < before && out->nitems > before; i++)
        if (out->items[i].id == held) {
            out->items[i].pos[0] = out->items[before].pos[0];
            out->items[i].pos[1] = out->items[before].pos[1] + 0.12f;
            out->items[i].pos[2] = out->items[before].pos[2];
            out->items[i].flags |= EG_ITEM_MOVING | EG_ITEM_NO_SHADOW;
        }
}

/* A press on lot `id`'s building that reached lot `got` behind it: right
 * when nothing of `got` can be aimed at in the real picture (no pixel of it
 * drawn with its neighbours) and it is drawn at (x, y) once the building is
 * taken away. */
static bool reached_behind(rig *g, int32_t id, int32_t got, int x, int y)
{
    if (got < 0 || got >= 16 || g->shown[got] > 0)
        return false;
    static int32_t last_id = -1, last_got = -1;
    static long last_look = -1;
    if (id == last_id && got == last_got && last_look == g->look)
        return differs(g, g->b2, g->l2, x, y);
    last_id = id;
    last_got = got;
    last_look = g->look;
    static eg_scene without;
    without = *g->real;
    for (int i = 0; i < without.nitems; i++)
        if (without.items[i].id == id && without.items[i].size[1] > 0.05f)
            without.items[i].flags |= EG_ITEM_UNSEEN; /* the building, not its square */
    draw(g, &without, g->b2);
    paint(&without, got, ~0u, &without);
    draw(g, &without, g->l2);
    return differs(g, g->b2, g->l2, x, y);
}

/* Presses on the pixels where `id` was drawn (g->base against g->lit):
 * the number pressed. A lot's (held: the supply block held) is checked
 * against `real` (every block drawn) and lit_real (the lots lit, as the
 * table lights the places a held block may go). */
static long press_drawn(rig *g, const eg_scene *real, const eg_scene *lit_real, int32_t id,
                        int32_t held, const char *what)
{
    static eg_scene dragged;
    long count = 0, n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int y = 1; y < g->h - 1; y++)
            for (int x = 1; x < g->w - 1; x++) {
                if (!differs(g, g->base, g->lit, x, y) || !inner(g, g->base, g->lit, x, y))
                    continue;
                if (pass == 0) {
                    count++;
                    continue;
                }
                if (n++ % (count / SAMPLES + 1) != 0)
                    continue;
                /* A press at pixel (x, y), as SDL reports it. */
                float sx = (float)x, sy = (float)y;
                g->tested++;
                if (held == EG_NO_ITEM) {
                    int32_t p = id_at(real, fe_items_press(real, &g->cam, g->w, g->h, sx, sy,
                                                           EG_NO_ITEM));
                    int32_t d = id_at(real, fe_items_pick(real, &g->cam, g->w, g->h, sx, sy,
                                                          EG_ITEM_PICK, EG_NO_ITEM));
                    if (p != id)
                        report(g, what, x, y, "is drawn; a press there picks", p);
                    else if (d != id)
                        report(g, what, x, y, "is drawn; a drag from there takes", d);
                    continue;
                }
                int32_t c = id_at(lit_real, fe_items_press(lit_real, &g->cam, g->w, g->h,
                                                           sx, sy, held));
                mid_drag(lit_real, held, c >= 0 && c < 16 ? c : id, &dragged);
                int32_t r = id_at(&dragged, fe_items_drop(&dragged, &g->cam, g->w, g->h, sx,
                                                          sy, held));
                if (r != c)
                    report(g, what, x, y, "is drawn; a second click there and a drop differ: drop",
                           r);
                else if (c != id && !reached_behind(g, id, c, x, y))
                    report(g, what, x, y, "is drawn; a block let go there lands on", c);
                else if (c != id)
                    g->over++; /* a lot wholly hidden behind the building, reached */
            }
    if (n)
        g->things++;
    return n;
}

/* The ghost of a block let go on a lot drawn nowhere shows: at least 80%
 * of the pixels it covers on an empty table change when it is added. */
static void ghost_shows(rig *g, const eg_scene *lit_real, int32_t held, int32_t lot)
{
    static eg_scene with, alone;
    static unsigned char *mask;
    mid_drag(lit_real, held, lot, &with);
    alone = with;
    alone.nitems = 0;
    draw(g, &alone, g->b2); /* the empty table, then the ghost alone on it */
    for (int i = 0; i < with.nitems; i++)
        if (with.items[i].flags & EG_ITEM_GHOST)
            alone.items[alone.nitems++] = with.items[i];
    draw(g, &alone, g->l2);
    mask = realloc(mask, (size_t)g->w * (size_t)g->h);
    for (int y = 0; y < g->h; y++)
        for (int x = 0; x < g->w; x++)
            mask[(size_t)y * (size_t)g->w + (size_t)x] = differs(g, g->b2, g->l2, x, y);
    draw(g, &with, g->l2); /* mid-drag, with and without the ghost */
    for (int i = 0; i < with.nitems; i++)
        if (with.items[i].flags & EG_ITEM_GHOST)
            with.items[i].flags |= EG_ITEM_UNSEEN;
    draw(g, &with, g->b2);
    long covers = 0, seen = 0;
    for (int y = 0; y < g->h; y++)
        for (int x = 0; x < g->w; x++)
            if (mask[(size_t)y * (size_t)g->w + (size_t)x]) {
                covers++;
                seen += differs(g, g->b2, g->l2, x, y);
            }
    g->ghosts++;
    g->look++;
    if (covers == 0 || seen * 5 < covers * 4)
        report(g, "the ghost on a hidden lot", (int)seen, (int)covers,
               "(changed, covered) on the table mid-drag; lot", lot);
}

static bool has(const eg_scene *sc, int32_t id, unsigned flag)
{
    for (int i = 0; i < sc->nitems; i++)
        if (sc->items[i].id == id && (sc->items[i].flags & flag))
            return true;
    return false;
}

static void check_view(rig *g, const eg_scene *real, int viewer, bool all_dice)
{
    static eg_scene lit_real, painted;
    /* Supply blocks and dice, in the picture as drawn. */
    draw(g, real, g->base);
    for (int32_t id = CS_CITY_SUPPLY_ID + 1; id <= CS_CITY_SUPPLY_ID + 5; id++) {
        if (!has(real, id, EG_ITEM_PICK))
            continue;
        paint(real, id, EG_ITEM_PICK, &painted);
        draw(g, &painted, g->lit);
        char what[64];
        snprintf(what, sizeof what, "a supply block of height %d", id - CS_CITY_SUPPLY_ID);
        if (press_drawn(g, real, NULL, id, EG_NO_ITEM, what) == 0)
            report(g, what, 0, 0, "is not drawn at all; id", id);
    }
    for (int seat = 0; seat < 4; seat++) {
        if (!all_dice && seat != viewer)
            continue;
        for (int line = 0; line < 4; line++) {
            int32_t id = cs_city_die_id(seat, line);
            if (!has(real, id, EG_ITEM_PICK))
                continue;
            paint(real, id, EG_ITEM_PICK, &painted);
            draw(g, &painted, g->lit);
            char what[64];
            snprintf(what, sizeof what, "die %c%d", "SWNE"[seat], line + 1);
            press_drawn(g, real, NULL, id, EG_NO_ITEM, what);
        }
    }
    /* Lots, with a supply block held. */
    int32_t held = EG_NO_ITEM;
    for (int32_t id = CS_CITY_SUPPLY_ID + 1; id <= CS_CITY_SUPPLY_ID + 5 && held < 0; id++)
        if (has(real, id, EG_ITEM_PICK))
            held = id;
    if (held == EG_NO_ITEM)
        return; /* goals being set: no block to hold */
    lit_real = *real;
    for (int i = 0; i < real->nitems; i++)
        if (real->items[i].id >= 0 && real->items[i].id < 16 &&
            (real->items[i].flags & EG_ITEM_DROP))
            lit_real.items[i].flags |= EG_ITEM_LIT;
    g->real = real;
    g->look++;
    /* Each lot (its square and its building) as drawn: how many of its
     * pixels show. */
    draw(g, real, g->base);
    for (int lot = 0; lot < 16; lot++) {
        paint(real, lot, ~0u, &painted);
        draw(g, &painted, g->lit);
        g->shown[lot] = 0;
        for (int y = 0; y < g->h; y++)
            for (int x = 0; x < g->w; x++)
                g->shown[lot] += differs(g, g->base, g->lit, x, y) &&
                                 inner(g, g->base, g->lit, x, y);
    }
    for (int lot = 0; lot < 16; lot++) {
        if (!has(real, lot, EG_ITEM_DROP)) {
            report(g, "a lot", 0, 0, "is no drop target while building: lot", lot);
            continue;
        }
        if (g->shown[lot] == 0) {
            ghost_shows(g, &lit_real, held, lot);
            continue; /* reached through the building in front (press_drawn) */
        }
        paint(real, lot, ~0u, &painted);
        draw(g, real, g->base);
        draw(g, &painted, g->lit);
        char what[64];
        snprintf(what, sizeof what, "lot %c%d", 'a' + lot % 4, lot / 4 + 1);
        press_drawn(g, real, &lit_real, lot, held, what);
    }
}

static bool make_scene(const char *cpn, int viewer, eg_scene *sc)
{
    const eg_game *G = &eg_cityscape;
    void *state = calloc(1, G->state_size), *view = realloc(the_view, G->state_size);
    the_view = view;
    eg_error e = {0};
    bool ok = state && view && G->position_state(cpn, state, &e) == 0;
    if (!ok)
        fprintf(stderr, "bad test position %s: %s\n", cpn, e.msg);
    if (ok) {
        G->redact(state, viewer, view);
        memset(sc, 0, sizeof *sc);
        G->draw(view, viewer, NULL, EG_NO_ITEM, sc);
    }
    free(state);
    return ok;
}

int main(void)
{
    fe_window win;
    static rig g;
    int rc = cs_gl_test_open("test_cityscape_pick", &win, &g.r);
    if (rc != 0)
        return rc;
    /* Empty (the goals being set); half built with tall buildings (a4 3+5,
     * c1 5+5) and rows partly used; the 2s used up, a tall c2 (3+3+5). */
    static const char *const cities[] = {
        "-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-",
        "35,-,4,-/1,-,-,3/-,-,2,-/2,-,55,- S:3562 W:1146 N:2215 E:4536",
        "22,2,2,1/2,44,3,-/-,-,335,-/5,-,-,- S:3562 W:1146 N:2215 E:4536",
    };
    static const int sizes[][2] = {{640, 360}, {1920, 1080}};
    static eg_scene sc;
    for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++) {
        g.w = sizes[si][0];
        g.h = sizes[si][1];
        size_t bytes = (size_t)g.w * (size_t)g.h * 4;
        g.base = malloc(bytes);
        g.lit = malloc(bytes);
        g.b2 = malloc(bytes);
        g.l2 = malloc(bytes);
        if (!g.base || !g.lit || !g.b2 || !g.l2 || !fe_target_init(&g.target, g.w, g.h, 0)) {
            fprintf(stderr, "no %dx%d target\n", g.w, g.h);
            return 1;
        }
        for (size_t ci = 0; ci < sizeof cities / sizeof cities[0]; ci++) {
            for (int viewer = 0; viewer < 4; viewer++) {
                /* The larger window: the tall city from every seat, the
                 * others from S and N (it costs the most). */
                if (si == 1 && ci != 1 && viewer % 2)
                    continue;
                if (!make_scene(cities[ci], viewer, &sc))
                    return 1;
                /* The seat's view as the table poses it for a position, and
                 * the same orbited, raised and zoomed in (in the smaller
                 * window, from S and N). */
                for (int k = 0; k < (si == 0 && ci > 0 && viewer % 2 == 0 ? 2 : 1); k++) {
                    fe_camera_init(&g.cam, CS_S);
                    fe_camera_pose pose = {sc.seat_yaw * 57.29578f + FE_CAMERA_SEAT_TURN,
                                           FE_CAMERA_PITCH + 8.0f, 1.0f, 0.0f};
                    g.cam.now = g.cam.from = g.cam.to = pose;
                    fe_camera_frame_box(&g.cam, sc.lo, sc.hi);
                    if (k == 1) {
                        fe_camera_orbit(&g.cam, 38.0f, 14.0f);
                        fe_camera_zoom_by(&g.cam, 1.5f);
                    }
                    snprintf(g.view, sizeof g.view, "city %zu, seat %c, %s", ci + 1,
                             "SWNE"[viewer], k ? "orbited and zoomed" : "the table's view");
                    if (getenv("CS_PICK_DRAWN_VERBOSE"))
                        fprintf(stderr, "%dx%d %s at %u ms\n", g.w, g.h, g.view,
                                SDL_GetTicks());
                    check_view(&g, &sc, viewer, ci == 1 && k == 0 && viewer == 0);
                }
            }
        }
        free(g.base);
        free(g.lit);
        free(g.b2);
        free(g.l2);
        fe_target_destroy(&g.target);
    }
    printf("%ld things drawn, %ld pixels pressed (%ld reached a lot hidden behind), %ld picked "
           "something else; %ld ghosts on hidden lots\n",
           g.things, g.tested, g.over, g.failed, g.ghosts);
    int status = 0;
    if (g.failed || g.things < 150 || g.over < 10 || g.ghosts < 2)
        status = 1;
    fe_renderer_destroy(g.r);
    fe_window_close(&win);
    SDL_Quit();
    return status;
}
