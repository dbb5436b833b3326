/* SPDX-License-Identifier: MIT */
/* test_cs_lesson.c - Cityscape's lesson as data (src/games/cityscape/
 * cs_lesson.c) is the old "Learn to play" (src/app/tutorial.c), step for
 * step: the same titles and words, the same dice, the same 20 blocks built
 * first, the same placements asked and made by the computer, the same lots
 * lit. Read from both through their own interfaces. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "cityscape_game.h"
#include "eg_lesson.h"
#include "tutorial.h"

static const eg_lesson *lesson(void) { return eg_cityscape.lesson; }

/* The goals move of the lesson for a seat: the tutorial's dice. */
static void goals_move(cs_seat seat, char out[EG_MOVE_MAX])
{
    uint8_t codes[CS_LINES];
    cs_tutorial_goals(seat, codes);
    cs_goals_format(seat, codes, out, EG_MOVE_MAX);
}

static void test_same_steps_and_words(void **state)
{
    (void)state;
    const eg_lesson *l = lesson();
    assert_non_null(l);
    assert_int_equal(l->nsteps, cs_tutorial_count());
    for (int i = 0; i < l->nsteps; i++) {
        const cs_tutorial_step *t = cs_tutorial_step_at(i);
        const eg_lesson_step *s = &l->steps[i];
        assert_string_equal(s->title, t->title);
        assert_string_equal(s->text, t->text);
        char mv[EG_MOVE_MAX];
        switch (t->kind) {
        case CS_TUT_GOALS:
            assert_int_equal(s->wait, EG_LESSON_MOVE);
            goals_move(CS_TUTORIAL_SEAT, mv);
            assert_string_equal(s->allow, mv);
            break;
        case CS_TUT_PLACE:
            assert_int_equal(s->wait, EG_LESSON_MOVE);
            cs_move_format(t->move, mv, sizeof mv);
            assert_string_equal(s->allow, mv);
            break;
        case CS_TUT_WAIT:
            assert_int_equal(s->wait, EG_LESSON_COMPUTER);
            cs_move_format(t->move, mv, sizeof mv);
            assert_non_null(s->play);
            assert_string_equal(s->play[0].move, mv);
            assert_null(s->play[1].move);
            break;
        default:
            assert_int_equal(s->wait, EG_LESSON_NEXT);
            break;
        }
        /* The lots lit (items 0..15): the tutorial's, and the lot a placement
         * goes to. The lesson may light other pieces too (the supply block to
         * take, a die), which the tutorial lit by other means. */
        uint32_t want = t->lit, got = 0;
        if (t->kind == CS_TUT_PLACE || t->kind == CS_TUT_WAIT)
            want |= 1u << t->move.lot;
        for (int k = 0; k < EG_LESSON_MAX_LIT && s->lit[k].glow > 0.0f; k++)
            if (s->lit[k].id >= 0 && s->lit[k].id < CS_LOTS)
                got |= 1u << s->lit[k].id;
        assert_int_equal(got, want);
    }
}

static void test_same_city_and_dice(void **state)
{
    (void)state;
    const eg_lesson *l = lesson();
    /* The blocks built before the lesson's own: in the step after the goals. */
    const cs_move *pre;
    int n = cs_tutorial_prebuilt(&pre);
    const eg_lesson_move *built = l->steps[1].play;
    for (int i = 0; i < n; i++) {
        char mv[EG_MOVE_MAX];
        cs_move_format(pre[i], mv, sizeof mv);
        assert_non_null(built[i].move);
        assert_string_equal(built[i].move, mv);
        assert_int_equal(built[i].player, i % 2); /* you build first */
    }
    assert_null(built[n].move);
    /* Every other seat's dice, set before the first note. */
    static const cs_seat others[] = {CS_N, CS_E, CS_W};
    for (int k = 0; k < 3; k++) {
        char mv[EG_MOVE_MAX];
        goals_move(others[k], mv);
        bool found = false;
        for (const eg_lesson_move *m = l->before; m->move && !found; m++)
            found = strcmp(m->move, mv) == 0;
        assert_true(found);
    }
    /* Two players, one round, you first; the computer plays N and E. */
    assert_non_null(strstr(l->params, "players=2"));
    assert_non_null(strstr(l->params, "rounds=1"));
    assert_non_null(strstr(l->params, "first=1"));
    assert_int_equal(l->learner, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_steps_and_words),
        cmocka_unit_test(test_same_city_and_dice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
