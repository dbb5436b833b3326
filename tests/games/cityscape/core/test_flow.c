/* SPDX-License-Identifier: MIT */
/* test_flow.c - pieces, players, turns, rounds and the game's refusals:
 * "What's in the Box", "Setting Up", "Two-Player Variation", "Building",
 * "Scoring" and "Winning the Game" of the official rules, as read by
 * RULINGS.md ("Pieces", "Players and rounds"). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "cs_test.h"

#define SEAT_BIT(s) (1u << (s))
#define ALL_SEATS 0xfu

/* ---- A known city: all 25 blocks, total height 75, tallest 29 on c4.
 *
 *   rank 4:  1  2 29  4
 *   rank 3:  2  3  4  5
 *   rank 2:  3  4  5  1
 *   rank 1:  4  5  1  2
 *            a  b  c  d
 *
 * Seen from each edge (visible buildings per line, tallest in which line):
 *   S 1 1 3 2, tallest in line 3     W 3 4 3 2, tallest in line 1
 *   N 2 1 4 4, tallest in line 2     E 2 2 1 2, tallest in line 4
 * With the goals below: S:1132 = 70, W:3461 = 70, N:2644 = 125, E:2216 = 75. */
static const char *const CITY_MOVES[CS_BLOCKS] = {
    "4a1", "5b1", "1c1", "2d1", "3a2", "4b2", "5c2", "1d2", "2a3",
    "3b3", "4c3", "5d3", "1a4", "2b4", "3c4", "4d4", "1c4", "1c4",
    "2c4", "2c4", "3c4", "3c4", "4c4", "5c4", "5c4",
};
static const char CITY_BOARD[] = "1,2,3112233455,4/2,3,4,5/3,4,5,1/4,5,1,2";
static const uint8_t CITY_GOALS[CS_SEATS][CS_LINES] = {
    [CS_S] = {1, 1, 3, 2},
    [CS_W] = {3, 4, 6, 1},
    [CS_N] = {2, 6, 4, 4},
    [CS_E] = {2, 2, 1, 6},
};
enum { CITY_S = 70, CITY_W = 70, CITY_N = 125, CITY_E = 75 };

/* ---- Helpers. */

static cs_move city_move(int k)
{
    cs_move m = {0, 0};
    assert_int_equal(cs_move_parse(CITY_MOVES[k], 3, &m, NULL), CS_OK);
    return m;
}

static cs_game new_game(int nplayers, unsigned seat_mask, int nrounds, int first)
{
    cs_config cfg = {(uint8_t)nplayers, (uint8_t)seat_mask, (uint8_t)nrounds,
                     (uint8_t)first};
    cs_game g;
    cs_error err = {0};
    cs_errcode rc = cs_game_init(&g, &cfg, &err);
    if (rc != CS_OK)
        print_error("cs_game_init: %s\n", err.msg);
    assert_int_equal(rc, CS_OK);
    return g;
}

/* Every held seat's owner sets that seat's goals. */
static void set_goals(cs_game *g, const uint8_t goals[CS_SEATS][CS_LINES])
{
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int p = cs_seat_player(g, (cs_seat)seat);
        if (p < 0)
            continue;
        cs_error err = {0};
        assert_int_equal(cs_game_set_goals(g, p, (cs_seat)seat, goals[seat], &err), CS_OK);
    }
    assert_int_equal(g->phase, CS_PHASE_BUILDING);
}

/* Place the city's blocks from `from` up to (not including) `to`, each by
 * the player to move; `movers` (if non-NULL) receives who placed each. */
static void build_city(cs_game *g, int from, int to, int movers[CS_BLOCKS])
{
    for (int k = from; k < to; k++) {
        int p = cs_game_to_move(g);
        assert_true(p >= 0);
        assert_int_equal(cs_game_mover_at(g, k), p);
        if (movers)
            movers[k] = p;
        cs_error err = {0};
        assert_int_equal(cs_game_place(g, p, city_move(k), &err), CS_OK);
    }
}

/* One whole round on the known city. */
static void play_city_round(cs_game *g, const uint8_t goals[CS_SEATS][CS_LINES])
{
    set_goals(g, goals);
    build_city(g, 0, CS_BLOCKS, NULL);
}

/* The call's result `rc` is the refusal `code`, with a message, and the
 * game equals `before` byte for byte. */
static void assert_refused(cs_errcode rc, const cs_error *err, cs_errcode code,
                           const cs_game *g, const cs_game *before)
{
    if (rc != code)
        print_error("want %s, got %s (%s)\n", cs_errcode_name(code), cs_errcode_name(rc),
                    err->msg);
    assert_int_equal(rc, code);
    assert_int_equal(err->code, code);
    assert_true(strlen(err->msg) > 0);
    assert_memory_equal(g, before, sizeof *g);
}

static void assert_place_refused(cs_game *g, int player, cs_move m, cs_errcode code)
{
    cs_game before;
    memcpy(&before, g, sizeof before);
    cs_error err;
    memset(&err, 0, sizeof err);
    assert_refused(cs_game_place(g, player, m, &err), &err, code, g, &before);
}

static void assert_goals_refused(cs_game *g, int player, cs_seat seat,
                                 const uint8_t codes[CS_LINES], cs_errcode code)
{
    cs_game before;
    memcpy(&before, g, sizeof before);
    cs_error err;
    memset(&err, 0, sizeof err);
    assert_refused(cs_game_set_goals(g, player, seat, codes, &err), &err, code, g, &before);
}

static void assert_undo_refused(cs_game *g, cs_errcode code)
{
    cs_game before;
    memcpy(&before, g, sizeof before);
    cs_error err;
    memset(&err, 0, sizeof err);
    assert_refused(cs_game_undo(g, &err), &err, code, g, &before);
}

