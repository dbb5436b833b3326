/* SPDX-License-Identifier: MIT */
/* test_moves.c - the three kinds of move and every refusal, one test per
 * sentence of rules.txt "Game Play" / "Stack a Tile" / "Slide a Tile or
 * Coin" / "Move a Pawn" and of RULINGS.md "Moves", including both variants.
 *
 * Most positions are the contract's example deal EX (drawn in sk_test.h)
 * or small edits of it, written out in full so each test reads alone. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "sk_test.h"

/* EX after d2+c2: a moons stack of two on c2, a moons coin on d2. */
#define EX_STACKED "S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4M3,m,M0@M/A2,M5,A5,C5,A3"
/* EX with the moons pawn moved from e2 to b3 (beside the hole). */
#define EX_PAWN_B3 "S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1@M,.,S1,A1/C1,S5,M4,M3,M0/A2,M5,A5,C5,A3"
/* A stack M4M3 on c2, M1 on b2 beside it, the crowns pawn on a2. */
#define P_STACK "S3,M2,S2,A0@A,S4/C4,C0,A4,C2,C3/S0@S,S5,.,S1,A1/C1@C,M1,M4M3,m,M0@M/A2,M5,A5,C5,A3"

/* ---- "There are three types of plays allowed": the legal moves of the
 * example deal, worked out by hand, in byte order. */
static void test_example_deal_has_twelve_moves_in_byte_order(void **state)
{
    (void)state;
    static const char *const want[] = {"@a3-a5", "@b4-a4", "@b4-d4", "@b4-e4",
                                       "@e2-c2", "@e2-d2", "b3-c3",  "c2-c3",
                                       "c4-c3",  "d2+c2",  "d3-c3",  "d4+e4"};
    sk_board b = T_spn(EX);
    sk_move moves[SK_MAX_MOVES];
    int n = sk_legal_moves(&b, moves);
    assert_int_equal(n, 12);
    for (int i = 0; i < n; i++) {
        char text[SK_MOVE_TEXT];
        sk_move_format(moves[i], text);
        assert_string_equal(text, want[i]);
    }
}

/* ---- Slide a tile or coin. */

/* "Any tile orthogonally adjacent to the hole may be slid into the hole. The
 * new hole is then at the space formerly occupied by the tile just slid." */
static void test_slide_tile_into_hole(void **state)
{
    (void)state;
    T_gives(EX, "b3-c3",
            "S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,.,M1,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3");
}

/* "Coins may also be slid into the hole in exactly the same way as tiles." */
static void test_slide_coin_into_hole(void **state)
{
    (void)state;
    sk_board b = T_spn(EX);
    T_play(&b, "d2+c2 d3-c3 d2-d3");
    T_assert_spn(&b, "S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,S1,m,A1/C1,S5,M4M3,.,M0@M/A2,M5,A5,C5,A3");
}

static void test_slide_only_into_the_hole(void **state)
{
    (void)state;
    T_refused(EX, "b2-c2", SK_ERR_NOT_THE_HOLE, "b2-c2: c2 is not the hole");
}

/* "orthogonally adjacent": not from afar, not diagonally. */
static void test_slide_only_from_beside_the_hole(void **state)
{
    (void)state;
    T_refused(EX, "a1-c3", SK_ERR_NOT_BESIDE, "a1-c3: a1 is not beside c3");
    T_refused(EX, "b2-c3", SK_ERR_NOT_BESIDE, "b2-c3: b2 is not beside c3");
}

static void test_slide_from_the_hole_is_nothing(void **state)
{
    (void)state;
    T_refused(EX, "c3-b3", SK_ERR_NOTHING_THERE, "c3-b3: c3 is the hole; nothing to slide");
}

/* "Tiles and coins may not be moved if they hold a pawn." */
static void test_slide_refused_under_a_pawn(void **state)
{
    (void)state;
    T_refused(EX_PAWN_B3, "b3-c3", SK_ERR_PAWN_ON_PIECE, "b3-c3: a pawn stands on b3");
}

