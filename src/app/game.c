/* SPDX-License-Identifier: MIT */
/* game.c - the playable game: window, main loop, camera, computer players,
 * autosave. Screens are in screens.c, scripted input in script.c. */
#define _POSIX_C_SOURCE 200809L
#include "game.h"
#include "table.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL2/SDL_image.h>

#include "layout.h"
#include "layout_check.h"
#include "pick.h"
#include "script.h"

/* Hard's search-tree pool inside the game: 131,072 nodes of 16 bytes. */
#define CS_GAME_AI_POOL_NODES (1u << 17)

/* The city behind the title screen (25 blocks, 5 of each height). */
#define CS_TITLE_CITY "35,2,41,5/1,24,-,3/5,-,32,14/2,41,5,3"

/* ---- Small helpers. */

void cs_app_toast(cs_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->toast, sizeof a->toast, fmt, ap);
    va_end(ap);
    a->toast_t = 3.5f;
    a->toast_screen = a->flow.screen;
    a->redraw = true;
}

const char *cs_app_player_name(const cs_app *a, int player)
{
    return cs_match_name(&a->flow.match, player);
}

static cs_ai_level ai_level(cs_controller c)
{
    return c == CS_CTRL_HARD ? CS_AI_HARD : c == CS_CTRL_MEDIUM ? CS_AI_MEDIUM : CS_AI_EASY;
}

static cs_ai_params ai_params(const cs_app *a, int player)
{
    cs_ai_params p = cs_ai_params_default(ai_level(a->flow.match.ctrl[player]),
                                          (uint64_t)a->flow.match_seed * 7919u + (uint64_t)player);
    /* Inside the game Hard searches a smaller tree than the engine's
     * default (2 MiB, not 16): the window's GL stack already takes most of
     * the 150 MB the game may use. */
    p.pool_nodes = CS_GAME_AI_POOL_NODES;
    if (a->script) {
        /* Scripts replay exactly: an iteration budget, not a clock. */
        p.movetime_ms = 0;
        p.iterations = 2000;
    }
    return p;
}

/* The flow's hook: a computer player's goals for one seat. */
static void computer_goals(void *ctx, const cs_game *g, int player, cs_seat seat,
                           uint8_t codes[CS_LINES])
{
    cs_app *a = ctx;
    cs_ai_params p = ai_params(a, player);
    cs_ai_round r;
    cs_ai_round_from_game(g, player, &r);
    uint8_t out[CS_SEATS][CS_LINES];
    memset(out, 0, sizeof out);
    cs_ai_choose_goals(&p, &r, out);
    memcpy(codes, out[seat], CS_LINES);
    for (int i = 0; i < CS_LINES; i++)
        if (codes[i] < 1 || codes[i] > 6)
            codes[i] = 1;
}

void cs_app_draw_list(const cs_app *a, cs_draw_list *dl)
{
    cs_render_scene scene;
    cs_board board;
    cs_app_render_scene(a, &scene, &board);
    cs_scene_build(&scene, &a->cam, false, dl);
}

void cs_app_supply_top(const cs_app *a, int h, float out[3])
{
    cs_draw_list dl;
    cs_app_draw_list(a, &dl);
    if (!cs_pick_supply_top(&dl, h, out)) /* the row is empty: where its first block stood */
        cs_layout_supply_slot(dl.supply_yaw, h, 0, out);
}

/* ---- Sound: effects for what changed since the last update. */

void cs_app_sound(cs_app *a, cs_sfx id, int variant)
{
    cs_audio_play(a->audio, id, variant);
}

static void listen(cs_app *a)
{
    const cs_game *g = &a->flow.match.game;
    int placed = a->flow.has_match ? g->board.nplaced : 0;
    if (a->flow.has_match && g->round == a->heard_round && placed == a->heard_placed + 1)
        cs_app_sound(a, CS_SFX_DROP, g->board.block_height[placed - 1]);
    for (int s = 0; s < CS_SEATS; s++) {
        uint8_t turned = a->flow.screen == CS_SCREEN_REVEAL ? a->flow.reveal.turned[s] : 0;
        for (int l = 0; l < CS_LINES; l++) {
            if (!((turned & ~a->heard_turned[s]) >> l & 1))
                continue;
            cs_app_sound(a, CS_SFX_DIE, 0);
            if (g->seat_score[s][l] > 0)
                cs_app_sound(a, CS_SFX_POINTS, 0); /* the points rise */
        }
        a->heard_turned[s] = turned;
    }
    if (a->flow.screen == CS_SCREEN_FINAL && a->heard_screen != CS_SCREEN_FINAL)
        cs_app_sound(a, CS_SFX_WIN, 0);
    a->heard_placed = placed;
    a->heard_round = a->flow.has_match ? g->round : 0;
    a->heard_screen = a->flow.screen;
}

