/* SPDX-License-Identifier: MIT */
/* mcts.c - Hard: information-set MCTS (Cowling, Powley & Whitehouse 2012,
 * the single-observer variant).
 *
 * The only hidden information in Cityscape is the other players' goals;
 * every placement is seen by all. So one tree over placements serves every
 * determinization: each iteration samples the other seats' goals from the
 * belief (belief.c), walks the tree choosing, at each node, the child best
 * for the player to move there (UCT on that player's reward), adds one
 * level of children, finishes the round with a fast rollout on the compact
 * state and scores it with the sampled goals. Each node keeps the reward of
 * the player who made its placement, so opponents are modelled as playing
 * for their own (sampled) goals.
 *
 * Memory is one fixed pool of 16-byte nodes allocated per search (at most
 * CS_AI_MAX_POOL_NODES, 48 MiB); when it is full the tree stops growing and
 * the search goes on with rollouts from its leaves.
 */
#include "ai_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint32_t child;   /* index of the first child, 0 = not expanded */
    uint32_t visits;
    float reward;     /* sum of rewards of the player who made this move */
    uint8_t height, lot, nchildren, pad;
} node;

/* Tuning (see docs/ai.md for how these were chosen); the macros let an
 * experiment build a variant with -D. */
#ifndef CS_AI_UCT_C
#define CS_AI_UCT_C 0.35
#endif
#ifndef CS_AI_MARGIN_SCALE
#define CS_AI_MARGIN_SCALE 20.0
#endif
#ifndef CS_AI_ROLLOUT_SAMPLES
#define CS_AI_ROLLOUT_SAMPLES 2
#endif
static const double UCT_C = CS_AI_UCT_C;
static const double MARGIN_SCALE = CS_AI_MARGIN_SCALE; /* points: reward = logistic(margin / scale) */
enum { EXPAND_AT = 3, ROLLOUT_SAMPLES = CS_AI_ROLLOUT_SAMPLES, DEFAULT_ITERATIONS = 20000 };

typedef struct {
    const ai_ctx *c;
    const ai_belief *bel;
    node *pool;
    uint32_t used, cap;
    ai_state root_state;
    ai_rng *rng;
} search;

static void expand(search *S, uint32_t idx, const ai_state *s)
{
    int n = 0;
    for (int h = 1; h <= CS_HEIGHTS; h++)
        if (s->supply[h])
            n += CS_LOTS;
    if (n == 0 || S->used + (uint32_t)n > S->cap)
        return;
    uint32_t first = S->used;
    S->used += (uint32_t)n;
    node *ch = S->pool + first;
    for (int h = 1; h <= CS_HEIGHTS; h++) {
        if (!s->supply[h])
            continue;
        for (int lot = 0; lot < CS_LOTS; lot++) {
            *ch++ = (node){0, 0, 0.0f, (uint8_t)h, (uint8_t)lot, 0, 0};
        }
    }
    S->pool[idx].child = first;
    S->pool[idx].nchildren = (uint8_t)n;
}

static uint32_t select_child(search *S, uint32_t idx)
{
    const node *parent = S->pool + idx;
    int n = parent->nchildren;
    uint32_t first = parent->child;
    /* Unvisited children first, from a random starting point. */
    int start = (int)ai_rng_below(S->rng, (uint32_t)n);
    for (int k = 0; k < n; k++) {
        int i = (start + k) % n;
        if (S->pool[first + (uint32_t)i].visits == 0)
            return first + (uint32_t)i;
    }
    double lnN = log((double)parent->visits);
    double best = -1e300;
    uint32_t arg = first;
    for (int i = 0; i < n; i++) {
        const node *ch = S->pool + first + (uint32_t)i;
        double v = ch->reward / ch->visits + UCT_C * sqrt(lnN / ch->visits);
        if (v > best) {
            best = v;
            arg = first + (uint32_t)i;
        }
    }
    return arg;
}

static void rewards(const ai_ctx *c, const int sc[CS_MAX_PLAYERS], double r[CS_MAX_PLAYERS])
{
    /* What wins is beating the best of the others: reward a player by its
     * margin over the best other player, squashed into 0..1. */
    for (int p = 0; p < c->nplayers; p++) {
        int opp = -100000;
        for (int q = 0; q < c->nplayers; q++)
            if (q != p && sc[q] > opp)
                opp = sc[q];
        r[p] = 1.0 / (1.0 + exp(-(sc[p] - opp) / MARGIN_SCALE));
    }
}

