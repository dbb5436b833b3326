/* SPDX-License-Identifier: MIT */
/* test_conformance.c - what every back end promises the engine (game.h),
 * checked for every registered game through its table only.
 *
 * Seeded: CS_CONFORMANCE_SEED and CS_CONFORMANCE_GAMES widen a run. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "rng.h"

enum { MAX_STEPS = 3000, STATE_MAX = 1 << 16 };

static char (*moves_a)[EG_MOVE_MAX];
static char (*moves_b)[EG_MOVE_MAX];

static int setup(void **st)
{
    (void)st;
    moves_a = calloc(EG_MAX_LEGAL, EG_MOVE_MAX);
    moves_b = calloc(EG_MAX_LEGAL, EG_MOVE_MAX);
    return moves_a && moves_b ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    free(moves_a);
    free(moves_b);
    return 0;
}

static uint64_t env_u64(const char *name, uint64_t def)
{
    const char *v = getenv(name);
    return v && *v ? strtoull(v, NULL, 10) : def;
}

/* ---- Identity and parameters. */

static void test_every_game_has_identity_and_sizes(void **st)
{
    (void)st;
    assert_true(eg_game_count() >= 1);
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        assert_non_null(g->id);
        assert_non_null(g->name);
        assert_non_null(g->summary);
        assert_non_null(g->rules_text);
        assert_true(strlen(g->rules_text) > 100);
        assert_ptr_equal(eg_game_find(g->id), g);
        assert_true(g->min_players >= 1 && g->min_players <= g->max_players);
        assert_true(g->max_players <= EG_MAX_PLAYERS);
        assert_true(g->params_size > 0 && g->state_size > 0 && g->state_size <= STATE_MAX);
        assert_true((g->flags & EG_GAME_SOLITAIRE) == 0 || g->max_players == 1);
        assert_true((g->flags & EG_GAME_HIDDEN) == 0 || (g->redact && g->determinize));
        assert_true(g->nlevels == 0 || (g->level_names && g->ai_choose));
        /* Games with opponents say what each level is, for people: one
         * line per level that starts with its name ("Hard: ..."). */
        if (g->nlevels > 0 && !(g->flags & EG_GAME_SOLITAIRE)) {
            assert_non_null(g->level_help);
            for (int l = 0; l < g->nlevels; l++) {
                size_t n = strlen(g->level_names[l]);
                assert_true(strlen(g->level_help[l]) > n + 20);
                assert_int_equal(g->level_help[l][0] | 0x20, g->level_names[l][0]); /* "Hard" */
                assert_int_equal(strncmp(g->level_help[l] + 1, g->level_names[l] + 1, n - 1), 0);
                assert_int_equal(g->level_help[l][n], ':');
            }
        }
        for (int o = 0; o < g->noptions; o++)
            assert_non_null(g->options[o].key);
    }
    assert_null(eg_game_find("no-such-game"));
}

static void test_params_round_trip_as_text(void **st)
{
    (void)st;
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        for (int n = g->min_players; n <= g->max_players; n++) {
            void *p = calloc(1, g->params_size), *q = calloc(1, g->params_size);
            char text[EG_PARAMS_TEXT_MAX], again[EG_PARAMS_TEXT_MAX];
            eg_error err = {0};
            g->default_params(p, n);
            assert_int_equal(g->params_players(p), n);
            assert_true(g->params_encode(p, text, sizeof text) > 0);
            if (g->params_decode(text, q, &err) != 0)
                fail_msg("%s: '%s' does not decode: %s", g->id, text, err.msg);
            assert_true(g->params_encode(q, again, sizeof again) > 0);
            assert_string_equal(text, again);
            assert_int_equal(g->params_players(q), n);
            /* Unknown keys are refused, naming the key. */
            err.code = 0;
            assert_true(g->params_decode("no-such-key=1", q, &err) > 0);
            assert_non_null(strstr(err.msg, "no-such-key"));
            free(p);
            free(q);
        }
    }
}

/* ---- Random games through the table. */

static void check_legal_list(const eg_game *g, char (*m)[EG_MOVE_MAX], int n)
{
    for (int i = 0; i < n; i++) {
        size_t len = memchr(m[i], 0, EG_MOVE_MAX) ? strlen(m[i]) : EG_MOVE_MAX;
        assert_true(len > 0 && len < EG_MOVE_MAX);
        if (strpbrk(m[i], " \t\r\n"))
            fail_msg("%s: move '%s' has white space", g->id, m[i]);
        if (i > 0 && strcmp(m[i - 1], m[i]) >= 0)
            fail_msg("%s: moves not sorted and unique: '%s' then '%s'", g->id, m[i - 1], m[i]);
    }
}

/* The view of the acting player gives that player the same choices. */
static void check_view(const eg_game *g, const void *s, int player, int n)
{
    if (!g->redact)
        return;
    char *view = malloc(g->state_size), *view2 = malloc(g->state_size);
    g->redact(s, player, view);
    g->redact(view, player, view2);
    assert_memory_equal(view, view2, g->state_size); /* idempotent */
    assert_int_equal(g->to_act(view), g->to_act(s));
    int k = g->legal_moves(view, player, moves_b, EG_MAX_LEGAL);
    assert_int_equal(k, n);
    for (int i = 0; i < n; i++)
        assert_string_equal(moves_a[i], moves_b[i]);
    free(view);
    free(view2);
}

