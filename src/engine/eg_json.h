/* SPDX-License-Identifier: MIT */
/* eg_json.h - writing JSON strings for the command-line tools. */
#ifndef EG_JSON_H
#define EG_JSON_H

#include <stdio.h>

/* s (UTF-8) as a JSON string literal: quotes, backslashes and control
 * characters escaped, everything else as it is. */
void eg_json_string(FILE *out, const char *s);
/* A refused input's answer, on the output line it answers: {"error":"msg"}
 * with json, else "error: msg". */
void eg_error_line(FILE *out, int json, const char *msg);

#endif