static void assert_next_round_refused(cs_game *g, cs_errcode code)
{
    cs_game before;
    memcpy(&before, g, sizeof before);
    cs_error err;
    memset(&err, 0, sizeof err);
    assert_refused(cs_game_next_round(g, &err), &err, code, g, &before);
}

static void assert_config_refused(int nplayers, unsigned seat_mask, int nrounds, int first,
                                  cs_errcode code)
{
    cs_config cfg = {(uint8_t)nplayers, (uint8_t)seat_mask, (uint8_t)nrounds,
                     (uint8_t)first};
    cs_error err;
    memset(&err, 0, sizeof err);
    assert_int_equal(cs_config_check(&cfg, &err), code);
    assert_true(strlen(err.msg) > 0);
    cs_game g, before;
    memset(&g, 0x5a, sizeof g);
    memcpy(&before, &g, sizeof g);
    memset(&err, 0, sizeof err);
    assert_refused(cs_game_init(&g, &cfg, &err), &err, code, &g, &before);
}

/* ---- Pieces. */

/* "25 Wooden Building Blocks (5 each of 5 different heights)"; RULINGS:
 * heights 1, 2, 3, 4 and 5. */
static void test_supply_holds_five_blocks_of_each_height(void **state)
{
    (void)state;
    cs_board b;
    cs_board_init(&b);
    for (int h = 1; h <= CS_HEIGHTS; h++)
        assert_int_equal(b.supply[h], 5);
    assert_int_equal(b.nplaced, 0);
    assert_int_equal(cs_board_total_height(&b), 0);
    assert_int_equal(cs_board_tallest(&b), 0);
    cs_move moves[CS_HEIGHTS * CS_LOTS];
    assert_int_equal(cs_board_legal_moves(&b, moves), 80);
}

/* "A turn consists of selecting any one of the unplayed wooden building
 * blocks and placing it on any empty lot or on top of any existing
 * building." A building's height is the sum of its blocks. */
static void test_block_goes_on_an_empty_lot_or_on_top(void **state)
{
    (void)state;
    cs_board b;
    cs_board_init(&b);
    T_place(&b, 2, "b2");
    assert_int_equal(b.height[T_lot("b2")], 2);
    T_place(&b, 3, "b2");
    assert_int_equal(b.height[T_lot("b2")], 5);
    assert_int_equal(b.nblocks[T_lot("b2")], 2);
    uint8_t stack[CS_BLOCKS];
    assert_int_equal(cs_board_stack(&b, T_lot("b2"), stack), 2);
    assert_int_equal(stack[0], 2);
    assert_int_equal(stack[1], 3);
    assert_int_equal(b.supply[2], 4);
    assert_int_equal(b.supply[3], 4);
    for (int h = 1; h <= CS_HEIGHTS; h++)
        for (int lot = 0; lot < CS_LOTS; lot++)
            assert_true(cs_board_can_place(&b, (cs_move){(uint8_t)h, (uint8_t)lot}));
}

/* "There is no limit on how high a building can go or how many blocks can
 * be used to build it." */
static void test_no_limit_on_building_height(void **state)
{
    (void)state;
    cs_board b;
    cs_board_init(&b);
    for (int h = 1; h <= CS_HEIGHTS; h++)
        for (int i = 0; i < CS_BLOCKS_PER_HEIGHT; i++)
            T_place(&b, h, "c3");
    assert_int_equal(b.height[T_lot("c3")], 75);
    assert_int_equal(b.nblocks[T_lot("c3")], 25);
    assert_int_equal(cs_board_tallest(&b), 75);
    assert_int_equal(cs_board_total_height(&b), 75);
}

/* "selecting any one of the unplayed ... blocks": five of a height, then
 * that height is gone. */
static void test_sixth_block_of_a_height_is_refused(void **state)
{
    (void)state;
    cs_board b;
    cs_board_init(&b);
    for (int i = 0; i < 5; i++)
        T_place(&b, 4, "a1");
    cs_board before = b;
    cs_error err = {0};
    assert_false(cs_board_can_place(&b, T_move(4, "b1")));
    assert_int_equal(cs_board_place(&b, T_move(4, "b1"), &err), CS_ERR_NO_BLOCK_LEFT);
    assert_int_equal(err.code, CS_ERR_NO_BLOCK_LEFT);
    assert_true(strlen(err.msg) > 0);
    assert_memory_equal(&b, &before, sizeof b);
    cs_move moves[CS_HEIGHTS * CS_LOTS];
    int n = cs_board_legal_moves(&b, moves);
    assert_int_equal(n, 64);
    for (int i = 0; i < n; i++)
        assert_int_not_equal(moves[i].height, 4);
}

static void test_board_refuses_bad_height_and_lot(void **state)
{
    (void)state;
    cs_board b, before;
    cs_board_init(&b);
    before = b;
    cs_error err = {0};
    cs_move m0 = {0, 0}, m6 = {6, 0}, m16 = {1, 16};
    assert_int_equal(cs_board_place(&b, m0, &err), CS_ERR_BAD_HEIGHT);
    assert_int_equal(err.code, CS_ERR_BAD_HEIGHT);
    assert_int_equal(cs_board_place(&b, m6, &err), CS_ERR_BAD_HEIGHT);
    assert_int_equal(cs_board_place(&b, m16, &err), CS_ERR_NO_SUCH_LOT);
    assert_int_equal(err.code, CS_ERR_NO_SUCH_LOT);
    assert_false(cs_board_can_place(&b, m0));
    assert_false(cs_board_can_place(&b, m6));
    assert_false(cs_board_can_place(&b, m16));
    assert_memory_equal(&b, &before, sizeof b);
}

/* ---- Seats and players. */

