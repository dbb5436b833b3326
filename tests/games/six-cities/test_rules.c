/* SPDX-License-Identifier: MIT */
/* test_rules.c - Six Cities, one test per rule sentence and ruling of
 * shared/rules/six-cities/ (rules.txt and RULINGS.md) and the contract
 * shared/spec/six-cities.md. Expected values are worked out by hand here,
 * never through the code under test. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "sx_test.h"

#define EMPTY_CITY "-,-,-/-,-,-/-,-,-"
#define EMPTY6 EMPTY_CITY "|" EMPTY_CITY "|" EMPTY_CITY "|" EMPTY_CITY "|" EMPTY_CITY "|" EMPTY_CITY

static sx_scoring score_of(const char *const sites[], int n)
{
    char pos[1024];
    T_pos(pos, sizeof pos, (const char **)sites, n);
    sx_board b = T_board(pos);
    sx_scoring sc;
    sx_score_board(&b, &sc);
    return sc;
}

/* ---- Components. */

/* "Each colour has 24 building blocks: eleven of 1 floor, six of 2, four of 3
 * and three of 4 (47 floors)." */
static void test_each_colour_has_24_blocks_of_47_floors(void **state)
{
    (void)state;
    sx_state s = T_game(4, 1);
    for (int c = 0; c < 4; c++) {
        assert_int_equal(s.supply[c][1], 11);
        assert_int_equal(s.supply[c][2], 6);
        assert_int_equal(s.supply[c][3], 4);
        assert_int_equal(s.supply[c][4], 3);
        int blocks = 0, floors = 0;
        for (int f = 1; f <= 4; f++) {
            blocks += s.supply[c][f];
            floors += f * s.supply[c][f];
        }
        assert_int_equal(blocks, 24);
        assert_int_equal(floors, 47);
    }
}

/* "45 building cards, 5 for each of the 9 positions"; "each player is dealt 4 cards". */
static void test_45_cards_five_per_position_and_hands_of_four(void **state)
{
    (void)state;
    for (int n = 2; n <= 4; n++) {
        sx_state s = T_game(n, 7);
        int count[10] = {0};
        for (int p = 0; p < n; p++) {
            assert_int_equal(sx_hand_size(&s, p), 4);
            for (int k = 1; k <= 9; k++)
                count[k] += s.hand[p][k];
        }
        for (int i = 0; i < s.ndeck; i++)
            count[s.deck[i]]++;
        assert_int_equal(s.ndeck, 45 - 4 * n);
        for (int k = 1; k <= 9; k++)
            assert_int_equal(count[k], 5);
    }
}

/* ---- Seats and the cards. */

/* "A card is read from its owner's seat": every card from every seat, the
 * site worked out by looking at the card from each edge of the table. */
static void test_every_card_from_every_seat(void **state)
{
    (void)state;
    static const char *const want[4][9] = {
        /* S reads the card as printed */
        {"11", "12", "13", "21", "22", "23", "31", "32", "33"},
        /* W faces east: the card's far side is the east, its left the north */
        {"13", "23", "33", "12", "22", "32", "11", "21", "31"},
        /* N faces south: everything turned half round */
        {"33", "32", "31", "23", "22", "21", "13", "12", "11"},
        /* E faces west: the far side is the west, the left the south */
        {"31", "21", "11", "32", "22", "12", "33", "23", "13"},
    };
    for (int seat = 0; seat < 4; seat++)
        for (int card = 1; card <= 9; card++) {
            int site = sx_card_site((sx_seat)seat, card);
            char got[3] = {(char)('1' + site / 3), (char)('1' + site % 3), '\0'};
            if (strcmp(got, want[seat][card - 1]) != 0)
                print_error("seat %c card %d: want %s, got %s\n", "SWNE"[seat], card,
                            want[seat][card - 1], got);
            assert_string_equal(got, want[seat][card - 1]);
        }
}

/* "The centre is the centre for everyone." */
static void test_centre_card_is_centre_for_everyone(void **state)
{
    (void)state;
    for (int seat = 0; seat < 4; seat++)
        assert_int_equal(sx_card_site((sx_seat)seat, 5), 4);
}

/* "Players sit at S, W, N, E (3 players: S, W, N; 2 players: S and N)." */
static void test_seats_for_each_player_count(void **state)
{
    (void)state;
    sx_state s2 = T_game(2, 1), s3 = T_game(3, 1), s4 = T_game(4, 1);
    assert_int_equal(sx_player_seat(&s2, 0), SX_S);
    assert_int_equal(sx_player_seat(&s2, 1), SX_N);
    for (int p = 0; p < 3; p++)
        assert_int_equal(sx_player_seat(&s3, p), p);
    for (int p = 0; p < 4; p++)
        assert_int_equal(sx_player_seat(&s4, p), p);
}

/* ---- The placement rule. */

/* "An empty site: always allowed." Any block, any colour, any site. */
static void test_empty_site_always_allowed(void **state)
{
    (void)state;
    sx_board b;
    sx_board_init(&b);
    for (int site = 0; site < SX_SITES; site++)
        for (int c = 0; c < 4; c++)
            for (int f = 1; f <= 4; f++)
                assert_int_equal(sx_check_place(&b, c, f, site, 1, SX_S, NULL), SX_OK);
}

/* "A building whose top block is yours: always allowed" (a 1 on your own 8). */
static void test_own_building_always_allowed(void **state)
{
    (void)state;
    sx_board b = T_board("Y1R4R4,-,-/-,-,-/-,-,-|" EMPTY_CITY "|" EMPTY_CITY "|" EMPTY_CITY
                         "|" EMPTY_CITY "|" EMPTY_CITY);
    assert_int_equal(sx_check_place(&b, 0, 1, 0, 1, SX_S, NULL), SX_OK);
}

