/* SPDX-License-Identifier: MIT */
/* sk_score.c - the city's score at any moment (RULINGS.md "Scoring"). */
#include "sk_core.h"

int sk_stack_points(int ntiles, bool pawn_on_top)
{
    int points = ntiles < 2 ? 0 : ntiles <= 3 ? ntiles : 2 * ntiles;
    return pawn_on_top ? 2 * points : points;
}

bool sk_coin_scores(const sk_board *b, int sq)
{
    const sk_square *s = &b->sq[sq];
    if (s->ntiles != 0 || s->coin == SK_NONE || s->pawn != SK_NONE)
        return false;
    /* A tile next door (single or stacked) is a commercial zone: no score. */
    for (int other = 0; other < SK_SQUARES; other++)
        if (sk_beside(sq, other) && b->sq[other].ntiles > 0)
            return false;
    return true;
}

int sk_score_board(const sk_board *b, sk_score *out)
{
    sk_score sc = {0};
    for (int sq = 0; sq < SK_SQUARES; sq++) {
        const sk_square *s = &b->sq[sq];
        int points = 0;
        if (s->ntiles >= 2) {
            points = sk_stack_points(s->ntiles, s->pawn != SK_NONE);
            sc.stacks += points;
            sc.scoring_stacks |= 1u << sq;
        } else if (sk_coin_scores(b, sq)) {
            points = 3;
            sc.coins += points;
            sc.scoring_coins |= 1u << sq;
        }
        sc.points[sq] = points;
    }
    sc.total = sc.stacks + sc.coins;
    if (out)
        *out = sc;
    return sc.total;
}
