/* SPDX-License-Identifier: MIT */
/* test_match.c - the match controller: setup, goals, placements, undo rules,
 * resuming from a record (today's and the old format). No SDL, no GL. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_record.h"
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
    cs_match m = {0};
    cs_error err;
    assert_int_equal(cs_match_new(&m, &s, &err), CS_OK);
    return m;
}

/* The record's moves replayed by the rules core alone, without the engine:
 * the board they build. */
static cs_board replay_with_core(const eg_record *rec, const cs_config *cfg)
{
    cs_game g;
    assert_int_equal(cs_game_init(&g, cfg, NULL), CS_OK);
    for (int k = 0; k < rec->nmoves; k++) {
        const char *mv = rec->moves[k].move;
        if (strchr(mv, ':')) {
            int seat;
            uint8_t codes[CS_LINES];
            assert_int_equal(cs_goals_parse(mv, strlen(mv), &seat, codes, NULL), CS_OK);
            if (g.phase == CS_PHASE_SCORED)
                assert_int_equal(cs_game_next_round(&g, NULL), CS_OK);
            assert_int_equal(
                cs_game_set_goals(&g, rec->moves[k].player, (cs_seat)seat, codes, NULL), CS_OK);
        } else {
            cs_move m;
            assert_int_equal(cs_move_parse(mv, strlen(mv), &m, NULL), CS_OK);
            assert_int_equal(cs_game_place(&g, rec->moves[k].player, m, NULL), CS_OK);
        }
    }
    return g.board;
}

static void test_new_match_keeps_record_and_game_in_step(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HARD, CS_CTRL_HUMAN};
    cs_match m = new_match(3, c);
    assert_int_equal(cs_match_humans(&m), 2);
    const eg_record *rec = cs_match_record(&m);
    assert_string_equal(rec->game, "cityscape");
    assert_string_equal(rec->players[1].controller, "hard");
    assert_string_equal(cs_match_name(&m, 2), "Player 3");
    set_all_goals(&m);
    for (int i = 0; i < 10; i++)
        play_one(&m);
    /* 3 seats' goals, then 10 placements, each a move string. */
    assert_int_equal(rec->nmoves, 13);
    assert_string_equal(rec->moves[0].move, "S:3562");
    cs_board replayed = replay_with_core(rec, &m.game.cfg);
    assert_true(cs_board_equal(&replayed, &m.game.board));
    assert_int_equal(replayed.nplaced, 10);
    cs_match_free(&m);
}

static void test_out_of_turn_placement_changes_nothing(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_match m = new_match(2, c);
    set_all_goals(&m);
    cs_game before = m.game;
    int moves = cs_match_record(&m)->nmoves;
    cs_error err;
    assert_int_equal(cs_match_place(&m, 1, (cs_move){3, 5}, &err), CS_ERR_NOT_YOUR_TURN);
    assert_memory_equal(&m.game, &before, sizeof before);
    assert_int_equal(cs_match_record(&m)->nmoves, moves);
    cs_match_free(&m);
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
    /* The goals stay: undo never takes them back. */
    assert_false(cs_match_can_undo(&m));
    assert_int_equal(m.game.phase, CS_PHASE_BUILDING);
    assert_int_equal(cs_match_record(&m)->nmoves, 4);
    cs_match_free(&m);
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
    cs_match_free(&m);
}

/* Cityscape's undo as it was before the mid end, computed from the game
 * alone: how many placements an undo takes back now. */
static int undo_model(const cs_match *m)
{
    if (m->game.phase != CS_PHASE_BUILDING)
        return 0;
    int n = m->game.board.nplaced, humans = cs_match_humans(m);
    if (n == 0 || humans == 0)
        return 0;
    if (humans >= 2)
        return cs_match_is_human(m, cs_match_mover_of(m, n - 1)) ? 1 : 0;
    for (int k = n - 1; k >= 0; k--)
        if (cs_match_is_human(m, cs_match_mover_of(m, k)))
            return n - k;
    return 0;
}

/* Every seating of humans and computers, random placements and undos over
 * two rounds: the mid end's undo takes back what the old rules did. */