/* ---- Saving. */

void cs_app_save(cs_app *a)
{
    if (!a->flow.has_match || !a->flow.dirty || !a->save_path[0])
        return;
    cs_error err;
    if (cs_record_save(a->save_path, &a->flow.match.rec, &err) != CS_OK) {
        char msg[256];
        cs_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "cityscape: could not save the game to %s: %s\n", a->save_path, msg);
        cs_app_toast(a, "Could not save the game: %s", msg);
    } else {
        a->has_save = true;
    }
    a->flow.dirty = false;
}

/* A finished game is kept as last-game.csr, so Continue starts fresh. */
void cs_app_retire_save(cs_app *a)
{
    if (!a->save_path[0])
        return;
    char last[1100];
    snprintf(last, sizeof last, "%.*s/last-game.csr",
             (int)(strrchr(a->save_path, '/') - a->save_path), a->save_path);
    rename(a->save_path, last);
    a->has_save = false;
}

static void cancel_job(cs_app *a)
{
    if (a->hint_job) {
        cs_ai_job_cancel(a->hint_job);
        cs_ai_job_join(a->hint_job, NULL, NULL, NULL);
        a->hint_job = NULL;
    }
    a->hint_ready = false;
    a->hint_at = -1;
    if (!a->job)
        return;
    cs_ai_job_cancel(a->job);
    cs_ai_job_join(a->job, NULL, NULL, NULL);
    a->job = NULL;
}

/* ---- The hint: Hard's choice for the human, on a worker thread. */

bool cs_app_hint_pending(const cs_app *a)
{
    return a->hint_job != NULL;
}

void cs_app_ask_hint(cs_app *a)
{
    if (a->hint_job || !cs_flow_human_to_move(&a->flow))
        return;
    const cs_game *g = &a->flow.match.game;
    int p = cs_game_to_move(g);
    cs_ai_params params = cs_ai_params_default(CS_AI_HARD, (uint64_t)a->flow.seed + 17u);
    if (a->script) {
        params.movetime_ms = 0;
        params.iterations = 2000;
    }
    cs_ai_round r;
    cs_ai_round_from_game(g, p, &r);
    a->hint_job = cs_ai_job_start_move(&params, &r, &g->board);
    a->hint_at = g->board.nplaced;
    a->hint_ready = false;
    if (!a->hint_job) {
        a->hint = cs_ai_choose_move(&params, &r, &g->board, NULL, NULL);
        a->hint_ready = true;
    }
}

static void drive_hint(cs_app *a)
{
    int placed = a->flow.match.game.board.nplaced;
    if (a->hint_at >= 0 && (placed != a->hint_at || !cs_flow_human_to_move(&a->flow))) {
        /* The board moved on: the hint no longer applies. */
        if (a->hint_job) {
            cs_ai_job_cancel(a->hint_job);
            cs_ai_job_join(a->hint_job, NULL, NULL, NULL);
            a->hint_job = NULL;
        }
        a->hint_ready = false;
        a->hint_at = -1;
        a->redraw = true;
        return;
    }
    if (!a->hint_job || (!a->script && !cs_ai_job_poll(a->hint_job)))
        return;
    cs_ai_job_join(a->hint_job, &a->hint, NULL, NULL);
    a->hint_job = NULL;
    a->hint_ready = true;
    char lot[4];
    cs_lot_format(a->hint.lot, lot, sizeof lot);
    cs_app_toast(a, "Hint: Hard would place a %d on %s", a->hint.height, lot);
}

