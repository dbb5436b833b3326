/* SPDX-License-Identifier: MIT */
/* test_record.c - game records: round trips and refusals
 * (docs/record-format.md). */
#define _POSIX_C_SOURCE 200809L /* getpid, access */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "cs_core.h"
#include "record.h"

/* ---- Helpers. */

/* A small deterministic generator, so failures repeat. */
static uint32_t rng_state;
static uint32_t rnd(uint32_t n)
{
    rng_state = rng_state * 1664525u + 1013904223u;
    return (rng_state >> 8) % n;
}

/* Plays `rec` forward with random legal choices until `steps` actions are
 * done or the game is over, keeping `g` in step through cs_game_*. */
static void play_random(cs_record *rec, cs_game *g, int steps)
{
    cs_error err;
    for (int i = 0; i < steps; i++) {
        if (g->phase == CS_PHASE_GAME_OVER)
            return;
        if (g->phase == CS_PHASE_SCORED) {
            assert_int_equal(cs_record_next_round(rec, &err), CS_OK);
            assert_int_equal(cs_game_next_round(g, &err), CS_OK);
        } else if (g->phase == CS_PHASE_GOALS) {
            int seat;
            do
                seat = (int)rnd(CS_SEATS);
            while (cs_seat_player(g, (cs_seat)seat) < 0 || (g->seats_set & (1u << seat)));
            uint8_t codes[CS_LINES];
            for (int k = 0; k < CS_LINES; k++)
                codes[k] = (uint8_t)(1 + rnd(6));
            assert_int_equal(cs_record_add_goals(rec, (cs_seat)seat, codes, &err), CS_OK);
            assert_int_equal(cs_game_set_goals(g, cs_seat_player(g, (cs_seat)seat),
                                               (cs_seat)seat, codes, &err),
                             CS_OK);
        } else {
            cs_move legal[CS_HEIGHTS * CS_LOTS];
            int n = cs_board_legal_moves(&g->board, legal);
            assert_true(n > 0);
            cs_move m = legal[rnd((uint32_t)n)];
            assert_int_equal(cs_record_add_move(rec, m, &err), CS_OK);
            assert_int_equal(cs_game_place(g, cs_game_to_move(g), m, &err), CS_OK);
        }
    }
}

static void start(cs_record *rec, cs_game *g, int nplayers, unsigned seat_mask, int rounds,
                  int first)
{
    cs_config cfg = cs_config_default(nplayers);
    if (seat_mask)
        cfg.seat_mask = (uint8_t)seat_mask;
    cfg.nrounds = (uint8_t)rounds;
    cfg.first_player = (uint8_t)first;
    cs_error err;
    assert_int_equal(cs_record_init(rec, &cfg, &err), CS_OK);
    assert_int_equal(cs_game_init(g, &cfg, &err), CS_OK);
}

static void assert_same_game(const cs_game *a, const cs_game *b)
{
    assert_int_equal(a->round, b->round);
    assert_int_equal(a->phase, b->phase);
    assert_true(cs_board_equal(&a->board, &b->board));
    assert_int_equal(a->seats_set, b->seats_set);
    assert_memory_equal(a->goals, b->goals, sizeof a->goals);
    assert_memory_equal(a->total, b->total, sizeof a->total);
    assert_memory_equal(a->round_score, b->round_score, sizeof a->round_score);
}

/* format -> parse -> format is byte-identical, the records are equal, and
 * the parsed record replays to the game that was played. */
static void assert_round_trip(const cs_record *rec, const cs_game *played)
{
    static char text[CS_RECORD_TEXT_MAX], again[CS_RECORD_TEXT_MAX];
    int n = cs_record_format(rec, text, sizeof text);
    assert_true(n > 0);
    assert_int_equal((size_t)n, strlen(text));
    cs_record back;
    cs_error err = {0};
    cs_errcode rc = cs_record_parse(text, (size_t)n, &back, &err);
    if (rc != CS_OK)
        fail_msg("parse failed: line %d, column %d: %s\n%s", err.line, err.column, err.msg,
                 text);
    assert_true(cs_record_equal(rec, &back));
    int m = cs_record_format(&back, again, sizeof again);
    assert_int_equal(m, n);
    assert_string_equal(text, again);
    cs_game g;
    assert_int_equal(cs_record_replay(&back, &g, &err), CS_OK);
    assert_same_game(&g, played);
}

