/* SPDX-License-Identifier: MIT */
/* test_ai.c - the computer players, the CEP/1 engine loop and the arena.
 *
 * Run with --engine, this program is itself a CEP/1 engine (Hard with a
 * small iteration budget), so the arena test can spawn it as an external
 * engine without needing cityscape-cli. */
#define _GNU_SOURCE
#include "ai_internal.h"
#include "arena.h"
#include "eg_arena.h"
#include "cep.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

static char self_path[4096];

/* ---- Helpers. */

static cs_move random_legal(const cs_board *b, ai_rng *rng)
{
    cs_move moves[CS_HEIGHTS * CS_LOTS];
    int n = cs_board_legal_moves(b, moves);
    return moves[ai_rng_below(rng, (uint32_t)n)];
}

/* A game with every seat's goals set and `placed` random placements made. */
static void random_game(cs_game *g, int nplayers, int placed, ai_rng *rng)
{
    cs_config cfg = cs_config_default(nplayers);
    cfg.first_player = (uint8_t)ai_rng_below(rng, (uint32_t)nplayers);
    assert_int_equal(cs_game_init(g, &cfg, NULL), CS_OK);
    for (int s = 0; s < CS_SEATS; s++) {
        if (g->seat_owner[s] == CS_NO_PLAYER)
            continue;
        uint8_t codes[CS_LINES];
        ai_goalset_codes((int)ai_rng_below(rng, AI_GOALSETS), codes);
        assert_int_equal(cs_game_set_goals(g, g->seat_owner[s], (cs_seat)s, codes, NULL), CS_OK);
    }
    for (int k = 0; k < placed; k++)
        assert_int_equal(cs_game_place(g, cs_game_to_move(g), random_legal(&g->board, rng), NULL),
                         CS_OK);
}

/* Runs a CEP/1 transcript through cs_cep_run; returns the output (malloc'd). */
static char *cep_transcript(const char *input, const cs_cep_options *opt)
{
    FILE *in = fmemopen((void *)input, strlen(input), "r");
    FILE *out = tmpfile();
    assert_non_null(in);
    assert_non_null(out);
    assert_int_equal(cs_cep_run(in, out, opt), 0);
    long n = ftell(out);
    rewind(out);
    char *text = calloc(1, (size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)n, out), (size_t)n);
    fclose(in);
    fclose(out);
    return text;
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

/* The k-th line (0-based) of text, copied into out. */
static const char *nth_line(const char *text, int k, char *out, size_t outsz)
{
    for (int i = 0; i < k && text; i++) {
        text = strchr(text, '\n');
        if (text)
            text++;
    }
    assert_non_null(text);
    size_t n = strcspn(text, "\n");
    if (n >= outsz)
        n = outsz - 1;
    memcpy(out, text, n);
    out[n] = '\0';
    return out;
}

static cs_cep_options quick_engine(void)
{
    cs_cep_options o = cs_cep_options_default();
    o.iterations = 300;
    return o;
}

/* ---- The fast scorer agrees with the rules core. */

static void test_fast_scorer_matches_core_on_random_boards(void **state)
{
    (void)state;
    ai_rng rng;
    ai_rng_seed(&rng, 7);
    for (int trial = 0; trial < 20000; trial++) {
        cs_board b;
        cs_board_init(&b);
        int placed = (int)ai_rng_below(&rng, CS_BLOCKS + 1);
        for (int k = 0; k < placed; k++)
            cs_board_place(&b, random_legal(&b, &rng), NULL);
        int tallest = ai_tallest(b.height);
        assert_int_equal(tallest, cs_board_tallest(&b));
        for (int seat = 0; seat < CS_SEATS; seat++)
            for (int line = 0; line < CS_LINES; line++)
                for (int code = 1; code <= 6; code++)
                    assert_int_equal(ai_line_score(b.height, seat, line, code, tallest),
                                     cs_score_line(&b, (cs_seat)seat, line, code));
    }
}

