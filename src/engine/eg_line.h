/* SPDX-License-Identifier: MIT */
/* eg_line.h - reading the command lines of a text protocol (CEP/1, CEP/2)
 * and the whole numbers in them. */
#ifndef EG_LINE_H
#define EG_LINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* One protocol line of at most max bytes into buf (max + 1 bytes, NUL-terminated,
 * without the '\n'); a longer line is read to its end and *too_long set.
 * NUL bytes become '?' so they stay visible junk. Returns the length kept,
 * or -1 at the end of input. */
long eg_read_protocol_line(FILE *in, char *buf, size_t max, bool *too_long);

/* A whole decimal number 0..max: digits only, no sign, no junk, no
 * overflow. 0 and *out, or -1. */
int eg_parse_uint(const char *s, unsigned long long max, unsigned long long *out);

/* Whether s (len bytes) may name a player as CSP/1 and the records carry
 * it: 1 to max - 1 bytes of UTF-8 text (letters of any language: "Zoë"),
 * one word (no space) and no control character (C0, DEL, C1). -1 when it
 * may; else the 0-based offset of the byte at fault (0 for an empty or a
 * too long name), with why in words ("byte 0xff after 'Zo' is not UTF-8",
 * "a space after 'Ann'"), never holding the bad bytes themselves. */
long eg_name_check(const char *s, size_t len, size_t max, char *why, size_t whysz);

#endif