/* Parses text and checks the refusal: its code, line and column. */
static void refuse_at(const char *text, size_t len, cs_errcode code, int line, int column)
{
    cs_record rec;
    cs_error err = {0};
    cs_errcode rc = cs_record_parse(text, len, &rec, &err);
    if (rc != code || err.line != line || err.column != column)
        fail_msg("expected %s at line %d, column %d; got %s at line %d, column %d: %s",
                 cs_errcode_name(code), line, column, cs_errcode_name(rc), err.line,
                 err.column, err.msg);
    assert_int_equal(err.code, code);
    assert_true(strlen(err.msg) > 0);
}
#define REFUSE(text, code, line, col) refuse_at(text, strlen(text), code, line, col)

#define HEAD3                                                                              \
    "cityscape-record 1\n"                                                                 \
    "players 3\n"                                                                          \
    "seats S W N\n"                                                                        \
    "rounds 3\n"                                                                           \
    "first 1\n"                                                                            \
    "player 1 human \"Ann\"\n"                                                             \
    "player 2 hard \"Bob\"\n"                                                              \
    "player 3 human \"Cy\"\n"

/* 25 legal placements: five of each height. */
#define ALL25                                                                              \
    "1a1 2a2 3a3 4a4 5b1 1b2 2b3 3b4 4c1 5c2 1c3 2c4 3d1 4d2 5d3 1d4 2a1 3a2 4a3 5a4 "   \
    "1b1 2b2 3b3 4b4 5c1"

/* ---- Round trips. */

static void in_progress_record_round_trips(void **state)
{
    (void)state;
    static const char text[] = HEAD3 "round 1 first 1\n"
                                     "goals S:3562 N:2215\n"
                                     "end\n";
    cs_record rec;
    cs_error err;
    assert_int_equal(cs_record_parse(text, strlen(text), &rec, &err), CS_OK);
    assert_int_equal(rec.rounds[0].goals_set, (1u << CS_S) | (1u << CS_N));
    char out[CS_RECORD_TEXT_MAX];
    assert_int_equal(cs_record_format(&rec, out, sizeof out), (int)strlen(text));
    assert_string_equal(out, text);
}

static void fresh_record_is_round_one_with_nothing_set(void **state)
{
    (void)state;
    cs_record rec;
    cs_game g;
    start(&rec, &g, 4, 0, 4, 2);
    assert_round_trip(&rec, &g);
    char out[CS_RECORD_TEXT_MAX];
    cs_record_format(&rec, out, sizeof out);
    assert_non_null(strstr(out, "\nround 1 first 3\nend\n"));
}

static void complete_games_round_trip_for_2_3_and_4_players(void **state)
{
    (void)state;
    static const struct {
        int nplayers;
        unsigned mask;
        int rounds, first;
    } games[] = {
        {2, 0, 4, 1},
        {2, 0, 2, 0},
        {3, 0, 3, 0},
        {3, (1u << CS_S) | (1u << CS_N) | (1u << CS_E), 3, 2},
        {3, (1u << CS_W) | (1u << CS_N) | (1u << CS_E), 1, 1},
        {4, 0, 4, 3},
    };
    rng_state = 7;
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        cs_record rec;
        cs_game g;
        start(&rec, &g, games[i].nplayers, games[i].mask, games[i].rounds, games[i].first);
        play_random(&rec, &g, 100000);
        assert_int_equal(g.phase, CS_PHASE_GAME_OVER);
        assert_true(cs_record_is_complete(&rec));
        assert_round_trip(&rec, &g);
    }
}

static void games_in_progress_round_trip_at_every_step(void **state)
{
    (void)state;
    rng_state = 11;
    cs_record rec;
    cs_game g;
    start(&rec, &g, 3, (1u << CS_S) | (1u << CS_N) | (1u << CS_E), 2, 1);
    for (int step = 0; g.phase != CS_PHASE_GAME_OVER; step++) {
        assert_round_trip(&rec, &g);
        play_random(&rec, &g, 1);
    }
    assert_round_trip(&rec, &g);
}

