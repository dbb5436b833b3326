/* SPDX-License-Identifier: MIT */
/* test_record.c - the one record format (src/engine/eg_record.h): round
 * trips for every game, today's Cityscape records, and every refusal. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "eg_record.h"
#include "game.h"
#include "record.h" /* Cityscape's own record, to compare with */
#include "legacy_record.h"
#include "rng.h"

#ifndef CS_RECORD_DATA
#error "CS_RECORD_DATA must name tests/record/data"
#endif

/* A record of a random game of g (max_steps moves at most). */
static void random_record(const eg_game *g, int nplayers, uint64_t seed, int max_steps,
                          eg_record *rec)
{
    char(*moves)[EG_MOVE_MAX] = calloc(EG_MAX_LEGAL, EG_MOVE_MAX);
    void *p = calloc(1, g->params_size);
    char *s = calloc(1, g->state_size);
    g->default_params(p, nplayers);
    eg_record_init(rec);
    strcpy(rec->game, g->id);
    g->params_encode(p, rec->params, sizeof rec->params);
    rec->seed = seed;
    rec->nplayers = nplayers;
    for (int q = 0; q < nplayers; q++) {
        strcpy(rec->players[q].controller, q ? "medium" : "human");
        snprintf(rec->players[q].name, sizeof rec->players[q].name, "P\"%d\\", q + 1);
    }
    assert_int_equal(g->new_game(p, seed, s, NULL), 0);
    eg_rng rng;
    eg_rng_seed(&rng, seed);
    for (int k = 0; k < max_steps && !g->is_over(s); k++) {
        unsigned bits = g->to_act(s), flags;
        int player = 0;
        while (!(bits & (1u << player)))
            player++;
        int n = g->legal_moves(s, player, moves, EG_MAX_LEGAL);
        assert_true(n > 0);
        const char *m = moves[eg_rng_below(&rng, (uint32_t)n)];
        assert_int_equal(g->execute(s, player, m, &flags, NULL), 0);
        assert_true(eg_record_add_move(rec, player, m));
    }
    free(moves);
    free(p);
    free(s);
}

static void test_every_game_round_trips_byte_for_byte(void **st)
{
    (void)st;
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        eg_record rec, back;
        random_record(g, g->max_players, 7 + (uint64_t)i, 400, &rec);
        eg_error err = {0};
        char *text = eg_record_format(&rec, &err);
        if (!text)
            fail_msg("%s: %s", g->id, err.msg);
        eg_record_init(&back);
        if (eg_record_parse(text, strlen(text), &back, &err) != 0)
            fail_msg("%s: line %d: %s\n%s", g->id, err.line, err.msg, text);
        char *again = eg_record_format(&back, &err);
        assert_non_null(again);
        assert_string_equal(text, again);
        assert_int_equal(back.nmoves, rec.nmoves);
        free(text);
        free(again);
        eg_record_free(&rec);
        eg_record_free(&back);
    }
}

static char *slurp(const char *name, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", CS_RECORD_DATA, name);
    char *t = eg_file_read(path, 1 << 20, len, NULL);
    assert_non_null(t);
    return t;
}

/* Today's cityscape-record files load, and reach the same game as the
 * Cityscape record code reaches. */
static void check_old_record(const char *name)
{
    size_t len;
    char *text = slurp(name, &len);
    eg_record rec;
    eg_record_init(&rec);
    eg_error err = {0};
    if (eg_record_parse(text, len, &rec, &err) != 0)
        fail_msg("%s: line %d: %s", name, err.line, err.msg);
    assert_string_equal(rec.game, "cityscape");
    const eg_game *g = NULL;
    char state[8192];
    assert_int_equal(eg_record_replay(&rec, &g, state, &err), 0);
    cs_record old;
    cs_error e;
    cs_game want;
    assert_int_equal(cs_record_parse(text, len, &old, &e), CS_OK);
    assert_int_equal(cs_record_replay(&old, &want, &e), CS_OK);
    int sc[EG_MAX_PLAYERS];
    int n = g->scores(state, sc);
    assert_int_equal(n, want.cfg.nplayers);
    for (int p = 0; p < n; p++)
        assert_int_equal(sc[p], want.total[p]);
    assert_int_equal(g->round(state), want.round);
    assert_string_equal(rec.players[0].name, old.players[0].name);
    /* Written in the new format, it reads back to the same game. */
    char *again = eg_record_format(&rec, &err);
    eg_record back;
    eg_record_init(&back);
    assert_int_equal(eg_record_parse(again, strlen(again), &back, &err), 0);
    assert_int_equal(back.nmoves, rec.nmoves);
    /* ...and turned back round by round (the CLI's replay of a window save)
     * it is the very record we read. */
    cs_record round_trip;
    if (cs_city_export_record(&back, &round_trip, &err) != 0)
        fail_msg("%s: %s", name, err.msg);
    assert_true(cs_record_equal(&round_trip, &old));
    free(again);
    free(text);
    eg_record_free(&rec);
    eg_record_free(&back);
}