/* "4 players: one seat each." Players are numbered clockwise from S. */
static void test_four_players_hold_one_seat_each(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    for (int seat = 0; seat < CS_SEATS; seat++) {
        assert_int_equal(cs_seat_player(&g, (cs_seat)seat), seat);
        cs_seat seats[2];
        assert_int_equal(cs_player_seats(&g, seat, seats), 1);
        assert_int_equal(seats[0], seat);
    }
}

/* "3 players: three seats, the fourth edge stays empty (S, W, N unless
 * chosen otherwise)." */
static void test_three_players_default_seats_s_w_n(void **state)
{
    (void)state;
    cs_config cfg = cs_config_default(3);
    assert_int_equal(cfg.seat_mask, SEAT_BIT(CS_S) | SEAT_BIT(CS_W) | SEAT_BIT(CS_N));
    cs_game g;
    assert_int_equal(cs_game_init(&g, &cfg, NULL), CS_OK);
    assert_int_equal(cs_seat_player(&g, CS_S), 0);
    assert_int_equal(cs_seat_player(&g, CS_W), 1);
    assert_int_equal(cs_seat_player(&g, CS_N), 2);
    assert_int_equal(cs_seat_player(&g, CS_E), -1);
    /* three goal sets start the building */
    set_goals(&g, CITY_GOALS);
    assert_int_equal(g.goals[CS_E][0], 0);
}

static void test_three_players_chosen_seats(void **state)
{
    (void)state;
    cs_game g = new_game(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_N) | SEAT_BIT(CS_E), 3, 0);
    assert_int_equal(cs_seat_player(&g, CS_S), 0);
    assert_int_equal(cs_seat_player(&g, CS_W), -1);
    assert_int_equal(cs_seat_player(&g, CS_N), 1);
    assert_int_equal(cs_seat_player(&g, CS_E), 2);
    set_goals(&g, CITY_GOALS);
    build_city(&g, 0, CS_BLOCKS, NULL);
    assert_int_equal(cs_game_player_round_score(&g, 0, 0), CITY_S);
    assert_int_equal(cs_game_player_round_score(&g, 1, 0), CITY_N);
    assert_int_equal(cs_game_player_round_score(&g, 2, 0), CITY_E);
}

/* "When two play, place the board diagonally between the players so that
 * each player takes two adjacent sides of the city." RULINGS: one player
 * holds S and W, the other N and E. */
static void test_two_players_hold_diagonal_sides_s_w_and_n_e(void **state)
{
    (void)state;
    cs_config cfg = cs_config_default(2);
    assert_int_equal(cfg.seat_mask, ALL_SEATS);
    cs_game g;
    assert_int_equal(cs_game_init(&g, &cfg, NULL), CS_OK);
    cs_seat seats[2];
    assert_int_equal(cs_player_seats(&g, 0, seats), 2);
    assert_int_equal(seats[0], CS_S);
    assert_int_equal(seats[1], CS_W);
    assert_int_equal(cs_player_seats(&g, 1, seats), 2);
    assert_int_equal(seats[0], CS_N);
    assert_int_equal(seats[1], CS_E);
}

/* "Give each player two holders and two sets of dice. The players place the
 * dice in the holders separately for each of their two sides." Building
 * waits for both sides of both players. */
static void test_two_players_set_goals_for_both_sides(void **state)
{
    (void)state;
    cs_game g = new_game(2, ALL_SEATS, 4, 0);
    cs_error err;
    assert_int_equal(cs_game_set_goals(&g, 0, CS_S, CITY_GOALS[CS_S], &err), CS_OK);
    assert_false(cs_game_player_goals_done(&g, 0));
    assert_int_equal(cs_game_set_goals(&g, 1, CS_E, CITY_GOALS[CS_E], &err), CS_OK);
    assert_int_equal(cs_game_set_goals(&g, 1, CS_N, CITY_GOALS[CS_N], &err), CS_OK);
    assert_true(cs_game_player_goals_done(&g, 1));
    assert_int_equal(g.phase, CS_PHASE_GOALS);
    assert_int_equal(cs_game_to_move(&g), -1);
    assert_int_equal(cs_game_set_goals(&g, 0, CS_W, CITY_GOALS[CS_W], &err), CS_OK);
    assert_true(cs_game_player_goals_done(&g, 0));
    assert_int_equal(g.phase, CS_PHASE_BUILDING);
    assert_memory_equal(g.goals[CS_W], CITY_GOALS[CS_W], CS_LINES);
}

/* ---- Turns. */

/* "Play proceeds clockwise around the table with each player placing a
 * piece on the board." RULINGS: S, W, N, E. */
static void test_four_players_build_clockwise_s_w_n_e(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    set_goals(&g, CITY_GOALS);
    int movers[CS_BLOCKS];
    build_city(&g, 0, CS_BLOCKS, movers);
    static const cs_seat order[] = {CS_S, CS_W, CS_N, CS_E};
    for (int k = 0; k < CS_BLOCKS; k++)
        assert_int_equal(movers[k], cs_seat_player(&g, order[k % 4]));
}

/* "Play goes clockwise seen from above: S, W, N, E, skipping seats nobody
 * holds." */
static void test_three_players_build_clockwise_skipping_the_empty_seat(void **state)
{
    (void)state;
    cs_game g = new_game(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_N) | SEAT_BIT(CS_E), 3, 0);
    set_goals(&g, CITY_GOALS);
    int movers[CS_BLOCKS];
    build_city(&g, 0, CS_BLOCKS, movers);
    static const cs_seat order[] = {CS_S, CS_N, CS_E};
    for (int k = 0; k < CS_BLOCKS; k++)
        assert_int_equal(movers[k], cs_seat_player(&g, order[k % 3]));

    cs_game d = new_game(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_W) | SEAT_BIT(CS_N), 3, 0);
    set_goals(&d, CITY_GOALS);
    build_city(&d, 0, CS_BLOCKS, movers);
    static const cs_seat order_swn[] = {CS_S, CS_W, CS_N};
    for (int k = 0; k < CS_BLOCKS; k++)
        assert_int_equal(movers[k], cs_seat_player(&d, order_swn[k % 3]));
}

