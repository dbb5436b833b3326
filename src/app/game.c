/* SPDX-License-Identifier: MIT */
/* game.c - the match behind the screens: starting, continuing and saving
 * it, the computer players and the hint on worker threads, sounds for what
 * changed, and the scene the board is drawn from. It calls no screen, no
 * frame and no script: frame.c, screens.c, table.c and script.c call it. */
#define _POSIX_C_SOURCE 200809L
#include "game.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "aside.h"
#include "cityscape_game.h"
#include "eg_record.h"
#include "midend.h"
#include "layout.h"
#include "pick.h"

/* Hard's search-tree pool inside the game: 131,072 nodes of 16 bytes. */
#define CS_GAME_AI_POOL_NODES (1u << 17)

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

void cs_app_notice(cs_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->notice, sizeof a->notice, fmt, ap);
    va_end(ap);
    a->notice_screen = a->flow.screen;
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

/* The same budget as a request to the back end's computer player (the
 * table's ai_choose, run by the engine's worker job). */
static eg_ai_request ai_request(cs_ai_params p)
{
    eg_ai_request req = {.level = (int)p.level,
                         .seed = p.seed,
                         .budget_ms = p.movetime_ms,
                         .iterations = p.iterations,
                         .pool_nodes = p.pool_nodes};
    return req;
}

/* The table's computer player thinking on this thread, from what `player`
 * may see: its move string, or "" when it gave none. */
static void choose_now(const cs_app *a, cs_ai_params p, int player, char move[EG_MOVE_MAX])
{
    cs_city_state view;
    cs_match_view(&a->flow.match, player, &view);
    eg_ai_request req = ai_request(p);
    if (eg_cityscape.ai_choose(&view, player, &req, move, NULL) != 0)
        move[0] = '\0';
}

/* The same on a worker thread (the engine's job), or NULL when no thread
 * can be had. */
static eg_job *start_job(const cs_app *a, cs_ai_params p, int player)
{
    cs_city_state view;
    cs_match_view(&a->flow.match, player, &view);
    eg_ai_request req = ai_request(p);
    return eg_job_start(&eg_cityscape, &view, player, &req);
}

/* A placement chosen on a worker thread; when no thread can be had, chosen
 * here: NULL with *now set in that case (height 0: none). */
static eg_job *start_move_job(const cs_app *a, cs_ai_params p, int player, cs_move *now)
{
    eg_job *job = start_job(a, p, player);
    if (!job) {
        char move[EG_MOVE_MAX];
        choose_now(a, p, player, move);
        if (cs_move_parse(move, strlen(move), now, NULL) != CS_OK)
            now->height = 0;
    }
    return job;
}

/* Waits for a job (after a poll said done, or a cancel) and gives its
 * placement; height 0 when it gave none. */
static cs_move join_move_job(eg_job *job)
{
    char move[EG_MOVE_MAX];
    cs_move m = {0};
    eg_error err;
    if (eg_job_join(job, move, &err) != 0 || cs_move_parse(move, strlen(move), &m, NULL) != CS_OK)
        m.height = 0;
    return m;
}

/* ---- Computer players' goals: the table's ai_choose (Hard takes about
 * 0.1 s a seat) on a worker thread while the humans set theirs, one seat
 * at a time; the flow asks for them once the humans are done. */

/* The seat `player` has yet to set goals for, first in seat order (the one
 * the table's ai_choose answers for), or -1. */
static int unset_seat(const cs_game *g, int player)
{
    for (int s = 0; s < CS_SEATS; s++)
        if (g->seat_owner[s] == player && !(g->seats_set & (1u << s)))
            return s;
    return -1;
}

/* The goals of a finished (or cancelled) goal job; false when it gave none. */
static bool join_goal_job(cs_app *a, uint8_t codes[CS_LINES])
{
    char move[EG_MOVE_MAX];
    eg_error err;
    int seat;
    bool ok = eg_job_join(a->goal_job, move, &err) == 0 &&
              cs_goals_parse(move, strlen(move), &seat, codes, NULL) == CS_OK &&
              seat == a->goal_seat;
    a->goal_job = NULL;
    return ok;
}

static void drive_goals(cs_app *a)
{
    if (a->goal_job) {
        if (!a->script && !eg_job_poll(a->goal_job))
            return;
        int player = a->goal_player, seat = a->goal_seat;
        uint8_t codes[CS_LINES];
        if (join_goal_job(a, codes))
            cs_flow_computer_goals(&a->flow, player, (cs_seat)seat, codes, NULL);
    }
    const cs_game *g = &a->flow.match.game;
    if (a->lesson.active || g->phase != CS_PHASE_GOALS)
        return;
    for (int p = 0; p < g->cfg.nplayers; p++) {
        int seat = unset_seat(g, p);
        if (seat < 0 || cs_match_is_human(&a->flow.match, p))
            continue;
        a->goal_job = start_job(a, ai_params(a, p), p);
        a->goal_player = p;
        a->goal_seat = seat;
        return; /* no thread: the flow's hook chooses them when it needs them */
    }
}

