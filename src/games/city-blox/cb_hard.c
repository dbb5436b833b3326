/* SPDX-License-Identifier: MIT */
/* cb_hard.c - Hard: determinized Monte Carlo from the player's view.
 *
 * The only thing hidden in City Blox is the event deck's order (the view
 * blanks the generator). Each iteration samples one world with the game's
 * determinize(), then plays every candidate move of the decision (the piles
 * the selector may make, every size in the pile and the mends that undo a
 * mistake, Medium's best spots for the brick in hand or returning it, the
 * sizes to gain, the players to give a card to) and finishes the game from
 * there with Medium for everyone, until the player's place is known. All
 * candidates see the same world and the same dice (common random numbers),
 * so their differences are not drowned by the luck of the draw. The move
 * with the best mean reward is played; the reward is 1 for first place,
 * falling with the square of the place (4 players: 1, 0.44, 0.11, 0).
 *
 * Decisions with one candidate, or that Medium makes alone (mending, laying,
 * paying, losing, swapping, recycling), are Medium's. Medium's move is also
 * the answer when the budget or a cancel ends the search before one whole
 * pass over the candidates.
 *
 * Budget: req->iterations rollouts, or req->budget_ms of wall clock (both:
 * whichever ends first), else HARD_DEFAULT_ROLLOUTS; the clock and
 * req->cancel are read before every move of every rollout. */
#define _POSIX_C_SOURCE 200809L
#include "cb_internal.h"

#include <string.h>
#include <time.h>

enum {
    HARD_DEFAULT_ROLLOUTS = 480,
    HARD_MAX_CANDIDATES = 20,
    ROLLOUT_MAX_DECISIONS = 4000,
};

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

typedef struct {
    uint32_t max_rollouts; /* 0: none */
    double deadline;       /* 0: none */
    const atomic_int *cancel;
    uint32_t done;
} budget;

static bool out_of_time(const budget *b)
{
    return (b->deadline > 0 && now_ms() >= b->deadline) || (b->cancel && *b->cancel);
}

static bool spent(const budget *b)
{
    return (b->max_rollouts && b->done >= b->max_rollouts) || out_of_time(b);
}

/* Plays w on with Medium for everyone until `me` has a place; the reward,
 * or -1 when the clock or a cancel stopped it first (checked every move: a
 * whole game takes too long to wait for). */
static double rollout(cb_state *w, int me, eg_rng *rng, cb_fill_memo *memo, const budget *b)
{
    for (int i = 0; i < ROLLOUT_MAX_DECISIONS && w->phase != CB_PH_OVER && w->place[me] < 0;
         i++) {
        int who = cb_to_act(w) ? __builtin_ctz(cb_to_act(w)) : -1;
        char m[EG_MOVE_MAX];
        unsigned fl = 0;
        if (out_of_time(b))
            return -1.0;
        if (who < 0 || cb_ai_move(w, who, CB_AI_MEDIUM, eg_rng_next(rng), memo, m, NULL) != CB_OK ||
            cb_execute(w, who, m, &fl, NULL) != CB_OK)
            break;
    }
    int n = w->p.nplayers, place = w->place[me];
    if (place < 0) { /* cut short: behind everyone already placed */
        place = 0;
        for (int q = 0; q < n; q++)
            place += q != me && w->place[q] >= 0;
    }
    double r = (double)(n - 1 - place) / (n - 1);
    return r * r;
}

int cb_ai_hard(const cb_state *view_in, int player, const eg_ai_request *req,
               char move[EG_MOVE_MAX], eg_error *err)
{
    double start = now_ms();
    cb_state view;
    eg_city_blox.redact(view_in, player, &view); /* never more than the player may know */
    cb_fill_memo memo;
    cb_fill_memo_init(&memo);
    int rc = cb_ai_move(&view, player, CB_AI_MEDIUM, req->seed, &memo, move, err);
    if (rc != CB_OK)
        return rc;
    char cand[HARD_MAX_CANDIDATES][EG_MOVE_MAX];
    int k = cb_ai_candidates(&view, player, req->seed, &memo, cand, HARD_MAX_CANDIDATES);
    if (k == 1)
        memcpy(move, cand[0], EG_MOVE_MAX);
    if (k <= 1)
        return CB_OK;
    budget b = {req->iterations, 0, req->cancel, 0};
    if (req->budget_ms) /* a margin for the last rollout and the answer */
        b.deadline = start + req->budget_ms * 0.85 - 2.0;
    else if (!req->iterations)
        b.max_rollouts = HARD_DEFAULT_ROLLOUTS;
    eg_rng rng;
    eg_rng_seed(&rng, req->seed ^ 0x4861726421ull ^ ((uint64_t)player << 40));
    double total[HARD_MAX_CANDIDATES] = {0};
    int passes = 0;
    while (!spent(&b)) {
        cb_state world;
        eg_city_blox.determinize(&view, player, eg_rng_next(&rng), &world);
        uint64_t dice = eg_rng_next(&rng);
        double pass[HARD_MAX_CANDIDATES];
        int i = 0;
        for (; i < k && !spent(&b); i++, b.done++) {
            cb_state w = world;
            unsigned fl = 0;
            eg_rng r;
            eg_rng_seed(&r, dice);
            if (cb_execute(&w, player, cand[i], &fl, NULL) != CB_OK) {
                pass[i] = -1.0; /* never chosen */
                continue;
            }
            pass[i] = rollout(&w, player, &r, &memo, &b);
            if (pass[i] < 0)
                break; /* out of time inside the rollout */
        }
        if (i < k) /* a part pass would favour the candidates it reached */
            break;
        for (i = 0; i < k; i++)
            total[i] += pass[i];
        passes++;
    }
    if (passes == 0)
        return CB_OK; /* Medium's move */
    int best = 0;
    for (int i = 1; i < k; i++)
        if (total[i] > total[best])
            best = i;
    memcpy(move, cand[best], EG_MOVE_MAX);
    return CB_OK;
}
