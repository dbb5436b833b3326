/* SPDX-License-Identifier: MIT */
/* test_scoring.c - the Cityscape Codes and Scoring, one test per rule sentence
 * or example of the official rules (rules/cityscape-official-rules.txt) as
 * read by rules/RULINGS.md ("Scoring a line").
 *
 * Line heights are given front (nearest the player) to back; 0 is a vacant
 * lot. Each example is checked on every line of every seat, so a scorer that
 * only works for one orientation fails. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "cs_test.h"

/* ---- Helpers. */

/* "you must be able to see exactly the number of buildings you specified":
 * with `visible` buildings in view, code N (1-4) scores 10 * N when N equals
 * `visible` and nothing otherwise. */
static void assert_view(int h0, int h1, int h2, int h3, int visible)
{
    const uint8_t raw[CS_LINE_LEN] = {(uint8_t)h0, (uint8_t)h1, (uint8_t)h2, (uint8_t)h3};
    assert_int_equal(cs_line_visible(raw), visible);
    for (int seat = 0; seat < CS_SEATS; seat++) {
        for (int line = 0; line < CS_LINES; line++) {
            cs_board b = T_line_board((cs_seat)seat, line, h0, h1, h2, h3);
            for (int code = 1; code <= 4; code++) {
                int want = code == visible ? 10 * code : 0;
                int got = cs_score_line(&b, (cs_seat)seat, line, code);
                if (got != want)
                    print_error("heights %d,%d,%d,%d seat %c line %d code %d: "
                                "want %d, got %d\n",
                                h0, h1, h2, h3, cs_seat_char((cs_seat)seat), line + 1,
                                code, want, got);
                assert_int_equal(got, want);
            }
        }
    }
}

/* Code 5 on the raised view scores `want` on every line of every seat. */
static void assert_code5(int h0, int h1, int h2, int h3, int want)
{
    const uint8_t raw[CS_LINE_LEN] = {(uint8_t)h0, (uint8_t)h1, (uint8_t)h2, (uint8_t)h3};
    assert_int_equal(cs_line_pair_score(raw), want);
    for (int seat = 0; seat < CS_SEATS; seat++) {
        for (int line = 0; line < CS_LINES; line++) {
            cs_board b = T_line_board((cs_seat)seat, line, h0, h1, h2, h3);
            int got = cs_score_line(&b, (cs_seat)seat, line, 5);
            if (got != want)
                print_error("heights %d,%d,%d,%d seat %c line %d code 5: want %d, got %d\n",
                            h0, h1, h2, h3, cs_seat_char((cs_seat)seat), line + 1, want,
                            got);
            assert_int_equal(got, want);
        }
    }
}

/* Score of `code` on every line of `seat` for a position given in CPN. */
static void assert_seat_scores(const char *cpn, cs_seat seat, int code, int l1, int l2,
                               int l3, int l4)
{
    cs_position pos = T_cpn(cpn);
    const int want[CS_LINES] = {l1, l2, l3, l4};
    for (int line = 0; line < CS_LINES; line++) {
        int got = cs_score_line(&pos.board, seat, line, code);
        if (got != want[line])
            print_error("%s seat %c line %d code %d: want %d, got %d\n", cpn,
                        cs_seat_char(seat), line + 1, code, want[line], got);
        assert_int_equal(got, want[line]);
    }
}

/* ---- Codes 1-4: visibility ("Viewing the skyline ..."). */

/* "if there are buildings on each of the four blocks and each building is
 * increasingly taller as you look up the line of blocks, you see all four" */
static void test_visible_all_four_when_each_taller(void **state)
{
    (void)state;
    assert_view(1, 2, 3, 4, 4);
    assert_view(2, 3, 9, 10, 4);
}

/* "if the front building is the tallest, it is the only building you can see
 * because it blocks your view of all buildings behind it" */
static void test_front_tallest_hides_the_rest(void **state)
{
    (void)state;
    assert_view(5, 1, 2, 3, 1);
    assert_view(5, 4, 3, 2, 1);
    assert_view(9, 8, 1, 8, 1);
}