static void names_with_spaces_quotes_and_utf8_round_trip(void **state)
{
    (void)state;
    static const char *const names[] = {
        "Ann Marie", "say \"hi\"", "back\\slash", "#1 player", "Zoë Ødegård",
        "東京タワー", "Computer (hard)", "x", "1234567890123456789012345678901", "'single'",
    };
    static const char *const controllers[] = {
        "human", "easy", "medium", "hard", "engine:./my-engine --depth 3 \"fast\"",
        "engine:x", "mcts_2", "human", "hard", "engine:a#b",
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        cs_record rec;
        cs_game g;
        cs_error err;
        start(&rec, &g, 2, 0, 2, 0);
        assert_int_equal(cs_record_set_player(&rec, (int)(i % 2), controllers[i], names[i], &err),
                         CS_OK);
        assert_round_trip(&rec, &g);
        char text[CS_RECORD_TEXT_MAX];
        cs_record_format(&rec, text, sizeof text);
        cs_record back;
        assert_int_equal(cs_record_parse(text, strlen(text), &back, &err), CS_OK);
        assert_string_equal(back.players[i % 2].name, names[i]);
        assert_string_equal(back.players[i % 2].controller, controllers[i]);
    }
}

static void bad_player_metadata_is_refused(void **state)
{
    (void)state;
    cs_record rec;
    cs_game g;
    cs_error err;
    start(&rec, &g, 2, 0, 2, 0);
    assert_int_equal(cs_record_set_player(&rec, 0, "human", "", &err), CS_ERR_RECORD);
    assert_int_equal(cs_record_set_player(&rec, 0, "human",
                                          "12345678901234567890123456789012", &err),
                     CS_ERR_RECORD);
    assert_int_equal(cs_record_set_player(&rec, 0, "human", "bad\xff", &err), CS_ERR_RECORD);
    assert_int_equal(cs_record_set_player(&rec, 0, "human", "tab\there", &err), CS_ERR_RECORD);
    assert_int_equal(cs_record_set_player(&rec, 0, "Hard", "A", &err), CS_ERR_RECORD);
    assert_int_equal(cs_record_set_player(&rec, 0, "engine:", "A", &err), CS_ERR_RECORD);
    assert_int_equal(cs_record_set_player(&rec, 2, "human", "A", &err), CS_ERR_NO_SUCH_PLAYER);
}

static void random_games_round_trip(void **state)
{
    (void)state;
    rng_state = 20240601;
    static const char *const names[] = {"Ann", "Bo Li", "\"Q\"", "Łukasz", "a\\b", "🙂 smile"};
    for (int i = 0; i < 300; i++) {
        int n = 2 + (int)rnd(3);
        unsigned mask = 0;
        if (n == 3)
            mask = 0xfu & ~(1u << rnd(4));
        cs_record rec;
        cs_game g;
        start(&rec, &g, n, mask, 1 + (int)rnd(5), (int)rnd((uint32_t)n));
        for (int p = 0; p < n; p++)
            assert_int_equal(cs_record_set_player(&rec, p, rnd(2) ? "human" : "hard",
                                                  names[rnd(6)], NULL),
                             CS_OK);
        /* Half the games are left in progress at a random point. */
        int steps = rnd(2) ? 100000 : (int)rnd(200);
        play_random(&rec, &g, steps);
        assert_round_trip(&rec, &g);
    }
}

/* ---- Keeping a record in step with play. */

static void record_refuses_what_the_rules_refuse(void **state)
{
    (void)state;
    cs_record rec;
    cs_game g;
    cs_error err;
    start(&rec, &g, 3, 0, 3, 0);
    uint8_t codes[CS_LINES] = {3, 5, 6, 2};
    assert_int_equal(cs_record_add_goals(&rec, CS_E, codes, &err), CS_ERR_SEAT_NOT_HELD);
    assert_int_equal(cs_record_add_move(&rec, (cs_move){3, 5}, &err), CS_ERR_GOALS_NOT_SET);
    assert_int_equal(cs_record_next_round(&rec, &err), CS_ERR_WRONG_PHASE);
    assert_int_equal(cs_record_add_goals(&rec, CS_S, codes, &err), CS_OK);
    assert_int_equal(cs_record_add_goals(&rec, CS_S, codes, &err), CS_ERR_GOALS_ALREADY_SET);
    codes[0] = 7;
    assert_int_equal(cs_record_add_goals(&rec, CS_W, codes, &err), CS_ERR_BAD_CODE);
    assert_int_equal(rec.rounds[0].goals_set, 1u << CS_S);
}