static void test_todays_cityscape_records_still_load(void **st)
{
    (void)st;
    check_old_record("game-3p-sne.csr");
    check_old_record("game-2p-in-progress.csr");
}

/* A record of another game, or a move out of place, is refused by name. */
static void test_export_refuses_what_is_not_cityscape(void **st)
{
    (void)st;
    eg_record rec;
    eg_error err = {0};
    cs_record out;
    eg_record_init(&rec);
    strcpy(rec.game, "skyscrapers");
    assert_int_not_equal(cs_city_export_record(&rec, &out, &err), 0);
    assert_non_null(strstr(err.msg, "skyscrapers"));
    strcpy(rec.game, "cityscape");
    strcpy(rec.params, "players=2 rounds=2 first=1 seats=SWNE");
    rec.nplayers = 2;
    strcpy(rec.players[0].controller, "human");
    strcpy(rec.players[0].name, "A");
    strcpy(rec.players[1].controller, "human");
    strcpy(rec.players[1].name, "B");
    assert_true(eg_record_add_move(&rec, 0, "S:1234"));
    assert_true(eg_record_add_move(&rec, 0, "3b4")); /* before the other goals */
    assert_int_not_equal(cs_city_export_record(&rec, &out, &err), 0);
    assert_non_null(strstr(err.msg, "move 2 (3b4)"));
    eg_record_free(&rec);
}

static void test_a_broken_old_record_keeps_its_error(void **st)
{
    (void)st;
    size_t len;
    char *text = slurp("bad-sixth-block.csr", &len);
    eg_record rec;
    eg_record_init(&rec);
    eg_error err = {0};
    assert_true(eg_record_parse(text, len, &rec, &err) > 0);
    assert_int_equal(err.line, 11);
    free(text);
}

/* ---- Refusals, each at its line. */

static const char GOOD[] = "game-record 1\n"
                           "game cityscape\n"
                           "params players=2 rounds=1 first=1 seats=SWNE\n"
                           "seed 0\n"
                           "player 1 human \"Ann\"\n"
                           "player 2 hard \"Computer\"\n"
                           "move 1 S:3562\n"
                           "move 1 W:1146\n"
                           "move 2 N:2215\n"
                           "move 2 E:4536\n"
                           "move 1 3b4\n"
                           "end\n";

static int parse_with(const char *from, const char *to, eg_error *err)
{
    char text[2048];
    const char *at = strstr(GOOD, from);
    assert_non_null(at);
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - GOOD), GOOD, to, at + strlen(from));
    eg_record rec;
    eg_record_init(&rec);
    memset(err, 0, sizeof *err);
    int rc = eg_record_parse(text, strlen(text), &rec, err);
    eg_record_free(&rec);
    return rc;
}

static void test_refusals_name_the_line(void **st)
{
    (void)st;
    eg_error err;
    assert_int_equal(parse_with("end\n", "end\n", &err), 0);
    assert_true(parse_with("end\n", "", &err) > 0);
    assert_non_null(strstr(err.msg, "truncated"));
    assert_true(parse_with("game cityscape", "game chess", &err) > 0);
    assert_int_equal(err.line, 2);
    assert_non_null(strstr(err.msg, "chess"));
    assert_true(parse_with("move 1 3b4", "move 1 6b4", &err) > 0);
    assert_int_equal(err.line, 11);
    assert_true(parse_with("move 1 3b4", "move 2 3b4", &err) > 0); /* out of turn */
    assert_int_equal(err.line, 11);
    assert_true(parse_with("move 1 3b4", "move 3 3b4", &err) > 0);
    assert_int_equal(err.line, 11);
    assert_true(parse_with("players=2", "players=9", &err) > 0);
    assert_true(parse_with("\"Ann\"", "\"Ann", &err) > 0);
    assert_int_equal(err.line, 5);
    assert_non_null(strstr(err.msg, "unterminated"));
    assert_true(parse_with("seed 0", "seed x", &err) > 0);
    assert_int_equal(err.line, 4);
    assert_true(parse_with("end\n", "result 0 0\nend\n", &err) > 0); /* not over */
    assert_non_null(strstr(err.msg, "not over"));
    assert_true(parse_with("player 2", "player 3", &err) > 0);
    assert_true(parse_with("end\n", "end extra\n", &err) > 0);
    assert_int_equal(parse_with("end\n", "end # comment\n\n", &err), 0);
}