/* "When building, each player places only one block per turn." */
static void test_two_players_alternate_single_placements(void **state)
{
    (void)state;
    cs_game g = new_game(2, ALL_SEATS, 4, 0);
    set_goals(&g, CITY_GOALS);
    int movers[CS_BLOCKS];
    build_city(&g, 0, 3, movers);
    assert_int_equal(movers[0], 0);
    assert_int_equal(movers[1], 1);
    assert_int_equal(movers[2], 0);
    /* player 0 just placed: a second block in the same turn is refused */
    assert_place_refused(&g, 0, city_move(3), CS_ERR_NOT_YOUR_TURN);
    build_city(&g, 3, CS_BLOCKS, movers);
    for (int k = 0; k < CS_BLOCKS; k++)
        assert_int_equal(movers[k], k % 2);
}

/* "You cannot pass - you must build with one block each time it is your
 * turn." There is no pass: the turn moves on only when the player places,
 * and a refused placement leaves the turn where it was. */
static void test_no_passing_turn_moves_only_by_placing(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    set_goals(&g, CITY_GOALS);
    assert_int_equal(cs_game_to_move(&g), 0);
    cs_move bad = {6, 0};
    assert_place_refused(&g, 0, bad, CS_ERR_BAD_HEIGHT);
    assert_place_refused(&g, 1, city_move(0), CS_ERR_NOT_YOUR_TURN);
    assert_int_equal(cs_game_to_move(&g), 0);
    for (int k = 0; k < CS_BLOCKS; k++) {
        int before = g.board.nplaced;
        int p = cs_game_to_move(&g);
        assert_int_equal(cs_game_place(&g, p, city_move(k), NULL), CS_OK);
        assert_int_equal(g.board.nplaced, before + 1); /* exactly one block */
        if (k + 1 < CS_BLOCKS)
            assert_int_equal(cs_game_to_move(&g), (p + 1) % 4);
    }
}

/* "A round ends when all 25 building blocks have been played." */
static void test_round_ends_when_all_25_blocks_are_played(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    set_goals(&g, CITY_GOALS);
    build_city(&g, 0, CS_BLOCKS - 1, NULL);
    assert_int_equal(g.phase, CS_PHASE_BUILDING);
    assert_int_equal(g.total[0], 0);
    build_city(&g, CS_BLOCKS - 1, CS_BLOCKS, NULL);
    assert_int_equal(g.phase, CS_PHASE_SCORED);
    assert_int_equal(cs_game_to_move(&g), -1);
    for (int h = 1; h <= CS_HEIGHTS; h++)
        assert_int_equal(g.board.supply[h], 0);
    cs_move moves[CS_HEIGHTS * CS_LOTS];
    assert_int_equal(cs_board_legal_moves(&g.board, moves), 0);
    char text[CS_CPN_MAX];
    assert_true(cs_board_format(&g.board, text, sizeof text) > 0);
    assert_string_equal(text, CITY_BOARD);
}

/* ---- First builder and rounds. */

/* First builder of each round as seen by actually playing `rounds` rounds. */
static void assert_first_builders(cs_game *g, const int *want, int rounds)
{
    for (int r = 0; r < rounds; r++) {
        assert_int_equal(g->round, r);
        assert_int_equal(cs_round_first_player(g, r), want[r]);
        set_goals(g, CITY_GOALS);
        int movers[CS_BLOCKS];
        build_city(g, 0, CS_BLOCKS, movers);
        assert_int_equal(movers[0], want[r]);
        /* then clockwise from the first builder */
        for (int k = 0; k < CS_BLOCKS; k++)
            assert_int_equal(movers[k], (want[r] + k) % g->cfg.nplayers);
        if (r + 1 < rounds)
            assert_int_equal(cs_game_next_round(g, NULL), CS_OK);
    }
}

/* 2 players: "The standard game consists of four rounds, alternating who
 * builds first each round." */
static void test_first_builder_alternates_for_two_players(void **state)
{
    (void)state;
    cs_game g = new_game(2, ALL_SEATS, 4, 0);
    assert_first_builders(&g, (const int[]){0, 1, 0, 1}, 4);
    g = new_game(2, ALL_SEATS, 4, 1);
    assert_first_builders(&g, (const int[]){1, 0, 1, 0}, 4);
}

/* "Subsequent rounds will be started by other players in rotation."
 * RULINGS: the next player clockwise. */
static void test_first_builder_rotates_for_three_players(void **state)
{
    (void)state;
    cs_game g = new_game(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_W) | SEAT_BIT(CS_N), 5, 1);
    assert_first_builders(&g, (const int[]){1, 2, 0, 1, 2}, 5);
    /* chosen seats S N E, E first: then S (clockwise past the empty W), N */
    g = new_game(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_N) | SEAT_BIT(CS_E), 3, 2);
    assert_int_equal(cs_seat_player(&g, CS_E), 2);
    assert_first_builders(&g, (const int[]){2, 0, 1}, 3);
}

static void test_first_builder_rotates_for_four_players(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 6, 2);
    assert_first_builders(&g, (const int[]){2, 3, 0, 1, 2, 3}, 6);
}

/* "Cityscape is best played with one round per player"; "The standard game
 * [for two] consists of four rounds"; the first builder is chosen. */