static void start_match(cs_app *a, bool rematch)
{
    cancel_job(a);
    cs_error err;
    a->flow.computer_goals = computer_goals;
    a->flow.computer_goals_ctx = a;
    if ((rematch ? cs_flow_rematch(&a->flow, &err) : cs_flow_start(&a->flow, &err)) != CS_OK) {
        char msg[256];
        cs_error_format(&err, msg, sizeof msg);
        cs_app_toast(a, "Cannot start: %s", msg);
        return;
    }
    memset(&a->held, 0, sizeof a->held);
    a->selected_height = 0;
    a->cursor_lot = -1;
    cs_app_save(a);
}

void cs_app_new_game(cs_app *a)
{
    start_match(a, false);
}

void cs_app_rematch(cs_app *a)
{
    start_match(a, true);
}

void cs_app_continue(cs_app *a)
{
    cancel_job(a);
    cs_record rec;
    cs_error err;
    if (cs_record_load(a->save_path, &rec, &err) == CS_OK) {
        a->flow.computer_goals = computer_goals;
        a->flow.computer_goals_ctx = a;
        if (cs_flow_resume(&a->flow, &rec, &err) == CS_OK) {
            memset(&a->held, 0, sizeof a->held);
            a->cursor_lot = -1;
            return;
        }
    }
    /* A save that cannot be played is moved aside, never deleted, and never
     * over an earlier one: autosave.csr.unreadable, then .unreadable-2, ... */
    char msg[256], aside[1100];
    cs_error_format(&err, msg, sizeof msg);
    struct stat st;
    snprintf(aside, sizeof aside, "%s.unreadable", a->save_path);
    for (int n = 2; n < 1000 && stat(aside, &st) == 0; n++)
        snprintf(aside, sizeof aside, "%s.unreadable-%d", a->save_path, n);
    if (rename(a->save_path, aside) == 0) {
        a->has_save = false;
        fprintf(stderr, "cityscape: the saved game %s cannot be continued: %s (moved to %s)\n",
                a->save_path, msg, aside);
        cs_app_toast(a, "The saved game could not be read (%s); it was moved aside.", msg);
    } else {
        fprintf(stderr, "cityscape: the saved game %s cannot be continued: %s (and could not be "
                        "moved aside: %s)\n", a->save_path, msg, strerror(errno));
        cs_app_toast(a, "The saved game could not be read (%s).", msg);
    }
}

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

/* ---- Computer players. */

static void drive_computer(cs_app *a)
{
    const cs_game *g = &a->flow.match.game;
    int p = cs_flow_to_move(&a->flow);
    bool computer = cs_flow_computer_to_move(&a->flow);
    if (a->job && (!computer || p != a->job_player)) {
        cancel_job(a); /* undo, quit to title, new game */
        return;
    }
    if (!computer)
        return;
    if (!a->job) {
        cs_ai_params params = ai_params(a, p);
        cs_ai_round r;
        cs_ai_round_from_game(g, p, &r);
        a->job = cs_ai_job_start_move(&params, &r, &g->board);
        a->job_player = p;
        if (!a->job) {
            cs_move m = cs_ai_choose_move(&params, &r, &g->board, NULL, NULL);
            float from[3];
            cs_app_supply_top(a, m.height, from);
            cs_flow_place(&a->flow, m, from, NULL);
            return;
        }
    }
    if (!a->script && !cs_ai_job_poll(a->job))
        return;
    cs_move m;
    cs_ai_job_join(a->job, &m, NULL, NULL);
    a->job = NULL;
    float from[3];
    cs_app_supply_top(a, m.height, from);
    cs_error err;
    if (cs_flow_place(&a->flow, m, from, &err) != CS_OK) {
        char msg[256];
        cs_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "cityscape: the computer chose an illegal move: %s\n", msg);
    }
    a->redraw = true;
}

/* ---- Update and draw. */

bool cs_app_busy(const cs_app *a)
{
    return cs_table_busy(a) || a->flow.drop.active ||
           (a->flow.curtain_in > 0.0f && a->flow.screen == CS_SCREEN_BUILD) || a->cam.moving ||
           a->job != NULL || a->hint_job != NULL ||
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
    } else if (a->cam.boxed) {
        cs_camera_frame(&a->cam, a->cam.with_supply); /* back from another game */
        a->redraw = true;
    }
    if (a->flow.has_match && a->flow.screen != CS_SCREEN_TABLE) {
        drive_computer(a);
        drive_hint(a);
    }
    follow_flow(a);
    /* The supply is framed while blocks remain in it (the same frame is
     * used to draw and to pick). */
    bool in_game = a->flow.has_match && a->flow.screen != CS_SCREEN_TITLE &&
                   a->flow.screen != CS_SCREEN_SETUP;
    bool supply = in_game && a->flow.match.game.board.nplaced < CS_BLOCKS;
    if (supply != a->cam.with_supply) {
        cs_camera_frame(&a->cam, supply);
        a->redraw = true;
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
    listen(a);
    if (a->flow.dirty)
        cs_app_save(a);
}

