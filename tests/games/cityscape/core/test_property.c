/* SPDX-License-Identifier: MIT */
/* test_property.c - seeded random play against the rules.
 *
 * Thousands of random legal games (2, 3 and 4 players, random seats, first
 * builders, rounds, goals and moves) check the invariants every round must
 * keep, and every score is checked against a second, naive reading of the
 * rule sentences written below. The seed is fixed by default, printed, and
 * can be replaced with the environment variable CS_PROPERTY_SEED (decimal or
 * 0x hex); CS_PROPERTY_GAMES changes the number of games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "cs_test.h"
#include "record.h"

enum { DEFAULT_GAMES = 3000, RANDOM_BOARDS = 20000 };
static const uint64_t DEFAULT_SEED = 0xc17e5ca9e2024ull;

/* ---- A tiny PRNG (splitmix64): the same seed gives the same games on every
 * platform, which rand() does not promise. */

typedef struct {
    uint64_t s;
} prng;

static uint64_t prng_next(prng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Uniform in 0..n-1 (n small: the modulo bias is negligible). */
static int prng_below(prng *r, int n)
{
    return (int)(prng_next(r) % (uint64_t)n);
}

static uint64_t test_seed;
static int test_games;

/* What the random games covered, printed at the end so a run that never
 * reaches a case is noticed: [code][score / 5]. */
static long seen_scores[7][9];
static long seen_rounds, seen_placements, seen_refusals, seen_record_checks;

static uint64_t env_u64(const char *name, uint64_t fallback)
{
    const char *v = getenv(name);
    if (!v || !*v)
        return fallback;
    char *end = NULL;
    unsigned long long x = strtoull(v, &end, 0);
    if (!end || *end != '\0') {
        fprintf(stderr, "%s=%s is not a number; using %" PRIu64 "\n", name, v, fallback);
        return fallback;
    }
    return (uint64_t)x;
}

/* ---- The reference: the rule sentences, read naively. */

/* RULINGS "Seats and lines", from the compass: S looks north up the files
 * from a, N looks south down the files from d, W looks east along the ranks
 * from rank 4, E looks west along the ranks from rank 1. */
static int ref_lot(int seat, int line, int depth)
{
    int file = 0, rank = 0;
    switch (seat) {
    case CS_S: file = line;         rank = depth;     break;
    case CS_N: file = 3 - line;     rank = 3 - depth; break;
    case CS_W: file = depth;        rank = 3 - line;  break;
    case CS_E: file = 3 - depth;    rank = line;      break;
    default: fail();
    }
    return file + 4 * rank;
}

/* "To be considered visible, a building must be taller than every building
 * in front of it." "if a lot remains vacant, it is not counted as a visible
 * building." */
static int ref_visible(const int h[4])
{
    int n = 0;
    for (int d = 0; d < 4; d++) {
        if (h[d] == 0)
            continue;
        bool taller_than_all_in_front = true;
        for (int e = 0; e < d; e++)
            if (!(h[d] > h[e]))
                taller_than_all_in_front = false;
        if (taller_than_all_in_front)
            n++;
    }
    return n;
}

/* "You satisfy Code 5 if two or more buildings of the same height are
 * visible, with no taller buildings in front or in between." "10 points for
 * each visible building in this line of blocks which has exactly the same
 * height as another visible building in this line of blocks." */
static int ref_code5(const int h[4])
{
    bool seen[4];
    for (int d = 0; d < 4; d++) {
        seen[d] = h[d] > 0;
        for (int e = 0; e < d; e++)
            if (h[e] > h[d])
                seen[d] = false;
    }
    int score = 0;
    for (int d = 0; d < 4; d++) {
        if (!seen[d])
            continue;
        bool matched = false;
        for (int e = 0; e < 4; e++)
            if (e != d && seen[e] && h[e] == h[d])
                matched = true;
        if (matched)
            score += 10;
    }
    return score;
}

/* "the line of blocks must contain the tallest building anywhere in the
 * city" - 25, however many of the tallest it holds. */
static int ref_code6(const int h[4], int city_tallest)
{
    for (int d = 0; d < 4; d++)
        if (h[d] > 0 && h[d] == city_tallest)
            return 25;
    return 0;
}

static int ref_score(int code, const int h[4], int city_tallest)
{
    if (code >= 1 && code <= 4)
        return ref_visible(h) == code ? 10 * code : 0;
    if (code == 5)
        return ref_code5(h);
    if (code == 6)
        return ref_code6(h, city_tallest);
    fail_msg("code %d is not a goal code", code);
    return -1;
}

/* ---- A shadow board: what the test itself believes was built. */

typedef struct {
    int height[CS_LOTS];
    int supply[CS_HEIGHTS + 1];
    uint8_t stack[CS_LOTS][CS_BLOCKS];
    int nstack[CS_LOTS];
    int placed;
} shadow;

static void shadow_init(shadow *s)
{
    memset(s, 0, sizeof *s);
    for (int h = 1; h <= CS_HEIGHTS; h++)
        s->supply[h] = CS_BLOCKS_PER_HEIGHT;
}

static void shadow_place(shadow *s, cs_move m)
{
    s->height[m.lot] += m.height;
    s->supply[m.height]--;
    s->stack[m.lot][s->nstack[m.lot]++] = m.height;
    s->placed++;
}

static int shadow_tallest(const shadow *s)
{
    int t = 0;
    for (int lot = 0; lot < CS_LOTS; lot++)
        if (s->height[lot] > t)
            t = s->height[lot];
    return t;
}

static void shadow_line(const shadow *s, int seat, int line, int h[4])
{
    for (int d = 0; d < 4; d++)
        h[d] = s->height[ref_lot(seat, line, d)];
}

/* The board agrees with the shadow: heights, stacks bottom-up, supply. */
static void check_board_matches(const cs_board *b, const shadow *s)
{
    int blocks = 0;
    for (int lot = 0; lot < CS_LOTS; lot++) {
        uint8_t stack[CS_BLOCKS];
        int n = cs_board_stack(b, lot, stack);
        assert_int_equal(n, s->nstack[lot]);
        assert_int_equal(b->nblocks[lot], n);
        assert_memory_equal(stack, s->stack[lot], (size_t)n);
        int sum = 0;
        for (int i = 0; i < n; i++)
            sum += stack[i];
        assert_int_equal(sum, s->height[lot]);
        assert_int_equal(b->height[lot], s->height[lot]);
        blocks += n;
    }
    assert_int_equal(blocks, s->placed);
    assert_int_equal(b->nplaced, s->placed);
    for (int h = 1; h <= CS_HEIGHTS; h++)
        assert_int_equal(b->supply[h], s->supply[h]);
    assert_int_equal(cs_board_tallest(b), shadow_tallest(s));
}

/* Every seat, line and code scores as the reference says. */
static void check_scorer_against_reference(const cs_board *b, const shadow *s)
{
    int tallest = shadow_tallest(s);
    for (int seat = 0; seat < CS_SEATS; seat++) {
        for (int line = 0; line < CS_LINES; line++) {
            int h[4];
            shadow_line(s, seat, line, h);
            for (int code = 1; code <= 6; code++) {
                int want = ref_score(code, h, tallest);
                int got = cs_score_line(b, (cs_seat)seat, line, code);
                if (got != want) {
                    char text[CS_CPN_MAX];
                    cs_board_format(b, text, sizeof text);
                    print_error("%s seat %c line %d code %d: reference %d, scorer %d\n",
                                text, cs_seat_char((cs_seat)seat), line + 1, code, want,
                                got);
                }
                assert_int_equal(got, want);
            }
        }
    }
}

/* ---- The legal moves. */

static void check_legal_moves(const cs_board *b, const shadow *s, cs_move *moves, int n)
{
    int heights_left = 0;
    for (int h = 1; h <= CS_HEIGHTS; h++)
        heights_left += s->supply[h] > 0;
    /* "any one of the unplayed ... blocks ... on any empty lot or on top of
     * any existing building": every lot, every height still in supply */
    assert_int_equal(n, heights_left * CS_LOTS);
    bool listed[CS_HEIGHTS + 1][CS_LOTS];
    memset(listed, 0, sizeof listed);
    for (int i = 0; i < n; i++) {
        assert_true(moves[i].height >= 1 && moves[i].height <= CS_HEIGHTS);
        assert_true(moves[i].lot < CS_LOTS);
        assert_true(s->supply[moves[i].height] > 0);
        assert_false(listed[moves[i].height][moves[i].lot]);
        listed[moves[i].height][moves[i].lot] = true;
        assert_true(cs_board_can_place(b, moves[i]));
    }
}

/* ---- Positions and records. */

/* CPN format -> parse -> format gives the same text and the same board. */
static void check_cpn_round_trip(const cs_game *g)
{
    cs_position pos;
    memset(&pos, 0, sizeof pos);
    pos.board = g->board;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (g->seats_set & (1u << seat)) {
            memcpy(pos.goals[seat], g->goals[seat], CS_LINES);
            pos.has_goals |= (uint8_t)(1u << seat);
        }
    }
    char text[CS_CPN_MAX], again[CS_CPN_MAX];
    int n = cs_cpn_format(&pos, text, sizeof text);
    assert_true(n > 0);
    assert_int_equal((size_t)n, strlen(text));
    cs_position back;
    cs_error err = {0};
    cs_errcode rc = cs_cpn_parse(text, (size_t)n, &back, &err);
    if (rc != CS_OK)
        print_error("\"%s\": %s (column %d)\n", text, err.msg, err.column);
    assert_int_equal(rc, CS_OK);
    assert_true(cs_board_equal(&back.board, &g->board));
    assert_memory_equal(back.board.height, g->board.height, CS_LOTS);
    assert_memory_equal(back.board.supply, g->board.supply, sizeof back.board.supply);
    assert_int_equal(back.has_goals, pos.has_goals);
    assert_memory_equal(back.goals, pos.goals, sizeof pos.goals);
    assert_int_equal(cs_cpn_format(&back, again, sizeof again), n);
    assert_string_equal(again, text);
}

