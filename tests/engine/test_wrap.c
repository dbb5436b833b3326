/* SPDX-License-Identifier: MIT */
/* test_wrap.c - text cut and wrapped to a width (eg_wrap.h), measured here
 * in characters: every UTF-8 character one unit wide, whatever its bytes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "eg_wrap.h"

static float chars(void *ctx, const char *text)
{
    (void)ctx;
    float n = 0.0f;
    for (; *text; text++)
        n += ((unsigned char)*text & 0xc0) != 0x80;
    return n;
}

static void test_fit_cuts_at_whole_characters(void **state)
{
    (void)state;
    char out[64];
    assert_string_equal(eg_text_fit("short", chars, NULL, 5.0f, out, sizeof out), "short");
    assert_string_equal(eg_text_fit("longer words", chars, NULL, 5.0f, out, sizeof out),
                        "long\xe2\x80\xa6");
    /* "é" is two bytes: never split. */
    assert_string_equal(eg_text_fit("caf\xc3\xa9s au lait", chars, NULL, 5.0f, out, sizeof out),
                        "caf\xc3\xa9\xe2\x80\xa6");
    assert_string_equal(eg_text_fit("words", chars, NULL, 0.5f, out, sizeof out), "\xe2\x80\xa6");
}

static void test_wrap_breaks_at_spaces(void **state)
{
    (void)state;
    char lines[4][EG_WRAP_LINE_MAX];
    int n = eg_text_wrap("the quick brown fox jumps", chars, NULL, 10.0f, lines, 4);
    assert_int_equal(n, 3);
    assert_string_equal(lines[0], "the quick");
    assert_string_equal(lines[1], "brown fox");
    assert_string_equal(lines[2], "jumps");
}

static void test_wrap_cuts_a_long_word_and_the_last_line(void **state)
{
    (void)state;
    char lines[2][EG_WRAP_LINE_MAX];
    int n = eg_text_wrap("a extraordinarily long", chars, NULL, 8.0f, lines, 2);
    assert_int_equal(n, 2);
    assert_string_equal(lines[0], "a");
    assert_string_equal(lines[1], "extraor\xe2\x80\xa6"); /* the rest, cut: no room for more lines */
    n = eg_text_wrap("one two three four", chars, NULL, 8.0f, lines, 2);
    assert_int_equal(n, 2);
    assert_string_equal(lines[0], "one two");
    assert_string_equal(lines[1], "three f\xe2\x80\xa6");
    assert_int_equal(eg_text_wrap("   ", chars, NULL, 8.0f, lines, 2), 0);
}

static void test_wrap_breaks_at_paragraphs(void **state)
{
    (void)state;
    char lines[6][EG_WRAP_LINE_MAX];
    /* A paragraph on new lines; one empty line for any number between,
     * none at the start. */
    int n = eg_text_wrap("\nthe quick brown\nfox\n\n\njumps", chars, NULL, 10.0f, lines, 6);
    assert_int_equal(n, 5);
    assert_string_equal(lines[0], "the quick");
    assert_string_equal(lines[1], "brown");
    assert_string_equal(lines[2], "fox");
    assert_string_equal(lines[3], "");
    assert_string_equal(lines[4], "jumps");
    /* Out of lines: the last paragraph that starts is cut, no more. */
    n = eg_text_wrap("one\ntwo three four five", chars, NULL, 10.0f, lines, 2);
    assert_int_equal(n, 2);
    assert_string_equal(lines[1], "two three\xe2\x80\xa6");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fit_cuts_at_whole_characters),
        cmocka_unit_test(test_wrap_breaks_at_spaces),
        cmocka_unit_test(test_wrap_cuts_a_long_word_and_the_last_line),
        cmocka_unit_test(test_wrap_breaks_at_paragraphs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