/* "Someone else's building: allowed when, after the block is placed, your
 * floors in that building are at least as many as its owner's." Equal is enough. */
static void test_overbuilding_with_equal_floors_allowed(void **state)
{
    (void)state;
    sx_board b = T_board("Y3,-,-/-,-,-/-,-,-|" EMPTY_CITY "|" EMPTY_CITY "|" EMPTY_CITY
                         "|" EMPTY_CITY "|" EMPTY_CITY);
    assert_int_equal(sx_check_place(&b, 0, 3, 0, 1, SX_S, NULL), SX_OK);
    assert_int_equal(sx_check_place(&b, 0, 4, 0, 1, SX_S, NULL), SX_OK);
}

static void test_overbuilding_with_fewer_floors_refused_naming_card_seat_and_site(void **state)
{
    (void)state;
    const char *sites[] = {"4:23=Y2Y4"};
    char pos[1024];
    T_pos(pos, sizeof pos, sites, 1);
    sx_board b = T_board(pos);
    eg_error err = {0};
    /* card 8 read from E is row 2 column 3 */
    assert_int_equal(sx_check_place(&b, 3, 4, 3 * 9 + 5, 8, SX_E, &err), SX_E_TOO_FEW_FLOORS);
    assert_string_equal(err.msg, "card 8 from E means row 2 column 3 of city 4, where yellow "
                                 "has 6 floors and you would have 4");
}

/* Your floors already in the building count: R1 under Y2, then R1 more is 2 = 2. */
static void test_overbuilding_counts_your_floors_already_there(void **state)
{
    (void)state;
    sx_board b = T_board("R1Y2,-,-/-,-,-/-,-,-|" EMPTY_CITY "|" EMPTY_CITY "|" EMPTY_CITY
                         "|" EMPTY_CITY "|" EMPTY_CITY);
    assert_int_equal(sx_check_place(&b, 0, 1, 0, 1, SX_S, NULL), SX_OK);
    /* green has none there: 1 < 2 */
    assert_int_equal(sx_check_place(&b, 2, 1, 0, 1, SX_S, NULL), SX_E_TOO_FEW_FLOORS);
}

/* "The owner of a building is the colour of its top block. Its height is the
 * sum of its floors." */
static void test_owner_is_top_block_and_height_is_sum(void **state)
{
    (void)state;
    sx_board b = T_board("R2Y3,-,-/-,-,-/-,-,-|" EMPTY_CITY "|" EMPTY_CITY "|" EMPTY_CITY
                         "|" EMPTY_CITY "|" EMPTY_CITY);
    assert_int_equal(b.owner[0], 1);
    assert_int_equal(sx_site_height(&b, 0), 5);
}

/* ---- Scoring. */

/* "The owner of the single tallest building anywhere scores 3." */
static void test_single_tallest_building_scores_3(void **state)
{
    (void)state;
    const char *sites[] = {"2:31=R2Y3", "6:22=R4"};
    sx_scoring sc = score_of(sites, 2);
    assert_int_equal(sc.colour[1].tallest, 3);
    assert_int_equal(sc.colour[0].tallest, 0);
}

/* "(any tie: nobody)" - even between buildings in different cities. */
static void test_tie_for_tallest_scores_nobody(void **state)
{
    (void)state;
    const char *sites[] = {"1:11=Y4", "5:33=R3R1", "2:22=G2"};
    sx_scoring sc = score_of(sites, 3);
    for (int c = 0; c < 4; c++)
        assert_int_equal(sc.colour[c].tallest, 0);
    assert_int_equal(sc.tallest_site, -1);
}

/* "In each city the player owning the most buildings scores 2." */
static void test_most_buildings_in_a_city_scores_2_per_city(void **state)
{
    (void)state;
    const char *sites[] = {"1:11=R1", "1:12=R1", "1:13=Y1", "3:11=R1", "4:11=G1"};
    sx_scoring sc = score_of(sites, 5);
    assert_int_equal(sc.colour[0].majorities, 4); /* cities 1 and 3 */
    assert_int_equal(sc.colour[2].majorities, 2); /* city 4 */
    assert_int_equal(sc.colour[1].majorities, 0);
}

/* "(a tie for most: nobody)" */
static void test_tie_for_city_majority_scores_nobody(void **state)
{
    (void)state;
    const char *sites[] = {"2:11=R1", "2:12=R1", "2:13=Y1", "2:21=Y1", "2:22=G1"};
    sx_scoring sc = score_of(sites, 5);
    for (int c = 0; c < 4; c++)
        assert_int_equal(sc.colour[c].majorities, 0);
}

/* "Every owned building scores 1 to its owner" - buried blocks score nothing. */
static void test_every_building_scores_1_to_its_owner(void **state)
{
    (void)state;
    const char *sites[] = {"1:11=R1Y1", "2:22=Y2", "3:33=B1", "6:13=G1B2"};
    sx_scoring sc = score_of(sites, 4);
    assert_int_equal(sc.colour[0].buildings, 0);
    assert_int_equal(sc.colour[1].buildings, 2);
    assert_int_equal(sc.colour[2].buildings, 0);
    assert_int_equal(sc.colour[3].buildings, 2);
}

