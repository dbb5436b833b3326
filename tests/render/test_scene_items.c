/* SPDX-License-Identifier: MIT */
/* test_scene_items.c - the scene's dice, glow and side labels, read back from
 * the picture the real renderer draws (offscreen), not from its inputs.
 *
 * - Dice (EG_SHAPE_DIE) with each face label ("1".."4", "=", "*") face up
 *   (roll 0) and face down (roll pi): the same scene is drawn again with one
 *   die's label cleared. Face up, pixels of its top face change (the
 *   glyph's ink; four pips more of them than one); face down, no pixel of
 *   the whole picture changes.
 * - Glow: blocks with glow 0, 0.5 and 1 and one EG_ITEM_LIT with glow 0:
 *   the middle of their top faces is brighter with more glow, and the lit
 *   one as bright as glow 1.
 * - Side labels: a solid block and a see-through (ghost) block with
 *   side_label "5", drawn again without it: ink changes pixels round the
 *   middle of each side turned to the camera, and none round the sides
 *   turned away (the ghost's far sides show through it, so ink printed
 *   there would show).
 * - Picking: each pixel a die covers (drawn with and without it), rolled 0,
 *   pi/4 or pi, picks that die through fe_items_pick (less a one-pixel
 *   rim).
 * - The frame cache: with a rolled, labelled die moving (EG_ITEM_MOVING),
 *   the third frame (the still part copied from the cache) equals the
 *   first (all drawn).
 * At 640x360 and 1920x1080. TEST_PNG_DIR=DIR writes the pictures. Needs
 * OpenGL 3.3 (skipped with 77 without it). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "camera.h"
#include "eg_scene.h"
#include "item_pick.h"
#include "layout.h"
#include "render.h"
#include "gl_test.h"
#include "window.h"

enum { SKIP = 77, NFACES = 6 };

static const char *const FACES[NFACES] = {"1", "2", "3", "4", "=", "*"};
static const float IVORY[3] = {0.93f, 0.90f, 0.83f};
static const float GREY[3] = {0.45f, 0.47f, 0.50f};
static const float PI = 3.14159265f;

typedef struct {
    fe_renderer *r;
    fe_target target;
    fe_camera cam;
    int w, h;
    unsigned char *base, *other;
    int failed;
} rig;

static eg_item *add(eg_scene *sc, eg_shape shape, int32_t id, float x, float z, float size,
                    const float rgb[3])
{
    eg_item *it = eg_scene_add(sc, shape, id);
    it->pos[0] = x;
    it->pos[2] = z;
    it->size[0] = it->size[1] = it->size[2] = size;
    memcpy(it->rgb, rgb, sizeof it->rgb);
    return it;
}

/* Ids: 100 + face (face up), 200 + face (face down), 300 + k glow blocks,
 * 400 solid labelled block, 401 ghost labelled block, 500 + k rolled dice. */
static void build(eg_scene *sc)
{
    memset(sc, 0, sizeof *sc);
    for (int f = 0; f < NFACES; f++) {
        float x = -5.0f + 2.0f * (float)f;
        eg_item *up = add(sc, EG_SHAPE_DIE, 100 + f, x, -3.0f, 1.0f, IVORY);
        snprintf(up->label, sizeof up->label, "%s", FACES[f]);
        up->flags = EG_ITEM_PICK;
        eg_item *down = add(sc, EG_SHAPE_DIE, 200 + f, x, -0.5f, 1.0f, IVORY);
        snprintf(down->label, sizeof down->label, "%s", FACES[f]);
        down->roll = PI;
        down->flags = EG_ITEM_PICK;
    }
    static const float glow[4] = {0.0f, 0.5f, 1.0f, 0.0f};
    for (int k = 0; k < 4; k++) {
        eg_item *b = add(sc, EG_SHAPE_BLOCK, 300 + k, -5.0f + 2.0f * (float)k, 2.0f, 1.0f, GREY);
        b->glow = glow[k];
        b->flags = k == 3 ? EG_ITEM_LIT : 0;
    }
    for (int k = 0; k < 2; k++) {
        eg_item *b = add(sc, EG_SHAPE_BLOCK, 400 + k, 3.0f + 2.0f * (float)k, 2.0f, 1.2f, GREY);
        b->size[1] = 1.0f;
        snprintf(b->side_label, sizeof b->side_label, "5");
        b->label_rgb[0] = b->label_rgb[1] = b->label_rgb[2] = 0.02f;
        b->flags = k ? EG_ITEM_GHOST : 0;
    }
    static const float rolls[3] = {0.0f, 0.25f * PI, PI};
    for (int k = 0; k < 3; k++) {
        eg_item *d = add(sc, EG_SHAPE_DIE, 500 + k, -5.0f + 2.0f * (float)k, 4.5f, 1.0f, IVORY);
        snprintf(d->label, sizeof d->label, "*");
        d->roll = rolls[k];
        d->flags = EG_ITEM_PICK | EG_ITEM_NO_SHADOW; /* its pixels are only its own */
    }
    sc->lo[0] = -6.0f, sc->lo[1] = 0.0f, sc->lo[2] = -4.0f;
    sc->hi[0] = 6.0f, sc->hi[1] = 1.5f, sc->hi[2] = 5.5f;
}