static void test_fast_scorer_rulings_examples(void **state)
{
    (void)state;
    /* RULINGS.md: 3,3,4,4 front to back scores 40 with code 5, 4,4,3,3 scores
     * 20 and 3,2,3 scores 20. Built in seat S's line 1 (file a). */
    static const uint8_t rows[3][4] = {{3, 3, 4, 4}, {4, 4, 3, 3}, {3, 2, 3, 0}};
    static const int want[3] = {40, 20, 20};
    for (int i = 0; i < 3; i++) {
        uint8_t h[CS_LOTS] = {0};
        for (int d = 0; d < 4; d++)
            h[AI_LINE_LOTS[CS_S][0][d]] = rows[i][d];
        assert_int_equal(ai_line_score(h, CS_S, 0, 5, ai_tallest(h)), want[i]);
    }
}

static void test_rollout_places_every_block(void **state)
{
    (void)state;
    ai_rng rng;
    ai_rng_seed(&rng, 3);
    cs_board b;
    cs_board_init(&b);
    ai_state s;
    ai_state_from_board(&s, &b);
    ai_random_rollout(&s, &rng);
    int total = 0;
    for (int i = 0; i < CS_LOTS; i++)
        total += s.h[i];
    assert_int_equal(total, 75); /* 5 blocks each of heights 1..5 */
    assert_int_equal(s.nplaced, CS_BLOCKS);
}

/* ---- Every level plays legally. */

static void check_level_legal(cs_ai_level level, int positions)
{
    ai_rng rng;
    ai_rng_seed(&rng, 11 + level);
    for (int i = 0; i < positions; i++) {
        int np = 2 + (int)ai_rng_below(&rng, 3);
        cs_game g;
        random_game(&g, np, (int)ai_rng_below(&rng, CS_BLOCKS), &rng);
        int p = cs_game_to_move(&g);
        cs_ai_round r;
        cs_ai_round_from_game(&g, p, &r);
        cs_ai_params prm = cs_ai_params_default(level, (uint64_t)i);
        prm.movetime_ms = 0;
        prm.iterations = 200;
        cs_move m = cs_ai_choose_move(&prm, &r, &g.board, NULL, NULL);
        assert_true(cs_board_can_place(&g.board, m));
        assert_int_equal(cs_game_place(&g, p, m, NULL), CS_OK);
    }
}

static void test_easy_plays_legal_moves(void **state)
{
    (void)state;
    check_level_legal(CS_AI_EASY, 300);
}

static void test_medium_plays_legal_moves(void **state)
{
    (void)state;
    check_level_legal(CS_AI_MEDIUM, 150);
}

static void test_hard_plays_legal_moves(void **state)
{
    (void)state;
    check_level_legal(CS_AI_HARD, 60);
}

static void test_goals_are_codes_for_held_seats(void **state)
{
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (int level = 0; level < CS_AI__LEVELS; level++) {
            cs_game g;
            cs_config cfg = cs_config_default(np);
            cs_game_init(&g, &cfg, NULL);
            for (int p = 0; p < np; p++) {
                cs_ai_round r;
                cs_ai_round_from_game(&g, p, &r);
                cs_ai_params prm = cs_ai_params_default((cs_ai_level)level, 5);
                uint8_t goals[CS_SEATS][CS_LINES];
                memset(goals, 0, sizeof goals);
                cs_ai_choose_goals(&prm, &r, goals);
                cs_seat seats[2];
                int n = cs_player_seats(&g, p, seats);
                assert_int_equal(n, np == 2 ? 2 : 1);
                for (int i = 0; i < n; i++)
                    assert_int_equal(cs_game_set_goals(&g, p, seats[i], goals[seats[i]], NULL),
                                     CS_OK);
            }
            assert_int_equal(g.phase, CS_PHASE_BUILDING);
        }
}

/* ---- Determinism. */

