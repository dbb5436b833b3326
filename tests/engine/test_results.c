/* SPDX-License-Identifier: MIT */
/* test_results.c - a finished game's results (eg_results.h), for games of
 * Cityscape played to the end at random through the mid end: the places
 * read back from the game, the order and the headline checked against
 * them here, and the points of each round against the game's own totals. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "eg_game.h"
#include "eg_record.h"
#include "eg_results.h"
#include "midend.h"
#include "rng.h"

static eg_midend *finished_game(int rounds, uint64_t seed)
{
    eg_record rec;
    eg_record_init(&rec);
    strcpy(rec.game, "cityscape");
    snprintf(rec.params, sizeof rec.params, "players=2 rounds=%d first=1 seats=SWNE", rounds);
    rec.nplayers = 2;
    strcpy(rec.players[0].name, "Ann");
    strcpy(rec.players[1].name, "Bob");
    strcpy(rec.players[0].controller, "human");
    strcpy(rec.players[1].controller, "human");
    eg_error err = {0};
    eg_midend *me = eg_midend_new(&rec, &err);
    if (!me)
        fail_msg("%s", err.msg);
    const eg_game *g = eg_midend_game(me);
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    eg_rng rng = {seed};
    for (int k = 0; k < 2000 && !eg_midend_is_over(me); k++) {
        unsigned act = eg_midend_to_act(me);
        int p = act & 1u ? 0 : 1;
        int n = g->legal_moves(eg_midend_state(me), p, legal, EG_MAX_LEGAL);
        assert_true(n > 0);
        if (eg_midend_move(me, p, legal[eg_rng_next(&rng) % (uint64_t)n], NULL, &err) != 0)
            fail_msg("%s", err.msg);
    }
    assert_true(eg_midend_is_over(me));
    return me;
}

static void test_results_of_finished_games(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        eg_midend *me = finished_game(2, seed);
        const eg_game *g = eg_midend_game(me);
        eg_results r;
        eg_midend_results(me, &r);
        int score[EG_MAX_PLAYERS] = {0}, place[EG_MAX_PLAYERS] = {0};
        g->scores(eg_midend_state(me), score);
        g->places(eg_midend_state(me), place);
        /* Every player once, in order of place. */
        assert_true(r.order[0] != r.order[1]);
        assert_true(place[r.order[0]] <= place[r.order[1]]);
        /* Both rounds scored; the points of each add up to the totals. */
        assert_int_equal(r.nrounds, 2);
        for (int p = 0; p < 2; p++) {
            assert_int_equal(r.score[p], score[p]);
            assert_int_equal(r.place[p], place[p]);
            assert_int_equal(r.points[0][p] + r.points[1][p], score[p]);
        }
        assert_true(r.nsteps > 0);
        /* The winners named, as the places say. */
        const char *want = place[0] == 0 && place[1] == 0 ? "Ann and Bob share the win!"
                           : place[0] == 0                ? "Ann wins!"
                                                          : "Bob wins!";
        assert_string_equal(r.headline, want);
        eg_midend_free(me);
    }
}

/* The scoring's lines as the reveal's panel and the results print them:
 * "Name: text (+N)" where the step scores, "Name: text" where it scores
 * nothing (a spoiled line read "(+0)": noise), the text alone for a
 * heading. Read back from the line, for every step of every round of
 * random finished games, some of whose steps score nothing. */
static void test_step_lines(void **state)
{
    (void)state;
    int zero = 0, scored = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        eg_midend *me = finished_game(2, seed);
        const eg_game *g = eg_midend_game(me);
        const eg_record *rec = eg_midend_record(me);
        for (int m = 0; m < eg_midend_moves(me); m++) {
            if (!(eg_midend_move_flags(me, m) & EG_MOVE_ENDS_ROUND))
                continue;
            eg_reveal_step steps[EG_MAX_REVEAL_STEPS];
            int n = g->reveal(eg_midend_state_at(me, m), eg_midend_state_at(me, m + 1), steps);
            for (int i = 0; i < n; i++) {
                char line[256], want[256];
                eg_step_line(rec, &steps[i], line, sizeof line);
                assert_null(strstr(line, "(+0)"));
                if (steps[i].player < 0)
                    snprintf(want, sizeof want, "%s", steps[i].text);
                else if (steps[i].points == 0)
                    snprintf(want, sizeof want, "%s: %s", rec->players[steps[i].player].name,
                             steps[i].text);
                else
                    snprintf(want, sizeof want, "%s: %s (%s%d)",
                             rec->players[steps[i].player].name, steps[i].text,
                             steps[i].points > 0 ? "+" : "", steps[i].points);
                assert_string_equal(line, want);
                zero += steps[i].player >= 0 && steps[i].points == 0;
                scored += steps[i].player >= 0 && steps[i].points != 0;
            }
        }
        eg_midend_free(me);
    }
    assert_true(zero > 0);   /* the lines tried include some that score nothing */
    assert_true(scored > 0); /* and some that score */
}

/* The players called by their names on the lines (issue 28): a heading's
 * "Player 2 (red) wins" as the setup named player 2, and a solitaire's
 * one player named on a line only by a name of their own ("Player 1: "
 * before every line of Skyscrapers' scoring). */
static void test_step_lines_name_players(void **state)
{
    (void)state;
    eg_record rec;
    memset(&rec, 0, sizeof rec);
    rec.nplayers = 2;
    snprintf(rec.players[0].name, sizeof rec.players[0].name, "Ann");
    snprintf(rec.players[1].name, sizeof rec.players[1].name, "Bob");
    eg_reveal_step st;
    memset(&st, 0, sizeof st);
    st.player = EG_NO_PLAYER;
    snprintf(st.text, sizeof st.text, "Player 2 (green and blue) wins with 107 points");
    char line[256];
    eg_step_line(&rec, &st, line, sizeof line);
    assert_string_equal(line, "Bob (green and blue) wins with 107 points");
    /* A solitaire: no "Player 1: " before the line; a name given, the name. */
    rec.nplayers = 1;
    snprintf(rec.players[0].name, sizeof rec.players[0].name, "Player 1");
    st.player = 0;
    st.points = 5;
    snprintf(st.text, sizeof st.text, "row 2 from the west sees 3 -> 5");
    eg_step_line(&rec, &st, line, sizeof line);
    assert_string_equal(line, "row 2 from the west sees 3 -> 5 (+5)");
    snprintf(rec.players[0].name, sizeof rec.players[0].name, "Ann");
    eg_step_line(&rec, &st, line, sizeof line);
    assert_string_equal(line, "Ann: row 2 from the west sees 3 -> 5 (+5)");
}

static void test_ordinals(void **state)
{
    (void)state;
    assert_string_equal(eg_ordinal(0), "1st");
    assert_string_equal(eg_ordinal(2), "3rd");
    assert_string_equal(eg_ordinal(7), "8th");
    assert_string_equal(eg_ordinal(8), "");
    assert_string_equal(eg_ordinal(-1), "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_results_of_finished_games),
        cmocka_unit_test(test_step_lines),
        cmocka_unit_test(test_step_lines_name_players),
        cmocka_unit_test(test_ordinals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
