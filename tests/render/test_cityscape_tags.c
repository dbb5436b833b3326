/* SPDX-License-Identifier: MIT */
/* test_cityscape_tags.c - at Cityscape's table, no tag on the table (an
 * edge's holder tag "S1", "E2" ...) is printed over a height number
 * (issue 28: at the scoring, 1280x720 at 150% text, E2 sat over the numbers
 * on a tower's blocks).
 *
 * Measured in rendered frames, not from where the scene means to put
 * things. The tags' rectangles are the texts the renderer drew (its draw
 * log, the rectangles layout_check judges). The height numbers are:
 *   - the numbers painted on the blocks' sides: the pixels that change
 *     when the scene, drawn without its printed labels, is drawn again
 *     without the side numbers too;
 *   - the height printed over a building (Numbers on, N): the texts drawn
 *     when only the buildings keep their labels, that the full picture
 *     drew too.
 * A tag's rectangle may hold no pixel of a painted number and share no
 * pixel with a printed height. Full cities and a half-built one, each
 * seat's view as the table poses it, the same with the scoring panel's
 * room kept at the left (the window's left 52%, as at 1280x720 at 150%)
 * and orbited, Numbers off and on, at 640x360, 1280x720 and 1920x1080 (not
 * orbited there).
 * The test counts the tags checked and fails with none. Needs OpenGL 3.3
 * (skipped with 77 without it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "camera.h"
#include "cityscape_game.h"
#include "cs_draw.h"
#include "eg_scene.h"
#include "gl_test.h"
#include "render.h"
#include "render_ui.h"
#include "window.h"

enum { LOG_CAP = 512, MAX_REPORTS = 20 };

static fe_renderer *r;
static fe_target target;
static fe_camera cam;
static int w, h, reports;
static long tags, failed;
static unsigned char *plain, *bare;
static eg_drawn full[LOG_CAP], heights[LOG_CAP];

/* Draws sc (into `out` if given) and returns how many texts it printed
 * (their rectangles in `log`). */
static int draw(const eg_scene *sc, unsigned char *out, eg_drawn *log)
{
    fe_draw_log l = {log, 0, LOG_CAP, 0, false};
    fe_target_bind(&target);
    fe_renderer_log(r, log ? &l : NULL);
    fe_renderer_draw_items(r, sc, &cam, w, h);
    fe_renderer_log(r, NULL);
    if (out)
        fe_target_read(&target, out);
    return l.n;
}

static bool differs(const unsigned char *a, const unsigned char *b, int x, int y)
{
    size_t i = ((size_t)y * (size_t)w + (size_t)x) * 4;
    for (int c = 0; c < 3; c++)
        if (abs((int)a[i + c] - (int)b[i + c]) > 6)
            return true;
    return false;
}

static bool is_tag(const eg_drawn *d)
{
    return d->kind == EG_DRAWN_TEXT && strlen(d->text) == 2 && strchr("SWNE", d->text[0]) &&
           d->text[1] >= '1' && d->text[1] <= '4';
}

static bool meet(const eg_drawn *a, const eg_drawn *b)
{
    return a->x < b->x + b->w && b->x < a->x + a->w && a->y < b->y + b->h && b->y < a->y + a->h;
}

static void check(const eg_scene *real, const char *view)
{
    static eg_scene sc;
    int n = draw(real, NULL, full);
    sc = *real; /* the buildings' labels alone: the printed heights */
    for (int i = 0; i < sc.nitems; i++)
        if (sc.items[i].id < 0 || sc.items[i].id >= 16)
            sc.items[i].label[0] = '\0';
    int nh = draw(&sc, NULL, heights);
    for (int i = 0; i < sc.nitems; i++) /* no printed label; then no painted number */
        sc.items[i].label[0] = '\0';
    draw(&sc, plain, NULL);
    for (int i = 0; i < sc.nitems; i++)
        sc.items[i].side_label[0] = '\0';
    draw(&sc, bare, NULL);
    for (int i = 0; i < n; i++) {
        const eg_drawn *t = &full[i];
        if (!is_tag(t))
            continue;
        tags++;
        long painted = 0;
        for (int y = (int)t->y < 0 ? 0 : (int)t->y; y < t->y + t->h && y < h; y++)
            for (int x = (int)t->x < 0 ? 0 : (int)t->x; x < t->x + t->w && x < w; x++)
                painted += differs(plain, bare, x, y);
        const eg_drawn *over = NULL;
        for (int k = 0; k < nh && !over; k++)
            for (int j = 0; j < n && !over; j++)
                if (full[j].x == heights[k].x && full[j].y == heights[k].y &&
                    strcmp(full[j].text, heights[k].text) == 0 && meet(t, &heights[k]))
                    over = &heights[k];
        if (painted == 0 && !over)
            continue;
        failed++;
        if (reports++ < MAX_REPORTS) {
            fprintf(stderr, "%dx%d %s: tag %s at %.0f,%.0f %.0fx%.0f", w, h, view, t->text, t->x,
                    t->y, t->w, t->h);
            if (painted)
                fprintf(stderr, " covers %ld pixels of the numbers painted on blocks", painted);
            if (over)
                fprintf(stderr, " covers the height %s printed at %.0f,%.0f %.0fx%.0f",
                        over->text, over->x, over->y, over->w, over->h);
            fputc('\n', stderr);
        }
    }
}