static void test_same_seed_and_iterations_give_same_move(void **state)
{
    (void)state;
    ai_rng rng;
    ai_rng_seed(&rng, 99);
    for (int i = 0; i < 6; i++) {
        cs_game g;
        random_game(&g, 2 + i % 3, 3 + 3 * i, &rng);
        cs_ai_round r;
        cs_ai_round_from_game(&g, cs_game_to_move(&g), &r);
        for (int level = 0; level < CS_AI__LEVELS; level++) {
            cs_ai_params prm = cs_ai_params_default((cs_ai_level)level, 1234);
            prm.movetime_ms = 0;
            prm.iterations = 1500;
            cs_move a = cs_ai_choose_move(&prm, &r, &g.board, NULL, NULL);
            cs_move b = cs_ai_choose_move(&prm, &r, &g.board, NULL, NULL);
            assert_int_equal(a.height, b.height);
            assert_int_equal(a.lot, b.lot);
        }
        uint8_t ga[CS_SEATS][CS_LINES], gb[CS_SEATS][CS_LINES];
        memset(ga, 0, sizeof ga);
        memset(gb, 0, sizeof gb);
        cs_ai_params prm = cs_ai_params_default(CS_AI_HARD, 77);
        cs_ai_choose_goals(&prm, &r, ga);
        cs_ai_choose_goals(&prm, &r, gb);
        assert_memory_equal(ga, gb, sizeof ga);
    }
}

/* The computer's goals vary from game to game (issue 11: Medium set the same
 * four dice every game). For every level and number of players, sixteen
 * matches (seeds) give several different goal sets (all the player's
 * seats together); Medium's codes stay near the best by the estimate. */
static void test_goals_vary_between_games(void **state)
{
    (void)state;
    for (int players = 2; players <= 4; players++) {
        cs_config cfg = cs_config_default(players);
        cs_game g;
        cs_game_init(&g, &cfg, NULL);
        int p = g.seat_owner[CS_S];
        cs_ai_round r;
        cs_ai_round_from_game(&g, p, &r);
        ai_ctx c;
        ai_ctx_init(&c, &r);
        double prior[CS_SEATS][CS_LINES][7];
        ai_goal_prior(&c, prior);
        for (int level = 0; level < CS_AI__LEVELS; level++) {
            uint8_t seen[16][CS_SEATS][CS_LINES];
            int distinct = 0;
            double short_by = 0.0;
            for (uint64_t seed = 0; seed < 16; seed++) {
                cs_ai_params prm = cs_ai_params_default((cs_ai_level)level, seed * 7919u + 1u);
                prm.movetime_ms = 0;
                prm.iterations = 300;
                uint8_t goals[CS_SEATS][CS_LINES];
                memset(goals, 0, sizeof goals);
                cs_ai_choose_goals(&prm, &r, goals);
                bool is_new = true;
                for (int k = 0; k < distinct && is_new; k++)
                    is_new = memcmp(seen[k], goals, sizeof goals) != 0;
                if (is_new)
                    memcpy(seen[distinct++], goals, sizeof goals);
                if (level != CS_AI_MEDIUM)
                    continue;
                for (int l = 0; l < CS_LINES; l++) {
                    double best = prior[CS_S][l][1];
                    for (int code = 2; code <= 6; code++)
                        best = prior[CS_S][l][code] > best ? prior[CS_S][l][code] : best;
                    short_by += best - prior[CS_S][l][goals[CS_S][l]];
                }
            }
            /* Medium gives up little for the variety: on average under a
             * point a line by the estimate (lines score up to about 15). */
            if (level == CS_AI_MEDIUM && short_by / (16.0 * CS_LINES) > 1.0)
                fail_msg("Medium, %d players: %.2f points a line short of the best", players,
                         short_by / (16.0 * CS_LINES));
            /* Hard mixes only among sets its simulations rate about as
             * good: fewer, but never one set every game. */
            int want = level == CS_AI_HARD ? 2 : 3;
            fprintf(stderr, "level %d, %d players: %d different goal sets in 16 games\n", level,
                    players, distinct);
            if (distinct < want)
                fail_msg("level %d, %d players: %d different goal sets in 16 games (want %d)",
                         level, players, distinct, want);
        }
    }
}

