/* SPDX-License-Identifier: MIT */
/* frame.c - one frame of the window: an intent handled (widgets first, then
 * the board and the camera), time advanced (the flow, the camera following
 * it, the computer players), and the frame drawn (the scene, then the
 * screen's widgets at a text size that fits). run.c and script.c call it. */
#include "frame.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "layout_check.h"
#include "pick.h"
#include "screens.h"
#include "table.h"

/* ---- The camera follows the flow. */

static float wrap_near(float target, float now)
{
    while (target - now > 180.0f)
        target -= 360.0f;
    while (target - now < -180.0f)
        target += 360.0f;
    return target;
}

static float flow_yaw(const cs_app *a)
{
    if (!a->flow.has_match || a->flow.screen == CS_SCREEN_TITLE ||
        a->flow.screen == CS_SCREEN_SETUP)
        return -32.0f;
    /* With two players each holds two edges; the camera takes the first
     * (S or N), and the player may orbit to the other. */
    return cs_camera_seat_yaw(cs_flow_camera_seat(&a->flow));
}

static void follow_flow(cs_app *a)
{
    float yaw = flow_yaw(a);
    if (fabsf(wrap_near(yaw, a->cam_target_yaw) - a->cam_target_yaw) < 0.01f)
        return;
    a->cam_target_yaw = yaw;
    a->cam_free = false;
    a->skyline = false;
    cs_camera_pose pose = a->cam.now;
    pose.yaw = wrap_near(yaw, a->cam.now.yaw);
    pose.pitch = CS_CAMERA_PITCH;
    if (a->flow.prefs.anim_speed <= 0.0f) {
        a->cam.now = pose;
        a->cam.moving = false;
    } else {
        cs_camera_to_pose(&a->cam, pose);
    }
    a->redraw = true;
}

static void snap_back(cs_app *a, bool skyline)
{
    cs_camera_pose pose = a->cam.now;
    pose.yaw = wrap_near(a->cam_target_yaw, a->cam.now.yaw);
    pose.pitch = skyline ? CS_CAMERA_SKYLINE_PITCH : CS_CAMERA_PITCH;
    pose.zoom = skyline ? 1.15f : 1.0f;
    pose.pan = 0.0f;
    cs_camera_to_pose(&a->cam, pose);
    a->skyline = skyline;
    a->cam_free = false;
    a->redraw = true;
}

/* ---- Time. */

bool cs_app_busy(const cs_app *a)
{
    return cs_table_busy(a) || a->flow.drop.active ||
           (a->flow.curtain_in > 0.0f && a->flow.screen == CS_SCREEN_BUILD) || a->cam.moving ||
           a->job != NULL || a->hint_job != NULL || a->goal_job != NULL ||
           a->flow.screen == CS_SCREEN_REVEAL || cs_flow_computer_to_move(&a->flow);
}

void cs_app_update(cs_app *a, float dt)
{
    cs_screen before = a->flow.screen;
    if (cs_flow_tick(&a->flow, dt))
        a->redraw = true;
    if (a->flow.screen != before)
        a->redraw = true;
    if (a->flow.screen == CS_SCREEN_TABLE) {
        cs_table_update(a, dt);
    } else if (a->cam.boxed && cs_flow_game_screen(&a->flow) != CS_SCREEN_TABLE) {
        cs_camera_frame(&a->cam, a->cam.with_supply); /* back from another game */
        a->redraw = true;
    }
    if (a->flow.has_match && a->flow.screen != CS_SCREEN_TABLE) {
        cs_app_drive_players(a);
    }
    follow_flow(a);
    /* The supply is framed while blocks remain in it (the same frame is
     * used to draw and to pick), except in the skyline view: that is for
     * reading the city, so it frames the board alone. */
    bool in_game = a->flow.has_match && a->flow.screen != CS_SCREEN_TITLE &&
                   a->flow.screen != CS_SCREEN_SETUP;
    bool supply = in_game && a->flow.match.game.board.nplaced < CS_BLOCKS && !a->skyline;
    if (supply != a->cam.with_supply) {
        cs_camera_frame(&a->cam, supply);
        a->redraw = true;
    }
    /* While building and scoring the city is framed below the top bar and
     * the help line under it, whether that line is shown or not (the view
     * must not jump as turns pass): the supply's tallest row and its count
     * stay in sight. The other screens have no bar (and the goals panel's
     * text would meet the counts lower down). */
    cs_screen shown = cs_flow_game_screen(&a->flow);
    if (a->flow.screen != CS_SCREEN_TABLE && !a->cam.boxed) {
        bool bar = in_game && (shown == CS_SCREEN_BUILD || shown == CS_SCREEN_REVEAL);
        float top = bar ? cs_screens_build_top(a) : 0.0f;
        if (top != a->cam.inset[1]) {
            cs_camera_set_inset(&a->cam, 0.0f, top, 0.0f, 0.0f);
            a->redraw = true;
        }
    }
    if (cs_camera_update(&a->cam, dt))
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
    if (cs_flow_game_screen(&a->flow) != CS_SCREEN_SUMMARY)
        a->city_view = false;
    cs_app_listen(a);
    if (a->flow.dirty)
        cs_app_save(a);
}

