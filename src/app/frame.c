/* SPDX-License-Identifier: MIT */
/* frame.c - one frame of the window: an intent handled (widgets first, then
 * the table), time advanced (the table, the camera, messages), and the
 * frame drawn (the table, then the screen's widgets at a text size that
 * fits). run.c and script.c call it. */
#include "frame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_lesson.h"
#include "layout_check.h"
#include "lesson.h"
#include "online.h"
#include "screens.h"
#include "table.h"

/* ---- Time. */

bool fe_app_busy(const fe_app *a)
{
    return fe_table_busy(a) || a->cam.moving;
}

void fe_app_update(fe_app *a, float dt)
{
    fe_online_update(a); /* the server's lines, when online */
    if (a->flow.screen == FE_SCREEN_TABLE)
        fe_table_update(a, dt);
    if (fe_camera_update(&a->cam, dt))
        a->redraw = true;
    if (a->toast_t > 0.0f) {
        a->toast_t -= dt;
        if (a->toast_screen != a->flow.screen)
            a->toast_t = 0.0f; /* its screen went: so does the message */
        if (a->toast_t <= 0.0f) {
            a->toast[0] = '\0';
            a->redraw = true;
        }
    }
}

/* The text size the screen is drawn at: the player's, made smaller step by
 * step only where the screen would not fit the window at it: the screen is
 * laid out dry (recorded, not drawn) and what it would draw measured
 * against the window. A page around the table taller than the window
 * scrolls instead (the wheel, the arrow keys); the table's own screen,
 * whose parts keep to the window's edges, is made smaller. */
enum { FIT_CAP = 1024 };
static eg_drawn fit_items[FIT_CAP]; /* the screen as fitted_scale last laid it out */

static float fitted_scale(fe_app *a)
{
    enum { CAP = FIT_CAP };
    eg_drawn *items = fit_items;
    fe_draw_log dry = {items, 0, CAP, 0, true};
    float scale = a->settings.ui_scale > 0.0f ? a->settings.ui_scale : 1.0f, bottom = 0.0f;
    bool page = a->flow.screen != FE_SCREEN_TABLE;
    for (int step = 0; step < 12; step++) {
        dry.n = dry.lost = 0;
        fe_draw_log *prev = fe_renderer_log(a->r, &dry);
        fe_ui_begin(&a->ui, a->r, NULL, a->fb_w, a->fb_h, scale);
        fe_screens_run(a);
        fe_renderer_log(a->r, prev);
        bool fits = true;
        bottom = 0.0f;
        for (int i = 0; i < dry.n && fits; i++) {
            const eg_drawn *d = &items[i];
            fits = d->x >= -1.0f && d->y >= -1.0f && d->x + d->w <= (float)a->fb_w + 1.0f &&
                   (page || d->y + d->h <= (float)a->fb_h + 1.0f);
            if (d->w < (float)a->fb_w || d->h < (float)a->fb_h) /* all but a backdrop */
                bottom = d->y + d->h > bottom ? d->y + d->h : bottom;
        }
        if (fits || scale <= 0.5f)
            break;
        scale *= 0.92f;
    }
    a->scroll_max = page && bottom > (float)a->fb_h + 1.0f ? bottom - (float)a->fb_h + a->ui.unit * 16.0f : 0.0f;
    return scale;
}

/* The page's scroll for this pass: kept within the page, 0 on a new one. */
static void page_scroll(fe_app *a)
{
    if (a->scroll_screen != a->flow.screen)
        a->scroll = 0.0f;
    a->scroll_screen = a->flow.screen;
    a->scroll = a->scroll > a->scroll_max ? a->scroll_max : a->scroll < 0.0f ? 0.0f : a->scroll;
    a->ui.scroll = a->scroll;
}

/* Behind the title: the house game's table as its lesson sets it out (the
 * game's back end draws it: eg_lesson_scene), from the learner's edge,
 * without its labels (no words under the title's). */
static bool backdrop(fe_app *a)
{
    if (!a->backdrop && (a->backdrop = calloc(1, sizeof *a->backdrop)) != NULL &&
        fe_house_game() && eg_lesson_scene(fe_house_game(), a->backdrop, NULL) == 0) {
        eg_scene_fit_tops(a->backdrop);
        for (int i = 0; i < a->backdrop->nitems; i++)
            a->backdrop->items[i].label[0] = '\0';
    }
    if (!a->backdrop || a->backdrop->nitems == 0)
        return false;
    fe_camera cam;
    fe_camera_init(&cam, 0);
    cam.now = (fe_camera_pose){a->backdrop->seat_yaw * 57.29578f + FE_CAMERA_SEAT_TURN,
                               FE_CAMERA_PITCH, 1.0f, 0.0f};
    fe_camera_frame_box(&cam, a->backdrop->lo, a->backdrop->hi);
    fe_renderer_draw_items(a->r, a->backdrop, &cam, a->fb_w, a->fb_h);
    return true;
}

