/* SPDX-License-Identifier: MIT */
/* eg_wrap.h - text cut and broken into lines to fit a width, measured by
 * the caller (the window measures in pixels with its font; a test, in
 * characters). Cuts fall between whole UTF-8 characters, and a cut text
 * ends in an ellipsis ("…"). Pure C11: no font, no SDL. */
#ifndef EG_WRAP_H
#define EG_WRAP_H

#include <stdbool.h>
#include <stddef.h>

/* The width of text, in the caller's units. */
typedef float (*eg_measure)(void *ctx, const char *text);

enum { EG_WRAP_LINE_MAX = 200 };

/* text into out (outsz bytes), cut to fit max_w where it does not, ending
 * in an ellipsis where it was cut (just "…" when nothing else fits).
 * Returns out. */
const char *eg_text_fit(const char *text, eg_measure measure, void *ctx, float max_w, char *out,
                        size_t outsz);

/* text broken at spaces into lines no wider than max_w (a word wider than
 * that is cut with an ellipsis); returns the number of lines written, at
 * most max_lines, the last one cut short when there is more. A '\n' ends
 * a paragraph: the next starts on a new line, and an empty one between
 * ("\n\n") is an empty line (several in a row, or at the start, one or
 * none: "a\n\n\nb" is "a", "", "b"). */
int eg_text_wrap(const char *text, eg_measure measure, void *ctx, float max_w,
                 char (*lines)[EG_WRAP_LINE_MAX], int max_lines);

/* text broken as eg_text_wrap breaks it, for a status line whose every
 * word must be read (a table's seats and scores): a line ends, where it
 * can, at the end of a phrase -- after ',' ';' ':' or '.', or before two
 * spaces or more (a score line's columns) -- when that leaves it at least
 * half full, so that a seat's words ("Seat 2 open", "Ann (S) 12") stay on
 * one line; and a word wider than a line is broken at a character and goes
 * on in the next, never cut with an ellipsis (only the last line allowed
 * is, when there is more). */
int eg_status_wrap(const char *text, eg_measure measure, void *ctx, float max_w,
                   char (*lines)[EG_WRAP_LINE_MAX], int max_lines);

/* A status line folded to at most max_lines lines (the table's folded
 * status): the longest start of it that ends a phrase -- the whole text,
 * or cut after ',' ';' ':' (dropped) or '.' (kept), before " (" (an aside
 * in brackets) or before two spaces (a score line's columns) -- never in
 * the middle of one ("Bob's turn: lay a card on its"): on one line where
 * such a start fills half of it (eg_status_wrap's rule), else the longest
 * that fits in max_lines, broken as eg_status_wrap breaks it. Where not even the
 * first phrase fits, the text as eg_status_wrap cuts it (ending in "…").
 * *more (where not NULL) says whether words were left out. Returns the
 * number of lines written. */
int eg_status_fold(const char *text, eg_measure measure, void *ctx, float max_w,
                   char (*lines)[EG_WRAP_LINE_MAX], int max_lines, bool *more);

#endif