/* The text size the screen is drawn at: the player's, made smaller step by
 * step where the screen would not fit the window at it (150% in a 640x360
 * window): the screen is laid out dry (recorded, not drawn) and what it
 * would draw measured against the window. */
enum { FIT_CAP = 1024 };
static cs_drawn fit_items[FIT_CAP]; /* the screen as fitted_scale last laid it out */
static int fit_n;

static float fitted_scale(cs_app *a)
{
    enum { CAP = FIT_CAP };
    cs_drawn *items = fit_items;
    cs_draw_log dry = {items, 0, CAP, 0, true};
    float scale = a->settings.ui_scale > 0.0f ? a->settings.ui_scale : 1.0f;
    for (int step = 0; step < 12; step++) {
        dry.n = dry.lost = 0;
        cs_draw_log *prev = cs_renderer_log(a->r, &dry);
        cs_ui_begin(&a->ui, a->r, NULL, a->fb_w, a->fb_h, scale);
        cs_screens_run(a);
        cs_renderer_log(a->r, prev);
        bool fits = true;
        for (int i = 0; i < dry.n && fits; i++) {
            const cs_drawn *d = &items[i];
            fits = d->x >= -1.0f && d->y >= -1.0f && d->x + d->w <= (float)a->fb_w + 1.0f &&
                   d->y + d->h <= (float)a->fb_h + 1.0f;
        }
        if (fits || scale <= 0.5f)
            break;
        scale *= 0.92f;
    }
    fit_n = dry.n;
    return scale;
}

static bool rects_meet(float ax, float ay, float aw, float ah, float bx, float by, float bw,
                       float bh)
{
    return ax < bx + bw && bx < ax + aw && ay < by + bh && by < ay + ah;
}

/* A tag at (x, y, w, h) stays inside the window and off everything the
 * screen draws (fit_items: the screen laid out dry at the size it is drawn). */
static bool clear_of_screen(const cs_app *a, float x, float y, float w, float h)
{
    if (x < 0.0f || y < 0.0f || x + w > (float)a->fb_w || y + h > (float)a->fb_h)
        return false;
    for (int i = 0; i < fit_n; i++)
        if (rects_meet(x, y, w, h, fit_items[i].x, fit_items[i].y, fit_items[i].w,
                       fit_items[i].h))
            return false;
    return true;
}

/* N: each building's height as a number on a tag over its top, drawn with
 * the scene. Nearer buildings first; a tag that would meet one already
 * drawn, or anything the screen draws over the board (fit_items: the
 * screen laid out dry at the size it is drawn), is left out. */
static void draw_height_labels(cs_app *a)
{
    cs_screen screen = a->flow.screen;
    if (!a->show_heights || !a->flow.has_match ||
        (screen != CS_SCREEN_BUILD && screen != CS_SCREEN_SUMMARY && screen != CS_SCREEN_REVEAL))
        return;
    const cs_board *b = &a->flow.match.game.board;
    int order[CS_LOTS], n = 0;
    float dist[CS_LOTS], scr[CS_LOTS][2];
    float eye[3], centre[3];
    cs_camera_eye(&a->cam, eye, centre);
    cs_draw_list dl;
    cs_app_draw_list(a, &dl);
    for (int lot = 0; lot < CS_LOTS; lot++) {
        float top[3], under[2];
        if (!b->height[lot])
            continue;
        cs_pick_landing(b, lot, top);
        /* Only over a top that shows: one hidden behind a taller building
         * would put its number on that building. */
        top[1] -= 0.02f;
        if (!cs_camera_project(&a->cam, a->fb_w, a->fb_h, top, under))
            continue;
        cs_pick_hit hit = cs_pick_drawn(&dl, &a->cam, a->fb_w, a->fb_h, under[0], under[1]);
        if (hit.kind != CS_PICK_BUILDING || hit.lot != lot)
            continue;
        top[1] += 0.12f;
        if (!cs_camera_project(&a->cam, a->fb_w, a->fb_h, top, scr[lot]))
            continue;
        float dx = top[0] - eye[0], dy = top[1] - eye[1], dz = top[2] - eye[2];
        dist[lot] = dx * dx + dy * dy + dz * dz;
        int i = n++;
        for (; i > 0 && dist[order[i - 1]] > dist[lot]; i--)
            order[i] = order[i - 1];
        order[i] = lot;
    }
    int px = (int)((float)a->ui.px * 0.8f + 0.5f);
    float tags[CS_LOTS][4];
    int ntags = 0;
    const float tag[4] = {0.11f, 0.085f, 0.07f, 0.85f};
    for (int k = 0; k < n; k++) {
        int lot = order[k];
        char text[8];
        snprintf(text, sizeof text, "%d", b->height[lot]);
        float tw = (float)cs_renderer_text_width(a->r, text, px, true);
        float w = tw + (float)px * 0.8f, h = (float)px * 1.7f;
        float x = scr[lot][0] - w * 0.5f, y = scr[lot][1] - h;
        bool free = clear_of_screen(a, x, y, w, h);
        for (int t = 0; t < ntags && free; t++)
            free = !rects_meet(x, y, w, h, tags[t][0], tags[t][1], tags[t][2], tags[t][3]);
        if (!free)
            continue;
        tags[ntags][0] = x, tags[ntags][1] = y, tags[ntags][2] = w, tags[ntags][3] = h;
        ntags++;
        cs_renderer_panel(a->r, x, y, w, h, tag);
        cs_renderer_text(a->r, x + w * 0.5f, y + (float)px * 0.25f, px, 1, true, CS_UI_WHITE,
                         text);
    }
}