/* "If the second building is the tallest, you can see two buildings, the one
 * in front and that second (tallest) building." */
static void test_second_tallest_shows_two(void **state)
{
    (void)state;
    assert_view(1, 5, 2, 3, 2);
    assert_view(3, 5, 4, 1, 2);
}

/* "if the second building is the shortest but the third building is the
 * tallest, you would still see two buildings, the first and third" */
static void test_shortest_second_tallest_third_shows_two(void **state)
{
    (void)state;
    assert_view(2, 1, 5, 3, 2);
    assert_view(3, 1, 5, 4, 2);
}

/* "A taller building in front of a smaller one blocks the shorter building
 * from view. To be considered visible, a building must be taller than every
 * building in front of it." - not only the one just in front. */
static void test_visible_means_taller_than_every_building_in_front(void **state)
{
    (void)state;
    assert_view(2, 4, 3, 5, 3); /* the 3 is taller than the 2 but not the 4 */
    assert_view(4, 1, 2, 3, 1); /* 2 and 3 rise behind the 1, hidden by the 4 */
    assert_view(1, 3, 2, 4, 3);
}

/* "If two buildings are exactly the same height, the building in back is not
 * considered visible, when evaluating code values 1-4." */
static void test_equal_height_behind_is_hidden(void **state)
{
    (void)state;
    assert_view(3, 3, 0, 0, 1);
    assert_view(2, 2, 2, 2, 1);
    assert_view(3, 3, 4, 4, 2);
    assert_view(1, 4, 2, 4, 2);
}

/* "And, if a lot remains vacant, it is not counted as a visible building."
 * (and "Empty lots do not count as buildings.") */
static void test_vacant_lot_is_not_a_building(void **state)
{
    (void)state;
    assert_view(0, 0, 0, 0, 0);
    assert_view(0, 0, 0, 1, 1);
    assert_view(0, 3, 0, 4, 2);
    assert_view(1, 0, 2, 0, 2);
    assert_view(1, 0, 0, 0, 1);
}

/* The scoring table, codes 1-4: "10 points if you can 'see' exactly one
 * building ... 20 ... two ... 30 ... three ... 40 points if you can 'see'
 * exactly four buildings in this line of blocks." */
static void test_code1_sees_one_scores_10(void **state)
{
    (void)state;
    assert_seat_scores("-,-,-,-/-,-,-,-/-,-,-,-/5,-,-,- S:1111", CS_S, 1, 10, 0, 0, 0);
}

static void test_code2_sees_two_scores_20(void **state)
{
    (void)state;
    assert_seat_scores("-,-,-,-/-,-,-,-/-,5,-,-/-,1,-,- S:2222", CS_S, 2, 0, 20, 0, 0);
}

static void test_code3_sees_three_scores_30(void **state)
{
    (void)state;
    assert_seat_scores("-,-,3,-/-,-,2,-/-,-,-,-/-,-,1,- S:3333", CS_S, 3, 0, 0, 30, 0);
}

static void test_code4_sees_four_scores_40(void **state)
{
    (void)state;
    assert_seat_scores("-,-,-,4/-,-,-,3/-,-,-,2/-,-,-,1 S:4444", CS_S, 4, 0, 0, 0, 40);
}

/* "If you don't meet your goal for a particular line of blocks, you get no
 * points for that line. Partial scores are not allowed. For example, if you
 * choose Code 3 for a particular line of blocks but you can see only two
 * buildings there, you score no points for that line of blocks." */