/* Where a block on its way down is now: a dropped block falls from where it
 * was let go; a placed one (click, keys) from just above its lot; a
 * computer's travels from the supply in an arc. */
static void drop_position(const cs_flow *f, const float to[3], float out[3])
{
    float u = f->drop.duration > 0.0f ? f->drop.t / f->drop.duration : 1.0f;
    u = u < 0.0f ? 0.0f : u > 1.0f ? 1.0f : u;
    if (!cs_match_is_human(&f->match, f->drop.player)) {
        float k = u * u * (3.0f - 2.0f * u);
        for (int i = 0; i < 3; i++)
            out[i] = f->drop.from[i] + (to[i] - f->drop.from[i]) * k;
        out[1] += 1.4f * sinf(u * 3.14159265f);
        return;
    }
    float from[3] = {to[0], to[1] + 0.6f, to[2]};
    if (f->drop.has_from)
        memcpy(from, f->drop.from, sizeof from);
    for (int i = 0; i < 3; i++) /* falling: eased in on the way down */
        out[i] = from[i] + (to[i] - from[i]) * (i == 1 ? u * u : u);
}

int cs_app_last_lot(const cs_app *a)
{
    const cs_flow *f = &a->flow;
    if (!f->has_match || f->match.rec.nrounds == 0)
        return -1;
    const cs_record_round *r = &f->match.rec.rounds[f->match.rec.nrounds - 1];
    return r->nmoves ? r->moves[r->nmoves - 1].lot : -1;
}

