/* SPDX-License-Identifier: MIT */
/* test_layout_rules.c - the layout rules (eg_layout.h) on
 * drawings made up here: each rule finds what it must and nothing else. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "eg_layout.h"

static eg_drawn panel(float x, float y, float w, float h, float alpha)
{
    eg_drawn d = {EG_DRAWN_PANEL, x, y, w, h, alpha, "", false, false};
    return d;
}

static eg_drawn text(float x, float y, float w, float h, const char *s)
{
    eg_drawn d = {EG_DRAWN_TEXT, x, y, w, h, 1.0f, "", false, false};
    strncpy(d.text, s, sizeof d.text - 1);
    return d;
}

static char last[400];

static void keep(void *ctx, const char *message)
{
    (void)ctx;
    strncpy(last, message, sizeof last - 1);
}

static int problems(const eg_drawn *d, int n, int first_ui)
{
    last[0] = '\0';
    return eg_layout_problems(d, n, first_ui, 640, 360, 0.0f, 360.0f, keep, NULL);
}

static void test_a_tidy_screen_passes(void **state)
{
    (void)state;
    eg_drawn d[] = {
        panel(0, 0, 640, 40, 1.0f),  text(10, 8, 200, 20, "Round 1 of 4"),
        text(400, 8, 200, 20, "Ann 3"), panel(220, 300, 200, 40, 0.9f),
        text(270, 310, 100, 20, "Start"),
    };
    assert_int_equal(problems(d, 5, 0), 0);
}

static void test_outside_the_window(void **state)
{
    (void)state;
    eg_drawn d[] = {text(560, 340, 120, 20, "Quit")};
    assert_int_equal(problems(d, 1, 0), 1);
    assert_non_null(strstr(last, "\"Quit\""));
    assert_non_null(strstr(last, "leaves the window"));
    eg_drawn inside[] = {text(0, 0, 640, 360, "all of it")};
    assert_int_equal(problems(inside, 1, 0), 0);
    /* A page that scrolls: inside it, above or below the window, is fine. */
    eg_drawn below[] = {text(100, 400, 120, 20, "Start"), text(100, -40, 120, 20, "Title")};
    assert_int_equal(eg_layout_problems(below, 2, 0, 640, 360, -60.0f, 480.0f, keep, NULL), 0);
    assert_int_equal(eg_layout_problems(below, 2, 0, 640, 360, 0.0f, 410.0f, keep, NULL), 2);
}

static void test_texts_overlapping(void **state)
{
    (void)state;
    /* "not setline 2": two labels side by side running into each other. */
    eg_drawn d[] = {text(100, 100, 120, 20, "line 1: not set"), text(200, 100, 120, 20, "line 2")};
    assert_int_equal(problems(d, 2, 0), 1);
    assert_non_null(strstr(last, "overlaps"));
    /* Stacked lines whose boxes share a sliver of line spacing are fine. */
    eg_drawn stacked[] = {text(100, 100, 120, 24, "one"), text(100, 119, 120, 24, "two")};
    assert_int_equal(problems(stacked, 2, 0), 0);
}

static void test_panel_over_a_text(void **state)
{
    (void)state;
    /* The help line, then the dice key's box drawn over its end. */
    eg_drawn d[] = {text(100, 300, 300, 20, "Click a die"), panel(350, 280, 200, 70, 0.6f)};
    assert_int_equal(problems(d, 2, 0), 1);
    assert_non_null(strstr(last, "is covered by the panel"));
    /* A panel before the text is its background, not a cover. */
    eg_drawn behind[] = {panel(350, 280, 200, 70, 0.6f), text(360, 300, 100, 20, "Dice")};
    assert_int_equal(problems(behind, 2, 0), 0);
}

static void test_text_running_out_of_its_panel(void **state)
{
    (void)state;
    eg_drawn d[] = {panel(100, 100, 150, 40, 0.9f), text(90, 110, 170, 20, "Save & exit")};
    assert_int_equal(problems(d, 2, 0), 1);
    assert_non_null(strstr(last, "runs out of its panel"));
}