/* The flow's hook, once the humans have set their goals: a computer
 * player's goals for one seat, from its job when one is under way for that
 * seat, else worked out now. */
static void computer_goals(void *ctx, const cs_game *g, int player, cs_seat seat,
                           uint8_t codes[CS_LINES])
{
    cs_app *a = ctx;
    if (a->lesson.active) { /* the lesson's own dice */
        cs_tutorial_goals(seat, codes);
        return;
    }
    bool ok = false;
    if (a->goal_job) {
        bool this_seat = a->goal_player == player && a->goal_seat == (int)seat;
        if (!this_seat)
            eg_job_cancel(a->goal_job);
        ok = join_goal_job(a, codes) && this_seat;
    }
    if (!ok && unset_seat(g, player) == (int)seat) {
        char move[EG_MOVE_MAX];
        int got;
        choose_now(a, ai_params(a, player), player, move);
        ok = cs_goals_parse(move, strlen(move), &got, codes, NULL) == CS_OK && got == (int)seat;
    }
    for (int i = 0; i < CS_LINES; i++)
        if (!ok || codes[i] < 1 || codes[i] > 6)
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

void cs_app_listen(cs_app *a)
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
    if (a->lesson.active) {
        a->flow.dirty = false; /* the lesson leaves the saved game alone */
        return;
    }
    if (!a->flow.has_match || !a->flow.dirty || !a->save_path[0])
        return;
    eg_error err;
    if (eg_record_save(a->save_path, cs_match_record(&a->flow.match), &err) != 0) {
        char msg[256];
        snprintf(msg, sizeof msg, "%s", err.msg);
        fprintf(stderr, "cityscape: could not save the game to %s: %s\n", a->save_path, msg);
        cs_app_toast(a, "Could not save the game: %s", msg);
    } else {
        a->has_save = true;
    }
    a->flow.dirty = false;
}

void cs_app_save_settings(cs_app *a)
{
    char aside[1100];
    if (!a->settings_path[0])
        return;
    if (!cs_settings_save(a->settings_path, &a->settings, a->settings_unread, aside,
                          sizeof aside)) {
        fprintf(stderr, "cityscape: warning: settings: could not write %s: %s\n",
                a->settings_path, strerror(errno));
        return;
    }
    if (aside[0])
        fprintf(stderr, "cityscape: settings: %s could not be read whole: kept as %s before "
                        "writing the settings in use\n", a->settings_path, aside);
    a->settings_unread = false;
}

/* A finished game is kept as last-game.csr, so Continue starts fresh. */
void cs_app_retire_save(cs_app *a)
{
    if (!a->save_path[0] || a->lesson.active)
        return;
    char last[1100];
    snprintf(last, sizeof last, "%.*s/last-game.csr",
             (int)(strrchr(a->save_path, '/') - a->save_path), a->save_path);
    rename(a->save_path, last);
    a->has_save = false;
}

void cs_app_cancel_jobs(cs_app *a)
{
    if (a->hint_job) {
        eg_job_cancel(a->hint_job);
        join_move_job(a->hint_job);
        a->hint_job = NULL;
    }
    a->hint_ready = false;
    a->hint_at = -1;
    if (a->goal_job) {
        eg_job_cancel(a->goal_job);
        uint8_t codes[CS_LINES];
        join_goal_job(a, codes);
    }
    if (!a->job)
        return;
    eg_job_cancel(a->job);
    join_move_job(a->job);
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
    a->hint_job = start_move_job(a, params, p, &a->hint);
    a->hint_at = g->board.nplaced;
    a->hint_ready = !a->hint_job && a->hint.height > 0;
}

static void drive_hint(cs_app *a)
{
    int placed = a->flow.match.game.board.nplaced;
    if (a->hint_at >= 0 && (placed != a->hint_at || !cs_flow_human_to_move(&a->flow))) {
        /* The board moved on: the hint no longer applies. */
        if (a->hint_job) {
            eg_job_cancel(a->hint_job);
            join_move_job(a->hint_job);
            a->hint_job = NULL;
        }
        a->hint_ready = false;
        a->hint_at = -1;
        a->redraw = true;
        return;
    }
    if (!a->hint_job || (!a->script && !eg_job_poll(a->hint_job)))
        return;
    a->hint = join_move_job(a->hint_job);
    a->hint_job = NULL;
    a->hint_ready = a->hint.height > 0;
    if (!a->hint_ready)
        return;
    char lot[4];
    cs_lot_format(a->hint.lot, lot, sizeof lot);
    cs_app_toast(a, "Hint: Hard would place a %d on %s", a->hint.height, lot);
}