static void test_no_partial_scores(void **state)
{
    (void)state;
    /* the rule's example: code 3, two buildings in view */
    cs_board b = T_line_board(CS_S, 0, 1, 2, 0, 0);
    assert_int_equal(cs_score_line(&b, CS_S, 0, 3), 0);
    /* seeing more than the goal is not meeting it either */
    b = T_line_board(CS_S, 0, 1, 2, 3, 4);
    assert_int_equal(cs_score_line(&b, CS_S, 0, 3), 0);
    assert_int_equal(cs_score_line(&b, CS_S, 0, 1), 0);
    b = T_line_board(CS_S, 0, 1, 2, 3, 0);
    assert_int_equal(cs_score_line(&b, CS_S, 0, 4), 0);
    /* code 5 with no pair in view, code 6 without the tallest */
    assert_int_equal(cs_score_line(&b, CS_S, 0, 5), 0);
    T_build(&b, T_lot("d4"), 5);
    assert_int_equal(cs_score_line(&b, CS_S, 0, 6), 0);
}

/* ---- Code 5: the raised view. */

/* "You satisfy Code 5 if two or more buildings of the same height are
 * visible ... Because at least two buildings will always be involved, you
 * will score at least 20 if you are successful." */
static void test_code5_one_pair_scores_20(void **state)
{
    (void)state;
    assert_code5(2, 2, 0, 0, 20);
    assert_code5(1, 3, 4, 4, 20);
    assert_code5(1, 2, 3, 3, 20);
}

/* "if three buildings have the same height, and you can see all of them, you
 * get 10 points for each for a score of 30 in that line of blocks" */
static void test_code5_three_equal_scores_30(void **state)
{
    (void)state;
    assert_code5(3, 3, 3, 0, 30);
    assert_code5(2, 2, 2, 5, 30);
    assert_code5(1, 4, 4, 4, 30);
}

/* "If two pairs have identical heights (for example two buildings are 3 units
 * high and the other two are 4 units high), you get 10 points for each
 * building for a total of 40 points. In this case, the shorter pair must be
 * in front of the taller pair so that all four buildings are visible." */
static void test_code5_two_pairs_shorter_in_front_scores_40(void **state)
{
    (void)state;
    assert_code5(3, 3, 4, 4, 40);
}

/* The other half of that sentence: with the taller pair in front, the
 * shorter pair is hidden and only the taller pair scores (RULINGS: 4,4,3,3
 * scores 20). */
static void test_code5_taller_in_front_hides_pair(void **state)
{
    (void)state;
    assert_code5(4, 4, 3, 3, 20);
    /* pairs interleaved: 3,4,3,4 shows 3,4,4 */
    assert_code5(3, 4, 3, 4, 20);
}

/* "You can also score 40 points if all four buildings have the same
 * height." */
static void test_code5_four_equal_scores_40(void **state)
{
    (void)state;
    assert_code5(2, 2, 2, 2, 40);
    assert_code5(5, 5, 5, 5, 40);
}

/* "Vacant lots do not count as buildings, so two or more vacant lots in a
 * line of blocks do not satisfy Code 5." */
static void test_code5_two_vacant_lots_do_not_count(void **state)
{
    (void)state;
    assert_code5(0, 0, 3, 4, 0);
    assert_code5(0, 0, 0, 0, 0);
    assert_code5(0, 5, 0, 2, 0);
    assert_code5(2, 0, 0, 0, 0);
}

/* "... with no taller buildings in front or in between." RULINGS: 3,2,3
 * scores 20 - the shorter 2 between them hides neither 3. */
static void test_code5_3_2_3_scores_20(void **state)
{
    (void)state;
    assert_code5(3, 2, 3, 0, 20);
    assert_code5(3, 2, 3, 2, 20); /* the back 2 is behind a 3: not seen */
}

/* "... with no taller buildings in front or in between." */
static void test_code5_taller_in_between_hides_pair(void **state)
{
    (void)state;
    assert_code5(3, 5, 3, 0, 0);
    assert_code5(2, 4, 1, 2, 0);
}

/* "... no taller buildings in front": a taller building in front hides the
 * whole pair. */
static void test_code5_taller_in_front_hides_whole_pair(void **state)
{
    (void)state;
    assert_code5(5, 3, 3, 0, 0);
    assert_code5(5, 1, 1, 1, 0);
}

