/* SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
/* test_setup.c - a game's setup as the window's setup screen edits it
 * (eg_setup.h), on the registered games: options stepped past their ends
 * and only to values the game takes, seats with no person, the record a
 * setup starts, the setups remembered in the settings file's lines with a
 * bad one named by file, line and key, and saves old and new. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "eg_game.h"
#include "eg_results.h"
#include "eg_kvfile.h"
#include "eg_setup.h"

static const eg_game *game(const char *id)
{
    const eg_game *g = eg_game_find(id);
    if (!g)
        fail_msg("no game %s", id);
    return g;
}

static int option(const eg_setup *s, const char *key)
{
    for (int i = 0; i < s->g->noptions; i++)
        if (!strcmp(s->g->options[i].key, key))
            return i;
    fail_msg("%s has no option %s", s->g->id, key);
    return -1;
}

/* The params text the game itself writes for its defaults. */
static void game_defaults(const eg_game *g, int n, char *out, size_t outsz)
{
    void *p = calloc(1, g->params_size);
    assert_non_null(p);
    g->default_params(p, n);
    g->params_encode(p, out, outsz);
    free(p);
}

static void test_new_setup_is_the_games_defaults(void **state)
{
    (void)state;
    const eg_game *g = game("six-cities");
    eg_setup s;
    eg_setup_new(&s, g);
    char mine[EG_PARAMS_TEXT_MAX], theirs[EG_PARAMS_TEXT_MAX];
    eg_setup_params(&s, mine, sizeof mine);
    game_defaults(g, g->min_players, theirs, sizeof theirs);
    assert_string_equal(mine, theirs);
    assert_int_equal(s.nplayers, g->min_players);
    assert_int_equal(s.seat[0], EG_SEAT_HUMAN);
    assert_string_equal(eg_seat_word(g, s.seat[1]), g->level_names[1]); /* the second level */
    assert_string_equal(s.deal, "");
    eg_setup_players(&s, 4);
    eg_setup_params(&s, mine, sizeof mine);
    game_defaults(g, 4, theirs, sizeof theirs);
    assert_string_equal(mine, theirs);
    eg_setup_more_players(&s); /* past the most: back to the fewest */
    assert_int_equal(s.nplayers, g->min_players);
}

/* An int past its max comes back at its min; a bool goes to the other; a
 * choice the game refuses with the others as they are is stepped over. */
static void test_an_option_stepped_past_its_ends(void **state)
{
    (void)state;
    eg_setup s;
    eg_setup_new(&s, game("six-cities")); /* two players */
    int rounds = option(&s, "rounds"), start = option(&s, "start"), hidden = option(&s, "hidden");
    int max = s.g->options[rounds].max;
    snprintf(s.val[rounds], EG_SETUP_VALUE_MAX, "%d", max - 1);
    eg_setup_step(&s, rounds);
    assert_int_equal(atoi(s.val[rounds]), max);
    eg_setup_step(&s, rounds);
    assert_int_equal(atoi(s.val[rounds]), s.g->options[rounds].min);
    const char *was = eg_setup_value_words(&s, hidden);
    assert_true(!strcmp(was, "on") || !strcmp(was, "off"));
    char before[8];
    snprintf(before, sizeof before, "%s", was);
    eg_setup_step(&s, hidden);
    assert_string_not_equal(eg_setup_value_words(&s, hidden), before);
    snprintf(s.val[start], EG_SETUP_VALUE_MAX, "2");
    assert_true(eg_setup_valid(&s));
    eg_setup_step(&s, start); /* 3 and 4 start no game of two */
    assert_string_equal(s.val[start], "random");
    eg_setup_step(&s, start);
    assert_string_equal(s.val[start], "1");
    assert_false(eg_setup_listed(&s, NULL, option(&s, "players"))); /* a button of its own */
    assert_true(eg_setup_listed(&s, NULL, start));
}

/* A choice is a whole word: Cityscape's three-player seats "SWN" is not
 * the "SWN" inside "SWNE" (the window once stepped from SWN to SWN). */
static void test_a_choice_steps_by_whole_words(void **state)
{
    (void)state;
    eg_setup s;
    eg_setup_new(&s, game("cityscape"));
    eg_setup_players(&s, 3);
    int seats = option(&s, "seats");
    char seen[5][EG_SETUP_VALUE_MAX];
    snprintf(seen[0], sizeof seen[0], "%s", s.val[seats]);
    for (int k = 1; k < 5; k++) {
        eg_setup_step(&s, seats);
        assert_true(eg_setup_valid(&s));
        assert_int_equal(strlen(s.val[seats]), 3); /* SWNE seats four */
        snprintf(seen[k], sizeof seen[k], "%s", s.val[seats]);
        for (int j = 0; j < k; j++)
            if (k < 4 || j > 0)
                assert_string_not_equal(seen[k], seen[j]);
    }
    assert_string_equal(seen[4], seen[0]); /* four ways for three, then round again */
}