static void test_default_rounds_one_per_player_two_players_four(void **state)
{
    (void)state;
    cs_config c2 = cs_config_default(2), c3 = cs_config_default(3),
              c4 = cs_config_default(4);
    assert_int_equal(c2.nrounds, 4);
    assert_int_equal(c3.nrounds, 3);
    assert_int_equal(c4.nrounds, 4);
    assert_int_equal(c2.nplayers, 2);
    assert_int_equal(c3.nplayers, 3);
    assert_int_equal(c4.nplayers, 4);
    assert_int_equal(c4.seat_mask, ALL_SEATS);
    assert_int_equal(c2.first_player, 0);
    assert_int_equal(cs_config_check(&c2, NULL), CS_OK);
    assert_int_equal(cs_config_check(&c3, NULL), CS_OK);
    assert_int_equal(cs_config_check(&c4, NULL), CS_OK);
}

/* "Although a game can consist of only a single round ..." and "For a
 * faster game, play only two rounds with each player building first once." */
static void test_single_round_and_quick_two_round_games(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 1, 3);
    play_city_round(&g, CITY_GOALS);
    assert_int_equal(g.phase, CS_PHASE_GAME_OVER);
    g = new_game(2, ALL_SEATS, 2, 0);
    assert_first_builders(&g, (const int[]){0, 1}, 2);
    assert_int_equal(g.phase, CS_PHASE_GAME_OVER);
}

/* The next round starts from an empty board and a full supply, with fresh
 * secret goals. */
static void test_next_round_starts_empty_with_new_goals(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    play_city_round(&g, CITY_GOALS);
    assert_int_equal(cs_game_next_round(&g, NULL), CS_OK);
    assert_int_equal(g.round, 1);
    assert_int_equal(g.phase, CS_PHASE_GOALS);
    cs_board empty;
    cs_board_init(&empty);
    assert_memory_equal(&g.board, &empty, sizeof empty);
    assert_int_equal(g.seats_set, 0);
    for (int seat = 0; seat < CS_SEATS; seat++)
        for (int i = 0; i < CS_LINES; i++)
            assert_int_equal(g.goals[seat][i], 0);
    assert_int_equal(g.total[CS_N], CITY_N); /* totals carry over */
}

/* ---- Scoring the round. */

/* "score each of the four sides of the board independently, but each player
 * gets credit for both of their two sides" */
static void test_two_player_scores_both_sides_for_each_player(void **state)
{
    (void)state;
    cs_game g = new_game(2, ALL_SEATS, 4, 0);
    play_city_round(&g, CITY_GOALS);
    assert_int_equal(g.phase, CS_PHASE_SCORED);
    assert_int_equal(cs_game_player_round_score(&g, 0, 0), CITY_S + CITY_W);
    assert_int_equal(cs_game_player_round_score(&g, 1, 0), CITY_N + CITY_E);
    assert_int_equal(g.total[0], 140);
    assert_int_equal(g.total[1], 200);
    /* each side scored on its own, line by line */
    static const int lines[CS_SEATS][CS_LINES] = {
        [CS_S] = {10, 10, 30, 20},
        [CS_W] = {30, 40, 0, 0},
        [CS_N] = {20, 25, 40, 40},
        [CS_E] = {20, 20, 10, 25},
    };
    for (int seat = 0; seat < CS_SEATS; seat++)
        for (int i = 0; i < CS_LINES; i++)
            assert_int_equal(g.seat_score[seat][i], lines[seat][i]);
}

/* "Earn points for each line of blocks where you succeed in meeting your
 * goal" - with four players each scores their own side. */
static void test_four_players_score_their_own_side(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    play_city_round(&g, CITY_GOALS);
    assert_int_equal(cs_game_player_round_score(&g, 0, 0), CITY_S);
    assert_int_equal(cs_game_player_round_score(&g, 1, 0), CITY_W);
    assert_int_equal(cs_game_player_round_score(&g, 2, 0), CITY_N);
    assert_int_equal(cs_game_player_round_score(&g, 3, 0), CITY_E);
    /* and the seat scores agree with the scorer */
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int l[CS_LINES];
        int t = cs_score_seat(&g.board, (cs_seat)seat, CITY_GOALS[seat], l);
        for (int i = 0; i < CS_LINES; i++)
            assert_int_equal(g.seat_score[seat][i], l[i]);
        assert_int_equal(cs_game_player_round_score(&g, seat, 0), t);
    }
}

/* "Keep a running tally of each player's total score, and update the totals
 * after each round." */
static void test_running_totals_add_each_round(void **state)
{
    (void)state;
    cs_game g = new_game(2, ALL_SEATS, 4, 0);
    static const uint8_t other[CS_SEATS][CS_LINES] = {
        [CS_S] = {6, 6, 6, 6}, /* 25 */
        [CS_W] = {4, 4, 4, 4}, /* 40 (rank 3: 2,3,4,5) */
        [CS_N] = {1, 1, 1, 1}, /* 10 (file c) */
        [CS_E] = {1, 1, 1, 1}, /* 10 (rank 3) */
    };
    const int want[4][2] = {{140, 200}, {65, 20}, {140, 200}, {65, 20}};
    int sum[2] = {0, 0};
    for (int r = 0; r < 4; r++) {
        play_city_round(&g, r % 2 ? other : CITY_GOALS);
        for (int p = 0; p < 2; p++) {
            sum[p] += want[r][p];
            assert_int_equal(cs_game_player_round_score(&g, p, r), want[r][p]);
            assert_int_equal(g.total[p], sum[p]);
        }
        if (r < 3)
            assert_int_equal(cs_game_next_round(&g, NULL), CS_OK);
    }
    assert_int_equal(g.phase, CS_PHASE_GAME_OVER);
    assert_int_equal(g.total[0], 410);
    assert_int_equal(g.total[1], 440);
    assert_int_equal(cs_game_player_round_score(&g, 5, 0), 0);
}