static void undo_takes_back_the_last_placement(void **state)
{
    (void)state;
    rng_state = 3;
    cs_record rec;
    cs_game g;
    cs_error err;
    start(&rec, &g, 4, 0, 4, 0);
    assert_int_equal(cs_record_undo_move(&rec, &err), CS_ERR_WRONG_PHASE);
    play_random(&rec, &g, 4 + 10); /* goals, then 10 placements */
    cs_game before = g;
    play_random(&rec, &g, 1);
    assert_int_equal(cs_record_undo_move(&rec, &err), CS_OK);
    cs_game replayed;
    assert_int_equal(cs_record_replay(&rec, &replayed, &err), CS_OK);
    assert_same_game(&replayed, &before);
    assert_int_equal(rec.rounds[0].nmoves, 10);
}

/* ---- Refusals, each at its line and column. */

static void bad_version_is_refused(void **state)
{
    (void)state;
    REFUSE("cityscape-record 2\n", CS_ERR_RECORD, 1, 18);
    REFUSE("cityscape-record 0\n", CS_ERR_RECORD, 1, 18);
    REFUSE("cityscape-record one\n", CS_ERR_SYNTAX, 1, 18);
    REFUSE("cityscape-record\n", CS_ERR_SYNTAX, 1, 18);
    REFUSE("cityscape-game 1\n", CS_ERR_SYNTAX, 1, 1);
    REFUSE("", CS_ERR_SYNTAX, 1, 1);
    REFUSE("# only a comment\n\n", CS_ERR_SYNTAX, 3, 1);
}

static void unknown_keyword_is_refused(void **state)
{
    (void)state;
    REFUSE(HEAD3 "round 1 first 1\n  colour blue\n", CS_ERR_SYNTAX, 10, 3);
    REFUSE("cityscape-record 1\nplayerz 3\n", CS_ERR_SYNTAX, 2, 1);
}

static void header_out_of_order_or_missing_is_refused(void **state)
{
    (void)state;
    /* No players line. */
    REFUSE("cityscape-record 1\nseats S W N\n", CS_ERR_RECORD, 2, 1);
    /* A player line missing. */
    REFUSE("cityscape-record 1\nplayers 3\nseats S W N\nrounds 3\nfirst 1\n"
           "player 1 human \"Ann\"\nplayer 2 human \"Bob\"\nround 1 first 1\nend\n",
           CS_ERR_RECORD, 8, 1);
    /* Players out of order. */
    REFUSE("cityscape-record 1\nplayers 2\nseats SW NE\nrounds 2\nfirst 1\n"
           "player 2 human \"Bob\"\n",
           CS_ERR_RECORD, 6, 8);
    REFUSE("cityscape-record 1\nplayers 5\n", CS_ERR_BAD_PLAYERS, 2, 9);
    REFUSE("cityscape-record 1\nplayers 3\nseats S W N\nrounds 33\n", CS_ERR_BAD_ROUNDS, 4, 8);
    REFUSE("cityscape-record 1\nplayers 3\nseats S W N\nrounds 3\nfirst 4\n",
           CS_ERR_NO_SUCH_PLAYER, 5, 7);
}

static void seats_must_follow_the_rules(void **state)
{
    (void)state;
    /* Players are numbered clockwise from S. */
    REFUSE("cityscape-record 1\nplayers 3\nseats N S E\n", CS_ERR_RECORD, 3, 7);
    REFUSE("cityscape-record 1\nplayers 3\nseats S X E\n", CS_ERR_BAD_SEAT, 3, 9);
    REFUSE("cityscape-record 1\nplayers 3\nseats S S E\n", CS_ERR_DUPLICATE_SEAT, 3, 9);
    REFUSE("cityscape-record 1\nplayers 3\nseats S W\n", CS_ERR_BAD_PLAYERS, 3, 11);
    REFUSE("cityscape-record 1\nplayers 2\nseats NE SW\n", CS_ERR_RECORD, 3, 7);
    REFUSE("cityscape-record 1\nplayers 2\nseats SN WE\n", CS_ERR_RECORD, 3, 7);
    REFUSE("cityscape-record 1\nplayers 4\nseats S W N E X\n", CS_ERR_BAD_SEAT, 3, 15);
}