/* The contract's example shape: tallest 3 + majorities 4 + buildings 5 = 12. */
static void test_total_is_tallest_plus_majorities_plus_buildings(void **state)
{
    (void)state;
    const char *sites[] = {"1:11=R4", "1:12=R1", "2:11=R1", "2:12=R1", "3:11=R1", "4:11=Y1"};
    sx_scoring sc = score_of(sites, 6);
    assert_int_equal(sc.colour[0].tallest, 3);
    assert_int_equal(sc.colour[0].majorities, 6);
    assert_int_equal(sc.colour[0].buildings, 5);
    assert_int_equal(sc.colour[0].total, 14);
    assert_int_equal(sc.colour[1].total, 2 + 1);
}

/* ---- Choosing blocks. */

static const char *const CHOICE4[4] = {"R1R1R2R2R3R4", "Y1Y1Y1Y2Y3Y4", "G1G1G1G1G1G1",
                                       "B1B1B1B1B2B2"};

/* "From the start player clockwise, each player ... sets aside ... 6 with 4 players." */
static void test_four_players_choose_six_blocks_clockwise_from_start(void **state)
{
    (void)state;
    sx_state s = T_game(4, 3);
    for (int p = 0; p < 4; p++) {
        assert_int_equal(sx_to_act(&s), 1u << p);
        T_do(&s, p, CHOICE4[p]);
    }
    assert_int_equal(s.phase, SX_PHASE_BUILD);
    assert_int_equal(s.aside[0][2], 2);
    assert_int_equal(s.supply[0][2], 4);
    assert_int_equal(s.supply[2][1], 5);
}

static void test_choice_of_wrong_count_refused(void **state)
{
    (void)state;
    sx_state s = T_game(4, 3);
    T_refused(&s, 0, "R1R1", SX_E_CHOICE_COUNT, "2 red blocks chosen; this round takes 6");
}

static void test_choice_beyond_supply_refused(void **state)
{
    (void)state;
    sx_state s = T_game(4, 3);
    T_refused(&s, 0, "R4R4R4R4R1R1", SX_E_CHOICE_SUPPLY,
              "4 red 4-floor blocks chosen; the supply has 3");
}

static void test_choice_of_another_colour_refused(void **state)
{
    (void)state;
    sx_state s = T_game(4, 3);
    T_refused(&s, 0, "Y1Y1Y1Y1Y1Y1", SX_E_NOT_YOUR_COLOUR, NULL);
}

static void test_choice_out_of_turn_refused(void **state)
{
    (void)state;
    sx_state s = T_game(4, 3);
    T_refused(&s, 1, CHOICE4[1], SX_E_NOT_YOUR_TURN, NULL);
    T_do(&s, 0, CHOICE4[0]);
    T_refused(&s, 0, CHOICE4[0], SX_E_ALREADY_CHOSEN, NULL);
}

/* "They cannot change": no placement before everyone chose, no choice after. */
static void test_no_placement_while_choosing_and_no_choice_while_building(void **state)
{
    (void)state;
    sx_state s = T_game(4, 3);
    T_hands(&s, "1234", "1234", "1234", "1234");
    T_refused(&s, 0, "11R1", SX_E_NOT_BUILDING, NULL);
    for (int p = 0; p < 4; p++)
        T_do(&s, p, CHOICE4[p]);
    T_refused(&s, 0, CHOICE4[0], SX_E_NOT_CHOOSING, NULL);
}

/* 3 players: "4 with 3 players". */
static void test_three_players_choose_four_blocks(void **state)
{
    (void)state;
    sx_state s = T_game(3, 3);
    T_refused(&s, 0, "R1R1R1R1R1R1", SX_E_CHOICE_COUNT, NULL);
    T_do(&s, 0, "R1R2R3R4");
    char legal[100][EG_MOVE_MAX];
    /* multisets of 4 from 4 sizes, the 4-floor blocks limited to 3: 35 - 1 */
    /* and one block at a time: +Y1 .. +Y4 */
    assert_int_equal(sx_legal_moves(&s, 1, legal, 100), 4 + 34);
    assert_string_equal(legal[0], "+Y1");
    assert_string_equal(legal[3], "+Y4");
    assert_string_equal(legal[4], "Y1Y1Y1Y1");
    assert_string_equal(legal[37], "Y3Y4Y4Y4");
}

/* At the table each click on the supply sets one block aside ("+R2"); the
 * choice ends by itself when the round's count is reached. */
static void test_blocks_chosen_one_at_a_time_end_the_choice_at_the_count(void **state)
{
    (void)state;
    sx_state s = T_game(3, 3);
    T_do(&s, 0, "+R4");
    T_do(&s, 0, "+R1");
    assert_int_equal(sx_to_act(&s), 1u << 0); /* still choosing */
    assert_int_equal(s.aside[0][4], 1);
    assert_int_equal(s.supply[0][4], 2);
    assert_int_equal(sx_choice_left(&s, 0), 2);
    T_do(&s, 0, "+R4");
    T_do(&s, 0, "+R4");
    assert_int_equal(sx_to_act(&s), 1u << 1); /* four chosen: the next player */
    T_refused(&s, 1, "+R1", SX_E_NOT_YOUR_COLOUR, NULL);
    T_do(&s, 1, "+Y2");
    T_do(&s, 1, "Y1Y1Y3"); /* the rest at once */
    T_do(&s, 2, "G1G1G1G1");
    assert_int_equal(s.phase, SX_PHASE_BUILD);
    assert_int_equal(s.aside[0][4], 3);
    assert_int_equal(s.aside[1][1], 2);
}