void cs_app_render_scene(const cs_app *a, cs_render_scene *scene, cs_board *board)
{
    const cs_flow *f = &a->flow;
    cs_render_scene_init(scene);
    scene->opt.tint = a->settings.tint;
    scene->opt.numbers = a->settings.numbers;
    if (!f->has_match || f->screen == CS_SCREEN_TITLE || f->screen == CS_SCREEN_SETUP ||
        f->screen == CS_SCREEN_GAMES || f->screen == CS_SCREEN_TABLE_SETUP) {
        /* Behind the menus: a finished city, no supply, no dice. */
        *board = a->title_city;
        scene->board = board;
        scene->occupied = 0;
        scene->opt.supply = false;
        return;
    }
    const cs_game *g = &f->match.game;
    *board = g->board;
    scene->board = board;
    scene->occupied = 0;
    for (int s = 0; s < CS_SEATS; s++) {
        if (g->seat_owner[s] == CS_NO_PLAYER)
            continue;
        scene->occupied |= (uint8_t)(1u << s);
        bool up = cs_flow_seat_face_up(f, (cs_seat)s);
        if (up)
            scene->face_up |= (uint8_t)(1u << s);
        for (int l = 0; l < CS_LINES; l++) {
            /* Only dice that may be seen carry their codes into the
             * renderer: a hidden die is blank, whatever the camera does. */
            float flip = cs_flow_die_flip(f, (cs_seat)s, l);
            bool visible = up || flip > 0.0f;
            if (f->screen == CS_SCREEN_GOALS && g->seat_owner[s] == f->player)
                scene->goals[s][l] = f->draft[s][l];
            else
                scene->goals[s][l] = visible ? g->goals[s][l] : 0;
            scene->die_flip[s][l] = flip;
        }
        if (f->screen == CS_SCREEN_GOALS && g->seat_owner[s] == f->player)
            scene->face_up |= (uint8_t)(1u << s);
    }
    for (int lot = 0; lot < CS_LOTS; lot++)
        scene->lot_glow[lot] = cs_flow_lot_glow(f, lot);
    int last = cs_app_last_lot(a);
    if (last >= 0 && cs_flow_game_screen(f) == CS_SCREEN_BUILD && !f->drop.active)
        scene->lot_glow[last] = CS_LAST_MOVE_GLOW; /* the last move, marked */
    scene->highlight_lot = -1;
    int hand = 0;
    if (a->held.active) {
        hand = a->held.height;
        scene->ghost.height = a->held.height;
        memcpy(scene->ghost.pos, a->held.pos, sizeof scene->ghost.pos);
        scene->ghost.alpha = a->held.lot >= 0 ? 0.92f : 0.75f;
        scene->highlight_lot = a->held.lot;
    } else if (f->drop.active) {
        hand = f->drop.move.height;
        float to[3];
        cs_pick_landing(&g->board, f->drop.move.lot, to);
        drop_position(f, to, scene->ghost.pos);
        scene->ghost.height = hand;
        scene->ghost.alpha = 1.0f;
        scene->highlight_lot = f->drop.move.lot;
    } else if (a->selected_height && a->hover_lot >= 0 && cs_flow_human_to_move(f)) {
        scene->highlight_lot = a->hover_lot;
    }
    if (a->selected_height && !a->held.active && cs_flow_human_to_move(f))
        scene->supply_lit = a->selected_height; /* the chosen block, lit in its row */
    if (a->cursor_lot >= 0 && cs_flow_human_to_move(f) && !a->held.active)
        scene->highlight_lot = a->cursor_lot;
    else if (a->hint_ready && !a->held.active && cs_flow_human_to_move(f))
        scene->highlight_lot = a->hint.lot;
    if (hand && board->supply[hand] > 0)
        board->supply[hand]--; /* the block in the hand or in the air */
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
        bool free = x >= 0.0f && y >= 0.0f && x + w <= (float)a->fb_w && y + h <= (float)a->fb_h;
        for (int t = 0; t < ntags && free; t++)
            free = !rects_meet(x, y, w, h, tags[t][0], tags[t][1], tags[t][2], tags[t][3]);
        for (int i = 0; i < fit_n && free; i++)
            free = !rects_meet(x, y, w, h, fit_items[i].x, fit_items[i].y, fit_items[i].w,
                               fit_items[i].h);
        if (!free)
            continue;
        tags[ntags][0] = x, tags[ntags][1] = y, tags[ntags][2] = w, tags[ntags][3] = h;
        ntags++;
        cs_renderer_panel(a->r, x, y, w, h, tag);
        cs_renderer_text(a->r, x + w * 0.5f, y + (float)px * 0.25f, px, 1, true, CS_UI_WHITE,
                         text);
    }
}

void cs_app_draw(cs_app *a)
{
    cs_window_drawable_size(&a->win, &a->fb_w, &a->fb_h);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, a->fb_w, a->fb_h);
    cs_layout_check_begin(a->layout, a->r);
    if (a->flow.screen == CS_SCREEN_TABLE) {
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
    SDL_GL_SwapWindow(a->win.window);
    a->redraw = false;
}

/* ---- Intents. */

static void apply_settings(cs_app *a)
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
        apply_settings(a);
    if (a->ui.consumed)
        return;
    if (a->flow.screen == CS_SCREEN_TABLE) {
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
        if (a->flow.screen != CS_SCREEN_RULES)
            cs_flow_show(&a->flow, CS_SCREEN_RULES);
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

/* ---- Start-up and the loop. */

static bool make_dir(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) == 0)
        return S_ISDIR(st.st_mode);
    return mkdir(dir, 0755) == 0;
}

static void find_paths(cs_app *a, const cs_game_options *opt)
{
    const char *dir = opt->save_dir ? opt->save_dir : getenv("CITYSCAPE_SAVE_DIR");
    char *pref = NULL;
    if (!dir) {
        pref = SDL_GetPrefPath("cityscape", "cityscape");
        dir = pref;
    }
    if (!dir || !make_dir(dir)) {
        fprintf(stderr, "cityscape: no folder for saves (%s): games will not be saved\n",
                dir ? dir : SDL_GetError());
        a->save_path[0] = a->settings_path[0] = '\0';
    } else {
        size_t n = strlen(dir);
        const char *sep = n && dir[n - 1] == '/' ? "" : "/";
        snprintf(a->save_path, sizeof a->save_path, "%s%sautosave.csr", dir, sep);
        snprintf(a->settings_path, sizeof a->settings_path, "%s%ssettings.txt", dir, sep);
    }
    SDL_free(pref);
    struct stat st;
    a->has_save = a->save_path[0] && stat(a->save_path, &st) == 0;
}

