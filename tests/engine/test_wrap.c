/* SPDX-License-Identifier: MIT */
/* test_wrap.c - text cut and wrapped to a width (eg_wrap.h), measured here
 * in characters: every UTF-8 character one unit wide, whatever its bytes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
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

/* A status line's words in the lines wrapped from it: the lines joined by
 * spaces are the text with its runs of spaces made one (nothing cut). */
static void assert_every_word(const char *text, char (*lines)[EG_WRAP_LINE_MAX], int n)
{
    char joined[512] = "", plain[512] = "";
    for (int i = 0; i < n; i++)
        snprintf(joined + strlen(joined), sizeof joined - strlen(joined), "%s%s", i ? " " : "",
                 lines[i]);
    for (const char *c = text; *c; c++)
        if (*c != ' ' || (c[1] != ' ' && strlen(plain)))
            snprintf(plain + strlen(plain), sizeof plain - strlen(plain), "%c", *c);
    assert_string_equal(joined, plain);
}

static void test_status_keeps_a_seats_words_on_one_line(void **state)
{
    (void)state;
    char lines[6][EG_WRAP_LINE_MAX];
    /* The online line at 22 characters: a seat's name and where its
     * player is stay together (eg_text_wrap: "Zoë here, Seat 2" / "open,
     * Computer 3"). */
    const char *online = "Table ZVBL9U at 127.0.0.1:38373: Zo\xc3\xab here, Seat 2 open, Computer 3";
    int n = eg_text_wrap(online + 33, chars, NULL, 22.0f, lines, 6);
    assert_int_equal(n, 2);
    assert_string_equal(lines[0], "Zo\xc3\xab here, Seat 2 open,"); /* 22: fits as it is */
    n = eg_text_wrap(online + 33, chars, NULL, 17.0f, lines, 6);
    assert_string_equal(lines[0], "Zo\xc3\xab here, Seat 2");
    n = eg_status_wrap(online + 33, chars, NULL, 17.0f, lines, 6);
    assert_int_equal(n, 3);
    assert_string_equal(lines[0], "Zo\xc3\xab here,");
    assert_string_equal(lines[1], "Seat 2 open,");
    assert_string_equal(lines[2], "Computer 3");
    n = eg_status_wrap(online, chars, NULL, 34.0f, lines, 6);
    assert_int_equal(n, 2);
    assert_string_equal(lines[0], "Table ZVBL9U at 127.0.0.1:38373:");
    assert_string_equal(lines[1], "Zo\xc3\xab here, Seat 2 open, Computer 3");
    assert_every_word(online, lines, n);
    /* A score line's columns (two spaces or more) are its phrases. */
    const char *scores = "Zo\xc3\xab (S) 0   Seat 2 (W) 0   Computer 3 (N) 0";
    eg_text_wrap(scores, chars, NULL, 36.0f, lines, 6);
    assert_string_equal(lines[1], "3 (N) 0");
    n = eg_status_wrap(scores, chars, NULL, 36.0f, lines, 6);
    assert_int_equal(n, 2);
    assert_string_equal(lines[0], "Zo\xc3\xab (S) 0   Seat 2 (W) 0");
    assert_string_equal(lines[1], "Computer 3 (N) 0");
    /* A phrase's end short of half the line is passed over: "Go," alone
     * would leave the line mostly empty. */
    n = eg_status_wrap("Go, the quick brown fox", chars, NULL, 16.0f, lines, 6);
    assert_string_equal(lines[0], "Go, the quick");
    assert_every_word("Go, the quick brown fox", lines, n);
    /* A column's label ("=:" after two spaces) goes with its words: the
     * line ends before it, never after it (Cityscape's goal legend read
     * "... buildings   =:" / "two or more of equal height"). */
    const char *legend = "1-4: see that many   =: two of equal height   *: the tallest";
    n = eg_status_wrap(legend, chars, NULL, 24.0f, lines, 6);
    assert_int_equal(n, 3);
    assert_string_equal(lines[0], "1-4: see that many");
    assert_string_equal(lines[1], "=: two of equal height");
    assert_string_equal(lines[2], "*: the tallest");
}