static void test_undo_agrees_with_the_old_rules(void **state)
{
    (void)state;
    uint32_t x = 12345;
    int checked = 0, undone = 0;
    for (int np = 2; np <= 4; np++)
        for (unsigned mask = 0; mask < (1u << np); mask++) {
            cs_controller c[CS_MAX_PLAYERS];
            for (int p = 0; p < np; p++)
                c[p] = (mask & (1u << p)) ? CS_CTRL_HUMAN : CS_CTRL_EASY;
            cs_match m = new_match(np, c);
            for (int round = 0; round < 2; round++) {
                set_all_goals(&m);
                while (m.game.phase == CS_PHASE_BUILDING) {
                    x = x * 1103515245u + 12345u;
                    int want = undo_model(&m);
                    assert_int_equal(cs_match_can_undo(&m), want > 0);
                    checked++;
                    if (want > 0 && (x >> 16) % 4 == 0) {
                        int before = m.game.board.nplaced;
                        assert_int_equal(cs_match_undo(&m, NULL), want);
                        assert_int_equal(m.game.board.nplaced, before - want);
                        undone++;
                    } else {
                        play_one(&m);
                    }
                }
                assert_false(cs_match_can_undo(&m));
                if (m.game.phase == CS_PHASE_SCORED)
                    assert_int_equal(cs_match_next_round(&m, NULL), CS_OK);
            }
            cs_match_free(&m);
        }
    assert_true(checked > 1000);
    assert_true(undone > 50);
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
    int moves = cs_match_record(&m)->nmoves;
    assert_int_equal(cs_match_next_round(&m, NULL), CS_OK);
    assert_int_equal(m.game.phase, CS_PHASE_GOALS);
    assert_int_equal(m.game.round, 1);
    assert_int_equal(cs_match_last_lot(&m), -1);
    /* Nothing is recorded until the new round's first goals. */
    assert_int_equal(cs_match_record(&m)->nmoves, moves);
    set_all_goals(&m);
    assert_int_equal(m.game.round, 1);
    assert_int_equal(cs_match_record(&m)->nmoves, moves + 4);
    play_one(&m);
    assert_int_equal(cs_match_last_lot(&m), m.game.board.block_lot[0]);
    cs_match_free(&m);
}

static void test_resume_from_record_text(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HARD};
    cs_match m = new_match(2, c);
    set_all_goals(&m);
    for (int i = 0; i < 13; i++)
        play_one(&m);
    char *text = eg_record_format(cs_match_record(&m), NULL);
    assert_non_null(text);
    assert_memory_equal(text, "game-record 1\ngame cityscape\n", 27);
    eg_record rec;
    eg_record_init(&rec);
    assert_int_equal(eg_record_parse(text, strlen(text), &rec, NULL), 0);
    free(text);
    cs_match resumed = {0};
    assert_int_equal(cs_match_from_record(&resumed, &rec, NULL), CS_OK);
    eg_record_free(&rec);
    assert_true(cs_board_equal(&resumed.game.board, &m.game.board));
    assert_int_equal(resumed.ctrl[1], CS_CTRL_HARD);
    assert_int_equal(cs_game_to_move(&resumed.game), cs_game_to_move(&m.game));
    cs_match_free(&resumed);
    cs_match_free(&m);
}

/* A save from before the mid end (cityscape-record 1) still resumes. */
static void test_resume_from_an_old_record(void **state)
{
    (void)state;
    static const char OLD[] = "cityscape-record 1\n"
                              "players 2\n"
                              "seats SW NE\n"
                              "rounds 4\n"
                              "first 1\n"
                              "player 1 human \"Ann\"\n"
                              "player 2 medium \"Computer\"\n"
                              "round 1 first 1\n"
                              "goals S:3562 W:1146 N:2215 E:4536\n"
                              "moves 3b4 2a1 5c3\n"
                              "end\n";
    eg_record rec;
    eg_error err;
    eg_record_init(&rec);
    assert_int_equal(eg_record_parse(OLD, sizeof OLD - 1, &rec, &err), 0);
    cs_match m = {0};
    assert_int_equal(cs_match_from_record(&m, &rec, NULL), CS_OK);
    eg_record_free(&rec);
    assert_string_equal(cs_match_name(&m, 0), "Ann");
    assert_int_equal(m.ctrl[1], CS_CTRL_MEDIUM);
    assert_int_equal(m.game.board.nplaced, 3);
    assert_int_equal(cs_match_last_lot(&m), m.game.board.block_lot[2]);
    assert_int_equal(cs_game_to_move(&m.game), 1);
    cs_match_free(&m);
}

static void test_resume_refuses_unknown_controller(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_match m = new_match(2, c);
    eg_record rec;
    assert_true(eg_record_copy(&rec, cs_match_record(&m)));
    snprintf(rec.players[1].controller, sizeof rec.players[1].controller, "engine:./bot");
    cs_match resumed = {0};
    cs_error err;
    assert_int_equal(cs_match_from_record(&resumed, &rec, &err), CS_ERR_RECORD);
    assert_non_null(strstr(err.msg, "engine:./bot"));
    assert_null(resumed.me);
    /* A refused record leaves the match it was to replace as it was. */
    assert_int_equal(cs_match_from_record(&m, &rec, &err), CS_ERR_RECORD);
    assert_non_null(m.me);
    assert_string_equal(cs_match_record(&m)->players[1].controller, "human");
    eg_record_free(&rec);
    cs_match_free(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_match_keeps_record_and_game_in_step),
        cmocka_unit_test(test_out_of_turn_placement_changes_nothing),
        cmocka_unit_test(test_undo_against_computer_takes_back_whole_turns),
        cmocka_unit_test(test_hot_seat_undo_only_last_human_placement),
        cmocka_unit_test(test_undo_agrees_with_the_old_rules),
        cmocka_unit_test(test_no_undo_after_the_round_is_scored),
        cmocka_unit_test(test_resume_from_record_text),
        cmocka_unit_test(test_resume_from_an_old_record),
        cmocka_unit_test(test_resume_refuses_unknown_controller),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
