/* SPDX-License-Identifier: MIT */
/* flow.c - screens, curtains, drops and the reveal (see flow.h). */
#include "flow.h"

#include <stdio.h>
#include <string.h>

const char *cs_flow_screen_name(cs_screen s)
{
    static const char *const names[] = {"title", "setup",  "rules",       "settings", "pass",
                                        "goals", "build",  "reveal",      "summary",  "final",
                                        "games", "table-setup", "table", "menu"};
    return (unsigned)s < sizeof names / sizeof names[0] ? names[s] : "?";
}

/* ---- Small helpers. */

static uint32_t next_random(cs_flow *f)
{
    /* xorshift32: deterministic for a seed, good enough for dice. */
    uint32_t x = f->seed ? f->seed : 0x9e3779b9u;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    f->seed = x;
    return x;
}

static float clampf(float x, float lo, float hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

static float scaled(const cs_flow *f, float seconds)
{
    return f->prefs.anim_speed > 0.0f ? seconds / f->prefs.anim_speed : 0.0f;
}

void cs_flow_init(cs_flow *f, uint32_t seed)
{
    memset(f, 0, sizeof *f);
    f->seed = seed;
    f->screen = CS_SCREEN_TITLE;
    f->back = CS_SCREEN_TITLE;
    f->paused = CS_SCREEN_TITLE;
    f->viewer = -1;
    f->prefs.anim_speed = 1.0f;
    f->prefs.practice_aid = true;
    f->prefs.tint = true;
    f->prefs.numbers = true;
    f->setup = cs_match_setup_default(2);
    f->setup.ctrl[1] = CS_CTRL_MEDIUM;
    f->random_first = false;
}

void cs_flow_free(cs_flow *f)
{
    cs_match_free(&f->match);
    f->has_match = false;
}

/* ---- Moving between screens. */

static bool needs_curtain(const cs_flow *f, int player)
{
    return cs_match_humans(&f->match) >= 2 && f->viewer != player;
}

/* The only human, when there is one: they always hold the computer. */
static int sole_human(const cs_match *m)
{
    if (cs_match_humans(m) != 1)
        return -1;
    for (int p = 0; p < m->game.cfg.nplayers; p++)
        if (cs_match_is_human(m, p))
            return p;
    return -1;
}

static void random_goals(cs_flow *f, uint8_t codes[CS_LINES])
{
    for (int i = 0; i < CS_LINES; i++)
        codes[i] = (uint8_t)(1 + next_random(f) % 6);
}

static void set_computer_goals(cs_flow *f)
{
    cs_match *m = &f->match;
    for (int p = 0; p < m->game.cfg.nplayers; p++) {
        if (cs_match_is_human(m, p))
            continue;
        cs_seat seats[2];
        int n = cs_player_seats(&m->game, p, seats);
        for (int i = 0; i < n; i++) {
            if (m->game.seats_set & (1u << seats[i]))
                continue;
            uint8_t codes[CS_LINES];
            if (f->computer_goals)
                f->computer_goals(f->computer_goals_ctx, &m->game, p, seats[i], codes);
            else
                random_goals(f, codes);
            if (cs_match_set_goals(m, p, seats[i], codes, NULL) == CS_OK)
                f->dirty = true;
        }
    }
}

static void start_reveal(cs_flow *f)
{
    memset(&f->reveal, 0, sizeof f->reveal);
    eg_reveal_step all[EG_MAX_REVEAL_STEPS];
    int n = cs_match_reveal(&f->match, all);
    f->reveal.nsteps = n < CS_SEATS * CS_LINES ? n : CS_SEATS * CS_LINES;
    memcpy(f->reveal.steps, all, (size_t)f->reveal.nsteps * sizeof all[0]);
    f->reveal.line = -1; /* the camera travels to the first edge */
    f->screen = CS_SCREEN_REVEAL;
    if (f->prefs.anim_speed <= 0.0f)
        cs_flow_skip(f);
}

cs_errcode cs_flow_computer_goals(cs_flow *f, int player, cs_seat seat,
                                  const uint8_t codes[CS_LINES], cs_error *err)
{
    cs_match *m = &f->match;
    if (!f->has_match || cs_match_is_human(m, player))
        return cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0,
                            "player %d is not a computer player of this game", player + 1);
    cs_errcode rc = cs_match_set_goals(m, player, seat, codes, err);
    if (rc == CS_OK)
        f->dirty = true;
    return rc;
}

