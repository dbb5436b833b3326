/* SPDX-License-Identifier: MIT */
/* test_match.c - the rules a Cityscape match kept in the old front end's
 * controller (app/match.c), now held by the engine's mid end and the game's
 * back end (eg_cityscape), as the table plays them. No SDL, no GL.
 *   - the record's moves, replayed by the rules core alone, build the board
 *     the mid end holds;
 *   - a placement by a player who is not to move is refused, named, and
 *     changes nothing;
 *   - every seating of humans and computers (2-4 players), random moves and
 *     undos over two rounds: the mid end's undo takes back exactly what the
 *     rule computed here from the record alone says (the old controller's,
 *     widened where two humans share the table with computers).
 * What else test_match checked is covered elsewhere: a whole turn undone
 * against the computer, a hot-seat player's own last move only, no undo into
 * the goals or across the reveal (engine_midend); old and new records load,
 * replay and round-trip, unknown controllers refused naming their line
 * (engine_record, record_*). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cityscape_game.h"
#include "midend.h"

static const eg_game *G = &eg_cityscape;

/* A new game of Cityscape with these controllers ("human", "easy"). */
static eg_midend *new_game(int nplayers, const char *const *ctrl, int rounds)
{
    eg_record rec;
    eg_record_init(&rec);
    strcpy(rec.game, "cityscape");
    void *params = calloc(1, G->params_size);
    assert_non_null(params);
    G->default_params(params, nplayers);
    char text[sizeof rec.params];
    assert_true(G->params_encode(params, text, sizeof text) > 0);
    free(params);
    /* The rounds asked for, the rest as the game sets them. */
    char *r = strstr(text, "rounds=");
    assert_non_null(r);
    char rest[sizeof text];
    snprintf(rest, sizeof rest, "%s", strchr(r, ' ') ? strchr(r, ' ') : "");
    snprintf(r, sizeof text - (size_t)(r - text), "rounds=%d%s", rounds, rest);
    snprintf(rec.params, sizeof rec.params, "%s", text);
    rec.nplayers = nplayers;
    for (int p = 0; p < nplayers; p++)
        snprintf(rec.players[p].controller, sizeof rec.players[p].controller, "%s", ctrl[p]);
    eg_error err = {0};
    eg_midend *me = eg_midend_new(&rec, &err);
    if (!me)
        fail_msg("new game (%s): %s", rec.params, err.msg);
    return me;
}

static const cs_game *game_of(const eg_midend *me)
{
    return &((const cs_city_state *)eg_midend_state(me))->g;
}

