/* SPDX-License-Identifier: MIT */
/* session.c - window, renderer, camera and the scene shared by the
 * executable's own modes (--position, --screenshot, --bench-frames): a
 * game made through the engine, drawn by the game's own draw(). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "eg_game.h"
#include "eg_play.h"
#include "eg_scene.h"

static void report(bool interactive, const char *title, const char *msg)
{
    fprintf(stderr, "cityscape: %s: %s\n", title, msg);
    if (interactive)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Cityscape", msg, NULL);
}

/* A new game of g after `moves` random legal moves (the lowest player to
 * act moves), or the position given in the game's notation, drawn into sc
 * as `viewer` sees it. False with a message. */
static bool make_table(const eg_game *g, const fe_app_args *args, const char *position,
                       int viewer, eg_scene *sc, char *err, size_t errsz)
{
    void *state = calloc(1, g->state_size), *view = calloc(1, g->state_size);
    eg_error e = {0};
    bool ok = state && view && eg_play_state(g, position, args->seed, args->moves, state, &e) == 0;
    if (ok) {
        eg_view_of(g, state, viewer, view);
        memset(sc, 0, sizeof *sc);
        g->draw(view, viewer, NULL, EG_NO_ITEM, sc);
    }
    snprintf(err, errsz, "%s", state && view ? e.msg : "out of memory");
    free(view);
    free(state);
    return ok;
}

/* The game the modes draw, and the position in its notation (NULL: a new
 * game after --moves random legal moves). */
static const eg_game *game_of(const fe_app_args *args, const char **position)
{
    *position = NULL;
    if (args->game)
        return eg_game_find(args->game);
    /* Cityscape's position (--position, or the benchmark's city). */
    *position = args->cpn ? args->cpn : args->bench_frames ? FE_BENCH_CPN
                                                           : "-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-";
    return eg_game_find("cityscape"); /* the program's name: its house game */
}

bool fe_app_scene_for(fe_app_session *s, const fe_app_args *args, int viewer)
{
    const char *position;
    const eg_game *g = game_of(args, &position);
    char err[300];
    if (!make_table(g, args, position, viewer, s->table, err, sizeof err)) {
        fprintf(stderr, "cityscape: %s%s%s%s\n", args->game ? "--game " : "",
                args->game ? args->game : "--position", args->game ? ": " : " ", err);
        return false;
    }
    return true;
}

int fe_app_open(fe_app_session *s, const fe_app_args *args, unsigned window_flags,
                bool interactive)
{
    memset(s, 0, sizeof *s);
    const char *position;
    const eg_game *g = game_of(args, &position);
    if (!g) {
        fprintf(stderr, "cityscape: --game %s: no such game\n", args->game);
        return FE_EXIT_USAGE;
    }
    if (!g->draw) {
        fprintf(stderr, "cityscape: --game %s: the game has no table drawing yet\n", g->id);
        return FE_EXIT_FAIL;
    }
    s->game = g;
    s->table = calloc(1, sizeof *s->table);
    if (!s->table) {
        fprintf(stderr, "cityscape: out of memory\n");
        return FE_EXIT_FAIL;
    }
    /* On a failure, fe_app_close closes what was opened (all of it zero
     * before). */
    if (!fe_app_scene_for(s, args, position ? (int)args->seat : 0)) {
        fe_app_close(s);
        return FE_EXIT_FAIL;
    }
    char err[1536];
    if (!fe_window_open(&s->win, "Cityscape", args->width, args->height, window_flags, err,
                        sizeof err)) {
        report(interactive, "cannot open an OpenGL 3.3 core window", err);
        fe_app_close(s);
        return FE_EXIT_NO_GL;
    }
    char data[1024];
    fe_data_dir(data, sizeof data);
    s->renderer = fe_renderer_create(data, err, sizeof err);
    if (!s->renderer) {
        report(interactive, "renderer", err);
        fe_app_close(s);
        return FE_EXIT_FAIL;
    }
    if (fe_renderer_warning(s->renderer))
        fprintf(stderr, "cityscape: warning: %s\n", fe_renderer_warning(s->renderer));
    /* The table's own view: from the viewer's edge, framing its box; a
     * position as the table shows it to the seat's player (table.c's
     * pose_camera: a little to the side). */
    fe_camera_init(&s->cam, 0);
    fe_camera_pose pose = {s->table->seat_yaw * 57.29578f, FE_CAMERA_PITCH + 10.0f, 1.0f, 0.0f};
    if (position)
        pose = (fe_camera_pose){s->table->seat_yaw * 57.29578f + FE_CAMERA_SEAT_TURN,
                                FE_CAMERA_PITCH + 8.0f, 1.0f, 0.0f};
    s->cam.now = s->cam.from = s->cam.to = pose;
    s->cam.moving = false;
    fe_camera_frame_box(&s->cam, s->table->lo, s->table->hi);
    return FE_EXIT_OK;
}

void fe_app_close(fe_app_session *s)
{
    fe_renderer_destroy(s->renderer);
    fe_window_close(&s->win);
    s->renderer = NULL;
    free(s->table);
    s->table = NULL;
}
