/* SPDX-License-Identifier: MIT */
/* test_lesson.c - every registered game's lesson passes the engine's check
 * (eg_lesson_check), and the check refuses broken lessons, naming the step:
 * a move that is not legal where its step stands, a step out of reach, a
 * lit piece the game does not draw. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "eg_lesson.h"
#include "eg_scene.h"
#include "game.h"

static void test_every_lesson_checks(void **state)
{
    (void)state;
    int with = 0;
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        if (!g->lesson)
            continue;
        with++;
        eg_error err = {0};
        int rc = eg_lesson_check(g, g->lesson, &err);
        if (rc != 0)
            fail_msg("%s's lesson: %s", g->id, err.msg);
    }
    /* Every game's: Cityscape's (from its old tutorial) and the other three. */
    assert_non_null(eg_game_find("cityscape")->lesson);
    assert_non_null(eg_game_find("skyscrapers")->lesson);
    assert_non_null(eg_game_find("six-cities")->lesson);
    assert_non_null(eg_game_find("city-blox")->lesson);
    assert_true(with >= 4);
}

/* Skyscrapers' lesson with its steps replaced by `steps`. */
static int check_with(const eg_lesson_step *steps, int n, eg_error *err)
{
    const eg_game *g = eg_game_find("skyscrapers");
    eg_lesson l = *g->lesson;
    l.steps = steps;
    l.nsteps = n;
    return eg_lesson_check(g, &l, err);
}

static void test_refuses_illegal_move(void **state)
{
    (void)state;
    const eg_lesson_step steps[] = {
        {"Look", "The city.", EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}},
        {"Slide", "Slide a1 far away.", EG_LESSON_MOVE, "a1-c3", "slide a1", NULL, {{0, 0.0f}}},
    };
    eg_error err = {0};
    assert_int_equal(check_with(steps, 2, &err), EG_ERR_LESSON_ILLEGAL);
    assert_non_null(strstr(err.msg, "step 2 (\"Slide\")"));
    assert_non_null(strstr(err.msg, "a1-c3"));
    /* A pattern that matches no legal move. */
    const eg_lesson_step pattern[] = {
        {"Crew", "Move a crew.", EG_LESSON_MOVE, "@a1-*", "move the crew on a1", NULL, {{0, 0.0f}}},
    };
    assert_int_equal(check_with(pattern, 1, &err), EG_ERR_LESSON_ILLEGAL);
    assert_non_null(strstr(err.msg, "step 1 (\"Crew\")"));
    /* A move the lesson makes itself. */
    static const eg_lesson_move bad[] = {{0, "e5-c3"}, {0, NULL}};
    const eg_lesson_step made[] = {
        {"Built", "Built for you.", EG_LESSON_NEXT, NULL, NULL, bad, {{0, 0.0f}}},
    };
    assert_int_equal(check_with(made, 1, &err), EG_ERR_LESSON_ILLEGAL);
    assert_non_null(strstr(err.msg, "step 1 (\"Built\")"));
    const eg_lesson_step computer[] = {
        {"Wait", "The computer moves.", EG_LESSON_COMPUTER, NULL, NULL, bad, {{0, 0.0f}}},
    };
    assert_int_equal(check_with(computer, 1, &err), EG_ERR_LESSON_ILLEGAL);
    assert_non_null(strstr(err.msg, "step 1 (\"Wait\"): the computer's move e5-c3"));
    /* Cityscape's lesson walked to its third step (after the goals and the
     * 20 blocks built): a 6 is no height. */
    const eg_game *cs = eg_game_find("cityscape");
    eg_lesson_step copy[16];
    eg_lesson l = *cs->lesson;
    assert_true(l.nsteps <= 16);
    memcpy(copy, l.steps, sizeof copy[0] * (size_t)l.nsteps);
    copy[2].allow = "6a4";
    l.steps = copy;
    assert_int_equal(eg_lesson_check(cs, &l, &err), EG_ERR_LESSON_ILLEGAL);
    assert_non_null(strstr(err.msg, "step 3 (\"Goal 3: see three buildings\") allows 6a4"));
}

/* A pick on the learner's ui that the game refuses, or that makes a move,
 * is named (Cityscape's dice set before the first note). */
static void test_refuses_bad_ui_pick(void **state)
{
    (void)state;
    const eg_game *cs = eg_game_find("cityscape");
    eg_lesson l = *cs->lesson;
    eg_error err = {0};
    static const eg_lesson_pick onto_lot[] = {{403, 5}, {-1, -1}};
    l.ui_before = onto_lot; /* a face of the key dragged onto a lot */
    assert_int_equal(eg_lesson_check(cs, &l, &err), EG_ERR_LESSON_UI);
    assert_non_null(strstr(err.msg, "step 1 (\"Your secret goals\"): the ui pick 403 -> 5 is "
                                    "refused: drag a face onto one of your dice"));
    static const eg_lesson_pick confirm[] = {{-2, -1}, {-1, -1}};
    l.ui_before = confirm; /* an item the game does not know: nothing changes */
    assert_int_equal(eg_lesson_check(cs, &l, &err), EG_ERR_LESSON_UI);
    assert_non_null(strstr(err.msg, "the ui pick -2 -> -1 does not change the learner's ui"));
}