/* ---- Belief. */

/* An opponent who plays Medium for goals 4,1,6,5 from seat N: after its
 * moves the belief should rank the true goal set far above chance and put
 * more weight than the prior on each true code. */
static void test_belief_concentrates_on_true_goals(void **state)
{
    (void)state;
    static const uint8_t truth[CS_LINES] = {4, 1, 6, 5};
    int true_index = ai_goalset_index(truth);
    int good = 0, trials = 4;
    for (int t = 0; t < trials; t++) {
        cs_config cfg = cs_config_default(4);
        cs_game g;
        cs_game_init(&g, &cfg, NULL);
        ai_rng rng;
        ai_rng_seed(&rng, 500 + (uint64_t)t);
        for (int s = 0; s < CS_SEATS; s++) {
            uint8_t codes[CS_LINES];
            if (s == CS_N)
                memcpy(codes, truth, sizeof codes);
            else
                ai_goalset_codes((int)ai_rng_below(&rng, AI_GOALSETS), codes);
            cs_game_set_goals(&g, g.seat_owner[s], (cs_seat)s, codes, NULL);
        }
        int northp = g.seat_owner[CS_N];
        while (g.board.nplaced < 20) {
            int p = cs_game_to_move(&g);
            cs_move m;
            if (p == northp) {
                cs_ai_round r;
                cs_ai_round_from_game(&g, p, &r);
                cs_ai_params prm = cs_ai_params_default(CS_AI_MEDIUM, g.board.nplaced + 31u * t);
                m = cs_ai_choose_move(&prm, &r, &g.board, NULL, NULL);
            } else {
                m = random_legal(&g.board, &rng);
            }
            cs_game_place(&g, p, m, NULL);
        }
        cs_ai_round r;
        cs_ai_round_from_game(&g, g.seat_owner[CS_S], &r);
        ai_ctx c;
        ai_ctx_init(&c, &r);
        ai_belief *post = malloc(sizeof *post), *prior = malloc(sizeof *prior);
        assert_non_null(post);
        assert_non_null(prior);
        cs_board empty;
        cs_board_init(&empty);
        ai_belief_build(prior, &c, &empty);
        ai_belief_build(post, &c, &g.board);
        assert_true(post->active & (1u << CS_N));
        double pm[CS_LINES][7], qm[CS_LINES][7];
        ai_belief_marginals(post, CS_N, pm);
        ai_belief_marginals(prior, CS_N, qm);
        int better = 0;
        for (int l = 0; l < CS_LINES; l++)
            better += pm[l][truth[l]] > qm[l][truth[l]];
        int rank = 0;
        for (int gi = 0; gi < AI_GOALSETS; gi++)
            rank += post->w[CS_N][gi] > post->w[CS_N][true_index];
        /* Chance would be rank ~650 and better ~2. */
        if (better >= 3 && rank < 65)
            good++;
        free(post);
        free(prior);
    }
    assert_true(good >= trials - 1);
}

/* ---- CEP/1. */

static void test_cep_handshake_lists_name_and_ends_with_cepok(void **state)
{
    (void)state;
    cs_cep_options o = quick_engine();
    char *out = cep_transcript("cep\nisready\n", &o);
    char line[256];
    assert_string_equal(nth_line(out, 0, line, sizeof line), "id name cityscape 0.1");
    int n = count_lines(out);
    assert_string_equal(nth_line(out, n - 2, line, sizeof line), "cepok");
    assert_string_equal(nth_line(out, n - 1, line, sizeof line), "readyok");
    free(out);
}