/* "Stacks of tiles ... may never be moved." */
static void test_slide_refused_for_a_stack(void **state)
{
    (void)state;
    T_refused(EX_STACKED, "c2-c3", SK_ERR_STACK_NEVER_MOVES, "c2-c3: c2 is a stack; stacks never move");
}

/* The rules allow any number of slides in a row; positions may repeat. */
static void test_slides_may_repeat_positions(void **state)
{
    (void)state;
    sk_board b = T_spn(EX);
    T_play(&b, "b3-c3 c3-b3 b3-c3 c3-b3 b3-c3 c3-b3");
    T_assert_spn(&b, EX);
}

/* ---- Stack a tile. */

/* "A tile may be stacked on top of an orthogonally adjacent tile if ... the
 * two tiles are the same suit and there is a work crew adjacent to the tile
 * that is being moved ... the resulting empty space is immediately filled
 * with a coin of the same color as the tile". */
static void test_stack_fills_the_space_with_a_coin(void **state)
{
    (void)state;
    T_gives(EX, "d2+c2", EX_STACKED);
}

/* "Tiles may be added to a stack": a single tile onto a stack of its suit. */
static void test_stack_onto_a_stack(void **state)
{
    (void)state;
    T_gives(P_STACK, "b2+c2",
            "S3,M2,S2,A0@A,S4/C4,C0,A4,C2,C3/S0@S,S5,.,S1,A1/C1@C,m,M4M3M1,m,M0@M/A2,M5,A5,C5,A3");
}

static void test_stack_needs_the_same_suit(void **state)
{
    (void)state;
    T_refused(EX, "d2+d3", SK_ERR_SUIT_MISMATCH, "d2+d3: moons tile on d2 cannot go on suns on d3");
}

static void test_stack_only_onto_a_neighbour(void **state)
{
    (void)state;
    T_refused(EX, "d2+b2", SK_ERR_NOT_BESIDE, "d2+b2: d2 is not beside b2");
}

/* The example: the moons pawn has left e2, nobody works by d2. */
static void test_stack_needs_a_work_crew_beside_the_moved_tile(void **state)
{
    (void)state;
    T_refused(EX_PAWN_B3, "d2+c2", SK_ERR_NO_WORK_CREW, "d2+c2: no free pawn beside d2");
    /* A crew beside the target only does not count: d5's pawn is beside d4. */
    T_refused(EX, "e4+d4", SK_ERR_NO_WORK_CREW, "e4+d4: no free pawn beside e4");
}

/* "A pawn that is an architectural feature ... may no longer be used as a
 * work crew": c1 has only the retired moons pawn on c2 beside it. */
static void test_pawn_on_a_stack_is_no_work_crew(void **state)
{
    (void)state;
    T_refused("S3,M2,S2,A0@A,S4/C4,C0,A4,C2,C3/S0@S,S5,.,S1,A1/C1@C,m,M4M3M1@M,m,M0/A2,M5,A5,A3,C5",
              "c1+d1", SK_ERR_NO_WORK_CREW, "c1+d1: no free pawn beside c1");
}

/* "A pawn freezes the tile ... beneath it." */
static void test_stack_refused_for_a_tile_under_a_pawn(void **state)
{
    (void)state;
    T_refused(EX, "b4+a4", SK_ERR_PAWN_ON_PIECE, "b4+a4: a pawn stands on b4");
}

/* "Tiles may not be added to a stack that has a pawn setting on it" (the
 * ruling: nor to a single tile holding one). */
static void test_stack_refused_onto_a_pawn(void **state)
{
    (void)state;
    T_refused(EX, "a4+b4", SK_ERR_PAWN_ON_TARGET, "a4+b4: a pawn stands on b4");
}

/* "Stacks may not be deconstructed". */
static void test_stack_never_moves_again(void **state)
{
    (void)state;
    T_refused(EX_STACKED, "c2+b2", SK_ERR_STACK_NEVER_MOVES, "c2+b2: c2 is a stack; stacks never move");
}

