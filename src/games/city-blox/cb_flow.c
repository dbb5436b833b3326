/* SPDX-License-Identifier: MIT */
/* cb_flow.c - a game of City Blox from setup to the last place: rounds, the
 * order of picks, event cards, and the tasks events and penalties leave.
 * Rules "How to play" and RULINGS.md "A round", "Events", "The end". */
#include "cb_internal.h"

#include <string.h>

const char *cb_event_name(int ev)
{
    static const char *const NAME[CB_EVENTS] = {
        "Faulty construction", "Water leakage", "Happy birthday", "Double up",
        "Building approved",   "Lunch break",   "Exchange building blocks", "Recycle",
        "Additional grant",    "Thunderstorm",  "Donation",      "Hurricane"};
    return ev >= 0 && ev < CB_EVENTS ? NAME[ev] : "?";
}

static void start_round(cb_state *s);

/* ---- Setup. */

void cb_params_default(cb_params *p, int nplayers)
{
    memset(p, 0, sizeof *p);
    p->nplayers = (uint8_t)(nplayers < 2 ? 2 : nplayers > 4 ? 4 : nplayers);
    p->level = CB_LEVEL_1;
    p->trio[0] = CB_HOUSE;
    p->trio[1] = CB_SCHOOL;
    p->trio[2] = CB_MARKET;
    p->first = -1;
}

int cb_params_check(const cb_params *p, eg_error *err)
{
    if (p->nplayers < 2 || p->nplayers > 4)
        return eg_error_set(err, CB_ERR_BAD_PARAM, 0, "players: %d is not 2..4", p->nplayers);
    if (p->level > CB_LEVEL_2B)
        return eg_error_set(err, CB_ERR_BAD_PARAM, 0, "level: not 1, 1b, 2 or 2b");
    if (p->first < -1 || p->first >= p->nplayers)
        return eg_error_set(err, CB_ERR_BAD_PARAM, 0, "first: player %d is not in a %d-player game",
                            p->first + 1, p->nplayers);
    for (int q = 0; q < CB_PLOTS; q++)
        if (p->trio[q] > CB_MARKET)
            return eg_error_set(err, CB_ERR_BAD_PARAM, 0, "trio: plot %d has no card kind", q + 1);
    bool standard = p->trio[0] == CB_HOUSE && p->trio[1] == CB_SCHOOL && p->trio[2] == CB_MARKET;
    if (!standard && p->level != CB_LEVEL_1B)
        return eg_error_set(err, CB_ERR_BAD_PARAM, 0,
                            "trio: only Level 1B plays another trio than house, school, market");
    return CB_OK;
}

int cb_new_game(const cb_params *p, uint64_t seed, cb_state *s, eg_error *err)
{
    int rc = cb_params_check(p, err);
    if (rc)
        return rc;
    memset(s, 0, sizeof *s);
    s->p = *p;
    s->look = -1;
    eg_rng_seed(&s->rng, seed);
    memcpy(s->supply, cb_kind_count, sizeof s->supply);
    /* Each plot gets a card of its kind, all different: deal from a shuffled
     * stack per kind. */
    uint8_t stack[CB_CARD_KINDS][CB_CARDS_PER_KIND], top[CB_CARD_KINDS] = {0, 0, 0};
    for (int k = 0; k < CB_CARD_KINDS; k++) {
        for (int i = 0; i < CB_CARDS_PER_KIND; i++)
            stack[k][i] = (uint8_t)(k * CB_CARDS_PER_KIND + i);
        eg_rng_shuffle_u8(&s->rng, stack[k], CB_CARDS_PER_KIND);
    }
    for (int pl = 0; pl < p->nplayers; pl++)
        for (int q = 0; q < CB_PLOTS; q++) {
            int k = p->trio[q];
            s->card[pl][q] = stack[k][top[k]++];
        }
    s->selector = p->first >= 0 ? (uint8_t)p->first : (uint8_t)eg_rng_below(&s->rng, p->nplayers);
    for (int pl = 0; pl < CB_MAX_PLAYERS; pl++)
        s->place[pl] = -1;
    s->deck_left = (1u << CB_EVENTS) - 1;
    s->last_event = s->last_drawer = s->last_target = -1;
    start_round(s);
    unsigned flags = 0;
    cb_advance(s, &flags);
    return CB_OK;
}