static void player_lines_are_checked(void **state)
{
    (void)state;
#define HEAD2 "cityscape-record 1\nplayers 2\nseats SW NE\nrounds 2\nfirst 1\n"
    REFUSE(HEAD2 "player 1 human Ann\n", CS_ERR_SYNTAX, 6, 16);
    REFUSE(HEAD2 "player 1 human \"Ann\n", CS_ERR_SYNTAX, 6, 20);
    REFUSE(HEAD2 "player 1 human \"A\\n\"\n", CS_ERR_SYNTAX, 6, 18);
    REFUSE(HEAD2 "player 1 human \"12345678901234567890123456789012\"\n", CS_ERR_RECORD, 6,
           48);
    REFUSE(HEAD2 "player 1 human \"ab\xc3\"\n", CS_ERR_RECORD, 6, 19);
    REFUSE(HEAD2 "player 1 Human \"Ann\"\n", CS_ERR_RECORD, 6, 10);
    REFUSE(HEAD2 "player 1\n", CS_ERR_SYNTAX, 6, 10);
    REFUSE(HEAD2 "player 1 human \"Ann\" extra\n", CS_ERR_SYNTAX, 6, 22);
#undef HEAD2
}

static void bad_move_is_refused(void **state)
{
    (void)state;
    static const char head[] = HEAD3 "round 1 first 1\ngoals S:3562 W:1146 N:2215\n";
    char text[512];
    snprintf(text, sizeof text, "%smoves 5b2 6a1 1c3\nend\n", head);
    REFUSE(text, CS_ERR_BAD_HEIGHT, 11, 11);
    snprintf(text, sizeof text, "%smoves 5b2 3e1\nend\n", head);
    REFUSE(text, CS_ERR_NO_SUCH_LOT, 11, 12);
    snprintf(text, sizeof text, "%smoves 5b2 3a5\nend\n", head);
    REFUSE(text, CS_ERR_NO_SUCH_LOT, 11, 13);
    snprintf(text, sizeof text, "%smoves\nend\n", head);
    REFUSE(text, CS_ERR_SYNTAX, 11, 7);
}

static void moving_before_every_goal_is_set_is_refused(void **state)
{
    (void)state;
    /* Turn order is derived from the rules, so a record cannot name the wrong
     * player; building out of turn is building before the goals are set. */
    REFUSE(HEAD3 "round 1 first 1\ngoals S:3562 W:1146\nmoves 5b2\nend\n",
           CS_ERR_GOALS_NOT_SET, 11, 7);
    REFUSE(HEAD3 "round 1 first 1\nmoves 5b2\nend\n", CS_ERR_GOALS_NOT_SET, 10, 7);
    REFUSE(HEAD3 "goals S:3562\n", CS_ERR_RECORD, 9, 1);
}

static void wrong_first_builder_is_refused(void **state)
{
    (void)state;
    REFUSE(HEAD3 "round 1 first 2\nend\n", CS_ERR_RECORD, 9, 15);
    REFUSE(HEAD3 "round 1 frst 1\nend\n", CS_ERR_SYNTAX, 9, 9);
    REFUSE(HEAD3 "round 2 first 2\nend\n", CS_ERR_RECORD, 9, 7);
}

static void sixth_block_of_a_height_is_refused(void **state)
{
    (void)state;
    REFUSE(HEAD3 "round 1 first 1\ngoals S:3562 W:1146 N:2215\n"
                 "moves 5a1 5a2 5a3 5a4 5b1 5b2\nend\n",
           CS_ERR_NO_BLOCK_LEFT, 11, 27);
}

static void too_many_moves_are_refused(void **state)
{
    (void)state;
    REFUSE(HEAD3 "round 1 first 1\ngoals S:3562 W:1146 N:2215\n"
                 "moves " ALL25 " 1a1\nend\n",
           CS_ERR_ROUND_OVER, 11, 107);
}

