/* SPDX-License-Identifier: MIT */
/* cs_test.h - small helpers shared by the rules-core tests.
 *
 * Everything here is `static inline` so a test file may use any subset
 * without unused-function warnings. Include after <cmocka.h>. */
#ifndef CS_TEST_H
#define CS_TEST_H

#include "cs_core.h"

#include <string.h>

/* Lot index from its name, worked out here from the header's convention
 * (index = file + 4 * rank, a1 = 0) rather than through cs_lot_parse. */
static inline int T_lot(const char *name)
{
    assert_true(name[0] >= 'a' && name[0] <= 'd');
    assert_true(name[1] >= '1' && name[1] <= '4');
    return (name[0] - 'a') + 4 * (name[1] - '1');
}

static inline cs_move T_move(int height, const char *lot)
{
    cs_move m = {(uint8_t)height, (uint8_t)T_lot(lot)};
    return m;
}

/* Place one block on a bare board, asserting success. */
static inline void T_place(cs_board *b, int height, const char *lot)
{
    cs_error err = {0};
    assert_int_equal(cs_board_place(b, T_move(height, lot), &err), CS_OK);
}

/* Raise the building on `lot` by `height` using the tallest blocks still in
 * the supply (a building's height is the sum of its blocks). */
static inline void T_build(cs_board *b, int lot, int height)
{
    while (height > 0) {
        int h = height < CS_HEIGHTS ? height : CS_HEIGHTS;
        while (h > 0 && b->supply[h] == 0)
            h--;
        assert_true(h > 0); /* the test asked for more than the supply holds */
        cs_error err = {0};
        cs_move m = {(uint8_t)h, (uint8_t)lot};
        assert_int_equal(cs_board_place(b, m, &err), CS_OK);
        height -= h;
    }
}

/* A board whose line `line` of `seat` has the given heights, front to back
 * (0 = vacant lot); every other lot is vacant. */
static inline cs_board T_line_board(cs_seat seat, int line, int h0, int h1, int h2,
                                    int h3)
{
    cs_board b;
    cs_board_init(&b);
    const int h[CS_LINE_LEN] = {h0, h1, h2, h3};
    const uint8_t *lots = cs_line_lots(seat, line);
    for (int d = 0; d < CS_LINE_LEN; d++)
        T_build(&b, lots[d], h[d]);
    return b;
}

/* Parse a CPN string that the test knows is valid. */
static inline cs_position T_cpn(const char *text)
{
    cs_position pos;
    cs_error err = {0};
    cs_errcode rc = cs_cpn_parse(text, strlen(text), &pos, &err);
    if (rc != CS_OK)
        print_error("cs_cpn_parse(\"%s\"): %s (column %d)\n", text, err.msg, err.column);
    assert_int_equal(rc, CS_OK);
    return pos;
}

#endif