/* ---- Tasks: what events and penalties leave to decide, first in front. */

void cb_push_back(cb_state *s, cb_task t)
{
    if (s->ntasks < CB_TASKS)
        s->tasks[s->ntasks++] = t;
}

void cb_push_front(cb_state *s, cb_task t)
{
    if (s->ntasks >= CB_TASKS)
        return;
    memmove(&s->tasks[1], &s->tasks[0], sizeof s->tasks[0] * s->ntasks);
    s->tasks[0] = t;
    s->ntasks++;
}

void cb_pop_task(cb_state *s)
{
    memmove(&s->tasks[0], &s->tasks[1], sizeof s->tasks[0] * (size_t)(s->ntasks - 1));
    s->ntasks--;
}

static cb_task task(int kind, int player, int arg)
{
    cb_task t = {(uint8_t)kind, (uint8_t)player, (uint8_t)arg, 0};
    return t;
}

int cb_next_active(const cb_state *s, int player)
{
    for (int i = 1; i <= s->p.nplayers; i++) {
        int q = (player + i) % s->p.nplayers;
        if (cb_player_active(s, q))
            return q;
    }
    return -1;
}

/* A brick of player that events may take: on an unfinished plot, and not
 * holding up a second-level brick alone. only: a kind, or -1 for any;
 * red_green: 2x3 or 2x4 only. */
static bool has_takeable(const cb_state *s, int player, int only, bool red_green)
{
    for (int i = 0; i < s->nplaced; i++) {
        int pl = s->placed[i].plot / CB_PLOTS, q = s->placed[i].plot % CB_PLOTS;
        int k = cb_shape_kind(s->placed[i].b.shape);
        if (pl != player || !cb_plot_unfinished(s, pl, q) || !cb_removable(s, i))
            continue;
        if ((only < 0 || k == only) && (!red_green || k == CB_2X3 || k == CB_2X4))
            return true;
    }
    return false;
}

static bool other_active(const cb_state *s, int player)
{
    for (int q = 0; q < s->p.nplayers; q++)
        if (q != player && cb_player_active(s, q))
            return true;
    return false;
}

bool cb_task_dead(const cb_state *s, const cb_task *t)
{
    switch (t->kind) {
    case CB_T_PLACE:
        return false; /* returning is always possible */
    case CB_T_GAIN:
        return !cb_player_active(s, t->player) || cb_supply_empty(s);
    case CB_T_LOSE:
        return !has_takeable(s, t->player, t->arg ? CB_2X2 : -1, false);
    case CB_T_PAY:
        for (int i = 0; i < s->nplaced; i++)
            if (s->placed[i].plot == cb_plot_id(t->player, t->arg))
                return false;
        return true;
    case CB_T_GIVE:
        return !other_active(s, t->player);
    case CB_T_SWAP:
        if (!has_takeable(s, t->player, -1, false))
            return true;
        for (int q = 0; q < s->p.nplayers; q++)
            if (q != t->player && has_takeable(s, q, -1, false))
                return false;
        return true;
    case CB_T_RECYCLE:
        return !has_takeable(s, t->player, -1, true);
    default:
        return true;
    }
}

/* ---- Events: drawn at the end of a round, one per plot completed. */