static void goals_for_an_unheld_seat_are_refused(void **state)
{
    (void)state;
    REFUSE(HEAD3 "round 1 first 1\ngoals S:3562 W:1146 E:2215\nend\n", CS_ERR_SEAT_NOT_HELD,
           10, 21);
    REFUSE(HEAD3 "round 1 first 1\ngoals S:3562 S:1146\nend\n", CS_ERR_GOALS_ALREADY_SET, 10,
           14);
    REFUSE(HEAD3 "round 1 first 1\ngoals S:3572\nend\n", CS_ERR_BAD_CODE, 10, 11);
    REFUSE(HEAD3 "round 1 first 1\ngoals X:3562\nend\n", CS_ERR_BAD_SEAT, 10, 7);
}

/* The complete 3-player round of ALL25 with goals S:3562 W:1146 N:2215. */
static void complete_round_text(char *out, size_t outsz)
{
    cs_record rec;
    cs_error err;
    static const char text[] = HEAD3 "round 1 first 1\ngoals S:3562 W:1146 N:2215\n"
                                     "moves " ALL25 "\nend\n";
    /* Without its score line the round is refused; take the score line from
     * the formatter. */
    REFUSE(text, CS_ERR_RECORD, 12, 1);
    cs_config cfg = cs_config_default(3);
    assert_int_equal(cs_record_init(&rec, &cfg, &err), CS_OK);
    cs_record_set_player(&rec, 0, "human", "Ann", &err);
    cs_record_set_player(&rec, 1, "hard", "Bob", &err);
    cs_record_set_player(&rec, 2, "human", "Cy", &err);
    static const uint8_t goals[3][4] = {{3, 5, 6, 2}, {1, 1, 4, 6}, {2, 2, 1, 5}};
    for (int s = 0; s < 3; s++)
        assert_int_equal(cs_record_add_goals(&rec, (cs_seat)s, goals[s], &err), CS_OK);
    const char *mv = ALL25;
    for (int k = 0; k < 25; k++) {
        cs_move m;
        assert_int_equal(cs_move_parse(mv + 4 * k, 3, &m, &err), CS_OK);
        assert_int_equal(cs_record_add_move(&rec, m, &err), CS_OK);
    }
    assert_true(cs_record_format(&rec, out, outsz) > 0);
}

static void wrong_score_line_is_refused(void **state)
{
    (void)state;
    char text[CS_RECORD_TEXT_MAX];
    complete_round_text(text, sizeof text);
    cs_record rec;
    cs_error err;
    assert_int_equal(cs_record_parse(text, strlen(text), &rec, &err), CS_OK);
    char *score = strstr(text, "\nscore ");
    assert_non_null(score);
    /* Find the W entry and change its total. */
    char *w = strstr(score, " W:");
    assert_non_null(w);
    char *eq = strchr(w, '=');
    int col = (int)(w + 1 - (score + 1)) + 1;
    int line = 1;
    for (char *p = text; p <= score; p++)
        line += *p == '\n';
    eq[1] = eq[1] == '9' ? '8' : '9';
    REFUSE(text, CS_ERR_RECORD, line, col);
    /* A score line for a round that is not over. */
    REFUSE(HEAD3 "round 1 first 1\ngoals S:3562 W:1146 N:2215\nmoves 1a1\n"
                 "score S:0,0,0,0=0\nend\n",
           CS_ERR_RECORD, 12, 1);
}

static void truncated_record_is_refused(void **state)
{
    (void)state;
    char text[CS_RECORD_TEXT_MAX];
    complete_round_text(text, sizeof text);
    size_t len = strlen(text);
    /* Lose the "end" line: the record does not say it is whole. */
    assert_int_equal(strcmp(text + len - 4, "end\n"), 0);
    int lines = 0;
    for (size_t i = 0; i < len; i++)
        lines += text[i] == '\n';
    refuse_at(text, len - 4, CS_ERR_SYNTAX, lines, 1);
    /* Cut inside a move. */
    char *moves = strstr(text, "\nmoves ");
    size_t cut = (size_t)(moves - text) + 1 + 6 + 2; /* "moves 1a" */
    refuse_at(text, cut, CS_ERR_SYNTAX, 11, 8);
    /* Cut after the header. */
    refuse_at(text, (size_t)(strstr(text, "round 1") - text), CS_ERR_SYNTAX, 9, 1);
}

