/* SPDX-License-Identifier: MIT */
/* viewtext.c - the shared grammar of a player's view as text (eg_viewtext.h). */
#include "eg_viewtext.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ---- Writing. */

void eg_vt_start(eg_vt_out *w, char *out, size_t size)
{
    w->out = out;
    w->size = size;
    w->len = 0;
    w->full = size == 0;
    if (size)
        out[0] = '\0';
}

void eg_vt_add(eg_vt_out *w, const char *fmt, ...)
{
    if (w->full)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(w->out + w->len, w->size - w->len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= w->size - w->len) {
        w->full = true;
        w->out[w->len] = '\0';
        return;
    }
    w->len += (size_t)n;
}

int eg_vt_done(eg_vt_out *w)
{
    if (w->full) {
        if (w->size)
            w->out[0] = '\0';
        return -1;
    }
    return (int)w->len;
}

void eg_vt_add_players(eg_vt_out *w, unsigned bits)
{
    if (!bits) {
        eg_vt_add(w, "-");
        return;
    }
    const char *sep = "";
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        if (bits & (1u << p)) {
            eg_vt_add(w, "%s%d", sep, p + 1);
            sep = ",";
        }
}

/* ---- Reading: the words. */

/* A character for a message: itself when printable, else its code. */
static const char *shown(char c, char buf[8])
{
    if (c >= 33 && c <= 126)
        snprintf(buf, 8, "'%c'", c);
    else if (c == ' ')
        snprintf(buf, 8, "a space");
    else
        snprintf(buf, 8, "0x%02x", (unsigned char)c);
    return buf;
}

static int find_key(const char *const *keys, int nkeys, const char *w, size_t len)
{
    for (int i = 0; i < nkeys; i++)
        if (strlen(keys[i]) == len && memcmp(keys[i], w, len) == 0)
            return i;
    return -1;
}

/* Printable ASCII, 32-126: a table, so that the fuzzer's compare tracing
 * does not weigh on every character. */
static bool printable(unsigned char c)
{
    static const uint64_t OK[4] = {0xffffffff00000000ull, 0x7fffffffffffffffull, 0, 0};
    return (OK[c >> 6] >> (c & 63)) & 1;
}

static int check_chars(const char *text, int base, eg_error *err)
{
    size_t n = strlen(text);
    if (n >= EG_VIEW_MAX)
        return eg_error_set(err, base + EG_VT_SYNTAX, EG_VIEW_MAX,
                            "column %d: a view is shorter than %d characters, this one has %zu",
                            EG_VIEW_MAX, EG_VIEW_MAX, n);
    char b[8];
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        bool ok = printable((unsigned char)c);
        bool space_wrong = ok && c == ' ' && (i == 0 || i + 1 == n || text[i + 1] == ' ');
        if (!ok || space_wrong)
            return eg_error_set(err, base + EG_VT_SYNTAX, (int)i + 1,
                                "column %d: %s where a view has %s", (int)i + 1, shown(c, b),
                                space_wrong ? "single spaces between its words"
                                            : "printable ASCII only, on one line");
    }
    return 0;
}