static void draw_event(cb_state *s, int drawer, unsigned *flags)
{
    if (s->deck_left == 0) /* used cards are shuffled back */
        s->deck_left = (1u << CB_EVENTS) - 1;
    int n = __builtin_popcount(s->deck_left), k = (int)eg_rng_below(&s->rng, (uint32_t)n);
    int ev = 0;
    for (unsigned m = s->deck_left;; m &= m - 1)
        if (k-- == 0) {
            ev = __builtin_ctz(m);
            break;
        }
    s->deck_left &= (uint16_t)~(1u << ev);
    s->last_event = (int8_t)ev;
    s->last_drawer = (int8_t)drawer;
    s->last_target = -1;
    memset(s->effect, 0, sizeof s->effect);
    *flags |= EG_MOVE_CHANCE | EG_MOVE_REVEALS;
    int np = s->p.nplayers;
    switch (ev) {
    case CB_EV_FAULTY:
    case CB_EV_HURRICANE:
    case CB_EV_GRANT:
        for (int i = 0; i < np; i++) {
            int q = (drawer + i) % np;
            if (ev == CB_EV_GRANT)
                cb_push_back(s, task(CB_T_GAIN, q, 0));
            else
                cb_push_back(s, task(CB_T_LOSE, q, ev == CB_EV_FAULTY));
        }
        break;
    case CB_EV_LEAKAGE:
        cb_push_back(s, task(CB_T_LOSE, drawer, 0));
        break;
    case CB_EV_BIRTHDAY:
    case CB_EV_APPROVED:
        cb_push_back(s, task(CB_T_GAIN, drawer, 0));
        break;
    case CB_EV_DOUBLE_UP:
    case CB_EV_LUNCH:
    case CB_EV_THUNDER:
    case CB_EV_DONATION:
        cb_push_back(s, task(CB_T_GIVE, drawer, ev));
        break;
    case CB_EV_EXCHANGE:
        cb_push_back(s, task(CB_T_SWAP, drawer, 0));
        break;
    case CB_EV_RECYCLE:
        /* The drawer, else the first player clockwise who has one. */
        for (int i = 0; i < np; i++) {
            int q = (drawer + i) % np;
            if (has_takeable(s, q, -1, true)) {
                cb_push_back(s, task(CB_T_RECYCLE, q, 0));
                break;
            }
        }
        break;
    default:
        break;
    }
}

/* ---- Rounds. */

int cb_pile_size_needed(const cb_state *s)
{
    int want = cb_active_count(s) == 3 ? 3 : 4, sizes = 0;
    for (int k = 0; k < CB_KINDS; k++)
        sizes += s->supply[k] > 0 || s->pile[k] > 0; /* the pile: chosen so far */
    return sizes < want ? sizes : want;
}

static bool picks(const cb_state *s, int q)
{
    return cb_player_active(s, q) && !(s->lunch_now & (1u << q));
}

/* Who takes bricks this round, in order: from the one who selected the pile,
 * clockwise; with two players still building, A B A B. */
static void set_order(cb_state *s)
{
    int np = s->p.nplayers, first = s->picker_first, active = cb_active_count(s);
    s->norder = 0;
    for (int lap = 0; lap < (active == 2 ? 2 : 1); lap++)
        for (int i = 0; i < np; i++) {
            int q = (first + i) % np;
            if (picks(s, q))
                s->order[s->norder++] = (uint8_t)q;
        }
    s->turn = 0;
    s->step = CB_STEP_PICK;
}

void cb_begin_turns(cb_state *s)
{
    s->phase = CB_PH_TURNS;
    set_order(s);
}

static void start_round(cb_state *s)
{
    s->lunch_now = s->lunch_next;
    s->lunch_next = 0;
    s->ndrawers = s->ndrawn = 0;
    memset(s->pile, 0, sizeof s->pile);
    memset(s->finish_turn, 0xff, sizeof s->finish_turn);
    s->phase = CB_PH_SELECT;
    /* A player at lunch neither selects nor picks: the next one selects. */
    s->picker_first = s->selector;
    for (int i = 0; i < s->p.nplayers && !picks(s, s->picker_first); i++)
        s->picker_first = (uint8_t)((s->picker_first + 1) % s->p.nplayers);
    if (!picks(s, s->picker_first)) {
        s->norder = 0; /* nobody picks this round */
        s->phase = CB_PH_TURNS;
        s->turn = 0;
        return;
    }
    if (cb_supply_empty(s)) {
        s->phase = CB_PH_TURNS;
        set_order(s);
    }
}

/* Ranks the players still building when the safety stop ends the game:
 * more complete plots first, then fewer cut-out studs left uncovered. */
