/* SPDX-License-Identifier: MIT */
/* session.c - window, renderer and scene shared by the app's modes. */
#include <stdio.h>
#include <string.h>

#include "app.h"

static void report(bool interactive, const char *title, const char *msg)
{
    fprintf(stderr, "cityscape: %s: %s\n", title, msg);
    if (interactive)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Cityscape", msg, NULL);
}

int cs_app_open(cs_app_session *s, const cs_app_args *args, unsigned window_flags,
                bool interactive)
{
    memset(s, 0, sizeof *s);
    char err[1536];
    if (!cs_window_open(&s->win, "Cityscape", args->width, args->height, window_flags, err,
                        sizeof err)) {
        report(interactive, "cannot open an OpenGL 3.3 core window", err);
        return CS_EXIT_NO_GL;
    }
    char data[1024];
    cs_data_dir(data, sizeof data);
    s->renderer = cs_renderer_create(data, err, sizeof err);
    if (!s->renderer) {
        report(interactive, "renderer", err);
        cs_window_close(&s->win);
        return CS_EXIT_FAIL;
    }
    if (cs_renderer_warning(s->renderer))
        fprintf(stderr, "cityscape: warning: %s\n", cs_renderer_warning(s->renderer));

    cs_render_scene_init(&s->scene);
    s->scene.board = &args->position.board;
    memcpy(s->scene.goals, args->position.goals, sizeof s->scene.goals);
    /* A holder for each seat that has a die set; the viewer's dice face up. */
    s->scene.occupied = args->position.has_goals;
    s->scene.face_up = (uint8_t)(1u << args->seat);
    s->scene.opt.legend = args->legend;
    if (args->plain)
        s->scene.opt.tint = s->scene.opt.numbers = false;
    cs_camera_init(&s->cam, args->seat);
    /* A finished city has no supply: frame the board alone. */
    cs_camera_frame(&s->cam, args->position.board.nplaced < CS_BLOCKS);
    return CS_EXIT_OK;
}

void cs_app_close(cs_app_session *s)
{
    cs_renderer_destroy(s->renderer);
    cs_window_close(&s->win);
    s->renderer = NULL;
}
