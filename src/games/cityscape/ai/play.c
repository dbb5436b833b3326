/* SPDX-License-Identifier: MIT */
/* play.c - the levels' move choice: Easy and Medium (one-move greedy), and
 * the public entry points that dispatch to them or to Hard (mcts.c). */
#include "ai_internal.h"

#include <stdlib.h>
#include <string.h>

enum { MAXMOVES = CS_HEIGHTS * CS_LOTS };

const char *cs_ai_level_name(cs_ai_level level)
{
    switch (level) {
    case CS_AI_EASY: return "easy";
    case CS_AI_MEDIUM: return "medium";
    case CS_AI_HARD: return "hard";
    default: return "unknown";
    }
}

int cs_ai_level_parse(const char *name)
{
    for (int l = 0; l < CS_AI__LEVELS; l++)
        if (strcmp(name, cs_ai_level_name((cs_ai_level)l)) == 0)
            return l;
    return -1;
}

cs_ai_params cs_ai_params_default(cs_ai_level level, uint64_t seed)
{
    cs_ai_params p = {0};
    p.level = level;
    p.seed = seed;
    p.movetime_ms = level == CS_AI_HARD ? CS_AI_DEFAULT_MOVETIME_MS : 0;
    p.iterations = 0;
    p.pool_nodes = 0;
    return p;
}

void cs_ai_round_from_game(const cs_game *g, int player, cs_ai_round *out)
{
    memset(out, 0, sizeof *out);
    out->nplayers = g->cfg.nplayers;
    memcpy(out->seat_owner, g->seat_owner, sizeof out->seat_owner);
    out->first_player = (uint8_t)cs_round_first_player(g, g->round);
    out->me = (uint8_t)player;
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (g->seat_owner[seat] == player)
            memcpy(out->goals[seat], g->goals[seat], CS_LINES);
}

int cs_ai_mover_at(const cs_ai_round *r, int k)
{
    int n = r->nplayers >= 2 && r->nplayers <= 4 ? r->nplayers : 2;
    return (r->first_player + k) % n;
}

/* ---- Greedy evaluation: each player's score if the round ended now. */

static double my_score(const ai_ctx *c, const uint8_t h[CS_LOTS])
{
    int tallest = ai_tallest(h), s = 0;
    for (int i = 0; i < c->nseats[c->me]; i++) {
        int seat = c->seats[c->me][i];
        s += ai_seat_score(h, seat, c->goals[seat], tallest);
    }
    return s;
}

/* The best of `n` values, ties broken at random (reservoir sampling). */
static int argmax_random(const double *v, int n, ai_rng *rng)
{
    int best = 0, ties = 1;
    for (int i = 1; i < n; i++) {
        if (v[i] > v[best] + 1e-9) {
            best = i;
            ties = 1;
        } else if (v[i] > v[best] - 1e-9) {
            ties++;
            if (ai_rng_below(rng, (uint32_t)ties) == 0)
                best = i;
        }
    }
    return best;
}

static void apply(const cs_board *b, cs_move m, uint8_t h[CS_LOTS])
{
    memcpy(h, b->height, CS_LOTS);
    h[m.lot] = (uint8_t)(h[m.lot] + m.height);
}

cs_move ai_easy_move(const ai_ctx *c, const cs_board *b, ai_rng *rng)
{
    cs_move moves[MAXMOVES];
    double v[MAXMOVES];
    int n = cs_board_legal_moves(b, moves);
    if (n == 0)
        return (cs_move){0, CS_NO_LOT};
    double now = my_score(c, b->height);
    for (int i = 0; i < n; i++) {
        uint8_t h[CS_LOTS];
        apply(b, moves[i], h);
        v[i] = my_score(c, h);
    }
    /* A slip: about one move in four is any placement that does not lose
     * points right away, as a person who has not looked closely would. */
    if (ai_rng_below(rng, 4) == 0) {
        int ok[MAXMOVES], nok = 0;
        for (int i = 0; i < n; i++)
            if (v[i] >= now)
                ok[nok++] = i;
        return nok ? moves[ok[ai_rng_below(rng, (uint32_t)nok)]]
                   : moves[ai_rng_below(rng, (uint32_t)n)];
    }
    return moves[argmax_random(v, n, rng)];
}

cs_move ai_medium_move(const ai_ctx *c, const cs_board *b, const ai_belief *bel, ai_rng *rng)
{
    cs_move moves[MAXMOVES];
    double v[MAXMOVES];
    int n = cs_board_legal_moves(b, moves);
    if (n == 0)
        return (cs_move){0, CS_NO_LOT};
    double marg[CS_SEATS][CS_LINES][7];
    int nopp = c->nplayers - 1;
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (bel->active & (1u << seat))
            ai_belief_marginals(bel, seat, marg[seat]);
    for (int i = 0; i < n; i++) {
        uint8_t h[CS_LOTS];
        apply(b, moves[i], h);
        int tallest = ai_tallest(h);
        double opp = 0;
        for (int seat = 0; seat < CS_SEATS; seat++) {
            if (!(bel->active & (1u << seat)))
                continue;
            for (int l = 0; l < CS_LINES; l++)
                for (int code = 1; code <= 6; code++)
                    if (marg[seat][l][code] > 1e-4)
                        opp += marg[seat][l][code] * ai_line_score(h, seat, l, code, tallest);
        }
        v[i] = my_score(c, h) - opp / (nopp > 0 ? nopp : 1);
    }
    return moves[argmax_random(v, n, rng)];
}

cs_move cs_ai_choose_move(const cs_ai_params *p, const cs_ai_round *r, const cs_board *b,
                          const atomic_int *cancel, cs_ai_stats *stats)
{
    double t0 = ai_now_ms();
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (b->nplaced >= CS_BLOCKS)
        return (cs_move){0, CS_NO_LOT};
    ai_ctx c;
    ai_ctx_init(&c, r);
    ai_rng rng;
    ai_rng_seed(&rng, ai_mix(p->seed, 0x1000u + b->nplaced));
    cs_move m;
    if (p->level == CS_AI_EASY) {
        m = ai_easy_move(&c, b, &rng);
    } else if (p->level == CS_AI_MEDIUM) {
        ai_belief *bel = malloc(sizeof *bel);
        if (!bel)
            return ai_easy_move(&c, b, &rng);
        ai_belief_build(bel, &c, b);
        m = ai_medium_move(&c, b, bel, &rng);
        free(bel);
    } else {
        m = ai_hard_move(&c, b, p, cancel, stats, &rng);
    }
    if (stats)
        stats->elapsed_ms = ai_now_ms() - t0;
    return m;
}
