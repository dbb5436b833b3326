/* SPDX-License-Identifier: MIT */
/* test_rules.c - City Blox, one test per rule sentence and ruling
 * (shared/rules/city-blox/rules.txt as read by RULINGS.md). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <stdlib.h>

#include "cb_draw.h"
#include "cb_test.h"
#include "eg_scene.h"

/* A 2x4 standing at c3 (c3..d6) and a 1x2 at e3 (e3, e4). */
#define CUT_HOUSE "......../......../..##..../..##..../..###.../..###.../......../........"

static cb_verdict judge(const char *cut, int level, int kind, int n, const char *const *bricks)
{
    cb_brick b[16];
    for (int i = 0; i < n; i++)
        b[i] = T_brick(bricks[i]);
    int bad;
    eg_error err = {0};
    assert_int_equal(cb_bricks_check(b, n, &bad, &err), CB_OK);
    cb_verdict v;
    cb_judge(T_cut(cut), b, n, level, kind, &v);
    return v;
}

/* ---- The setup screen's options. */

/* Help for player N is offered only where there is a player N. */
static void test_help_is_offered_only_to_players_who_are_there(void **state)
{
    (void)state;
    const eg_game *g = &eg_city_blox;
    assert_non_null(g->option_shown);
    for (int n = 2; n <= 4; n++) {
        cb_params p;
        g->default_params(&p, n);
        int helps = 0;
        for (int i = 0; i < g->noptions; i++) {
            const char *key = g->options[i].key;
            bool shown = g->option_shown(&p, i);
            if (strncmp(key, "help", 4) == 0) {
                assert_int_equal(shown, atoi(key + 4) <= n);
                helps += shown;
            } else if (strcmp(key, "trio") == 0) { /* only Level 1B plays another trio */
                assert_int_equal(shown, p.level == CB_LEVEL_1B);
                p.level = CB_LEVEL_1B;
                assert_true(g->option_shown(&p, i));
                p.level = CB_LEVEL_1;
            } else {
                assert_true(shown);
            }
        }
        assert_int_equal(helps, n);
    }
}

/* ---- Notation (shared/spec/city-blox.md). */

/* "Lne@c3 covers c3, d3 and c4" */
static void test_corner_lne_at_c3_covers_c3_d3_c4(void **state)
{
    (void)state;
    uint64_t m = cb_brick_mask(T_brick("Lne@c3"));
    assert_true(m == (cb_bit(cb_cell(2, 2)) | cb_bit(cb_cell(3, 2)) | cb_bit(cb_cell(2, 3))));
}

/* width along the files x depth along the ranks; STUD the lowest-file, lowest-rank stud */
static void test_rectangles_are_width_by_depth(void **state)
{
    (void)state;
    assert_int_equal(__builtin_popcountll(cb_brick_mask(T_brick("2x4@b2"))), 8);
    assert_true(cb_brick_mask(T_brick("2x4@b2")) & cb_bit(cb_cell(2, 4))); /* c5 */
    assert_true(cb_brick_mask(T_brick("4x2@b2")) & cb_bit(cb_cell(4, 2))); /* e3 */
}

static void test_a_brick_off_the_plate_is_refused(void **state)
{
    (void)state;
    cb_brick b;
    eg_error err = {0};
    assert_int_equal(cb_brick_parse("2x4@h1", 6, &b, &err), CB_ERR_OFF_PLATE);
    assert_int_equal(cb_brick_parse("1x1@i1", 6, &b, &err), CB_ERR_NO_SUCH_STUD);
    assert_int_equal(cb_brick_parse("5x1@a1", 6, &b, &err), CB_ERR_NO_SUCH_SHAPE);
    assert_int_equal(cb_cutout_parse("########", 8, &(uint64_t){0}, &err), CB_ERR_BAD_CUTOUT);
}

/* The box: 17 1x1, 17 1x2, 14 2x2, 14 2x3, 11 2x4 and 4 corners = 77. */
static void test_box_holds_77_bricks_in_six_sizes(void **state)
{
    (void)state;
    int total = 0;
    for (int k = 0; k < CB_KINDS; k++)
        total += cb_kind_count[k];
    assert_int_equal(total, 77);
    assert_int_equal(cb_kind_count[CB_CORNER], 4);
    assert_int_equal(cb_kind_studs(CB_CORNER), 3);
}

/* ---- Completion ("Place the landscape card"). */

/* "the card fits perfectly onto the plot and the cut-out shape is completely filled" */
static void test_exact_fill_is_complete(void **state)
{
    (void)state;
    const char *b[] = {"2x4@c3", "1x2@e3"};
    assert_true(judge(CUT_HOUSE, CB_LEVEL_1, CB_HOUSE, 2, b).complete);
}

/* "the cut-out shapes are filled but the landscape card does not fit" */
static void test_a_brick_outside_the_cut_out_is_not_complete(void **state)
{
    (void)state;
    const char *b[] = {"2x4@c3", "1x2@e3", "1x1@a1"};
    cb_verdict v = judge(CUT_HOUSE, CB_LEVEL_1, CB_HOUSE, 3, b);
    assert_false(v.complete);
    assert_non_null(strstr(v.reason, "a1 outside the cut-out"));
}

/* "the card fits perfectly onto the plot but the cut-out shape is not completely filled" */
static void test_a_cell_missing_is_not_complete(void **state)
{
    (void)state;
    const char *b[] = {"2x4@c3", "1x1@e3"};
    cb_verdict v = judge(CUT_HOUSE, CB_LEVEL_1, CB_HOUSE, 2, b);
    assert_false(v.complete);
    assert_string_equal(v.reason, "e4 of the cut-out is not covered");
}

static void test_two_bricks_on_one_stud_is_an_error(void **state)
{
    (void)state;
    cb_brick b[2] = {T_brick("2x2@c3"), T_brick("1x1@d4")};
    int bad;
    eg_error err = {0};
    assert_int_equal(cb_bricks_check(b, 2, &bad, &err), CB_ERR_OVERLAP);
    assert_int_equal(bad, 1);
}

