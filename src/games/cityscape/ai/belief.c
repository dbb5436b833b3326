/* SPDX-License-Identifier: MIT */
/* belief.c - what the other players are probably aiming for.
 *
 * For every seat not held by the computer there is a weight per goal set
 * (6^4 = 1,296). The prior favours goal sets that usually score well from
 * that seat (ai_goal_prior). Each observed placement multiplies the weights
 * by its likelihood under each hypothesis: a player aiming for goals g
 * chooses move m with probability
 *
 *     (1 - EPS) * softmax_m(BETA * gain_g(m)) + EPS / nmoves
 *
 * where gain_g(m) is how much m raises the seat's score-if-the-round-ended-
 * now under g. The softmax normaliser factorises over lines, so the whole
 * update costs about nmoves * 1,296 multiplications per seat.
 */
#include "ai_internal.h"

#include <math.h>
#include <string.h>

enum { MAXMOVES = CS_HEIGHTS * CS_LOTS };

static const double BETA = 0.10;      /* per point of gain */
static const double EPS = 0.20;       /* chance of a move unrelated to the goals */
static const double PRIOR_ALPHA = 0.04; /* per point of expected score */

/* Score of each code 1..6 in each line of `seat`: out[line][code]. */
static void line_scores(const uint8_t h[CS_LOTS], int seat, int out[CS_LINES][7])
{
    int tallest = ai_tallest(h);
    for (int l = 0; l < CS_LINES; l++) {
        out[l][0] = 0;
        for (int code = 1; code <= 6; code++)
            out[l][code] = ai_line_score(h, seat, l, code, tallest);
    }
}

static void normalise(ai_belief *bel, int seat)
{
    double sum = 0;
    for (int g = 0; g < AI_GOALSETS; g++)
        sum += bel->w[seat][g];
    if (!(sum > 0)) {
        for (int g = 0; g < AI_GOALSETS; g++)
            bel->w[seat][g] = 1.0 / AI_GOALSETS;
        sum = 1;
    }
    double acc = 0;
    for (int g = 0; g < AI_GOALSETS; g++) {
        bel->w[seat][g] /= sum;
        acc += bel->w[seat][g];
        bel->cdf[seat][g] = acc;
    }
    bel->cdf[seat][AI_GOALSETS - 1] = 1.0 + 1e-12;
}

static void observe(ai_belief *bel, int seat, const cs_board *before, cs_move played,
                    double beta)
{
    cs_move moves[MAXMOVES];
    int n = cs_board_legal_moves(before, moves);
    if (n <= 1)
        return;
    int base[CS_LINES][7];
    line_scores(before->height, seat, base);
    /* pair01[m][c0 + 6 c1] = E0(c0) E1(c1), likewise lines 2 and 3, where
     * El(c) = exp(beta * gain in line l under code c). */
    double pair01[MAXMOVES][36], pair23[MAXMOVES][36];
    int obs = -1;
    for (int i = 0; i < n; i++) {
        uint8_t h[CS_LOTS];
        memcpy(h, before->height, sizeof h);
        h[moves[i].lot] = (uint8_t)(h[moves[i].lot] + moves[i].height);
        int after[CS_LINES][7];
        line_scores(h, seat, after);
        double e[CS_LINES][6];
        for (int l = 0; l < CS_LINES; l++)
            for (int c = 0; c < 6; c++)
                e[l][c] = exp(beta * (after[l][c + 1] - base[l][c + 1]));
        for (int a = 0; a < 6; a++)
            for (int b = 0; b < 6; b++) {
                pair01[i][a + 6 * b] = e[0][a] * e[1][b];
                pair23[i][a + 6 * b] = e[2][a] * e[3][b];
            }
        if (moves[i].height == played.height && moves[i].lot == played.lot)
            obs = i;
    }
    if (obs < 0)
        return;
    for (int g = 0; g < AI_GOALSETS; g++) {
        int g01 = g % 36, g23 = g / 36;
        double z = 0;
        for (int i = 0; i < n; i++)
            z += pair01[i][g01] * pair23[i][g23];
        double lik = (1.0 - EPS) * pair01[obs][g01] * pair23[obs][g23] / z + EPS / n;
        bel->w[seat][g] *= lik;
    }
    normalise(bel, seat);
}

void ai_belief_build(ai_belief *bel, const ai_ctx *c, const cs_board *b)
{
    memset(bel, 0, sizeof *bel);
    double prior[CS_SEATS][CS_LINES][7];
    ai_goal_prior(c, prior);
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int p = c->seat_owner[seat];
        if (p >= c->nplayers || p == c->me)
            continue;
        bel->active |= (uint8_t)(1u << seat);
        for (int g = 0; g < AI_GOALSETS; g++) {
            uint8_t codes[CS_LINES];
            ai_goalset_codes(g, codes);
            double e = 0;
            for (int l = 0; l < CS_LINES; l++)
                e += prior[seat][l][codes[l]];
            bel->w[seat][g] = exp(PRIOR_ALPHA * e);
        }
        normalise(bel, seat);
    }
    /* Replay the round, updating on every placement by another player. A
     * player holding two seats moves for both, so each of its seats explains
     * the move less sharply. */
    cs_board cur;
    cs_board_init(&cur);
    for (int k = 0; k < b->nplaced; k++) {
        cs_move m = {b->block_height[k], b->block_lot[k]};
        int mover = ai_ctx_mover(c, k);
        if (mover != c->me) {
            double beta = c->nseats[mover] > 1 ? BETA * 0.7 : BETA;
            for (int i = 0; i < c->nseats[mover]; i++)
                observe(bel, c->seats[mover][i], &cur, m, beta);
        }
        if (cs_board_place(&cur, m, NULL) != CS_OK)
            break;
    }
}

void ai_belief_marginals(const ai_belief *bel, int seat, double marg[CS_LINES][7])
{
    memset(marg, 0, sizeof(double) * CS_LINES * 7);
    for (int g = 0; g < AI_GOALSETS; g++) {
        double w = bel->w[seat][g];
        int x = g;
        for (int l = 0; l < CS_LINES; l++) {
            marg[l][1 + x % 6] += w;
            x /= 6;
        }
    }
}

int ai_belief_sample(const ai_belief *bel, int seat, ai_rng *rng)
{
    double u = ai_rng_unit(rng);
    const double *cdf = bel->cdf[seat];
    int lo = 0, hi = AI_GOALSETS - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (cdf[mid] > u)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

int ai_belief_best(const ai_belief *bel, int seat)
{
    int best = 0;
    for (int g = 1; g < AI_GOALSETS; g++)
        if (bel->w[seat][g] > bel->w[seat][best])
            best = g;
    return best;
}
