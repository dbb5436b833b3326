/* SPDX-License-Identifier: MIT */
/* test_midend.c - the mid end (src/engine/midend.h): undo and redo under
 * each policy, curtains, autosave, worker jobs. Uses Cityscape for the
 * multi-player policy and a tiny solitaire written here for the free one. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "midend.h"

/* ---- "Count to ten": add 1 or 2 to a counter; over at 10 or more. */

typedef struct {
    int total;
} count_state;

static void count_default(void *p, int n)
{
    (void)n;
    *(int *)p = 1;
}
static int count_encode(const void *p, char *out, size_t outsz)
{
    (void)p;
    return snprintf(out, outsz, "players=1");
}
static int count_decode(const char *t, void *p, eg_error *err)
{
    if (strcmp(t, "players=1") != 0)
        return eg_error_set(err, 1, 0, "bad params '%s'", t);
    *(int *)p = 1;
    return 0;
}
static int count_players(const void *p) { return *(const int *)p; }
static int count_new(const void *p, uint64_t seed, void *s, eg_error *err)
{
    (void)p;
    (void)seed;
    (void)err;
    memset(s, 0, sizeof(count_state));
    return 0;
}
static bool count_over(const void *s) { return ((const count_state *)s)->total >= 10; }
static unsigned count_to_act(const void *s) { return count_over(s) ? 0 : 1; }
static int count_legal(const void *s, int player, char (*out)[EG_MOVE_MAX], int max)
{
    (void)player;
    if (count_over(s) || max < 2)
        return 0;
    strcpy(out[0], "+1");
    strcpy(out[1], "+2");
    return 2;
}
static int count_execute(void *s, int player, const char *m, unsigned *flags, eg_error *err)
{
    *flags = 0;
    if (player == 0 && !count_over(s) && strcmp(m, "!") == 0) { /* a line drawn: kept */
        *flags = EG_MOVE_BARRIER;
        return 0;
    }
    if (player != 0 || count_over(s) || (strcmp(m, "+1") && strcmp(m, "+2")))
        return eg_error_set(err, 1, 0, "%s: not a move", m);
    ((count_state *)s)->total += m[1] - '0';
    return 0;
}
static int count_round(const void *s)
{
    (void)s;
    return 0;
}
static int count_nrounds(const void *s)
{
    (void)s;
    return 1;
}
static int count_scores(const void *s, int out[EG_MAX_PLAYERS])
{
    out[0] = ((const count_state *)s)->total;
    return 1;
}
static void count_places(const void *s, int out[EG_MAX_PLAYERS])
{
    (void)s;
    out[0] = 0;
}

static const eg_game COUNT = {
    .id = "count", .name = "Count to ten", .summary = "test", .min_players = 1,
    .max_players = 1, .flags = EG_GAME_SOLITAIRE, .undo = EG_UNDO_FREE,
    .params_size = sizeof(int), .default_params = count_default,
    .params_encode = count_encode, .params_decode = count_decode,
    .params_players = count_players, .state_size = sizeof(count_state),
    .new_game = count_new, .to_act = count_to_act, .legal_moves = count_legal,
    .execute = count_execute, .is_over = count_over, .round = count_round,
    .nrounds = count_nrounds, .scores = count_scores, .places = count_places,
    .rules_text = "test",
};

static eg_midend *count_game(void)
{
    eg_record rec;
    eg_record_init(&rec);
    strcpy(rec.game, "count");
    strcpy(rec.params, "players=1");
    rec.nplayers = 1;
    strcpy(rec.players[0].controller, "human");
    eg_midend *me = eg_midend_new_for(&COUNT, &rec, NULL);
    assert_non_null(me);
    return me;
}

static int total(const eg_midend *me) { return ((const count_state *)eg_midend_state(me))->total; }