void fe_app_draw(fe_app *a)
{
    a->redraw = false; /* before: a frame that finds the next must differ asks for it */
    fe_window_drawable_size(&a->win, &a->fb_w, &a->fb_h);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, a->fb_w, a->fb_h);
    fe_layout_check_begin(a->layout, a->r);
    if (fe_flow_game_screen(&a->flow) == FE_SCREEN_TABLE) { /* under its menu too */
        fe_table_draw(a);
    } else if (a->flow.screen != FE_SCREEN_TITLE || !backdrop(a)) { /* elsewhere a quiet ground */
        static const float ground[4] = {0.16f, 0.11f, 0.08f, 1.0f};
        fe_renderer_clear(a->r, a->fb_w, a->fb_h, ground);
    }
    a->ui.scroll = 0.0f;
    a->ui_fit = fitted_scale(a);
    if (fe_flow_game_screen(&a->flow) == FE_SCREEN_TABLE && fe_table_reframe(a)) {
        fe_layout_check_begin(a->layout, a->r); /* the scene again, framed for that size */
        fe_table_draw(a);
    }
    fe_layout_check_ui(a->layout);
    fe_ui_begin(&a->ui, a->r, NULL, a->fb_w, a->fb_h, a->ui_fit);
    page_scroll(a);
    fe_screens_run(a);
    if (a->scroll_max > 0.0f) { /* where the page is: a bar at the right edge */
        float u = a->ui.unit, h = (float)a->fb_h, bar = h * h / (h + a->scroll_max);
        fe_renderer_panel(a->r, (float)a->fb_w - 6.0f * u, (h - bar) * a->scroll / a->scroll_max,
                          4.0f * u, bar, FE_UI_DIM);
    }
    if (a->layout) {
        char where[96];
        snprintf(where, sizeof where, "%s screen, %dx%d, text %d%% (drawn at %d%%)",
                 fe_flow_screen_name(a->flow.screen), a->fb_w, a->fb_h,
                 (int)(a->settings.ui_scale * 100.0f + 0.5f), (int)(a->ui_fit * 100.0f + 0.5f));
        fe_layout_check_end(a->layout, a->r, where, a->fb_w, a->fb_h, -a->scroll,
                            (float)a->fb_h + a->scroll_max - a->scroll);
        if (a->ui_fit < a->settings.ui_scale * 0.99f && a->flow.screen != FE_SCREEN_TABLE)
            fe_layout_check_note(a->layout, where, "the text is smaller than the size chosen");
    }
    fe_window_present(&a->win);
}

/* ---- Intents. */

void fe_app_apply_settings(fe_app *a)
{
    fe_audio_set_volume(a->audio, a->settings.volume, a->settings.mute);
}

void fe_app_handle(fe_app *a, const fe_intent *in)
{
    a->redraw = true;
    switch (in->kind) {
    case FE_IN_QUIT:
        a->quit = true;
        return;
    case FE_IN_FULLSCREEN:
        a->fullscreen = !a->fullscreen;
        a->settings.fullscreen = a->fullscreen;
        SDL_SetWindowFullscreen(a->win.window, a->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        return;
    case FE_IN_RESIZE:
    case FE_IN_EXPOSE:
        return;
    case FE_IN_PEEK:
        a->flow.peek = in->n != 0;
        return;
    default:
        break;
    }
    if (in->kind == FE_IN_MOVE || in->kind == FE_IN_PRESS || in->kind == FE_IN_RELEASE) {
        a->ui.mx = in->x;
        a->ui.my = in->y;
    }
    /* Widgets first; what they do not take goes to the table. */
    bool settings_before = a->flow.screen == FE_SCREEN_SETTINGS;
    fe_ui_begin(&a->ui, NULL, in, a->fb_w, a->fb_h,
                a->ui_fit > 0.0f ? a->ui_fit : a->settings.ui_scale);
    page_scroll(a);
    fe_screens_run(a);
    if (settings_before)
        fe_app_apply_settings(a);
    if (a->ui.consumed)
        return;
    if (a->scroll_max > 0.0f && (in->kind == FE_IN_ZOOM || in->kind == FE_IN_CURSOR) && in->dy != 0.0f) {
        a->scroll -= in->dy * 60.0f * a->ui.unit;
        return; /* the page scrolls: the wheel and the arrow keys */
    }
    if (a->flow.screen == FE_SCREEN_TABLE) /* the menu over it takes none */
        fe_table_intent(a, in);
    else if (in->kind == FE_IN_HELP && a->flow.screen == FE_SCREEN_TITLE) {
        a->games_for_rules = true; /* whose rules: the games screen */
        fe_flow_show(&a->flow, FE_SCREEN_GAMES);
    }
}
