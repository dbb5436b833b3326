/* SPDX-License-Identifier: MIT */
/* test_spn.c - SPN (shared/spec/skyscrapers.md): round trips and every
 * validation error, with its column. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "sk_test.h"

static void assert_round_trip(const char *spn)
{
    sk_board b = T_spn(spn);
    T_assert_spn(&b, spn);
}

static void assert_bad(const char *spn, int code, int column, const char *msg)
{
    sk_board b;
    eg_error err = {0};
    int rc = sk_spn_parse(spn, strlen(spn), &b, &err);
    if (rc != code || strcmp(err.msg, msg) != 0)
        print_error("%s: got %d '%s'\n", spn, rc, err.msg);
    assert_int_equal(rc, code);
    assert_int_equal(err.column, column);
    assert_string_equal(err.msg, msg);
}

static void test_round_trips(void **state)
{
    (void)state;
    assert_round_trip(EX);
    assert_round_trip(EX " variant=1");
    assert_round_trip(EX " variant=2");
    assert_round_trip(EX " variant=2 slides=2");
    assert_round_trip("S0S1S2S3S4S5@S,s,s,s,s/M0M1M2M3M4M5,m,m@M,m,m/C0C1C2C3C4C5@C,c,.,c,c/A0A1A2A3A4A5,a,a,a,a@A/s,m,c,c,a");
    for (uint64_t d = 0; d < 50; d++) {
        sk_board b, back;
        char text[SK_SPN_MAX];
        sk_deal(&b, d, (sk_variant)(d % 3));
        int n = sk_spn_format(&b, text, sizeof text);
        assert_true(n > 0);
        assert_int_equal(sk_spn_parse(text, (size_t)n, &back, NULL), SK_OK);
        assert_memory_equal(&b, &back, sizeof b);
    }
}

/* "written only when K > 0"; a zero count is still read. */
static void test_slides_zero_is_read_not_written(void **state)
{
    (void)state;
    sk_board b = T_spn(EX " variant=2 slides=0");
    T_assert_spn(&b, EX " variant=2");
}

static void test_format_reports_a_short_buffer(void **state)
{
    (void)state;
    sk_board b = T_spn(EX);
    char small[20];
    assert_int_equal(sk_spn_format(&b, small, sizeof small), -1);
    char exact[82];
    assert_int_equal(sk_spn_format(&b, exact, sizeof exact), 81);
}