/* "a second-level brick must stand on at least one first-level brick" */
static void test_second_level_brick_needs_a_brick_under_it(void **state)
{
    (void)state;
    cb_brick b[2] = {T_brick("2x2@c3"), T_brick("2x2@e3^2")};
    int bad;
    eg_error err = {0};
    assert_int_equal(cb_bricks_check(b, 2, &bad, &err), CB_ERR_UNSUPPORTED);
    assert_non_null(strstr(err.msg, "2x2@e3^2"));
}

/* rules.txt, "The cards" (the standard game): "It is possible to complete
 * your plots with fewer blocks - if you find a clever use for the white
 * corner blocks or build in multiple levels." At Levels 1 and 1B a second
 * level is allowed, not required (RULINGS.md "Levels"): the house's 2x4 and
 * a 2x2 on the second level over d3, d4 and the bare e3, e4 cover the
 * cut-out exactly. */
static void test_level_1_two_levels_complete_a_plot(void **state)
{
    (void)state;
    const char *b[] = {"2x4@c3", "2x2@d3^2"};
    cb_verdict v = judge(CUT_HOUSE, CB_LEVEL_1, CB_HOUSE, 2, b);
    if (!v.complete)
        print_error("%s\n", v.reason);
    assert_true(v.complete);
    assert_true(judge(CUT_HOUSE, CB_LEVEL_1B, CB_HOUSE, 2, b).complete);
    /* Still exact: a second-level brick outside the cut-out is not. */
    const char *out[] = {"2x4@c3", "1x2@e3", "2x2@c6^2"};
    assert_false(judge(CUT_HOUSE, CB_LEVEL_1, CB_HOUSE, 3, out).complete);
}

/* "... with fewer blocks ... build in multiple levels": every card whose
 * design rewards the second level is filled at Level 1 by its two-level
 * fill, with fewer bricks than the fewest on one level. */
static void test_level_1_fewer_bricks_on_two_levels(void **state)
{
    (void)state;
    int seen = 0;
    for (int i = 0; i < CB_CARDS; i++) {
        const cb_card *c = &cb_cards[i];
        if (c->tag != CB_TAG_LEVEL)
            continue;
        cb_verdict v;
        cb_judge(c->cutout, c->fill2, c->nfill2, CB_LEVEL_1, c->kind, &v);
        assert_true(v.complete);
        assert_true(c->nfill2 < c->nfill1);
        seen++;
    }
    assert_true(seen >= 4);
}

/* The same at play: at Level 1 the last brick of a level card's two-level
 * fill is placed on the second level (the move is accepted and offered
 * among the legal moves), and laying the card completes the plot. */
static void test_level_1_a_second_level_brick_completes_a_plot(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 3);
    int card = -1;
    for (int i = 0; i < CB_CARDS && card < 0; i++)
        if (cb_cards[i].tag == CB_TAG_LEVEL && cb_cards[i].kind == CB_SCHOOL &&
            cb_cards[i].fill2[cb_cards[i].nfill2 - 1].level == 2)
            card = i;
    assert_true(card >= 0);
    s.card[0][1] = (uint8_t)card; /* the school plot */
    const cb_card *c = &cb_cards[card];
    char t[24], move[64];
    for (int i = 0; i < c->nfill2 - 1; i++) {
        cb_brick_format(c->fill2[i], t, sizeof t);
        T_put(&s, 0, 1, t);
    }
    cb_brick last = c->fill2[c->nfill2 - 1];
    int kind = cb_shape_kind(last.shape);
    char pile[64];
    snprintf(pile, sizeof pile, "pile:%s", cb_kind_name(kind)); /* and three others */
    for (int k = 0, n = 1; n < 4; k++)
        if (k != kind) {
            snprintf(pile + strlen(pile), sizeof pile - strlen(pile), ",%s", cb_kind_name(k));
            n++;
        }
    T_do(&s, 0, pile);
    snprintf(move, sizeof move, "take:%s", cb_kind_name(kind));
    T_do(&s, 0, move);
    cb_brick_format(last, t, sizeof t);
    snprintf(move, sizeof move, "place:school:%s", t);
    char legal[512][EG_MOVE_MAX];
    int n = cb_legal_moves(&s, 0, legal, 512), offered = 0;
    for (int i = 0; i < n; i++)
        offered |= strcmp(legal[i], move) == 0;
    assert_true(offered);
    T_do(&s, 0, move);
    T_do(&s, 0, "lay:school");
    assert_false(cb_plot_unfinished(&s, 0, 1));
}

/* Level 2: "A minimum of one building block must be placed on the 2nd level" */
static void test_level_2_needs_a_second_level_brick(void **state)
{
    (void)state;
    const char *b[] = {"2x4@c3", "1x2@e3"};
    cb_verdict v = judge(CUT_HOUSE, CB_LEVEL_2, CB_HOUSE, 2, b);
    assert_false(v.complete);
    assert_non_null(strstr(v.reason, "second level"));
}

/* "one white knob must be left exposed on the 1st level ... visible from the
 * side and covered by one of the building blocks on level 2 from above":
 * the 1x2 at e3 becomes a 2x2 on the second level at d3, over d3/d4 of the
 * 2x4 and over bare e3, e4, whose row runs clear to the east edge. */
static void test_level_2_hidden_knob_visible_from_the_side(void **state)
{
    (void)state;
    const char *b[] = {"2x4@c3", "2x2@d3^2"};
    cb_verdict v = judge(CUT_HOUSE, CB_LEVEL_2, CB_HOUSE, 2, b);
    assert_true(v.complete);
    assert_int_equal(v.hidden_knobs, 2);
}