static eg_item *find(eg_scene *sc, int32_t id)
{
    for (int i = 0; i < sc->nitems; i++)
        if (sc->items[i].id == id)
            return &sc->items[i];
    return NULL;
}

static void draw(rig *g, const eg_scene *sc, unsigned char *out)
{
    fe_target_bind(&g->target);
    fe_renderer_draw_items(g->r, sc, &g->cam, g->w, g->h);
    fe_target_read(&g->target, out);
}

static int diff_at(const rig *g, int x, int y)
{
    size_t i = ((size_t)y * (size_t)g->w + (size_t)x) * 4;
    int d = 0;
    for (int c = 0; c < 3; c++) {
        int e = abs((int)g->base[i + c] - (int)g->other[i + c]);
        d = e > d ? e : d;
    }
    return d;
}

/* Pixels that differ by more than 24 between base and other within radius
 * rad of (cx, cy) (the whole picture: rad < 0). */
static long changed_near(const rig *g, float cx, float cy, float rad)
{
    long n = 0;
    for (int y = 0; y < g->h; y++)
        for (int x = 0; x < g->w; x++) {
            if (rad >= 0.0f && (fabsf((float)x - cx) > rad || fabsf((float)y - cy) > rad))
                continue;
            n += diff_at(g, x, y) > 24;
        }
    return n;
}

static bool project(const rig *g, float x, float y, float z, float out[2])
{
    const float p[3] = {x, y + FE_TABLE_Y, z};
    return fe_camera_project(&g->cam, g->w, g->h, p, out);
}