static void start_match(cs_app *a, bool rematch)
{
    cs_app_cancel_jobs(a);
    a->lesson.active = false;
    a->settings.last_game[0] = '\0'; /* the title's Continue is Cityscape's now */
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
    cs_app_cancel_jobs(a);
    a->lesson.active = false;
    a->settings.last_game[0] = '\0';
    eg_record rec;
    eg_error eerr;
    cs_error err;
    eg_record_init(&rec);
    if (eg_record_load(a->save_path, &rec, &eerr) == 0) {
        a->flow.computer_goals = computer_goals;
        a->flow.computer_goals_ctx = a;
        cs_errcode rc = cs_flow_resume(&a->flow, &rec, &err);
        eg_record_free(&rec);
        if (rc == CS_OK) {
            memset(&a->held, 0, sizeof a->held);
            a->cursor_lot = -1;
            return;
        }
    } else {
        eg_record_free(&rec);
        cs_error_set(&err, CS_ERR_RECORD, eerr.line, eerr.column, "%s", eerr.msg);
    }
    if (cs_app_save_unreadable(a, a->save_path, err.line, err.column, err.msg))
        a->has_save = false;
}

bool cs_app_save_unreadable(cs_app *a, const char *path, int line, int column, const char *why)
{
    cs_error e;
    char reason[320], aside[1100];
    size_t path_len = strlen(path);
    struct stat st;
    if (strncmp(why, path, path_len) == 0 && strncmp(why + path_len, ": ", 2) == 0)
        why += path_len + 2; /* the file is named anyway */
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        why = "it is a folder, not a file";
    cs_error_set(&e, CS_ERR_RECORD, line, column, "%s", why);
    cs_error_format(&e, reason, sizeof reason);
    const char *slash = strrchr(path, '/');
    const char *name = slash ? slash + 1 : path;
    int dir_len = slash ? (int)(slash - path) : 1;
    const char *dir = slash ? path : ".";
    char where[64] = "";
    if (line > 0 && column > 0)
        snprintf(where, sizeof where, "Line %d, column %d: ", line, column);
    else if (line > 0)
        snprintf(where, sizeof where, "Line %d: ", line);
    /* Moved aside, never deleted, and never over an earlier one:
     * NAME.unreadable, then NAME.unreadable-2, ... */
    int rc = cs_aside_keep(path, aside, sizeof aside);
    if (rc == 0) {
        const char *aside_name = strrchr(aside, '/') ? strrchr(aside, '/') + 1 : aside;
        fprintf(stderr, "cityscape: the saved game %s cannot be continued: %s (moved to %s)\n",
                path, reason, aside);
        cs_app_notice(a, "This saved game could not be continued\nFile: %s\n%s%s\n"
                      "Kept as: %s\nIn: %.*s\nA new game is saved afresh: the damaged file is "
                      "never overwritten.", name, where, why, aside_name, dir_len, dir);
        return true;
    }
    fprintf(stderr, "cityscape: the saved game %s cannot be continued: %s (and could not be "
                    "moved aside: %s)\n", path, reason, strerror(rc));
    cs_app_notice(a, "This saved game could not be continued\nFile: %s\n%s%s\nIn: %.*s\n"
                  "It could not be moved aside (%s): Continue stays off until it is mended "
                  "or moved.", name, where, why, dir_len, dir, strerror(rc));
    return false;
}

/* ---- Computer players. */