static void test_refuses_step_out_of_reach(void **state)
{
    (void)state;
    /* The game ends at step 1: step 2 waits for a move that never comes. */
    const eg_lesson_step steps[] = {
        {"Stop", "End the game.", EG_LESSON_MOVE, "end", "end the game", NULL, {{0, 0.0f}}},
        {"Slide", "Slide c2 up.", EG_LESSON_MOVE, "c2-c3", "slide c2", NULL, {{0, 0.0f}}},
    };
    eg_error err = {0};
    assert_int_equal(check_with(steps, 2, &err), EG_ERR_LESSON_UNREACHABLE);
    assert_non_null(strstr(err.msg, "step 2 (\"Slide\") is out of reach"));
    /* Two ways on from step 1: the second leaves step 2's stack illegal
     * (the arms 4 from d3 does not stack on crowns). */
    const eg_lesson_step fork[] = {
        {"Slide", "Slide into the hole.", EG_LESSON_MOVE, "c2-c3 d3-c3", "slide", NULL,
         {{0, 0.0f}}},
        {"Stack", "Stack it on c4.", EG_LESSON_MOVE, "c3+c4", "stack c3 on c4", NULL,
         {{0, 0.0f}}},
    };
    assert_int_not_equal(check_with(fork, 2, &err), 0);
    assert_non_null(strstr(err.msg, "after d3-c3 in step 1"));
    assert_non_null(strstr(err.msg, "step 2 (\"Stack\")"));
}

static void test_refuses_bad_data(void **state)
{
    (void)state;
    eg_error err = {0};
    const eg_lesson_step unlit[] = {
        {"Look", "The city.", EG_LESSON_NEXT, NULL, NULL, NULL, {{999, 1.0f}}},
    };
    assert_int_equal(check_with(unlit, 1, &err), EG_ERR_LESSON_LIGHT);
    assert_non_null(strstr(err.msg, "step 1 (\"Look\") lights item 999"));
    const eg_lesson_step wordless[] = {
        {"Look", "The city.", EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}},
        {"Quiet", "", EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}},
    };
    assert_int_equal(check_with(wordless, 2, &err), EG_ERR_LESSON_DATA);
    assert_non_null(strstr(err.msg, "step 2 (\"Quiet\") has no words"));
    const eg_lesson_step idle[] = {
        {"Wait", "The computer.", EG_LESSON_COMPUTER, NULL, NULL, NULL, {{0, 0.0f}}},
    };
    assert_int_equal(check_with(idle, 1, &err), EG_ERR_LESSON_DATA);
    assert_non_null(strstr(err.msg, "step 1"));
    /* The starting record: params the game refuses. */
    const eg_game *g = eg_game_find("skyscrapers");
    eg_lesson l = *g->lesson;
    l.params = "variant=9";
    assert_int_equal(eg_lesson_check(g, &l, &err), EG_ERR_LESSON_RECORD);
    assert_non_null(strstr(err.msg, "variant=9"));
}

static void test_allows_and_refusal_words(void **state)
{
    (void)state;
    const eg_lesson_step s = {"Crew", "Move a crew.", EG_LESSON_MOVE, "c2-c3 @b3-*",
                              "move the arms work crew on b3", NULL, {{0, 0.0f}}};
    assert_true(eg_lesson_allows(&s, "c2-c3"));
    assert_false(eg_lesson_allows(&s, "c2-c"));
    assert_false(eg_lesson_allows(&s, "d3-c3"));
    assert_true(eg_lesson_allows(&s, "@b3-d3"));
    assert_false(eg_lesson_allows(&s, "@e4-e1"));
    char why[160];
    eg_lesson_refusal(&s, why, sizeof why);
    assert_string_equal(why, "In this step, move the arms work crew on b3.");
    const eg_lesson_step any = {"Any", "Anything.", EG_LESSON_MOVE, "*", "move", NULL, {{0, 0.0f}}};
    assert_true(eg_lesson_allows(&any, "e1+e2"));
    const eg_lesson_step next = {"Read", "Words.", EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}};
    assert_false(eg_lesson_allows(&next, "c2-c3"));
    eg_lesson_refusal(&next, why, sizeof why);
    assert_string_equal(why, "Read the note, then click Next.");
}

/* A step's pieces lit on the scene: each at the stronger glow, a piece lit
 * fully already left so, the others untouched. */
static void test_lights(void **state)
{
    (void)state;
    const eg_lesson_step s = {"Look", "Words.", EG_LESSON_NEXT, NULL, NULL, NULL,
                              {{7, 0.5f}, {8, 0.4f}, {9, 0.6f}, {0, 0.0f}}};
    static eg_scene sc;
    memset(&sc, 0, sizeof sc);
    sc.nitems = 4;
    sc.items[0].id = 7;
    sc.items[1].id = 8;
    sc.items[1].flags = EG_ITEM_LIT; /* a place the held piece may go */
    sc.items[2].id = 9;
    sc.items[2].glow = 0.9f;
    sc.items[3].id = 10;
    eg_lesson_lights(&s, &sc);
    assert_true(sc.items[0].flags & EG_ITEM_LIT);
    assert_float_equal(sc.items[0].glow, 0.5f, 1e-6);
    assert_float_equal(sc.items[1].glow, 0.0f, 1e-6);
    assert_true(sc.items[2].flags & EG_ITEM_LIT);
    assert_float_equal(sc.items[2].glow, 0.9f, 1e-6);
    assert_false(sc.items[3].flags & EG_ITEM_LIT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_lesson_checks),
        cmocka_unit_test(test_refuses_illegal_move),
        cmocka_unit_test(test_refuses_step_out_of_reach),
        cmocka_unit_test(test_refuses_bad_ui_pick),
        cmocka_unit_test(test_refuses_bad_data),
        cmocka_unit_test(test_allows_and_refusal_words),
        cmocka_unit_test(test_lights),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