/* A vacant lot is not a building, so it hides nothing between a pair. */
static void test_code5_vacant_lot_between_pair_hides_nothing(void **state)
{
    (void)state;
    assert_code5(3, 0, 3, 0, 20);
    assert_code5(0, 4, 0, 4, 20);
}

/* "10 points for each visible building ... which has exactly the same height
 * as another visible building": an unmatched seen building adds nothing. */
static void test_code5_counts_only_buildings_with_a_match(void **state)
{
    (void)state;
    assert_code5(1, 1, 2, 3, 20);
    assert_code5(1, 2, 2, 3, 20);
    assert_code5(1, 2, 3, 4, 0);
}

/* ---- Code 6: the tallest building in the city. */

/* "In order to get credit, the line of blocks must contain the tallest
 * building anywhere in the city." */
static void test_code6_tallest_in_line_scores_25(void **state)
{
    (void)state;
    /* the tallest (height 5, on c3) lies in S's file c, at any depth */
    assert_seat_scores("-,-,-,-/1,-,5,-/-,2,-,-/-,-,-,4", CS_S, 6, 0, 0, 25, 0);
    /* even when hidden behind nothing taller - it is about containing it */
    assert_seat_scores("-,-,-,-/1,-,5,-/-,2,-,-/-,-,-,4", CS_N, 6, 0, 25, 0, 0);
    assert_seat_scores("-,-,-,-/1,-,5,-/-,2,-,-/-,-,-,4", CS_W, 6, 0, 25, 0, 0);
    assert_seat_scores("-,-,-,-/1,-,5,-/-,2,-,-/-,-,-,4", CS_E, 6, 0, 0, 25, 0);
}

/* "If two or more buildings in the city are tied for the highest, you
 * satisfy this code as long as at least one of those buildings is in this
 * line of blocks." */
static void test_code6_tie_anywhere_scores(void **state)
{
    (void)state;
    /* two buildings of 5, on a1 and d4: S's files a and d both score */
    assert_seat_scores("-,-,-,5/-,3,-,-/-,-,2,-/5,-,-,- S:6666", CS_S, 6, 25, 0, 0, 25);
    assert_seat_scores("-,-,-,5/-,3,-,-/-,-,2,-/5,-,-,- S:6666", CS_W, 6, 25, 0, 0, 25);
}

/* "You cannot score more than 25 points in a line of blocks for the tallest
 * building in the city. If two or more buildings in the same line of blocks
 * are tied for the tallest buildings anywhere in the city, your score for
 * that line of blocks is limited to 25 points." */
static void test_code6_two_tallest_in_line_capped_25(void **state)
{
    (void)state;
    /* a1 and a3 are both 5: file a holds two tallest, still 25 */
    assert_seat_scores("-,-,-,-/5,-,-,-/-,-,-,-/5,-,-,-", CS_S, 6, 25, 0, 0, 0);
    /* four tied in one line */
    assert_seat_scores("5,-,-,-/5,-,-,-/5,-,-,-/5,-,-,-", CS_S, 6, 25, 0, 0, 0);
    assert_int_equal(cs_code_max_score(6), 25);
}

/* The tallest building is the tallest anywhere, not in the line: a line
 * whose own tallest is shorter than the city's scores nothing. */
static void test_code6_tallest_elsewhere_scores_0(void **state)
{
    (void)state;
    assert_seat_scores("-,-,-,-/-,-,-,-/4,-,-,-/-,-,-,5", CS_S, 6, 0, 0, 0, 25);
}

/* A building's height is the sum of its blocks (RULINGS "Pieces"): a stack
 * of two 3s (6) is taller than a single 5. */
static void test_code6_tallest_is_the_sum_of_stacked_blocks(void **state)
{
    (void)state;
    assert_seat_scores("-,-,-,-/-,-,-,-/-,-,-,-/33,5,-,- S:6666", CS_S, 6, 25, 0, 0, 0);
    assert_seat_scores("-,-,-,-/-,-,-,-/-,-,-,-/11111,5,-,-", CS_S, 6, 25, 25, 0, 0);
}