int eg_vt_read(eg_vt_in *in, const char *text, const char *head, const char *const *keys,
               int nkeys, int base, eg_error *err)
{
    memset(in, 0, sizeof *in);
    in->base = base;
    in->keys = keys;
    if (!*text)
        return eg_error_set(err, base + EG_VT_SYNTAX, 1, "column 1: the view is empty");
    /* Another game's text is told so first, whatever else is wrong with it. */
    size_t hl = strcspn(text, " ");
    if (hl != strlen(head) || memcmp(text, head, hl) != 0) {
        int shown_len = 0;
        while (shown_len < 40 && text[shown_len] > 32 && text[shown_len] < 127)
            shown_len++;
        return eg_error_set(err, base + EG_VT_GAME, 1, "column 1: '%.*s': expected %s first",
                            shown_len, text, head);
    }
    int rc = check_chars(text, base, err);
    if (rc)
        return rc;
    bool seen[EG_VT_MAX_KEYS] = {false};
    for (const char *w = text + hl; *w;) {
        w++; /* the single space */
        size_t len = strcspn(w, " ");
        int col = (int)(w - text) + 1;
        const char *eq = memchr(w, '=', len);
        if (!eq)
            return eg_error_set(err, base + EG_VT_SYNTAX, col,
                                "column %d: '%.*s': expected KEY=VALUE", col,
                                (int)(len > 40 ? 40 : len), w);
        int k = find_key(keys, nkeys, w, (size_t)(eq - w));
        if (k < 0)
            return eg_error_set(err, base + EG_VT_UNKNOWN_KEY, col,
                                "column %d: unknown key '%.*s'", col,
                                (int)(eq - w > 40 ? 40 : eq - w), w);
        if (seen[k])
            return eg_error_set(err, base + EG_VT_DUPLICATE_KEY, col,
                                "column %d: %s= a second time (column %d has it)", col, keys[k],
                                in->f[k].col - (int)strlen(keys[k]) - 1);
        seen[k] = true;
        in->f[k].val = eq + 1;
        in->f[k].len = len - (size_t)(eq + 1 - w);
        in->f[k].col = (int)(eq + 1 - text) + 1;
        w += len;
    }
    for (int k = 0; k < nkeys; k++)
        if (!seen[k])
            return eg_error_set(err, base + EG_VT_MISSING_KEY, (int)strlen(text) + 1,
                                "column %d: %s= is missing", (int)strlen(text) + 1, keys[k]);
    return 0;
}

int eg_vt_fail(const eg_vt_in *in, int k, size_t at, int reason, eg_error *err,
               const char *fmt, ...)
{
    char words[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(words, sizeof words, fmt, ap);
    va_end(ap);
    const eg_vt_field *f = &in->f[k];
    int col = f->col + (int)at;
    int shown_len = f->len > 32 ? 32 : (int)f->len;
    return eg_error_set(err, in->base + reason, col, "column %d: %s=%.*s%s: %s", col,
                        in->keys[k], shown_len, f->val, f->len > 32 ? "..." : "", words);
}

/* ---- Reading: a value. */

eg_vt_cur eg_vt_cursor(const eg_vt_in *in, int k)
{
    eg_vt_cur c = {in, k, 0};
    return c;
}

bool eg_vt_at_end(const eg_vt_cur *c) { return c->at >= c->in->f[c->k].len; }

char eg_vt_peek(const eg_vt_cur *c)
{
    return eg_vt_at_end(c) ? '\0' : c->in->f[c->k].val[c->at];
}

static int fail_here(const eg_vt_cur *c, eg_error *err, const char *expected)
{
    char b[8];
    if (eg_vt_at_end(c))
        return eg_vt_fail(c->in, c->k, c->at, EG_VT_VALUE, err, "ends where %s was expected",
                          expected);
    return eg_vt_fail(c->in, c->k, c->at, EG_VT_VALUE, err, "%s where %s was expected",
                      shown(eg_vt_peek(c), b), expected);
}

int eg_vt_int(eg_vt_cur *c, int min, int max, const char *what, int *out, eg_error *err)
{
    size_t start = c->at;
    bool neg = eg_vt_peek(c) == '-' && min < 0;
    if (neg)
        c->at++;
    if (eg_vt_peek(c) < '0' || eg_vt_peek(c) > '9') {
        c->at = start;
        char want[64];
        snprintf(want, sizeof want, "a number (%s)", what);
        return fail_here(c, err, want);
    }
    long v = 0;
    while (eg_vt_peek(c) >= '0' && eg_vt_peek(c) <= '9') {
        if (v < 100000000)
            v = v * 10 + (eg_vt_peek(c) - '0');
        c->at++;
    }
    if (neg)
        v = -v;
    if (v < min || v > max)
        return eg_vt_fail(c->in, c->k, start, EG_VT_VALUE, err, "%s %ld is not in %d..%d", what,
                          v, min, max);
    *out = (int)v;
    return 0;
}

int eg_vt_char(eg_vt_cur *c, char ch, const char *what, eg_error *err)
{
    if (eg_vt_peek(c) != ch) {
        char want[64];
        snprintf(want, sizeof want, "'%c' %s", ch, what);
        return fail_here(c, err, want);
    }
    c->at++;
    return 0;
}

int eg_vt_end(eg_vt_cur *c, eg_error *err)
{
    if (eg_vt_at_end(c))
        return 0;
    return fail_here(c, err, "the end of the value");
}

int eg_vt_word(eg_vt_cur *c, const char *words, int *out, eg_error *err)
{
    const eg_vt_field *f = &c->in->f[c->k];
    int i = 0;
    for (const char *w = words; *w; i++) {
        size_t wl = strcspn(w, "|");
        if (f->len - c->at >= wl && memcmp(f->val + c->at, w, wl) == 0 &&
            (c->at + wl == f->len || !((f->val[c->at + wl] >= 'a' && f->val[c->at + wl] <= 'z') ||
                                       f->val[c->at + wl] == '-'))) {
            c->at += wl;
            *out = i;
            return 0;
        }
        w += wl;
        if (*w)
            w++;
    }
    char want[96];
    snprintf(want, sizeof want, "one of %s", words);
    return fail_here(c, err, want);
}

int eg_vt_ints(const eg_vt_in *in, int k, int min, int max, const char *what, int *out, int n,
               eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, k);
    for (int i = 0; i < n; i++) {
        int rc = i ? eg_vt_char(&c, ',', "between the numbers", err) : 0;
        if (!rc)
            rc = eg_vt_int(&c, min, max, what, &out[i], err);
        if (rc)
            return rc;
    }
    return eg_vt_end(&c, err);
}