static char record_text[CS_RECORD_TEXT_MAX], record_again[CS_RECORD_TEXT_MAX];

/* Record format -> parse -> format gives the same text and the same record,
 * and replaying it gives the game that was played. */
static void check_record_round_trip(const cs_record *rec, const cs_game *g)
{
    int n = cs_record_format(rec, record_text, sizeof record_text);
    assert_true(n > 0);
    cs_record back;
    cs_error err = {0};
    cs_errcode rc = cs_record_parse(record_text, (size_t)n, &back, &err);
    if (rc != CS_OK)
        print_error("record parse: line %d column %d: %s\n%s\n", err.line, err.column,
                    err.msg, record_text);
    assert_int_equal(rc, CS_OK);
    assert_true(cs_record_equal(rec, &back));
    assert_int_equal(cs_record_format(&back, record_again, sizeof record_again), n);
    assert_string_equal(record_again, record_text);
    cs_game replayed;
    rc = cs_record_replay(&back, &replayed, &err);
    if (rc != CS_OK)
        print_error("record replay: %s\n", err.msg);
    assert_int_equal(rc, CS_OK);
    assert_int_equal(replayed.phase, g->phase);
    assert_int_equal(replayed.round, g->round);
    assert_memory_equal(&replayed.board, &g->board, sizeof g->board);
    assert_memory_equal(replayed.goals, g->goals, sizeof g->goals);
    assert_int_equal(replayed.seats_set, g->seats_set);
    assert_memory_equal(replayed.round_score, g->round_score, sizeof g->round_score);
    assert_memory_equal(replayed.total, g->total, sizeof g->total);
    assert_int_equal(cs_record_is_complete(&back), g->phase == CS_PHASE_GAME_OVER);
    seen_record_checks++;
}