static void test_solitaire_undoes_and_redoes_without_limit(void **st)
{
    (void)st;
    eg_midend *me = count_game();
    assert_int_equal(eg_midend_undo_point(me, 0), -1);
    assert_int_equal(eg_midend_move(me, 0, "+2", NULL, NULL), 0);
    assert_int_equal(eg_midend_move(me, 0, "+1", NULL, NULL), 0);
    assert_int_equal(eg_midend_move(me, 0, "+2", NULL, NULL), 0);
    assert_int_equal(total(me), 5);
    assert_int_equal(eg_midend_undo(me, 0, NULL), 0);
    assert_int_equal(eg_midend_undo(me, 0, NULL), 0);
    assert_int_equal(total(me), 2);
    assert_true(eg_midend_can_redo(me));
    assert_int_equal(eg_midend_redo(me, NULL), 0);
    assert_int_equal(total(me), 3);
    assert_int_equal(eg_midend_redo(me, NULL), 0);
    assert_int_equal(total(me), 5);
    assert_false(eg_midend_can_redo(me));
    /* A new move after an undo forgets what could be redone. */
    assert_int_equal(eg_midend_undo(me, 0, NULL), 0);
    assert_int_equal(eg_midend_move(me, 0, "+1", NULL, NULL), 0);
    assert_false(eg_midend_can_redo(me));
    assert_int_equal(total(me), 4);
    /* Refused moves change nothing. */
    eg_error err = {0};
    assert_true(eg_midend_move(me, 0, "+3", NULL, &err) > 0);
    assert_non_null(strstr(err.msg, "+3"));
    assert_int_equal(eg_midend_moves(me), 3);
    eg_midend_free(me);
}

/* A move with EG_MOVE_BARRIER stays under the free policy too: undo goes
 * back to it and no further, and says why. */
static void test_solitaire_undo_stops_at_a_barrier(void **st)
{
    (void)st;
    eg_midend *me = count_game();
    assert_int_equal(eg_midend_move(me, 0, "+2", NULL, NULL), 0);
    assert_int_equal(eg_midend_move(me, 0, "!", NULL, NULL), 0);
    assert_int_equal(eg_midend_move(me, 0, "+1", NULL, NULL), 0);
    assert_int_equal(eg_midend_undo(me, 0, NULL), 0);
    assert_int_equal(total(me), 2);
    eg_error err = {0};
    assert_int_equal(eg_midend_undo_point(me, 0), -1);
    assert_true(eg_midend_undo(me, 0, &err) > 0);
    assert_non_null(strstr(err.msg, "move 2 ("));
    assert_non_null(strstr(err.msg, "no undo reaches back across it"));
    assert_int_equal(eg_midend_moves(me), 2);
    /* Redo still brings back what was undone above the barrier. */
    assert_int_equal(eg_midend_redo(me, NULL), 0);
    assert_int_equal(total(me), 3);
    eg_midend_free(me);
}

/* ---- Cityscape: a human (player 1) against the computer (player 2). */

static eg_midend *cityscape_game(const char *c1, const char *c2, int rounds)
{
    eg_record rec;
    eg_record_init(&rec);
    strcpy(rec.game, "cityscape");
    snprintf(rec.params, sizeof rec.params, "players=2 rounds=%d first=1 seats=SWNE", rounds);
    rec.nplayers = 2;
    strcpy(rec.players[0].controller, c1);
    strcpy(rec.players[1].controller, c2);
    eg_error err = {0};
    eg_midend *me = eg_midend_new(&rec, &err);
    if (!me)
        fail_msg("%s", err.msg);
    return me;
}

static void play(eg_midend *me, int player, const char *move)
{
    eg_error err = {0};
    if (eg_midend_move(me, player, move, NULL, &err) != 0)
        fail_msg("%s", err.msg);
}

static void set_goals(eg_midend *me)
{
    play(me, 0, "S:1111");
    play(me, 0, "W:1111");
    play(me, 1, "N:1111");
    play(me, 1, "E:1111");
}

