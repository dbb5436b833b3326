/* SPDX-License-Identifier: MIT */
/* test_tutorial.c - "Learn to play" (tutorial.h): its dice hold one goal of
 * each kind, its city is legal, each placement it asks for makes the goal
 * it speaks of come true (and the computer's spoils one), a wrong one is
 * refused with what it asks instead, and its steps go on with the game.
 * The lesson is played through the real flow and match (flow.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "flow.h"
#include "tutorial.h"

#define LOT(f, r) ((uint8_t)(((f) - 'a') + 4 * ((r) - '1')))

static cs_move mv(int h, char f, char r)
{
    return (cs_move){(uint8_t)h, LOT(f, r)};
}

static void lesson_goals(void *ctx, const cs_game *g, int player, cs_seat seat,
                         uint8_t codes[CS_LINES])
{
    (void)ctx, (void)g, (void)player;
    cs_tutorial_goals(seat, codes);
}

/* The lesson's match as game.c starts it: goals confirmed, with the die
 * the player turns set to 2, and the first 20 blocks built. */
static void start(cs_flow *f)
{
    cs_flow_init(f, 7);
    f->prefs.anim_speed = 0.0f;
    f->setup = cs_tutorial_setup();
    f->computer_goals = lesson_goals;
    assert_int_equal(cs_flow_start(f, NULL), CS_OK);
    assert_int_equal(f->screen, CS_SCREEN_GOALS);
    cs_tutorial_draft(f->draft);
    f->draft[CS_S][CS_TUTORIAL_DIE] = 2;
    assert_int_equal(cs_flow_goals_confirm(f, NULL), CS_OK);
    assert_int_equal(f->screen, CS_SCREEN_BUILD);
    const cs_move *pre;
    int n = cs_tutorial_prebuilt(&pre);
    for (int i = 0; i < n; i++)
        assert_int_equal(cs_flow_place_now(f, pre[i], NULL), CS_OK);
}

static int s_line(const cs_flow *f, int line)
{
    return cs_score_line(&f->match.game.board, CS_S, line, f->match.game.goals[CS_S][line]);
}

static void test_the_south_dice_hold_one_goal_of_each_kind(void **state)
{
    (void)state;
    uint8_t codes[CS_LINES];
    cs_tutorial_goals(CS_S, codes);
    bool number = false, pair = false, star = false;
    for (int l = 0; l < CS_LINES; l++) {
        number |= codes[l] >= 1 && codes[l] <= 4;
        pair |= codes[l] == 5;
        star |= codes[l] == 6;
    }
    assert_true(number && pair && star);
}

static void test_the_goal_screen_asks_for_one_die(void **state)
{
    (void)state;
    uint8_t draft[CS_SEATS][CS_LINES];
    char why[160];
    cs_tutorial_draft(draft);
    assert_int_equal(draft[CS_S][CS_TUTORIAL_DIE], 0);
    draft[CS_S][CS_TUTORIAL_DIE] = 3;
    assert_false(cs_tutorial_goals_ok(draft, why, sizeof why));
    assert_non_null(strstr(why, "line 4"));
    assert_non_null(strstr(why, "must show 2"));
    draft[CS_S][CS_TUTORIAL_DIE] = 2;
    assert_true(cs_tutorial_goals_ok(draft, why, sizeof why));
}

static void test_the_city_is_twenty_legal_blocks(void **state)
{
    (void)state;
    cs_flow f;
    start(&f);
    const cs_board *b = &f.match.game.board;
    assert_int_equal(b->nplaced, CS_TUTORIAL_PREBUILT);
    assert_int_equal(cs_flow_to_move(&f), 0); /* the player builds next */
    /* Before the lesson's placements, only line 4 (die 2) scores. */
    assert_int_equal(s_line(&f, 0), 0);
    assert_int_equal(s_line(&f, 1), 0);
    assert_int_equal(s_line(&f, 2), 0);
    assert_int_equal(s_line(&f, 3), 20);
    cs_flow_free(&f);
}

/* Each of the lesson's placements and what it does to your lines. */
static void test_each_placement_makes_its_goal_come_true(void **state)
{
    (void)state;
    cs_flow f;
    start(&f);
    cs_move m;
    assert_int_equal(cs_flow_place(&f, mv(2, 'a', '4'), NULL, NULL), CS_OK);
    assert_int_equal(s_line(&f, 0), 30); /* see exactly 3 */
    assert_true(cs_tutorial_computer_move(21, &m));
    assert_int_equal(cs_flow_place(&f, m, NULL, NULL), CS_OK);
    assert_int_equal(s_line(&f, 3), 0); /* the computer spoils line 4 */
    assert_int_equal(cs_flow_place(&f, mv(2, 'b', '3'), NULL, NULL), CS_OK);
    assert_int_equal(s_line(&f, 1), 20); /* a pair */
    assert_true(cs_tutorial_computer_move(23, &m));
    assert_int_equal(cs_flow_place(&f, m, NULL, NULL), CS_OK);
    assert_int_equal(s_line(&f, 2), 0);
    assert_int_equal(cs_flow_place(&f, mv(3, 'c', '3'), NULL, NULL), CS_OK);
    /* The 25th block: the round is scored as the last note says. */
    const cs_game *g = &f.match.game;
    assert_int_equal(g->phase, CS_PHASE_GAME_OVER);
    assert_int_equal(g->seat_score[CS_S][0], 30);
    assert_int_equal(g->seat_score[CS_S][1], 20);
    assert_int_equal(g->seat_score[CS_S][2], 25); /* the tallest */
    assert_int_equal(g->seat_score[CS_S][3], 0);
    assert_int_equal(g->total[0], 145);
    assert_int_equal(g->total[1], 115);
    cs_flow_free(&f);
}