/* "The winner is the player with the most points after playing the agreed
 * upon number of rounds!" */
static void test_most_points_wins(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 1, 0);
    play_city_round(&g, CITY_GOALS);
    assert_int_equal(g.phase, CS_PHASE_GAME_OVER);
    assert_int_equal(cs_game_winners(&g), 1u << 2); /* N: 125 */
    g = new_game(2, ALL_SEATS, 1, 0);
    play_city_round(&g, CITY_GOALS);
    assert_int_equal(cs_game_winners(&g), 1u << 1); /* N+E: 200 against 140 */
}

/* RULINGS: "Highest total after the agreed rounds wins; equal totals share
 * the win." */
static void test_equal_totals_share_the_win(void **state)
{
    (void)state;
    static const uint8_t tie[CS_SEATS][CS_LINES] = {
        [CS_S] = {1, 1, 3, 2}, /* 70 */
        [CS_W] = {3, 4, 6, 1}, /* 70 */
        [CS_N] = {1, 1, 1, 1}, /* 10 */
        [CS_E] = {1, 1, 1, 1}, /* 10 */
    };
    cs_game g = new_game(4, ALL_SEATS, 1, 0);
    play_city_round(&g, tie);
    assert_int_equal(cs_game_winners(&g), (1u << 0) | (1u << 1));
    static const uint8_t sixes[CS_SEATS][CS_LINES] = {
        {6, 6, 6, 6}, {6, 6, 6, 6}, {6, 6, 6, 6}, {6, 6, 6, 6}};
    g = new_game(2, ALL_SEATS, 1, 1);
    play_city_round(&g, sixes); /* every side holds the tallest once: 50 each */
    assert_int_equal(g.total[0], 50);
    assert_int_equal(g.total[1], 50);
    assert_int_equal(cs_game_winners(&g), 3u);
    /* before anyone scores, everyone is level */
    g = new_game(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_W) | SEAT_BIT(CS_N), 3, 0);
    assert_int_equal(cs_game_winners(&g), 7u);
}

/* ---- Refusals. */

static void test_refuse_not_your_turn(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 1);
    set_goals(&g, CITY_GOALS);
    assert_place_refused(&g, 0, city_move(0), CS_ERR_NOT_YOUR_TURN);
    assert_place_refused(&g, 2, city_move(0), CS_ERR_NOT_YOUR_TURN);
    build_city(&g, 0, 1, NULL);
    assert_place_refused(&g, 1, city_move(1), CS_ERR_NOT_YOUR_TURN);
}

static void test_refuse_no_height_4_block_left(void **state)
{
    (void)state;
    cs_game g = new_game(2, ALL_SEATS, 4, 0);
    set_goals(&g, CITY_GOALS);
    for (int i = 0; i < 5; i++)
        assert_int_equal(cs_game_place(&g, cs_game_to_move(&g), T_move(4, "b3"), NULL),
                         CS_OK);
    assert_place_refused(&g, cs_game_to_move(&g), T_move(4, "a1"), CS_ERR_NO_BLOCK_LEFT);
    assert_int_equal(cs_game_to_move(&g), 1); /* still that player's turn */
}

static void test_refuse_building_before_goals_are_set(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    assert_place_refused(&g, 0, city_move(0), CS_ERR_GOALS_NOT_SET);
    cs_error err;
    assert_int_equal(cs_game_set_goals(&g, 0, CS_S, CITY_GOALS[CS_S], &err), CS_OK);
    assert_int_equal(cs_game_set_goals(&g, 1, CS_W, CITY_GOALS[CS_W], &err), CS_OK);
    assert_int_equal(cs_game_set_goals(&g, 2, CS_N, CITY_GOALS[CS_N], &err), CS_OK);
    assert_place_refused(&g, 0, city_move(0), CS_ERR_GOALS_NOT_SET);
    assert_int_equal(cs_game_to_move(&g), -1);
}

static void test_refuse_goals_already_set(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    cs_error err;
    assert_int_equal(cs_game_set_goals(&g, 0, CS_S, CITY_GOALS[CS_S], &err), CS_OK);
    const uint8_t other[CS_LINES] = {5, 5, 5, 5};
    assert_goals_refused(&g, 0, CS_S, other, CS_ERR_GOALS_ALREADY_SET);
    assert_memory_equal(g.goals[CS_S], CITY_GOALS[CS_S], CS_LINES);
}

static void test_refuse_seat_not_held(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    assert_goals_refused(&g, 0, CS_W, CITY_GOALS[CS_W], CS_ERR_SEAT_NOT_HELD);
    assert_goals_refused(&g, 3, CS_S, CITY_GOALS[CS_S], CS_ERR_SEAT_NOT_HELD);
    assert_goals_refused(&g, 0, (cs_seat)7, CITY_GOALS[CS_S], CS_ERR_SEAT_NOT_HELD);
    /* the empty edge of a three-player game */
    g = new_game(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_W) | SEAT_BIT(CS_N), 3, 0);
    for (int p = 0; p < 3; p++)
        assert_goals_refused(&g, p, CS_E, CITY_GOALS[CS_E], CS_ERR_SEAT_NOT_HELD);
    /* the other player's diagonal sides */
    g = new_game(2, ALL_SEATS, 4, 0);
    assert_goals_refused(&g, 0, CS_N, CITY_GOALS[CS_N], CS_ERR_SEAT_NOT_HELD);
    assert_goals_refused(&g, 1, CS_W, CITY_GOALS[CS_W], CS_ERR_SEAT_NOT_HELD);
}

/* "Choose a specific goal for each line of blocks with a number from 1 to
 * 6" */