/* The first human who has yet to set goals, or -1. */
static int human_goal_setter(const cs_match *m)
{
    for (int p = 0; p < m->game.cfg.nplayers; p++)
        if (cs_match_is_human(m, p) && !cs_game_player_goals_done(&m->game, p))
            return p;
    return -1;
}

/* After any change: which screen comes next. */
static void advance(cs_flow *f)
{
    cs_match *m = &f->match;
    if (m->game.phase == CS_PHASE_GOALS) {
        /* The humans first: the computer players' goals are worked out
         * meanwhile (the caller's jobs) and asked for once they are done. */
        int p = human_goal_setter(m);
        if (p < 0) {
            set_computer_goals(f);
            p = cs_match_goal_setter(m);
        }
        if (p >= 0) {
            f->player = p;
            memset(f->draft, 0, sizeof f->draft);
            f->screen = needs_curtain(f, p) ? CS_SCREEN_PASS : CS_SCREEN_GOALS;
            if (f->screen == CS_SCREEN_GOALS)
                f->viewer = p;
            return;
        }
    }
    if (m->game.phase == CS_PHASE_BUILDING) {
        int mover = cs_game_to_move(&m->game);
        if (cs_match_is_human(m, mover) && needs_curtain(f, mover)) {
            f->player = mover;
            f->screen = CS_SCREEN_PASS;
        } else {
            if (cs_match_is_human(m, mover))
                f->viewer = mover;
            f->screen = CS_SCREEN_BUILD;
        }
        return;
    }
    if (m->game.phase == CS_PHASE_SCORED || m->game.phase == CS_PHASE_GAME_OVER)
        start_reveal(f);
}

static void begin_match(cs_flow *f)
{
    f->has_match = true;
    f->paused = CS_SCREEN_TITLE;
    f->viewer = sole_human(&f->match);
    f->undo_open = false;
    f->peek = false;
    memset(&f->drop, 0, sizeof f->drop);
    f->curtain_in = 0.0f;
    f->dirty = true;
    advance(f);
}

cs_errcode cs_flow_start(cs_flow *f, cs_error *err)
{
    cs_match_setup s = f->setup;
    f->match_seed = next_random(f);
    if (f->random_first && s.cfg.nplayers > 0)
        s.cfg.first_player = (uint8_t)(next_random(f) % s.cfg.nplayers);
    s.seed = f->match_seed;
    cs_errcode rc = cs_match_new(&f->match, &s, err);
    if (rc == CS_OK)
        begin_match(f);
    return rc;
}

cs_errcode cs_flow_rematch(cs_flow *f, cs_error *err)
{
    if (!f->has_match)
        return cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0, "no game to play again");
    cs_match_setup s;
    memset(&s, 0, sizeof s);
    s.cfg = f->match.game.cfg;
    for (int p = 0; p < s.cfg.nplayers; p++) {
        s.ctrl[p] = f->match.ctrl[p];
        snprintf(s.name[p], sizeof s.name[p], "%s", cs_match_name(&f->match, p));
    }
    f->setup = s;
    return cs_flow_start(f, err);
}

cs_errcode cs_flow_resume(cs_flow *f, const struct eg_record *rec, cs_error *err)
{
    cs_errcode rc = cs_match_from_record(&f->match, rec, err);
    if (rc != CS_OK)
        return rc;
    f->match_seed = (uint32_t)cs_match_seed(&f->match);
    begin_match(f);
    f->dirty = false;
    /* A saved round that was already scored resumes at its summary. */
    if (f->screen == CS_SCREEN_REVEAL)
        cs_flow_skip(f);
    return CS_OK;
}

void cs_flow_show(cs_flow *f, cs_screen screen)
{
    if (screen == CS_SCREEN_RULES || screen == CS_SCREEN_SETTINGS) {
        if (f->screen != CS_SCREEN_RULES && f->screen != CS_SCREEN_SETTINGS)
            f->back = f->screen;
    }
    f->screen = screen;
}