static void test_the_computer_moves_only_where_the_lesson_says(void **state)
{
    (void)state;
    cs_move m;
    assert_true(cs_tutorial_computer_move(21, &m));
    assert_int_equal(m.height, 4);
    assert_int_equal(m.lot, LOT('d', '2'));
    assert_true(cs_tutorial_computer_move(23, &m));
    assert_int_equal(m.lot, LOT('c', '4'));
    assert_false(cs_tutorial_computer_move(22, &m));
}

static void test_a_wrong_placement_is_refused_with_what_is_asked(void **state)
{
    (void)state;
    cs_tutorial t;
    char why[160];
    cs_tutorial_start(&t);
    cs_tutorial_update(&t, CS_TUT_AT_BUILD, 20);
    assert_false(cs_tutorial_allows(&t, 20, mv(2, 'a', '4'), why, sizeof why));
    assert_string_equal(why, "Read the note first, then click Next.");
    cs_tutorial_next(&t);
    assert_false(cs_tutorial_allows(&t, 20, mv(2, 'b', '4'), why, sizeof why));
    assert_string_equal(why, "Not b4: this lesson asks for a 2 on a4, the lit lot.");
    assert_false(cs_tutorial_allows(&t, 20, mv(3, 'a', '4'), why, sizeof why));
    assert_string_equal(why, "Not a 3: this lesson asks for a 2 on a4, the lit block.");
    assert_true(cs_tutorial_allows(&t, 20, mv(2, 'a', '4'), why, sizeof why));
}

static cs_tutorial_kind kind(const cs_tutorial *t)
{
    return cs_tutorial_current(t)->kind;
}

static void test_the_steps_go_on_with_the_game(void **state)
{
    (void)state;
    cs_tutorial t;
    cs_tutorial_start(&t);
    cs_tutorial_update(&t, CS_TUT_AT_GOALS, 0);
    assert_int_equal(kind(&t), CS_TUT_GOALS);
    cs_tutorial_refuse(&t, "turn the die");
    cs_tutorial_update(&t, CS_TUT_AT_BUILD, 20);
    assert_int_equal(kind(&t), CS_TUT_NEXT); /* the city so far */
    assert_string_equal(t.refusal, "");      /* a refusal goes with its step */
    cs_tutorial_update(&t, CS_TUT_AT_BUILD, 20);
    assert_int_equal(kind(&t), CS_TUT_NEXT); /* a note waits for Next */
    cs_tutorial_next(&t);
    cs_move m;
    assert_true(cs_tutorial_asked(&t, &m));
    assert_int_equal(m.lot, LOT('a', '4'));
    cs_tutorial_update(&t, CS_TUT_AT_BUILD, 21);
    assert_int_equal(kind(&t), CS_TUT_WAIT);
    assert_false(cs_tutorial_asked(&t, &m));
    cs_tutorial_update(&t, CS_TUT_AT_BUILD, 22);
    assert_int_equal(kind(&t), CS_TUT_NEXT); /* goals can be spoiled */
    cs_tutorial_next(&t);
    assert_true(cs_tutorial_asked(&t, &m));
    assert_int_equal(m.lot, LOT('b', '3'));
    cs_tutorial_update(&t, CS_TUT_AT_BUILD, 24);
    assert_true(cs_tutorial_asked(&t, &m));
    assert_int_equal(m.lot, LOT('c', '3'));
    cs_tutorial_update(&t, CS_TUT_AT_REVEAL, 25);
    assert_int_equal(kind(&t), CS_TUT_REVEAL);
    cs_tutorial_update(&t, CS_TUT_AT_SUMMARY, 25);
    assert_int_equal(kind(&t), CS_TUT_END);
    cs_tutorial_next(&t);
    assert_int_equal(kind(&t), CS_TUT_END); /* the last note stays */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_south_dice_hold_one_goal_of_each_kind),
        cmocka_unit_test(test_the_goal_screen_asks_for_one_die),
        cmocka_unit_test(test_the_city_is_twenty_legal_blocks),
        cmocka_unit_test(test_each_placement_makes_its_goal_come_true),
        cmocka_unit_test(test_the_computer_moves_only_where_the_lesson_says),
        cmocka_unit_test(test_a_wrong_placement_is_refused_with_what_is_asked),
        cmocka_unit_test(test_the_steps_go_on_with_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