static void a_round_too_many_is_refused(void **state)
{
    (void)state;
    rng_state = 5;
    cs_record rec;
    cs_game g;
    start(&rec, &g, 2, 0, 1, 0);
    play_random(&rec, &g, 100000);
    char text[CS_RECORD_TEXT_MAX + 64];
    int n = cs_record_format(&rec, text, sizeof text);
    /* Replace "result ..." with a second round. */
    char *res = strstr(text, "result ");
    assert_non_null(res);
    int line = 1;
    for (char *p = text; p < res; p++)
        line += *p == '\n';
    strcpy(res, "round 2 first 2\nend\n");
    (void)n;
    REFUSE(text, CS_ERR_GAME_OVER, line, 7);
    /* Without its result line. */
    strcpy(res, "end\n");
    REFUSE(text, CS_ERR_RECORD, line, 1);
    /* Anything after 'end'. */
    cs_record_format(&rec, text, sizeof text);
    strcat(text, "\n# fine\nround 2 first 2\n");
    int lines = 0;
    for (char *p = text; *p; p++)
        lines += *p == '\n';
    REFUSE(text, CS_ERR_RECORD, lines, 1);
}

static void garbage_bytes_are_refused(void **state)
{
    (void)state;
    REFUSE("cityscape-record 1\nplayers 3\xff\n", CS_ERR_SYNTAX, 2, 10);
    REFUSE("cityscape-record 1\nplayers \x01\n", CS_ERR_SYNTAX, 2, 9);
    REFUSE("\xef\xbb\xbf" "cityscape-record 1\n", CS_ERR_SYNTAX, 1, 1);
    refuse_at("cityscape-record 1\nplay\0ers 3\n", 30, CS_ERR_SYNTAX, 2, 5);
    /* Random bytes never crash and are always refused or accepted cleanly. */
    rng_state = 99;
    char buf[600];
    for (int i = 0; i < 2000; i++) {
        size_t n = rnd(sizeof buf);
        for (size_t k = 0; k < n; k++)
            buf[k] = (char)rnd(256);
        cs_record rec;
        cs_error err = {0};
        if (cs_record_parse(buf, n, &rec, &err) != CS_OK)
            assert_true(err.line >= 1 && err.column >= 1);
    }
}

static void mutated_records_never_crash(void **state)
{
    (void)state;
    char text[CS_RECORD_TEXT_MAX];
    complete_round_text(text, sizeof text);
    size_t len = strlen(text);
    static const char alphabet[] = " \n\"\\#0123456789abcdeSWNE:,=-xq\t\r";
    rng_state = 1234;
    for (int i = 0; i < 3000; i++) {
        char copy[CS_RECORD_TEXT_MAX];
        memcpy(copy, text, len);
        size_t n = len;
        int edits = 1 + (int)rnd(3);
        for (int e = 0; e < edits && n > 0; e++) {
            size_t at = rnd((uint32_t)n);
            switch (rnd(3)) {
            case 0: copy[at] = alphabet[rnd(sizeof alphabet - 1)]; break;
            case 1: memmove(copy + at, copy + at + 1, n - at - 1); n--; break;
            default: n = at; break;
            }
        }
        cs_record rec;
        cs_error err = {0};
        if (cs_record_parse(copy, n, &rec, &err) == CS_OK) {
            char out[CS_RECORD_TEXT_MAX];
            assert_true(cs_record_format(&rec, out, sizeof out) > 0);
        } else {
            assert_true(err.line >= 1 && err.column >= 1);
        }
    }
}

static void very_long_line_is_refused(void **state)
{
    (void)state;
    static char text[4096];
    int n = snprintf(text, sizeof text, "cityscape-record 1\n# ");
    memset(text + n, 'x', 2000);
    strcpy(text + n + 2000, "\nplayers 3\n");
    REFUSE(text, CS_ERR_SYNTAX, 2, CS_RECORD_LINE_MAX + 1);
}

static void comments_blank_lines_and_crlf_are_read(void **state)
{
    (void)state;
    static const char text[] =
        "# a saved game\r\n"
        "cityscape-record 1   # version\r\n"
        "\r\n"
        "players 3\r\nseats S W N\r\nrounds 3\r\nfirst 1\r\n"
        "player 1 human \"A # not a comment\"\r\n"
        "player 2\thard \"Bob\"\r\nplayer 3 human \"Cy\"\r\n"
        "round 1 first 1\r\ngoals N:2215 S:3562\r\ngoals W:1146\r\n"
        "moves 5b2 3a1\r\n  moves 1c3 # three\r\nend";
    cs_record rec;
    cs_error err = {0};
    assert_int_equal(cs_record_parse(text, strlen(text), &rec, &err), CS_OK);
    assert_string_equal(rec.players[0].name, "A # not a comment");
    assert_int_equal(rec.rounds[0].nmoves, 3);
    assert_int_equal(rec.rounds[0].goals_set, 7);
}