static void check_ai(const eg_game *g, const void *s, int player, uint64_t seed, int n)
{
    if (!g->ai_choose)
        return;
    char *view = malloc(g->state_size);
    if (g->redact)
        g->redact(s, player, view);
    else
        memcpy(view, s, g->state_size);
    for (int level = 0; level < g->nlevels; level++) {
        eg_ai_request req = {.level = level, .seed = seed, .budget_ms = 20, .iterations = 200};
        char move[EG_MOVE_MAX] = "";
        eg_error err = {0};
        if (g->ai_choose(view, player, &req, move, &err) != 0)
            fail_msg("%s: level %s chose nothing: %s", g->id, g->level_names[level], err.msg);
        int found = 0;
        for (int i = 0; i < n && !found; i++)
            found = strcmp(moves_a[i], move) == 0;
        if (!found)
            fail_msg("%s: level %s chose '%s', not a legal move", g->id, g->level_names[level],
                     move);
    }
    free(view);
}

/* Plays one game with random legal moves; returns the number of moves.
 * Every `ai_every`-th decision also asks each AI level (from the view). */
static int play_random(const eg_game *g, int nplayers, uint64_t seed, int ai_every,
                       char (*log)[EG_MOVE_MAX], int *log_player)
{
    void *p = calloc(1, g->params_size);
    char *s = calloc(1, g->state_size), *before = malloc(g->state_size);
    eg_error err = {0};
    g->default_params(p, nplayers);
    assert_int_equal(g->new_game(p, seed, s, &err), 0);
    eg_rng rng;
    eg_rng_seed(&rng, seed ^ 0x5eedull);
    int steps = 0;
    while (!g->is_over(s) && steps < MAX_STEPS) {
        unsigned bits = g->to_act(s);
        assert_true(bits != 0);
        assert_true(bits < (1u << nplayers));
        int acting[EG_MAX_PLAYERS], na = 0;
        for (int q = 0; q < nplayers; q++)
            if (bits & (1u << q))
                acting[na++] = q;
        int player = acting[eg_rng_below(&rng, (uint32_t)na)];
        int n = g->legal_moves(s, player, moves_a, EG_MAX_LEGAL);
        if (n <= 0)
            fail_msg("%s: player %d must act but has no legal move", g->id, player);
        check_legal_list(g, moves_a, n);
        check_view(g, s, player, n);
        if (ai_every && steps % ai_every == 0)
            check_ai(g, s, player, seed + (uint64_t)steps, n);
        /* A refused move names itself and leaves the state as it was. */
        memcpy(before, s, g->state_size);
        unsigned flags = 0;
        err.code = 0;
        assert_true(g->execute(s, player, "#bogus#", &flags, &err) > 0);
        assert_true(err.msg[0] != '\0');
        assert_memory_equal(before, s, g->state_size);
        const char *m = moves_a[eg_rng_below(&rng, (uint32_t)n)];
        if (g->execute(s, player, m, &flags, &err) != 0)
            fail_msg("%s: legal move '%s' refused: %s", g->id, m, err.msg);
        if (log) {
            strcpy(log[steps], m);
            log_player[steps] = player;
        }
        int sc[EG_MAX_PLAYERS];
        assert_int_equal(g->scores(s, sc), nplayers);
        assert_true(g->round(s) >= 0 && g->round(s) < g->nrounds(s) + 1);
        steps++;
    }
    if (g->is_over(s)) {
        assert_int_equal(g->to_act(s), 0);
        int pl[EG_MAX_PLAYERS];
        g->places(s, pl);
        int best = 99;
        for (int q = 0; q < nplayers; q++)
            best = pl[q] < best ? pl[q] : best;
        assert_int_equal(best, 0);
    }
    free(p);
    free(s);
    free(before);
    return steps;
}

static void test_random_games_keep_the_contract(void **st)
{
    (void)st;
    uint64_t seed = env_u64("CS_CONFORMANCE_SEED", 20261123);
    int games = (int)env_u64("CS_CONFORMANCE_GAMES", 3);
    printf("conformance seed %llu, %d games per game and player count\n",
           (unsigned long long)seed, games);
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        for (int n = g->min_players; n <= g->max_players; n++)
            for (int k = 0; k < games; k++) {
                int steps = play_random(g, n, seed + (uint64_t)k, k == 0 ? 37 : 0, NULL, NULL);
                assert_true(steps > 0);
            }
    }
}

/* The same params, seed and moves give the same state: what records,
 * undo (replay from the start) and the arena rely on. */
static void test_replay_is_exact(void **st)
{
    (void)st;
    char(*log)[EG_MOVE_MAX] = calloc(MAX_STEPS, EG_MOVE_MAX);
    int *who = calloc(MAX_STEPS, sizeof *who);
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        int n = g->max_players;
        int steps = play_random(g, n, 99, 0, log, who);
        void *p = calloc(1, g->params_size);
        char *a = calloc(1, g->state_size), *b = calloc(1, g->state_size);
        g->default_params(p, n);
        assert_int_equal(g->new_game(p, 99, a, NULL), 0);
        assert_int_equal(g->new_game(p, 99, b, NULL), 0);
        assert_memory_equal(a, b, g->state_size);
        for (int k = 0; k < steps; k++) {
            unsigned fa, fb;
            assert_int_equal(g->execute(a, who[k], log[k], &fa, NULL), 0);
            assert_int_equal(g->execute(b, who[k], log[k], &fb, NULL), 0);
            assert_int_equal(fa, fb);
        }
        assert_memory_equal(a, b, g->state_size);
        if (g->format_position) {
            char pa[EG_POSITION_MAX], pb[EG_POSITION_MAX];
            assert_true(g->format_position(a, pa, sizeof pa) > 0);
            assert_true(g->format_position(b, pb, sizeof pb) > 0);
            assert_string_equal(pa, pb);
        }
        free(p);
        free(a);
        free(b);
    }
    free(log);
    free(who);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_game_has_identity_and_sizes),
        cmocka_unit_test(test_params_round_trip_as_text),
        cmocka_unit_test(test_random_games_keep_the_contract),
        cmocka_unit_test(test_replay_is_exact),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