/* A bare stud boxed in by first-level bricks on all four lines is no knob. */
static void test_a_knob_hidden_from_every_side_does_not_count(void **state)
{
    (void)state;
    /* d4 bare; c4 west, e4 east, d3 south, d5 north all first level. */
    uint64_t l1 = cb_bit(cb_cell(2, 3)) | cb_bit(cb_cell(4, 3)) | cb_bit(cb_cell(3, 2)) |
                  cb_bit(cb_cell(3, 4));
    uint64_t l2 = cb_brick_mask(T_brick("2x2@c4^2"));
    /* Bare under the second level: d4 (boxed in) and c5 (clear to the west). */
    assert_int_equal(cb_hidden_knobs(l1 | l2, l1, l2), 1);
    uint64_t only_d4 = cb_bit(cb_cell(3, 3));
    assert_int_equal(cb_hidden_knobs(only_d4, l1, l2), 0);
}

/* Level 2B: "one white knob ... house plot, two ... school plot, and three ... mall plot" */
static void test_level_2b_knobs_one_two_three(void **state)
{
    (void)state;
    assert_int_equal(cb_knobs_needed(CB_LEVEL_2B, CB_HOUSE), 1);
    assert_int_equal(cb_knobs_needed(CB_LEVEL_2B, CB_SCHOOL), 2);
    assert_int_equal(cb_knobs_needed(CB_LEVEL_2B, CB_MARKET), 3);
    assert_int_equal(cb_knobs_needed(CB_LEVEL_2, CB_MARKET), 1);
    assert_int_equal(cb_knobs_needed(CB_LEVEL_1B, CB_MARKET), 0);
    const char *b[] = {"2x4@c3", "2x2@d3^2"}; /* 2 knobs */
    assert_true(judge(CUT_HOUSE, CB_LEVEL_2B, CB_SCHOOL, 2, b).complete);
    cb_verdict v = judge(CUT_HOUSE, CB_LEVEL_2B, CB_MARKET, 2, b);
    assert_false(v.complete);
    assert_string_equal(v.reason, "2 hidden knobs, the market needs 3 at Level 2b");
}

/* ---- The build pile and the picks. */

/* "2- or 4-player game, select four different building blocks" */
static void test_pile_of_four_with_two_players(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 1);
    T_refuse(&s, 0, "pile:1x1,1x2,2x2,2x3,2x4", CB_ERR_PILE_SIZE);
    T_refuse(&s, 0, "pile:1x1,1x1,2x2,2x3", CB_ERR_PILE_REPEAT);
    T_refuse(&s, 1, "pile:1x1,1x2,2x2,2x3", CB_ERR_NOT_YOUR_TURN);
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    assert_int_equal(s.supply[CB_1X1], 16);
}

/* The table selects one size a click: the picks begin with the fourth. */
static void test_pile_one_size_at_a_time(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 1);
    T_do(&s, 0, "pile:2x4");
    assert_int_equal(T_act(&s), 0);
    assert_int_equal(s.phase, CB_PH_SELECT);
    assert_int_equal(s.supply[CB_2X4], 10);
    T_refuse(&s, 0, "pile:2x4", CB_ERR_PILE_REPEAT);
    T_refuse(&s, 0, "pile:1x1,1x2,2x2,2x3", CB_ERR_PILE_SIZE);
    T_refuse(&s, 0, "take:2x4", CB_ERR_WRONG_STEP);
    T_do(&s, 0, "pile:L,1x1");
    assert_int_equal(s.phase, CB_PH_SELECT);
    T_do(&s, 0, "pile:2x2");
    assert_int_equal(s.phase, CB_PH_TURNS);
    assert_int_equal(s.pile[CB_2X4] + s.pile[CB_CORNER] + s.pile[CB_1X1] + s.pile[CB_2X2], 4);
    T_do(&s, 0, "take:L");
}

/* "3-player game, select three different building blocks" */
static void test_pile_of_three_with_three_players(void **state)
{
    (void)state;
    cb_state s = T_game(3, CB_LEVEL_1, 1);
    T_refuse(&s, 0, "pile:1x1,1x2,2x2,2x3", CB_ERR_PILE_SIZE);
    T_do(&s, 0, "pile:1x1,1x2,L");
}

/* "If there are only two players, each player selects two building blocks.
 * The first player picks the first and third, the second player ... second and fourth." */
static void test_pick_order_two_players_a_b_a_b(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 2);
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    const int want[4] = {0, 1, 0, 1};
    const char *take[4] = {"take:1x1", "take:1x2", "take:2x2", "take:2x3"};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(T_act(&s), want[i]);
        T_do(&s, want[i], take[i]);
        T_do(&s, want[i], "return");
        T_do(&s, want[i], "end");
    }
    assert_int_equal(s.round, 1);
    assert_int_equal(T_act(&s), 1); /* "the next player will select the new build pile" */
}

/* "The player who selected the build pile gets to pick the first building block.
 * Then the next player picks the second ..." (clockwise), 3 and 4 players. */
static void pick_order(int n, int first)
{
    cb_params p;
    cb_params_default(&p, n);
    p.first = (int8_t)first;
    cb_state s;
    assert_int_equal(cb_new_game(&p, 5, &s, NULL), CB_OK);
    assert_int_equal(T_act(&s), first);
    T_do(&s, first, n == 3 ? "pile:1x1,1x2,2x2" : "pile:1x1,1x2,2x2,2x3");
    for (int i = 0; i < n; i++) {
        int who = (first + i) % n;
        assert_int_equal(T_act(&s), who);
        char m[16];
        snprintf(m, sizeof m, "take:%s", cb_kind_name(i));
        T_do(&s, who, m);
        T_do(&s, who, "return");
        T_do(&s, who, "end");
    }
    assert_int_equal(T_act(&s), (first + 1) % n);
}

static void test_pick_order_three_players_clockwise(void **state)
{
    (void)state;
    pick_order(3, 0);
    pick_order(3, 2);
}

static void test_pick_order_four_players_clockwise(void **state)
{
    (void)state;
    pick_order(4, 0);
    pick_order(4, 3);
}