static void test_a_backdrop_starts_again(void **state)
{
    (void)state;
    /* A menu over the game: a dim over everything, then its own box; what
     * was under the dim does not count against the menu. */
    eg_drawn d[] = {text(100, 100, 200, 20, "status line"), panel(0, 0, 640, 360, 0.7f),
                    panel(80, 80, 300, 100, 1.0f), text(120, 100, 100, 20, "Resume")};
    assert_int_equal(problems(d, 4, 0), 0);
}

static void test_scene_labels(void **state)
{
    (void)state;
    /* A label on the table (drawn with the scene) under a panel: hidden
     * like the board, not a problem. */
    eg_drawn covered[] = {text(100, 10, 30, 20, "x5"), panel(0, 0, 640, 40, 0.7f)};
    assert_int_equal(problems(covered, 2, 1), 0);
    /* The same label under a text on a see-through band: both show. */
    eg_drawn clash[] = {text(100, 10, 30, 20, "x5"), panel(0, 0, 640, 40, 0.7f),
                        text(90, 10, 100, 20, "Ann 3")};
    assert_int_equal(problems(clash, 3, 1), 1);
    assert_non_null(strstr(last, "overlaps text \"x5\""));
    /* On an opaque band the label is hidden: no clash. */
    eg_drawn opaque[] = {text(100, 10, 30, 20, "x5"), panel(0, 0, 640, 40, 1.0f),
                         text(90, 10, 100, 20, "Ann 3")};
    assert_int_equal(problems(opaque, 3, 1), 0);
}

static eg_drawn kept(float x, float y, float w, float h, const char *what)
{
    eg_drawn d = {EG_DRAWN_KEEP, x, y, w, h, 1.0f, "", false, false};
    strncpy(d.text, what, sizeof d.text - 1);
    return d;
}

/* A button over a piece kept clear (a table's plate) is found; the same
 * button beside it, a panel drawn before the run, or after its end, is not.
 * The kept rectangle itself is never judged (it may leave the window). */
static void test_buttons_keep_off_a_plate(void **state)
{
    (void)state;
    eg_drawn d[] = {
        panel(0, 0, 300, 60, 1.0f), kept(250, 40, 200, 150, "item 3402"),
        kept(-20, 200, 100, 200, "item 3400"), panel(420, 100, 200, 40, 1.0f),
        kept(0, 0, 0, 0, ""), panel(240, 320, 300, 30, 0.9f),
    };
    assert_int_equal(problems(d, 6, 0), 1);
    assert_non_null(strstr(last, "panel at 420,100"));
    assert_non_null(strstr(last, "item 3402"));
    d[3].x = 455, d[3].w = 180; /* beside it */
    assert_int_equal(problems(d, 6, 0), 0);
    /* Over it, declared held open over the scene by the pointer (the
     * table's status lines opened): let; the next panel is judged again. */
    d[3].x = 420, d[3].w = 200, d[3].over = true;
    assert_int_equal(problems(d, 6, 0), 0);
    eg_drawn after[] = {kept(250, 40, 200, 150, "item 3402"), panel(300, 60, 100, 100, 1.0f),
                        panel(300, 60, 40, 40, 1.0f)};
    after[1].over = true;
    assert_int_equal(problems(after, 3, 0), 1);
    assert_non_null(strstr(last, "panel at 300,60 40x40"));
}

/* A text cut short with an ellipsis (eg_text_fit) did not fit: found. */
static void test_a_cut_text(void **state)
{
    (void)state;
    eg_drawn d[] = {panel(100, 100, 100, 40, 1.0f), text(110, 110, 80, 20, "sea\xe2\x80\xa6")};
    d[1].cut = true;
    assert_int_equal(problems(d, 2, 0), 1);
    assert_non_null(strstr(last, "is cut short"));
    d[1].cut = false;
    assert_int_equal(problems(d, 2, 0), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_tidy_screen_passes), cmocka_unit_test(test_outside_the_window),
        cmocka_unit_test(test_texts_overlapping),    cmocka_unit_test(test_panel_over_a_text),
        cmocka_unit_test(test_text_running_out_of_its_panel),
        cmocka_unit_test(test_a_backdrop_starts_again), cmocka_unit_test(test_scene_labels),
        cmocka_unit_test(test_buttons_keep_off_a_plate), cmocka_unit_test(test_a_cut_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
