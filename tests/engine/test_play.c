/* SPDX-License-Identifier: MIT */
/* test_play.c - a state as a player may know it, and games moved on by
 * random legal moves (eg_play.h), for every registered game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "eg_game.h"
#include "eg_play.h"

static void *new_game(const eg_game *g, uint64_t seed)
{
    void *params = calloc(1, g->params_size), *state = calloc(1, g->state_size);
    assert_non_null(params);
    assert_non_null(state);
    g->default_params(params, g->max_players);
    eg_error err = {0};
    if (g->new_game(params, seed, state, &err) != 0)
        fail_msg("%s: %s", g->id, err.msg);
    free(params);
    return state;
}

static void test_random_moves_replay_from_the_seed(void **state)
{
    (void)state;
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        void *a = new_game(g, 7), *b = new_game(g, 7), *fresh = new_game(g, 7);
        eg_error err = {0};
        assert_int_equal(eg_play_random(g, a, 7, 12, &err), 12);
        assert_int_equal(eg_play_random(g, b, 7, 12, &err), 12);
        assert_memory_equal(a, b, g->state_size); /* the same moves again */
        assert_true(memcmp(a, fresh, g->state_size) != 0);
        /* Played on (to the end where random play reaches it): never past it. */
        int more = eg_play_random(g, a, 8, 400, &err);
        assert_true(more > 0);
        if (g->is_over(a))
            assert_int_equal(eg_play_random(g, a, 9, 5, &err), 0);
        free(a);
        free(b);
        free(fresh);
    }
}

static void test_view_is_the_redacted_state_or_a_copy(void **state)
{
    (void)state;
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        void *s = new_game(g, 3), *view = malloc(g->state_size), *want = malloc(g->state_size);
        assert_non_null(view);
        assert_non_null(want);
        eg_error err = {0};
        assert_true(eg_play_random(g, s, 3, 6, &err) >= 0);
        eg_view_of(g, s, 1, view);
        if (g->redact)
            g->redact(s, 1, want);
        else
            memcpy(want, s, g->state_size);
        assert_memory_equal(view, want, g->state_size);
        free(s);
        free(view);
        free(want);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_moves_replay_from_the_seed),
        cmocka_unit_test(test_view_is_the_redacted_state_or_a_copy),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
