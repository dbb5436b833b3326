/* SPDX-License-Identifier: MIT */
/* line.c - protocol lines and numbers (eg_line.h). */
#include "eg_line.h"

#include <stdint.h>

#include "eg_parse.h"

long eg_read_protocol_line(FILE *in, char *buf, size_t max, bool *too_long)
{
    size_t n = 0;
    int c;
    *too_long = false;
    while ((c = fgetc(in)) != EOF && c != '\n') {
        if (n < max)
            buf[n++] = c == 0 ? '?' : (char)c;
        else
            *too_long = true;
    }
    if (c == EOF && n == 0 && !*too_long)
        return -1;
    buf[n] = '\0';
    return (long)n;
}

/* The command lines' strict reader (eg_parse.h), without its words: a
 * protocol answers its own error. */
int eg_parse_uint(const char *s, unsigned long long max, unsigned long long *out)
{
    uint64_t v;
    if (eg_parse_u64(s, 0, (uint64_t)max, &v, "number", NULL) != 0)
        return -1;
    *out = v;
    return 0;
}