/* Issue 26: numbers are read with their range, never wrapped. */
static void test_player_numbers_do_not_wrap(void **st)
{
    (void)st;
    eg_error err;
    /* 257 wrapped to player 1 (int8_t), 129 to "no player -127". */
    assert_true(parse_with("move 1 3b4", "move 257 3b4", &err) > 0);
    assert_int_equal(err.line, 11);
    assert_int_equal(err.column, 6);
    assert_non_null(strstr(err.msg, "257 is out of range (1 to 2)"));
    assert_true(parse_with("move 1 3b4", "move 129 3b4", &err) > 0);
    assert_int_equal(err.line, 11);
    assert_int_equal(err.column, 6);
    assert_non_null(strstr(err.msg, "129"));
    assert_true(parse_with("move 1 3b4", "move 0 3b4", &err) > 0);
    assert_int_equal(err.column, 6);
    assert_true(parse_with("move 1 3b4", "move 1x 3b4", &err) > 0);
    assert_int_equal(err.column, 7); /* the 'x' */
    assert_true(parse_with("player 2 hard", "player 18446744073709551618 hard", &err) > 0);
    assert_int_equal(err.line, 6);
    assert_int_equal(err.column, 8);
    assert_non_null(strstr(err.msg, "18446744073709551618"));
    assert_true(parse_with("seed 0", "seed 18446744073709551616", &err) > 0);
    assert_int_equal(err.line, 4);
    assert_non_null(strstr(err.msg, "out of range"));
    assert_int_equal(parse_with("seed 0", "seed 18446744073709551615", &err), 0);
}

/* Issue 26: the params line's refusals are at its line, and a key given
 * twice is refused rather than the last one winning. */
static void test_params_refusals_name_their_line(void **st)
{
    (void)st;
    eg_error err;
    assert_true(parse_with("players=2", "players=9", &err) > 0);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "players=9"));
    assert_true(parse_with("players=2", "bogus=1 players=2", &err) > 0);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "bogus"));
    assert_true(parse_with("seats=SWNE", "seats=SWNE rounds=2", &err) > 0);
    assert_int_equal(err.line, 3);
    assert_int_equal(err.column, 46);
    assert_non_null(strstr(err.msg, "'rounds' is given twice (first at column 18)"));
    /* The params for 3 players, 2 named: at the params line too. */
    assert_true(parse_with("players=2 rounds=1 first=1 seats=SWNE", "players=3", &err) > 0);
    assert_int_equal(err.line, 3);
    assert_non_null(strstr(err.msg, "3 players but the record names 2"));
    /* A game's own column, counted in the line. */
    eg_error e = {0};
    eg_record rec;
    eg_record_init(&rec);
    const char *sky = "game-record 1\ngame skyscrapers\nparams variant=7\nseed 1\n"
                      "player 1 human \"A\"\nend\n";
    assert_true(eg_record_parse(sky, strlen(sky), &rec, &e) > 0);
    assert_int_equal(e.line, 3);
    assert_int_equal(e.column, 16);
    assert_null(strstr(e.msg, "column"));
    eg_record_free(&rec);
}

/* Issue 26: nothing but comments after `end`. */
static void test_text_after_end_is_refused(void **st)
{
    (void)st;
    eg_error err;
    assert_true(parse_with("end\n", "end\nmove 1 3b4\n", &err) > 0);
    assert_int_equal(err.line, 13);
    assert_non_null(strstr(err.msg, "after 'end'"));
    assert_true(parse_with("end\n", "end\n\n# fine\nend\n", &err) > 0);
    assert_int_equal(err.line, 15);
    assert_int_equal(parse_with("end\n", "end\n\n  # a comment\n\t\n", &err), 0);
}

/* Issue 26: a computer level the game does not have is refused (the table
 * played such a seat as its first level, a human's seat included). */
/* An empty file (or one of blanks and comments) is said to be empty, at
 * line 1, column 1, not "truncated": the window's notice names the place. */
static void test_an_empty_record_says_so(void **st)
{
    (void)st;
    static const char *const texts[] = {"", "\n\n", "# a comment\n  \n"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        eg_record rec;
        eg_error err;
        memset(&err, 0, sizeof err);
        eg_record_init(&rec);
        assert_true(eg_record_parse(texts[i], strlen(texts[i]), &rec, &err) > 0);
        assert_int_equal(err.line, 1);
        assert_int_equal(err.column, 1);
        assert_non_null(strstr(err.msg, "empty record"));
        eg_record_free(&rec);
    }
}

