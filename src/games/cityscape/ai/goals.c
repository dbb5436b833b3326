/* SPDX-License-Identifier: MIT */
/* goals.c - choosing secret goals.
 *
 * Every level starts from the same estimate, ai_goal_prior: the expected
 * score of each code in each line of each seat when its owner aims that line
 * at that code, measured by simulating rounds for the actual seats, number
 * of players and first builder. Easy samples loosely from it, Medium takes
 * mostly the best code per line or a close second
 * (AI_MEDIUM_TEMPERATURE), Hard searches: it
 * simulates rounds for its best candidates (pairs of goal sets when it holds two seats) against opponents
 * drawn from the same estimate and keeps the set with the best mean margin.
 */
#include "ai_internal.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum { PRIOR_ROUNDS = 768, PRIOR_SAMPLES = 3 };

static void compute_prior(const ai_ctx *c, uint64_t key, double prior[CS_SEATS][CS_LINES][7])
{
    ai_rng rng;
    ai_rng_seed(&rng, ai_mix(key, 0x9071));
    static const double base = 10.0; /* pseudo-observation for sparse cells */
    double sum[CS_SEATS][CS_LINES][7], cnt[CS_SEATS][CS_LINES][7];
    for (int s = 0; s < CS_SEATS; s++)
        for (int l = 0; l < CS_LINES; l++)
            for (int code = 0; code < 7; code++) {
                sum[s][l][code] = base * 1.0;
                cnt[s][l][code] = 1.0;
            }
    ai_state start;
    cs_board empty;
    cs_board_init(&empty);
    ai_state_from_board(&start, &empty);
    for (int i = 0; i < PRIOR_ROUNDS; i++) {
        uint8_t goals[CS_SEATS][CS_LINES];
        for (int s = 0; s < CS_SEATS; s++)
            ai_goalset_codes((int)ai_rng_below(&rng, AI_GOALSETS), goals[s]);
        ai_state st = start;
        ai_policy_rollout(c, &st, goals, PRIOR_SAMPLES, &rng);
        int tallest = ai_tallest(st.h);
        for (int s = 0; s < CS_SEATS; s++) {
            if (c->seat_owner[s] >= c->nplayers)
                continue;
            for (int l = 0; l < CS_LINES; l++) {
                int code = goals[s][l];
                sum[s][l][code] += ai_line_score(st.h, s, l, code, tallest);
                cnt[s][l][code] += 1.0;
            }
        }
    }
    for (int s = 0; s < CS_SEATS; s++)
        for (int l = 0; l < CS_LINES; l++) {
            prior[s][l][0] = 0;
            for (int code = 1; code <= 6; code++)
                prior[s][l][code] = sum[s][l][code] / cnt[s][l][code];
        }
}

/* The prior is a deterministic function of the round's shape (players,
 * seats, first builder), so it is computed once per shape and cached. */
enum { PRIOR_CACHE = 32 };
static struct {
    uint64_t key;
    bool used;
    double prior[CS_SEATS][CS_LINES][7];
} prior_cache[PRIOR_CACHE];
static pthread_mutex_t prior_lock = PTHREAD_MUTEX_INITIALIZER;

void ai_goal_prior(const ai_ctx *c, double prior[CS_SEATS][CS_LINES][7])
{
    uint64_t key = (uint64_t)c->nplayers * 131u + (uint64_t)c->first * 17u;
    for (int s = 0; s < CS_SEATS; s++)
        key = key * 7u + (c->seat_owner[s] & 7u);
    pthread_mutex_lock(&prior_lock);
    for (int i = 0; i < PRIOR_CACHE; i++) {
        if (prior_cache[i].used && prior_cache[i].key == key) {
            memcpy(prior, prior_cache[i].prior, sizeof prior_cache[i].prior);
            pthread_mutex_unlock(&prior_lock);
            return;
        }
    }
    pthread_mutex_unlock(&prior_lock);
    compute_prior(c, key, prior);
    pthread_mutex_lock(&prior_lock);
    int slot = (int)(key % PRIOR_CACHE);
    prior_cache[slot].key = key;
    prior_cache[slot].used = true;
    memcpy(prior_cache[slot].prior, prior, sizeof prior_cache[slot].prior);
    pthread_mutex_unlock(&prior_lock);
}