static void test_cep_spec_example(void **state)
{
    (void)state;
    cs_cep_options o = quick_engine();
    char *out = cep_transcript("setoption level hard\n"
                               "newround players=4 me=W first=S\n"
                               "goals\n"
                               "moves 5b2\n"
                               "go movetime 500\n"
                               "quit\n"
                               "isready\n",
                               &o);
    char line[256];
    assert_int_equal(count_lines(out), 5); /* nothing after quit */
    assert_string_equal(nth_line(out, 0, line, sizeof line), "ok");
    assert_string_equal(nth_line(out, 1, line, sizeof line), "ok");
    nth_line(out, 2, line, sizeof line);
    assert_int_equal(strlen(line), strlen("goals W:2516"));
    assert_memory_equal(line, "goals W:", 8);
    assert_string_equal(nth_line(out, 3, line, sizeof line), "ok");
    nth_line(out, 4, line, sizeof line);
    assert_memory_equal(line, "bestmove ", 9);
    cs_move m;
    assert_int_equal(cs_move_parse(line + 9, strlen(line + 9), &m, NULL), CS_OK);
    cs_board b;
    cs_board_init(&b);
    cs_board_place(&b, (cs_move){5, 13}, NULL);
    assert_true(cs_board_can_place(&b, m));
    free(out);
}

static void test_cep_two_players_goals_for_both_seats(void **state)
{
    (void)state;
    cs_cep_options o = quick_engine();
    char *out = cep_transcript("newround players=2 me=NE first=S\ngoals\n", &o);
    char line[256];
    nth_line(out, 1, line, sizeof line);
    assert_int_equal(strlen(line), strlen("goals N:1234 E:1234"));
    assert_memory_equal(line, "goals N:", 8);
    assert_memory_equal(line + 12, " E:", 3);
    free(out);
}

static void test_cep_errors_leave_state_unchanged(void **state)
{
    (void)state;
    cs_cep_options o = quick_engine();
    /* Five 5s already placed: a sixth is illegal, the list is refused and
     * the earlier list stands, so `go` must not play a 5. */
    char *out = cep_transcript("frobnicate\n"
                               "go\n"
                               "newround players=5 me=S first=S\n"
                               "newround players=4 me=S first=S\n"
                               "moves 5a1 5b1 5c1 5d1 5a2\n"
                               "moves 5a1 5b1 5c1 5d1 5a2 5b2\n"
                               "moves 5a1 zz\n"
                               "setoption colour blue\n"
                               "setoption level grandmaster\n"
                               "go\n",
                               &o);
    char line[256];
    assert_int_equal(count_lines(out), 10);
    assert_memory_equal(nth_line(out, 0, line, sizeof line), "error ", 6);
    assert_memory_equal(nth_line(out, 1, line, sizeof line), "error ", 6); /* no round */
    assert_memory_equal(nth_line(out, 2, line, sizeof line), "error ", 6);
    assert_string_equal(nth_line(out, 3, line, sizeof line), "ok");
    assert_string_equal(nth_line(out, 4, line, sizeof line), "ok");
    assert_memory_equal(nth_line(out, 5, line, sizeof line), "error ", 6);
    assert_memory_equal(nth_line(out, 6, line, sizeof line), "error ", 6);
    assert_memory_equal(nth_line(out, 7, line, sizeof line), "error ", 6);
    assert_memory_equal(nth_line(out, 8, line, sizeof line), "error ", 6);
    nth_line(out, 9, line, sizeof line);
    assert_memory_equal(line, "bestmove ", 9);
    assert_true(line[9] >= '1' && line[9] <= '4');
    free(out);
}