void cs_flow_back(cs_flow *f)
{
    f->screen = f->back;
    f->back = CS_SCREEN_TITLE;
}

/* ---- The in-game menu. */

cs_screen cs_flow_game_screen(const cs_flow *f)
{
    bool over = f->screen == CS_SCREEN_MENU || f->screen == CS_SCREEN_RULES ||
                f->screen == CS_SCREEN_SETTINGS;
    return over && f->paused != CS_SCREEN_TITLE ? f->paused : f->screen;
}

static void land(cs_flow *f);

bool cs_flow_open_menu(cs_flow *f)
{
    if (!f->has_match)
        return false;
    switch (f->screen) {
    case CS_SCREEN_PASS:
    case CS_SCREEN_GOALS:
    case CS_SCREEN_BUILD:
    case CS_SCREEN_REVEAL:
    case CS_SCREEN_SUMMARY:
        break;
    default:
        return false;
    }
    if (f->drop.active)
        land(f); /* the block lands now: its move is saved, not lost */
    if (f->curtain_in > 0.0f) { /* and the curtain does not wait behind the menu */
        f->curtain_in = 0.0f;
        f->screen = CS_SCREEN_PASS;
    }
    f->paused = f->screen;
    f->screen = CS_SCREEN_MENU;
    f->peek = false;
    return true;
}

void cs_flow_close_menu(cs_flow *f)
{
    if (f->screen != CS_SCREEN_MENU || f->paused == CS_SCREEN_TITLE)
        return;
    f->screen = f->paused;
    f->paused = CS_SCREEN_TITLE;
}

void cs_flow_leave(cs_flow *f)
{
    f->paused = CS_SCREEN_TITLE;
    f->back = CS_SCREEN_TITLE;
    f->screen = CS_SCREEN_TITLE;
}

bool cs_flow_leaving_loses(const cs_flow *f)
{
    if (cs_flow_game_screen(f) != CS_SCREEN_GOALS)
        return false;
    for (int seat = 0; seat < CS_SEATS; seat++)
        for (int l = 0; l < CS_LINES; l++)
            if (f->draft[seat][l])
                return true;
    return false;
}

void cs_flow_take_device(cs_flow *f)
{
    if (f->screen != CS_SCREEN_PASS)
        return;
    f->viewer = f->player;
    f->undo_open = false; /* the next player has acted */
    f->peek = false;
    f->screen = f->match.game.phase == CS_PHASE_GOALS ? CS_SCREEN_GOALS : CS_SCREEN_BUILD;
}

/* ---- Goal setting. */

static bool player_holds(const cs_flow *f, cs_seat seat)
{
    return (unsigned)seat < CS_SEATS && f->match.game.seat_owner[seat] == f->player;
}

void cs_flow_goal_set(cs_flow *f, cs_seat seat, int line, int code)
{
    if (f->screen != CS_SCREEN_GOALS || !player_holds(f, seat) || line < 0 ||
        line >= CS_LINES || code < 1 || code > 6)
        return;
    f->draft[seat][line] = (uint8_t)code;
}

void cs_flow_goal_cycle(cs_flow *f, cs_seat seat, int line, int step)
{
    if (f->screen != CS_SCREEN_GOALS || !player_holds(f, seat) || line < 0 || line >= CS_LINES)
        return;
    int code = f->draft[seat][line];
    code = code == 0 ? (step > 0 ? 1 : 6) : ((code - 1 + step) % 6 + 6) % 6 + 1;
    f->draft[seat][line] = (uint8_t)code;
}

bool cs_flow_goals_ready(const cs_flow *f)
{
    if (f->screen != CS_SCREEN_GOALS)
        return false;
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (player_holds(f, (cs_seat)seat))
            for (int l = 0; l < CS_LINES; l++)
                if (f->draft[seat][l] == 0)
                    return false;
    return true;
}