/* A code for one line, drawn with weight e^((prior - shift) / temperature):
 * the higher its expected score, the likelier. */
static uint8_t draw_code(const double prior[7], double shift, double temperature, ai_rng *rng)
{
    double w[7], total = 0.0;
    for (int code = 1; code <= 6; code++) {
        w[code] = exp((prior[code] - shift) / temperature);
        total += w[code];
    }
    double u = ai_rng_unit(rng) * total;
    int code = 1;
    for (; code < 6; code++) {
        u -= w[code];
        if (u < 0.0)
            break;
    }
    return (uint8_t)code;
}

static void easy_goals(const ai_ctx *c, double prior[CS_SEATS][CS_LINES][7], int seat,
                       ai_rng *rng, uint8_t out[CS_LINES])
{
    /* Plausible, not optimal: each line's code drawn with probability
     * growing with its expected score (a loose softmax). */
    (void)c;
    for (int l = 0; l < CS_LINES; l++)
        out[l] = draw_code(prior[seat][l], 0.0, 6.0, rng);
}

/* Medium aims each line at a code drawn with a weight falling by e for
 * every AI_MEDIUM_TEMPERATURE points its expected score trails the line's
 * best: mostly the best or a close second, rarely a clearly worse one, and
 * not the same four dice every game (the estimate depends only on the
 * seats, so "the best" alone would be). */
static void medium_goals(double prior[CS_SEATS][CS_LINES][7], int seat, ai_rng *rng,
                         uint8_t out[CS_LINES])
{
    for (int l = 0; l < CS_LINES; l++) {
        double best = prior[seat][l][1];
        for (int code = 2; code <= 6; code++)
            best = prior[seat][l][code] > best ? prior[seat][l][code] : best;
        out[l] = draw_code(prior[seat][l], best, AI_MEDIUM_TEMPERATURE, rng);
    }
}

/* ---- Hard: a search over candidate goal sets. */

typedef struct {
    int g;
    double v;
} scored_goalset;

static int by_value_desc(const void *a, const void *b)
{
    const scored_goalset *x = a, *y = b;
    if (x->v != y->v)
        return x->v < y->v ? 1 : -1;
    return x->g - y->g;
}

/* The k goal sets with the highest expected score by the prior. */
static int top_goalsets(double prior[CS_SEATS][CS_LINES][7], int seat, int k, int out[])
{
    static const int n = AI_GOALSETS;
    scored_goalset *all = malloc(sizeof *all * (size_t)n);
    if (!all)
        return 0;
    for (int g = 0; g < n; g++) {
        uint8_t codes[CS_LINES];
        ai_goalset_codes(g, codes);
        double v = 0;
        for (int l = 0; l < CS_LINES; l++)
            v += prior[seat][l][codes[l]];
        all[g] = (scored_goalset){g, v};
    }
    qsort(all, (size_t)n, sizeof *all, by_value_desc);
    for (int i = 0; i < k; i++)
        out[i] = all[i].g;
    free(all);
    return k;
}

enum { HARD_CAND_ONE = 32, HARD_CAND_TWO = 7, HARD_SIMS = 160, HARD_SAMPLES = 4 };
/* Points of mean margin that make a goal set e times less likely to be
 * chosen than the best (the simulations' own error at HARD_SIMS is of this
 * order: their best set changes with their seed). */
#define HARD_TEMPERATURE 1.0

