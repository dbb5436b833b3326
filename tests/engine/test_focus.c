/* SPDX-License-Identifier: MIT */
/* test_focus.c - the keyboard's arrows over a scene's items as drawn
 * (eg_scene.h: eg_focus_toward, eg_focus_arrow_to): on a grid of points
 * whose answers are known, and by following the arrows given until the
 * piece is reached, counted against the fewest presses on the grid. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>

#include "eg_scene.h"

enum { SIDE = 4, N = SIDE * SIDE };

/* Item i at column i % SIDE, row i / SIDE, 100 pixels apart (y down). */
static float pt[N][2];
static bool seen[N], want[N];
static int32_t ids[N];

static eg_focus_map grid(void)
{
    for (int i = 0; i < N; i++) {
        pt[i][0] = 50.0f + 100.0f * (float)(i % SIDE);
        pt[i][1] = 50.0f + 100.0f * (float)(i / SIDE);
        seen[i] = want[i] = true;
        ids[i] = 1000 + i;
    }
    return (eg_focus_map){N, (const float(*)[2])pt, seen, want, 200.0f, 200.0f};
}

static void test_arrows_go_to_the_neighbour_drawn_that_way(void **state)
{
    (void)state;
    eg_focus_map m = grid();
    int at = 1 * SIDE + 1; /* (150, 150) */
    assert_int_equal(eg_focus_toward(&m, at, 1, 0), at + 1);     /* right */
    assert_int_equal(eg_focus_toward(&m, at, -1, 0), at - 1);    /* left */
    assert_int_equal(eg_focus_toward(&m, at, 0, 1), at - SIDE);  /* up: y smaller */
    assert_int_equal(eg_focus_toward(&m, at, 0, -1), at + SIDE); /* down */
    assert_int_equal(eg_focus_toward(&m, 0, -1, 0), -1);         /* nothing left of the corner */
    /* No focus: the one nearest the centre (200, 200): a tie among four,
     * any of them, but never a far one. */
    int c = eg_focus_toward(&m, -1, 1, 0);
    assert_true(c == 5 || c == 6 || c == 9 || c == 10);
    /* A piece not wanted or not on the screen is passed over. */
    want[at + 1] = false;
    assert_int_equal(eg_focus_toward(&m, at, 1, 0), at + 2);
    want[at + 1] = true;
    seen[at + 2] = false;
    want[at + 1] = false;
    int d = eg_focus_toward(&m, at, 1, 0); /* nothing right on its row: a diagonal one */
    assert_true(d == at + 1 - SIDE || d == at + 1 + SIDE);
}

static void test_following_the_arrow_given_reaches_the_piece_in_fewest_presses(void **state)
{
    (void)state;
    for (int from = -1; from < N; from++)
        for (int to = 0; to < N; to++) {
            eg_focus_map m = grid();
            int at = from, presses = 0, k;
            while ((k = eg_focus_arrow_to(&m, ids, at, ids[to])) >= 0 && presses < 2 * N) {
                at = eg_focus_toward(&m, at, EG_ARROWS[k][0], EG_ARROWS[k][1]);
                assert_true(at >= 0);
                presses++;
            }
            assert_int_equal(k, -2); /* there */
            assert_int_equal(at, to);
            if (from >= 0) {
                int fewest = abs(from % SIDE - to % SIDE) + abs(from / SIDE - to / SIDE);
                assert_int_equal(presses, fewest);
            }
        }
    eg_focus_map m = grid();
    want[7] = false;
    assert_int_equal(eg_focus_arrow_to(&m, ids, 0, ids[7]), -1); /* not to be visited */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_arrows_go_to_the_neighbour_drawn_that_way),
        cmocka_unit_test(test_following_the_arrow_given_reaches_the_piece_in_fewest_presses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
