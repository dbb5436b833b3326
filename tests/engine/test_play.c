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

/* The state the window's pictures show: a new game played on at random
 * (the same as by hand), or a position in the game's notation, refused
 * with its column; a game without a notation says so. */
static void test_state_to_show(void **state)
{
    (void)state;
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        void *want = new_game(g, 5), *got = calloc(1, g->state_size);
        assert_non_null(got);
        eg_error err = {0};
        assert_true(eg_play_random(g, want, 5, 9, &err) >= 0);
        assert_int_equal(eg_play_state(g, NULL, 5, 9, got, &err), 0);
        assert_memory_equal(got, want, g->state_size);
        if (!g->position_state) {
            assert_int_equal(eg_play_state(g, "x", 5, 0, got, &err), -1);
            assert_string_equal(err.msg, "\"x\": the game draws no positions");
        }
        free(want);
        free(got);
    }
    const eg_game *g = eg_game_find("cityscape");
    void *s = calloc(1, g->state_size);
    assert_non_null(s);
    eg_error err = {0};
    assert_int_equal(eg_play_state(g, "-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-", 1, 0, s, &err), 0);
    assert_int_equal(eg_play_state(g, "-,-,-,-/-,-,-,-/-,9,-,-/-,-,-,-", 1, 0, s, &err), -1);
    assert_true(err.column > 0);
    assert_non_null(strstr(err.msg, "\"-,-,-,-/-,-,-,-/-,9,-,-/-,-,-,-\": column "));
    free(s);
}

/* A move tried without changing the state: the legal ones taken, a
 * made-up one refused. */
static void test_legal_moves_leave_the_state(void **state)
{
    (void)state;
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        void *s = new_game(g, 11), *before = malloc(g->state_size);
        static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
        assert_non_null(before);
        memcpy(before, s, g->state_size);
        unsigned act = g->to_act(s);
        int p = 0;
        while (!(act & (1u << p)))
            p++;
        int n = g->legal_moves(s, p, legal, EG_MAX_LEGAL);
        assert_true(n > 0);
        assert_true(eg_play_legal(g, s, p, legal[0]));
        assert_true(eg_play_legal(g, s, p, legal[n - 1]));
        assert_false(eg_play_legal(g, s, p, "no-such-move!"));
        assert_memory_equal(s, before, g->state_size);
        free(s);
        free(before);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_moves_replay_from_the_seed),
        cmocka_unit_test(test_view_is_the_redacted_state_or_a_copy),
        cmocka_unit_test(test_state_to_show),
        cmocka_unit_test(test_legal_moves_leave_the_state),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