/* ---- One random game. */

typedef struct {
    prng *rng;
    cs_game g;
    cs_record rec;
    shadow sh;
    int checkpoint;  /* placement (over the whole game) at which to check the
                        record of the game in progress; -1 for none */
    int placed_in_game;
    int32_t totals[CS_MAX_PLAYERS];
} game_run;

static cs_config random_config(prng *rng)
{
    cs_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.nplayers = (uint8_t)(2 + prng_below(rng, 3));
    cfg.seat_mask = 0xf;
    if (cfg.nplayers == 3)
        cfg.seat_mask = (uint8_t)(0xf & ~(1u << prng_below(rng, 4)));
    cfg.nrounds = (uint8_t)(1 + prng_below(rng, prng_below(rng, 8) == 0 ? 8 : 4));
    cfg.first_player = (uint8_t)prng_below(rng, cfg.nplayers);
    return cfg;
}

/* Goal setting: every held seat, in a random order; building starts with
 * the last one and not before. */
static void random_goals(game_run *run)
{
    cs_game *g = &run->g;
    int order[CS_SEATS] = {0, 1, 2, 3};
    for (int i = CS_SEATS - 1; i > 0; i--) {
        int j = prng_below(run->rng, i + 1);
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    int held = 0, set = 0;
    for (int seat = 0; seat < CS_SEATS; seat++)
        held += cs_seat_player(g, (cs_seat)seat) >= 0;
    assert_int_equal(held, g->cfg.nplayers == 3 ? 3 : 4);
    for (int i = 0; i < CS_SEATS; i++) {
        cs_seat seat = (cs_seat)order[i];
        int p = cs_seat_player(g, seat);
        if (p < 0)
            continue;
        assert_int_equal(g->phase, CS_PHASE_GOALS);
        uint8_t codes[CS_LINES];
        for (int l = 0; l < CS_LINES; l++)
            codes[l] = (uint8_t)(1 + prng_below(run->rng, 6));
        cs_error err = {0};
        assert_int_equal(cs_game_set_goals(g, p, seat, codes, &err), CS_OK);
        cs_record_round *rr = &run->rec.rounds[run->rec.nrounds - 1];
        memcpy(rr->goals[seat], codes, CS_LINES);
        rr->goals_set |= (uint8_t)(1u << seat);
        set++;
        assert_int_equal(g->phase, set == held ? CS_PHASE_BUILDING : CS_PHASE_GOALS);
    }
}

/* Try something the rules forbid now and check it changes nothing. */
static void random_refusal(game_run *run)
{
    cs_game *g = &run->g, before;
    memcpy(&before, g, sizeof before);
    cs_error err = {0};
    int mover = cs_game_to_move(g);
    int other = (mover + 1 + prng_below(run->rng, g->cfg.nplayers - 1)) % g->cfg.nplayers;
    cs_move m = {(uint8_t)(1 + prng_below(run->rng, 5)), (uint8_t)prng_below(run->rng, 16)};
    if (g->board.supply[m.height] > 0) {
        assert_int_equal(cs_game_place(g, other, m, &err), CS_ERR_NOT_YOUR_TURN);
    } else {
        assert_int_equal(cs_game_place(g, mover, m, &err), CS_ERR_NO_BLOCK_LEFT);
    }
    assert_memory_equal(g, &before, sizeof before);
    seen_refusals++;
}

static void play_round(game_run *run)
{
    cs_game *g = &run->g;
    const int n = g->cfg.nplayers;
    const int first = (g->cfg.first_player + g->round) % n;
    assert_int_equal(cs_round_first_player(g, g->round), first);
    assert_int_equal(g->phase, CS_PHASE_GOALS);
    shadow_init(&run->sh);
    check_board_matches(&g->board, &run->sh);
    random_goals(run);
    cs_record_round *rr = &run->rec.rounds[run->rec.nrounds - 1];

    for (int k = 0; k < CS_BLOCKS; k++) {
        /* turn order: clockwise from the round's first builder */
        assert_int_equal(g->phase, CS_PHASE_BUILDING);
        int mover = cs_game_to_move(g);
        assert_int_equal(mover, (first + k) % n);
        assert_int_equal(cs_game_mover_at(g, k), mover);

        cs_move moves[CS_HEIGHTS * CS_LOTS];
        int nm = cs_board_legal_moves(&g->board, moves);
        check_legal_moves(&g->board, &run->sh, moves, nm);
        if (prng_below(run->rng, 8) == 0)
            random_refusal(run);

        cs_move m = moves[prng_below(run->rng, nm)];
        cs_board before = g->board;
        cs_error err = {0};
        assert_int_equal(cs_game_place(g, mover, m, &err), CS_OK);
        shadow_place(&run->sh, m);
        rr->moves[rr->nmoves++] = m;
        run->placed_in_game++;
        check_board_matches(&g->board, &run->sh);

        /* undo restores the previous board exactly */
        if (g->phase == CS_PHASE_BUILDING) {
            cs_game undone = *g;
            assert_int_equal(cs_game_undo(&undone, &err), CS_OK);
            assert_memory_equal(&undone.board, &before, sizeof before);
            assert_int_equal(cs_game_to_move(&undone), mover);
        } else {
            cs_board undone = g->board;
            assert_true(cs_board_unplace(&undone));
            assert_memory_equal(&undone, &before, sizeof before);
        }
        if (run->placed_in_game == run->checkpoint)
            check_record_round_trip(&run->rec, g);
    }

    /* The round is over: 25 placements, the supply is empty, the city is
     * 75 units tall in all. */
    assert_true(g->phase == CS_PHASE_SCORED || g->phase == CS_PHASE_GAME_OVER);
    assert_int_equal(g->phase == CS_PHASE_GAME_OVER, g->round + 1 == g->cfg.nrounds);
    assert_int_equal(g->board.nplaced, CS_BLOCKS);
    for (int h = 1; h <= CS_HEIGHTS; h++)
        assert_int_equal(g->board.supply[h], 0);
    assert_int_equal(cs_board_total_height(&g->board), 75);
    cs_move none[CS_HEIGHTS * CS_LOTS];
    assert_int_equal(cs_board_legal_moves(&g->board, none), 0);
    assert_int_equal(cs_game_to_move(g), -1);

    /* Every line score is within its bounds and a score its code can give,
     * and is the reference's score. */
    int tallest = shadow_tallest(&run->sh);
    int round_sum[CS_MAX_PLAYERS] = {0};
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int p = cs_seat_player(g, (cs_seat)seat);
        if (p < 0)
            continue;
        for (int line = 0; line < CS_LINES; line++) {
            int code = g->goals[seat][line];
            int s = g->seat_score[seat][line];
            assert_in_range(code, 1, 6);
            assert_in_range(s, 0, cs_code_max_score(code));
            if (code <= 4)
                assert_true(s == 0 || s == 10 * code);
            else if (code == 5)
                assert_true(s == 0 || s == 20 || s == 30 || s == 40);
            else
                assert_true(s == 0 || s == 25);
            int h[4];
            shadow_line(&run->sh, seat, line, h);
            assert_int_equal(s, ref_score(code, h, tallest));
            seen_scores[code][s / 5]++;
            round_sum[p] += s;
        }
    }
    /* round totals add up to the game totals */
    for (int p = 0; p < n; p++) {
        assert_int_equal(cs_game_player_round_score(g, p, g->round), round_sum[p]);
        run->totals[p] += round_sum[p];
        assert_int_equal(g->total[p], run->totals[p]);
    }
    check_scorer_against_reference(&g->board, &run->sh);
    check_cpn_round_trip(g);
    seen_rounds++;
    seen_placements += CS_BLOCKS;
}

