/* SPDX-License-Identifier: MIT */
/* test_protocol.c - CEP/2 (src/engine/protocol.c) and the arena's outside
 * engines (src/engine/arena.c), on a tiny game written here, so that the
 * protocol is checked apart from any real game's view text.
 *
 * "Race": two or three players in turn add 1 or 2 to a total; whoever
 * brings it to 10 or more wins. Its view text is "race total=T turn=P
 * players=N". Its levels: `first` plays the first legal move at once,
 * `careful` thinks until cancelled, `stuck` ignores the cancel flag and
 * sleeps 1.5 s.
 *
 * Run as `test_protocol --engine`, this program is itself a CEP/2 engine
 * for Race, so that the timing and arena tests can start it as a process. */
#define _DEFAULT_SOURCE /* realpath, mkstemp */
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

#include "eg_arena.h"
#include "eg_child.h"
#include "eg_protocol.h"

typedef struct {
    int players, total, turn, winner;
} race_state;

static void race_default(void *p, int n) { *(int *)p = n; }
static int race_encode(const void *p, char *out, size_t outsz)
{
    int n = snprintf(out, outsz, "players=%d", *(const int *)p);
    return n < 0 || (size_t)n >= outsz ? -1 : n;
}
static int race_decode(const char *t, void *p, eg_error *err)
{
    if (strcmp(t, "players=2") != 0 && strcmp(t, "players=3") != 0)
        return eg_error_set(err, 1, 0, "'%s': expected players=2 or players=3", t);
    *(int *)p = t[8] - '0';
    return 0;
}
static int race_players(const void *p) { return *(const int *)p; }
static int race_new(const void *p, uint64_t seed, void *s, eg_error *err)
{
    (void)seed;
    (void)err;
    race_state *r = s;
    memset(r, 0, sizeof *r);
    r->players = *(const int *)p;
    r->winner = -1;
    return 0;
}
static bool race_over(const void *s) { return ((const race_state *)s)->total >= 10; }
static unsigned race_to_act(const void *s)
{
    return race_over(s) ? 0 : 1u << ((const race_state *)s)->turn;
}
static int race_legal(const void *s, int player, char (*out)[EG_MOVE_MAX], int max)
{
    if (!(race_to_act(s) & (1u << player)) || max < 2)
        return 0;
    strcpy(out[0], "1");
    strcpy(out[1], "2");
    return 2;
}
static int race_execute(void *s, int player, const char *m, unsigned *flags, eg_error *err)
{
    race_state *r = s;
    if (!(race_to_act(s) & (1u << player)))
        return eg_error_set(err, 1, 0, "not player %d's turn", player + 1);
    if (strcmp(m, "1") != 0 && strcmp(m, "2") != 0)
        return eg_error_set(err, 2, 1, "'%s': add 1 or 2", m);
    r->total += m[0] - '0';
    if (r->total >= 10)
        r->winner = player;
    r->turn = (r->turn + 1) % r->players;
    *flags = r->total >= 10 ? EG_MOVE_ENDS_GAME : 0;
    return 0;
}
static int race_round(const void *s)
{
    (void)s;
    return 0;
}
static int race_nrounds(const void *s)
{
    (void)s;
    return 1;
}
static int race_scores(const void *s, int out[EG_MAX_PLAYERS])
{
    const race_state *r = s;
    for (int p = 0; p < r->players; p++)
        out[p] = p == r->winner;
    return r->players;
}
static void race_places(const void *s, int out[EG_MAX_PLAYERS])
{
    const race_state *r = s;
    for (int p = 0; p < r->players; p++)
        out[p] = p == r->winner ? 0 : 1;
}
static int race_view_format(const void *v, int viewer, char *out, size_t outsz)
{
    (void)viewer;
    const race_state *r = v;
    int n = snprintf(out, outsz, "race total=%d turn=%d players=%d", r->total, r->turn + 1,
                     r->players);
    return n < 0 || (size_t)n >= outsz ? -1 : n;
}
static int race_view_parse(const char *t, int viewer, void *v, eg_error *err)
{
    (void)viewer;
    race_state r = {0};
    int used = 0;
    if (sscanf(t, "race total=%d turn=%d players=%d%n", &r.total, &r.turn, &r.players,
               &used) != 3 ||
        t[used] != '\0')
        return eg_error_set(err, 3, used + 1, "expected 'race total=T turn=P players=N'");
    if (r.players < 2 || r.players > 3 || r.turn < 1 || r.turn > r.players || r.total < 0 ||
        r.total > 11)
        return eg_error_set(err, 4, 6, "numbers out of range");
    r.turn--;
    r.winner = -1;
    *(race_state *)v = r;
    return 0;
}