/* "Empty lots do not count as buildings": an empty line of an empty city
 * holds no tallest building. */
static void test_code6_vacant_lots_are_not_the_tallest(void **state)
{
    (void)state;
    assert_seat_scores("-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-", CS_S, 6, 0, 0, 0, 0);
    assert_seat_scores("-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,1", CS_S, 6, 0, 0, 0, 25);
}

/* ---- Bounds and totals. */

/* The scoring table: codes 1-4 score at most 10/20/30/40, code 5 at most 40
 * (four buildings), code 6 at most 25. */
static void test_scoring_table_maxima_10_20_30_40_40_25(void **state)
{
    (void)state;
    assert_int_equal(cs_code_max_score(1), 10);
    assert_int_equal(cs_code_max_score(2), 20);
    assert_int_equal(cs_code_max_score(3), 30);
    assert_int_equal(cs_code_max_score(4), 40);
    assert_int_equal(cs_code_max_score(5), 40);
    assert_int_equal(cs_code_max_score(6), 25);
    for (int code = 1; code <= 6; code++)
        assert_true(strlen(cs_code_meaning(code)) > 0);
}

/* "For example, the code 3-5-6-2 means that you hope to see exactly three
 * buildings in the leftmost line of blocks, at least two buildings of the
 * same height in the second line of blocks, the tallest building in the city
 * in the third line of blocks, and exactly two buildings in the rightmost
 * line of blocks." "To get your total score for a round, add together your
 * individual scores for each line of blocks." */
static void test_example_code_3562_scores_every_line(void **state)
{
    (void)state;
    /* file a: 1,2,3 (three seen); file b: 2,2 (a pair); file c: 10 on c4
     * (the tallest); file d: 1,4 (two seen). */
    cs_position pos = T_cpn("-,-,55,-/3,-,-,-/2,2,-,4/1,2,-,1 S:3562");
    assert_true(pos.has_goals == 1u << CS_S);
    int lines[CS_LINES];
    assert_int_equal(cs_score_seat(&pos.board, CS_S, pos.goals[CS_S], lines), 95);
    assert_int_equal(lines[0], 30);
    assert_int_equal(lines[1], 20);
    assert_int_equal(lines[2], 25);
    assert_int_equal(lines[3], 20);
    /* the same dice read from the north: file d is N's leftmost line */
    assert_int_equal(cs_score_seat(&pos.board, CS_N, pos.goals[CS_S], lines), 0);
    assert_int_equal(lines[0], 0);  /* d4->d1: 0,4,1 -> 1 seen, want 3 */
    assert_int_equal(lines[1], 0);  /* c: 10 alone, no pair */
    assert_int_equal(lines[2], 0);  /* b: no tallest */
    assert_int_equal(lines[3], 0);  /* a: 3,2,1 -> 1 seen, want 2 */
}

/* "You can use any one of the six code values for each line of blocks.
 * Therefore, you can use the same value for two or more lines of blocks." */
static void test_same_code_on_several_lines(void **state)
{
    (void)state;
    cs_position pos = T_cpn("-,-,-,-/-,-,-,-/-,-,-,-/1,2,3,4 S:1111");
    int lines[CS_LINES];
    assert_int_equal(cs_score_seat(&pos.board, CS_S, pos.goals[CS_S], lines), 40);
    for (int i = 0; i < CS_LINES; i++)
        assert_int_equal(lines[i], 10);
}

/* "The view from your side of the board will differ from the views the other
 * players see from their sides": one full city (all 25 blocks, height 75),
 * scored from each edge.
 *
 *   rank 4:  1  2 29  4      (c4 = 3+1+1+2+2+3+3+4+5+5)
 *   rank 3:  2  3  4  5
 *   rank 2:  3  4  5  1
 *   rank 1:  4  5  1  2
 *            a  b  c  d                                                    */
static const char FULL_CITY[] =
    "1,2,3112233455,4/2,3,4,5/3,4,5,1/4,5,1,2";