static void play_game(prng *rng, int index)
{
    static game_run run; /* large; keep it off the stack */
    memset(&run, 0, sizeof run);
    run.rng = rng;
    cs_config cfg = random_config(rng);
    cs_error err = {0};
    assert_int_equal(cs_game_init(&run.g, &cfg, &err), CS_OK);
    assert_int_equal(cs_record_init(&run.rec, &cfg, &err), CS_OK);
    /* Seats: two players sit diagonally, S+W against N+E; three or four are
     * numbered clockwise from S over the seats they hold. */
    for (int seat = 0, next = 0; seat < CS_SEATS; seat++) {
        int want = cfg.nplayers == 2              ? (seat == CS_S || seat == CS_W ? 0 : 1)
                   : (cfg.seat_mask >> seat) & 1u ? next++
                                                  : -1;
        assert_int_equal(cs_seat_player(&run.g, (cs_seat)seat), want);
    }
    if (index % 4 == 0) {
        static const char *const controllers[] = {"human", "easy", "hard",
                                                  "engine:./bot --depth 3"};
        static const char *const names[] = {"Ann", "Bo", "Zo\xc3\xab", "Player with space"};
        for (int p = 0; p < cfg.nplayers; p++)
            assert_int_equal(cs_record_set_player(&run.rec, p,
                                                  controllers[prng_below(rng, 4)],
                                                  names[prng_below(rng, 4)], &err),
                             CS_OK);
    }
    run.checkpoint = index % 8 == 0 ? 1 + prng_below(rng, CS_BLOCKS * cfg.nrounds) : -1;

    for (int r = 0; r < cfg.nrounds; r++) {
        assert_int_equal(run.g.round, r);
        play_round(&run);
        if (r + 1 < cfg.nrounds) {
            assert_int_equal(run.g.phase, CS_PHASE_SCORED);
            assert_int_equal(cs_game_next_round(&run.g, &err), CS_OK);
            run.rec.nrounds++;
        }
    }
    assert_int_equal(run.g.phase, CS_PHASE_GAME_OVER);

    /* "The winner is the player with the most points"; ties share. */
    int32_t best = run.totals[0];
    for (int p = 1; p < cfg.nplayers; p++)
        if (run.totals[p] > best)
            best = run.totals[p];
    unsigned winners = 0;
    for (int p = 0; p < cfg.nplayers; p++)
        if (run.totals[p] == best)
            winners |= 1u << p;
    assert_int_equal(cs_game_winners(&run.g), winners);

    check_record_round_trip(&run.rec, &run.g);
}