/* Cityscape's scene of the position `cpn` as `viewer` is shown it (its
 * display options `shown`); false, said why, for a bad position. */
static bool make_scene(const char *cpn, int viewer, unsigned shown, eg_scene *sc)
{
    const eg_game *G = &eg_cityscape;
    static void *state, *view; /* the position, and the viewer's view of it */
    eg_error e = {0};
    if (!state && (!(state = calloc(1, G->state_size)) || !(view = calloc(1, G->state_size))))
        return false;
    if (G->position_state(cpn, state, &e) != 0) {
        fprintf(stderr, "bad test position %s: %s\n", cpn, e.msg);
        return false;
    }
    G->redact(state, viewer, view);
    memset(sc, 0, sizeof *sc);
    sc->shown = shown;
    G->draw(view, viewer, NULL, EG_NO_ITEM, sc);
    return true;
}

/* Full cities (the goldens', and with a tower of 14 in a corner), and one
 * half built; the windows. */
static const char *const cities[] = {
    "35,2,41,53/1,24,41,3/5,25,32,14/2,41,5,3 S:3562 W:1146 N:2215 E:4536",
    "5,4,341,23/1,4,32,5/52,3,14,11/3,54,2,25 S:1234 W:2341 N:3412 E:4123",
    "1,2,35,54311/3,2,45,5/1,24,3,2/4,3,5,421 S:1234 W:2341 N:3412 E:4123",
    "35,-,4,-/1,-,-,3/-,-,2,-/2,-,55,- S:3562 W:1146 N:2215 E:4536",
};
static const int windows[][2] = {{640, 360}, {1280, 720}, {1920, 1080}};

int main(void)
{
    fe_window win;
    int rc = cs_gl_test_open("test_cityscape_tags", &win, &r);
    if (rc != 0)
        return rc;
    static eg_scene sc;
    for (size_t si = 0; si < 3; si++) {
        w = windows[si][0], h = windows[si][1];
        size_t bytes = (size_t)w * (size_t)h * 4;
        plain = malloc(bytes);
        bare = malloc(bytes);
        if (!plain || !bare || !fe_target_init(&target, w, h, 0)) {
            fprintf(stderr, "no %dx%d target\n", w, h);
            return 1;
        }
        for (size_t ci = 0; ci < sizeof cities / sizeof cities[0]; ci++)
            for (int viewer = 0; viewer < 4; viewer++)
                for (unsigned shown = 0; shown <= CS_CITY_SHOW_NUMBERS; shown++) {
                    if (!make_scene(cities[ci], viewer, shown, &sc))
                        return 1;
                    /* Posed; the panel's room; orbited both ways (not at 1920x1080). */
                    for (int k = 0; k < (si == 2 ? 2 : 4); k++) {
                        fe_camera_init(&cam, CS_S);
                        fe_camera_pose pose = {sc.seat_yaw * 57.29578f + FE_CAMERA_SEAT_TURN,
                                               FE_CAMERA_PITCH + 8.0f, 1.0f, 0.0f};
                        cam.now = cam.from = cam.to = pose;
                        if (k > 0)
                            fe_camera_set_inset(&cam, 0.52f * (float)w, 0.0f, 0.0f, 0.0f);
                        eg_scene_fit_tops(&sc);
                        fe_camera_frame_box(&cam, sc.lo, sc.hi);
                        if (k > 1)
                            fe_camera_orbit(&cam, k == 2 ? 20.0f : -20.0f, 0.0f);
                        char view[96];
                        snprintf(view, sizeof view, "city %zu, seat %c, numbers %s, %s", ci + 1,
                                 "SWNE"[viewer], shown ? "on" : "off",
                                 k == 0 ? "the table's view" : k == 1 ? "beside the scoring panel"
                                                                      : "orbited");
                        check(&sc, view);
                    }
                }
        free(plain);
        free(bare);
        fe_target_destroy(&target);
    }
    printf("%ld tags drawn, %ld over a height number\n", tags, failed);
    fe_renderer_destroy(r);
    fe_window_close(&win);
    SDL_Quit();
    return failed || tags < 100 ? 1 : 0;
}
