/* SPDX-License-Identifier: MIT */
/* app.h - the cityscape executable's modes (main.c parses, these run). */
#ifndef FE_APP_H
#define FE_APP_H

#include <stdbool.h>

#include <stdint.h>

/* Exit statuses, documented in --help. */
enum {
    FE_EXIT_OK = 0,
    FE_EXIT_FAIL = 1,  /* bad position, unwritable file, renderer failure */
    FE_EXIT_USAGE = 2, /* bad command line */
    FE_EXIT_NO_GL = 3, /* no OpenGL 3.3 core context */
};

typedef struct {
    const char *screenshot; /* PNG path, or NULL */
    const char *cpn;        /* --position, or NULL (read by the game's position_state) */
    int seat;               /* --seat: 0-3, S W N E */
    int width, height;      /* --size */
    int bench_frames;       /* --bench-frames, 0 = off */
    const char *script;     /* --script FILE: scripted game */
    const char *save_dir;   /* --save-dir DIR */
    uint32_t seed;          /* --seed N */
    const char *game;       /* --game ID: --screenshot / --bench-frames of that
                               game's table (NULL: Cityscape's position) */
    int moves;              /* --moves K: random legal moves before drawing */
    int drag;               /* --drag N: --screenshot after N frames with a piece
                               held still above the table (no MSAA, so that
                               frames from the third on use the frame cache) */
} fe_app_args;

/* The full 25-block city used by the benchmark (5 blocks of each height). */
#define FE_BENCH_CPN "35,2,41,5/1,24,-,3/5,-,32,14/2,41,5,3 S:3562 W:1146 N:2215 E:4536"

/* What every mode needs: a window with a GL context, a renderer, a camera,
 * and the table's scene of the game (--game) or of Cityscape's position
 * (--position, or the benchmark's city): each game drawn by its own draw(),
 * as the table draws it. */
#include "eg_scene.h"
#include "render.h"
#include "window.h"

typedef struct {
    fe_window win;
    fe_renderer *renderer;
    fe_camera cam;
    const struct eg_game *game; /* the game drawn */
    eg_scene *table;            /* its scene */
} fe_app_session;

/* Makes the scene (as --game and --position ask, seen by `viewer`: the
 * position's --seat, else player 0), opens the window and frames the scene
 * from the viewer's edge. Returns FE_EXIT_OK, or the exit status after
 * printing why (and showing a message box when `interactive`). */
int fe_app_open(fe_app_session *s, const fe_app_args *args, unsigned window_flags,
                bool interactive);
/* The scene again, as `viewer` sees the same game (its secrets face up). */
bool fe_app_scene_for(fe_app_session *s, const fe_app_args *args, int viewer);
void fe_app_close(fe_app_session *s);

int fe_app_screenshot(const fe_app_args *args);
int fe_app_bench(const fe_app_args *args);
int fe_app_viewer(const fe_app_args *args);

#endif