static void test_coins_are_not_stacked_and_not_stacked_on(void **state)
{
    (void)state;
    T_refused(EX_STACKED, "d2+c2", SK_ERR_COIN_NOT_TILE, "d2+c2: d2 holds a coin; only tiles stack");
    T_refused(EX_STACKED, "d1+d2", SK_ERR_NO_TILE_THERE, "d1+d2: d2 holds a coin, no tile to stack on");
}

static void test_the_hole_is_not_stacked_and_not_stacked_on(void **state)
{
    (void)state;
    T_refused(EX, "c3+c2", SK_ERR_NOTHING_THERE, "c3+c2: c3 is the hole; no tile to stack");
    T_refused(EX, "d3+c3", SK_ERR_NO_TILE_THERE, "d3+c3: c3 is the hole, no tile to stack on");
}

/* ---- Move a pawn. */

/* "They move orthogonally, and may move any number of spaces as long as they
 * land on a tile or coin of the same color": the example, over a4. */
static void test_pawn_moves_along_a_file_over_single_tiles(void **state)
{
    (void)state;
    T_gives(EX, "@a3-a5",
            "S3@S,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3");
}

static void test_pawn_lands_on_a_coin_of_its_suit_passing_a_coin(void **state)
{
    (void)state;
    T_gives(P_STACK, "@e2-d2",
            "S3,M2,S2,A0@A,S4/C4,C0,A4,C2,C3/S0@S,S5,.,S1,A1/C1@C,M1,M4M3,m@M,M0/A2,M5,A5,C5,A3");
}

/* "Pawns may be moved onto tile stacks if they match the color of the top
 * tile ... but a pawn on top of a stack is frozen for the remainder". */
static void test_pawn_onto_a_stack_then_frozen(void **state)
{
    (void)state;
    sk_board b = T_spn(P_STACK);
    T_play(&b, "b2+c2 @e2-c2");
    T_assert_spn(&b, "S3,M2,S2,A0@A,S4/C4,C0,A4,C2,C3/S0@S,S5,.,S1,A1/C1@C,m,M4M3M1@M,m,M0/A2,M5,A5,C5,A3");
    eg_error err = {0};
    assert_int_equal(sk_play_text(&b, "@c2-d2", &err), SK_ERR_PAWN_RETIRED);
    assert_string_equal(err.msg, "@c2-d2: the pawn on c2 stands on a stack and never moves again");
}

static void test_pawn_must_land_on_its_suit(void **state)
{
    (void)state;
    T_refused(EX, "@a3-a4", SK_ERR_LAND_SUIT, "@a3-a4: the suns pawn cannot stop on a4's crowns tile");
}

static void test_pawn_moves_only_orthogonally(void **state)
{
    (void)state;
    T_refused(EX, "@a3-b5", SK_ERR_NOT_IN_LINE, "@a3-b5: a3 and b5 are not on one rank or file");
    T_refused(EX, "@a3-a3", SK_ERR_NOT_IN_LINE, "@a3-a3: a3 and a3 are not on one rank or file");
}

static void test_pawn_move_needs_a_pawn(void **state)
{
    (void)state;
    T_refused(EX, "@a4-a5", SK_ERR_NO_PAWN, "@a4-a5: no pawn on a4");
}

/* "Pawns may not move over or through other pawns." */
static void test_pawn_not_over_or_onto_a_pawn(void **state)
{
    (void)state;
    T_refused(EX_PAWN_B3, "@a3-d3", SK_ERR_PATH_PAWN, "@a3-d3: the pawn on b3 is in the way");
    T_refused(EX_PAWN_B3, "@a3-b3", SK_ERR_LAND_PAWN, "@a3-b3: a pawn stands on b3");
}

/* "Pawns may not move over the hole in the board." */
static void test_pawn_not_over_or_onto_the_hole(void **state)
{
    (void)state;
    T_refused(EX, "@a3-d3", SK_ERR_PATH_HOLE, "@a3-d3: the hole on c3 is in the way");
    sk_board b = T_spn(EX);
    T_play(&b, "b3-c3");
    eg_error err = {0};
    assert_int_equal(sk_play_text(&b, "@b4-b3", &err), SK_ERR_LAND_HOLE);
    assert_string_equal(err.msg, "@b4-b3: b3 is the hole");
}