static void test_against_the_computer_undo_takes_back_a_whole_turn(void **st)
{
    (void)st;
    eg_midend *me = cityscape_game("human", "medium", 1);
    set_goals(me);
    play(me, 0, "3b2");
    play(me, 1, "4c3"); /* the computer's reply */
    assert_int_equal(eg_midend_undo_point(me, 0), 4);
    assert_int_equal(eg_midend_undo(me, 0, NULL), 0);
    assert_int_equal(eg_midend_moves(me), 4);
    assert_int_equal(eg_midend_to_act(me), 1u); /* the human again */
    assert_false(eg_midend_can_redo(me));       /* no redo in this policy */
    eg_midend_free(me);
}

/* Cityscape's goals are moves no undo reaches back across (EG_MOVE_BARRIER,
 * set by the game, kept by the mid end): after the goals and one placement,
 * an undo gives back the placement, and the next is refused with the reason
 * and the move it stops at. */
static void test_no_undo_reaches_back_into_the_goals(void **st)
{
    (void)st;
    eg_midend *me = cityscape_game("human", "medium", 1);
    set_goals(me);
    for (int k = 0; k < 4; k++)
        assert_true(eg_midend_move_flags(me, k) & EG_MOVE_BARRIER);
    play(me, 0, "3b2");
    assert_false(eg_midend_move_flags(me, 4) & EG_MOVE_BARRIER);
    eg_error err = {0};
    assert_int_equal(eg_midend_undo(me, 0, &err), 0);
    assert_int_equal(eg_midend_moves(me), 4);
    assert_int_equal(eg_midend_to_act(me), 1u);
    assert_int_equal(eg_midend_undo_point(me, 0), -1);
    assert_true(eg_midend_undo(me, 0, &err) > 0);
    assert_int_equal(eg_midend_moves(me), 4); /* the goals are all there */
    /* The last goals were the computer's: named as a secret, not shown. */
    assert_non_null(strstr(err.msg, "nothing to undo for player 1"));
    assert_non_null(strstr(err.msg, "move 4 (player 2: a secret choice)"));
    assert_non_null(strstr(err.msg, "no undo reaches back across it"));
    assert_null(strstr(err.msg, "E:1111"));
    eg_midend_free(me);
    /* Hot seat: the same, whoever set the goals last. */
    me = cityscape_game("human", "human", 1);
    set_goals(me);
    play(me, 0, "3b2");
    assert_int_equal(eg_midend_undo(me, 0, NULL), 0);
    assert_true(eg_midend_undo(me, 1, &err) > 0);
    assert_non_null(strstr(err.msg, "no undo reaches back across it"));
    assert_non_null(strstr(err.msg, "E:1111")); /* player 2's own goals */
    assert_int_equal(eg_midend_moves(me), 4);
    eg_midend_free(me);
}

static void test_undo_never_crosses_the_reveal(void **st)
{
    (void)st;
    eg_midend *me = cityscape_game("human", "medium", 1);
    set_goals(me);
    static const char *const M[25] = {"1a1", "1a2", "1a3", "1a4", "1b1", "2b2", "2b3", "2b4", "2c1",
                                      "2c2", "3c3", "3c4", "3d1", "3d2", "3d3", "4d4", "4a1", "4a2",
                                      "4a3", "4a4", "5b1", "5b2", "5b3", "5b4", "5c1"};
    for (int k = 0; k < 25; k++)
        play(me, k % 2, M[k]);
    assert_true(eg_midend_is_over(me));
    /* The 25th placement revealed the goals and scored the round. */
    assert_int_equal(eg_midend_undo_point(me, 0), -1);
    assert_true(eg_midend_undo(me, 0, NULL) > 0);
    eg_midend_free(me);
}

static void test_hot_seat_undo_is_your_own_last_move_only(void **st)
{
    (void)st;
    eg_midend *me = cityscape_game("human", "human", 1);
    set_goals(me);
    play(me, 0, "3b2");
    assert_int_equal(eg_midend_undo_point(me, 0), 4);
    assert_int_equal(eg_midend_undo_point(me, 1), -1); /* not player 2's move */
    play(me, 1, "4c3");
    assert_int_equal(eg_midend_undo_point(me, 0), -1); /* another human has moved */
    assert_int_equal(eg_midend_undo_point(me, 1), 5);
    /* Goal setting is private: the curtain comes before each human acts. */
    eg_midend_free(me);
}

