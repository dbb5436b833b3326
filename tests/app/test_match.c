/* SPDX-License-Identifier: MIT */
/* test_match.c - the match controller: setup, goals, placements, undo rules,
 * resuming from a record. No SDL, no GL. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "match.h"

static const uint8_t GOALS[CS_LINES] = {3, 5, 6, 2};

/* Sets every seat's goals, player by player. */
static void set_all_goals(cs_match *m)
{
    int p;
    while ((p = cs_match_goal_setter(m)) >= 0) {
        cs_seat seats[2];
        int n = cs_player_seats(&m->game, p, seats);
        for (int i = 0; i < n; i++)
            assert_int_equal(cs_match_set_goals(m, p, seats[i], GOALS, NULL), CS_OK);
    }
    assert_int_equal(m->game.phase, CS_PHASE_BUILDING);
}

/* Plays the first legal move for whoever is to move. */
static void play_one(cs_match *m)
{
    cs_move moves[CS_HEIGHTS * CS_LOTS];
    int n = cs_board_legal_moves(&m->game.board, moves);
    assert_true(n > 0);
    cs_move mv = moves[(m->game.board.nplaced * 7) % n];
    assert_int_equal(cs_match_place(m, cs_game_to_move(&m->game), mv, NULL), CS_OK);
}

static cs_match new_match(int nplayers, const cs_controller *ctrl)
{
    cs_match_setup s = cs_match_setup_default(nplayers);
    for (int p = 0; p < nplayers; p++)
        s.ctrl[p] = ctrl[p];
    cs_match m;
    cs_error err;
    assert_int_equal(cs_match_new(&m, &s, &err), CS_OK);
    return m;
}

static void test_new_match_keeps_record_and_game_in_step(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HARD, CS_CTRL_HUMAN};
    cs_match m = new_match(3, c);
    assert_int_equal(cs_match_humans(&m), 2);
    assert_string_equal(m.rec.players[1].controller, "hard");
    assert_string_equal(cs_match_name(&m, 2), "Player 3");
    set_all_goals(&m);
    for (int i = 0; i < 10; i++)
        play_one(&m);
    cs_game replayed;
    assert_int_equal(cs_record_replay(&m.rec, &replayed, NULL), CS_OK);
    assert_true(cs_board_equal(&replayed.board, &m.game.board));
    assert_int_equal(replayed.board.nplaced, 10);
}

static void test_out_of_turn_placement_changes_nothing(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_match m = new_match(2, c);
    set_all_goals(&m);
    cs_match before = m;
    cs_error err;
    assert_int_equal(cs_match_place(&m, 1, (cs_move){3, 5}, &err), CS_ERR_NOT_YOUR_TURN);
    assert_memory_equal(&m, &before, sizeof m);
}

static void test_undo_against_computer_takes_back_whole_turns(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_MEDIUM, CS_CTRL_EASY, CS_CTRL_HARD};
    cs_match m = new_match(4, c);
    set_all_goals(&m);
    for (int i = 0; i < 8; i++) /* human, 3 computers, human, 3 computers */
        play_one(&m);
    assert_true(cs_match_can_undo(&m));
    assert_int_equal(cs_match_undo(&m, NULL), 4);
    assert_int_equal(m.game.board.nplaced, 4);
    assert_int_equal(cs_game_to_move(&m.game), 0);
    assert_int_equal(cs_match_undo(&m, NULL), 4);
    assert_int_equal(m.game.board.nplaced, 0);
    assert_false(cs_match_can_undo(&m));
    assert_int_equal(m.rec.rounds[0].nmoves, 0);
}

static void test_hot_seat_undo_only_last_human_placement(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN, CS_CTRL_EASY};
    cs_match m = new_match(3, c);
    set_all_goals(&m);
    play_one(&m); /* player 1 */
    assert_true(cs_match_can_undo(&m));
    assert_int_equal(cs_match_undo(&m, NULL), 1);
    assert_false(cs_match_can_undo(&m));
    play_one(&m); /* player 1 */
    play_one(&m); /* player 2 */
    play_one(&m); /* computer */
    assert_false(cs_match_can_undo(&m));
    cs_error err;
    assert_int_equal(cs_match_undo(&m, &err), 0);
    assert_int_equal(err.code, CS_ERR_WRONG_PHASE);
}

static void test_no_undo_after_the_round_is_scored(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_EASY};
    cs_match m = new_match(2, c);
    set_all_goals(&m);
    for (int i = 0; i < CS_BLOCKS; i++)
        play_one(&m);
    assert_int_equal(m.game.phase, CS_PHASE_SCORED);
    assert_false(cs_match_can_undo(&m));
    assert_int_equal(cs_match_next_round(&m, NULL), CS_OK);
    assert_int_equal(m.game.phase, CS_PHASE_GOALS);
    assert_int_equal(m.game.round, 1);
}

static void test_resume_from_record_text(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HARD};
    cs_match m = new_match(2, c);
    set_all_goals(&m);
    for (int i = 0; i < 13; i++)
        play_one(&m);
    static char text[CS_RECORD_TEXT_MAX];
    int len = cs_record_format(&m.rec, text, sizeof text);
    assert_true(len > 0);
    cs_record rec;
    assert_int_equal(cs_record_parse(text, (size_t)len, &rec, NULL), CS_OK);
    cs_match resumed;
    assert_int_equal(cs_match_from_record(&resumed, &rec, NULL), CS_OK);
    assert_true(cs_board_equal(&resumed.game.board, &m.game.board));
    assert_int_equal(resumed.ctrl[1], CS_CTRL_HARD);
    assert_int_equal(cs_game_to_move(&resumed.game), cs_game_to_move(&m.game));
}

static void test_resume_refuses_unknown_controller(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_match m = new_match(2, c);
    assert_int_equal(cs_record_set_player(&m.rec, 1, "engine:./bot", "Bot", NULL), CS_OK);
    cs_match resumed;
    cs_error err;
    assert_int_equal(cs_match_from_record(&resumed, &m.rec, &err), CS_ERR_RECORD);
    assert_non_null(strstr(err.msg, "engine:./bot"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_match_keeps_record_and_game_in_step),
        cmocka_unit_test(test_out_of_turn_placement_changes_nothing),
        cmocka_unit_test(test_undo_against_computer_takes_back_whole_turns),
        cmocka_unit_test(test_hot_seat_undo_only_last_human_placement),
        cmocka_unit_test(test_no_undo_after_the_round_is_scored),
        cmocka_unit_test(test_resume_from_record_text),
        cmocka_unit_test(test_resume_refuses_unknown_controller),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