/* The keyboard cursor's lot (or the lot the lesson asks for, or the
 * Hint's), named on a tag over it, drawn over the scene: the lit lot alone cannot be seen where
 * a taller building in front hides it, nor told from the other lots a
 * lesson's note lights. Above the lot's top where nothing of the screen is drawn there, else
 * below its floor; left out only where both would cover the screen's own
 * widgets (the help line still names the lot). */
static void draw_cursor_tag(cs_app *a)
{
    const cs_flow *f = &a->flow;
    cs_move asked; /* or the lot a lesson's note asks for, among the others it lights */
    int lot = a->cursor_lot >= 0                          ? a->cursor_lot
              : cs_tutorial_asked(&a->lesson, &asked) ? asked.lot
              : a->hint_ready                         ? a->hint.lot
                                                      : -1;
    if (f->screen != CS_SCREEN_BUILD || lot < 0 || a->held.active || !cs_flow_human_to_move(f))
        return;
    int px = (int)((float)a->ui.px * 0.9f + 0.5f);
    char text[4];
    cs_lot_format(lot, text, sizeof text);
    float top[3], floor_at[3], at[2][2];
    cs_pick_landing(&f->match.game.board, lot, top);
    cs_layout_lot_centre(lot, floor_at);
    top[1] += 0.12f;
    float tw = (float)cs_renderer_text_width(a->r, text, px, true);
    float w = tw + (float)px * 1.0f, h = (float)px * 1.7f;
    bool seen[2] = {cs_camera_project(&a->cam, a->fb_w, a->fb_h, top, at[0]),
                    cs_camera_project(&a->cam, a->fb_w, a->fb_h, floor_at, at[1])};
    for (int k = 0; k < 2; k++) {
        if (!seen[k])
            continue;
        float x = at[k][0] - w * 0.5f, y = k == 0 ? at[k][1] - h : at[k][1] + (float)px * 0.4f;
        if (!clear_of_screen(a, x, y, w, h))
            continue;
        static const float ring[4] = {1.0f, 0.84f, 0.25f, 1.0f}, fill[4] = {0.1f, 0.08f, 0.06f, 0.92f};
        float b = (float)px * 0.15f;
        cs_renderer_panel(a->r, x - b, y - b, w + 2.0f * b, h + 2.0f * b, ring);
        cs_renderer_panel(a->r, x, y, w, h, fill);
        cs_renderer_text(a->r, x + w * 0.5f, y + (float)px * 0.3f, px, 1, true, ring, text);
        return;
    }
}

void cs_app_draw(cs_app *a)
{
    cs_window_drawable_size(&a->win, &a->fb_w, &a->fb_h);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, a->fb_w, a->fb_h);
    cs_layout_check_begin(a->layout, a->r);
    if (cs_flow_game_screen(&a->flow) == CS_SCREEN_TABLE) { /* under its menu too */
        cs_table_draw(a);
    } else if (a->flow.screen == CS_SCREEN_RULES ||
               cs_flow_game_screen(&a->flow) == CS_SCREEN_PASS) {
        /* The curtain hides the board entirely: nothing of it is drawn, nor
         * under the menu and the settings opened from it. */
        static const float curtain[4] = {0.16f, 0.11f, 0.08f, 1.0f};
        cs_renderer_clear(a->r, a->fb_w, a->fb_h, curtain);
    } else {
        cs_render_scene scene;
        cs_board board;
        cs_app_render_scene(a, &scene, &board);
        cs_renderer_draw(a->r, &scene, &a->cam, a->fb_w, a->fb_h);
    }
    a->ui_fit = fitted_scale(a);
    draw_height_labels(a);
    draw_cursor_tag(a);
    cs_layout_check_ui(a->layout);
    cs_ui_begin(&a->ui, a->r, NULL, a->fb_w, a->fb_h, a->ui_fit);
    cs_screens_run(a);
    if (a->layout) {
        char where[96];
        snprintf(where, sizeof where, "%s screen, %dx%d, text %d%% (drawn at %d%%)",
                 cs_flow_screen_name(a->flow.screen), a->fb_w, a->fb_h,
                 (int)(a->settings.ui_scale * 100.0f + 0.5f), (int)(a->ui_fit * 100.0f + 0.5f));
        cs_layout_check_end(a->layout, a->r, where, a->fb_w, a->fb_h);
    }
    cs_window_present(&a->win);
    a->redraw = false;
}