/* "Once you have placed a building block on a plot, the block can no longer be moved" */
static void test_a_placed_brick_stays_and_takes_a_stud(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 3);
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:2x2");
    T_refuse(&s, 0, "place:house:2x3@a1", CB_ERR_WRONG_KIND);
    T_refuse(&s, 0, "place:house:2x2@a1^2", CB_ERR_UNSUPPORTED); /* nothing under it */
    T_refuse(&s, 0, "place:park:2x2@a1", CB_ERR_NO_SUCH_PLOT);
    T_do(&s, 0, "place:house:2x2@a1");
    T_do(&s, 0, "end");
    T_do(&s, 1, "take:1x1");
    T_do(&s, 1, "return");
    T_do(&s, 1, "end");
    T_do(&s, 0, "take:1x2");
    T_refuse(&s, 0, "place:house:1x2@b2", CB_ERR_OVERLAP);
}

/* "you may return the building block to the brick supply" */
static void test_returning_the_brick_taken_puts_it_in_the_supply(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 3);
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_refuse(&s, 0, "take:2x4", CB_ERR_NOT_IN_PILE);
    T_do(&s, 0, "take:2x3");
    assert_int_equal(s.supply[CB_2X3], 13);
    T_do(&s, 0, "return");
    assert_int_equal(s.supply[CB_2X3], 14);
}

/* "you may move the block (or blocks) to a different position in the next
 * round instead of picking a new building block. Or you may return [it]" */
static void test_mending_instead_of_picking(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 3);
    T_put(&s, 0, 0, "2x2@a1");
    T_put(&s, 0, 0, "1x1@e5");
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "mend:house");
    T_refuse(&s, 0, "move:2x2@a1>2x3@c3", CB_ERR_WRONG_KIND);
    T_refuse(&s, 0, "move:2x2@a1>2x2@a1", CB_ERR_NO_CHANGE);
    T_do(&s, 0, "move:2x2@a1>2x2@c3");
    T_do(&s, 0, "back:1x1@e5");
    T_do(&s, 0, "done");
    assert_int_equal(T_bricks_on(&s, 0, 0), 1);
    assert_int_equal(s.pile[CB_1X1] + s.pile[CB_1X2] + s.pile[CB_2X2] + s.pile[CB_2X3], 4);
    assert_int_equal(s.supply[CB_1X1], 16); /* one is in the pile */
    T_do(&s, 0, "end");
}

/* "If the card does not fit ... return one building block to the brick supply as a penalty." */
static void test_a_failed_card_costs_a_brick_of_that_plot(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 4);
    T_fill(&s, 0, 0, 1);
    int before = T_bricks_on(&s, 0, 0);
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:house");
    assert_int_equal(s.tasks[0].kind, CB_T_PAY);
    assert_int_equal(cb_legal_moves(&s, 0, (char (*)[EG_MOVE_MAX])(char[16][EG_MOVE_MAX]){{0}}, 16),
                     before);
    char m[EG_MOVE_MAX];
    cb_ai_choose(&s, 0, 1, 1, m, NULL);
    assert_int_equal(strncmp(m, "pay:", 4), 0);
    T_do(&s, 0, m);
    assert_int_equal(T_bricks_on(&s, 0, 0), before - 1);
    assert_true(cb_plot_unfinished(&s, 0, 0));
}

/* Help: "allowed to place their landscape cards on top of their plots ... [and]
 * returned" - at no cost (RULINGS.md: "to look, at no cost, and taken back"):
 * the card lies on the plot until the next move, nothing is paid, and the
 * turn goes on; the same card is not looked at twice in a turn. */
static void test_help_lays_a_card_for_free(void **state)
{
    (void)state;
    cb_params p;
    cb_params_default(&p, 2);
    p.first = 0;
    p.help = 1;
    cb_state s;
    assert_int_equal(cb_new_game(&p, 4, &s, NULL), CB_OK);
    T_fill(&s, 0, 0, 1);
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    int bricks = T_bricks_on(&s, 0, 0), supply[CB_KINDS];
    memcpy(supply, s.supply, sizeof supply);
    T_do(&s, 0, "lay:house");
    assert_int_equal(s.ntasks, 0);
    assert_int_equal(T_act(&s), 0);          /* still player 1's turn */
    assert_int_equal(s.look, 0); /* the card shown on the house plot (plot id 0) */
    assert_int_equal(T_bricks_on(&s, 0, 0), bricks);
    assert_memory_equal(supply, s.supply, sizeof supply);
    T_refuse(&s, 0, "lay:house", CB_ERR_LOOKED);
    char legal[16][EG_MOVE_MAX];
    int n = cb_legal_moves(&s, 0, legal, 16);
    for (int i = 0; i < n; i++)
        assert_string_not_equal(legal[i], "lay:house");
    T_do(&s, 0, "end");
    assert_int_equal(s.look, -1);
    assert_int_equal(T_act(&s), 1);
}

/* "If the landscape card fits ... the plot is complete"; a complete plot never changes. */
static void test_a_complete_plot_never_changes(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 4);
    T_fill(&s, 0, 0, 0);
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:house");
    assert_false(cb_plot_unfinished(&s, 0, 0));
    T_do(&s, 1, "take:1x2");
    T_do(&s, 1, "return");
    T_do(&s, 1, "end");
    T_do(&s, 0, "take:2x2");
    T_refuse(&s, 0, "place:house:2x2@a1", CB_ERR_PLOT_COMPLETE);
    T_refuse(&s, 0, "lay:house", CB_ERR_WRONG_STEP);
}

/* Level 2: "return the building blocks to brick supply, and turn your building plate upside down" */
static void test_level_2_complete_plot_returns_its_bricks(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_2, 4);
    T_fill(&s, 0, 0, 0);
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:house");
    assert_false(cb_plot_unfinished(&s, 0, 0));
    assert_int_equal(T_bricks_on(&s, 0, 0), 0);
    assert_true(s.cleared[0] & 1);
}

