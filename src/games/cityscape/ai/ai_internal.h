/* SPDX-License-Identifier: MIT */
/* ai_internal.h - pieces shared by the AI's files: a random generator, the
 * compact rollout state with its fast scorer, the round context and the
 * belief over the other players' goals. Not part of the public API. */
#ifndef CS_AI_INTERNAL_H
#define CS_AI_INTERNAL_H

#include "ai.h"

#include <stdint.h>

/* ---- Random numbers: xorshift64*, seeded through splitmix64 so that
 * neighbouring seeds give unrelated streams. */
typedef struct {
    uint64_t s;
} ai_rng;

uint64_t ai_mix(uint64_t a, uint64_t b);
void ai_rng_seed(ai_rng *r, uint64_t seed);

static inline uint64_t ai_rng_next(ai_rng *r)
{
    uint64_t x = r->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    r->s = x;
    return x * 0x2545F4914F6CDD1DULL;
}

/* Uniform in 0..n-1 (n <= 2^32), by multiply-shift. */
static inline uint32_t ai_rng_below(ai_rng *r, uint32_t n)
{
    return (uint32_t)(((ai_rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

static inline double ai_rng_unit(ai_rng *r)
{
    return (double)(ai_rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

/* ---- Goal sets: a seat's 4 codes as one index 0..1295 (base 6). */
enum { AI_GOALSETS = 1296 };
void ai_goalset_codes(int index, uint8_t codes[CS_LINES]);
int ai_goalset_index(const uint8_t codes[CS_LINES]);

/* ---- Compact state for rollouts: only what scoring needs. */
typedef struct {
    uint8_t h[CS_LOTS];
    uint8_t supply[CS_HEIGHTS + 1];
    uint8_t nplaced;
} ai_state;

void ai_state_from_board(ai_state *s, const cs_board *b);

static inline void ai_state_place(ai_state *s, int height, int lot)
{
    s->h[lot] = (uint8_t)(s->h[lot] + height);
    s->supply[height]--;
    s->nplaced++;
}

#define AI_LINE_LOTS cs_line_table

static inline int ai_tallest(const uint8_t h[CS_LOTS])
{
    int t = 0;
    for (int i = 0; i < CS_LOTS; i++)
        t = h[i] > t ? h[i] : t;
    return t;
}

/* One line's score for `code` (1..6), `tallest` the city's tallest height.
 * One pass gives both views: strict visibility (codes 1-4) and the raised
 * view (code 5), whose seen heights never decrease, so equal seen heights
 * sit next to each other in runs. */
static inline int ai_line_score(const uint8_t h[CS_LOTS], int seat, int line, int code,
                                int tallest)
{
    const uint8_t *lots = AI_LINE_LOTS[seat][line];
    if (code == 6) {
        return (h[lots[0]] == tallest || h[lots[1]] == tallest || h[lots[2]] == tallest ||
                h[lots[3]] == tallest) && tallest > 0
                   ? 25
                   : 0;
    }
    int t = 0, vis = 0, run = 0, pairs = 0;
    for (int d = 0; d < CS_LINE_LEN; d++) {
        int x = h[lots[d]];
        if (x > t) {
            vis++;
            pairs += run >= 2 ? run : 0;
            run = 1;
            t = x;
        } else if (x == t && x > 0) {
            run++;
        }
    }
    pairs += run >= 2 ? run : 0;
    if (code == 5)
        return 10 * pairs;
    return vis == code ? 10 * code : 0;
}

static inline int ai_seat_score(const uint8_t h[CS_LOTS], int seat,
                                const uint8_t codes[CS_LINES], int tallest)
{
    int s = 0;
    for (int l = 0; l < CS_LINES; l++)
        s += ai_line_score(h, seat, l, codes[l], tallest);
    return s;
}

/* ---- The round from one player's point of view. */
typedef struct {
    int nplayers;
    int first;
    int me;
    uint8_t seat_owner[CS_SEATS];
    uint8_t nseats[CS_MAX_PLAYERS];
    uint8_t seats[CS_MAX_PLAYERS][2];
    uint8_t goals[CS_SEATS][CS_LINES]; /* own seats' goals */
} ai_ctx;

void ai_ctx_init(ai_ctx *c, const cs_ai_round *r);
static inline int ai_ctx_mover(const ai_ctx *c, int k)
{
    return (c->first + k) % c->nplayers;
}
/* Each player's score for a full set of goals. */
void ai_scores(const ai_ctx *c, const uint8_t h[CS_LOTS], uint8_t goals[CS_SEATS][CS_LINES],
               int out[CS_MAX_PLAYERS]);

/* ---- Belief over each other seat's goals (one weight per goal set). The
 * weights of one seat are kept separately from another's: with two seats
 * per player the joint would have 1296^2 hypotheses, and each seat's lines
 * are scored independently, so the product of per-seat beliefs is a fair
 * approximation (see docs/ai.md). */
typedef struct {
    uint8_t active;                     /* bit (1 << seat): seats with a belief */
    double w[CS_SEATS][AI_GOALSETS];    /* normalised weights */
    double cdf[CS_SEATS][AI_GOALSETS];  /* cumulative, for sampling */
} ai_belief;

/* Prior from the seat's expected per-line scores, then one update per
 * observed placement of another player in b's history. */
void ai_belief_build(ai_belief *bel, const ai_ctx *c, const cs_board *b);
/* P(code) per line of an active seat: marg[line][code], code 1..6. */
void ai_belief_marginals(const ai_belief *bel, int seat, double marg[CS_LINES][7]);
int ai_belief_sample(const ai_belief *bel, int seat, ai_rng *rng);
int ai_belief_best(const ai_belief *bel, int seat);

/* ---- Goal-choice helpers. prior[seat][line][code]: expected score of each
 * code in each line for a plausible city, given the seats and players. */
void ai_goal_prior(const ai_ctx *c, double prior[CS_SEATS][CS_LINES][7]);
/* Medium's goal for a line: each code with a weight falling by e for every
 * this many points its prior trails the line's best by (goals.c). */
#define AI_MEDIUM_TEMPERATURE 1.0

/* ---- Greedy move for a player with known goals (score if the round ended
 * now), used by Easy, Medium and as Hard's fallback. */
cs_move ai_medium_move(const ai_ctx *c, const cs_board *b, const ai_belief *bel, ai_rng *rng);
cs_move ai_easy_move(const ai_ctx *c, const cs_board *b, ai_rng *rng);
cs_move ai_hard_move(const ai_ctx *c, const cs_board *b, const cs_ai_params *p,
                     const atomic_int *cancel, cs_ai_stats *stats, ai_rng *rng);
void ai_hard_goals(const ai_ctx *c, const cs_ai_params *p, ai_rng *rng,
                   uint8_t out[CS_SEATS][CS_LINES]);

/* A round played to its end by the fast policy: each mover picks the best
 * of a few random placements for its own goals (or a random one with
 * probability `noise`). Updates h in place. */
void ai_policy_rollout(const ai_ctx *c, ai_state *s, uint8_t goals[CS_SEATS][CS_LINES],
                       int samples, ai_rng *rng);
/* Uniform random placements to the end. */
void ai_random_rollout(ai_state *s, ai_rng *rng);

double ai_now_ms(void);

#endif