static void sleep_ms(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static const char *const LEVELS[] = {"first", "careful", "stuck"};

static int race_ai(const void *v, int player, const eg_ai_request *req, char move[EG_MOVE_MAX],
                   eg_error *err)
{
    (void)v;
    (void)player;
    (void)err;
    if (req->level == 1) /* careful: until cancelled */
        while (!req->cancel || !atomic_load(req->cancel))
            sleep_ms(1);
    if (req->level == 2) /* stuck: deaf to the cancel flag */
        sleep_ms(1500);
    strcpy(move, req->level == 0 ? "1" : "2");
    return 0;
}

static const eg_game RACE = {
    .id = "race",
    .name = "Race",
    .min_players = 2,
    .max_players = 3,
    .params_size = sizeof(int),
    .default_params = race_default,
    .params_encode = race_encode,
    .params_decode = race_decode,
    .params_players = race_players,
    .state_size = sizeof(race_state),
    .new_game = race_new,
    .to_act = race_to_act,
    .legal_moves = race_legal,
    .execute = race_execute,
    .is_over = race_over,
    .round = race_round,
    .nrounds = race_nrounds,
    .scores = race_scores,
    .places = race_places,
    .view_format = race_view_format,
    .view_parse = race_view_parse,
    .nlevels = 3,
    .level_names = LEVELS,
    .ai_choose = race_ai,
};

/* The same game before its view text was written. */
static eg_game no_view(void)
{
    eg_game g = RACE;
    g.id = "noview";
    g.view_format = NULL;
    g.view_parse = NULL;
    return g;
}

static char self_path[4096];

/* Runs a CEP/2 session over the input text; returns the output (malloc'd). */
static char *session(const char *input)
{
    static eg_game nv;
    nv = no_view();
    const eg_game *games[] = {&RACE, &nv};
    FILE *in = fmemopen((void *)input, strlen(input), "r");
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    assert_non_null(in);
    assert_non_null(out);
    eg_protocol_options opt = {0};
    assert_int_equal(eg_protocol_run(games, 2, NULL, in, out, &opt), 0);
    fclose(in);
    fclose(out);
    return buf;
}

static void test_opening_line_is_recognised(void **state)
{
    (void)state;
    assert_true(eg_protocol_is_opening("cep 2"));
    assert_true(eg_protocol_is_opening(" cep  2 \r"));
    assert_false(eg_protocol_is_opening("cep"));
    assert_false(eg_protocol_is_opening("cep 21"));
    assert_false(eg_protocol_is_opening("cep2x"));
    assert_false(eg_protocol_is_opening("isready"));
}

static void test_handshake_offers_games_with_views_and_levels(void **state)
{
    (void)state;
    char *out = session("cep 2\nnewgame noview\nnewgame chess\nisready\n");
    assert_string_equal(out, "id name cityscape-cli 0.1.0\n"
                             "id author the Cityscape team\n"
                             "protocol 2\n"
                             "game race levels=first,careful,stuck players=2-3\n"
                             "option level <a level of the game>\n"
                             "option seed <integer>\n"
                             "option iterations <integer>\n"
                             "option movetime <ms>\n"
                             "cepok\n"
                             "error noview has no view text\n"
                             "error newgame: unknown game 'chess' (offered: race)\n"
                             "readyok\n");
    free(out);
}

static void test_a_whole_turn(void **state)
{
    (void)state;
    char *out = session("cep 2\n"
                        "newgame race players=3\n"
                        "setoption level first\n"
                        "seat 2\n"
                        "view race total=4 turn=2 players=3\n"
                        "legal\n"
                        "go movetime 200\n"
                        "quit\n"
                        "isready\n");
    const char *tail = strstr(out, "cepok\n");
    assert_non_null(tail);
    assert_string_equal(tail, "cepok\nok\nok\nok\nok\nlegal 1 2\nbestmove 1\n");
    free(out);
}

/* Each bad command gets one `error` line naming what, and the state stays:
 * the last good view still answers `legal` and `go`. */
static void test_errors_name_what_and_change_nothing(void **state)
{
    (void)state;
    char long_line[EG_PROTOCOL_LINE_MAX + 10];
    memset(long_line, 'x', sizeof long_line - 2);
    long_line[sizeof long_line - 2] = '\n';
    long_line[sizeof long_line - 1] = '\0';
    char *input = malloc(sizeof long_line + 1024);
    snprintf(input, sizeof long_line + 1024,
             "cep 2\n"
             "newgame race players=2\n"
             "seat 1\n"
             "view race total=3 turn=1 players=2\n"
             "view race total=3 turn=9 players=2\n"
             "view race total=3 turned\n"
             "newgame race players=7\n"
             "seat 3\n"
             "setoption level grandmaster\n"
             "setoption colour blue\n"
             "setoption seed -1\n"
             "go movetime soon\n"
             "go later\n"
             "legal now\n"
             "frobnicate\n"
             "\n"
             "%s"
             "cep\n"
             "quit please\n"
             "setoption level first\n"
             "legal\n"
             "go movetime 100\n",
             long_line);
    char *out = session(input);
    const char *tail = strstr(out, "cepok\n") + 6;
    assert_string_equal(
        tail,
        "ok\nok\nok\n"
        "error view: column 6: numbers out of range\n"
        "error view: column 1: expected 'race total=T turn=P players=N'\n"
        "error newgame: 'players=7': expected players=2 or players=3\n"
        "error seat: '3' is not a seat of this game (1 to 2)\n"
        "error setoption level: 'grandmaster' is not a level of race (first, careful, stuck)\n"
        "error setoption: unknown option 'colour' (level, seed, iterations, movetime)\n"
        "error setoption seed: '-1' is not an integer from 0 to 2^64-1\n"
        "error go: movetime 'soon' is not milliseconds from 0 to 3600000\n"
        "error go: usage: go [movetime <ms>]\n"
        "error legal: usage: legal\n"
        "error unknown command 'frobnicate' (cep, isready, setoption, newgame, seat, view, "
        "legal, go, quit)\n"
        "error empty command\n"
        "error line longer than 16384 bytes\n"
        "error cep: this engine speaks CEP/2 since 'cep 2' (start it again for CEP/1)\n"
        "error quit: takes no arguments\n"
        "ok\n"
        "legal 1 2\n"
        "bestmove 1\n");
    free(out);
    free(input);
}

static void test_go_only_for_the_seat_to_act(void **state)
{
    (void)state;
    char *out = session("cep 2\nnewgame race players=2\nseat 2\n"
                        "view race total=3 turn=1 players=2\ngo\nlegal\n"
                        "view race total=10 turn=2 players=2\ngo\n");
    const char *tail = strstr(out, "cepok\n") + 6;
    assert_string_equal(tail, "ok\nok\nok\n"
                              "error go: seat 2 is not to act (to act: 1)\n"
                              "legal\n"
                              "ok\n"
                              "error go: the game is over\n");
    free(out);
}

/* ---- As a process: the answer comes within movetime, whatever the search. */

static double timed_go(eg_child *c, const char *level, int movetime, char *line, size_t linesz)
{
    char cmd[64];
    snprintf(cmd, sizeof cmd, "setoption level %s", level);
    assert_true(eg_child_send(c, cmd));
    assert_int_equal(eg_child_read_line(c, 5000, line, linesz), EG_CHILD_LINE);
    assert_string_equal(line, "ok");
    snprintf(cmd, sizeof cmd, "go movetime %d", movetime);
    double t0 = eg_now_ms();
    assert_true(eg_child_send(c, cmd));
    assert_int_equal(eg_child_read_line(c, 5000, line, linesz), EG_CHILD_LINE);
    return eg_now_ms() - t0;
}

static void test_go_answers_in_time_even_when_the_search_overruns(void **state)
{
    (void)state;
    char cmd[4200], line[256];
    snprintf(cmd, sizeof cmd, "'%s' --engine", self_path);
    eg_child c;
    assert_int_equal(eg_child_spawn(&c, cmd), 0);
    const char *setup[] = {"newgame race players=2", "seat 1",
                           "view race total=0 turn=1 players=2"};
    for (int i = 0; i < 3; i++) {
        assert_true(eg_child_send(&c, setup[i]));
        assert_int_equal(eg_child_read_line(&c, 5000, line, sizeof line), EG_CHILD_LINE);
        assert_string_equal(line, "ok");
    }
    /* careful stops when cancelled: its own move ("2"), before 300 ms. */
    double ms = timed_go(&c, "careful", 300, line, sizeof line);
    assert_string_equal(line, "bestmove 2");
    assert_true(ms < 300 + 100);
    /* stuck never stops in time: a legal move anyway, twice running. */
    for (int i = 0; i < 2; i++) {
        ms = timed_go(&c, "stuck", 200, line, sizeof line);
        assert_true(strcmp(line, "bestmove 1") == 0 || strcmp(line, "bestmove 2") == 0);
        if (ms >= 200 + 100)
            fail_msg("go movetime 200 answered after %.0f ms", ms);
    }
    eg_child_close(&c, true);
}

/* ---- The arena with outside engines. */

static eg_arena_config arena_config(int games)
{
    eg_arena_config cfg = {0};
    cfg.games = games;
    cfg.nplayers = 2;
    cfg.nentrants = 2;
    cfg.seed = 5;
    cfg.jobs = 1;
    cfg.movetime_ms = 200;
    cfg.grace_ms = 100;
    cfg.setup_ms = 5000;
    return cfg;
}

static void test_arena_with_a_good_engine_has_no_faults(void **state)
{
    (void)state;
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "'%s' --engine first", self_path);
    eg_arena_config cfg = arena_config(4);
    cfg.engine[0] = cmd;
    cfg.level[1] = 0;
    eg_arena_result r;
    eg_error err = {0};
    assert_int_equal(eg_arena_run(&RACE, &cfg, &r, &err), 0);
    assert_int_equal(r.games, 4);
    assert_int_equal(r.faults, 0);
    /* Race lasts 10 moves of "1", 5 each: the engine played all of its own. */
    assert_int_equal(r.asked[0], 4 * 5);
    assert_int_equal(r.illegal[0] + r.late[0] + r.crashes[0], 0);
    assert_int_equal(r.asked[1], 0);
    assert_string_equal(r.engine_fault_msg, "");
}

