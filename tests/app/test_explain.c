/* SPDX-License-Identifier: MIT */
/* test_explain.c - the reveal's reasons, the hover line and the move list,
 * on the README's example city, whose scores (S 30 20 25 0) are given by
 * `cityscape-cli score`. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "explain.h"

/* a1 1, b1 2, c1 5+5, d1 1; a2 2, b2 2; a3 3. */
#define CITY "-,-,-,-/3,-,-,-/2,2,-,-/1,2,55,1"

static cs_board city(void)
{
    cs_position pos;
    assert_int_equal(cs_cpn_parse(CITY, strlen(CITY), &pos, NULL), CS_OK);
    return pos.board;
}

static void expect_line(int line, int code, const char *goal, const char *why, int points)
{
    cs_board b = city();
    char g[48], w[64];
    assert_int_equal(cs_explain_line(&b, CS_S, line, code, g, sizeof g, w, sizeof w), points);
    assert_string_equal(g, goal);
    assert_string_equal(w, why);
}

/* S:3562 scores 30 20 25 0 (README). */
static void test_seeing_exactly_three_scores_thirty(void **state)
{
    (void)state;
    expect_line(0, 3, "line 1: goal 3", "sees 3 \xe2\x86\x92 30", 30);
}

static void test_a_pair_says_how_many_count(void **state)
{
    (void)state;
    expect_line(1, 5, "line 2: goal =", "2 in pairs \xe2\x86\x92 20", 20);
}

static void test_the_star_on_the_tallest(void **state)
{
    (void)state;
    expect_line(2, 6, "line 3: goal \xe2\x98\x85", "holds the tallest \xe2\x86\x92 25", 25);
}

static void test_a_missed_count_says_what_was_seen(void **state)
{
    (void)state;
    expect_line(3, 2, "line 4: goal 2", "sees 1 \xe2\x86\x92 0", 0);
}

static void test_no_pair_and_no_tallest_score_nothing(void **state)
{
    (void)state;
    expect_line(0, 5, "line 1: goal =", "no pair seen \xe2\x86\x92 0", 0);
    expect_line(0, 6, "line 1: goal \xe2\x98\x85", "tallest not here \xe2\x86\x92 0", 0);
}

static void test_a_lot_names_its_height_and_blocks(void **state)
{
    (void)state;
    cs_board b = city();
    char t[64];
    cs_explain_lot(&b, cs_lot_make(2, 0), t, sizeof t);
    assert_string_equal(t, "c1: 10 high, blocks 5+5");
    cs_explain_lot(&b, cs_lot_make(0, 2), t, sizeof t);
    assert_string_equal(t, "a3: 3 high, one block");
    cs_explain_lot(&b, cs_lot_make(3, 3), t, sizeof t);
    assert_string_equal(t, "d4: empty");
}

static void test_a_move_reads_height_lot_and_player(void **state)
{
    (void)state;
    char t[64];
    cs_explain_move((cs_move){3, (uint8_t)cs_lot_make(1, 1)}, "Ann", t, sizeof t);
    assert_string_equal(t, "3 on b2 by Ann");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seeing_exactly_three_scores_thirty),
        cmocka_unit_test(test_a_pair_says_how_many_count),
        cmocka_unit_test(test_the_star_on_the_tallest),
        cmocka_unit_test(test_a_missed_count_says_what_was_seen),
        cmocka_unit_test(test_no_pair_and_no_tallest_score_nothing),
        cmocka_unit_test(test_a_lot_names_its_height_and_blocks),
        cmocka_unit_test(test_a_move_reads_height_lot_and_player),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