static void test_each_seat_sees_its_own_skyline(void **state)
{
    (void)state;
    cs_position pos = T_cpn(FULL_CITY);
    assert_int_equal(pos.board.nplaced, 25);
    assert_int_equal(cs_board_total_height(&pos.board), 75);
    assert_int_equal(cs_board_tallest(&pos.board), 29);
    static const struct {
        cs_seat seat;
        int visible[CS_LINES];
        int tallest[CS_LINES];
    } views[] = {
        {CS_S, {1, 1, 3, 2}, {0, 0, 25, 0}}, /* files a-d, rank 1 -> 4 */
        {CS_W, {3, 4, 3, 2}, {25, 0, 0, 0}}, /* ranks 4-1, file a -> d */
        {CS_N, {2, 1, 4, 4}, {0, 25, 0, 0}}, /* files d-a, rank 4 -> 1 */
        {CS_E, {2, 2, 1, 2}, {0, 0, 0, 25}}, /* ranks 1-4, file d -> a */
    };
    for (size_t i = 0; i < sizeof views / sizeof views[0]; i++) {
        for (int line = 0; line < CS_LINES; line++) {
            int v = views[i].visible[line];
            assert_int_equal(cs_score_line(&pos.board, views[i].seat, line, v), 10 * v);
            assert_int_equal(cs_score_line(&pos.board, views[i].seat, line, 5), 0);
            assert_int_equal(cs_score_line(&pos.board, views[i].seat, line, 6),
                             views[i].tallest[line]);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_visible_all_four_when_each_taller),
        cmocka_unit_test(test_front_tallest_hides_the_rest),
        cmocka_unit_test(test_second_tallest_shows_two),
        cmocka_unit_test(test_shortest_second_tallest_third_shows_two),
        cmocka_unit_test(test_visible_means_taller_than_every_building_in_front),
        cmocka_unit_test(test_equal_height_behind_is_hidden),
        cmocka_unit_test(test_vacant_lot_is_not_a_building),
        cmocka_unit_test(test_code1_sees_one_scores_10),
        cmocka_unit_test(test_code2_sees_two_scores_20),
        cmocka_unit_test(test_code3_sees_three_scores_30),
        cmocka_unit_test(test_code4_sees_four_scores_40),
        cmocka_unit_test(test_no_partial_scores),
        cmocka_unit_test(test_code5_one_pair_scores_20),
        cmocka_unit_test(test_code5_three_equal_scores_30),
        cmocka_unit_test(test_code5_two_pairs_shorter_in_front_scores_40),
        cmocka_unit_test(test_code5_taller_in_front_hides_pair),
        cmocka_unit_test(test_code5_four_equal_scores_40),
        cmocka_unit_test(test_code5_two_vacant_lots_do_not_count),
        cmocka_unit_test(test_code5_3_2_3_scores_20),
        cmocka_unit_test(test_code5_taller_in_between_hides_pair),
        cmocka_unit_test(test_code5_taller_in_front_hides_whole_pair),
        cmocka_unit_test(test_code5_vacant_lot_between_pair_hides_nothing),
        cmocka_unit_test(test_code5_counts_only_buildings_with_a_match),
        cmocka_unit_test(test_code6_tallest_in_line_scores_25),
        cmocka_unit_test(test_code6_tie_anywhere_scores),
        cmocka_unit_test(test_code6_two_tallest_in_line_capped_25),
        cmocka_unit_test(test_code6_tallest_elsewhere_scores_0),
        cmocka_unit_test(test_code6_tallest_is_the_sum_of_stacked_blocks),
        cmocka_unit_test(test_code6_vacant_lots_are_not_the_tallest),
        cmocka_unit_test(test_scoring_table_maxima_10_20_30_40_40_25),
        cmocka_unit_test(test_example_code_3562_scores_every_line),
        cmocka_unit_test(test_same_code_on_several_lines),
        cmocka_unit_test(test_each_seat_sees_its_own_skyline),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