static void test_single_pick_refusals(void **state)
{
    (void)state;
    sx_state s = T_game(3, 3);
    T_do(&s, 0, "+R4");
    T_do(&s, 0, "+R4");
    T_do(&s, 0, "+R4");
    T_refused(&s, 0, "+R4", SX_E_CHOICE_SUPPLY, "no red 4-floor block is left in the supply");
    T_refused(&s, 0, "R1R1", SX_E_CHOICE_COUNT,
              "2 red blocks chosen; 1 more are to be chosen this round");
    T_refused(&s, 0, "+R", SX_E_MOVE_SYNTAX, NULL);
    T_refused(&s, 0, "+Q1", SX_E_MOVE_SYNTAX, NULL);
    T_refused(&s, 0, "+R5", SX_E_MOVE_SYNTAX, NULL);
    sx_state t = T_game(2, 3);
    for (int i = 0; i < 4; i++)
        T_do(&t, 0, "+R1");
    T_refused(&t, 0, "+R2", SX_E_CHOICE_COUNT, "4 red blocks set aside already; this round takes 4");
    char legal[100][EG_MOVE_MAX];
    int n = sx_legal_moves(&t, 0, legal, 100);
    assert_string_equal(legal[0], "+Y1");
    assert_string_equal(legal[4], "Y1Y1Y1Y1"); /* the rest: yellow only */
    assert_int_equal(n, 4 + 34); /* 35 multisets less four 4-floor blocks */
    T_do(&t, 0, "+Y2");
    T_do(&t, 0, "Y1Y3Y4");
    assert_int_equal(sx_to_act(&t), 1u << 1);
}

/* 2 players: "4 of each of their two colours". */
static void test_two_players_choose_four_of_each_colour(void **state)
{
    (void)state;
    sx_state s = T_game(2, 3);
    T_refused(&s, 0, "R1R1R1R1", SX_E_CHOICE_COUNT, "0 yellow blocks chosen; this round takes 4");
    T_refused(&s, 0, "R1R1R1R1G1G1G1G1", SX_E_NOT_YOUR_COLOUR, NULL);
    T_do(&s, 0, "R1R1R2R3Y1Y1Y2Y4");
    T_do(&s, 1, "G4G4G4G3B4B4B4B3");
    assert_int_equal(sx_aside_total(&s, 0), 8);
    assert_int_equal(sx_aside_total(&s, 1), 8);
}

/* ---- Turns. */

static sx_state four_building(void)
{
    sx_state s = T_game(4, 3);
    T_hands(&s, "1234", "1234", "1234", "1234");
    for (int p = 0; p < 4; p++)
        T_do(&s, p, CHOICE4[p]);
    return s;
}

/* "play one card, place one set-aside block on the card's site (as seen from
 * your seat) in any one of the six cities". */
static void test_placement_builds_on_the_cards_site_from_the_seat(void **state)
{
    (void)state;
    sx_state s = four_building();
    T_do(&s, 0, "13R2"); /* S: card 1 is row 1 column 1 of city 3 */
    assert_int_equal(s.board.owner[2 * 9 + 0], 0);
    T_do(&s, 1, "16Y4"); /* W: card 1 is row 1 column 3 of city 6 */
    assert_int_equal(s.board.owner[5 * 9 + 2], 1);
    T_do(&s, 2, "11G1"); /* N: card 1 is row 3 column 3 of city 1 */
    assert_int_equal(s.board.owner[0 * 9 + 8], 2);
    T_do(&s, 3, "12B2"); /* E: card 1 is row 3 column 1 of city 2 */
    assert_int_equal(s.board.owner[1 * 9 + 6], 3);
}

static void test_placement_refusals_name_what_is_wrong(void **state)
{
    (void)state;
    sx_state s = four_building();
    T_refused(&s, 1, "16Y4", SX_E_NOT_YOUR_TURN, "it is player 1's turn, not 2's");
    T_refused(&s, 0, "93R1", SX_E_NO_SUCH_CARD, "card 9 is not in player 1's hand");
    T_refused(&s, 0, "13Y1", SX_E_NOT_YOUR_COLOUR, "yellow is not a colour of player 1");
}

/* The only R4 is set aside once: the second is refused. */
static void test_only_set_aside_blocks_can_be_built(void **state)
{
    (void)state;
    sx_state s = four_building();
    T_do(&s, 0, "13R4");
    T_do(&s, 1, "16Y1");
    T_do(&s, 2, "11G1");
    T_do(&s, 3, "12B1");
    T_refused(&s, 0, "23R4", SX_E_BLOCK_NOT_SET_ASIDE,
              "no red 4-floor block is set aside for this round");
}

/* "draw one card" - after the next player acts, so the placement can be undone
 * before anyone has seen a new card. */
static void test_card_drawn_when_the_next_player_acts(void **state)
{
    (void)state;
    sx_state s = four_building();
    unsigned fl = T_do(&s, 0, "13R2");
    assert_false(fl & EG_MOVE_CHANCE);
    assert_int_equal(sx_hand_size(&s, 0), 3);
    fl = T_do(&s, 1, "16Y1");
    assert_true(fl & EG_MOVE_CHANCE);
    assert_int_equal(sx_hand_size(&s, 0), 4);
    assert_int_equal(sx_hand_size(&s, 1), 3);
}

static void test_moves_refused_when_malformed(void **state)
{
    (void)state;
    sx_state s = four_building();
    T_refused(&s, 0, "03R1", SX_E_MOVE_SYNTAX, NULL);
    T_refused(&s, 0, "17R1", SX_E_MOVE_SYNTAX, NULL);
    T_refused(&s, 0, "13Q1", SX_E_MOVE_SYNTAX, NULL);
    T_refused(&s, 0, "13R5", SX_E_MOVE_SYNTAX, NULL);
    T_refused(&s, 0, "13R", SX_E_MOVE_SYNTAX, NULL);
    T_refused(&s, 0, "", SX_E_MOVE_SYNTAX, NULL);
    T_refused(&s, 0, "x0", SX_E_MOVE_SYNTAX, NULL);
    T_refused(&s, 0, "hello", SX_E_MOVE_SYNTAX, NULL);
}