static void test_square_syntax_errors(void **state)
{
    (void)state;
    assert_bad("", SK_ERR_SPN_SYNTAX, 1,
               "column 1: the end where a square was expected ('.', a coin s m c a, or tiles like M2)");
    assert_bad("X3", SK_ERR_SPN_SYNTAX, 1,
               "column 1: 'X' where a square was expected ('.', a coin s m c a, or tiles like M2)");
    assert_bad("S6", SK_ERR_SPN_SYNTAX, 2, "column 2: '6' is not a tile value (0-5)");
    assert_bad("S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@s,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_SYNTAX, 38, "column 38: 's' after '@' is not a pawn (S, M, C, A)");
}

static void test_board_shape_errors(void **state)
{
    (void)state;
    assert_bad("S3,M2,S2,A0@A,S4,S9/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_SHAPE, 17, "column 17: rank 5 has more than 5 squares");
    assert_bad("S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2/S0@S,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_SHAPE, 31, "column 31: rank 4 has 4 squares, not 5");
    assert_bad("S3,M2,S2,A0@A,S4", SK_ERR_SPN_SHAPE, 17,
               "column 17: the board ends after rank 5; it needs 5 ranks");
    assert_bad(EX "/S1", SK_ERR_SPN_SHAPE, 82, "column 82: more than 5 ranks");
    assert_bad(EX ",S1", SK_ERR_SPN_SHAPE, 82, "column 82: rank 1 has more than 5 squares");
}

/* "each of the 24 tiles exactly once" */
static void test_each_tile_exactly_once(void **state)
{
    (void)state;
    assert_bad("S3,M2,S3,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_TILE_TWICE, 7, "column 7: tile S3 appears twice");
    assert_bad("s,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_TILE_MISSING, 0, "tile S3 is missing");
}

/* "every stack of one suit" */
static void test_stacks_are_of_one_suit(void **state)
{
    (void)state;
    assert_bad("S3M2,.,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_MIXED_STACK, 3, "column 3: M2 on the suns stack at a5; a stack is of one suit");
}

/* "each pawn exactly once ... and no pawn on the hole" */
static void test_each_pawn_once_and_not_on_the_hole(void **state)
{
    (void)state;
    assert_bad("S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1@S,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_PAWN_TWICE, 42, "column 42: the suns pawn appears twice");
    assert_bad("S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_PAWN_MISSING, 0, "the suns pawn (@S) is missing");
    assert_bad("S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/.@S,M1,S0,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_PAWN_ON_HOLE, 36, "column 36: a pawn on the hole at a3");
}

/* "exactly one hole" */
static void test_exactly_one_hole(void **state)
{
    (void)state;
    assert_bad("S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,.,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3",
               SK_ERR_SPN_HOLES, 42, "column 42: a second hole at c3; a city has exactly one");
    assert_bad("S0S1S2S3S4S5@S,s,s,s,s/M0M1M2M3M4M5,m,m@M,m,m/C0C1C2C3C4C5@C,c,c,c,c/A0A1A2A3A4A5,a,a,a,a@A/s,m,c,c,a",
               SK_ERR_SPN_HOLES, 0, "0 holes ('.'); a city has exactly one");
}

/* "at most 6 coins of a suit" */
static void test_at_most_six_coins_of_a_suit(void **state)
{
    (void)state;
    assert_bad("S0S1S2S3S4S5@S,s,s,s,s/M0M1M2M3M4M5,s,m@M,s,s/C0C1C2C3C4C5@C,c,.,c,c/A0A1A2A3A4A5,a,a,a,a@A/s,m,c,c,a",
               SK_ERR_SPN_TOO_MANY_COINS, 45, "column 45: a 7th suns coin (at most 6)");
}

/* "[variant=1|variant=2] [slides=K]", "slides=K (variant 2 only)" */
static void test_option_tokens(void **state)
{
    (void)state;
    assert_bad(EX " variant=3", SK_ERR_SPN_TOKEN, 83,
               "column 83: unknown token 'variant=3' (variant=1, variant=2 or slides=K)");
    assert_bad(EX " variant=2 variant=1", SK_ERR_SPN_TOKEN, 93,
               "column 93: variant= may come once, before slides=");
    assert_bad(EX " slides=1", SK_ERR_SPN_SLIDES, 83, "column 83: slides= belongs to variant 2 only");
    assert_bad(EX " variant=1 slides=1", SK_ERR_SPN_SLIDES, 93, "column 93: slides= belongs to variant 2 only");
    assert_bad(EX " variant=2 slides=4", SK_ERR_SPN_SLIDES, 100,
               "column 100: slides=4, but at most 3 tile slides come in a row");
    assert_bad(EX " variant=2 slides=x", SK_ERR_SPN_SLIDES, 100, "column 100: slides= needs a count 0-3");
    assert_bad(EX "  variant=1", SK_ERR_SPN_SYNTAX, 83, "column 83: tokens are separated by single spaces");
}

/* The parser reads `len` bytes only: no terminator needed, none trusted. */
static void test_parse_honours_len(void **state)
{
    (void)state;
    char text[SK_SPN_MAX];
    snprintf(text, sizeof text, "%s variant=1", EX);
    sk_board b;
    assert_int_equal(sk_spn_parse(text, strlen(EX), &b, NULL), SK_OK);
    assert_int_equal(b.variant, SK_STANDARD);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trips),
        cmocka_unit_test(test_slides_zero_is_read_not_written),
        cmocka_unit_test(test_format_reports_a_short_buffer),
        cmocka_unit_test(test_square_syntax_errors),
        cmocka_unit_test(test_board_shape_errors),
        cmocka_unit_test(test_each_tile_exactly_once),
        cmocka_unit_test(test_stacks_are_of_one_suit),
        cmocka_unit_test(test_each_pawn_once_and_not_on_the_hole),
        cmocka_unit_test(test_exactly_one_hole),
        cmocka_unit_test(test_at_most_six_coins_of_a_suit),
        cmocka_unit_test(test_option_tokens),
        cmocka_unit_test(test_parse_honours_len),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