/* Level 1B: "Should you run out of one building block size ... return the
 * building blocks from a completed plot." */
static void test_level_1b_clears_a_complete_plot_when_a_size_ran_out(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1B, 4);
    T_fill(&s, 0, 0, 0);
    s.done[0] = 1;
    T_refuse(&s, 0, "clear:school", CB_ERR_NOT_COMPLETE);
    char name[16];
    cb_plot_name(&s, 0, 0, name);
    char m[32];
    snprintf(m, sizeof m, "clear:%s", name);
    T_refuse(&s, 0, m, CB_ERR_SIZES_LEFT);
    s.supply[CB_CORNER] += (uint8_t)(cb_kind_count[CB_CORNER] - s.supply[CB_CORNER]);
    int corners = s.supply[CB_CORNER];
    s.supply[CB_CORNER] = 0; /* pretend the corners ran out */
    T_do(&s, 0, m);
    s.supply[CB_CORNER] = (uint8_t)corners;
    assert_int_equal(T_bricks_on(&s, 0, 0), 0);
    T_refuse(&s, 0, m, CB_ERR_ALREADY_CLEARED);
    cb_state one = T_game(2, CB_LEVEL_1, 4);
    one.done[0] = 1;
    T_refuse(&one, 0, "clear:house", CB_ERR_NOT_1B);
}

/* ---- Events: a round in which player 1 completes the house, with the deck
 * stacked so that `ev` is drawn. */
static cb_state event_round(int ev, int nplayers)
{
    cb_state s = T_game(nplayers, CB_LEVEL_1, 7);
    T_fill(&s, 0, 0, 0);
    s.deck_left = (uint16_t)(1u << ev);
    T_do(&s, 0, nplayers == 3 ? "pile:1x1,1x2,2x2" : "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:house");
    const char *takes[] = {"take:1x2", "take:2x2", "take:2x3"};
    for (int t = 0; t < 3 && s.phase == CB_PH_TURNS && s.ntasks == 0; t++) {
        int who = T_act(&s);
        T_do(&s, who, takes[t]);
        T_do(&s, who, "return");
        T_do(&s, who, "end");
    }
    assert_int_equal(s.last_event, ev);
    assert_int_equal(s.last_drawer, 0);
    return s;
}

/* "Each player must return one yellow 2x2 building block (if applicable)." */
static void test_event_faulty_construction(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 7);
    (void)s;
    s = event_round(CB_EV_FAULTY, 2);
    /* Nobody had a 2x2 on an unfinished plot: nothing to do. */
    assert_int_equal(s.ntasks, 0);
    cb_state t = T_game(2, CB_LEVEL_1, 7);
    T_fill(&t, 0, 0, 0);
    T_put(&t, 0, 1, "2x2@a1");
    T_put(&t, 0, 1, "1x1@h8");
    T_put(&t, 1, 2, "2x2@c3");
    t.deck_left = 1u << CB_EV_FAULTY;
    T_do(&t, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&t, 0, "take:1x1");
    T_do(&t, 0, "return");
    T_do(&t, 0, "lay:house");
    for (int i = 0; i < 3; i++) {
        int who = T_act(&t);
        T_do(&t, who, i == 0 ? "take:1x2" : i == 1 ? "take:2x2" : "take:2x3");
        T_do(&t, who, "return");
        T_do(&t, who, "end");
    }
    assert_int_equal(T_act(&t), 0);
    T_refuse(&t, 0, "lose:school:1x1@h8", CB_ERR_NOT_2X2);
    T_do(&t, 0, "lose:school:2x2@a1");
    assert_int_equal(T_act(&t), 1);
    T_do(&t, 1, "lose:market:2x2@c3");
    assert_int_equal(T_bricks_on(&t, 1, 2), 0);
}

/* Events "apply only to plots that have not yet been completed". Water
 * leakage: "Return one of your building blocks". */
static void test_event_water_leakage_spares_complete_plots(void **state)
{
    (void)state;
    cb_state s = event_round(CB_EV_LEAKAGE, 2);
    assert_int_equal(s.ntasks, 0); /* only the complete house has bricks */
    cb_state t = T_game(2, CB_LEVEL_1, 7);
    T_fill(&t, 0, 0, 0);
    T_put(&t, 0, 1, "1x1@a1");
    t.deck_left = 1u << CB_EV_LEAKAGE;
    T_do(&t, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&t, 0, "take:1x1");
    T_do(&t, 0, "return");
    T_do(&t, 0, "lay:house");
    for (int i = 0; i < 3; i++) {
        int who = T_act(&t);
        T_do(&t, who, i == 0 ? "take:1x2" : i == 1 ? "take:2x2" : "take:2x3");
        T_do(&t, who, "return");
        T_do(&t, who, "end");
    }
    char house[EG_MOVE_MAX];
    cb_brick b = cb_cards[t.card[0][0]].fill1[0];
    char bt[24];
    cb_brick_format(b, bt, sizeof bt);
    snprintf(house, sizeof house, "lose:house:%s", bt);
    T_refuse(&t, 0, house, CB_ERR_PLOT_COMPLETE);
    T_do(&t, 0, "lose:school:1x1@a1");
}

/* "Treat yourself to an extra building block ... and place it on any of your plots." */
static void test_event_happy_birthday_and_building_approved(void **state)
{
    (void)state;
    for (int ev = CB_EV_BIRTHDAY; ev <= CB_EV_APPROVED; ev += CB_EV_APPROVED - CB_EV_BIRTHDAY) {
        cb_state s = event_round(ev, 2);
        assert_int_equal(T_act(&s), 0);
        int green = s.supply[CB_2X4];
        T_do(&s, 0, "gain:2x4");
        T_refuse(&s, 0, "place:house:2x4@a1", CB_ERR_PLOT_COMPLETE);
        T_do(&s, 0, "place:school:2x4@a1");
        assert_int_equal(T_bricks_on(&s, 0, 1), 1);
        assert_int_equal(s.supply[CB_2X4], green - 1);
    }
}

