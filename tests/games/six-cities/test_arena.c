/* SPDX-License-Identifier: MIT */
/* test_arena.c - the engine's arena (src/engine/arena.c) on Six Cities:
 * seats rotate, results do not depend on --jobs, the Wilson interval. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "eg_arena.h"
#include "sx_core.h"

#include <string.h>

static void assert_near(double got, double want)
{
    if (got < want - 5e-4 || got > want + 5e-4)
        fail_msg("got %.5f, want %.5f", got, want);
}

/* Wilson (1927), z = 1.96: 50 of 100 gives [0.4038, 0.5962]; 0 of 10 gives
 * [0, 0.2775]; 10 of 10 gives [0.7225, 1]. */
static void test_wilson_interval_known_values(void **state)
{
    (void)state;
    double lo, hi;
    eg_arena_wilson(50, 100, &lo, &hi);
    assert_near(lo, 0.4038);
    assert_near(hi, 0.5962);
    eg_arena_wilson(0, 10, &lo, &hi);
    assert_near(lo, 0.0);
    assert_near(hi, 0.2775);
    eg_arena_wilson(10, 10, &lo, &hi);
    assert_near(lo, 0.7225);
    assert_near(hi, 1.0);
}

/* Every entrant sits at every seat equally often over a multiple of the entrants. */
static void test_entrants_rotate_through_the_seats(void **state)
{
    (void)state;
    eg_arena_config cfg = {0};
    cfg.nentrants = 4;
    cfg.nplayers = 4;
    int count[4][4] = {{0}};
    for (int game = 0; game < 8; game++) {
        int seen = 0;
        for (int seat = 0; seat < 4; seat++) {
            int e = eg_arena_entrant(&cfg, game, seat);
            count[e][seat]++;
            seen |= 1 << e;
        }
        assert_int_equal(seen, 0xf); /* everyone plays every game */
    }
    for (int e = 0; e < 4; e++)
        for (int seat = 0; seat < 4; seat++)
            assert_int_equal(count[e][seat], 2);
}

static void test_results_do_not_depend_on_jobs(void **state)
{
    (void)state;
    eg_arena_config cfg = {0};
    cfg.games = 6;
    cfg.nplayers = 3;
    cfg.nentrants = 2;
    cfg.level[0] = SX_AI_MEDIUM;
    cfg.level[1] = SX_AI_EASY;
    cfg.seed = 9;
    cfg.jobs = 1;
    eg_arena_result a, b;
    assert_int_equal(eg_arena_run(&eg_six_cities, &cfg, &a, NULL), 0);
    cfg.jobs = 3;
    assert_int_equal(eg_arena_run(&eg_six_cities, &cfg, &b, NULL), 0);
    assert_int_equal(a.games, 6);
    assert_int_equal(a.faults, 0);
    assert_memory_equal(&a, &b, sizeof a);
    assert_int_equal(a.seats[0] + a.seats[1], 18);
    assert_near(a.wins[0] + a.wins[1], 6.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wilson_interval_known_values),
        cmocka_unit_test(test_entrants_rotate_through_the_seats),
        cmocka_unit_test(test_results_do_not_depend_on_jobs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
