/* SPDX-License-Identifier: MIT */
/* test_scoring.c - rules.txt "Scoring" and RULINGS.md "Scoring", one test
 * per sentence. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "sk_test.h"

/* Four six-tile stacks on the a file (suns and crowns under pawns), coins
 * everywhere else, the moons pawn on c4's coin and the arms pawn on e2's:
 *   5  S0..S5@S s s   s s
 *   4  M0..M5   m m@M m m
 *   3  C0..C5@C c .   c c
 *   2  A0..A5   a a   a a@A
 *   1  s        m c   c a                                               */
#define P_TOWERS "S0S1S2S3S4S5@S,s,s,s,s/M0M1M2M3M4M5,m,m@M,m,m/C0C1C2C3C4C5@C,c,.,c,c/A0A1A2A3A4A5,a,a,a,a@A/s,m,c,c,a"

static sk_score score_of(const char *spn)
{
    sk_board b = T_spn(spn);
    sk_score sc;
    int total = sk_score_board(&b, &sc);
    assert_int_equal(total, sc.total);
    assert_int_equal(sc.total, sc.stacks + sc.coins);
    return sc;
}

static int points_at(const sk_score *sc, const char *sq) { return sc->points[sk_square_parse(sq)]; }

/* "Unimproved commercial zones (single tiles, not stacked) score no points." */
static void test_single_tiles_score_nothing(void **state)
{
    (void)state;
    sk_score sc = score_of(EX);
    assert_int_equal(sc.total, 0);
    assert_int_equal(sk_stack_points(1, false), 0);
    assert_int_equal(sk_stack_points(1, true), 0); /* a pawn on a single tile */
}

/* "Developed commercial zones (stacks of 2 or 3 tiles) score points equal to
 * the number of tiles in the stack." */
static void test_stacks_of_two_or_three_score_their_tiles(void **state)
{
    (void)state;
    assert_int_equal(sk_stack_points(2, false), 2);
    assert_int_equal(sk_stack_points(3, false), 3);
    sk_score sc = score_of("S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4M3,m,M0@M/A2,M5,A5,C5,A3");
    assert_int_equal(points_at(&sc, "c2"), 2);
    assert_int_equal(sc.total, 2);
    sc = score_of("S3,M2,S2,A0@A,S4/C4,C0,A4,C2,C3/S0@S,S5,.,S1,A1/C1@C,m,M4M3M1,m,M0@M/A2,M5,A5,C5,A3");
    assert_int_equal(sc.stacks, 3);
}

/* "Skyscraper zones (stacks of 4 or more tiles) score points equal to twice
 * the number of tiles in the stack." */
static void test_skyscrapers_score_twice_their_tiles(void **state)
{
    (void)state;
    assert_int_equal(sk_stack_points(4, false), 8);
    assert_int_equal(sk_stack_points(5, false), 10);
    assert_int_equal(sk_stack_points(6, false), 12);
    sk_score sc = score_of(P_TOWERS);
    assert_int_equal(points_at(&sc, "a4"), 12);
    assert_int_equal(points_at(&sc, "a2"), 12);
}

/* "Placing a pawn on top of a stack doubles its score." */
static void test_a_pawn_on_a_stack_doubles_it(void **state)
{
    (void)state;
    assert_int_equal(sk_stack_points(2, true), 4);
    assert_int_equal(sk_stack_points(3, true), 6);
    assert_int_equal(sk_stack_points(4, true), 16);
    assert_int_equal(sk_stack_points(6, true), 24);
    sk_score sc = score_of(P_TOWERS);
    assert_int_equal(points_at(&sc, "a5"), 24);
    assert_int_equal(points_at(&sc, "a3"), 24);
    assert_int_equal(sc.stacks, 72);
}

/* "Residential zones (coins) each score 3 points if, and only if, they are
 * not orthogonally adjacent to any commercial zones, and they don't hold a
 * pawn." The hole and other coins are no commercial zones (RULINGS.md). */
static void test_coins_score_three_away_from_tiles(void **state)
{
    (void)state;
    sk_score sc = score_of(P_TOWERS);
    assert_int_equal(points_at(&sc, "c5"), 3);  /* coins all round */
    assert_int_equal(points_at(&sc, "d3"), 3);  /* beside the hole */
    assert_int_equal(points_at(&sc, "b1"), 3);
    assert_int_equal(sc.coins, 39);
    assert_int_equal(sc.total, 111);
    uint32_t want = 0;
    static const char *const scoring[] = {"b1", "c5", "d5", "e5", "d4", "e4", "d3",
                                          "e3", "c2", "d2", "c1", "d1", "e1"};
    for (int i = 0; i < 13; i++)
        want |= 1u << sk_square_parse(scoring[i]);
    assert_int_equal(sc.scoring_coins, want);
}

static void test_coin_beside_a_stack_scores_nothing(void **state)
{
    (void)state;
    sk_score sc = score_of(P_TOWERS);
    assert_int_equal(points_at(&sc, "b5"), 0);
    assert_int_equal(points_at(&sc, "a1"), 0); /* a2's stack above it */
}

static void test_coin_beside_a_single_tile_scores_nothing(void **state)
{
    (void)state;
    sk_score sc = score_of("S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4M3,m,M0@M/A2,M5,A5,C5,A3");
    assert_int_equal(points_at(&sc, "d2"), 0);
    assert_int_equal(sc.coins, 0);
}

static void test_coin_holding_a_pawn_scores_nothing(void **state)
{
    (void)state;
    sk_score sc = score_of(P_TOWERS);
    assert_int_equal(points_at(&sc, "c4"), 0);
    assert_int_equal(points_at(&sc, "e2"), 0);
}

/* "score at any time": scoring reads the board and never changes it. */
static void test_scoring_leaves_the_board_alone(void **state)
{
    (void)state;
    sk_board b = T_spn(P_TOWERS), before = b;
    assert_int_equal(sk_score_board(&b, NULL), 111);
    assert_memory_equal(&b, &before, sizeof b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_single_tiles_score_nothing),
        cmocka_unit_test(test_stacks_of_two_or_three_score_their_tiles),
        cmocka_unit_test(test_skyscrapers_score_twice_their_tiles),
        cmocka_unit_test(test_a_pawn_on_a_stack_doubles_it),
        cmocka_unit_test(test_coins_score_three_away_from_tiles),
        cmocka_unit_test(test_coin_beside_a_stack_scores_nothing),
        cmocka_unit_test(test_coin_beside_a_single_tile_scores_nothing),
        cmocka_unit_test(test_coin_holding_a_pawn_scores_nothing),
        cmocka_unit_test(test_scoring_leaves_the_board_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