/* ---- Tests. */

static void test_random_legal_games_keep_the_invariants(void **state)
{
    (void)state;
    prng rng = {test_seed};
    for (int i = 0; i < test_games; i++)
        play_game(&rng, i);
    printf("test_property: %d games, %ld rounds, %ld placements, %ld refusals, "
           "%ld record round trips\n",
           test_games, seen_rounds, seen_placements, seen_refusals, seen_record_checks);
    for (int code = 1; code <= 6; code++) {
        printf("  code %d scored:", code);
        for (int v = 0; v < 9; v++)
            if (seen_scores[code][v])
                printf(" %d x%ld", v * 5, seen_scores[code][v]);
        printf("\n");
    }
    /* A run long enough to mean anything meets every code both ways. */
    if (test_games >= 1000)
        for (int code = 1; code <= 6; code++) {
            long met = 0;
            for (int v = 1; v < 9; v++)
                met += seen_scores[code][v];
            assert_true(seen_scores[code][0] > 0);
            assert_true(met > 0);
        }
}

/* The line scorers against the reference on every line of heights 0..6. */
static void test_line_scorers_match_reference_exhaustively(void **state)
{
    (void)state;
    for (int i = 0; i < 7 * 7 * 7 * 7; i++) {
        int h[4] = {i % 7, i / 7 % 7, i / 49 % 7, i / 343};
        uint8_t raw[4] = {(uint8_t)h[0], (uint8_t)h[1], (uint8_t)h[2], (uint8_t)h[3]};
        if (cs_line_visible(raw) != ref_visible(h) || cs_line_pair_score(raw) != ref_code5(h))
            print_error("line %d,%d,%d,%d: visible %d/%d, code 5 %d/%d (core/reference)\n",
                        h[0], h[1], h[2], h[3], cs_line_visible(raw), ref_visible(h),
                        cs_line_pair_score(raw), ref_code5(h));
        assert_int_equal(cs_line_visible(raw), ref_visible(h));
        assert_int_equal(cs_line_pair_score(raw), ref_code5(h));
        for (int t = 1; t <= 8; t++)
            assert_int_equal(cs_line_has_tallest(raw, t) ? 25 : 0, ref_code6(h, t));
    }
}

