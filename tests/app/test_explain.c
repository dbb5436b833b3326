/* SPDX-License-Identifier: MIT */
/* test_explain.c - the reveal's reasons and a lot's words, as Cityscape's
 * back end gives them to the table (eg_cityscape.reveal, .describe: the
 * old front end's app/explain.c words), on the README's example city, whose
 * scores (S 30 20 25 0) are given by `cityscape-cli score`. A placement's
 * words are engine_move_words'. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "cityscape_game.h"
#include "cs_draw.h"

static const eg_game *G = &eg_cityscape;

/* a1 1, b1 2, c1 5+5, d1 1; a2 2, b2 2; a3 3. */
#define CITY "-,-,-,-/3,-,-,-/2,2,-,-/1,2,55,1"

static cs_city_state state_of(const char *goals)
{
    char cpn[128];
    snprintf(cpn, sizeof cpn, "%s %s", CITY, goals);
    cs_city_state s;
    eg_error err = {0};
    if (G->position_state(cpn, &s, &err) != 0)
        fail_msg("%s: %s", cpn, err.msg);
    return s;
}

/* South's line `line` in the reveal of the city with these goals. */
static void expect_line(const char *goals, int line, const char *text, int points,
                        unsigned lots_lit)
{
    cs_city_state s = state_of(goals);
    eg_reveal_step steps[EG_MAX_REVEAL_STEPS];
    int n = G->reveal(&s, &s, steps);
    assert_true(n >= 4);
    /* South (seat 0, player 1) comes first. */
    assert_int_equal(steps[line].player, 0);
    assert_string_equal(steps[line].text, text);
    assert_int_equal(steps[line].points, points);
    if (lots_lit != ~0u)
        assert_int_equal(steps[line].light[0], lots_lit);
}

#define LOT(f, r) (1u << ((r) * 4 + (f)))

/* S:3562 scores 30 20 25 0 (README). */
static void test_seeing_exactly_three_scores_thirty(void **state)
{
    (void)state;
    /* a1 1, a2 2, a3 3 all seen: the lit lots are the ones counted. */
    expect_line("S:3562", 0, "south line 1: goal 3, sees 3", 30,
                LOT(0, 0) | LOT(0, 1) | LOT(0, 2));
}

static void test_a_pair_says_how_many_count(void **state)
{
    (void)state;
    expect_line("S:3562", 1, "south line 2: goal =, 2 in pairs", 20, LOT(1, 0) | LOT(1, 1));
}

static void test_the_star_on_the_tallest(void **state)
{
    (void)state;
    expect_line("S:3562", 2, "south line 3: goal \xe2\x98\x85, holds the tallest", 25, LOT(2, 0));
}

static void test_a_missed_count_says_what_was_seen(void **state)
{
    (void)state;
    expect_line("S:3562", 3, "south line 4: goal 2, sees 1", 0, ~0u);
}

static void test_no_pair_and_no_tallest_score_nothing(void **state)
{
    (void)state;
    expect_line("S:5611", 0, "south line 1: goal =, no pair seen", 0, 0);
    expect_line("S:5611", 1, "south line 2: goal \xe2\x98\x85, tallest not here", 0, 0);
}

static void test_a_lot_names_its_height_and_blocks(void **state)
{
    (void)state;
    cs_city_state s = state_of("S:3562");
    cs_city_state view;
    G->redact(&s, 0, &view);
    char t[200];
    /* Player 1 holds S (and W, in this 4-seat position only S): the words
     * go on with what the viewer's lines through the lot see. */
    assert_true(G->describe(&view, 0, NULL, 2, t, sizeof t) > 0); /* c1 */
    assert_non_null(strstr(t, "c1: 10 high, blocks 5+5"));
    assert_true(G->describe(&view, 0, NULL, 8, t, sizeof t) > 0); /* a3 */
    assert_non_null(strstr(t, "a3: 3 high, one block"));
    assert_true(G->describe(&view, 0, NULL, 15, t, sizeof t) > 0); /* d4 */
    assert_non_null(strstr(t, "d4: empty"));
    /* From S, line 1 (file a) sees 3 buildings. */
    assert_true(G->describe(&view, 0, NULL, 8, t, sizeof t) > 0);
    assert_non_null(strstr(t, "from S you see 3 buildings on line 1"));
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