/* "The round ends when every set-aside block is placed", it is scored, and
 * "the start player passes clockwise"; hands are kept. */
static void test_round_ends_scored_and_start_player_passes_clockwise(void **state)
{
    (void)state;
    sx_state s = four_building();
    unsigned fl = 0;
    for (int i = 0; i < 24; i++) {
        char legal[300][EG_MOVE_MAX];
        assert_int_equal(s.turn, i % 4);
        assert_true(sx_legal_moves(&s, s.turn, legal, 300) > 0);
        sx_state before = s;
        fl = T_do(&s, before.turn, legal[0]);
        if (i < 23)
            assert_false(fl & EG_MOVE_ENDS_ROUND);
    }
    assert_true(fl & EG_MOVE_ENDS_ROUND);
    assert_false(fl & EG_MOVE_ENDS_GAME);
    sx_scoring sc;
    sx_score_board(&s.board, &sc);
    for (int c = 0; c < 4; c++)
        assert_int_equal(s.score[c], sc.colour[c].total);
    assert_int_equal(s.round, 1);
    assert_int_equal(s.start, 1);
    assert_int_equal(sx_to_act(&s), 1u << 1);
    for (int p = 0; p < 4; p++)
        assert_int_equal(sx_hand_size(&s, p), 4);
    assert_int_equal(s.ndeck, 29 - 24);  /* no new deal */
    assert_int_equal(s.nplayed, 24);
}

/* 2 players: "8 turns each per round, alternating", either colour each turn. */
static void test_two_players_alternate_eight_turns_with_either_colour(void **state)
{
    (void)state;
    sx_state s = T_game(2, 5);
    T_do(&s, 0, "R1R1R2R3Y1Y1Y2Y4");
    T_do(&s, 1, "G1G1G1G1B1B1B1B1");
    T_refused(&s, 1, "11G1", SX_E_NOT_YOUR_TURN, NULL);
    unsigned fl = 0;
    for (int i = 0; i < 16; i++) {
        assert_int_equal(sx_to_act(&s), 1u << (i % 2));
        char legal[300][EG_MOVE_MAX];
        int n = sx_legal_moves(&s, i % 2, legal, 300);
        assert_true(n > 0);
        /* use the other colour on odd turns of each player: the last legal move
         * is of the colour later in byte order (Y for player 0, G for player 1) */
        fl = T_do(&s, i % 2, (i / 2) % 2 ? legal[n - 1] : legal[0]);
    }
    assert_true(fl & EG_MOVE_ENDS_ROUND);
    assert_int_equal(s.round, 1);
    assert_int_equal(s.start, 1);
}

/* 2 players: "your two colours are different owners" - Y must overbuild R by floors. */
static void test_two_players_own_colours_are_different_owners(void **state)
{
    (void)state;
    sx_state s = T_game(2, 5);
    T_hands(&s, "1111", "2222", NULL, NULL);
    T_do(&s, 0, "R4R4R4R3Y1Y1Y1Y1");
    T_do(&s, 1, "G1G1G1G1B1B1B1B1");
    T_do(&s, 0, "11R4");
    T_do(&s, 1, "21G1");
    T_refused(&s, 0, "11Y1", SX_E_TOO_FEW_FLOORS,
              "card 1 from S means row 1 column 1 of city 1, where red has 4 floors and you "
              "would have 1");
}

/* "each colour is scored as a player and a player's two colours are added;
 * ties between one player's own colours are still ties". */
static void test_two_players_score_each_colour_and_add(void **state)
{
    (void)state;
    sx_state s = T_game(2, 5);
    const char *sites[] = {"1:11=R2", "1:12=Y2", "2:11=G1"};
    char pos[1024];
    T_pos(pos, sizeof pos, sites, 3);
    s.board = T_board(pos);
    sx_scoring sc;
    sx_score_board(&s.board, &sc);
    assert_int_equal(sc.tallest_site, -1);  /* R and Y tie: nobody */
    assert_int_equal(sc.majority[0], -1);   /* R and Y tie in city 1 */
    assert_int_equal(sc.majority[1], 2);
    for (int c = 0; c < 4; c++)
        s.score[c] = (int16_t)sc.colour[c].total;
    int pts[4];
    assert_int_equal(sx_player_scores(&s, pts), 2);
    assert_int_equal(pts[0], 1 + 1);
    assert_int_equal(pts[1], 2 + 1);
}

/* ---- Rounds per player count. */

static int rounds_played(int players)
{
    sx_state s = T_game(players, 11);
    int rounds = 0;
    for (int guard = 0; guard < 1000 && s.phase != SX_PHASE_OVER; guard++) {
        int p = __builtin_ctz(sx_to_act(&s));
        char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
        assert_true(sx_legal_moves(&s, p, legal, EG_MAX_LEGAL) > 0);
        unsigned fl = T_do(&s, p, legal[0]);
        rounds += (fl & EG_MOVE_ENDS_ROUND) != 0;
    }
    assert_int_equal(s.phase, SX_PHASE_OVER);
    return rounds;
}

/* "4 players: 4 rounds; 3 players: 6 rounds; 2 players: 4 rounds." */
static void test_rounds_per_player_count(void **state)
{
    (void)state;
    assert_int_equal(rounds_played(4), 4);
    assert_int_equal(rounds_played(3), 6);
    assert_int_equal(rounds_played(2), 4);
}

