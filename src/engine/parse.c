/* SPDX-License-Identifier: MIT */
/* parse.c - strict numbers and lines of text for every command line
 * (eg_parse.h). Written here rather than on strtoull, which skips spaces,
 * takes a sign ("-1" is 2^64-1) and clamps what overflows. */
#include "eg_parse.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* The text as given, made safe to print: at most 24 bytes, other bytes
 * than printable ASCII as \xNN, "..." when cut. */
static void shown(const char *text, char out[112])
{
    size_t n = 0;
    const char *s = text;
    for (; *s && s - text < 24; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 0x20 && c < 0x7f && c != '\\') {
            out[n++] = (char)c;
        } else {
            snprintf(out + n, 5, "\\x%02x", c);
            n += 4;
        }
    }
    if (*s)
        memcpy(out + n, "...", 3), n += 3;
    out[n] = '\0';
}

int eg_parse_u64(const char *text, uint64_t min, uint64_t max, uint64_t *out, const char *what,
                 eg_error *err)
{
    if (!text || !*text)
        return eg_error_set(err, EG_ERR_NUMBER, 1,
                            "%s: empty: a whole number %" PRIu64 " to %" PRIu64 " is needed",
                            what, min, max);
    char show[112];
    uint64_t v = 0;
    bool over = false;
    for (const char *s = text; *s; s++) {
        if (*s < '0' || *s > '9') {
            shown(text, show);
            char bad[112];
            shown((char[2]){*s, '\0'}, bad);
            return eg_error_set(err, EG_ERR_NUMBER, (int)(s - text) + 1,
                                "%s: '%s' is not a whole number: '%s' at column %d (%" PRIu64
                                " to %" PRIu64 ")",
                                what, show, bad, (int)(s - text) + 1, min, max);
        }
        unsigned d = (unsigned)(*s - '0');
        if (v > (UINT64_MAX - d) / 10)
            over = true;
        else
            v = v * 10 + d;
    }
    if (over || v < min || v > max) {
        shown(text, show);
        return eg_error_set(err, EG_ERR_NUMBER, 1,
                            "%s: %s is out of range (%" PRIu64 " to %" PRIu64 ")", what, show,
                            min, max);
    }
    *out = v;
    return 0;
}

int eg_parse_int(const char *text, int min, int max, int *out, const char *what, eg_error *err)
{
    uint64_t v;
    int rc = eg_parse_u64(text, min < 0 ? 0 : (uint64_t)min, max < 0 ? 0 : (uint64_t)max, &v,
                          what, err);
    if (rc == 0)
        *out = (int)v;
    return rc;
}

long eg_read_line(FILE *in, char **buf, size_t *cap)
{
    size_t n = 0;
    int c;
    while ((c = fgetc(in)) != EOF && c != '\n') {
        if (n + 2 > *cap) {
            size_t ncap = *cap ? *cap * 2 : 256;
            char *nb = realloc(*buf, ncap);
            if (!nb)
                return -1;
            *buf = nb;
            *cap = ncap;
        }
        (*buf)[n++] = (char)c;
    }
    if (c == EOF && n == 0)
        return -1;
    if (!*buf) {
        *buf = malloc(1);
        if (!*buf)
            return -1;
        *cap = 1;
    }
    if (n > 0 && (*buf)[n - 1] == '\r')
        n--;
    (*buf)[n] = '\0';
    return (long)n;
}

int eg_line_is_text(const char *line, size_t len, long lineno, eg_error *err)
{
    const char *nul = memchr(line, '\0', len);
    if (!nul)
        return 0;
    int col = (int)(nul - line) + 1;
    int rc = eg_error_set(err, EG_ERR_NOT_TEXT, col, "line %ld, column %d: a NUL byte: not text",
                          lineno, col);
    if (err)
        err->line = lineno > 0 && lineno < 0x7fffffff ? (int)lineno : 0;
    return rc;
}

char *eg_trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}