/* "Pawns may not move over tile stacks." */
static void test_pawn_not_over_a_stack(void **state)
{
    (void)state;
    T_refused(P_STACK, "@a2-d2", SK_ERR_PATH_STACK, "@a2-d2: the stack on c2 is in the way");
}

/* ---- Move text. */
static void test_move_text_errors(void **state)
{
    (void)state;
    T_refused(EX, "x", SK_ERR_MOVE_SYNTAX,
              "'x' is not a move (FROM-TO slide, FROM+TO stack, @FROM-TO pawn; squares a1-e5)");
    T_refused(EX, "@b3+c3", SK_ERR_MOVE_SYNTAX,
              "'@b3+c3' is not a move (FROM-TO slide, FROM+TO stack, @FROM-TO pawn; squares a1-e5)");
    T_refused(EX, "b3c3", SK_ERR_MOVE_SYNTAX,
              "'b3c3' is not a move (FROM-TO slide, FROM+TO stack, @FROM-TO pawn; squares a1-e5)");
    T_refused(EX, "f3-c3", SK_ERR_NO_SUCH_SQUARE, "f3-c3: 'f3' is not a square (a1-e5)");
    T_refused(EX, "@a3-a6", SK_ERR_NO_SUCH_SQUARE, "@a3-a6: 'a6' is not a square (a1-e5)");
}

/* ---- Variant 1: "null tiles may never be moved"; tiles may still be
 * stacked on them (RULINGS.md). The suns null is on b3, beside the hole. */
#define P_V1_BOARD "S3@S,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/M1,S0,.,S1,A1/C1,S5,M4@M,M3,M0/A2,M5,A5,C5,A3"

static void test_variant1_null_never_slides(void **state)
{
    (void)state;
    T_refused(P_V1_BOARD " variant=1", "b3-c3", SK_ERR_NULL_NEVER_MOVES,
              "b3-c3: the null tile on b3 never moves (variant 1)");
    T_gives(P_V1_BOARD, "b3-c3",
            "S3@S,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/M1,.,S0,S1,A1/C1,S5,M4@M,M3,M0/A2,M5,A5,C5,A3");
}

static void test_variant1_null_never_stacks(void **state)
{
    (void)state;
    T_refused(P_V1_BOARD " variant=1", "b3+b2", SK_ERR_NULL_NEVER_MOVES,
              "b3+b2: the null tile on b3 never moves (variant 1)");
}

static void test_variant1_tiles_stack_onto_a_null(void **state)
{
    (void)state;
    T_gives(P_V1_BOARD " variant=1", "b2+b3",
            "S3@S,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/M1,S0S5,.,S1,A1/C1,s,M4@M,M3,M0/A2,M5,A5,C5,A3 variant=1");
}

/* ---- Variant 2: "No more than three tile sliding operations may be made
 * in succession." */
#define EX_V2_AFTER_3 "S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,.,M1,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3 variant=2 slides=3"

static void test_variant2_counts_tile_slides(void **state)
{
    (void)state;
    sk_board b = T_spn(EX " variant=2");
    T_play(&b, "b3-c3 c3-b3 b3-c3");
    T_assert_spn(&b, EX_V2_AFTER_3);
}

static void test_variant2_fourth_tile_slide_refused(void **state)
{
    (void)state;
    T_refused(EX_V2_AFTER_3, "c3-b3", SK_ERR_SLIDE_LIMIT,
              "c3-b3: three tile slides in a row; stack, slide a coin or move a pawn first (variant 2)");
}

/* "Then some other operation (tile stacking, coin sliding, or pawn movement)
 * must be made before further tile sliding is done." */
static void test_variant2_pawn_move_resets_the_count(void **state)
{
    (void)state;
    sk_board b = T_spn(EX_V2_AFTER_3);
    T_play(&b, "@a3-a5 c3-b3");
    T_assert_spn(&b, "S3@S,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3 variant=2 slides=1");
}