static void test_cep_round_over_and_bad_seats_are_errors(void **state)
{
    (void)state;
    cs_cep_options o = quick_engine();
    char *out = cep_transcript(
        "newround players=2 me=SN first=S\n"
        "newround players=3 me=E first=S\n"
        "newround players=3 me=E first=S seats=SWE\n"
        "moves 1a1 1a1 1a1 1a1 1a1 2a1 2a1 2a1 2a1 2a1 3a1 3a1 3a1 3a1 3a1 4a1 4a1 4a1 4a1 4a1 "
        "5a1 5a1 5a1 5a1 5a1\n"
        "go\n"
        "reveal S:1234 W:5611\n"
        "reveal S:1237\n",
        &o);
    char line[256];
    assert_memory_equal(nth_line(out, 0, line, sizeof line), "error ", 6);
    assert_memory_equal(nth_line(out, 1, line, sizeof line), "error ", 6);
    assert_string_equal(nth_line(out, 2, line, sizeof line), "ok");
    assert_string_equal(nth_line(out, 3, line, sizeof line), "ok");
    assert_memory_equal(nth_line(out, 4, line, sizeof line), "error ", 6);
    assert_string_equal(nth_line(out, 5, line, sizeof line), "ok");
    assert_memory_equal(nth_line(out, 6, line, sizeof line), "error ", 6);
    free(out);
}

/* Two players: the player holding `first` moves on even placements. With
 * me=NE and first=S, after one placement it is my turn, and I play for my
 * own goals; the answer is legal either way. */
static void test_cep_two_player_turn_order(void **state)
{
    (void)state;
    cs_cep_options o = quick_engine();
    o.level = CS_AI_MEDIUM;
    char *out = cep_transcript("newround players=2 me=NE first=W\n"
                               "goals\n"
                               "moves 3c3\n"
                               "go movetime 200\n"
                               "moves 3c3 4c3\n"
                               "go movetime 200\n",
                               &o);
    char line[256];
    assert_int_equal(count_lines(out), 6);
    for (int k = 3; k < 6; k += 2) {
        nth_line(out, k, line, sizeof line);
        assert_memory_equal(line, "bestmove ", 9);
        cs_move m;
        assert_int_equal(cs_move_parse(line + 9, strlen(line + 9), &m, NULL), CS_OK);
    }
    /* The round context the engine builds: first=W is player 0 (S+W). */
    cs_ai_round r = {2, {0, 0, 1, 1}, 0, 1, {{0}}};
    assert_int_equal(cs_ai_mover_at(&r, 0), 0);
    assert_int_equal(cs_ai_mover_at(&r, 1), 1);
    assert_int_equal(cs_ai_mover_at(&r, 24), 0);
    free(out);
}

static void test_cep_survives_long_lines_and_junk(void **state)
{
    (void)state;
    cs_cep_options o = quick_engine();
    size_t big = 3 * CS_CEP_MAX_LINE;
    char *input = malloc(big + 200);
    assert_non_null(input);
    memset(input, 'x', big);
    size_t n = big;
    input[n++] = '\n';
    const char junk[] = "\x01\x02\xff\xfe moves \x80\n\t\t\n   \ngo movetime -5\nisready";
    memcpy(input + n, junk, sizeof junk);
    n += sizeof junk - 1;
    input[n] = '\0';
    char *out = cep_transcript(input, &o);
    char line[256];
    assert_int_equal(count_lines(out), 6);
    for (int k = 0; k < 5; k++)
        assert_memory_equal(nth_line(out, k, line, sizeof line), "error ", 6);
    assert_string_equal(nth_line(out, 5, line, sizeof line), "readyok");
    for (const char *p = out; *p; p++)
        assert_true(*p == '\n' || (*p >= 32 && *p < 127));
    free(out);
    free(input);
}

/* ---- Arena. */

static void test_arena_with_external_engine_completes(void **state)
{
    (void)state;
    char spec[4200];
    snprintf(spec, sizeof spec, "engine:'%s' --engine", self_path);
    cs_arena_config cfg = cs_arena_config_default();
    cfg.nplayers = 2;
    cfg.entrant[0] = spec;
    cfg.entrant[1] = "medium";
    cfg.games = 2;
    cfg.rounds = 1;
    cfg.movetime_ms = 2000;
    cfg.grace_ms = 3000; /* sanitizers are slow */
    cfg.progress = false;
    cs_arena_result res;
    char err[200];
    assert_int_equal(cs_arena_run(&cfg, &res, err, sizeof err), 0);
    assert_int_equal(res.games, 2);
    assert_int_equal(res.faults[0], 0);
    assert_int_equal(res.faults[1], 0);
    assert_true(res.wins[0] + res.wins[1] > 1.999 && res.wins[0] + res.wins[1] < 2.001);
    assert_true(res.score_sum[0] > 0);
}