/* ---- Intents. */

void cs_app_apply_settings(cs_app *a)
{
    cs_audio_set_volume(a->audio, a->settings.volume, a->settings.mute);
    a->flow.prefs.anim_speed = a->script ? a->flow.prefs.anim_speed : a->settings.anim_speed;
    a->flow.prefs.practice_aid = a->settings.practice_aid;
    a->flow.prefs.tint = a->settings.tint;
    a->flow.prefs.numbers = a->settings.numbers;
}

void cs_app_handle(cs_app *a, const cs_intent *in)
{
    a->redraw = true;
    switch (in->kind) {
    case CS_IN_QUIT:
        a->quit = true;
        return;
    case CS_IN_FULLSCREEN:
        a->fullscreen = !a->fullscreen;
        a->settings.fullscreen = a->fullscreen;
        SDL_SetWindowFullscreen(a->win.window, a->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        return;
    case CS_IN_RESIZE:
    case CS_IN_EXPOSE:
        return;
    case CS_IN_PEEK:
        a->flow.peek = in->n != 0;
        return;
    default:
        break;
    }
    if (in->kind == CS_IN_MOVE || in->kind == CS_IN_PRESS || in->kind == CS_IN_RELEASE) {
        a->ui.mx = in->x;
        a->ui.my = in->y;
    }
    /* Widgets first; what they do not take goes to the board and camera. */
    bool settings_before = a->flow.screen == CS_SCREEN_SETTINGS;
    cs_ui_begin(&a->ui, NULL, in, a->fb_w, a->fb_h,
                a->ui_fit > 0.0f ? a->ui_fit : a->settings.ui_scale);
    cs_screens_run(a);
    if (settings_before)
        cs_app_apply_settings(a);
    if (a->ui.consumed)
        return;
    if (cs_flow_game_screen(&a->flow) == CS_SCREEN_TABLE) { /* the menu over it takes none */
        if (a->flow.screen == CS_SCREEN_TABLE)
            cs_table_intent(a, in);
        return;
    }
    bool board_screen = a->flow.screen == CS_SCREEN_BUILD || a->flow.screen == CS_SCREEN_GOALS ||
                        a->flow.screen == CS_SCREEN_REVEAL || a->flow.screen == CS_SCREEN_SUMMARY;
    switch (in->kind) {
    case CS_IN_ORBIT:
        if (board_screen) {
            cs_camera_orbit(&a->cam, in->dx, -in->dy);
            a->cam_free = true;
        }
        return;
    case CS_IN_ZOOM:
        if (board_screen)
            cs_camera_zoom_by(&a->cam, in->dy > 0 ? 1.12f : 1.0f / 1.12f);
        return;
    case CS_IN_SNAP_BACK:
        if (board_screen)
            snap_back(a, false);
        return;
    case CS_IN_SKYLINE:
        if (board_screen)
            snap_back(a, !a->skyline);
        return;
    case CS_IN_HELP:
        if (a->flow.screen == CS_SCREEN_TITLE) { /* whose rules: the games screen */
            a->games_for_rules = true;
            cs_flow_show(&a->flow, CS_SCREEN_GAMES);
        }
        return;
    case CS_IN_HEIGHTS:
        if (board_screen)
            a->show_heights = !a->show_heights;
        return;
    case CS_IN_MOVES:
        if (board_screen)
            a->show_moves = !a->show_moves;
        return;
    case CS_IN_MOVE:
        if (board_screen) { /* the building under the pointer, for the help line */
            cs_draw_list dl;
            cs_app_draw_list(a, &dl);
            cs_pick_hit hit = cs_pick_drawn(&dl, &a->cam, a->fb_w, a->fb_h, in->x, in->y);
            a->hover_building = hit.kind == CS_PICK_BUILDING ? hit.lot : -1;
        }
        break;
    default:
        break;
    }
    if (a->flow.screen == CS_SCREEN_BUILD)
        cs_screens_board_intent(a, in);
}