static void test_curtains_come_between_humans_in_hidden_games(void **st)
{
    (void)st;
    eg_midend *me = cityscape_game("human", "human", 1);
    assert_int_equal(eg_midend_curtain_for(me, EG_NO_PLAYER), 0);
    assert_int_equal(eg_midend_curtain_for(me, 0), EG_NO_PLAYER);
    play(me, 0, "S:1111");
    play(me, 0, "W:1111");
    assert_int_equal(eg_midend_curtain_for(me, 0), 1);
    eg_midend_free(me);
    me = cityscape_game("human", "hard", 1);
    play(me, 0, "S:1111");
    play(me, 0, "W:1111");
    /* Only the computer acts now: no curtain for it. */
    assert_int_equal(eg_midend_curtain_for(me, 0), EG_NO_PLAYER);
    eg_midend_free(me);
    me = count_game();
    assert_int_equal(eg_midend_curtain_for(me, EG_NO_PLAYER), EG_NO_PLAYER); /* nothing hidden */
    eg_midend_free(me);
}

static void test_the_view_hides_the_other_players_goals(void **st)
{
    (void)st;
    eg_midend *me = cityscape_game("human", "human", 1);
    play(me, 0, "S:1234");
    play(me, 0, "W:1234");
    play(me, 1, "N:4321");
    play(me, 1, "E:4321");
    const eg_game *g = eg_midend_game(me);
    char *view = malloc(g->state_size);
    char pos[EG_POSITION_MAX];
    eg_midend_view(me, 0, view);
    g->format_position(view, pos, sizeof pos);
    assert_non_null(strstr(pos, "S:1234"));
    assert_null(strstr(pos, "4321"));
    eg_midend_view(me, EG_NO_PLAYER, view);
    g->format_position(view, pos, sizeof pos);
    assert_null(strstr(pos, "1234"));
    free(view);
    eg_midend_free(me);
}

static void test_every_move_and_undo_is_saved(void **st)
{
    (void)st;
    char dir[] = "/tmp/eg-midend-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/auto.rec", dir);
    eg_midend *me = cityscape_game("human", "medium", 2);
    eg_midend_set_autosave(me, path);
    set_goals(me);
    play(me, 0, "3b2");
    eg_record rec;
    eg_record_init(&rec);
    assert_int_equal(eg_record_load(path, &rec, NULL), 0);
    assert_int_equal(rec.nmoves, 5);
    assert_int_equal(eg_midend_undo(me, 0, NULL), 0);
    assert_int_equal(eg_record_load(path, &rec, NULL), 0);
    assert_int_equal(rec.nmoves, 4);
    /* Continue: a new mid end from the saved record is the same game. */
    eg_midend *again = eg_midend_new(&rec, NULL);
    assert_non_null(again);
    assert_memory_equal(eg_midend_state(again), eg_midend_state(me),
                        eg_midend_game(me)->state_size);
    /* A save that cannot be written is reported, and play goes on. */
    eg_midend_set_autosave(me, "/nonexistent/dir/auto.rec");
    play(me, 0, "3b2");
    eg_error err;
    assert_true(eg_midend_autosave_status(me, &err) > 0);
    assert_non_null(strstr(err.msg, "/nonexistent/dir"));
    eg_midend_free(again);
    eg_midend_free(me);
    eg_record_free(&rec);
    unlink(path);
    rmdir(dir);
}

