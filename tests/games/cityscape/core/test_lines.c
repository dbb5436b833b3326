/* SPDX-License-Identifier: MIT */
/* test_lines.c - seats, lots and lines: RULINGS.md "Seats and lines" and the
 * official rules' "Each die corresponds to one of the four lines of blocks as
 * seen from your side of the board. The lines of blocks begin with the blocks
 * closest to you and extend to the opposite side of the board." */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "cs_test.h"

/* RULINGS.md, the table, spelled out lot by lot:
 *   | S | north | files a, b, c, d | rank 1 -> 4 |
 *   | N | south | files d, c, b, a | rank 4 -> 1 |
 *   | W | east  | ranks 4, 3, 2, 1 | file a -> d |
 *   | E | west  | ranks 1, 2, 3, 4 | file d -> a |                          */
static const char *const RULINGS_LINES[CS_SEATS][CS_LINES] = {
    [CS_S] = {"a1a2a3a4", "b1b2b3b4", "c1c2c3c4", "d1d2d3d4"},
    [CS_W] = {"a4b4c4d4", "a3b3c3d3", "a2b2c2d2", "a1b1c1d1"},
    [CS_N] = {"d4d3d2d1", "c4c3c2c1", "b4b3b2b1", "a4a3a2a1"},
    [CS_E] = {"d1c1b1a1", "d2c2b2a2", "d3c3b3a3", "d4c4b4a4"},
};

static void test_lines_per_seat_match_rulings_table(void **state)
{
    (void)state;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        for (int line = 0; line < CS_LINES; line++) {
            const uint8_t *lots = cs_line_lots((cs_seat)seat, line);
            for (int d = 0; d < CS_LINE_LEN; d++) {
                int want = T_lot(RULINGS_LINES[seat][line] + 2 * d);
                if (lots[d] != want)
                    print_error("seat %c line %d depth %d: want %.2s\n",
                                cs_seat_char((cs_seat)seat), line + 1, d,
                                RULINGS_LINES[seat][line] + 2 * d);
                assert_int_equal(lots[d], want);
            }
        }
    }
}

/* "The lines of blocks begin with the blocks closest to you": every line's
 * front lot lies on its seat's edge, and its back lot on the opposite edge. */
static void test_each_line_runs_from_your_edge_to_the_far_edge(void **state)
{
    (void)state;
    for (int line = 0; line < CS_LINES; line++) {
        const uint8_t *s = cs_line_lots(CS_S, line), *n = cs_line_lots(CS_N, line);
        const uint8_t *w = cs_line_lots(CS_W, line), *e = cs_line_lots(CS_E, line);
        assert_int_equal(cs_lot_rank(s[0]), 0);
        assert_int_equal(cs_lot_rank(s[3]), 3);
        assert_int_equal(cs_lot_rank(n[0]), 3);
        assert_int_equal(cs_lot_rank(n[3]), 0);
        assert_int_equal(cs_lot_file(w[0]), 0);
        assert_int_equal(cs_lot_file(w[3]), 3);
        assert_int_equal(cs_lot_file(e[0]), 3);
        assert_int_equal(cs_lot_file(e[3]), 0);
    }
}

/* "the die closest to the left end of the dice holder, as it faces you,
 * represents the code for the line of blocks on the left side of the board,
 * from your point of view": S faces north, so its left is west (file a); W
 * faces east, its left is north (rank 4); N's left is east (file d); E's
 * left is south (rank 1). */
static void test_line_1_is_on_your_left(void **state)
{
    (void)state;
    for (int d = 0; d < CS_LINE_LEN; d++) {
        assert_int_equal(cs_lot_file(cs_line_lots(CS_S, 0)[d]), 0);
        assert_int_equal(cs_lot_rank(cs_line_lots(CS_W, 0)[d]), 3);
        assert_int_equal(cs_lot_file(cs_line_lots(CS_N, 0)[d]), 3);
        assert_int_equal(cs_lot_rank(cs_line_lots(CS_E, 0)[d]), 0);
        /* and line 4 on the right */
        assert_int_equal(cs_lot_file(cs_line_lots(CS_S, 3)[d]), 3);
        assert_int_equal(cs_lot_rank(cs_line_lots(CS_W, 3)[d]), 0);
        assert_int_equal(cs_lot_file(cs_line_lots(CS_N, 3)[d]), 0);
        assert_int_equal(cs_lot_rank(cs_line_lots(CS_E, 3)[d]), 3);
    }
}

/* Each seat's four lines cover the 16 lots once each, and cs_lot_line /
 * cs_lot_depth say where a lot sits in them. */