static void fail(rig *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void fail(rig *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%dx%d: ", g->w, g->h);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    g->failed++;
}

static void write_png(const rig *g, const char *name, const unsigned char *px)
{
    const char *dir = getenv("TEST_PNG_DIR");
    if (!dir || !*dir)
        return;
    char path[1024], err[256];
    snprintf(path, sizeof path, "%s/%s-%dx%d.png", dir, name, g->w, g->h);
    if (!fe_write_png(path, px, g->w, g->h, err, sizeof err))
        fprintf(stderr, "%s\n", err);
}

/* The dice: a face-up die's label shows on its top face, a face-down
 * die's nowhere. */
static void check_dice(rig *g, const eg_scene *full)
{
    static eg_scene sc;
    float px = (float)g->h / 40.0f; /* about half a die's top */
    long ink[NFACES] = {0};
    for (int f = 0; f < NFACES; f++)
        for (int down = 0; down < 2; down++) {
            sc = *full;
            eg_item *d = find(&sc, (down ? 200 : 100) + f);
            d->label[0] = '\0';
            draw(g, &sc, g->other);
            float top[2];
            project(g, d->pos[0], 1.0f, d->pos[2], top);
            if (down) {
                long n = changed_near(g, 0.0f, 0.0f, -1.0f);
                if (n > 0)
                    fail(g, "face-down die '%s': %ld pixels show its label", FACES[f], n);
            } else {
                ink[f] = changed_near(g, top[0], top[1], 2.0f * px);
                long all = changed_near(g, 0.0f, 0.0f, -1.0f);
                if (ink[f] < 4 || all > ink[f])
                    fail(g, "face-up die '%s': %ld pixels of ink on its top, %ld in all", FACES[f],
                         ink[f], all);
            }
        }
    if (ink[3] < 3 * ink[0])
        fail(g, "four pips (%ld pixels) should be about four times one pip (%ld)", ink[3], ink[0]);
    for (int f = 0; f < NFACES; f++)
        for (int k = f + 1; k < NFACES; k++)
            if (ink[f] == ink[k])
                fail(g, "faces '%s' and '%s' drew the same ink (%ld)", FACES[f], FACES[k], ink[f]);
}

static float brightness(const rig *g, const unsigned char *px, float cx, float cy, int rad)
{
    long sum = 0, n = 0;
    for (int y = (int)cy - rad; y <= (int)cy + rad; y++)
        for (int x = (int)cx - rad; x <= (int)cx + rad; x++) {
            if (x < 0 || y < 0 || x >= g->w || y >= g->h)
                continue;
            const unsigned char *p = px + ((size_t)y * (size_t)g->w + (size_t)x) * 4;
            sum += p[0] + p[1] + p[2];
            n++;
        }
    return n ? (float)sum / (float)n : 0.0f;
}

static void check_glow(rig *g, const eg_scene *sc)
{
    float b[4];
    for (int k = 0; k < 4; k++) {
        const eg_item *e = &sc->items[0];
        for (int i = 0; i < sc->nitems; i++)
            if (sc->items[i].id == 300 + k)
                e = &sc->items[i];
        float top[2];
        project(g, e->pos[0], 1.0f, e->pos[2], top);
        b[k] = brightness(g, g->base, top[0], top[1], g->h / 200 + 1);
    }
    if (!(b[0] + 6.0f < b[1] && b[1] + 6.0f < b[2]))
        fail(g, "glow 0, 0.5, 1: top brightness %.1f, %.1f, %.1f (should rise)", b[0], b[1], b[2]);
    if (fabsf(b[3] - b[2]) > 3.0f)
        fail(g, "EG_ITEM_LIT with glow 0: %.1f, glow 1: %.1f (should match)", b[3], b[2]);
}

/* Side labels: ink round the middle of each camera-facing side, none round
 * a side turned away. */
static void check_side_labels(rig *g, const eg_scene *full)
{
    static eg_scene sc;
    sc = *full;
    float eye[3], centre[3];
    fe_camera_eye(&g->cam, eye, centre);
    float vx = eye[0] - centre[0], vz = eye[2] - centre[2];
    for (int k = 0; k < 2; k++)
        find(&sc, 400 + k)->side_label[0] = '\0';
    draw(g, &sc, g->other);
    for (int k = 0; k < 2; k++) {
        const eg_item *e = find((eg_scene *)full, 400 + k);
        static const float nx[4] = {0, 1, 0, -1}, nz[4] = {1, 0, -1, 0};
        int facing = 0;
        for (int s = 0; s < 4; s++) {
            float mid[2];
            project(g, e->pos[0] + nx[s] * 0.5f * e->size[0], 0.5f * e->size[1],
                    e->pos[2] + nz[s] * 0.5f * e->size[2], mid);
            long n = changed_near(g, mid[0], mid[1], (float)g->h / 90.0f);
            bool faces = nx[s] * vx + nz[s] * vz > 0.0f;
            facing += faces;
            if (faces && n < 3)
                fail(g, "%s block: no side label on its side %d, turned to the camera (%ld px)",
                     k ? "ghost" : "solid", s, n);
            if (!faces && n > 0)
                fail(g, "%s block: %ld pixels of side label on its side %d, turned away",
                     k ? "ghost" : "solid", n, s);
        }
        if (facing != 2)
            fail(g, "the camera should face two sides of a block, not %d", facing);
    }
}

/* Each pixel of a die, rolled or not, picks it. */
static void check_pick(rig *g, const eg_scene *full)
{
    static eg_scene sc;
    for (int k = 0; k < 3; k++) {
        sc = *full;
        eg_item *d = find(&sc, 500 + k);
        d->flags |= EG_ITEM_UNSEEN; /* not drawn */
        draw(g, &sc, g->other);
        long tested = 0, wrong = 0;
        for (int y = 1; y < g->h - 1; y++)
            for (int x = 1; x < g->w - 1; x++) {
                if (!(diff_at(g, x, y) > 6 && diff_at(g, x - 1, y) > 6 &&
                      diff_at(g, x + 1, y) > 6 && diff_at(g, x, y - 1) > 6 &&
                      diff_at(g, x, y + 1) > 6))
                    continue;
                tested++;
                int i = fe_items_pick(full, &g->cam, g->w, g->h, (float)x + 0.5f, (float)y + 0.5f,
                                      EG_ITEM_PICK, EG_NO_ITEM);
                if (i < 0 || full->items[i].id != 500 + k) {
                    if (wrong++ < 3)
                        fail(g, "die rolled %.2f: pixel (%d, %d) picks %d", d->roll, x, y,
                             i < 0 ? -1 : full->items[i].id);
                }
            }
        if (tested < 50)
            fail(g, "die rolled %.2f: only %ld pixels drawn", d->roll, tested);
        if (wrong > 3)
            fail(g, "die rolled %.2f: %ld of %ld pixels pick something else", d->roll, wrong,
                 tested);
    }
}

/* A moving die over the still scene: the cached frame draws what a full
 * frame draws. */
static void check_cache(rig *g, const eg_scene *full)
{
    static eg_scene sc;
    sc = *full;
    eg_item *d = find(&sc, 501);
    d->flags |= EG_ITEM_MOVING;
    d->pos[1] = 0.6f;
    snprintf(d->side_label, sizeof d->side_label, "5");
    find(&sc, 400)->flags |= EG_ITEM_MOVING;
    draw(g, &sc, g->base);
    draw(g, &sc, g->other);
    draw(g, &sc, g->other);
    long n = changed_near(g, 0.0f, 0.0f, -1.0f);
    if (n > 0)
        fail(g, "a frame from the cache differs from a full one in %ld pixels", n);
    write_png(g, "scene-items-moving", g->other);
}

int main(void)
{
    fe_window win;
    rig g;
    memset(&g, 0, sizeof g);
    int rc = cs_gl_test_open("test_scene_items", &win, &g.r);
    if (rc != 0)
        return rc;
    static eg_scene sc;
    build(&sc);
    static const int sizes[][2] = {{640, 360}, {1920, 1080}};
    for (int si = 0; si < 2; si++) {
        g.w = sizes[si][0];
        g.h = sizes[si][1];
        g.base = malloc((size_t)g.w * (size_t)g.h * 4);
        g.other = malloc((size_t)g.w * (size_t)g.h * 4);
        if (!g.base || !g.other || !fe_target_init(&g.target, g.w, g.h, 0)) {
            fprintf(stderr, "no %dx%d target\n", g.w, g.h);
            return 1;
        }
        fe_camera_init(&g.cam, 0); /* the south edge */
        fe_camera_pose pose = {FE_CAMERA_SEAT_TURN, FE_CAMERA_PITCH + 8.0f, 1.0f, 0.0f};
        g.cam.now = g.cam.from = g.cam.to = pose;
        fe_camera_frame_box(&g.cam, sc.lo, sc.hi);
        draw(&g, &sc, g.base);
        write_png(&g, "scene-items", g.base);
        check_glow(&g, &sc);
        check_dice(&g, &sc);
        check_side_labels(&g, &sc);
        check_pick(&g, &sc);
        check_cache(&g, &sc);
        if (fe_renderer_warning(g.r))
            fail(&g, "renderer warning: %s", fe_renderer_warning(g.r));
        fe_target_destroy(&g.target);
        free(g.base);
        free(g.other);
    }
    fe_renderer_destroy(g.r);
    fe_window_close(&win);
    SDL_Quit();
    if (g.failed)
        fprintf(stderr, "%d failures\n", g.failed);
    else
        printf("dice, glow, side labels and picking: all as drawn\n");
    return g.failed ? 1 : 0;
}