/* "Give this card to another player so he or she may select an extra
 * building block from the brick supply in the next round." */
static void test_event_double_up(void **state)
{
    (void)state;
    cb_state s = event_round(CB_EV_DOUBLE_UP, 2);
    T_refuse(&s, 0, "give:1", CB_ERR_SELF_TARGET);
    T_refuse(&s, 0, "give:3", CB_ERR_NO_SUCH_PLAYER);
    T_do(&s, 0, "give:2");
    assert_int_equal(s.double_up[1], 1);
    /* Next round: after the picks, player 2 gains a brick. */
    T_do(&s, 1, "pile:1x1,1x2,2x2,2x3");
    for (int i = 0; i < 4; i++) {
        int who = T_act(&s);
        T_do(&s, who, i == 0 ? "take:1x1" : i == 1 ? "take:1x2" : i == 2 ? "take:2x2" : "take:2x3");
        T_do(&s, who, "return");
        T_do(&s, who, "end");
    }
    assert_int_equal(T_act(&s), 1);
    assert_int_equal(s.tasks[0].kind, CB_T_GAIN);
    T_do(&s, 1, "gain:L");
    T_do(&s, 1, "return");
}

/* "Give this card to any player to cause them to miss the next round." */
static void test_event_lunch_break(void **state)
{
    (void)state;
    cb_state s = event_round(CB_EV_LUNCH, 3);
    T_do(&s, 0, "give:2");
    /* Player 2 would select next; at lunch, player 3 selects and picks first. */
    assert_int_equal(T_act(&s), 2);
    T_do(&s, 2, "pile:1x1,1x2,2x2");
    assert_int_equal(s.norder, 2);
    assert_int_equal(s.order[0], 2);
    assert_int_equal(s.order[1], 0);
}

/* "Exchange one building block of your choice with the building block of another player." */
static void test_event_exchange(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 7);
    T_fill(&s, 0, 0, 0);
    T_put(&s, 0, 1, "1x1@a1");
    T_put(&s, 1, 1, "2x4@a1");
    s.deck_left = 1u << CB_EV_EXCHANGE;
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:house");
    for (int i = 0; i < 3; i++) {
        int who = T_act(&s);
        T_do(&s, who, i == 0 ? "take:1x2" : i == 1 ? "take:2x2" : "take:2x3");
        T_do(&s, who, "return");
        T_do(&s, who, "end");
    }
    T_refuse(&s, 0, "swap:school:1x1@a1,1:school:2x4@a1", CB_ERR_SELF_TARGET);
    T_refuse(&s, 0, "swap:school:1x1@a1,2:school:2x4@b1", CB_ERR_NO_SUCH_BRICK);
    T_do(&s, 0, "swap:school:1x1@a1,2:school:2x4@a1");
    assert_int_equal(T_act(&s), 0);
    T_do(&s, 0, "place:market:2x4@c1");
    assert_int_equal(T_act(&s), 1);
    T_do(&s, 1, "place:school:1x1@h8");
    int n[CB_KINDS];
    cb_count_bricks(&s, n);
    for (int k = 0; k < CB_KINDS; k++)
        assert_int_equal(n[k], cb_kind_count[k]);
}

/* "Exchange any green or red building block for three smaller blocks of
 * different colours ... Pass this card to another player if it doesn't apply to you." */
static void test_event_recycle_passes_to_who_has_red_or_green(void **state)
{
    (void)state;
    cb_state s = T_game(3, CB_LEVEL_1, 7);
    T_fill(&s, 0, 0, 0);
    T_put(&s, 2, 1, "2x3@a1");
    s.deck_left = 1u << CB_EV_RECYCLE;
    T_do(&s, 0, "pile:1x1,1x2,2x2");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:house");
    for (int i = 0; i < 2; i++) {
        int who = T_act(&s);
        T_do(&s, who, i == 0 ? "take:1x2" : "take:2x2");
        T_do(&s, who, "return");
        T_do(&s, who, "end");
    }
    assert_int_equal(T_act(&s), 2);
    T_refuse(&s, 2, "recycle:school:2x3@a1:1x1,1x2", CB_ERR_RECYCLE_SIZES);
    T_refuse(&s, 2, "recycle:school:2x3@a1:1x1,1x2,2x4", CB_ERR_RECYCLE_SIZES);
    T_do(&s, 2, "recycle:school:2x3@a1:1x1,1x2,L");
    T_do(&s, 2, "place:school:1x1@a1");
    T_do(&s, 2, "place:school:1x2@b1");
    T_do(&s, 2, "return");
    assert_int_equal(T_bricks_on(&s, 2, 1), 2);
}

/* "Each player receives one building block of their choice from the brick supply." */
static void test_event_additional_grant(void **state)
{
    (void)state;
    cb_state s = event_round(CB_EV_GRANT, 2);
    assert_int_equal(T_act(&s), 0);
    T_do(&s, 0, "gain:1x1");
    T_do(&s, 0, "place:school:1x1@a1");
    assert_int_equal(T_act(&s), 1);
    T_do(&s, 1, "gain:2x2");
    T_do(&s, 1, "place:house:2x2@a1");
}

/* "Give this card to a player who must return one building block." */
static void test_event_thunderstorm(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 7);
    T_fill(&s, 0, 0, 0);
    T_put(&s, 1, 0, "1x2@a1");
    s.deck_left = 1u << CB_EV_THUNDER;
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:house");
    for (int i = 0; i < 3; i++) {
        int who = T_act(&s);
        T_do(&s, who, i == 0 ? "take:1x2" : i == 1 ? "take:2x2" : "take:2x3");
        T_do(&s, who, "return");
        T_do(&s, who, "end");
    }
    T_do(&s, 0, "give:2");
    assert_int_equal(T_act(&s), 1);
    T_do(&s, 1, "lose:house:1x2@a1");
    assert_int_equal(T_bricks_on(&s, 1, 0), 0);
}

