/* SPDX-License-Identifier: MIT */
/* viewer.c - the interactive window: a position (--position) at the table,
 * to look at from every side.
 *
 * It draws only when something changed or moves; otherwise it sleeps in
 * SDL_WaitEvent, so an idle window costs no CPU. */
#include <math.h>

#include "app.h"

typedef struct {
    fe_app_session s;
    const fe_app_args *args;
    bool dirty;     /* a frame must be drawn */
    bool dragging;
    int drag_x, drag_y;
} viewer;

static void on_key(viewer *v, SDL_Keycode key, bool *quit)
{
    fe_camera *cam = &v->s.cam;
    fe_camera_pose pose = cam->moving ? cam->to : cam->now;
    switch (key) {
    case SDLK_ESCAPE: *quit = true; return;
    case SDLK_q: case SDLK_LEFT: pose.yaw += 45.0f; fe_camera_to_pose(cam, pose); break;
    case SDLK_e: case SDLK_RIGHT: pose.yaw -= 45.0f; fe_camera_to_pose(cam, pose); break;
    case SDLK_UP: pose.pitch += 10.0f; fe_camera_to_pose(cam, pose); break;
    case SDLK_DOWN: pose.pitch -= 10.0f; fe_camera_to_pose(cam, pose); break;
    case SDLK_1: case SDLK_2: case SDLK_3: case SDLK_4:
        fe_camera_to_seat(cam, key - SDLK_1);
        fe_app_scene_for(&v->s, v->args, key - SDLK_1); /* that seat's dice face up */
        break;
    case SDLK_k: fe_camera_to_skyline(cam, fe_camera_nearest_seat(cam)); break;
    default: return;
    }
    v->dirty = true;
}

static void on_event(viewer *v, const SDL_Event *ev, bool *quit)
{
    switch (ev->type) {
    case SDL_QUIT: *quit = true; break;
    case SDL_KEYDOWN: on_key(v, ev->key.keysym.sym, quit); break;
    case SDL_MOUSEWHEEL:
        fe_camera_zoom_by(&v->s.cam, powf(1.12f, (float)ev->wheel.y));
        v->dirty = true;
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button == SDL_BUTTON_RIGHT) {
            v->dragging = true;
            v->drag_x = ev->button.x;
            v->drag_y = ev->button.y;
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (ev->button.button == SDL_BUTTON_RIGHT)
            v->dragging = false;
        break;
    case SDL_MOUSEMOTION: {
        if (v->dragging) {
            fe_camera_orbit(&v->s.cam, -0.4f * (float)(ev->motion.x - v->drag_x),
                            0.3f * (float)(ev->motion.y - v->drag_y));
            v->drag_x = ev->motion.x;
            v->drag_y = ev->motion.y;
            v->dirty = true;
        }
        break;
    }
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            ev->window.event == SDL_WINDOWEVENT_EXPOSED)
            v->dirty = true;
        break;
    default: break;
    }
}

static void draw(viewer *v)
{
    int w, h;
    fe_window_drawable_size(&v->s.win, &w, &h);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    fe_renderer_draw_items(v->s.renderer, v->s.table, &v->s.cam, w, h);
    const float fg[4] = {0.97f, 0.93f, 0.84f, 0.9f};
    int px = fe_renderer_text_px(h);
    static const char *const names[FE_CAMERA_SEATS] = {"South", "West", "North", "East"};
    fe_renderer_text(v->s.renderer, (float)px, (float)px, px, 0, true, fg,
                     names[fe_camera_nearest_seat(&v->s.cam)]);
    fe_window_present(&v->s.win);
}

int fe_app_viewer(const fe_app_args *args)
{
    viewer v = {0};
    v.args = args;
    int rc = fe_app_open(&v.s, args, 0, true);
    if (rc != FE_EXIT_OK)
        return rc;
    bool quit = false;
    v.dirty = true;
    Uint64 last = SDL_GetPerformanceCounter();
    while (!quit) {
        SDL_Event ev;
        bool animating = v.s.cam.moving;
        /* Idle: sleep until something happens. Moving: keep frames coming. */
        if (!animating && !v.dirty) {
            if (SDL_WaitEvent(&ev))
                on_event(&v, &ev, &quit);
            last = SDL_GetPerformanceCounter();
        }
        while (SDL_PollEvent(&ev))
            on_event(&v, &ev, &quit);
        Uint64 now = SDL_GetPerformanceCounter();
        float dt = (float)(now - last) / (float)SDL_GetPerformanceFrequency();
        last = now;
        if (fe_camera_update(&v.s.cam, dt > 0.1f ? 0.1f : dt) || animating)
            v.dirty = true;
        if (v.dirty && !quit) {
            v.dirty = false;
            draw(&v);
        }
    }
    fe_app_close(&v.s);
    return FE_EXIT_OK;
}