static void load_settings(cs_app *a)
{
    char warn[1200];
    if (a->settings_path[0] &&
        cs_settings_load(a->settings_path, &a->settings, warn, sizeof warn) > 0)
        fprintf(stderr, "cityscape: warning: settings: %s", warn);
    if (!a->settings_path[0])
        a->settings = cs_settings_default();
}

/* Seconds of real time a script waits for the game to settle
 * (CITYSCAPE_SCRIPT_STALL_S overrides). */
static double script_stall_s(void)
{
    const char *env = getenv("CITYSCAPE_SCRIPT_STALL_S");
    double v = env ? atof(env) : 0.0;
    return v > 0.0 ? v : 120.0;
}

static int run_loop(cs_app *a)
{
    Uint64 last = SDL_GetPerformanceCounter(), waiting_since = last;
    const double stall_s = script_stall_s();
    double freq = (double)SDL_GetPerformanceFrequency();
    a->redraw = true;
    while (!a->quit) {
        SDL_Event ev;
        bool busy = cs_app_busy(a);
        if (a->script) {
            /* The next command runs once everything has settled; a game
             * that never settles fails the script instead of running on. */
            bool ready = (!busy && !a->redraw) || (busy && cs_script_urgent(a->script));
            Uint64 tick = SDL_GetPerformanceCounter();
            if (ready) {
                waiting_since = tick;
                if (!cs_script_step(a->script, a))
                    break;
            } else if ((double)(tick - waiting_since) / freq > stall_s) {
                cs_script_stalled(a->script, a, stall_s);
                break;
            }
        } else if (!busy && !a->redraw) {
            /* Idle: sleep until something happens. No frames, no CPU. */
            bool got = a->toast_t > 0.0f
                           ? SDL_WaitEventTimeout(&ev, (int)(a->toast_t * 1000.0f) + 1) != 0
                           : SDL_WaitEvent(&ev) != 0;
            cs_intent in;
            if (got && cs_input_translate(&a->input, &ev, &in))
                cs_app_handle(a, &in);
        }
        while (SDL_PollEvent(&ev)) {
            cs_intent in;
            if (ev.type == SDL_WINDOWEVENT && ev.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
                int ww, wh;
                SDL_GetWindowSize(a->win.window, &ww, &wh);
                cs_window_drawable_size(&a->win, &a->fb_w, &a->fb_h);
                cs_input_set_scale(&a->input, ww, wh, a->fb_w, a->fb_h);
            }
            if (cs_input_translate(&a->input, &ev, &in))
                cs_app_handle(a, &in);
        }
        Uint64 now = SDL_GetPerformanceCounter();
        float dt = a->script ? 1.0f / 60.0f : (float)((double)(now - last) / freq);
        last = now;
        if (dt > 0.1f)
            dt = 0.1f;
        a->clock += dt;
        cs_app_update(a, dt);
        if (a->script) {
            /* Scripts draw only settled frames: widgets must be where the
             * player would see them when the next command looks. */
            if (a->redraw && !cs_app_busy(a))
                cs_app_draw(a);
        } else if (a->redraw) {
            cs_app_draw(a);
        } else if (busy && a->win.vsync == 0) {
            SDL_Delay(8); /* no vsync to pace the animation */
        }
    }
    return a->exit_status;
}

