/* SPDX-License-Identifier: MIT */
/* line.c - protocol lines and numbers (eg_line.h). */
#include "eg_line.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

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

/* The bytes a UTF-8 character starting with lead holds (0: not a lead
 * byte), and the range its second byte must be in (no overlong form, no
 * surrogate, nothing past U+10FFFF). */
static int utf8_len(unsigned char lead, unsigned char *lo, unsigned char *hi)
{
    *lo = 0x80, *hi = 0xbf;
    if (lead < 0x80)
        return 1;
    if (lead >= 0xc2 && lead <= 0xdf)
        return 2;
    if (lead >= 0xe0 && lead <= 0xef) {
        *lo = lead == 0xe0 ? 0xa0 : 0x80, *hi = lead == 0xed ? 0x9f : 0xbf;
        return 3;
    }
    if (lead >= 0xf0 && lead <= 0xf4) {
        *lo = lead == 0xf0 ? 0x90 : 0x80, *hi = lead == 0xf4 ? 0x8f : 0xbf;
        return 4;
    }
    return 0;
}

long eg_name_check(const char *s, size_t len, size_t max, char *why, size_t whysz)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0, n = 0;
    for (int k; i < len; i += (size_t)k) {
        unsigned char lo, hi;
        if (i <= 24)
            n = i; /* the whole characters shown before a fault */
        k = utf8_len(u[i], &lo, &hi);
        bool whole = k > 0 && i + (size_t)k <= len;
        for (int j = 1; whole && j < k; j++)
            whole = u[i + j] >= (j == 1 ? lo : 0x80) && u[i + j] <= (j == 1 ? hi : 0xbf);
        if (!whole || u[i] < 0x20 || u[i] == 0x7f || (u[i] == 0xc2 && u[i + 1] < 0xa0))
            break;
    }
    if (i < len) {
        char after[40];
        snprintf(after, sizeof after, i ? " after '%.*s%s'" : " at its start", (int)n, s,
                 n < i ? "..." : "");
        if (u[i] < 0x20 || u[i] == 0x7f)
            snprintf(why, whysz, "control byte 0x%02x%s", u[i], after);
        else if (u[i] == 0xc2 && i + 1 < len && u[i + 1] >= 0x80 && u[i + 1] < 0xa0)
            snprintf(why, whysz, "control character U+%04X%s", u[i + 1], after);
        else
            snprintf(why, whysz, "byte 0x%02x%s is not UTF-8", u[i], after);
        return (long)i;
    }
    if (len == 0 || len >= max) {
        snprintf(why, whysz, len ? "'%.*s...' is %zu bytes, longer than %zu" : "an empty name",
                 (int)n, s, len, max - 1);
        return 0;
    }
    return -1;
}

void eg_name_encode(const char *name, char *out, size_t outsz)
{
    bool dash = strcmp(name, "-") == 0; /* an open seat's word */
    size_t n = 0;
    for (; *name && n + 4 <= outsz; name++) /* room for %XX and the NUL */
        if (*name == ' ' || *name == '%' || dash)
            n += (size_t)snprintf(out + n, outsz - n, "%%%02X", (unsigned char)*name);
        else
            out[n++] = *name;
    if (outsz)
        out[n] = '\0';
}

static int hex_digit(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                          : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

long eg_name_decode(const char *w, size_t len, char *out, size_t max, char *why, size_t whysz)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        if (w[i] != '%') {
            out[n++] = w[i];
            continue;
        }
        int hi = i + 1 < len ? hex_digit(w[i + 1]) : -1, lo = i + 2 < len ? hex_digit(w[i + 2]) : -1;
        if (hi < 0 || lo < 0) { /* shown up to its first byte that is not printable ASCII */
            int k = 1;
            while (k < 3 && i + (size_t)k < len && w[i + k] > ' ' && w[i + k] < 0x7f)
                k++;
            snprintf(why, whysz, "'%.*s' is not %% and two hex digits (%%20 a space, %%25 a %%)",
                     k, w + i);
            return (long)i;
        }
        out[n++] = (char)(hi * 16 + lo);
        i += 2;
    }
    out[n] = '\0';
    long at = eg_name_check(out, n, max, why, whysz), i = 0;
    for (long k = 0; k < at; k++) /* the fault's byte in the word */
        i += w[i] == '%' ? 3 : 1;
    return at < 0 ? -1 : i;
}

size_t eg_utf8_cut(const char *s, size_t n)
{
    while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
        n--;
    return n;
}