/* An option whose every other value the game refuses stays as it is. */
static void test_a_step_with_no_other_value_keeps_the_value(void **state)
{
    (void)state;
    eg_setup s;
    eg_setup_new(&s, game("cityscape")); /* two players: only SWNE */
    int seats = option(&s, "seats");
    assert_string_equal(s.val[seats], "SWNE");
    eg_setup_step(&s, seats);
    assert_string_equal(s.val[seats], "SWNE");
}

/* City Blox lists Help for player 3 only when there is a player 3, and
 * a person plays that seat (Help is a child's free looks). */
static void test_options_that_do_not_apply_are_not_listed(void **state)
{
    (void)state;
    eg_setup s;
    eg_setup_new(&s, game("city-blox"));
    int help3 = option(&s, "help3");
    void *p = eg_setup_decode(&s, NULL);
    assert_non_null(p);
    assert_false(eg_setup_listed(&s, p, help3));
    free(p);
    eg_setup_players(&s, 3);
    p = eg_setup_decode(&s, NULL);
    assert_int_not_equal(s.seat[2], EG_SEAT_HUMAN); /* a computer: Help is a child's */
    assert_false(eg_setup_listed(&s, p, help3));
    s.seat[2] = EG_SEAT_HUMAN;
    assert_true(eg_setup_listed(&s, p, help3));
    free(p);
    snprintf(s.val[option(&s, "level")], EG_SETUP_VALUE_MAX, "9z"); /* refused: all listed */
    eg_error err = {0};
    assert_null(eg_setup_decode(&s, &err));
    assert_true(err.msg[0] != '\0');
    assert_true(eg_setup_listed(&s, NULL, help3));
}

/* Every seat a computer: the record names each level and "Computer N";
 * the seats step from a person through the levels (and, online, a seat
 * left open) and back. */
static void test_a_setup_with_no_human_seat(void **state)
{
    (void)state;
    const eg_game *g = game("six-cities");
    eg_setup s;
    eg_setup_new(&s, g);
    eg_setup_players(&s, 3);
    s.seat[0] = 1;
    s.seat[1] = 3;
    s.seat[2] = 3;
    snprintf(s.name[2], sizeof s.name[2], "Zo\xc3\xab");
    assert_int_equal(eg_setup_levels(&s), 1u | 4u);
    eg_record rec;
    eg_record_init(&rec);
    eg_setup_record(&s, 77, &rec);
    assert_string_equal(rec.game, "six-cities");
    assert_int_equal(rec.seed, 77);
    assert_int_equal(rec.nplayers, 3);
    assert_string_equal(rec.players[0].controller, g->level_names[0]);
    assert_string_equal(rec.players[1].controller, g->level_names[2]);
    assert_string_equal(rec.players[0].name, "Computer 1");
    assert_string_equal(rec.players[2].name, "Zo\xc3\xab");
    eg_error err = {0};
    assert_int_equal(eg_seats_playable(g, &rec, &err), 0);
    snprintf(s.deal, sizeof s.deal, "18446744073709551615");
    eg_setup_record(&s, 77, &rec); /* a chosen deal, whatever the random one */
    assert_true(rec.seed == UINT64_MAX);
    eg_record_free(&rec);
    eg_setup_step_seat(&s, 1, false); /* past the last level: a person */
    assert_int_equal(s.seat[1], EG_SEAT_HUMAN);
    eg_setup_step_seat(&s, 2, true); /* online: the seat left open */
    assert_string_equal(eg_seat_word(g, s.seat[2]), "remote");
    assert_true(eg_setup_seat_choice(&s, false));
    /* A solitaire's seat is the player's: its level gives hints and would
     * never end the game; online, a friend may take it. */
    eg_setup sky;
    eg_setup_new(&sky, game("skyscrapers"));
    assert_false(eg_setup_seat_choice(&sky, false));
    assert_true(eg_setup_seat_choice(&sky, true));
    eg_setup_step_seat(&sky, 0, false);
    assert_int_equal(sky.seat[0], EG_SEAT_HUMAN);
    eg_setup_step_seat(&sky, 0, true);
    assert_string_equal(eg_seat_word(sky.g, sky.seat[0]), "remote");
    eg_setup_step_seat(&sky, 0, true);
    assert_int_equal(sky.seat[0], EG_SEAT_HUMAN);
    char params[300], seats[64];
    assert_int_equal(eg_setup_hosted(&s, params, sizeof params, seats, sizeof seats, &err), 0);
    assert_string_equal(seats, "easy,me,open");
    assert_non_null(strstr(params, " seed=18446744073709551615"));
    assert_null(strstr(params, "name")); /* no name typed: the server takes the HELLO name */
    /* A name typed for a seat played here goes with it (NEW's name2=), as
     * typed, letters of any language; a computer's or a friend's does not;
     * one the server would refuse is named, never changed. */
    snprintf(s.name[0], sizeof s.name[0], "Robo");
    snprintf(s.name[1], sizeof s.name[1], "Zo\xc3\xab");
    snprintf(s.name[2], sizeof s.name[2], "Bob");
    assert_int_equal(eg_setup_hosted(&s, params, sizeof params, seats, sizeof seats, &err), 0);
    assert_non_null(strstr(params, " seed=18446744073709551615 name2=Zo\xc3\xab"));
    assert_null(strstr(params, "name1=") ? strstr(params, "name1=") : strstr(params, "name3="));
    /* Any name the table takes goes online, written as CSP/1 writes it:
     * a space as %20, '%' as %25, the name "-" (an open seat's word) %2D. */
    snprintf(s.name[1], sizeof s.name[1], "Ann Lee 100%%");
    assert_int_equal(eg_setup_hosted(&s, params, sizeof params, seats, sizeof seats, &err), 0);
    assert_non_null(strstr(params, " name2=Ann%20Lee%20100%25"));
    snprintf(s.name[1], sizeof s.name[1], "-");
    assert_int_equal(eg_setup_hosted(&s, params, sizeof params, seats, sizeof seats, &err), 0);
    assert_non_null(strstr(params, " name2=%2D"));
    snprintf(s.name[1], sizeof s.name[1], "Zo\x01");
    assert_int_equal(eg_setup_hosted(&s, params, sizeof params, seats, sizeof seats, &err), 1);
    assert_string_equal(err.msg, "Player 2's name cannot be used online: control byte 0x01 "
                                 "after 'Zo'");
    assert_int_equal(eg_seat_of(g, "human"), EG_SEAT_HUMAN);
    assert_int_equal(eg_seat_of(g, "wizard"), -1);
}