/* Polls until the job is done (at most 20 s). */
static bool wait_for(eg_job *job)
{
    for (int i = 0; i < 20000 && !eg_job_poll(job); i++) {
        struct timespec ts = {0, 1000000};
        nanosleep(&ts, NULL);
    }
    return eg_job_poll(job);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void test_a_job_answers_as_thinking_on_this_thread_would(void **st)
{
    (void)st;
    eg_midend *me = cityscape_game("human", "hard", 1);
    const eg_game *g = eg_midend_game(me);
    char *view = malloc(g->state_size);
    char move[EG_MOVE_MAX], direct[EG_MOVE_MAX];
    /* Goals first: the computer's (N and E) for its first seat, N. */
    eg_midend_view(me, 1, view);
    eg_ai_request req = {.level = 2, .seed = 5, .iterations = 2000};
    eg_job *job = eg_job_start(g, view, 1, &req);
    assert_non_null(job);
    assert_true(wait_for(job));
    assert_int_equal(eg_job_join(job, move, NULL), 0);
    assert_int_equal(g->ai_choose(view, 1, &req, direct, NULL), 0);
    assert_string_equal(move, direct);
    assert_int_equal(strncmp(move, "N:", 2), 0);
    play(me, 1, move);
    play(me, 1, "E:1111");
    play(me, 0, "S:1111");
    play(me, 0, "W:1111");
    play(me, 0, "3b2");
    /* Then a placement with a fixed budget of iterations. */
    eg_midend_view(me, 1, view);
    job = eg_job_start(g, view, 1, &req);
    assert_non_null(job);
    assert_true(wait_for(job));
    assert_int_equal(eg_job_join(job, move, NULL), 0);
    assert_int_equal(g->ai_choose(view, 1, &req, direct, NULL), 0);
    assert_string_equal(move, direct);
    assert_int_equal(eg_midend_move(me, 1, move, NULL, NULL), 0);
    free(view);
    eg_midend_free(me);
}

/* A job cancelled at once, and one cancelled 50 ms into a 30 s search,
 * each still answer a legal move, the second within a second. */
static void test_a_cancelled_job_stops_promptly_with_a_legal_move(void **st)
{
    (void)st;
    eg_midend *me = cityscape_game("human", "hard", 1);
    set_goals(me);
    play(me, 0, "3b2");
    const eg_game *g = eg_midend_game(me);
    char *view = malloc(g->state_size);
    eg_midend_view(me, 1, view);
    eg_ai_request req = {.level = 2, .seed = 5, .budget_ms = 30000}; /* 30 s */
    char move[EG_MOVE_MAX];
    for (int wait = 0; wait < 2; wait++) {
        eg_job *job = eg_job_start(g, view, 1, &req);
        assert_non_null(job);
        if (wait) {
            struct timespec ts = {0, 50000000};
            nanosleep(&ts, NULL);
            assert_false(eg_job_poll(job));
        }
        double t0 = now_ms();
        eg_job_cancel(job);
        assert_int_equal(eg_job_join(job, move, NULL), 0);
        assert_true(now_ms() - t0 < 1000);
        char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
        int n = g->legal_moves(eg_midend_state(me), 1, legal, EG_MAX_LEGAL);
        bool found = false;
        for (int i = 0; i < n && !found; i++)
            found = strcmp(legal[i], move) == 0;
        assert_true(found);
    }
    assert_int_equal(eg_midend_move(me, 1, move, NULL, NULL), 0);
    free(view);
    eg_midend_free(me);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solitaire_undoes_and_redoes_without_limit),
        cmocka_unit_test(test_solitaire_undo_stops_at_a_barrier),
        cmocka_unit_test(test_against_the_computer_undo_takes_back_a_whole_turn),
        cmocka_unit_test(test_no_undo_reaches_back_into_the_goals),
        cmocka_unit_test(test_undo_never_crosses_the_reveal),
        cmocka_unit_test(test_hot_seat_undo_is_your_own_last_move_only),
        cmocka_unit_test(test_curtains_come_between_humans_in_hidden_games),
        cmocka_unit_test(test_the_view_hides_the_other_players_goals),
        cmocka_unit_test(test_every_move_and_undo_is_saved),
        cmocka_unit_test(test_a_job_answers_as_thinking_on_this_thread_would),
        cmocka_unit_test(test_a_cancelled_job_stops_promptly_with_a_legal_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