static void iterate(search *S)
{
    const ai_ctx *c = S->c;
    uint8_t goals[CS_SEATS][CS_LINES];
    memcpy(goals, c->goals, sizeof goals);
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (S->bel->active & (1u << seat))
            ai_goalset_codes(ai_belief_sample(S->bel, seat, S->rng), goals[seat]);

    ai_state s = S->root_state;
    uint32_t path[CS_BLOCKS + 1];
    int np = 0;
    uint32_t idx = 0;
    while (S->pool[idx].nchildren && s.nplaced < CS_BLOCKS) {
        idx = select_child(S, idx);
        ai_state_place(&s, S->pool[idx].height, S->pool[idx].lot);
        path[np++] = idx;
    }
    if (s.nplaced < CS_BLOCKS && S->pool[idx].visits >= EXPAND_AT) {
        expand(S, idx, &s);
        if (S->pool[idx].nchildren) {
            idx = S->pool[idx].child + ai_rng_below(S->rng, S->pool[idx].nchildren);
            ai_state_place(&s, S->pool[idx].height, S->pool[idx].lot);
            path[np++] = idx;
        }
    }
    if (s.nplaced < CS_BLOCKS) {
        if (ROLLOUT_SAMPLES > 1)
            ai_policy_rollout(c, &s, goals, ROLLOUT_SAMPLES, S->rng);
        else
            ai_random_rollout(&s, S->rng);
    }
    int sc[CS_MAX_PLAYERS];
    double r[CS_MAX_PLAYERS];
    ai_scores(c, s.h, goals, sc);
    rewards(c, sc, r);
    S->pool[0].visits++;
    for (int i = 0; i < np; i++) {
        node *nd = S->pool + path[i];
        int mover = ai_ctx_mover(c, S->root_state.nplaced + i);
        nd->visits++;
        nd->reward += (float)r[mover];
    }
}

cs_move ai_hard_move(const ai_ctx *c, const cs_board *b, const cs_ai_params *p,
                     const atomic_int *cancel, cs_ai_stats *stats, ai_rng *rng)
{
    double t0 = ai_now_ms();
    ai_belief *bel = malloc(sizeof *bel);
    if (!bel)
        return ai_easy_move(c, b, rng);
    ai_belief_build(bel, c, b);
    /* A sound move before searching, in case the search is cut short. */
    cs_move fallback = ai_medium_move(c, b, bel, rng);

    uint32_t cap = p->pool_nodes ? p->pool_nodes : CS_AI_DEFAULT_POOL_NODES;
    if (cap > CS_AI_MAX_POOL_NODES)
        cap = CS_AI_MAX_POOL_NODES;
    if (cap < 256)
        cap = 256;
    node *pool = malloc(sizeof *pool * cap);
    if (!pool) {
        free(bel);
        return fallback;
    }
    search S = {c, bel, pool, 1, cap, {{0}, {0}, 0}, rng};
    ai_state_from_board(&S.root_state, b);
    pool[0] = (node){0, 0, 0.0f, 0, 0, 0, 0};
    expand(&S, 0, &S.root_state);

    uint32_t budget = p->iterations;
    if (budget == 0 && p->movetime_ms == 0)
        budget = DEFAULT_ITERATIONS;
    double deadline = p->movetime_ms ? t0 + p->movetime_ms : 0;
    uint32_t it = 0;
    for (;;) {
        if (budget && it >= budget)
            break;
        if (cancel && atomic_load_explicit(cancel, memory_order_relaxed))
            break;
        if (deadline > 0 && (it & 15) == 0 && ai_now_ms() >= deadline)
            break;
        iterate(&S);
        it++;
    }

    cs_move best = fallback;
    uint32_t most = 0;
    double value = 0;
    for (int i = 0; i < pool[0].nchildren; i++) {
        const node *ch = pool + pool[0].child + i;
        double mean = ch->visits ? ch->reward / ch->visits : 0;
        if (ch->visits > most || (ch->visits == most && most > 0 && mean > value)) {
            most = ch->visits;
            value = mean;
            best = (cs_move){ch->height, ch->lot};
        }
    }
    if (stats) {
        stats->iterations = it;
        stats->nodes = S.used;
        stats->value = value;
    }
    free(pool);
    free(bel);
    return best;
}