static void test_refuse_bad_code(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    const uint8_t zero[CS_LINES] = {1, 0, 3, 4}, seven[CS_LINES] = {1, 2, 3, 7};
    assert_goals_refused(&g, 0, CS_S, zero, CS_ERR_BAD_CODE);
    assert_goals_refused(&g, 0, CS_S, seven, CS_ERR_BAD_CODE);
    assert_false(cs_game_player_goals_done(&g, 0));
}

static void test_refuse_move_after_the_round_is_over(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    play_city_round(&g, CITY_GOALS);
    assert_int_equal(g.phase, CS_PHASE_SCORED);
    for (int p = 0; p < 4; p++)
        assert_place_refused(&g, p, T_move(1, "a1"), CS_ERR_ROUND_OVER);
    assert_undo_refused(&g, CS_ERR_ROUND_OVER);
}

static void test_refuse_anything_after_the_game_is_over(void **state)
{
    (void)state;
    cs_game g = new_game(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_W) | SEAT_BIT(CS_N), 1, 0);
    play_city_round(&g, CITY_GOALS);
    assert_int_equal(g.phase, CS_PHASE_GAME_OVER);
    assert_place_refused(&g, 0, T_move(1, "a1"), CS_ERR_GAME_OVER);
    assert_goals_refused(&g, 0, CS_S, CITY_GOALS[CS_S], CS_ERR_GAME_OVER);
    assert_next_round_refused(&g, CS_ERR_GAME_OVER);
    assert_undo_refused(&g, CS_ERR_GAME_OVER);
}

static void test_refuse_wrong_phase(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    /* no next round before this one is scored */
    assert_next_round_refused(&g, CS_ERR_WRONG_PHASE);
    set_goals(&g, CITY_GOALS);
    /* goals are set before building starts */
    assert_goals_refused(&g, 0, CS_S, CITY_GOALS[CS_S], CS_ERR_WRONG_PHASE);
    assert_next_round_refused(&g, CS_ERR_WRONG_PHASE);
    /* nothing to undo yet */
    assert_undo_refused(&g, CS_ERR_WRONG_PHASE);
    build_city(&g, 0, CS_BLOCKS, NULL);
    /* scored: the next round's goals wait for cs_game_next_round */
    assert_goals_refused(&g, 0, CS_S, CITY_GOALS[CS_S], CS_ERR_WRONG_PHASE);
}

/* "2-4 Players" */
static void test_refuse_bad_players(void **state)
{
    (void)state;
    assert_config_refused(0, ALL_SEATS, 1, 0, CS_ERR_BAD_PLAYERS);
    assert_config_refused(1, ALL_SEATS, 1, 0, CS_ERR_BAD_PLAYERS);
    assert_config_refused(5, ALL_SEATS, 1, 0, CS_ERR_BAD_PLAYERS);
    /* three players take exactly three seats */
    assert_config_refused(3, ALL_SEATS, 3, 0, CS_ERR_BAD_PLAYERS);
    assert_config_refused(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_N), 3, 0, CS_ERR_BAD_PLAYERS);
    /* two (diagonal) and four players use every seat */
    assert_config_refused(4, 0x7, 4, 0, CS_ERR_BAD_PLAYERS);
    assert_config_refused(2, SEAT_BIT(CS_S) | SEAT_BIT(CS_N), 4, 0, CS_ERR_BAD_PLAYERS);
    /* no seats beyond the four edges */
    assert_config_refused(3, 0x17, 3, 0, CS_ERR_BAD_PLAYERS);
}

static void test_refuse_bad_rounds(void **state)
{
    (void)state;
    assert_config_refused(4, ALL_SEATS, 0, 0, CS_ERR_BAD_ROUNDS);
    assert_config_refused(4, ALL_SEATS, CS_MAX_ROUNDS + 1, 0, CS_ERR_BAD_ROUNDS);
    cs_game g = new_game(4, ALL_SEATS, CS_MAX_ROUNDS, 0);
    assert_int_equal(g.cfg.nrounds, CS_MAX_ROUNDS);
}

static void test_refuse_no_such_player(void **state)
{
    (void)state;
    assert_config_refused(4, ALL_SEATS, 4, 4, CS_ERR_NO_SUCH_PLAYER);
    assert_config_refused(2, ALL_SEATS, 4, 2, CS_ERR_NO_SUCH_PLAYER);
    cs_game g = new_game(3, SEAT_BIT(CS_S) | SEAT_BIT(CS_W) | SEAT_BIT(CS_N), 3, 0);
    assert_goals_refused(&g, 3, CS_E, CITY_GOALS[CS_E], CS_ERR_NO_SUCH_PLAYER);
    assert_goals_refused(&g, -1, CS_S, CITY_GOALS[CS_S], CS_ERR_NO_SUCH_PLAYER);
    set_goals(&g, CITY_GOALS);
    assert_place_refused(&g, 3, city_move(0), CS_ERR_NO_SUCH_PLAYER);
    assert_place_refused(&g, -1, city_move(0), CS_ERR_NO_SUCH_PLAYER);
}

/* ---- Undo and value semantics. */

static void test_undo_takes_back_the_last_placement(void **state)
{
    (void)state;
    cs_game g = new_game(4, ALL_SEATS, 4, 0);
    set_goals(&g, CITY_GOALS);
    build_city(&g, 0, 2, NULL);
    cs_game two;
    memcpy(&two, &g, sizeof two);
    build_city(&g, 2, 3, NULL);
    assert_int_equal(cs_game_to_move(&g), 3);
    cs_error err;
    assert_int_equal(cs_game_undo(&g, &err), CS_OK);
    assert_memory_equal(&g, &two, sizeof g);
    assert_int_equal(cs_game_to_move(&g), 2); /* the same player places again */
    assert_int_equal(cs_game_undo(&g, &err), CS_OK);
    assert_int_equal(cs_game_undo(&g, &err), CS_OK);
    cs_board empty;
    cs_board_init(&empty);
    assert_memory_equal(&g.board, &empty, sizeof empty);
    assert_undo_refused(&g, CS_ERR_WRONG_PHASE);
    /* and the round can be played again to the same end */
    build_city(&g, 0, CS_BLOCKS, NULL);
    assert_int_equal(g.total[2], CITY_N);
}