cs_errcode cs_flow_goals_confirm(cs_flow *f, cs_error *err)
{
    if (!cs_flow_goals_ready(f))
        return cs_error_set(err, CS_ERR_GOALS_NOT_SET, 0, 0,
                            "set a goal on every die before you confirm");
    /* All the player's seats or none: judged on a copy of the game first. */
    cs_game g = f->match.game;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (!player_holds(f, (cs_seat)seat))
            continue;
        cs_errcode rc = cs_game_set_goals(&g, f->player, (cs_seat)seat, f->draft[seat], err);
        if (rc != CS_OK)
            return rc;
    }
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (!player_holds(f, (cs_seat)seat))
            continue;
        cs_errcode rc =
            cs_match_set_goals(&f->match, f->player, (cs_seat)seat, f->draft[seat], err);
        if (rc != CS_OK)
            return rc;
    }
    f->dirty = true;
    advance(f);
    return CS_OK;
}

/* ---- Building. */

int cs_flow_to_move(const cs_flow *f)
{
    if (!f->has_match || f->screen != CS_SCREEN_BUILD || f->drop.active || f->curtain_in > 0.0f)
        return -1;
    return cs_game_to_move(&f->match.game);
}

bool cs_flow_human_to_move(const cs_flow *f)
{
    int p = cs_flow_to_move(f);
    return p >= 0 && cs_match_is_human(&f->match, p);
}

bool cs_flow_computer_to_move(const cs_flow *f)
{
    int p = cs_flow_to_move(f);
    return p >= 0 && !cs_match_is_human(&f->match, p);
}

cs_errcode cs_flow_can_place(const cs_flow *f, cs_move m, cs_error *err)
{
    int p = cs_flow_to_move(f);
    if (p < 0)
        return cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0, "no placement is awaited now");
    cs_game g = f->match.game;
    return cs_game_place(&g, p, m, err);
}

static void land(cs_flow *f)
{
    cs_flow_drop d = f->drop;
    memset(&f->drop, 0, sizeof f->drop);
    if (cs_match_place(&f->match, d.player, d.move, NULL) != CS_OK)
        return; /* checked when the drop began; the match is unchanged */
    f->dirty = true;
    f->undo_open = cs_match_is_human(&f->match, d.player);
    advance(f);
    /* The curtain waits a moment: the block is seen resting where it
     * landed before the board is hidden. */
    float wait = scaled(f, CS_CURTAIN_WAIT_S);
    if (f->screen == CS_SCREEN_PASS && f->match.game.phase == CS_PHASE_BUILDING && wait > 0.0f) {
        f->screen = CS_SCREEN_BUILD;
        f->curtain_in = wait;
    }
}

cs_errcode cs_flow_place(cs_flow *f, cs_move m, const float from[3], cs_error *err)
{
    cs_errcode rc = cs_flow_can_place(f, m, err);
    if (rc != CS_OK)
        return rc;
    int p = cs_flow_to_move(f);
    f->drop.active = true;
    f->drop.move = m;
    f->drop.player = p;
    f->drop.t = 0.0f;
    f->drop.duration = scaled(f, cs_match_is_human(&f->match, p) ? CS_DROP_S : CS_COMPUTER_MOVE_S);
    f->drop.has_from = from != NULL;
    if (from)
        memcpy(f->drop.from, from, sizeof f->drop.from);
    if (f->drop.duration <= 0.0f)
        land(f);
    return CS_OK;
}

cs_errcode cs_flow_place_now(cs_flow *f, cs_move m, cs_error *err)
{
    cs_errcode rc = cs_flow_can_place(f, m, err);
    if (rc != CS_OK)
        return rc;
    int p = cs_flow_to_move(f);
    memset(&f->drop, 0, sizeof f->drop);
    f->drop.active = true;
    f->drop.move = m;
    f->drop.player = p;
    land(f);
    return CS_OK;
}

bool cs_flow_can_undo(const cs_flow *f)
{
    if (!f->has_match || f->drop.active || f->curtain_in > 0.0f)
        return false;
    if (f->screen != CS_SCREEN_BUILD && f->screen != CS_SCREEN_PASS)
        return false;
    if (f->match.game.phase != CS_PHASE_BUILDING || !cs_match_can_undo(&f->match))
        return false;
    return cs_match_humans(&f->match) == 1 || f->undo_open;
}

