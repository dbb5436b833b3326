/* SPDX-License-Identifier: MIT */
/* kvfile.c - a "key = value" text file read line by line (see eg_kvfile.h). */
#define _POSIX_C_SOURCE 200809L
#include "eg_kvfile.h"
#include "eg_parse.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void warnf(char *warn, size_t warnsz, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void warnf(char *warn, size_t warnsz, const char *fmt, ...)
{
    if (!warn || warnsz == 0)
        return;
    size_t used = strlen(warn);
    if (used + 1 >= warnsz)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(warn + used, warnsz - used, fmt, ap);
    va_end(ap);
}

bool eg_kv_bool(const char *v, bool *out)
{
    if (!strcmp(v, "true") || !strcmp(v, "on") || !strcmp(v, "yes") || !strcmp(v, "1")) {
        *out = true;
        return true;
    }
    if (!strcmp(v, "false") || !strcmp(v, "off") || !strcmp(v, "no") || !strcmp(v, "0")) {
        *out = false;
        return true;
    }
    return false;
}

bool eg_kv_float(const char *v, float lo, float hi, float *out)
{
    char *end;
    errno = 0;
    double d = strtod(v, &end);
    /* Written so that NaN ("nan" parses) fails too. */
    if (errno || end == v || *end || !(d >= lo && d <= hi))
        return false;
    *out = (float)d;
    return true;
}

/* The parse under way: problems counted, the first few named. */
typedef struct {
    eg_kv_apply apply;
    void *ctx;
    int problems, lineno;
    char *warn;
    size_t warnsz;
} parser;

enum { NAMED_PROBLEMS = 5, LINE_MAX_BYTES = 256 };

static void problem(parser *p, const char *msg, const char *key)
{
    if (++p->problems <= NAMED_PROBLEMS)
        warnf(p->warn, p->warnsz, "%sline %d: %s%s%s", p->problems > 1 ? "; " : "", p->lineno, msg,
              key ? ": " : "", key ? key : "");
}

/* One line of n bytes (no '\n'; cut: longer than the buffer held). */
static void parse_line(parser *p, char *line, size_t n, bool cut)
{
    p->lineno++;
    if (memchr(line, '\0', n)) {
        problem(p, "not text (a NUL byte)", NULL);
        return;
    }
    line[n] = '\0';
    char *l = eg_trim(line);
    if (*l == '\0' || *l == '#')
        return;
    if (cut) {
        problem(p, "line too long (over 255 bytes)", NULL);
        return;
    }
    char *eq = strchr(l, '=');
    if (!eq) {
        problem(p, "expected 'key = value'", NULL);
        return;
    }
    *eq = '\0';
    char *key = eg_trim(l);
    const char *msg = p->apply(p->ctx, key, eg_trim(eq + 1), p->lineno);
    if (msg)
        problem(p, msg, key);
}

/* Lines of text[0..len), the last one without its '\n' too; the count of
 * problems, with the closing words and '\n' where there were any. */
static int parse_text(parser *p, const char *text, size_t len)
{
    size_t i = 0;
    while (i < len) {
        char line[LINE_MAX_BYTES];
        size_t n = 0;
        bool cut = false;
        for (; i < len && text[i] != '\n'; i++) {
            if (n + 1 < sizeof line)
                line[n++] = text[i];
            else
                cut = true;
        }
        i++;
        parse_line(p, line, n, cut);
    }
    if (p->problems > NAMED_PROBLEMS)
        warnf(p->warn, p->warnsz, "; and %d more bad line%s", p->problems - NAMED_PROBLEMS,
              p->problems - NAMED_PROBLEMS > 1 ? "s" : "");
    if (p->problems)
        warnf(p->warn, p->warnsz, "\n");
    return p->problems;
}

int eg_kv_parse(const char *text, size_t len, eg_kv_apply apply, void *ctx, char *warn,
                size_t warnsz)
{
    parser p = {apply, ctx, 0, 0, warn, warnsz};
    if (warn && warnsz)
        warn[0] = '\0';
    return parse_text(&p, text, len);
}

int eg_kv_load(const char *path, size_t max, eg_kv_apply apply, void *ctx, char *warn,
               size_t warnsz)
{
    if (warn && warnsz)
        warn[0] = '\0';
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (errno == ENOENT)
            return 0; /* first run: defaults, nothing to say */
        warnf(warn, warnsz, "%s: %s; using default settings\n", path, strerror(errno));
        return 1;
    }
    struct stat st;
    bool stated = fstat(fileno(f), &st) == 0;
    char *buf = stated && S_ISREG(st.st_mode) ? malloc(max + 1) : NULL;
    if (!buf) {
        warnf(warn, warnsz, "%s: %s; using default settings\n", path,
              !stated                  ? strerror(errno)
              : S_ISDIR(st.st_mode)    ? "a folder, not a file"
              : !S_ISREG(st.st_mode)   ? "not a regular file"
                                       : "out of memory");
        fclose(f);
        return 1;
    }
    /* Read whole up to max; beyond it, the whole lines read so far still
     * count. */
    size_t n = fread(buf, 1, max + 1, f);
    int read_errno = ferror(f) ? errno : 0;
    fclose(f);
    bool big = n > max;
    if (big) {
        n = max;
        while (n > 0 && buf[n - 1] != '\n')
            n--; /* a line cut by the limit is not read */
    }
    parser p = {apply, ctx, 0, 0, warn, warnsz};
    warnf(warn, warnsz, "%s: ", path);
    if (read_errno) {
        p.problems++;
        warnf(warn, warnsz, "%s after %zu bytes", strerror(read_errno), n);
    }
    if (big) {
        p.problems++;
        warnf(warn, warnsz, "%slarger than %zu KiB: only its first %zu bytes were read",
              p.problems > 1 ? "; " : "", max / 1024, n);
    }
    int problems = parse_text(&p, buf, n);
    free(buf);
    if (!problems && warn && warnsz)
        warn[0] = '\0';
    return problems;
}
