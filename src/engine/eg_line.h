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

#endif