int cs_flow_undo(cs_flow *f, cs_error *err)
{
    if (!cs_flow_can_undo(f)) {
        cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0, "nothing to undo now");
        return 0;
    }
    int n = cs_match_undo(&f->match, err);
    if (n > 0) {
        f->dirty = true;
        /* The player who undid keeps the computer: no curtain for them. */
        int mover = cs_game_to_move(&f->match.game);
        if (cs_match_is_human(&f->match, mover))
            f->viewer = mover;
        f->undo_open = false;
        advance(f);
    }
    return n;
}

/* ---- Reveal, summary, final. */

int cs_flow_reveal_order(const cs_flow *f, cs_seat out[CS_SEATS])
{
    int n = 0;
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (f->match.game.seat_owner[seat] != CS_NO_PLAYER)
            out[n++] = (cs_seat)seat;
    return n;
}

/* The table's reveal step of a seat's line, or NULL. */
static const eg_reveal_step *step_of(const cs_flow *f, cs_seat seat, int line)
{
    cs_seat order[CS_SEATS];
    int n = cs_flow_reveal_order(f, order);
    for (int i = 0; i < n; i++)
        if (order[i] == seat && i * CS_LINES + line < f->reveal.nsteps)
            return &f->reveal.steps[i * CS_LINES + line];
    return NULL;
}

static void turn_die(cs_flow *f, cs_seat seat, int line)
{
    if (f->reveal.turned[seat] & (1u << line))
        return;
    f->reveal.turned[seat] |= (uint8_t)(1u << line);
    const eg_reveal_step *st = step_of(f, seat, line);
    if (st && st->player >= 0 && st->player < CS_MAX_PLAYERS)
        f->reveal.shown_points[st->player] += st->points;
}

void cs_flow_skip(cs_flow *f)
{
    if (f->screen != CS_SCREEN_REVEAL)
        return;
    cs_seat order[CS_SEATS];
    int n = cs_flow_reveal_order(f, order);
    for (int i = 0; i < n; i++)
        for (int l = 0; l < CS_LINES; l++)
            turn_die(f, order[i], l);
    f->reveal.seat_index = n;
    f->screen = CS_SCREEN_SUMMARY;
}

void cs_flow_continue(cs_flow *f)
{
    if (f->screen == CS_SCREEN_SUMMARY) {
        if (f->match.game.phase == CS_PHASE_GAME_OVER) {
            f->screen = CS_SCREEN_FINAL;
            return;
        }
        if (cs_match_next_round(&f->match, NULL) == CS_OK) {
            f->dirty = true;
            f->viewer = sole_human(&f->match);
            advance(f);
        }
    } else if (f->screen == CS_SCREEN_FINAL) {
        f->has_match = false;
        f->screen = CS_SCREEN_TITLE;
    }
}

static bool tick_reveal(cs_flow *f, float dt)
{
    cs_flow_reveal *r = &f->reveal;
    cs_seat order[CS_SEATS];
    int n = cs_flow_reveal_order(f, order);
    if (f->prefs.anim_speed <= 0.0f) {
        cs_flow_skip(f);
        return false;
    }
    r->t += dt * f->prefs.anim_speed;
    for (;;) {
        if (r->seat_index >= n) {
            f->screen = CS_SCREEN_SUMMARY;
            return false;
        }
        /* Per seat: the camera travels (line -1), each die turns (0..3),
         * then the seat's four lines stay lit and explained (line 4)
         * before the next edge. */
        float step = r->line < 0          ? CS_REVEAL_SEAT_S
                     : r->line < CS_LINES ? CS_REVEAL_DIE_S
                                          : CS_REVEAL_HOLD_S;
        if (r->t < step)
            return true;
        r->t -= step;
        if (r->line >= 0 && r->line < CS_LINES)
            turn_die(f, order[r->seat_index], r->line);
        if (++r->line > CS_LINES) {
            r->seat_index++;
            r->line = -1;
        }
    }
}