/* "The game ends after the 4th round (all building blocks are gone)." */
static void test_four_and_three_players_use_every_block(void **state)
{
    (void)state;
    for (int n = 3; n <= 4; n++) {
        sx_state s = T_game(n, 2);
        for (int guard = 0; guard < 1000 && s.phase != SX_PHASE_OVER; guard++) {
            int p = __builtin_ctz(sx_to_act(&s));
            char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
            assert_true(sx_legal_moves(&s, p, legal, EG_MAX_LEGAL) > 0);
            T_do(&s, p, legal[0]);
        }
        for (int c = 0; c < n; c++)
            for (int f = 1; f <= 4; f++)
                assert_int_equal(s.supply[c][f], 0);
        T_refused(&s, 0, "11R1", SX_E_GAME_OVER, "the game is over");
        assert_int_equal(sx_to_act(&s), 0);
    }
}

/* ---- The deck. */

/* "When the deck runs out, the played cards are shuffled into a new deck." */
static void test_played_cards_reshuffled_when_deck_runs_out(void **state)
{
    (void)state;
    sx_state s = four_building();
    T_do(&s, 0, "13R2");
    /* the deck is gone: its cards lie among the played ones */
    memcpy(s.played + s.nplayed, s.deck, s.ndeck);
    s.nplayed = (uint8_t)(s.nplayed + s.ndeck);
    int played = s.nplayed;
    s.ndeck = 0;
    unsigned fl = T_do(&s, 1, "16Y1");
    assert_true(fl & EG_MOVE_CHANCE);
    assert_int_equal(s.ndeck, played - 1); /* reshuffled, then player 1 drew */
    assert_int_equal(s.nplayed, 1);        /* only player 2's card */
    assert_int_equal(sx_hand_size(&s, 0), 4);
}

/* A board where every centre is yellow with 2 floors: red 1s cannot go there. */
static sx_state stuck_on_centres(void)
{
    sx_state s = T_game(4, 3);
    T_hands(&s, "5555", "1234", "1234", "1234");
    T_do(&s, 0, "R1R1R1R1R1R1");
    for (int p = 1; p < 4; p++)
        T_do(&s, p, CHOICE4[p]);
    const char *sites[] = {"1:22=Y2", "2:22=Y2", "3:22=Y2", "4:22=Y2", "5:22=Y2", "6:22=Y2"};
    char pos[1024];
    T_pos(pos, sizeof pos, sites, 6);
    s.board = T_board(pos);
    return s;
}

/* "If none of a player's cards allows any placement with any set-aside block,
 * the player discards one card and draws, until a placement is possible". */
static void test_discard_and_draw_when_no_card_allows_a_placement(void **state)
{
    (void)state;
    sx_state s = stuck_on_centres();
    assert_false(sx_can_place(&s, 0));
    char legal[10][EG_MOVE_MAX];
    assert_int_equal(sx_legal_moves(&s, 0, legal, 10), 1);
    assert_string_equal(legal[0], "x5");
    T_refused(&s, 0, "51R1", SX_E_TOO_FEW_FLOORS,
              "card 5 from S means row 2 column 2 of city 1, where yellow has 2 floors and "
              "you would have 1");
    int deck = s.ndeck;
    unsigned fl = T_do(&s, 0, "x5");
    assert_true(fl & EG_MOVE_CHANCE);
    assert_int_equal(s.turn, 0); /* still player 1's turn */
    assert_int_equal(sx_hand_size(&s, 0), 4);
    assert_int_equal(s.ndeck, deck - 1);
    assert_int_equal(s.ndiscards, 1);
}

static void test_discard_refused_while_a_placement_is_possible(void **state)
{
    (void)state;
    sx_state s = four_building();
    T_refused(&s, 0, "x1", SX_E_DISCARD_NOT_NEEDED,
              "card 1 cannot be discarded: a card in the hand allows a placement");
    T_refused(&s, 0, "pass", SX_E_PASS_NOT_ALLOWED, NULL);
}

/* Discarded cards stay out of a reshuffle during the turn, and join the
 * played cards when the turn ends. */
static void test_discards_join_played_cards_when_turn_ends(void **state)
{
    (void)state;
    sx_state s = stuck_on_centres();
    T_hands(&s, "5551", "234", "234", "234");
    s.hand[0][1] = 0;
    s.hand[0][5] = 4;
    /* put a 1 on top of the deck so that the draw allows a placement */
    int i1 = -1;
    for (int i = 0; i < s.ndeck; i++)
        if (s.deck[i] == 1)
            i1 = i;
    assert_true(i1 >= 0);
    uint8_t t = s.deck[s.ndeck - 1];
    s.deck[s.ndeck - 1] = 1;
    s.deck[i1] = t;
    int played = s.nplayed;
    T_do(&s, 0, "x5");
    assert_true(sx_can_place(&s, 0));
    T_do(&s, 0, "11R1");
    assert_int_equal(s.ndiscards, 0);
    assert_int_equal(s.nplayed, played + 2);
}

/* "if the deck and discards are exhausted, the player passes that turn." */
static void test_pass_when_deck_and_played_cards_are_exhausted(void **state)
{
    (void)state;
    sx_state s = stuck_on_centres();
    s.ndeck = 0;
    s.nplayed = 0;
    char legal[10][EG_MOVE_MAX];
    assert_int_equal(sx_legal_moves(&s, 0, legal, 10), 1);
    assert_string_equal(legal[0], "pass");
    T_refused(&s, 0, "x5", SX_E_NOTHING_TO_DRAW,
              "deck and played cards are exhausted: pass instead");
    T_do(&s, 0, "pass");
    assert_int_equal(s.turn, 1);
    assert_int_equal(sx_aside_total(&s, 0), 6); /* the blocks stay set aside */
}