int eg_vt_player(eg_vt_cur *c, int nplayers, bool allow_none, int *out, eg_error *err)
{
    if (allow_none && eg_vt_peek(c) == '-') {
        c->at++;
        *out = EG_NO_PLAYER;
        return 0;
    }
    int p;
    int rc = eg_vt_int(c, 1, nplayers, "player", &p, err);
    if (!rc)
        *out = p - 1;
    return rc;
}

int eg_vt_players(const eg_vt_in *in, int k, int nplayers, unsigned *out, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, k);
    *out = 0;
    if (eg_vt_peek(&c) == '-') {
        c.at++;
        return eg_vt_end(&c, err);
    }
    for (int last = -1;;) {
        size_t at = c.at;
        int p;
        int rc = eg_vt_player(&c, nplayers, false, &p, err);
        if (rc)
            return rc;
        if (p <= last)
            return eg_vt_fail(in, k, at, EG_VT_VALUE, err,
                              "players are listed once each, in order");
        last = p;
        *out |= 1u << p;
        if (eg_vt_at_end(&c))
            return 0;
        rc = eg_vt_char(&c, ',', "between players", err);
        if (rc)
            return rc;
    }
}

int eg_vt_viewer(const eg_vt_in *in, int k, int nplayers, int viewer, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, k);
    int p;
    int rc = eg_vt_player(&c, nplayers, true, &p, err);
    if (!rc)
        rc = eg_vt_end(&c, err);
    if (rc)
        return rc;
    if (p != viewer) {
        if (viewer == EG_NO_PLAYER)
            return eg_vt_fail(in, k, 0, EG_VT_VIEWER, err,
                              "this is player %d's view, not a spectator's", p + 1);
        if (p == EG_NO_PLAYER)
            return eg_vt_fail(in, k, 0, EG_VT_VIEWER, err,
                              "this is a spectator's view, not player %d's", viewer + 1);
        return eg_vt_fail(in, k, 0, EG_VT_VIEWER, err, "this is player %d's view, not player %d's",
                          p + 1, viewer + 1);
    }
    return 0;
}

int eg_vt_copy(const eg_vt_in *in, int k, char *out, size_t outsz, eg_error *err)
{
    const eg_vt_field *f = &in->f[k];
    if (f->len >= outsz)
        return eg_vt_fail(in, k, outsz - 1, EG_VT_VALUE, err, "longer than %zu characters",
                          outsz - 1);
    memcpy(out, f->val, f->len);
    out[f->len] = '\0';
    return 0;
}