/* An outside engine's seat, which only the arena plays, is refused by name. */
static void test_a_seat_the_window_cannot_fill_is_named(void **state)
{
    (void)state;
    eg_record rec;
    eg_record_init(&rec);
    rec.nplayers = 2;
    strcpy(rec.players[0].controller, "human");
    strcpy(rec.players[1].controller, "engine:./bot --fast");
    eg_error err = {0};
    assert_int_equal(eg_seats_playable(game("six-cities"), &rec, &err), 1);
    assert_non_null(strstr(err.msg, "player 2 is played by 'engine:./bot --fast'"));
}

/* The status lines call a renamed seat by its name: whole words only, a
 * person's default name as the game wrote it, cut to the line's size. */
static void test_players_called_by_their_names(void **state)
{
    (void)state;
    eg_record rec;
    eg_record_init(&rec);
    rec.nplayers = 3;
    strcpy(rec.players[0].name, "Ann");
    strcpy(rec.players[1].name, "Player 2");
    strcpy(rec.players[2].name, "Computer 3");
    char text[160] = "Player 1 to move; player 3 scores; Player 2 waits; Player 10; "
                     "XPlayer 1; Player 4";
    eg_name_players(&rec, text, sizeof text);
    assert_string_equal(text, "Ann to move; Computer 3 scores; Player 2 waits; Player 10; "
                              "XPlayer 1; Player 4");
    char small[12] = "Player 3 won";
    eg_name_players(&rec, small, sizeof small);
    assert_string_equal(small, "Computer 3 ");
}

/* ---- The setups remembered: the settings file's lines. */

static const char *apply(void *ctx, const char *key, const char *value, int line)
{
    return eg_setups_key(key) ? eg_setups_apply(ctx, key, value, line) : "unknown setting";
}