/* Our ruling: when everyone holding blocks passes in a row, the round ends
 * and the blocks left go back to the supply. */
static void test_round_ends_when_everyone_left_passes(void **state)
{
    (void)state;
    sx_state s = T_game(3, 3);
    T_do(&s, 0, "R1R1R1R1");
    T_do(&s, 1, "Y1Y1Y1Y1");
    T_do(&s, 2, "G1G1G1G1");
    /* every site blue with 8 floors: blue is nobody's in a 3-player game */
    sx_board b;
    sx_board_init(&b);
    for (int site = 0; site < SX_SITES; site++) {
        sx_board_put(&b, 3, 4, site);
        sx_board_put(&b, 3, 4, site);
    }
    s.board = b;
    s.ndeck = 0;
    s.nplayed = 0;
    T_do(&s, 0, "pass");
    T_do(&s, 1, "pass");
    unsigned fl = T_do(&s, 2, "pass");
    assert_true(fl & EG_MOVE_ENDS_ROUND);
    assert_int_equal(s.supply[0][1], 11);
    assert_int_equal(s.round, 1);
}

/* ---- The end and the tie-breaks. */

static sx_state finished(int players, const char *const sites[], int nsites, int r, int y,
                         int g, int b)
{
    sx_state s = T_game(players, 1);
    char pos[1024];
    T_pos(pos, sizeof pos, (const char **)sites, nsites);
    s.board = T_board(pos);
    s.score[0] = (int16_t)r;
    s.score[1] = (int16_t)y;
    s.score[2] = (int16_t)g;
    s.score[3] = (int16_t)b;
    s.phase = SX_PHASE_OVER;
    return s;
}

/* "Most points wins." */
static void test_most_points_wins(void **state)
{
    (void)state;
    const char *sites[] = {"1:11=B4"};
    sx_state s = finished(4, sites, 1, 10, 12, 9, 11);
    int pl[4];
    sx_places(&s, pl);
    assert_int_equal(pl[0], 2);
    assert_int_equal(pl[1], 0);
    assert_int_equal(pl[2], 3);
    assert_int_equal(pl[3], 1);
}

/* "Ties: the owner of the tallest building at the end wins (if that is unique)". */
static void test_tie_broken_by_owner_of_the_tallest_building(void **state)
{
    (void)state;
    const char *sites[] = {"1:11=R1", "2:11=Y3", "3:11=R1"};
    sx_state s = finished(4, sites, 3, 10, 10, 4, 4);
    int pl[4];
    sx_places(&s, pl);
    assert_int_equal(pl[1], 0);
    assert_int_equal(pl[0], 1);
}

/* "then the player with more city majorities at the last scoring" */
static void test_tie_broken_by_more_city_majorities(void **state)
{
    (void)state;
    const char *sites[] = {"1:11=R2", "2:11=Y2", "3:11=R1", "4:11=R1"};
    sx_state s = finished(4, sites, 4, 10, 10, 0, 0);
    int pl[4];
    sx_places(&s, pl);
    assert_int_equal(pl[0], 0); /* red: cities 1, 3, 4; yellow: city 2 */
    assert_int_equal(pl[1], 1);
}

/* "then the win is shared." */
static void test_win_shared_when_all_tie_breaks_tie(void **state)
{
    (void)state;
    const char *sites[] = {"1:11=R2", "2:11=Y2"};
    sx_state s = finished(4, sites, 2, 10, 10, 3, 3);
    int pl[4];
    sx_places(&s, pl);
    assert_int_equal(pl[0], 0);
    assert_int_equal(pl[1], 0);
    assert_int_equal(pl[2], 2);
    assert_int_equal(pl[3], 2);
}

/* 2 players: the tallest building of either of your colours breaks the tie. */
static void test_two_players_tie_broken_by_either_colours_tallest(void **state)
{
    (void)state;
    const char *sites[] = {"1:11=Y4", "2:11=G2"};
    sx_state s = finished(2, sites, 2, 4, 6, 10, 0);
    int pl[4];
    sx_places(&s, pl);
    assert_int_equal(pl[0], 0);
    assert_int_equal(pl[1], 1);
}

/* The scoring reveal of the last round ends with the winner and the tie-break. */
static const char *winner_text(const sx_state *s)
{
    static eg_reveal_step steps[EG_MAX_REVEAL_STEPS];
    int n = sx_reveal(s, s, steps);
    assert_true(n > 1);
    return steps[n - 1].text;
}

static void test_reveal_explains_the_winner_and_the_tie_break(void **state)
{
    (void)state;
    const char *tall[] = {"1:11=R1", "2:11=Y3", "3:11=R1"};
    sx_state s = finished(4, tall, 3, 10, 10, 4, 4);
    assert_string_equal(winner_text(&s),
                        "Player 2 (yellow) wins the tie on 10 points: the tallest building");
    const char *maj[] = {"1:11=R2", "2:11=Y2", "3:11=R1", "4:11=R1"};
    s = finished(4, maj, 4, 10, 10, 0, 0);
    assert_string_equal(winner_text(&s),
                        "Player 1 (red) wins the tie on 10 points: more city majorities");
    const char *same[] = {"1:11=R2", "2:11=Y2"};
    s = finished(4, same, 2, 10, 10, 3, 3);
    assert_string_equal(winner_text(&s), "2 players share the win on 10 points");
    s = finished(2, same, 2, 4, 6, 3, 3);
    assert_string_equal(winner_text(&s), "Player 1 (red and yellow) wins with 10 points");
}

/* ---- Notation. */

