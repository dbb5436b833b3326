/* SPDX-License-Identifier: MIT */
/* test_move_words.c - each game says its moves in words a player uses
 * (eg_game.move_words): the exact words of every kind of move, checked
 * against sentences written here, and, over a game played with legal moves
 * only, words for every legal move that never repeat its notation. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"

static const eg_game *game(const char *id)
{
    const eg_game *g = eg_game_find(id);
    assert_non_null(g);
    assert_non_null(g->move_words);
    return g;
}

/* The words of move in the game's first position, as player 1 sees it. */
static void expect_words(const char *id, const char *move, const char *want)
{
    const eg_game *g = game(id);
    char *params = calloc(1, g->params_size), *state = calloc(1, g->state_size),
         *view = calloc(1, g->state_size);
    assert_true(params && state && view);
    g->default_params(params, g->min_players);
    assert_int_equal(g->new_game(params, 7, state, NULL), 0);
    if (g->redact)
        g->redact(state, 0, view);
    else
        memcpy(view, state, g->state_size);
    char out[160];
    int n = g->move_words(view, 0, move, out, sizeof out);
    if (n <= 0 || strcmp(out, want) != 0)
        fail_msg("%s %s: '%s' (%d), wanted '%s'", id, move, out, n, want);
    assert_int_equal((int)strlen(out), n);
    free(params), free(state), free(view);
}

static void test_skyscrapers(void **st)
{
    (void)st;
    expect_words("skyscrapers", "end", "end the game and count the score");
    /* With no view, the piece is named by its square. */
    char out[120];
    assert_true(game("skyscrapers")->move_words(NULL, 0, "b3-c3", out, sizeof out) > 0);
    assert_string_equal(out, "slide the piece on b3 to c3");
    assert_true(game("skyscrapers")->move_words(NULL, 0, "d2+c2", out, sizeof out) > 0);
    assert_string_equal(out, "stack the piece on d2 onto c2");
    assert_true(game("skyscrapers")->move_words(NULL, 0, "@a3-a5", out, sizeof out) > 0);
    assert_string_equal(out, "move the pawn from a3 to a5");
    assert_int_equal(game("skyscrapers")->move_words(NULL, 0, "z9", out, sizeof out), 0);
}

static void test_six_cities(void **st)
{
    (void)st;
    expect_words("six-cities", "53R2", "card 5: a red 2-floor block in city 3");
    expect_words("six-cities", "12Y3", "card 1: a yellow 3-floor block in city 2");
    expect_words("six-cities", "+B4", "set aside a blue 4-floor block");
    expect_words("six-cities", "x5", "discard card 5 and draw");
    expect_words("six-cities", "pass", "pass");
    expect_words("six-cities", "R1R1R2Y1Y4",
                 "choose the blocks: red 1, 1, 2; yellow 1, 4 floors");
}

static void test_city_blox(void **st)
{
    (void)st;
    expect_words("city-blox", "place:house:2x3@g7", "put the red 2x3 brick on the house plate");
    expect_words("city-blox", "place:school:Lsw@b2^2",
                 "put the white corner brick on the second level on the school plate");
    expect_words("city-blox", "pile:1x1,1x2,2x2,2x3",
                 "put the blue 1x1, the orange 1x2, the yellow 2x2 and the red 2x3 in the build pile");
    expect_words("city-blox", "take:2x4", "take the green 2x4 from the build pile");
    expect_words("city-blox", "return", "put the brick in hand back in the box");
    expect_words("city-blox", "lay:market", "lay the market card on its plate");
    expect_words("city-blox", "end", "end the turn");
    expect_words("city-blox", "give:2", "give the event card to player 2");
    expect_words("city-blox", "swap:house:2x2@b2,2:school:1x2@c3",
                 "swap the yellow 2x2 brick from your house plate for the orange 1x2 brick on "
                 "player 2's school plate");
    expect_words("city-blox", "recycle:house:2x3@a1:1x1,1x2,2x2",
                 "trade the red 2x3 brick on the house plate for the blue 1x1, the orange 1x2 "
                 "and the yellow 2x2");
}

static void test_cityscape(void **st)
{
    (void)st;
    expect_words("cityscape", "3b4", "a 3 on b4");
    expect_words("cityscape", "S:3562", "goals for the south edge: 3, =, \xe2\x98\x85 and 2");
}

/* Every legal move of a game played to its end (or 300 moves) by its first
 * legal move has words, and the words never hold the notation. */
static void test_every_legal_move(void **st)
{
    (void)st;
    const char *ids[] = {"skyscrapers", "six-cities", "city-blox", "cityscape"};
    static char moves[EG_MAX_LEGAL][EG_MOVE_MAX];
    for (size_t i = 0; i < sizeof ids / sizeof *ids; i++) {
        const eg_game *g = game(ids[i]);
        char *params = calloc(1, g->params_size), *state = calloc(1, g->state_size),
             *view = calloc(1, g->state_size);
        assert_true(params && state && view);
        g->default_params(params, g->min_players);
        assert_int_equal(g->new_game(params, 11, state, NULL), 0);
        int said = 0;
        for (int k = 0; k < 300 && !g->is_over(state); k++) {
            unsigned bits = g->to_act(state);
            int p = 0;
            while (p < EG_MAX_PLAYERS && !(bits & (1u << p)))
                p++;
            if (p == EG_MAX_PLAYERS)
                break;
            if (g->redact)
                g->redact(state, p, view);
            else
                memcpy(view, state, g->state_size);
            int n = g->legal_moves(state, p, moves, EG_MAX_LEGAL);
            assert_true(n > 0);
            for (int m = 0; m < n; m += n > 40 ? n / 40 : 1) {
                char out[200];
                if (g->move_words(view, p, moves[m], out, sizeof out) <= 0)
                    fail_msg("%s: no words for '%s'", g->id, moves[m]);
                /* A move that is one plain word ("end", "pass") may be said so. */
                if (strspn(moves[m], "abcdefghijklmnopqrstuvwxyz") != strlen(moves[m]) &&
                    strstr(out, moves[m]))
                    fail_msg("%s: the words of '%s' hold its notation: '%s'", g->id, moves[m], out);
                said++;
            }
            unsigned flags;
            assert_int_equal(g->execute(state, p, moves[k % n], &flags, NULL), 0);
        }
        assert_true(said > 10);
        free(params), free(state), free(view);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_skyscrapers),
        cmocka_unit_test(test_six_cities),
        cmocka_unit_test(test_city_blox),
        cmocka_unit_test(test_cityscape),
        cmocka_unit_test(test_every_legal_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