static void test_remembered_setup_round_trips(void **state)
{
    (void)state;
    eg_setup s;
    eg_setup_new(&s, game("six-cities"));
    eg_setup_players(&s, 3);
    eg_setup_step(&s, option(&s, "hidden"));
    s.seat[2] = 1;
    snprintf(s.name[0], sizeof s.name[0], "Ann");
    snprintf(s.deal, sizeof s.deal, "4242");
    eg_setups m = {0};
    snprintf(m.last_game, sizeof m.last_game, "six-cities");
    eg_setup_remember(&s, eg_setups_find(&m, "six-cities", true));
    char text[4096], warn[256];
    eg_vt_out w;
    eg_vt_start(&w, text, sizeof text);
    eg_setups_format(&m, &w);
    assert_true(eg_vt_done(&w) > 0);
    eg_setups back = {0};
    assert_int_equal(eg_kv_parse(text, strlen(text), apply, &back, warn, sizeof warn), 0);
    assert_string_equal(back.last_game, "six-cities");
    eg_setup r;
    eg_setup_new(&r, game("six-cities"));
    assert_int_equal(eg_setup_recall(&r, eg_setups_find(&back, "six-cities", false), "f", warn,
                                     sizeof warn), 0);
    assert_string_equal(warn, "");
    assert_int_equal(r.nplayers, 3);
    assert_memory_equal(r.val, s.val, sizeof r.val);
    assert_memory_equal(r.seat, s.seat, sizeof r.seat);
    assert_string_equal(r.name[0], "Ann");
    assert_string_equal(r.deal, "4242");
}

/* Values the game refuses (an option it has dropped, a level it has not)
 * keep the defaults and are named by file, line and key; the good ones
 * count. Values that are no text are refused as the file is read. */
static void test_bad_remembered_values_name_file_line_and_key(void **state)
{
    (void)state;
    static const char text[] = "# mine\n"
                               "setup.six-cities.options = players=3 rounds=99\n"
                               "setup.six-cities.seats = human wizard easy\n"
                               "setup.six-cities.name2 = Bob\n"
                               "setup.six-cities.deal = 0x10\n"
                               "setup.six-cities.name9 = Zed\n";
    eg_setups m = {0};
    char warn[512];
    assert_int_equal(eg_kv_parse(text, strlen(text), apply, &m, warn, sizeof warn), 2);
    assert_non_null(strstr(warn, "line 5: the deal must be random or a number"));
    assert_non_null(strstr(warn, "line 6: unknown setup field"));
    eg_setup s;
    eg_setup_new(&s, game("six-cities"));
    char defaults[EG_PARAMS_TEXT_MAX], now[EG_PARAMS_TEXT_MAX];
    game_defaults(s.g, 3, defaults, sizeof defaults);
    int seat1 = s.seat[1];
    assert_int_equal(eg_setup_recall(&s, eg_setups_find(&m, "six-cities", false),
                                     "/home/ann/settings.txt", warn, sizeof warn), 2);
    assert_string_equal(warn,
                        "/home/ann/settings.txt: line 2: setup.six-cities.options: 'players=3 "
                        "rounds=99' is not a setup Six Cities accepts; its defaults are shown\n"
                        "/home/ann/settings.txt: line 3: setup.six-cities.seats: Six Cities has "
                        "no player 'wizard'; seat 2 keeps its default\n");
    eg_setup_params(&s, now, sizeof now);
    assert_string_equal(now, defaults); /* the players remembered, the game's defaults */
    assert_int_equal(s.seat[0], EG_SEAT_HUMAN);
    assert_int_equal(s.seat[1], seat1);
    assert_int_equal(s.seat[2], 1);
    assert_string_equal(s.name[1], "Bob");
    assert_string_equal(s.deal, "");
}

static void test_memory_slots(void **state)
{
    (void)state;
    eg_setups m = {0};
    for (int i = 0; i < EG_SETUPS_GAMES; i++) {
        char id[16];
        snprintf(id, sizeof id, "game-%d", i);
        assert_non_null(eg_setups_find(&m, id, true));
    }
    eg_setup_memory *late = eg_setups_find(&m, "late", true); /* all taken: the last goes */
    assert_ptr_equal(late, &m.game[EG_SETUPS_GAMES - 1]);
    assert_null(eg_setups_find(&m, "game-7", false));
    assert_null(eg_setups_find(&m, "a-game-id-far-too-long-to-keep", true));
    assert_null(eg_setups_find(&m, "", true));
}

/* ---- Saves. */

/* An empty file made from the mkstemp template path. */
static void new_file(char *path)
{
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
}

static void test_save_paths(void **state)
{
    (void)state;
    char out[64];
    eg_save_path("/home/ann/autosave.csr", "six-cities", ".rec", out, sizeof out);
    assert_string_equal(out, "/home/ann/six-cities.rec");
    eg_save_path("autosave.csr", "six-cities", ".rec", out, sizeof out);
    assert_string_equal(out, ""); /* no folder: nothing saved */
}