int cs_game_run(const cs_game_options *opt)
{
    static cs_app app; /* large; one per process */
    cs_app *a = &app;
    memset(a, 0, sizeof *a);
    a->cursor_lot = -1;
    a->hover_lot = -1;
    a->hover_building = -1;
    a->editing_name = -1;
    a->job_player = -1;
    a->hint_at = -1;
    a->table = cs_table_new();
    if (!a->table) {
        fprintf(stderr, "cityscape: out of memory\n");
        return 1;
    }
    cs_input_init(&a->input);
    cs_position city;
    if (cs_cpn_parse(CS_TITLE_CITY, strlen(CS_TITLE_CITY), &city, NULL) == CS_OK)
        a->title_city = city.board;
    else
        cs_board_init(&a->title_city);
    cs_flow_init(&a->flow, opt->seed ? opt->seed : (uint32_t)SDL_GetTicks() * 2654435761u + 1u);
    if (opt->script_path) {
        char err[256];
        a->script = cs_script_open(opt->script_path, err, sizeof err);
        if (!a->script) {
            fprintf(stderr, "cityscape: %s\n", err);
            return 1;
        }
        if (!getenv("SDL_VIDEODRIVER"))
            SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1);
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "cityscape: cannot start SDL: %s\n", SDL_GetError());
        cs_script_close(a->script);
        return 3;
    }
    find_paths(a, opt);
    load_settings(a);
    /* Silent, not an error, without a device. Scripts are silent unless an
     * audio driver is named (SDL_AUDIODRIVER=disk records what is played). */
    if (!a->script || getenv("SDL_AUDIODRIVER"))
        a->audio = cs_audio_open();
    apply_settings(a);
    if (a->script)
        a->flow.prefs.anim_speed = 1.0f;
    char err[512];
    int w = opt->width > 0 ? opt->width : 1280, h = opt->height > 0 ? opt->height : 720;
    if (a->script)
        cs_script_size(a->script, &w, &h);
    unsigned flags = (a->script ? CS_WINDOW_HIDDEN : 0u) | (a->settings.vsync ? 0u : CS_WINDOW_NO_VSYNC);
    if (!cs_window_open(&a->win, "Cityscape", w, h, flags, err, sizeof err)) {
        fprintf(stderr, "cityscape: %s\n", err);
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Cityscape cannot start", err, NULL);
        cs_script_close(a->script);
        cs_audio_close(a->audio);
        SDL_Quit();
        return 3;
    }
    SDL_SetWindowMinimumSize(a->win.window, 640, 360); /* every screen still fits */
    if (a->settings.fullscreen && !a->script) {
        a->fullscreen = true;
        SDL_SetWindowFullscreen(a->win.window, SDL_WINDOW_FULLSCREEN_DESKTOP);
    }
    char data[1024];
    cs_data_dir(data, sizeof data);
    a->r = cs_renderer_create(data, err, sizeof err);
    if (!a->r) {
        fprintf(stderr, "cityscape: %s\n", err);
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Cityscape cannot start", err,
                                 a->win.window);
        cs_window_close(&a->win);
        cs_script_close(a->script);
        cs_audio_close(a->audio);
        SDL_Quit();
        return 1;
    }
    /* The window's icon: the generated one beside the data (share/icons). */
    char icon_path[1200];
    snprintf(icon_path, sizeof icon_path, "%s/../icons/hicolor/64x64/apps/%s.png", data,
             "io.github.cityscape.Cityscape");
    SDL_Surface *icon = IMG_Load(icon_path);
    if (icon) {
        SDL_SetWindowIcon(a->win.window, icon);
        SDL_FreeSurface(icon);
    }
    if (cs_renderer_warning(a->r))
        fprintf(stderr, "cityscape: warning: %s\n", cs_renderer_warning(a->r));
    int ww, wh;
    SDL_GetWindowSize(a->win.window, &ww, &wh);
    cs_window_drawable_size(&a->win, &a->fb_w, &a->fb_h);
    cs_input_set_scale(&a->input, ww, wh, a->fb_w, a->fb_h);
    cs_camera_init(&a->cam, CS_S);
    a->cam.now.yaw = a->cam_target_yaw = -32.0f;
    a->layout = cs_layout_check_from_env();
    int status = run_loop(a);
    cancel_job(a);
    cs_table_free(a->table);
    a->table = NULL;
    cs_app_save(a);
    if (a->settings_path[0] && !a->script)
        cs_settings_save(a->settings_path, &a->settings);
    if (a->script)
        status = cs_script_finish(a->script, a);
    if (a->layout && cs_layout_check_count(a->layout) > 0) {
        fprintf(stderr, "cityscape: %d layout problems (CITYSCAPE_LAYOUT_CHECK)\n",
                cs_layout_check_count(a->layout));
        if (status == 0)
            status = 1;
    }
    cs_layout_check_free(a->layout);
    cs_script_close(a->script);
    cs_audio_close(a->audio);
    cs_renderer_destroy(a->r);
    cs_window_close(&a->win);
    SDL_Quit();
    return status;
}
