/* SPDX-License-Identifier: MIT */
/* eg_parse.h - the numbers and lines every command line reads, read one
 * strict way (docs/scripting.md, packaging/man/cityscape-cli.6).
 *
 * A number is decimal digits only: no sign, no spaces, no base prefix, no
 * junk after it, nothing outside min..max (18446744073709551616 = 2^64 is
 * refused, never clamped). A refusal says what was read, the text as given
 * and why: "SEED: '12x' is not a whole number: 'x' at column 3 (0 to
 * 18446744073709551615)". A line read from standard input keeps its NUL
 * bytes, so a line that holds one is answered with an error that names the
 * line, never skipped or cut short.
 *
 * Pure C11 with stdio: no SDL. In the engine's base library, so every
 * game's command line (src/games/<id>/..._cli.c) and cityscape-cli's own
 * commands (src/cli) share it. */
#ifndef EG_PARSE_H
#define EG_PARSE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "eg_game.h"

enum {
    EG_ERR_NUMBER = 1100, /* a number the text does not hold, or out of range */
    EG_ERR_NOT_TEXT,      /* a NUL byte in a line of text */
};

/* Reads text (NUL-terminated; NULL reads as empty) as a whole number
 * min..max into *out. `what` names it in the message ("--games", "SEED").
 * 0, or EG_ERR_NUMBER with err (column: the first byte that is wrong, 1
 * for an empty or out-of-range text); *out is then left alone. */
int eg_parse_u64(const char *text, uint64_t min, uint64_t max, uint64_t *out, const char *what,
                 eg_error *err);
/* The same for an int (min >= 0). */
int eg_parse_int(const char *text, int min, int max, int *out, const char *what, eg_error *err);

/* One line of `in` without its '\n' (and a '\r' before it) into the growing
 * malloc'd *buf, NUL-terminated after the line; returns the line's length,
 * NUL bytes inside it counted, or -1 at the end of input (or out of
 * memory). */
long eg_read_line(FILE *in, char **buf, size_t *cap);
/* s with its leading spaces and tabs passed over and its trailing spaces,
 * tabs and '\r' cut off (in place). */
char *eg_trim(char *s);
/* 0 when line[0..len) holds no NUL byte; else EG_ERR_NOT_TEXT with err:
 * "line 3, column 1: a NUL byte: not text". */
int eg_line_is_text(const char *line, size_t len, long lineno, eg_error *err);

#endif
