/* SPDX-License-Identifier: MIT */
/* line.c - protocol lines and numbers (eg_line.h). */
#include "eg_line.h"

long eg_read_line(FILE *in, char *buf, size_t max, bool *too_long)
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

int eg_parse_uint(const char *s, unsigned long long max, unsigned long long *out)
{
    if (!s || *s < '0' || *s > '9')
        return -1;
    unsigned long long v = 0;
    for (; *s; s++) {
        unsigned d = (unsigned)(*s - '0');
        if (*s < '0' || *s > '9' || v > max / 10 || (v == max / 10 && d > max % 10))
            return -1;
        v = v * 10 + d;
    }
    *out = v;
    return 0;
}
