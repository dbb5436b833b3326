/* SPDX-License-Identifier: MIT */
/* test_property.c - long seeded random games, checked after every move
 * against a second, independently written reading of the rules: its own
 * scorer, its own legality oracle for every (kind, from, to), and the
 * piecepack's conservation laws.
 *
 * SK_PROPERTY_SEED replays a run (the seed in use is printed first);
 * SK_PROPERTY_GAMES widens it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "rng.h"
#include "sk_test.h"

enum { MOVES_PER_GAME = 300, ORACLE_EVERY = 4 };

/* ---- The second reading. Coordinates are (file, rank) pairs; the only
 * things shared with the core are the board's fields. */

static const sk_square *at(const sk_board *b, int f, int r) { return &b->sq[f + 5 * r]; }
static bool inside(int f, int r) { return f >= 0 && f < 5 && r >= 0 && r < 5; }
static bool empty(const sk_square *s) { return s->ntiles == 0 && s->coin == SK_NONE; }
static int top(const sk_square *s) { return s->ntiles ? s->tile[s->ntiles - 1] / 6 : s->coin; }

static int second_scorer(const sk_board *b)
{
    static const int STACK_POINTS[7] = {0, 0, 2, 3, 8, 10, 12};
    int total = 0;
    for (int r = 0; r < 5; r++)
        for (int f = 0; f < 5; f++) {
            const sk_square *s = at(b, f, r);
            if (s->ntiles > 1)
                total += STACK_POINTS[s->ntiles] * (s->pawn == SK_NONE ? 1 : 2);
            if (s->ntiles == 0 && s->coin != SK_NONE && s->pawn == SK_NONE) {
                bool commercial_next_door = (inside(f - 1, r) && at(b, f - 1, r)->ntiles) ||
                                            (inside(f + 1, r) && at(b, f + 1, r)->ntiles) ||
                                            (inside(f, r - 1) && at(b, f, r - 1)->ntiles) ||
                                            (inside(f, r + 1) && at(b, f, r + 1)->ntiles);
                total += commercial_next_door ? 0 : 3;
            }
        }
    return total;
}

static bool adjacent(int f1, int r1, int f2, int r2) { return abs(f1 - f2) + abs(r1 - r2) == 1; }

static bool crew_next_to(const sk_board *b, int f, int r)
{
    static const int D[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int d = 0; d < 4; d++) {
        int nf = f + D[d][0], nr = r + D[d][1];
        if (inside(nf, nr) && at(b, nf, nr)->pawn != SK_NONE && at(b, nf, nr)->ntiles < 2)
            return true;
    }
    return false;
}

static bool oracle(const sk_board *b, int kind, int from, int to)
{
    int f1 = from % 5, r1 = from / 5, f2 = to % 5, r2 = to / 5;
    const sk_square *a = at(b, f1, r1), *z = at(b, f2, r2);
    bool null_frozen = b->variant == 1 && a->ntiles == 1 && a->tile[0] % 6 == 0;
    if (kind == SK_SLIDE) /* one tile or a coin, free of pawns, into the hole beside it */
        return adjacent(f1, r1, f2, r2) && empty(z) && !empty(a) && a->ntiles < 2 &&
               a->pawn == SK_NONE && !null_frozen &&
               !(b->variant == 2 && a->ntiles == 1 && b->slides >= 3);
    if (kind == SK_STACK) /* a lone tile onto a same-suit tile beside it, a crew beside */
        return adjacent(f1, r1, f2, r2) && a->ntiles == 1 && z->ntiles >= 1 &&
               a->tile[0] / 6 == top(z) && a->pawn == SK_NONE && z->pawn == SK_NONE &&
               !null_frozen && crew_next_to(b, f1, r1);
    /* a pawn off any stack, straight, over single tiles and coins only */
    if (a->pawn == SK_NONE || a->ntiles >= 2 || (f1 != f2) == (r1 != r2))
        return false;
    int df = (f2 > f1) - (f2 < f1), dr = (r2 > r1) - (r2 < r1);
    for (int f = f1 + df, r = r1 + dr; f != f2 || r != r2; f += df, r += dr) {
        const sk_square *s = at(b, f, r);
        if (s->pawn != SK_NONE || empty(s) || s->ntiles >= 2)
            return false;
    }
    return !empty(z) && z->pawn == SK_NONE && top(z) == a->pawn;
}

/* ---- Invariants. */