void ai_hard_goals(const ai_ctx *c, const cs_ai_params *p, ai_rng *rng,
                   uint8_t out[CS_SEATS][CS_LINES])
{
    (void)p;
    double prior[CS_SEATS][CS_LINES][7];
    ai_goal_prior(c, prior);
    int nmine = c->nseats[c->me];
    int seat_a = c->seats[c->me][0], seat_b = nmine > 1 ? c->seats[c->me][1] : -1;
    int cand_a[HARD_CAND_ONE], cand_b[HARD_CAND_ONE];
    int na = top_goalsets(prior, seat_a, nmine > 1 ? HARD_CAND_TWO : HARD_CAND_ONE, cand_a);
    int nb = nmine > 1 ? top_goalsets(prior, seat_b, HARD_CAND_TWO, cand_b) : 1;
    if (na == 0 || nb == 0) {
        medium_goals(prior, seat_a, rng, out[seat_a]);
        if (seat_b >= 0)
            medium_goals(prior, seat_b, rng, out[seat_b]);
        return;
    }
    /* Opponents' goals for the simulations: drawn from the prior belief. */
    ai_belief *bel = malloc(sizeof *bel);
    if (!bel) {
        medium_goals(prior, seat_a, rng, out[seat_a]);
        if (seat_b >= 0)
            medium_goals(prior, seat_b, rng, out[seat_b]);
        return;
    }
    cs_board empty;
    cs_board_init(&empty);
    ai_belief_build(bel, c, &empty);
    uint64_t sim_seed = ai_rng_next(rng);
    ai_state start;
    ai_state_from_board(&start, &empty);
    double best = -1e18, value[HARD_CAND_ONE][HARD_CAND_TWO];
    int best_a = cand_a[0], best_b = nb > 0 && seat_b >= 0 ? cand_b[0] : 0;
    for (int i = 0; i < na; i++) {
        for (int j = 0; j < nb; j++) {
            /* Common random numbers: every candidate meets the same
             * opponents and the same dice, so differences are the goals'. */
            ai_rng sim;
            ai_rng_seed(&sim, sim_seed);
            double total = 0;
            for (int k = 0; k < HARD_SIMS; k++) {
                uint8_t goals[CS_SEATS][CS_LINES];
                for (int s = 0; s < CS_SEATS; s++)
                    if (bel->active & (1u << s))
                        ai_goalset_codes(ai_belief_sample(bel, s, &sim), goals[s]);
                ai_goalset_codes(cand_a[i], goals[seat_a]);
                if (seat_b >= 0)
                    ai_goalset_codes(cand_b[j], goals[seat_b]);
                ai_state st = start;
                ai_policy_rollout(c, &st, goals, HARD_SAMPLES, &sim);
                int sc[CS_MAX_PLAYERS];
                ai_scores(c, st.h, goals, sc);
                int opp = -1000;
                for (int q = 0; q < c->nplayers; q++)
                    if (q != c->me && sc[q] > opp)
                        opp = sc[q];
                total += sc[c->me] - 0.5 * opp;
            }
            value[i][j] = total / HARD_SIMS;
            best = value[i][j] > best ? value[i][j] : best;
        }
    }
    free(bel);
    /* Mixed, as play with hidden goals should be: each set with a weight
     * falling by e for every HARD_TEMPERATURE points of mean margin it
     * trails the best by. Sets the simulations can hardly tell apart are
     * about as likely as each other, a clearly worse one almost never
     * chosen, and Hard's dice differ from game to game. */
    double total_w = 0.0;
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++)
            total_w += exp((value[i][j] - best) / HARD_TEMPERATURE);
    double u = ai_rng_unit(rng) * total_w;
    for (int i = 0; i < na && u >= 0.0; i++)
        for (int j = 0; j < nb && u >= 0.0; j++) {
            u -= exp((value[i][j] - best) / HARD_TEMPERATURE);
            if (u < 0.0 || (i == na - 1 && j == nb - 1)) {
                best_a = cand_a[i];
                best_b = seat_b >= 0 ? cand_b[j] : 0;
            }
        }
    ai_goalset_codes(best_a, out[seat_a]);
    if (seat_b >= 0)
        ai_goalset_codes(best_b, out[seat_b]);
}

void cs_ai_choose_goals(const cs_ai_params *p, const cs_ai_round *r,
                        uint8_t out[CS_SEATS][CS_LINES])
{
    ai_ctx c;
    ai_ctx_init(&c, r);
    ai_rng rng;
    ai_rng_seed(&rng, ai_mix(p->seed, 0x6a11u));
    if (p->level == CS_AI_HARD) {
        ai_hard_goals(&c, p, &rng, out);
        return;
    }
    double prior[CS_SEATS][CS_LINES][7];
    ai_goal_prior(&c, prior);
    for (int i = 0; i < c.nseats[c.me]; i++) {
        int seat = c.seats[c.me][i];
        if (p->level == CS_AI_EASY)
            easy_goals(&c, prior, seat, &rng, out[seat]);
        else
            medium_goals(prior, seat, &rng, out[seat]);
    }
}