/* A random legal move of a random player to act. */
static void play_one(eg_midend *me, uint32_t *x)
{
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    unsigned act = eg_midend_to_act(me);
    assert_true(act != 0);
    int who[EG_MAX_PLAYERS], n = 0;
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        if (act & (1u << p))
            who[n++] = p;
    *x = *x * 1103515245u + 12345u;
    int p = who[(*x >> 16) % (uint32_t)n];
    int k = G->legal_moves(eg_midend_state(me), p, legal, EG_MAX_LEGAL);
    assert_true(k > 0);
    *x = *x * 1103515245u + 12345u;
    eg_error err = {0};
    if (eg_midend_move(me, p, legal[(*x >> 16) % (uint32_t)k], NULL, &err) != 0)
        fail_msg("legal move %s refused: %s", legal[(*x >> 16) % (uint32_t)k], err.msg);
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

static void test_the_record_builds_the_board_the_engine_holds(void **state)
{
    (void)state;
    static const char *const C[] = {"human", "easy", "human"};
    eg_midend *me = new_game(3, C, 2);
    uint32_t x = 7;
    for (int k = 0; k < 40 && !eg_midend_is_over(me); k++) {
        play_one(me, &x);
        cs_board b = replay_with_core(eg_midend_record(me), &game_of(me)->cfg);
        assert_true(cs_board_equal(&b, &game_of(me)->board));
    }
    eg_midend_free(me);
}

static void test_out_of_turn_placement_changes_nothing(void **state)
{
    (void)state;
    static const char *const C[] = {"human", "human"};
    eg_midend *me = new_game(2, C, 1);
    uint32_t x = 3;
    while (game_of(me)->phase != CS_PHASE_BUILDING)
        play_one(me, &x);
    int mover = cs_game_to_move(game_of(me)), other = 1 - mover;
    assert_int_equal(eg_midend_to_act(me), 1u << mover);
    static cs_city_state before;
    memcpy(&before, eg_midend_state(me), sizeof before);
    int moves = eg_midend_moves(me);
    eg_error err = {0};
    assert_true(eg_midend_move(me, other, "3b2", NULL, &err) > 0);
    assert_true(err.msg[0] != '\0');
    assert_int_equal(eg_midend_moves(me), moves);
    assert_memory_equal(&before, eg_midend_state(me), sizeof before);
    assert_int_equal(eg_midend_record(me)->nmoves, moves);
    eg_midend_free(me);
}

/* Cityscape's undo computed from the record alone: how many placements an
 * undo by `player` takes back now. Only while building (the goals are a
 * barrier, the reveal ends the round): back to that human's last placement
 * of the round, the computers' after it with it, unless another human has
 * placed since. With one human, or humans only, this is exactly the old
 * controller's rule (one human: back to their last placement; humans only:
 * the last placement, if it was theirs). With two humans and computers it
 * is the mid end's (midend.h, EG_UNDO_OWN_LAST), wider than the old
 * controller's, which allowed only the last placement there: *wider counts
 * the undos the old rule refused. */
static int undo_model(const eg_midend *me, int player, int nplayers, int *wider)
{
    const cs_game *g = game_of(me);
    if (g->phase != CS_PHASE_BUILDING || !eg_midend_is_human(me, player))
        return 0;
    const eg_record *rec = eg_midend_record(me);
    int placed = g->board.nplaced, n = rec->nmoves, humans = 0;
    for (int p = 0; p < nplayers; p++)
        humans += eg_midend_is_human(me, p);
    for (int k = 0; k < placed; k++) {
        int who = rec->moves[n - 1 - k].player;
        if (who == player) {
            if (k > 0 && humans >= 2)
                ++*wider;
            return k + 1;
        }
        if (eg_midend_is_human(me, who))
            return 0;
    }
    return 0;
}

static void test_undo_agrees_with_the_rule_from_the_record(void **state)
{
    (void)state;
    uint32_t x = 12345;
    int checked = 0, undone = 0, wider = 0;
    for (int np = 2; np <= 4; np++)
        for (unsigned mask = 0; mask < (1u << np); mask++) {
            const char *c[EG_MAX_PLAYERS];
            for (int p = 0; p < np; p++)
                c[p] = (mask & (1u << p)) ? "human" : "easy";
            eg_midend *me = new_game(np, c, 2);
            while (!eg_midend_is_over(me)) {
                x = x * 1103515245u + 12345u;
                /* A human asks to undo: the one to move, or (none to move)
                 * the first. */
                int asker = -1;
                for (int p = 0; p < np && asker < 0; p++)
                    if (mask & (1u << p) && (eg_midend_to_act(me) & (1u << p)))
                        asker = p;
                for (int p = 0; p < np && asker < 0; p++)
                    if (mask & (1u << p))
                        asker = p;
                int want = asker < 0 ? 0 : undo_model(me, asker, np, &wider);
                if (asker >= 0) {
                    int point = eg_midend_undo_point(me, asker);
                    if ((point >= 0) != (want > 0))
                        fail_msg("%d players, humans %x, %d moves: player %d's undo point %d, "
                                 "the rule takes back %d",
                                 np, mask, eg_midend_moves(me), asker + 1, point, want);
                    checked++;
                }
                if (want > 0 && (x >> 16) % 4 == 0) {
                    int before = game_of(me)->board.nplaced;
                    assert_int_equal(eg_midend_undo(me, asker, NULL), 0);
                    assert_int_equal(game_of(me)->board.nplaced, before - want);
                    undone++;
                } else {
                    play_one(me, &x);
                }
            }
            eg_midend_free(me);
        }
    assert_true(checked > 1000);
    assert_true(undone > 50);
    assert_true(wider > 0); /* the seatings where the rules differ were met */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_record_builds_the_board_the_engine_holds),
        cmocka_unit_test(test_out_of_turn_placement_changes_nothing),
        cmocka_unit_test(test_undo_agrees_with_the_rule_from_the_record),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
