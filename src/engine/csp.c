/* SPDX-License-Identifier: MIT */
/* csp.c - the lines cityscape-server sends, read into values (eg_csp.h). */
#include "eg_csp.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "eg_line.h"
#include "eg_record.h"

/* A line being read: a word at a time, each refusal naming its column. */
typedef struct {
    const char *s;
    size_t len, at; /* at: the next byte to read */
    eg_error *err;
} reader;

static const char *const STATES[] = {"connected", "hotseat", "away", "computer", "open"};

const char *eg_seat_state_word(eg_seat_state s)
{
    return (unsigned)s < sizeof STATES / sizeof *STATES ? STATES[s] : "?";
}

static int fail(reader *r, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static int fail(reader *r, size_t at, const char *fmt, ...)
{
    char msg[170];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return eg_error_set(r->err, EG_ERR_CSP_SYNTAX, (int)at + 1, "column %d: %s", (int)at + 1, msg);
}

static void skip_spaces(reader *r)
{
    while (r->at < r->len && r->s[r->at] == ' ')
        r->at++;
}

/* The next word into out; `what` names it when it is missing or too long. */
static int word(reader *r, char *out, size_t outsz, const char *what)
{
    skip_spaces(r);
    size_t start = r->at;
    while (r->at < r->len && r->s[r->at] != ' ')
        r->at++;
    size_t n = r->at - start;
    if (n == 0)
        return fail(r, start, "%s missing", what);
    if (n >= outsz)
        return fail(r, start, "%s too long: '%.40s...'", what, r->s + start);
    memcpy(out, r->s + start, n);
    out[n] = '\0';
    return 0;
}

/* The rest of the line after the separating spaces (may be empty when
 * `may_be_empty`). */
static int rest(reader *r, char *out, size_t outsz, const char *what, bool may_be_empty)
{
    skip_spaces(r);
    size_t n = r->len - r->at;
    if (n == 0 && !may_be_empty)
        return fail(r, r->at, "%s missing", what);
    if (n >= outsz)
        return fail(r, r->at, "%s too long (%zu bytes or more)", what, outsz);
    memcpy(out, r->s + r->at, n);
    out[n] = '\0';
    r->at = r->len;
    return 0;
}

static int end(reader *r)
{
    skip_spaces(r);
    if (r->at < r->len)
        return fail(r, r->at, "'%.40s': more than the line holds", r->s + r->at);
    return 0;
}

/* A whole number min..max; `what` names it. */
static int number(reader *r, int min, int max, int *out, const char *what)
{
    char w[16];
    skip_spaces(r);
    size_t at = r->at;
    if (word(r, w, sizeof w, what) != 0)
        return EG_ERR_CSP_SYNTAX;
    long v = 0;
    for (const char *p = w; *p; p++) {
        if (*p < '0' || *p > '9' || v > 100000000)
            return fail(r, at, "%s '%s' is not a whole number", what, w);
        v = v * 10 + (*p - '0');
    }
    if (v < min || v > max) {
        return fail(r, at, "%s '%s' is out of range (%d to %d)", what, w, min, max);
    }
    *out = (int)v;
    return 0;
}

/* A seat number 1..EG_MAX_PLAYERS, 0-based into *out. */
static int seat(reader *r, int *out)
{
    int rc = number(r, 1, EG_MAX_PLAYERS, out, "seat");
    if (rc == 0)
        (*out)--;
    return rc;
}

/* A ','-separated list of numbers, one per seat. */
static int number_list(reader *r, int *out, int *n, int min, int max, const char *what)
{
    char w[EG_CSP_WORD_MAX];
    skip_spaces(r);
    size_t at = r->at;
    if (word(r, w, sizeof w, what) != 0)
        return EG_ERR_CSP_SYNTAX;
    *n = 0;
    for (char *p = w;;) {
        char *comma = strchr(p, ',');
        if (comma)
            *comma = '\0';
        reader sub = {p, strlen(p), 0, r->err};
        int v = 0;
        if (*n == EG_MAX_PLAYERS || number(&sub, min, max, &v, what) != 0) {
            /* Renumber the column from the list's start. */
            size_t col = at + (size_t)(p - w);
            if (*n == EG_MAX_PLAYERS)
                return fail(r, col, "%s: more than %d", what, EG_MAX_PLAYERS);
            return fail(r, col, "%s '%s' is not a number from %d to %d", what, p, min, max);
        }
        out[(*n)++] = v;
        if (!comma)
            return 0;
        p = comma + 1;
    }
}

static int parse_turn(reader *r, eg_csp_line *out)
{
    char w[EG_CSP_WORD_MAX];
    skip_spaces(r);
    size_t at = r->at;
    if (word(r, w, sizeof w, "seats to act") != 0)
        return EG_ERR_CSP_SYNTAX;
    out->turn = 0;
    if (strcmp(w, "-") == 0)
        return end(r);
    int seats[EG_MAX_PLAYERS], n;
    reader sub = {w, strlen(w), 0, r->err};
    if (number_list(&sub, seats, &n, 1, EG_MAX_PLAYERS, "seat") != 0)
        return fail(r, at, "seats to act '%s' are not '-' or seats 1 to %d with ','", w, EG_MAX_PLAYERS);
    for (int i = 0; i < n; i++)
        out->turn |= 1u << (seats[i] - 1);
    return end(r);
}

/* PLAYER's name: '-' (an open seat) as "", else the name its word writes
 * (a space as %20: eg_name_decode). */
static int parse_player(reader *r, eg_csp_line *out)
{
    char st[16], w[EG_NAME_WORD_MAX], name[EG_NAME_WORD_MAX], why[120];
    if (seat(r, &out->seat))
        return EG_ERR_CSP_SYNTAX;
    skip_spaces(r);
    size_t at = r->at;
    if (word(r, w, sizeof w, "name"))
        return EG_ERR_CSP_SYNTAX;
    long bad = strcmp(w, "-") == 0 ? (name[0] = '\0', -1)
                                   : eg_name_decode(w, strlen(w), name, EG_NAME_MAX, why, sizeof why);
    if (bad >= 0)
        return fail(r, at + (size_t)bad, "name: %s", why);
    snprintf(out->word, sizeof out->word, "%.*s", EG_NAME_MAX - 1, name); /* at most 31 bytes */
    skip_spaces(r);
    at = r->at;
    if (word(r, st, sizeof st, "seat state"))
        return EG_ERR_CSP_SYNTAX;
    for (int i = 0; i < (int)(sizeof STATES / sizeof *STATES); i++)
        if (strcmp(st, STATES[i]) == 0) {
            out->state = (eg_seat_state)i;
            return end(r);
        }
    return fail(r, at, "seat state '%s' is not connected, hotseat, away, computer or open", st);
}

static int parse_over(reader *r, eg_csp_line *out)
{
    int np;
    if (number_list(r, out->scores, &out->nscores, 0, 1000000, "score") ||
        number_list(r, out->places, &np, 1, EG_MAX_PLAYERS, "place"))
        return EG_ERR_CSP_SYNTAX;
    if (np != out->nscores)
        return fail(r, r->at, "%d places for %d scores", np, out->nscores);
    for (int i = 0; i < np; i++)
        out->places[i]--;
    return end(r);
}

static int parse_view(reader *r, eg_csp_line *out)
{
    skip_spaces(r);
    if (r->at < r->len && r->s[r->at] == '-' && (r->at + 1 == r->len || r->s[r->at + 1] == ' ')) {
        out->seat = EG_NO_PLAYER;
        r->at++;
    } else if (seat(r, &out->seat)) {
        return EG_ERR_CSP_SYNTAX;
    }
    return rest(r, out->text, sizeof out->text, "view text", false);
}

int eg_csp_parse(const char *line, eg_csp_line *out, eg_error *err)
{
    memset(out, 0, sizeof *out);
    reader r = {line, strlen(line), 0, err};
    if (r.len > 0 && line[r.len - 1] == '\r')
        r.len--;
    for (size_t i = 0; i < r.len; i++)
        if ((unsigned char)line[i] < 0x20 || line[i] == 0x7f)
            return fail(&r, i, "a control character (byte %d): not text",
                        (unsigned char)line[i]);
    if (r.len > EG_CSP_LINE_MAX)
        return fail(&r, EG_CSP_LINE_MAX, "the line is longer than the %d bytes a client takes",
                    (int)EG_CSP_LINE_MAX);
    char kw[16];
    if (word(&r, kw, sizeof kw, "the line's first word"))
        return EG_ERR_CSP_SYNTAX;
    if (strcmp(kw, "CSP/1") == 0) {
        out->kind = EG_CSP_GREETING;
        char prog[EG_CSP_WORD_MAX];
        if (word(&r, prog, sizeof prog, "server's name") ||
            word(&r, out->word, sizeof out->word, "server's version"))
            return EG_ERR_CSP_SYNTAX;
        return end(&r);
    }
    if (strcmp(kw, "OK") == 0) {
        out->kind = EG_CSP_OK;
        return rest(&r, out->text, sizeof out->text, "what", true);
    }
    if (strcmp(kw, "ERR") == 0) {
        out->kind = EG_CSP_ERR;
        if (word(&r, out->word, sizeof out->word, "error code"))
            return EG_ERR_CSP_SYNTAX;
        return rest(&r, out->text, sizeof out->text, "error message", true);
    }
    if (strcmp(kw, "TABLE") == 0) {
        out->kind = EG_CSP_TABLE;
        if (word(&r, out->word, sizeof out->word, "table code") ||
            word(&r, out->game, sizeof out->game, "game") ||
            number(&r, 1, EG_MAX_PLAYERS, &out->players, "players"))
            return EG_ERR_CSP_SYNTAX;
        return rest(&r, out->text, EG_PARAMS_TEXT_MAX, "params", true);
    }
    if (strcmp(kw, "SEAT") == 0) {
        out->kind = EG_CSP_SEAT;
        if (seat(&r, &out->seat))
            return EG_ERR_CSP_SYNTAX;
        skip_spaces(&r);
        size_t at = r.at;
        if (word(&r, out->word, sizeof out->word, "token"))
            return EG_ERR_CSP_SYNTAX;
        if (strlen(out->word) != EG_CSP_TOKEN_LEN || strspn(out->word, "0123456789abcdef") !=
                                                         EG_CSP_TOKEN_LEN)
            return fail(&r, at, "token '%s' is not %d hex digits", out->word, (int)EG_CSP_TOKEN_LEN);
        return end(&r);
    }
    if (strcmp(kw, "MOVE") == 0) {
        out->kind = EG_CSP_MOVE;
        if (number(&r, 1, 100000000, &out->k, "move number") || seat(&r, &out->seat) ||
            word(&r, out->text, EG_MOVE_MAX, "move"))
            return EG_ERR_CSP_SYNTAX;
        return end(&r);
    }
    if (strcmp(kw, "UNDONE") == 0) {
        out->kind = EG_CSP_UNDONE;
        if (number(&r, 0, 100000000, &out->k, "moves left"))
            return EG_ERR_CSP_SYNTAX;
        return end(&r);
    }
    if (strcmp(kw, "VIEW") == 0) {
        out->kind = EG_CSP_VIEW;
        return parse_view(&r, out);
    }
    if (strcmp(kw, "PLAYER") == 0) {
        out->kind = EG_CSP_PLAYER;
        return parse_player(&r, out);
    }
    if (strcmp(kw, "TURN") == 0) {
        out->kind = EG_CSP_TURN;
        return parse_turn(&r, out);
    }
    if (strcmp(kw, "OVER") == 0) {
        out->kind = EG_CSP_OVER;
        return parse_over(&r, out);
    }
    if (strcmp(kw, "PONG") == 0) {
        out->kind = EG_CSP_PONG;
        return end(&r);
    }
    if (strcmp(kw, "REMATCH") == 0) {
        out->kind = EG_CSP_REMATCH;
        if (word(&r, out->word, sizeof out->word, "table code") || seat(&r, &out->seat))
            return EG_ERR_CSP_SYNTAX;
        return end(&r);
    }
    return fail(&r, 0, "'%s' is not a line of CSP/1 (CSP/1, OK, ERR, TABLE, SEAT, MOVE, UNDONE, "
                "VIEW, PLAYER, TURN, OVER, PONG, REMATCH)", kw);
}