static void test_unknown_levels_are_refused(void **st)
{
    (void)st;
    eg_error err;
    assert_true(parse_with("player 2 hard", "player 2 expert", &err) > 0);
    assert_int_equal(err.line, 6);
    assert_int_equal(err.column, 10);
    assert_non_null(strstr(err.msg, "'expert' is not a computer level of Cityscape"));
    assert_non_null(strstr(err.msg, "human, easy, medium, hard"));
    assert_true(parse_with("player 1 human", "player 1 Human", &err) > 0);
    assert_int_equal(err.line, 5);
    assert_true(parse_with("player 2 hard", "player 2 engine:", &err) > 0);
    assert_int_equal(parse_with("player 2 hard", "player 2 easy", &err), 0);
    assert_int_equal(parse_with("player 2 hard", "player 2 \"engine:./my engine\"", &err), 0);
    /* Skyscrapers' one level is "hint": Cityscape's are not its. */
    eg_record rec;
    eg_record_init(&rec);
    const char *sky = "game-record 1\ngame skyscrapers\nparams variant=standard\nseed 1\n"
                      "player 1 hard \"A\"\nend\n";
    assert_true(eg_record_parse(sky, strlen(sky), &rec, &err) > 0);
    assert_int_equal(err.line, 5);
    eg_record_free(&rec);
}

/* A controller read in quotes (any UTF-8) is written so that it reads back. */
static void test_a_quoted_controller_round_trips(void **st)
{
    (void)st;
    const char *text = "game-record 1\ngame cityscape\nparams players=2 rounds=1 first=1 seats=SWNE\n"
                       "seed 0\nplayer 1 human \"Ann\"\nplayer 2 \"engine:./zo\xc3\xab\" \"Z\"\nend\n";
    eg_record rec, back;
    eg_record_init(&rec);
    eg_record_init(&back);
    eg_error err = {0};
    assert_int_equal(eg_record_parse(text, strlen(text), &rec, &err), 0);
    char *out = eg_record_format(&rec, &err);
    assert_non_null(out);
    assert_non_null(strstr(out, "player 2 \"engine:./zo\xc3\xab\" \"Z\"\n"));
    assert_int_equal(eg_record_parse(out, strlen(out), &back, &err), 0);
    assert_string_equal(back.players[1].controller, "engine:./zo\xc3\xab");
    free(out);
    eg_record_free(&rec);
    eg_record_free(&back);
}

static void test_a_finished_game_needs_its_true_result(void **st)
{
    (void)st;
    eg_record rec;
    const eg_game *g = eg_game_find("cityscape");
    random_record(g, 2, 3, 100000, &rec);
    eg_error err = {0};
    char *text = eg_record_format(&rec, &err);
    assert_non_null(text);
    char *res = strstr(text, "result ");
    assert_non_null(res);
    /* Change the first score. */
    res[7] = res[7] == '9' ? '8' : (char)(res[7] + 1);
    eg_record back;
    eg_record_init(&back);
    assert_true(eg_record_parse(text, strlen(text), &back, &err) > 0);
    assert_non_null(strstr(err.msg, "result"));
    free(text);
    eg_record_free(&rec);
}

static void test_save_and_load_through_a_file(void **st)
{
    (void)st;
    char dir[] = "/tmp/eg-record-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/game.rec", dir);
    eg_record rec, back;
    random_record(eg_game_find("cityscape"), 3, 11, 60, &rec);
    eg_error err = {0};
    assert_int_equal(eg_record_save(path, &rec, &err), 0);
    eg_record_init(&back);
    assert_int_equal(eg_record_load(path, &back, &err), 0);
    assert_int_equal(back.nmoves, rec.nmoves);
    char tmp[300];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_not_equal(access(tmp, F_OK), 0); /* no temporary left */
    assert_true(eg_record_load("/nonexistent/x.rec", &back, &err) > 0);
    assert_non_null(strstr(err.msg, "/nonexistent/x.rec"));
    unlink(path);
    rmdir(dir);
    eg_record_free(&rec);
    eg_record_free(&back);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_game_round_trips_byte_for_byte),
        cmocka_unit_test(test_todays_cityscape_records_still_load),
        cmocka_unit_test(test_export_refuses_what_is_not_cityscape),
        cmocka_unit_test(test_a_broken_old_record_keeps_its_error),
        cmocka_unit_test(test_refusals_name_the_line),
        cmocka_unit_test(test_player_numbers_do_not_wrap),
        cmocka_unit_test(test_params_refusals_name_their_line),
        cmocka_unit_test(test_text_after_end_is_refused),
        cmocka_unit_test(test_an_empty_record_says_so),
        cmocka_unit_test(test_unknown_levels_are_refused),
        cmocka_unit_test(test_a_quoted_controller_round_trips),
        cmocka_unit_test(test_a_finished_game_needs_its_true_result),
        cmocka_unit_test(test_save_and_load_through_a_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