static void test_status_goes_on_with_a_long_word(void **state)
{
    (void)state;
    char lines[4][EG_WRAP_LINE_MAX];
    /* A 31-byte name wider than the line: on in the next line, every
     * character of it read (eg_text_wrap cuts it: "Wolfgang\u2026"). */
    const char *text = "Wolfgangamadeusmozartsalzburg17 here, Bo away";
    int n = eg_status_wrap(text, chars, NULL, 9.0f, lines, 4);
    assert_int_equal(n, 4);
    assert_string_equal(lines[0], "Wolfganga");
    assert_string_equal(lines[1], "madeusmoz");
    assert_string_equal(lines[2], "artsalzbu");
    assert_string_equal(lines[3], "rg17 her\xe2\x80\xa6"); /* the last line allowed: cut */
    n = eg_status_wrap("\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 ok", chars, NULL, 3.0f, lines, 4);
    assert_int_equal(n, 3);
    assert_string_equal(lines[0], "\xc3\xa9\xc3\xa9\xc3\xa9"); /* whole characters */
    assert_string_equal(lines[1], "\xc3\xa9");
    assert_string_equal(lines[2], "ok");
}

static void test_fold_ends_at_a_phrase(void **state)
{
    (void)state;
    char lines[3][EG_WRAP_LINE_MAX];
    bool more = false;
    /* Whole where it fits in the lines allowed, broken as eg_status_wrap
     * breaks it. */
    const char *lay = "Bob's turn: lay a card on its plot to finish it, or end the turn";
    int n = eg_status_fold(lay, chars, NULL, 34.0f, lines, 2, &more);
    assert_int_equal(n, 2);
    assert_false(more);
    assert_string_equal(lines[0], "Bob's turn: lay a card on its plot");
    assert_string_equal(lines[1], "to finish it, or end the turn");
    /* Else cut at a phrase's end, its comma dropped: never "lay a card on
     * its" (the re-audit's folded line at 640x360 with 200% text). */
    n = eg_status_fold(lay, chars, NULL, 30.0f, lines, 1, &more);
    assert_int_equal(n, 1);
    assert_true(more);
    assert_string_equal(lines[0], "Bob's turn");
    n = eg_status_fold(lay, chars, NULL, 26.0f, lines, 2, &more);
    assert_int_equal(n, 2);
    assert_true(more);
    assert_string_equal(lines[0], "Bob's turn: lay a card on");
    assert_string_equal(lines[1], "its plot to finish it");
    /* On one line where a phrase's end fills half of it, though two would
     * hold the whole line. */
    n = eg_status_fold("Cityscape, round 1 of 1: secret goals", chars, NULL, 30.0f, lines, 2,
                       &more);
    assert_int_equal(n, 1);
    assert_string_equal(lines[0], "Cityscape, round 1 of 1");
    /* A full stop is kept; an aside in brackets and a score line's columns
     * are phrases too. */
    n = eg_status_fold("City Blox, Level 1. Round 2.", chars, NULL, 25.0f, lines, 1, &more);
    assert_string_equal(lines[0], "City Blox, Level 1.");
    n = eg_status_fold("Six Cities, round 1 of 4: Ann (red and yellow)", chars, NULL, 30.0f,
                       lines, 1, &more);
    assert_string_equal(lines[0], "Six Cities, round 1 of 4: Ann");
    assert_true(more);
    n = eg_status_fold("Ann (S) 12   Bob (W) 3", chars, NULL, 14.0f, lines, 1, &more);
    assert_string_equal(lines[0], "Ann (S) 12");
    /* No phrase fits: cut as eg_status_wrap cuts, with an ellipsis. */
    n = eg_status_fold("Wolfgangamadeus here", chars, NULL, 9.0f, lines, 1, &more);
    assert_int_equal(n, 1);
    assert_true(more);
    assert_string_equal(lines[0], "Wolfgang\xe2\x80\xa6");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fit_cuts_at_whole_characters),
        cmocka_unit_test(test_wrap_breaks_at_spaces),
        cmocka_unit_test(test_wrap_cuts_a_long_word_and_the_last_line),
        cmocka_unit_test(test_wrap_breaks_at_paragraphs),
        cmocka_unit_test(test_status_keeps_a_seats_words_on_one_line),
        cmocka_unit_test(test_status_goes_on_with_a_long_word),
        cmocka_unit_test(test_fold_ends_at_a_phrase),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
