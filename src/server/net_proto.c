/* SPDX-License-Identifier: MIT */
/* net_proto.c - one CSP/1 line into a command (net_proto.h). */
#include "net_proto.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "eg_line.h"

enum { MAX_WORDS = 3 + 32 };

typedef struct {
    const char *s;
    size_t len;
    int col;
} word;

static int fail(np_error *err, int col, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int fail(np_error *err, int col, const char *fmt, ...)
{
    if (err) {
        err->column = col;
        int n = snprintf(err->msg, sizeof err->msg, "column %d: ", col);
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg + n, sizeof err->msg - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* A word shown in an error: at most 24 bytes, the rest as "...". */
static const char *shown(const word *w, char buf[32])
{
    size_t n = w->len < 24 ? w->len : 24;
    memcpy(buf, w->s, n);
    strcpy(buf + n, w->len > 24 ? "..." : "");
    return buf;
}

static bool is(const word *w, const char *t)
{
    return w->len == strlen(t) && memcmp(w->s, t, w->len) == 0;
}

/* A word of at most max-1 bytes, each accepted by ok(), into out. */
static int copy_word(const word *w, char *out, size_t max, bool (*ok)(char), const char *what,
                     np_error *err)
{
    char b[32];
    if (w->len >= max)
        return fail(err, w->col, "%s '%s' is longer than %zu bytes", what, shown(w, b), max - 1);
    for (size_t i = 0; i < w->len; i++)
        if (!ok(w->s[i]))
            return fail(err, w->col + (int)i, "%s '%s': '%c' is not allowed here", what,
                        shown(w, b), w->s[i]);
    memcpy(out, w->s, w->len);
    out[w->len] = '\0';
    return 0;
}

/* A player's name (HELLO, NEW's nameN=, JOIN's): one word, a space in it
 * as %20 and '%' as %25 (eg_name_decode), in PLAYER lines and the server's
 * .seats file so, quoted in the table's record (docs/record-format.md);
 * any letters but no control character, no invalid UTF-8; refused naming
 * the byte and its column. */
static int name_word(const word *w, char out[NP_NAME_MAX], np_error *err)
{
    char why[120], name[NP_LINE_MAX + 1];
    long at = eg_name_decode(w->s, w->len, name, NP_NAME_MAX, why, sizeof why);
    if (at >= 0)
        return fail(err, w->col + (int)at, "name: %s (a name is 1 to %d bytes of UTF-8 text, "
                    "no control characters)", why, NP_NAME_MAX - 1);
    memcpy(out, name, strlen(name) + 1);
    return 0;
}

static bool move_char(char c) { return c > ' ' && c < 127; }
static bool hex_char(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); }
static bool code_char(char c) { return (c >= 'A' && c <= 'Z') || (c >= '2' && c <= '9'); }
static bool lower_char(char c) { return (c >= 'a' && c <= 'z') || c == '-'; }

static int seat_number(const word *w, int *seat, np_error *err)
{
    char b[32], t[8];
    unsigned long long v;
    if (w->len >= sizeof t || (memcpy(t, w->s, w->len), t[w->len] = '\0',
                               eg_parse_uint(t, EG_MAX_PLAYERS, &v) != 0) || v < 1)
        return fail(err, w->col, "seat '%s' is not a number from 1 to %d", shown(w, b),
                    EG_MAX_PLAYERS);
    *seat = (int)v;
    return 0;
}

static int exact_code(const word *w, size_t len, bool (*ok)(char), const char *what,
                      char *out, np_error *err)
{
    char b[32];
    if (w->len != len)
        return fail(err, w->col, "%s '%s' is not %zu characters", what, shown(w, b), len);
    return copy_word(w, out, len + 1, ok, what, err);
}

/* NEW's seats: me,open,easy ... */
static int seats(const word *w, np_command *c, np_error *err)
{
    size_t at = 0;
    c->nseats = 0;
    while (at <= w->len) {
        size_t n = 0;
        while (at + n < w->len && w->s[at + n] != ',')
            n++;
        word s = {w->s + at, n, w->col + (int)at};
        char b[32];
        if (c->nseats == EG_MAX_PLAYERS)
            return fail(err, s.col, "more than %d seats", EG_MAX_PLAYERS);
        np_seat *seat = &c->seats[c->nseats++];
        if (n == 0)
            return fail(err, s.col, "an empty seat (one of me, open or a computer level)");
        if (is(&s, "me")) {
            seat->kind = NP_SEAT_ME;
        } else if (is(&s, "open")) {
            seat->kind = NP_SEAT_OPEN;
        } else {
            seat->kind = NP_SEAT_COMPUTER;
            if (copy_word(&s, seat->level, sizeof seat->level, lower_char, "seat", err) != 0)
                return fail(err, s.col, "seat '%s' is not me, open or a computer level",
                            shown(&s, b));
        }
        at += n + 1;
    }
    return 0;
}

static int new_params(const word *w, int nw, np_command *c, np_error *err)
{
    size_t len = 0;
    for (int i = 0; i < nw; i++) {
        char b[32];
        const char *eq = memchr(w[i].s, '=', w[i].len);
        if (!eq || eq == w[i].s)
            return fail(err, w[i].col, "'%s' is not <key>=<value>", shown(&w[i], b));
        if (eq - w[i].s == 5 && memcmp(w[i].s, "name", 4) == 0) { /* a seat's own name */
            int p = w[i].s[4] - '1';
            word v = {eq + 1, w[i].len - 6, w[i].col + 6};
            if (p < 0 || p >= c->nseats || c->seats[p].kind != NP_SEAT_ME)
                return fail(err, w[i].col, "'%.6s': %s", w[i].s, p < 0 || p >= c->nseats
                            ? "no such seat" : "only a seat you take (me) is named here");
            if (name_word(&v, c->names[p], err) != 0)
                return -1;
            continue;
        }
        for (size_t k = 0; k < w[i].len; k++)
            if (!move_char(w[i].s[k]))
                return fail(err, w[i].col + (int)k, "'%s': not printable ASCII",
                            shown(&w[i], b));
        if (eq - w[i].s == 4 && memcmp(w[i].s, "seed", 4) == 0) {
            char t[32];
            size_t vl = w[i].len - 5;
            unsigned long long v;
            if (vl >= sizeof t || (memcpy(t, eq + 1, vl), t[vl] = '\0',
                                   eg_parse_uint(t, UINT64_MAX, &v) != 0))
                return fail(err, w[i].col + 5, "seed '%s' is not a number from 0 to 2^64-1",
                            shown(&w[i], b));
            c->has_seed = true;
            c->seed = v;
            continue;
        }
        if (len + w[i].len + 1 >= sizeof c->params)
            return fail(err, w[i].col, "params longer than %zu bytes", sizeof c->params - 1);
        if (len)
            c->params[len++] = ' ';
        memcpy(c->params + len, w[i].s, w[i].len);
        len += w[i].len;
        c->params[len] = '\0';
    }
    return 0;
}

typedef struct {
    const char *name;
    np_kind kind;
    int min, max; /* words after the command */
    const char *usage;
} np_spec;

static const np_spec SPECS[] = {
    {"HELLO", NP_HELLO, 1, 1, "HELLO <name>"},
    {"NEW", NP_NEW, 2, MAX_WORDS - 1, "NEW <game> <seats> [<key>=<value> ...]"},
    {"JOIN", NP_JOIN, 1, 3, "JOIN <code> [<seat> [<name>]]"},
    {"WATCH", NP_WATCH, 1, 1, "WATCH <code>"},
    {"REJOIN", NP_REJOIN, 1, 1, "REJOIN <token>"},
    {"SEATS", NP_SEATS, 0, 0, "SEATS"},
    {"MOVE", NP_MOVE, 2, 2, "MOVE <seat> <move>"},
    {"UNDO", NP_UNDO, 1, 1, "UNDO <seat>"},
    {"PING", NP_PING, 0, 0, "PING"},
    {"BYE", NP_BYE, 0, 0, "BYE"},
    {"REMATCH", NP_REMATCH, 0, 0, "REMATCH"},
};

int np_parse(const char *line, size_t len, np_command *c, np_error *err)
{
    memset(c, 0, sizeof *c);
    if (len > 0 && line[len - 1] == '\r')
        len--;
    if (len > NP_LINE_MAX)
        return fail(err, NP_LINE_MAX + 1, "the line is longer than %d bytes", NP_LINE_MAX);
    word w[MAX_WORDS];
    int nw = 0;
    for (size_t i = 0; i < len;) {
        unsigned char ch = (unsigned char)line[i];
        if (ch == ' ') {
            i++;
            continue;
        }
        size_t start = i;
        for (; i < len && line[i] != ' '; i++) {
            ch = (unsigned char)line[i];
            if (ch < 32 || ch == 127)
                return fail(err, (int)i + 1, "control character 0x%02x", ch);
        }
        if (nw == MAX_WORDS)
            return fail(err, (int)start + 1, "more than %d words", MAX_WORDS);
        w[nw++] = (word){line + start, i - start, (int)start + 1};
    }
    if (nw == 0)
        return fail(err, 1, "an empty line (commands: HELLO, NEW, JOIN, WATCH, REJOIN, SEATS, "
                            "MOVE, UNDO, PING, BYE, REMATCH)");
    const np_spec *spec = NULL;
    for (size_t i = 0; i < sizeof SPECS / sizeof SPECS[0] && !spec; i++)
        if (is(&w[0], SPECS[i].name))
            spec = &SPECS[i];
    char b[32];
    if (!spec)
        return fail(err, 1, "unknown command '%s' (HELLO, NEW, JOIN, WATCH, REJOIN, SEATS, MOVE, "
                            "UNDO, PING, BYE, REMATCH)", shown(&w[0], b));
    if (spec->kind == NP_HELLO && nw > 2)
        return fail(err, w[2].col, "usage: HELLO <name>: a name is one word, a space in it written %%20");
    if (nw - 1 < spec->min || nw - 1 > spec->max)
        return fail(err, nw - 1 > spec->max ? w[spec->max + 1].col : (int)len + 1,
                    "usage: %s", spec->usage);
    c->kind = spec->kind;
    switch (spec->kind) {
    case NP_HELLO:
        return name_word(&w[1], c->word, err);
    case NP_NEW:
        if (copy_word(&w[1], c->word, NP_WORD_MAX, lower_char, "game", err) != 0)
            return -1;
        if (seats(&w[2], c, err) != 0)
            return -1;
        return new_params(w + 3, nw - 3, c, err);
    case NP_JOIN:
        if (nw >= 3 && seat_number(&w[2], &c->seat, err) != 0)
            return -1;
        if (nw == 4 && name_word(&w[3], c->names[c->seat - 1], err) != 0)
            return -1;
        return exact_code(&w[1], NP_CODE_LEN, code_char, "table code", c->word, err);
    case NP_WATCH:
        return exact_code(&w[1], NP_CODE_LEN, code_char, "table code", c->word, err);
    case NP_REJOIN:
        return exact_code(&w[1], NP_TOKEN_LEN, hex_char, "token", c->word, err);
    case NP_MOVE:
        if (seat_number(&w[1], &c->seat, err) != 0)
            return -1;
        return copy_word(&w[2], c->move, EG_MOVE_MAX, move_char, "move", err);
    case NP_UNDO:
        return seat_number(&w[1], &c->seat, err);
    case NP_SEATS:
    case NP_PING:
    case NP_BYE:
    case NP_REMATCH:
        break;
    }
    return 0;
}