/* "Give this card to a player who may pick one additional building block." */
static void test_event_donation(void **state)
{
    (void)state;
    cb_state s = event_round(CB_EV_DONATION, 2);
    T_do(&s, 0, "give:2");
    assert_int_equal(T_act(&s), 1);
    T_do(&s, 1, "gain:2x3");
    T_do(&s, 1, "place:school:3x2@f7");
}

/* "All players return one building block to the brick supply." */
static void test_event_hurricane(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 7);
    T_fill(&s, 0, 0, 0);
    T_put(&s, 0, 2, "1x1@a1");
    T_put(&s, 1, 2, "1x1@a1");
    s.deck_left = 1u << CB_EV_HURRICANE;
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:house");
    for (int i = 0; i < 3; i++) {
        int who = T_act(&s);
        T_do(&s, who, i == 0 ? "take:1x2" : i == 1 ? "take:2x2" : "take:2x3");
        T_do(&s, who, "return");
        T_do(&s, who, "end");
    }
    T_do(&s, 0, "lose:market:1x1@a1");
    T_do(&s, 1, "lose:market:1x1@a1");
    assert_int_equal(s.nplaced, cb_cards[s.card[0][0]].nfill1);
}

/* Used event cards are shuffled back when the deck is empty. */
static void test_event_deck_reshuffles_when_empty(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 7);
    T_fill(&s, 0, 0, 0);
    s.deck_left = 0;
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:house");
    for (int i = 0; i < 3 && s.ntasks == 0 && s.phase == CB_PH_TURNS; i++) {
        int who = T_act(&s);
        T_do(&s, who, i == 0 ? "take:1x2" : i == 1 ? "take:2x2" : "take:2x3");
        T_do(&s, who, "return");
        T_do(&s, who, "end");
    }
    assert_int_equal(__builtin_popcount(s.deck_left), CB_EVENTS - 1);
}

/* ---- The end. */

/* "The game is won by the first player to correctly place all three landscape
 * cards" and, with two players, the other is second. */
static void test_the_first_to_complete_three_plots_wins(void **state)
{
    (void)state;
    cb_state s = T_game(2, CB_LEVEL_1, 9);
    T_fill(&s, 0, 2, 0);
    s.done[0] = 3;
    s.deck_left = 1u << CB_EV_LEAKAGE;
    T_do(&s, 0, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 0, "take:1x1");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:market");
    T_do(&s, 1, "take:1x2");
    T_do(&s, 1, "return");
    T_do(&s, 1, "end");
    /* Player 1 has finished: their second turn is skipped. */
    assert_int_equal(T_act(&s), 1);
    T_do(&s, 1, "take:2x3");
    T_do(&s, 1, "return");
    T_do(&s, 1, "end");
    assert_true(cb_is_over(&s));
    assert_int_equal(s.place[0], 0);
    assert_int_equal(s.place[1], 1);
}

/* "If multiple players complete their last plot in the same round, the actions
 * ... are carried out in the same order as players picked their building
 * blocks"; "the remaining players continue the game to determine 2nd and 3rd place." */
static void test_same_round_finishers_ranked_by_pick_order(void **state)
{
    (void)state;
    cb_params p;
    cb_params_default(&p, 4);
    p.first = 2;
    cb_state s;
    assert_int_equal(cb_new_game(&p, 9, &s, NULL), CB_OK);
    T_fill(&s, 1, 2, 0);
    T_fill(&s, 3, 2, 0);
    s.done[1] = s.done[3] = 3;
    s.deck_left = 1u << CB_EV_LEAKAGE | 1u << CB_EV_HURRICANE;
    T_do(&s, 2, "pile:1x1,1x2,2x2,2x3");
    const char *takes[] = {"take:1x1", "take:1x2", "take:2x2", "take:2x3"};
    for (int i = 0; i < 4; i++) {
        int who = (2 + i) % 4;
        T_do(&s, who, takes[i]);
        T_do(&s, who, "return");
        T_do(&s, who, who == 1 || who == 3 ? "lay:market" : "end");
    }
    while (s.ntasks) {
        char m[EG_MOVE_MAX];
        int who = T_act(&s);
        assert_int_equal(cb_ai_choose(&s, who, 1, 1, m, NULL), CB_OK);
        T_do(&s, who, m);
    }
    assert_false(cb_is_over(&s));
    assert_int_equal(s.place[3], 0); /* picked second this round */
    assert_int_equal(s.place[1], 1); /* picked fourth */
    assert_int_equal(s.place[0], -1);
    assert_int_equal(cb_active_count(&s), 2);
    /* Two players left: four bricks in the pile, A B A B. */
    int who = T_act(&s);
    T_do(&s, who, "pile:1x1,1x2,2x2,2x3");
    assert_int_equal(s.norder, 4);
}

/* One name for the white brick a player reads: the status while it is to
 * be placed says "corner", as the move words and the rules page do. */
static void test_the_white_brick_is_a_corner_in_the_status(void **state)
{
    (void)state;
    cb_state s = T_game(2, 1, 7);
    T_do(&s, 0, "pile:L,1x1,1x2,2x2");
    T_do(&s, 0, "take:L");
    static eg_scene sc;
    memset(&sc, 0, sizeof sc);
    eg_city_blox.draw(&s, 0, NULL, EG_NO_ITEM, &sc);
    bool corner = false; /* the turn's line, wherever the status puts it */
    for (int i = 0; i < EG_SCENE_HUD_LINES; i++)
        corner |= strstr(sc.hud[i], "the white corner brick") != NULL;
    if (!corner)
        fail_msg("status: '%s' '%s' '%s'", sc.hud[0], sc.hud[1], sc.hud[2]);
    char words[200];
    assert_true(eg_city_blox.move_words(&s, 0, "take:L", words, sizeof words) > 0);
    assert_non_null(strstr(words, "white corner"));
}