static void test_variant2_stack_resets_the_count(void **state)
{
    (void)state;
    T_gives(EX " variant=2 slides=3", "d2+c2", EX_STACKED " variant=2");
}

static void test_variant2_coin_slide_allowed_and_resets(void **state)
{
    (void)state;
    const char *p = "S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,S1,.,A1/C1,S5,M4M3,m,M0@M/A2,M5,A5,C5,A3 variant=2 slides=3";
    T_refused(p, "c3-d3", SK_ERR_SLIDE_LIMIT,
              "c3-d3: three tile slides in a row; stack, slide a coin or move a pawn first (variant 2)");
    T_gives(p, "d2-d3", "S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,S1,m,A1/C1,S5,M4M3,.,M0@M/A2,M5,A5,C5,A3 variant=2");
}

/* The standard game has no limit and writes no count. */
static void test_standard_game_has_no_slide_limit(void **state)
{
    (void)state;
    sk_board b = T_spn(EX);
    T_play(&b, "b3-c3 c3-b3 b3-c3 c3-b3 b3-c3");
    assert_int_equal(b.slides, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_example_deal_has_twelve_moves_in_byte_order),
        cmocka_unit_test(test_slide_tile_into_hole),
        cmocka_unit_test(test_slide_coin_into_hole),
        cmocka_unit_test(test_slide_only_into_the_hole),
        cmocka_unit_test(test_slide_only_from_beside_the_hole),
        cmocka_unit_test(test_slide_from_the_hole_is_nothing),
        cmocka_unit_test(test_slide_refused_under_a_pawn),
        cmocka_unit_test(test_slide_refused_for_a_stack),
        cmocka_unit_test(test_slides_may_repeat_positions),
        cmocka_unit_test(test_stack_fills_the_space_with_a_coin),
        cmocka_unit_test(test_stack_onto_a_stack),
        cmocka_unit_test(test_stack_needs_the_same_suit),
        cmocka_unit_test(test_stack_only_onto_a_neighbour),
        cmocka_unit_test(test_stack_needs_a_work_crew_beside_the_moved_tile),
        cmocka_unit_test(test_pawn_on_a_stack_is_no_work_crew),
        cmocka_unit_test(test_stack_refused_for_a_tile_under_a_pawn),
        cmocka_unit_test(test_stack_refused_onto_a_pawn),
        cmocka_unit_test(test_stack_never_moves_again),
        cmocka_unit_test(test_coins_are_not_stacked_and_not_stacked_on),
        cmocka_unit_test(test_the_hole_is_not_stacked_and_not_stacked_on),
        cmocka_unit_test(test_pawn_moves_along_a_file_over_single_tiles),
        cmocka_unit_test(test_pawn_lands_on_a_coin_of_its_suit_passing_a_coin),
        cmocka_unit_test(test_pawn_onto_a_stack_then_frozen),
        cmocka_unit_test(test_pawn_must_land_on_its_suit),
        cmocka_unit_test(test_pawn_moves_only_orthogonally),
        cmocka_unit_test(test_pawn_move_needs_a_pawn),
        cmocka_unit_test(test_pawn_not_over_or_onto_a_pawn),
        cmocka_unit_test(test_pawn_not_over_or_onto_the_hole),
        cmocka_unit_test(test_pawn_not_over_a_stack),
        cmocka_unit_test(test_move_text_errors),
        cmocka_unit_test(test_variant1_null_never_slides),
        cmocka_unit_test(test_variant1_null_never_stacks),
        cmocka_unit_test(test_variant1_tiles_stack_onto_a_null),
        cmocka_unit_test(test_variant2_counts_tile_slides),
        cmocka_unit_test(test_variant2_fourth_tile_slide_refused),
        cmocka_unit_test(test_variant2_pawn_move_resets_the_count),
        cmocka_unit_test(test_variant2_stack_resets_the_count),
        cmocka_unit_test(test_variant2_coin_slide_allowed_and_resets),
        cmocka_unit_test(test_standard_game_has_no_slide_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