static void test_position_round_trips(void **state)
{
    (void)state;
    const char *text = "-,-,-/-,R1,-/-,-,-|R2Y3,-,-/-,-,-/-,-,B4|" EMPTY_CITY "|" EMPTY_CITY
                       "|" EMPTY_CITY "|-,-,-/-,-,-/G1G1G1,-,-";
    sx_board b = T_board(text);
    char out[1024];
    assert_true(sx_position_format(&b, out, sizeof out) > 0);
    assert_string_equal(out, text);
    assert_int_equal(b.owner[4], 0);
    assert_int_equal(b.owner[9], 1);
    assert_int_equal(sx_site_height(&b, 9), 5);
}

static void test_position_errors_name_the_column(void **state)
{
    (void)state;
    sx_board b;
    eg_error err = {0};
    assert_int_equal(sx_position_parse("-,X1", &b, &err), SX_E_POS_COLOUR);
    assert_int_equal(err.column, 3);
    assert_int_equal(sx_position_parse("-,R5", &b, &err), SX_E_POS_FLOORS);
    assert_string_equal(err.msg, "column 4: a block has 1 to 4 floors, not '5'");
    assert_int_equal(sx_position_parse("-,-,-/-,-,-", &b, &err), SX_E_POS_SYNTAX);
    assert_int_equal(sx_position_parse("-,-,-,-", &b, &err), SX_E_POS_SYNTAX);
    assert_string_equal(err.msg, "column 6: ',' where '/' (next row) was expected");
    assert_int_equal(sx_position_parse(EMPTY6 "|", &b, &err), SX_E_POS_SYNTAX);
    assert_int_equal(sx_position_parse("", &b, &err), SX_E_POS_SYNTAX);
    assert_int_equal(sx_position_parse(EMPTY6, &b, &err), SX_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_colour_has_24_blocks_of_47_floors),
        cmocka_unit_test(test_45_cards_five_per_position_and_hands_of_four),
        cmocka_unit_test(test_every_card_from_every_seat),
        cmocka_unit_test(test_centre_card_is_centre_for_everyone),
        cmocka_unit_test(test_seats_for_each_player_count),
        cmocka_unit_test(test_empty_site_always_allowed),
        cmocka_unit_test(test_own_building_always_allowed),
        cmocka_unit_test(test_overbuilding_with_equal_floors_allowed),
        cmocka_unit_test(test_overbuilding_with_fewer_floors_refused_naming_card_seat_and_site),
        cmocka_unit_test(test_overbuilding_counts_your_floors_already_there),
        cmocka_unit_test(test_owner_is_top_block_and_height_is_sum),
        cmocka_unit_test(test_single_tallest_building_scores_3),
        cmocka_unit_test(test_tie_for_tallest_scores_nobody),
        cmocka_unit_test(test_most_buildings_in_a_city_scores_2_per_city),
        cmocka_unit_test(test_tie_for_city_majority_scores_nobody),
        cmocka_unit_test(test_every_building_scores_1_to_its_owner),
        cmocka_unit_test(test_total_is_tallest_plus_majorities_plus_buildings),
        cmocka_unit_test(test_four_players_choose_six_blocks_clockwise_from_start),
        cmocka_unit_test(test_choice_of_wrong_count_refused),
        cmocka_unit_test(test_choice_beyond_supply_refused),
        cmocka_unit_test(test_choice_of_another_colour_refused),
        cmocka_unit_test(test_choice_out_of_turn_refused),
        cmocka_unit_test(test_no_placement_while_choosing_and_no_choice_while_building),
        cmocka_unit_test(test_three_players_choose_four_blocks),
        cmocka_unit_test(test_two_players_choose_four_of_each_colour),
        cmocka_unit_test(test_blocks_chosen_one_at_a_time_end_the_choice_at_the_count),
        cmocka_unit_test(test_single_pick_refusals),
        cmocka_unit_test(test_placement_builds_on_the_cards_site_from_the_seat),
        cmocka_unit_test(test_placement_refusals_name_what_is_wrong),
        cmocka_unit_test(test_only_set_aside_blocks_can_be_built),
        cmocka_unit_test(test_card_drawn_when_the_next_player_acts),
        cmocka_unit_test(test_moves_refused_when_malformed),
        cmocka_unit_test(test_round_ends_scored_and_start_player_passes_clockwise),
        cmocka_unit_test(test_two_players_alternate_eight_turns_with_either_colour),
        cmocka_unit_test(test_two_players_own_colours_are_different_owners),
        cmocka_unit_test(test_two_players_score_each_colour_and_add),
        cmocka_unit_test(test_rounds_per_player_count),
        cmocka_unit_test(test_four_and_three_players_use_every_block),
        cmocka_unit_test(test_played_cards_reshuffled_when_deck_runs_out),
        cmocka_unit_test(test_discard_and_draw_when_no_card_allows_a_placement),
        cmocka_unit_test(test_discard_refused_while_a_placement_is_possible),
        cmocka_unit_test(test_discards_join_played_cards_when_turn_ends),
        cmocka_unit_test(test_pass_when_deck_and_played_cards_are_exhausted),
        cmocka_unit_test(test_round_ends_when_everyone_left_passes),
        cmocka_unit_test(test_most_points_wins),
        cmocka_unit_test(test_tie_broken_by_owner_of_the_tallest_building),
        cmocka_unit_test(test_tie_broken_by_more_city_majorities),
        cmocka_unit_test(test_win_shared_when_all_tie_breaks_tie),
        cmocka_unit_test(test_two_players_tie_broken_by_either_colours_tallest),
        cmocka_unit_test(test_reveal_explains_the_winner_and_the_tie_break),
        cmocka_unit_test(test_position_round_trips),
        cmocka_unit_test(test_position_errors_name_the_column),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