static void test_arena_misbehaving_engines_lose_and_are_reported(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "engine:sh -c 'read x; echo garbage'",          /* no handshake */
        "engine:sh -c 'read x; echo cepok; sleep 30'",  /* hangs */
        "engine:sh -c 'read x; echo cepok; read y; echo ok; read z; echo goals S:1111 W:2222 N:3333; cat'",
        "engine:/nonexistent/engine",                   /* cannot start */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cs_arena_config cfg = cs_arena_config_default();
        cfg.nplayers = 2;
        cfg.entrant[0] = "easy";
        cfg.entrant[1] = bad[i];
        cfg.games = 2;
        cfg.rounds = 1;
        cfg.movetime_ms = 100;
        cfg.setup_timeout_ms = 300;
        cfg.progress = false;
        cs_arena_result res;
        char err[200];
        double t0 = ai_now_ms();
        assert_int_equal(cs_arena_run(&cfg, &res, err, sizeof err), 0);
        assert_true(ai_now_ms() - t0 < 5000);
        assert_int_equal(res.faults[1], 2);
        assert_true(res.wins[0] > 1.999);
        assert_true(res.nfault_msgs >= 1);
        char table[4096];
        FILE *f = fmemopen(table, sizeof table, "w");
        cs_arena_print(f, &cfg, &res);
        fclose(f);
        assert_non_null(strstr(table, "fault: game"));
    }
}

static void test_wilson_interval(void **state)
{
    (void)state;
    double lo, hi;
    eg_arena_wilson(50, 100, &lo, &hi);
    assert_true(lo > 0.40 && lo < 0.41);
    assert_true(hi > 0.59 && hi < 0.60);
    eg_arena_wilson(0, 10, &lo, &hi);
    assert_true(lo == 0 && hi > 0.27 && hi < 0.28);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--engine") == 0) {
        cs_cep_options o = quick_engine();
        return cs_cep_run(stdin, stdout, &o);
    }
    ssize_t n = readlink("/proc/self/exe", self_path, sizeof self_path - 1);
    if (n > 0)
        self_path[n] = '\0';
    else
        snprintf(self_path, sizeof self_path, "%s", argv[0]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fast_scorer_matches_core_on_random_boards),
        cmocka_unit_test(test_fast_scorer_rulings_examples),
        cmocka_unit_test(test_rollout_places_every_block),
        cmocka_unit_test(test_easy_plays_legal_moves),
        cmocka_unit_test(test_medium_plays_legal_moves),
        cmocka_unit_test(test_goals_vary_between_games),
        cmocka_unit_test(test_hard_plays_legal_moves),
        cmocka_unit_test(test_goals_are_codes_for_held_seats),
        cmocka_unit_test(test_same_seed_and_iterations_give_same_move),
        cmocka_unit_test(test_belief_concentrates_on_true_goals),
        cmocka_unit_test(test_cep_handshake_lists_name_and_ends_with_cepok),
        cmocka_unit_test(test_cep_spec_example),
        cmocka_unit_test(test_cep_two_players_goals_for_both_seats),
        cmocka_unit_test(test_cep_errors_leave_state_unchanged),
        cmocka_unit_test(test_cep_round_over_and_bad_seats_are_errors),
        cmocka_unit_test(test_cep_two_player_turn_order),
        cmocka_unit_test(test_cep_survives_long_lines_and_junk),
        cmocka_unit_test(test_arena_with_external_engine_completes),
        cmocka_unit_test(test_arena_misbehaving_engines_lose_and_are_reported),
        cmocka_unit_test(test_wilson_interval),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
