/* SPDX-License-Identifier: MIT */
/* fuzz_cli_numbers.c - the one number parser of every command line
 * (eg_parse_u64, eg_parse_int) and its line reader (eg_read_line,
 * eg_line_is_text), src/engine/eg_parse.h.
 *
 * Input: the first byte picks a range, one the CLIs use or (last choice)
 * min and max from the next 16 bytes; the rest is the text. Invariants,
 * each checked against an oracle written here on strings, not arithmetic:
 * accepted text is digits only and, without its leading zeros, is exactly
 * the number written back (so it round-trips to the same number), within
 * min..max; refused text has a message that names the argument and a
 * column inside the text, and really is empty, holds a non-digit (at that
 * column) or is out of range. The whole input read as lines gives back
 * every byte, and a line is text exactly when it holds no NUL byte. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <string.h>

#include "eg_parse.h"
#include "fuzz.h"

static const uint64_t RANGES[][2] = {
    {0, UINT64_MAX}, {1, 10000000}, {1, 4}, {2, 4}, {0, 3600000},
    {1, 32},         {0, 100000},   {1, 64}, {0, 100000000}, {0, 0},
};
enum { NRANGES = sizeof RANGES / sizeof RANGES[0] };

/* a < b, a == b, a > b for decimal digit strings without leading zeros. */
static int cmp_digits(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la != lb)
        return la < lb ? -1 : 1;
    int c = strcmp(a, b);
    return c < 0 ? -1 : c > 0;
}

static void check_number(const char *text, size_t len, uint64_t min, uint64_t max)
{
    uint64_t v = 12345;
    eg_error err;
    memset(&err, 0, sizeof err);
    int rc = eg_parse_u64(text, min, max, &v, "ARG", &err);
    size_t bad = strspn(text, "0123456789"); /* the first non-digit */
    const char *digits = text + strspn(text, "0");
    if (!*digits && len > 0)
        digits = "0";
    char smin[24], smax[24];
    snprintf(smin, sizeof smin, "%" PRIu64, min);
    snprintf(smax, sizeof smax, "%" PRIu64, max);
    if (rc == 0) {
        FUZZ_CHECK(len > 0 && bad == len);
        char back[24];
        snprintf(back, sizeof back, "%" PRIu64, v);
        FUZZ_CHECK(strcmp(back, digits) == 0); /* round trip */
        FUZZ_CHECK(v >= min && v <= max);
        return;
    }
    FUZZ_CHECK(rc == EG_ERR_NUMBER && err.code == rc && v == 12345);
    FUZZ_CHECK(memchr(err.msg, '\0', sizeof err.msg) && strncmp(err.msg, "ARG: ", 5) == 0);
    FUZZ_CHECK(err.column >= 1 && (size_t)err.column <= (len ? len : 1));
    if (len == 0)
        return;
    if (bad < len) {
        FUZZ_CHECK((size_t)err.column == bad + 1);
        return;
    }
    /* All digits, refused: out of range by the oracle. */
    FUZZ_CHECK(cmp_digits(digits, smin) < 0 || cmp_digits(digits, smax) > 0);
}

static void check_int(const char *text, uint64_t min, uint64_t max)
{
    int lo = min > 1000000 ? 1000000 : (int)min, hi = max > 2000000000 ? 2000000000 : (int)max;
    if (lo > hi)
        return;
    int iv = -1;
    uint64_t uv = 0;
    int a = eg_parse_int(text, lo, hi, &iv, "ARG", NULL);
    int b = eg_parse_u64(text, (uint64_t)lo, (uint64_t)hi, &uv, "ARG", NULL);
    FUZZ_CHECK(a == b);
    if (a == 0)
        FUZZ_CHECK(iv >= lo && iv <= hi && (uint64_t)iv == uv);
}

static void check_lines(const uint8_t *data, size_t size)
{
    if (size == 0)
        return;
    FILE *f = fmemopen((void *)data, size, "rb");
    FUZZ_CHECK(f != NULL);
    char *buf = NULL;
    size_t cap = 0, at = 0;
    long n, lineno = 0;
    while ((n = eg_read_line(f, &buf, &cap)) >= 0) {
        lineno++;
        const uint8_t *nl = memchr(data + at, '\n', size - at);
        size_t raw = nl ? (size_t)(nl - (data + at)) : size - at;
        size_t want = raw > 0 && data[at + raw - 1] == '\r' ? raw - 1 : raw;
        FUZZ_CHECK((size_t)n == want && memcmp(buf, data + at, want) == 0 && buf[n] == '\0');
        eg_error err;
        memset(&err, 0, sizeof err);
        int rc = eg_line_is_text(buf, (size_t)n, lineno, &err);
        const char *nul = memchr(buf, '\0', (size_t)n);
        FUZZ_CHECK((rc == 0) == (nul == NULL));
        if (nul) {
            char want_msg[64];
            snprintf(want_msg, sizeof want_msg, "line %ld, column %d: ", lineno,
                     (int)(nul - buf) + 1);
            FUZZ_CHECK(strncmp(err.msg, want_msg, strlen(want_msg)) == 0 && err.line == lineno);
        }
        at += raw + (nl != NULL);
    }
    FUZZ_CHECK(at == size);
    free(buf);
    fclose(f);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_lines(data, size);
    uint64_t min = 0, max = UINT64_MAX;
    size_t skip = 0;
    if (size > 0) {
        unsigned pick = data[0] % (NRANGES + 1);
        skip = 1;
        if (pick < NRANGES) {
            min = RANGES[pick][0];
            max = RANGES[pick][1];
        } else if (size >= 17) {
            memcpy(&min, data + 1, 8);
            memcpy(&max, data + 9, 8);
            if (min > max) {
                uint64_t t = min;
                min = max;
                max = t;
            }
            skip = 17;
        }
    }
    /* The text: up to its first NUL, as argv and a C string give it. */
    size_t len = size - skip;
    char *text = malloc(len + 1);
    FUZZ_CHECK(text != NULL);
    memcpy(text, data + skip, len);
    text[len] = '\0';
    len = strlen(text);
    check_number(text, len, min, max);
    check_int(text, min, max);
    free(text);
    return 0;
}