static int unfinished_score(const cb_state *s, int q)
{
    int sc = __builtin_popcount(s->done[q]) * 100;
    for (int plot = 0; plot < CB_PLOTS; plot++)
        if (cb_plot_unfinished(s, q, plot))
            sc -= __builtin_popcountll(cb_cards[s->card[q][plot]].cutout &
                                       ~cb_plot_cover(s, q, plot, 0));
    return sc;
}

static void end_game(cb_state *s, unsigned *flags)
{
    int base = s->nfinished;
    for (int q = 0; q < s->p.nplayers; q++) {
        if (s->place[q] >= 0)
            continue;
        int better = 0;
        for (int o = 0; o < s->p.nplayers; o++)
            if (s->place[o] < 0 && o != q && unfinished_score(s, o) > unfinished_score(s, q))
                better++;
        s->place[q] = (int8_t)(base + better);
    }
    s->phase = CB_PH_OVER;
    s->ntasks = 0;
    *flags |= EG_MOVE_ENDS_GAME;
}

static void end_round(cb_state *s, unsigned *flags)
{
    *flags |= EG_MOVE_ENDS_ROUND;
    /* Who finished this round, in the order of this round's turns. */
    for (int t = 0; t < CB_MAX_PLAYERS * 2; t++)
        for (int q = 0; q < s->p.nplayers; q++)
            if (s->finish_turn[q] == t && s->place[q] < 0)
                s->place[q] = (int8_t)s->nfinished++;
    if (cb_active_count(s) <= 1 || s->round + 1 >= CB_MAX_ROUNDS) {
        end_game(s, flags);
        return;
    }
    s->round++;
    int next = cb_next_active(s, s->selector);
    s->selector = (uint8_t)(next < 0 ? s->selector : next);
    start_round(s);
}

/* After the last turn: the pile's leftovers go back, Double up's extra
 * bricks are taken, then the events. */
static void end_turns(cb_state *s)
{
    for (int k = 0; k < CB_KINDS; k++) {
        s->supply[k] += s->pile[k];
        s->pile[k] = 0;
    }
    for (int i = 0; i < s->p.nplayers; i++) {
        int q = (s->picker_first + i) % s->p.nplayers;
        for (; s->double_up[q]; s->double_up[q]--)
            cb_push_back(s, task(CB_T_GAIN, q, 1)); /* arg 1: Double up's */
    }
    s->phase = CB_PH_EVENTS;
}

void cb_advance(cb_state *s, unsigned *flags)
{
    for (;;) {
        while (s->ntasks && cb_task_dead(s, &s->tasks[0])) {
            /* An event's theft with nothing to take: said at the table. */
            if (s->tasks[0].kind == CB_T_LOSE && s->effect[s->tasks[0].player].what == CB_FX_NONE)
                s->effect[s->tasks[0].player].what = CB_FX_NO_BRICK;
            cb_pop_task(s);
        }
        if (s->ntasks) {
            /* Nobody places a brick without an unfinished plot: it goes back. */
            cb_task *t = &s->tasks[0];
            if (t->kind == CB_T_PLACE && !cb_player_active(s, t->player)) {
                s->supply[t->arg]++;
                cb_pop_task(s);
                continue;
            }
            return;
        }
        switch (s->phase) {
        case CB_PH_SELECT:
            return;
        case CB_PH_TURNS:
            if (s->turn >= s->norder) {
                end_turns(s);
                continue;
            }
            if (s->step == CB_STEP_END) {
                s->turn++;
                s->step = CB_STEP_PICK;
                continue;
            }
            if (s->step == CB_STEP_PICK && !cb_player_active(s, s->order[s->turn])) {
                s->step = CB_STEP_END; /* finished earlier this round */
                continue;
            }
            return;
        case CB_PH_EVENTS:
            if (s->ndrawn < s->ndrawers) {
                draw_event(s, s->drawers[s->ndrawn], flags);
                s->ndrawn++;
                continue;
            }
            end_round(s, flags);
            continue;
        default:
            return;
        }
    }
}