bool cs_flow_tick(cs_flow *f, float dt)
{
    if (cs_flow_game_screen(f) != f->screen)
        return false; /* the in-game menu stops the clock */
    if (f->drop.active) {
        f->drop.t += dt;
        if (f->drop.t >= f->drop.duration)
            land(f);
        return true;
    }
    if (f->curtain_in > 0.0f) {
        f->curtain_in -= dt;
        if (f->curtain_in <= 0.0f) {
            f->curtain_in = 0.0f;
            f->screen = CS_SCREEN_PASS;
        }
        return true;
    }
    if (f->screen == CS_SCREEN_REVEAL)
        return tick_reveal(f, dt);
    return false;
}

/* ---- What may be seen. */

bool cs_flow_seat_face_up(const cs_flow *f, cs_seat seat)
{
    if (!f->has_match)
        return false;
    const cs_game *g = &f->match.game;
    int owner = g->seat_owner[seat];
    cs_screen screen = cs_flow_game_screen(f);
    if (owner == CS_NO_PLAYER)
        return false;
    if (screen == CS_SCREEN_SUMMARY || screen == CS_SCREEN_FINAL)
        return true;
    if (screen == CS_SCREEN_REVEAL)
        return false; /* turned by the reveal: see cs_flow_die_flip */
    if (screen == CS_SCREEN_PASS || owner != f->viewer || !cs_match_is_human(&f->match, owner))
        return false;
    return cs_match_humans(&f->match) == 1 || f->peek;
}

float cs_flow_die_flip(const cs_flow *f, cs_seat seat, int line)
{
    cs_screen screen = cs_flow_game_screen(f);
    if (screen == CS_SCREEN_SUMMARY || screen == CS_SCREEN_FINAL)
        return 180.0f;
    if (screen != CS_SCREEN_REVEAL)
        return 0.0f;
    if (f->reveal.turned[seat] & (1u << line))
        return 180.0f;
    cs_seat order[CS_SEATS];
    int n = cs_flow_reveal_order(f, order);
    if (f->reveal.seat_index < n && order[f->reveal.seat_index] == seat &&
        f->reveal.line == line) {
        float u = clampf(f->reveal.t / (0.45f * CS_REVEAL_DIE_S), 0.0f, 1.0f);
        return 180.0f * (u * u * (3.0f - 2.0f * u));
    }
    return 0.0f;
}

float cs_flow_lot_glow(const cs_flow *f, int lot)
{
    if (cs_flow_game_screen(f) != CS_SCREEN_REVEAL)
        return 0.0f;
    cs_seat order[CS_SEATS];
    int n = cs_flow_reveal_order(f, order);
    if (f->reveal.seat_index >= n)
        return 0.0f;
    cs_seat seat = order[f->reveal.seat_index];
    float glow = 0.0f;
    for (int l = 0; l < CS_LINES; l++) {
        bool current = f->reveal.line == l && f->reveal.t >= 0.45f * CS_REVEAL_DIE_S;
        bool done = (f->reveal.turned[seat] & (1u << l)) != 0;
        const eg_reveal_step *st = step_of(f, seat, l);
        /* A line that scored lights the lots that count for it. */
        if ((!current && !done) || !st || st->points == 0 || !((st->light[0] >> lot) & 1u))
            continue;
        glow = current ? 1.0f : (glow > 0.45f ? glow : 0.45f);
    }
    return glow;
}

cs_seat cs_flow_camera_seat(const cs_flow *f)
{
    if (!f->has_match)
        return CS_S;
    const cs_game *g = &f->match.game;
    cs_screen screen = cs_flow_game_screen(f);
    if (screen == CS_SCREEN_REVEAL) {
        cs_seat order[CS_SEATS];
        int n = cs_flow_reveal_order(f, order);
        return order[f->reveal.seat_index < n ? f->reveal.seat_index : n - 1];
    }
    int p = screen == CS_SCREEN_BUILD ? cs_game_to_move(g) : f->player;
    if (screen == CS_SCREEN_BUILD && f->drop.active)
        p = f->drop.player;
    if (screen == CS_SCREEN_BUILD && !cs_match_is_human(&f->match, p) && f->viewer >= 0)
        p = f->viewer; /* the human keeps their view while the computer moves */
    cs_seat seats[2];
    return cs_player_seats(g, p < 0 ? 0 : p, seats) > 0 ? seats[0] : CS_S;
}