/* The board scorer against the reference on random boards: partly built
 * cities, few-lot cities with tall stacks and ties, and full ones. */
static void test_scorer_matches_reference_on_random_boards(void **state)
{
    (void)state;
    prng rng = {test_seed ^ 0x5c0e5c0e5c0e5c0eull};
    for (int i = 0; i < RANDOM_BOARDS; i++) {
        cs_board b;
        cs_board_init(&b);
        shadow sh;
        shadow_init(&sh);
        int blocks = prng_below(&rng, CS_BLOCKS + 1);
        int lots = 1 + prng_below(&rng, CS_LOTS); /* build on lots 0..lots-1 only */
        int max_h = 1 + prng_below(&rng, CS_HEIGHTS);
        for (int k = 0; k < blocks; k++) {
            cs_move m = {(uint8_t)(1 + prng_below(&rng, max_h)),
                         (uint8_t)prng_below(&rng, lots)};
            if (sh.supply[m.height] == 0)
                continue;
            /* spread the lots over the board */
            m.lot = (uint8_t)((m.lot * 7 + i) % CS_LOTS);
            cs_error err = {0};
            assert_int_equal(cs_board_place(&b, m, &err), CS_OK);
            shadow_place(&sh, m);
        }
        check_board_matches(&b, &sh);
        check_scorer_against_reference(&b, &sh);
    }
}

int main(void)
{
    test_seed = env_u64("CS_PROPERTY_SEED", DEFAULT_SEED);
    test_games = (int)env_u64("CS_PROPERTY_GAMES", DEFAULT_GAMES);
    printf("test_property: seed 0x%" PRIx64 ", %d games (replay with "
           "CS_PROPERTY_SEED=0x%" PRIx64 ")\n",
           test_seed, test_games, test_seed);
    fflush(stdout);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_line_scorers_match_reference_exhaustively),
        cmocka_unit_test(test_scorer_matches_reference_on_random_boards),
        cmocka_unit_test(test_random_legal_games_keep_the_invariants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