/* A tie on plots (issue 28): two players complete their last plot in the
 * same round; the one who picked first wins, and the status lines drawn
 * at the end say so with the reason, not a bare "The game is over." beside
 * the results' "Player 2 wins!". */
static void test_a_tie_on_plots_is_said_with_its_reason(void **state)
{
    (void)state;
    cb_params p;
    cb_params_default(&p, 2);
    p.first = 1; /* player 2 selects and picks first */
    cb_state s;
    assert_int_equal(cb_new_game(&p, 9, &s, NULL), CB_OK);
    T_fill(&s, 0, 2, 0);
    T_fill(&s, 1, 2, 0);
    s.done[0] = s.done[1] = 3;
    s.deck_left = 1u << CB_EV_LEAKAGE | 1u << CB_EV_HURRICANE;
    T_do(&s, 1, "pile:1x1,1x2,2x2,2x3");
    T_do(&s, 1, "take:1x1");
    T_do(&s, 1, "return");
    T_do(&s, 1, "lay:market");
    T_do(&s, 0, "take:1x2");
    T_do(&s, 0, "return");
    T_do(&s, 0, "lay:market"); /* nobody is left building: the game ends */
    while (!cb_is_over(&s) && s.ntasks) {
        char m[EG_MOVE_MAX];
        int who = T_act(&s);
        assert_int_equal(cb_ai_choose(&s, who, 1, 1, m, NULL), CB_OK);
        T_do(&s, who, m);
    }
    assert_true(cb_is_over(&s));
    assert_int_equal(s.place[1], 0);
    assert_int_equal(s.place[0], 1);
    static eg_scene sc;
    memset(&sc, 0, sizeof sc);
    cb_draw(&s, 0, NULL, EG_NO_ITEM, &sc);
    bool reason = false;
    for (int i = 0; i < EG_SCENE_HUD_LINES; i++) {
        assert_null(strstr(sc.hud[i], "The game is over"));
        reason |= strstr(sc.hud[i], "Player 2 wins") && strstr(sc.hud[i], "order of picks");
    }
    if (!reason)
        print_error("no line says why Player 2 wins: '%s' '%s' '%s'\n", sc.hud[0], sc.hud[1],
                    sc.hud[2]);
    assert_true(reason);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corner_lne_at_c3_covers_c3_d3_c4),
        cmocka_unit_test(test_rectangles_are_width_by_depth),
        cmocka_unit_test(test_a_brick_off_the_plate_is_refused),
        cmocka_unit_test(test_box_holds_77_bricks_in_six_sizes),
        cmocka_unit_test(test_exact_fill_is_complete),
        cmocka_unit_test(test_a_brick_outside_the_cut_out_is_not_complete),
        cmocka_unit_test(test_a_cell_missing_is_not_complete),
        cmocka_unit_test(test_two_bricks_on_one_stud_is_an_error),
        cmocka_unit_test(test_second_level_brick_needs_a_brick_under_it),
        cmocka_unit_test(test_level_1_two_levels_complete_a_plot),
        cmocka_unit_test(test_level_1_fewer_bricks_on_two_levels),
        cmocka_unit_test(test_level_1_a_second_level_brick_completes_a_plot),
        cmocka_unit_test(test_level_2_needs_a_second_level_brick),
        cmocka_unit_test(test_the_white_brick_is_a_corner_in_the_status),
        cmocka_unit_test(test_level_2_hidden_knob_visible_from_the_side),
        cmocka_unit_test(test_a_knob_hidden_from_every_side_does_not_count),
        cmocka_unit_test(test_level_2b_knobs_one_two_three),
        cmocka_unit_test(test_pile_of_four_with_two_players),
        cmocka_unit_test(test_pile_of_three_with_three_players),
        cmocka_unit_test(test_pile_one_size_at_a_time),
        cmocka_unit_test(test_pick_order_two_players_a_b_a_b),
        cmocka_unit_test(test_pick_order_three_players_clockwise),
        cmocka_unit_test(test_pick_order_four_players_clockwise),
        cmocka_unit_test(test_a_placed_brick_stays_and_takes_a_stud),
        cmocka_unit_test(test_returning_the_brick_taken_puts_it_in_the_supply),
        cmocka_unit_test(test_mending_instead_of_picking),
        cmocka_unit_test(test_a_failed_card_costs_a_brick_of_that_plot),
        cmocka_unit_test(test_help_lays_a_card_for_free),
        cmocka_unit_test(test_a_complete_plot_never_changes),
        cmocka_unit_test(test_level_2_complete_plot_returns_its_bricks),
        cmocka_unit_test(test_level_1b_clears_a_complete_plot_when_a_size_ran_out),
        cmocka_unit_test(test_event_faulty_construction),
        cmocka_unit_test(test_event_water_leakage_spares_complete_plots),
        cmocka_unit_test(test_event_happy_birthday_and_building_approved),
        cmocka_unit_test(test_event_double_up),
        cmocka_unit_test(test_event_lunch_break),
        cmocka_unit_test(test_event_exchange),
        cmocka_unit_test(test_event_recycle_passes_to_who_has_red_or_green),
        cmocka_unit_test(test_event_additional_grant),
        cmocka_unit_test(test_event_thunderstorm),
        cmocka_unit_test(test_event_donation),
        cmocka_unit_test(test_event_hurricane),
        cmocka_unit_test(test_event_deck_reshuffles_when_empty),
        cmocka_unit_test(test_help_is_offered_only_to_players_who_are_there),
        cmocka_unit_test(test_the_first_to_complete_three_plots_wins),
        cmocka_unit_test(test_same_round_finishers_ranked_by_pick_order),
        cmocka_unit_test(test_a_tie_on_plots_is_said_with_its_reason),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
