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
 * it: 1 to max - 1 bytes of UTF-8 text (letters of any language: "Zoë",
 * spaces: "Ann Lee") with no control character (C0, DEL, C1). -1 when it
 * may; else the 0-based offset of the byte at fault (0 for an empty or a
 * too long name), with why in words ("byte 0xff after 'Zo' is not UTF-8"),
 * never holding the bad bytes themselves. */
long eg_name_check(const char *s, size_t len, size_t max, char *why, size_t whysz);

/* A name as one word of CSP/1 (docs/network-protocol.md, "Names"): a
 * space as %20, '%' as %25 and the name "-" (an open seat's word) as %2D;
 * every other byte as it is. EG_NAME_WORD_MAX holds any name of up to 31
 * bytes so written. */
enum { EG_NAME_WORD_MAX = 3 * 31 + 1 };
void eg_name_encode(const char *name, char *out, size_t outsz);
/* The name a CSP/1 word (len bytes) writes, into out (len + 1 bytes at
 * least), checked as eg_name_check with max. -1 when it is a name; else
 * the 0-based offset in the word of the byte at fault, with why: "'%2G' is
 * not % and two hex digits", or eg_name_check's words. */
long eg_name_decode(const char *w, size_t len, char *out, size_t max, char *why, size_t whysz);

/* Where s, cut at n bytes or fewer, ends on a whole UTF-8 character: n
 * itself when s[n] begins one (or ends s), else the start of the one s[n]
 * is inside. The Backspace of a text field, a name cut for a suffix. */
size_t eg_utf8_cut(const char *s, size_t n);

#endif