static void drive_computer(cs_app *a)
{
    const cs_game *g = &a->flow.match.game;
    int p = cs_flow_to_move(&a->flow);
    bool computer = cs_flow_computer_to_move(&a->flow);
    if (a->job && (!computer || p != a->job_player)) {
        cs_app_cancel_jobs(a); /* undo, quit to title, new game */
        return;
    }
    if (!computer)
        return;
    cs_move fixed;
    if (a->lesson.active && cs_tutorial_computer_move(g->board.nplaced, &fixed)) {
        float from[3]; /* the lesson's move, from the supply as drawn */
        cs_app_supply_top(a, fixed.height, from);
        cs_flow_place(&a->flow, fixed, from, NULL);
        a->redraw = true;
        return;
    }
    cs_move m;
    if (!a->job) {
        a->job = start_move_job(a, ai_params(a, p), p, &m);
        a->job_player = p;
    }
    if (a->job) {
        if (!a->script && !eg_job_poll(a->job))
            return;
        m = join_move_job(a->job);
        a->job = NULL;
    }
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

/* ---- The lesson (tutorial.h). */

static cs_tutorial_at lesson_at(const cs_flow *f)
{
    switch (cs_flow_game_screen(f)) {
    case CS_SCREEN_GOALS: return CS_TUT_AT_GOALS;
    case CS_SCREEN_BUILD: return CS_TUT_AT_BUILD;
    case CS_SCREEN_REVEAL: return CS_TUT_AT_REVEAL;
    case CS_SCREEN_SUMMARY: return CS_TUT_AT_SUMMARY;
    default: return CS_TUT_AT_OTHER;
    }
}

void cs_app_lesson_start(cs_app *a)
{
    cs_app_cancel_jobs(a);
    cs_flow *f = &a->flow;
    /* The lesson's players, kept apart from what the setup screen holds. */
    cs_match_setup keep = f->setup;
    bool keep_random = f->random_first;
    f->setup = cs_tutorial_setup();
    f->random_first = false;
    cs_tutorial_start(&a->lesson); /* first: nothing of it is saved */
    f->computer_goals = computer_goals;
    f->computer_goals_ctx = a;
    cs_error err;
    cs_errcode rc = cs_flow_start(f, &err);
    f->setup = keep;
    f->random_first = keep_random;
    f->dirty = false;
    if (rc != CS_OK) {
        a->lesson.active = false;
        char msg[256];
        cs_error_format(&err, msg, sizeof msg);
        cs_app_toast(a, "Cannot start the lesson: %s", msg);
        return;
    }
    cs_tutorial_draft(f->draft);
    memset(&a->held, 0, sizeof a->held);
    a->selected_height = 0;
    a->cursor_lot = -1;
    a->show_moves = false;
    a->show_heights = false;
}

void cs_app_lesson_end(cs_app *a, cs_screen screen)
{
    if (!a->lesson.active)
        return;
    cs_app_cancel_jobs(a);
    memset(&a->lesson, 0, sizeof a->lesson);
    cs_flow *f = &a->flow;
    memset(&f->drop, 0, sizeof f->drop); /* nothing lands on the title */
    f->curtain_in = 0.0f;
    f->dirty = false;
    f->has_match = false; /* Continue loads the saved game, untouched */
    cs_flow_leave(f);
    if (screen != CS_SCREEN_TITLE)
        cs_flow_show(f, screen);
    memset(&a->held, 0, sizeof a->held);
    a->selected_height = 0;
    a->cursor_lot = -1;
    a->redraw = true;
}

/* The city the lesson starts from is built at once after the goals; then
 * its steps go on as the game does. */
static void drive_lesson(cs_app *a)
{
    cs_flow *f = &a->flow;
    if (!a->lesson.active)
        return;
    if (f->screen == CS_SCREEN_BUILD && f->match.game.phase == CS_PHASE_BUILDING &&
        f->match.game.board.nplaced == 0) {
        const cs_move *moves;
        int n = cs_tutorial_prebuilt(&moves);
        cs_error err;
        for (int i = 0; i < n; i++)
            if (cs_flow_place_now(f, moves[i], &err) != CS_OK) {
                fprintf(stderr, "cityscape: the lesson's city: %s\n", err.msg);
                break;
            }
        a->redraw = true;
    }
    int step = a->lesson.step;
    cs_tutorial_update(&a->lesson, lesson_at(f), f->match.game.board.nplaced);
    if (a->lesson.step != step)
        a->redraw = true;
}

void cs_app_drive_players(cs_app *a)
{
    drive_goals(a);
    drive_computer(a);
    drive_hint(a);
    drive_lesson(a);
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
    return a->flow.has_match ? cs_match_last_lot(&a->flow.match) : -1;
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
        scene->top_glow_lot = last, scene->top_glow = CS_LAST_MOVE_GLOW; /* the last move */
    bool building = cs_flow_game_screen(f) == CS_SCREEN_BUILD && !f->drop.active;
    const cs_tutorial_step *step = cs_tutorial_current(&a->lesson);
    for (int lot = 0; step && building && lot < CS_LOTS; lot++)
        if ((step->lit >> lot) & 1u) /* what the lesson's note speaks of */
            scene->lot_glow[lot] = CS_LESSON_GLOW;
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
    cs_move asked; /* the lesson's placement: its lot and its block, lit */
    if (building && cs_tutorial_asked(&a->lesson, &asked) && cs_flow_human_to_move(f)) {
        if (!a->held.active && a->cursor_lot < 0)
            scene->highlight_lot = asked.lot;
        if (!a->held.active && !a->selected_height)
            scene->supply_lit = asked.height;
    }
    if (hand && board->supply[hand] > 0)
        board->supply[hand]--; /* the block in the hand or in the air */
}