/* Cityscape's older record format continues as a game at the table. */
static void test_an_old_save_opens(void **state)
{
    (void)state;
    eg_record rec;
    eg_record_init(&rec);
    eg_error err = {0};
    const eg_game *g = eg_save_open(CS_RECORD_DATA "/game-2p-in-progress.csr", &rec, &err);
    if (!g)
        fail_msg("%s", err.msg);
    assert_string_equal(g->id, "cityscape");
    assert_int_equal(rec.nplayers, 2);
    assert_true(rec.nmoves > 0);
    eg_record_free(&rec);
    eg_record_init(&rec);
    assert_null(eg_save_open(CS_RECORD_DATA "/bad-sixth-block.csr", &rec, &err));
    assert_true(err.line > 0); /* the line of the move refused */
    eg_record_free(&rec);
}

/* A save whose seat the window cannot fill, or of no game it plays. */
static void test_a_save_the_window_cannot_continue(void **state)
{
    (void)state;
    char path[] = "/tmp/cs-setup-XXXXXX";
    new_file(path);
    eg_record rec;
    eg_record_init(&rec);
    strcpy(rec.game, "six-cities");
    snprintf(rec.params, sizeof rec.params, "players=2");
    rec.seed = 5;
    rec.nplayers = 2;
    strcpy(rec.players[0].controller, "human");
    strcpy(rec.players[1].controller, "engine:bot");
    strcpy(rec.players[0].name, "Ann");
    strcpy(rec.players[1].name, "Bot");
    eg_error err = {0};
    assert_int_equal(eg_record_save(path, &rec, &err), 0);
    eg_record back;
    eg_record_init(&back);
    assert_null(eg_save_open(path, &back, &err));
    assert_non_null(strstr(err.msg, "player 2 is played by 'engine:bot'"));
    eg_record_free(&back);
    eg_record_free(&rec);
    remove(path);
}

/* A solitaire deal's best score: kept per params and deal, only a
 * better one added; none without a file. */
static void test_best_scores(void **state)
{
    (void)state;
    char path[] = "/tmp/cs-best-XXXXXX";
    new_file(path);
    eg_record rec;
    eg_record_init(&rec);
    snprintf(rec.params, sizeof rec.params, "variant=standard");
    rec.seed = 7340033;
    assert_int_equal(eg_best_score(path, &rec), -1);
    eg_best_note(path, &rec, 50);
    eg_best_note(path, &rec, 40); /* not better: not written */
    assert_int_equal(eg_best_score(path, &rec), 50);
    rec.seed = 8;
    assert_int_equal(eg_best_score(path, &rec), -1); /* another deal */
    eg_best_note(path, &rec, 3);
    rec.seed = 7340033;
    eg_best_note(path, &rec, 84);
    assert_int_equal(eg_best_score(path, &rec), 84);
    char text[256] = "";
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    assert_string_equal(text, "variant=standard 7340033 50\nvariant=standard 8 3\n"
                              "variant=standard 7340033 84\n");
    assert_int_equal(eg_best_score("", &rec), -1);
    eg_best_note("", &rec, 99); /* no file: nothing kept */
    /* The computer's game (Skyscrapers' setup offers its levels): not the
     * player's best. */
    rec.nplayers = 1;
    snprintf(rec.players[0].controller, sizeof rec.players[0].controller, "medium");
    eg_best_note(path, &rec, 99);
    assert_int_equal(eg_best_score(path, &rec), 84);
    snprintf(rec.players[0].controller, sizeof rec.players[0].controller, "human");
    eg_best_note(path, &rec, 99);
    assert_int_equal(eg_best_score(path, &rec), 99);
    remove(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_setup_is_the_games_defaults),
        cmocka_unit_test(test_an_option_stepped_past_its_ends),
        cmocka_unit_test(test_a_choice_steps_by_whole_words),
        cmocka_unit_test(test_a_step_with_no_other_value_keeps_the_value),
        cmocka_unit_test(test_options_that_do_not_apply_are_not_listed),
        cmocka_unit_test(test_a_setup_with_no_human_seat),
        cmocka_unit_test(test_a_seat_the_window_cannot_fill_is_named),
        cmocka_unit_test(test_players_called_by_their_names),
        cmocka_unit_test(test_remembered_setup_round_trips),
        cmocka_unit_test(test_bad_remembered_values_name_file_line_and_key),
        cmocka_unit_test(test_memory_slots),
        cmocka_unit_test(test_save_paths),
        cmocka_unit_test(test_an_old_save_opens),
        cmocka_unit_test(test_a_save_the_window_cannot_continue),
        cmocka_unit_test(test_best_scores),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