/* ---- Files. */

static void save_and_load_round_trip(void **state)
{
    (void)state;
    rng_state = 17;
    cs_record rec, back;
    cs_game g;
    cs_error err;
    start(&rec, &g, 4, 0, 2, 1);
    play_random(&rec, &g, 40);
    char path[64], tmp[80];
    snprintf(path, sizeof path, "test_record_%ld.csr", (long)getpid());
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_equal(cs_record_save(path, &rec, &err), CS_OK);
    assert_int_equal(access(tmp, F_OK), -1); /* renamed away */
    assert_int_equal(cs_record_load(path, &back, &err), CS_OK);
    assert_true(cs_record_equal(&rec, &back));
    play_random(&rec, &g, 5);
    assert_int_equal(cs_record_save(path, &rec, &err), CS_OK); /* over the old one */
    assert_int_equal(cs_record_load(path, &back, &err), CS_OK);
    assert_true(cs_record_equal(&rec, &back));
    remove(path);
    assert_int_equal(cs_record_load(path, &back, &err), CS_ERR_IO);
    assert_int_equal(cs_record_save("/nonexistent-dir/x.csr", &rec, &err), CS_ERR_IO);
}

static void oversized_or_binary_files_are_refused(void **state)
{
    (void)state;
    char path[64];
    snprintf(path, sizeof path, "test_record_big_%ld.csr", (long)getpid());
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs("cityscape-record 1\n", f);
    for (int i = 0; i < CS_RECORD_FILE_MAX; i++)
        fputc('#', f);
    fclose(f);
    cs_record rec;
    cs_error err;
    assert_int_equal(cs_record_load(path, &rec, &err), CS_ERR_IO);
    f = fopen(path, "wb");
    fwrite("cityscape-record 1\n\0\0\0", 1, 22, f);
    fclose(f);
    assert_int_equal(cs_record_load(path, &rec, &err), CS_ERR_SYNTAX);
    assert_int_equal(err.line, 2);
    assert_int_equal(err.column, 1);
    remove(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(in_progress_record_round_trips),
        cmocka_unit_test(fresh_record_is_round_one_with_nothing_set),
        cmocka_unit_test(complete_games_round_trip_for_2_3_and_4_players),
        cmocka_unit_test(games_in_progress_round_trip_at_every_step),
        cmocka_unit_test(names_with_spaces_quotes_and_utf8_round_trip),
        cmocka_unit_test(bad_player_metadata_is_refused),
        cmocka_unit_test(random_games_round_trip),
        cmocka_unit_test(record_refuses_what_the_rules_refuse),
        cmocka_unit_test(undo_takes_back_the_last_placement),
        cmocka_unit_test(bad_version_is_refused),
        cmocka_unit_test(unknown_keyword_is_refused),
        cmocka_unit_test(header_out_of_order_or_missing_is_refused),
        cmocka_unit_test(seats_must_follow_the_rules),
        cmocka_unit_test(player_lines_are_checked),
        cmocka_unit_test(bad_move_is_refused),
        cmocka_unit_test(moving_before_every_goal_is_set_is_refused),
        cmocka_unit_test(wrong_first_builder_is_refused),
        cmocka_unit_test(sixth_block_of_a_height_is_refused),
        cmocka_unit_test(too_many_moves_are_refused),
        cmocka_unit_test(goals_for_an_unheld_seat_are_refused),
        cmocka_unit_test(wrong_score_line_is_refused),
        cmocka_unit_test(truncated_record_is_refused),
        cmocka_unit_test(a_round_too_many_is_refused),
        cmocka_unit_test(garbage_bytes_are_refused),
        cmocka_unit_test(mutated_records_never_crash),
        cmocka_unit_test(very_long_line_is_refused),
        cmocka_unit_test(comments_blank_lines_and_crlf_are_read),
        cmocka_unit_test(save_and_load_round_trip),
        cmocka_unit_test(oversized_or_binary_files_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