static void test_board_unplace_restores_the_board_exactly(void **state)
{
    (void)state;
    cs_board b;
    cs_board_init(&b);
    T_place(&b, 3, "c2");
    cs_board before = b;
    T_place(&b, 5, "c2");
    assert_true(cs_board_unplace(&b));
    assert_memory_equal(&b, &before, sizeof b);
    assert_true(cs_board_equal(&b, &before));
    assert_true(cs_board_unplace(&b));
    assert_false(cs_board_unplace(&b));
}

/* cs_core.h: "Every state type is a plain value: copy it with one
 * assignment to branch a search or keep an undo step." */
static void test_game_is_a_value_type(void **state)
{
    (void)state;
    cs_game g = new_game(2, ALL_SEATS, 4, 0);
    set_goals(&g, CITY_GOALS);
    build_city(&g, 0, 10, NULL);
    cs_game snapshot;
    memcpy(&snapshot, &g, sizeof g);
    cs_game branch = g;
    build_city(&branch, 10, CS_BLOCKS, NULL);
    assert_int_equal(branch.phase, CS_PHASE_SCORED);
    assert_int_equal(cs_game_next_round(&branch, NULL), CS_OK);
    assert_memory_equal(&g, &snapshot, sizeof g);
    assert_int_equal(g.board.nplaced, 10);
    assert_int_equal(g.total[0], 0);
    assert_int_equal(cs_game_to_move(&g), 0);
}

static void test_board_is_small(void **state)
{
    (void)state;
    assert_true(sizeof(cs_board) < 128);
}

/* Every error code has a name for people. */
static void test_every_error_code_has_a_name(void **state)
{
    (void)state;
    for (int c = 0; c < CS_ERR__COUNT; c++) {
        const char *name = cs_errcode_name((cs_errcode)c);
        assert_non_null(name);
        assert_true(strlen(name) > 0);
    }
    cs_error err;
    char out[200];
    cs_error_set(&err, CS_ERR_BAD_HEIGHT, 0, 7, "height %d is not a block height (1-5)", 6);
    cs_error_format(&err, out, sizeof out);
    assert_string_equal(out, "column 7: height 6 is not a block height (1-5)");
    cs_error_set(&err, CS_ERR_BAD_HEIGHT, 3, 7, "x");
    cs_error_format(&err, out, sizeof out);
    assert_string_equal(out, "line 3, column 7: x");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_supply_holds_five_blocks_of_each_height),
        cmocka_unit_test(test_block_goes_on_an_empty_lot_or_on_top),
        cmocka_unit_test(test_no_limit_on_building_height),
        cmocka_unit_test(test_sixth_block_of_a_height_is_refused),
        cmocka_unit_test(test_board_refuses_bad_height_and_lot),
        cmocka_unit_test(test_four_players_hold_one_seat_each),
        cmocka_unit_test(test_three_players_default_seats_s_w_n),
        cmocka_unit_test(test_three_players_chosen_seats),
        cmocka_unit_test(test_two_players_hold_diagonal_sides_s_w_and_n_e),
        cmocka_unit_test(test_two_players_set_goals_for_both_sides),
        cmocka_unit_test(test_four_players_build_clockwise_s_w_n_e),
        cmocka_unit_test(test_three_players_build_clockwise_skipping_the_empty_seat),
        cmocka_unit_test(test_two_players_alternate_single_placements),
        cmocka_unit_test(test_no_passing_turn_moves_only_by_placing),
        cmocka_unit_test(test_round_ends_when_all_25_blocks_are_played),
        cmocka_unit_test(test_first_builder_alternates_for_two_players),
        cmocka_unit_test(test_first_builder_rotates_for_three_players),
        cmocka_unit_test(test_first_builder_rotates_for_four_players),
        cmocka_unit_test(test_default_rounds_one_per_player_two_players_four),
        cmocka_unit_test(test_single_round_and_quick_two_round_games),
        cmocka_unit_test(test_next_round_starts_empty_with_new_goals),
        cmocka_unit_test(test_two_player_scores_both_sides_for_each_player),
        cmocka_unit_test(test_four_players_score_their_own_side),
        cmocka_unit_test(test_running_totals_add_each_round),
        cmocka_unit_test(test_most_points_wins),
        cmocka_unit_test(test_equal_totals_share_the_win),
        cmocka_unit_test(test_refuse_not_your_turn),
        cmocka_unit_test(test_refuse_no_height_4_block_left),
        cmocka_unit_test(test_refuse_building_before_goals_are_set),
        cmocka_unit_test(test_refuse_goals_already_set),
        cmocka_unit_test(test_refuse_seat_not_held),
        cmocka_unit_test(test_refuse_bad_code),
        cmocka_unit_test(test_refuse_move_after_the_round_is_over),
        cmocka_unit_test(test_refuse_anything_after_the_game_is_over),
        cmocka_unit_test(test_refuse_wrong_phase),
        cmocka_unit_test(test_refuse_bad_players),
        cmocka_unit_test(test_refuse_bad_rounds),
        cmocka_unit_test(test_refuse_no_such_player),
        cmocka_unit_test(test_undo_takes_back_the_last_placement),
        cmocka_unit_test(test_board_unplace_restores_the_board_exactly),
        cmocka_unit_test(test_game_is_a_value_type),
        cmocka_unit_test(test_board_is_small),
        cmocka_unit_test(test_every_error_code_has_a_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