static void test_every_lot_lies_on_exactly_one_line_of_each_seat(void **state)
{
    (void)state;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int seen[CS_LOTS] = {0};
        for (int line = 0; line < CS_LINES; line++) {
            const uint8_t *lots = cs_line_lots((cs_seat)seat, line);
            for (int d = 0; d < CS_LINE_LEN; d++) {
                assert_true(lots[d] < CS_LOTS);
                seen[lots[d]]++;
                assert_int_equal(cs_lot_line((cs_seat)seat, lots[d]), line);
                assert_int_equal(cs_lot_depth((cs_seat)seat, lots[d]), d);
            }
        }
        for (int lot = 0; lot < CS_LOTS; lot++)
            assert_int_equal(seen[lot], 1);
    }
}

/* "a1 is the south-west corner": the front lot of S's leftmost line, the
 * front lot of W's rightmost line, the back of N's rightmost and E's
 * leftmost lines. */
static void test_a1_is_the_south_west_corner(void **state)
{
    (void)state;
    int a1 = T_lot("a1");
    assert_int_equal(a1, 0);
    assert_int_equal(cs_lot_file(a1), 0);
    assert_int_equal(cs_lot_rank(a1), 0);
    assert_int_equal(cs_line_lots(CS_S, 0)[0], a1);
    assert_int_equal(cs_line_lots(CS_W, 3)[0], a1);
    assert_int_equal(cs_line_lots(CS_N, 3)[3], a1);
    assert_int_equal(cs_line_lots(CS_E, 0)[3], a1);
    assert_int_equal(cs_lot_make(3, 3), T_lot("d4"));
    assert_int_equal(cs_lot_make(3, 0), T_lot("d1"));
    assert_int_equal(cs_lot_make(0, 3), T_lot("a4"));
}

/* The line heights the scorer reads are the board's building heights in the
 * table's front -> back order. */
static void test_line_heights_read_front_to_back(void **state)
{
    (void)state;
    cs_board b;
    cs_board_init(&b);
    /* a1=1, a2=2, a3=3, a4=4: S sees 1,2,3,4 in line 1; N 4,3,2,1 in line 4 */
    T_place(&b, 1, "a1");
    T_place(&b, 2, "a2");
    T_place(&b, 3, "a3");
    T_place(&b, 4, "a4");
    uint8_t h[CS_LINE_LEN];
    cs_board_line_heights(&b, CS_S, 0, h);
    assert_int_equal(h[0], 1);
    assert_int_equal(h[3], 4);
    cs_board_line_heights(&b, CS_N, 3, h);
    assert_int_equal(h[0], 4);
    assert_int_equal(h[3], 1);
    /* W's line 4 is rank 1 from a: a1 in front; E's line 1 is rank 1 from d */
    cs_board_line_heights(&b, CS_W, 3, h);
    assert_int_equal(h[0], 1);
    assert_int_equal(h[1], 0);
    cs_board_line_heights(&b, CS_E, 0, h);
    assert_int_equal(h[0], 0);
    assert_int_equal(h[3], 1);
    assert_int_equal(cs_score_line(&b, CS_S, 0, 4), 40);
    assert_int_equal(cs_score_line(&b, CS_N, 3, 1), 10);
}

/* "Seats are the four board edges: S (south), W (west), N (north), E
 * (east). Play goes clockwise seen from above: S, W, N, E." */
static void test_seats_are_s_w_n_e_clockwise(void **state)
{
    (void)state;
    assert_int_equal(CS_S, 0);
    assert_int_equal(CS_W, 1);
    assert_int_equal(CS_N, 2);
    assert_int_equal(CS_E, 3);
    const char letters[] = "SWNE";
    const char *names[] = {"south", "west", "north", "east"};
    for (int s = 0; s < CS_SEATS; s++) {
        assert_int_equal(cs_seat_char((cs_seat)s), letters[s]);
        assert_int_equal(cs_seat_from_char(letters[s]), s);
        assert_string_equal(cs_seat_name((cs_seat)s), names[s]);
    }
    assert_int_equal(cs_seat_from_char('s'), -1);
    assert_int_equal(cs_seat_from_char('X'), -1);
    assert_int_equal(cs_seat_from_char('\0'), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_per_seat_match_rulings_table),
        cmocka_unit_test(test_each_line_runs_from_your_edge_to_the_far_edge),
        cmocka_unit_test(test_line_1_is_on_your_left),
        cmocka_unit_test(test_every_lot_lies_on_exactly_one_line_of_each_seat),
        cmocka_unit_test(test_a1_is_the_south_west_corner),
        cmocka_unit_test(test_line_heights_read_front_to_back),
        cmocka_unit_test(test_seats_are_s_w_n_e_clockwise),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