static void test_arena_refuses_an_engine_in_a_game_without_view_text(void **state)
{
    (void)state;
    eg_game nv = no_view();
    eg_arena_config cfg = arena_config(1);
    cfg.engine[0] = "true";
    eg_arena_result r;
    eg_error err = {0};
    assert_int_not_equal(eg_arena_run(&nv, &cfg, &r, &err), 0);
    assert_string_equal(err.msg, "noview has no view text: an outside engine cannot play it");
}

static void test_arena_counts_each_kind_of_fault(void **state)
{
    (void)state;
    char count[] = "/tmp/cs-bad-bot-XXXXXX", cmd[4200];
    int fd = mkstemp(count);
    assert_true(fd >= 0);
    close(fd);
    unlink(count);
    snprintf(cmd, sizeof cmd, "sh '%s' '%s'", CS_BAD_BOT, count);
    eg_arena_config cfg = arena_config(2);
    cfg.engine[0] = cmd;
    cfg.level[1] = 0;
    eg_arena_result r;
    eg_error err = {0};
    double t0 = eg_now_ms();
    assert_int_equal(eg_arena_run(&RACE, &cfg, &r, &err), 0);
    unlink(count);
    assert_int_equal(r.games, 2);
    assert_int_equal(r.faults, 0);
    /* The arena plays "1" in its place every time: 5 turns a game. */
    assert_int_equal(r.asked[0], 10);
    assert_int_equal(r.late[0], 1);
    assert_int_equal(r.crashes[0], 1);
    assert_int_equal(r.illegal[0], 8);
    assert_non_null(strstr(r.engine_fault_msg, "no answer in time after 'go movetime 200'"));
    /* The late engine was not waited for: its answer would come after 5 s. */
    assert_true(eg_now_ms() - t0 < 4000);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--engine") == 0) {
        const eg_game *games[] = {&RACE};
        eg_protocol_options opt = {0};
        opt.level = argc > 2 ? argv[2] : NULL;
        setvbuf(stdout, NULL, _IOLBF, 0);
        return eg_protocol_run(games, 1, NULL, stdin, stdout, &opt);
    }
    if (!realpath(argv[0], self_path))
        snprintf(self_path, sizeof self_path, "%s", argv[0]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_opening_line_is_recognised),
        cmocka_unit_test(test_handshake_offers_games_with_views_and_levels),
        cmocka_unit_test(test_a_whole_turn),
        cmocka_unit_test(test_errors_name_what_and_change_nothing),
        cmocka_unit_test(test_go_only_for_the_seat_to_act),
        cmocka_unit_test(test_go_answers_in_time_even_when_the_search_overruns),
        cmocka_unit_test(test_arena_with_a_good_engine_has_no_faults),
        cmocka_unit_test(test_arena_refuses_an_engine_in_a_game_without_view_text),
        cmocka_unit_test(test_arena_counts_each_kind_of_fault),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