static void check_conservation(const sk_board *b)
{
    int tiles = 0, pawns = 0, coins[4] = {0}, lifted[4] = {0}, holes = 0;
    for (int sq = 0; sq < SK_SQUARES; sq++) {
        const sk_square *s = &b->sq[sq];
        tiles += s->ntiles;
        pawns += s->pawn != SK_NONE;
        holes += empty(s);
        if (s->coin != SK_NONE)
            coins[s->coin]++;
        if (s->ntiles > 1) /* each tile above the bottom left a coin behind */
            lifted[s->tile[0] / 6] += s->ntiles - 1;
    }
    assert_int_equal(tiles, 24);
    assert_int_equal(pawns, 4);
    assert_int_equal(holes, 1);
    for (int s = 0; s < 4; s++) {
        assert_true(coins[s] <= 6);
        assert_int_equal(coins[s], lifted[s]);
    }
    eg_error err = {0};
    assert_int_equal(sk_board_validate(b, &err), SK_OK);
}

static void check_moves(const sk_board *b, const sk_move *moves, int n, bool with_oracle)
{
    char prev[SK_MOVE_TEXT] = "";
    for (int i = 0; i < n; i++) {
        char text[SK_MOVE_TEXT];
        sk_move m;
        sk_move_format(moves[i], text);
        assert_true(strcmp(prev, text) < 0); /* byte order, no repeats */
        memcpy(prev, text, sizeof prev);
        assert_int_equal(sk_move_parse(text, &m, NULL), SK_OK);
        assert_memory_equal(&m, &moves[i], sizeof m);
    }
    if (!with_oracle)
        return;
    int listed = 0;
    for (int kind = 0; kind < 3; kind++)
        for (int from = 0; from < SK_SQUARES; from++)
            for (int to = 0; to < SK_SQUARES; to++) {
                bool legal = oracle(b, kind, from, to);
                sk_move m = {(uint8_t)kind, (uint8_t)from, (uint8_t)to};
                eg_error err = {0};
                int rc = sk_check(b, m, &err);
                if (legal != (rc == SK_OK)) {
                    char text[SK_MOVE_TEXT], spn[SK_SPN_MAX];
                    sk_move_format(m, text);
                    sk_spn_format(b, spn, sizeof spn);
                    print_error("%s on %s: oracle %d, core %d (%s)\n", text, spn, legal, rc, err.msg);
                }
                assert_int_equal(legal, rc == SK_OK);
                if (rc != SK_OK) /* every refusal names itself */
                    assert_true(err.code == rc && err.msg[0] != '\0');
                listed += legal;
            }
    assert_int_equal(listed, n);
}

static void test_random_games_keep_the_rules(void **state)
{
    (void)state;
    const char *env = getenv("SK_PROPERTY_SEED");
    uint64_t seed = env ? strtoull(env, NULL, 10) : 20261123;
    env = getenv("SK_PROPERTY_GAMES");
    int games = env ? atoi(env) : 40;
    printf("skyscrapers property seed %llu, %d games\n", (unsigned long long)seed, games);
    eg_rng rng;
    eg_rng_seed(&rng, seed);
    long positions = 0;
    int ended_early = 0;
    for (int g = 0; g < games; g++) {
        sk_board b;
        sk_deal(&b, eg_rng_next(&rng), (sk_variant)(g % 3));
        for (int step = 0; step < MOVES_PER_GAME; step++) {
            check_conservation(&b);
            int score = sk_score_board(&b, NULL);
            assert_true(score >= 0);
            assert_int_equal(score, second_scorer(&b));
            sk_move moves[SK_MAX_MOVES];
            int n = sk_legal_moves(&b, moves);
            check_moves(&b, moves, n, step % ORACLE_EVERY == 0);
            positions++;
            if (n == 0) {
                ended_early++;
                break;
            }
            /* SPN round trip of every position met. */
            char spn[SK_SPN_MAX];
            sk_board back;
            int len = sk_spn_format(&b, spn, sizeof spn);
            assert_int_equal(sk_spn_parse(spn, (size_t)len, &back, NULL), SK_OK);
            assert_memory_equal(&b, &back, sizeof b);
            /* Prefer stacks and pawn moves a little, so games go somewhere. */
            int pick = (int)eg_rng_below(&rng, (uint32_t)n);
            for (int tries = 0; tries < 2 && moves[pick].kind == SK_SLIDE; tries++)
                pick = (int)eg_rng_below(&rng, (uint32_t)n);
            sk_board before = b;
            assert_int_equal(sk_play(&b, moves[pick], NULL), SK_OK);
            assert_memory_not_equal(&b, &before, sizeof b);
        }
    }
    printf("%ld positions, %d games ran out of moves\n", positions, ended_early);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games_keep_the_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
