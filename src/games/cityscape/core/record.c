/* SPDX-License-Identifier: MIT */
/* record.c - game records: building, replaying, formatting and parsing them
 * (docs/record-format.md).
 *
 * The record stores only what players chose: configuration, players, goals
 * and placements. Everything derived (turns, first builders, scores, the
 * result) is recomputed by the rules core; the text repeats the derived lines
 * for people, and the parser checks each of them against the rules. */
#define _POSIX_C_SOURCE 200809L /* fsync, open */

#include "record.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__GNUC__)
#define CS_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define CS_PRINTF(a, b)
#endif

static const char MAGIC[] = "cityscape-record";

/* ---- Errors. */


/* Move an error from the rules core (which knows no lines) to a place in the
 * record, putting `prefix` before its message. */
static cs_errcode relocate(cs_error *err, cs_errcode code, int line, int column,
                           const char *prefix)
{
    if (!err)
        return code;
    char msg[sizeof err->msg];
    memcpy(msg, err->msg, sizeof msg);
    msg[sizeof msg - 1] = '\0';
    size_t np = strlen(prefix), nm = strlen(msg), cap = sizeof err->msg - 1;
    if (np > cap)
        np = cap;
    if (nm > cap - np)
        nm = cap - np;
    memcpy(err->msg, prefix, np);
    memcpy(err->msg + np, msg, nm);
    err->msg[np + nm] = '\0';
    err->code = code;
    err->line = line;
    err->column = column;
    return code;
}

/* ---- Player metadata. */

/* Length of the valid UTF-8 sequence at s (at most n bytes), or 0. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t len;
    unsigned min;
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf) {
        len = 2;
        min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    if (len > n)
        return 0;
    unsigned cp = c & (0x7fu >> len);
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3fu);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return len;
}

/* Checks a name; returns NULL or what is wrong, with *at the 0-based byte. */
static const char *name_problem(const char *name, size_t len, size_t *at)
{
    *at = 0;
    if (len == 0)
        return "a player's name may not be empty";
    if (len >= CS_NAME_MAX) {
        *at = CS_NAME_MAX - 1;
        return "a player's name is at most 31 bytes";
    }
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)name[i];
        *at = i;
        if (c < 0x20 || c == 0x7f)
            return "a player's name may not hold control characters";
        size_t k = utf8_seq((const unsigned char *)name + i, len - i);
        if (k == 0)
            return "a player's name must be valid UTF-8";
        i += k;
    }
    return NULL;
}

static const char *controller_problem(const char *c, size_t len, size_t *at)
{
    static const char ENGINE[] = "engine:";
    *at = 0;
    if (len == 0)
        return "a controller may not be empty";
    if (len >= CS_CONTROLLER_MAX) {
        *at = CS_CONTROLLER_MAX - 1;
        return "a controller is at most 63 bytes";
    }
    if (len >= sizeof ENGINE - 1 && memcmp(c, ENGINE, sizeof ENGINE - 1) == 0) {
        if (len == sizeof ENGINE - 1) {
            *at = len;
            return "'engine:' needs a command after the colon";
        }
        for (size_t i = 0; i < len; i++) {
            *at = i;
            if (c[i] < 0x20 || c[i] > 0x7e)
                return "an engine command is printable ASCII";
        }
        return NULL;
    }
    for (size_t i = 0; i < len; i++) {
        *at = i;
        char ch = c[i];
        if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_'))
            return "a controller is 'human', a level such as 'hard', or 'engine:COMMAND'";
    }
    return NULL;
}

cs_errcode cs_record_set_player(cs_record *rec, int player, const char *controller,
                                const char *name, cs_error *err)
{
    if (player < 0 || player >= rec->cfg.nplayers)
        return cs_error_set(err, CS_ERR_NO_SUCH_PLAYER, 0, 0,
                    "no player %d: this game has players 1 to %d", player + 1,
                    rec->cfg.nplayers);
    size_t at;
    const char *why = controller_problem(controller, strlen(controller), &at);
    if (why)
        return cs_error_set(err, CS_ERR_RECORD, 0, 0, "player %d: %s", player + 1, why);
    why = name_problem(name, strlen(name), &at);
    if (why)
        return cs_error_set(err, CS_ERR_RECORD, 0, 0, "player %d: %s", player + 1, why);
    cs_record_player *p = &rec->players[player];
    memset(p, 0, sizeof *p);
    memcpy(p->controller, controller, strlen(controller));
    memcpy(p->name, name, strlen(name));
    return CS_OK;
}

/* ---- Building a record. */

cs_errcode cs_record_init(cs_record *rec, const cs_config *cfg, cs_error *err)
{
    cs_errcode rc = cs_config_check(cfg, err);
    if (rc != CS_OK)
        return rc;
    memset(rec, 0, sizeof *rec);
    rec->cfg = *cfg;
    rec->nrounds = 1;
    for (int p = 0; p < cfg->nplayers; p++) {
        memcpy(rec->players[p].controller, "human", 6);
        snprintf(rec->players[p].name, sizeof rec->players[p].name, "Player %d", p + 1);
    }
    return CS_OK;
}

/* Goals are applied in seat order: the order players set them in does not
 * change the game, so the record does not keep it. */
static cs_errcode replay_goals(cs_game *g, const cs_record_round *r, int round, cs_error *err)
{
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (!(r->goals_set & (1u << seat)))
            continue;
        int owner = cs_seat_player(g, (cs_seat)seat);
        cs_errcode rc = owner < 0
            ? cs_error_set(err, CS_ERR_SEAT_NOT_HELD, 0, 0, "nobody holds seat %c in this game",
                   cs_seat_char((cs_seat)seat))
            : cs_game_set_goals(g, owner, (cs_seat)seat, r->goals[seat], err);
        if (rc != CS_OK) {
            char prefix[48];
            snprintf(prefix, sizeof prefix, "round %d, goals %c: ", round + 1,
                     cs_seat_char((cs_seat)seat));
            return relocate(err, rc, 0, 0, prefix);
        }
    }
    return CS_OK;
}

/* Place for whoever is to move; outside the building phase the core says
 * why no one may (goals not set, round over, game over). */
static cs_errcode place_next(cs_game *g, cs_move m, cs_error *err)
{
    int mover = cs_game_to_move(g);
    return cs_game_place(g, mover >= 0 ? mover : 0, m, err);
}

cs_errcode cs_record_replay(const cs_record *rec, cs_game *out, cs_error *err)
{
    cs_game g;
    cs_errcode rc = cs_game_init(&g, &rec->cfg, err);
    if (rc != CS_OK)
        return rc;
    if (rec->nrounds < 1 || rec->nrounds > rec->cfg.nrounds)
        return cs_error_set(err, CS_ERR_BAD_ROUNDS, 0, 0, "%d rounds begun, but %d agreed",
                    rec->nrounds, rec->cfg.nrounds);
    for (int r = 0; r < rec->nrounds; r++) {
        const cs_record_round *rr = &rec->rounds[r];
        if (r > 0 && (rc = cs_game_next_round(&g, err)) != CS_OK) {
            char prefix[32];
            snprintf(prefix, sizeof prefix, "round %d: ", r + 1);
            return relocate(err, rc, 0, 0, prefix);
        }
        if ((rc = replay_goals(&g, rr, r, err)) != CS_OK)
            return rc;
        if (rr->nmoves > CS_BLOCKS)
            return cs_error_set(err, CS_ERR_ROUND_OVER, 0, 0, "round %d has %d moves; a round has 25",
                        r + 1, rr->nmoves);
        for (int k = 0; k < rr->nmoves; k++) {
            if ((rc = place_next(&g, rr->moves[k], err)) != CS_OK) {
                char prefix[40];
                snprintf(prefix, sizeof prefix, "round %d, move %d: ", r + 1, k + 1);
                return relocate(err, rc, 0, 0, prefix);
            }
        }
    }
    if (out)
        *out = g;
    return CS_OK;
}

bool cs_record_is_complete(const cs_record *rec)
{
    return rec->nrounds == rec->cfg.nrounds && rec->rounds[rec->nrounds - 1].nmoves == CS_BLOCKS;
}

cs_errcode cs_record_add_goals(cs_record *rec, cs_seat seat, const uint8_t codes[CS_LINES],
                               cs_error *err)
{
    cs_game g;
    cs_errcode rc = cs_record_replay(rec, &g, err);
    if (rc != CS_OK)
        return rc;
    int owner = cs_seat_player(&g, seat);
    if (owner < 0)
        return cs_error_set(err, CS_ERR_SEAT_NOT_HELD, 0, 0, "nobody holds seat %c in this game",
                    cs_seat_char(seat));
    if ((rc = cs_game_set_goals(&g, owner, seat, codes, err)) != CS_OK)
        return rc;
    cs_record_round *r = &rec->rounds[rec->nrounds - 1];
    memcpy(r->goals[seat], codes, CS_LINES);
    r->goals_set |= (uint8_t)(1u << seat);
    return CS_OK;
}

cs_errcode cs_record_add_move(cs_record *rec, cs_move m, cs_error *err)
{
    cs_game g;
    cs_errcode rc = cs_record_replay(rec, &g, err);
    if (rc != CS_OK)
        return rc;
    if ((rc = place_next(&g, m, err)) != CS_OK)
        return rc;
    cs_record_round *r = &rec->rounds[rec->nrounds - 1];
    r->moves[r->nmoves++] = m;
    return CS_OK;
}

cs_errcode cs_record_next_round(cs_record *rec, cs_error *err)
{
    cs_game g;
    cs_errcode rc = cs_record_replay(rec, &g, err);
    if (rc != CS_OK)
        return rc;
    if ((rc = cs_game_next_round(&g, err)) != CS_OK)
        return rc;
    memset(&rec->rounds[rec->nrounds], 0, sizeof rec->rounds[0]);
    rec->nrounds++;
    return CS_OK;
}

cs_errcode cs_record_undo_move(cs_record *rec, cs_error *err)
{
    cs_record_round *r = &rec->rounds[rec->nrounds - 1];
    if (r->nmoves == 0)
        return cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0,
                    "nothing to undo: no block placed this round");
    r->nmoves--;
    return CS_OK;
}

bool cs_record_equal(const cs_record *a, const cs_record *b)
{
    if (a->cfg.nplayers != b->cfg.nplayers || a->cfg.seat_mask != b->cfg.seat_mask ||
        a->cfg.nrounds != b->cfg.nrounds || a->cfg.first_player != b->cfg.first_player ||
        a->nrounds != b->nrounds)
        return false;
    for (int p = 0; p < a->cfg.nplayers && p < CS_MAX_PLAYERS; p++)
        if (strcmp(a->players[p].name, b->players[p].name) != 0 ||
            strcmp(a->players[p].controller, b->players[p].controller) != 0)
            return false;
    for (int r = 0; r < a->nrounds && r < CS_MAX_ROUNDS; r++) {
        const cs_record_round *x = &a->rounds[r], *y = &b->rounds[r];
        if (x->goals_set != y->goals_set || x->nmoves != y->nmoves)
            return false;
        for (int s = 0; s < CS_SEATS; s++)
            if ((x->goals_set & (1u << s)) && memcmp(x->goals[s], y->goals[s], CS_LINES) != 0)
                return false;
        for (int k = 0; k < x->nmoves && k < CS_BLOCKS; k++)
            if (x->moves[k].height != y->moves[k].height || x->moves[k].lot != y->moves[k].lot)
                return false;
    }
    return true;
}

/* ---- Derived text, shared by the formatter and the parser's checks. */

/* "S W N" / "SW NE": the seats of each player, players in order. */
static void seats_text(const cs_game *g, char *out, size_t outsz)
{
    size_t n = 0;
    for (int p = 0; p < g->cfg.nplayers; p++) {
        cs_seat seats[2];
        int k = cs_player_seats(g, p, seats);
        if (p > 0 && n + 1 < outsz)
            out[n++] = ' ';
        for (int i = 0; i < k && n + 1 < outsz; i++)
            out[n++] = cs_seat_char(seats[i]);
    }
    out[n] = '\0';
}

/* "S:30,20,25,0=75 W:..." for a scored round. */
static void score_text(const cs_game *g, char *out, size_t outsz)
{
    size_t n = 0;
    out[0] = '\0';
    for (int seat = 0; seat < CS_SEATS && n < outsz; seat++) {
        if (cs_seat_player(g, (cs_seat)seat) < 0)
            continue;
        const int16_t *s = g->seat_score[seat];
        int k = snprintf(out + n, outsz - n, "%s%c:%d,%d,%d,%d=%d", n ? " " : "",
                         cs_seat_char((cs_seat)seat), s[0], s[1], s[2], s[3],
                         s[0] + s[1] + s[2] + s[3]);
        if (k < 0)
            break;
        n += (size_t)k;
    }
}

/* "1:160 2:95 3:140 winners 1" once the game is over. */
static void result_text(const cs_game *g, char *out, size_t outsz)
{
    size_t n = 0;
    out[0] = '\0';
    for (int p = 0; p < g->cfg.nplayers && n < outsz; p++) {
        int k = snprintf(out + n, outsz - n, "%s%d:%ld", p ? " " : "", p + 1, (long)g->total[p]);
        if (k < 0)
            return;
        n += (size_t)k;
    }
    unsigned w = cs_game_winners(g);
    if (n < outsz) {
        int k = snprintf(out + n, outsz - n, " winners");
        n += k > 0 ? (size_t)k : 0;
    }
    for (int p = 0; p < g->cfg.nplayers && n < outsz; p++) {
        if (!(w & (1u << p)))
            continue;
        int k = snprintf(out + n, outsz - n, " %d", p + 1);
        n += k > 0 ? (size_t)k : 0;
    }
}

/* ---- Formatting. */

typedef struct {
    char *out;
    size_t size, n;
    bool overflow;
} sink;

static void put(sink *o, const char *fmt, ...) CS_PRINTF(2, 3);

static void put(sink *o, const char *fmt, ...)
{
    if (o->overflow)
        return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(o->out + o->n, o->size - o->n, fmt, ap);
    va_end(ap);
    if (k < 0 || (size_t)k >= o->size - o->n) {
        o->overflow = true;
        return;
    }
    o->n += (size_t)k;
}

/* A quoted string: backslash escapes '"' and '\' and nothing else. */
static void put_quoted(sink *o, const char *s)
{
    put(o, "\"");
    for (; *s; s++)
        put(o, (*s == '"' || *s == '\\') ? "\\%c" : "%c", *s);
    put(o, "\"");
}

static bool needs_quotes(const char *s)
{
    for (; *s; s++)
        if (*s == ' ' || *s == '"' || *s == '\\' || *s == '#' || *s == '\t')
            return true;
    return false;
}

int cs_record_format(const cs_record *rec, char *out, size_t outsz)
{
    cs_game g;
    if (!out || outsz == 0 || cs_record_replay(rec, &g, NULL) != CS_OK)
        return -1;
    sink o = {out, outsz, 0, false};
    char text[256];
    seats_text(&g, text, sizeof text);
    put(&o, "%s %d\nplayers %d\nseats %s\nrounds %d\nfirst %d\n", MAGIC, CS_RECORD_VERSION,
        rec->cfg.nplayers, text, rec->cfg.nrounds, rec->cfg.first_player + 1);
    for (int p = 0; p < rec->cfg.nplayers; p++) {
        const cs_record_player *pl = &rec->players[p];
        put(&o, "player %d ", p + 1);
        if (needs_quotes(pl->controller))
            put_quoted(&o, pl->controller);
        else
            put(&o, "%s", pl->controller);
        put(&o, " ");
        put_quoted(&o, pl->name);
        put(&o, "\n");
    }
    /* Replay again, round by round, for the derived score lines. */
    cs_game_init(&g, &rec->cfg, NULL);
    for (int r = 0; r < rec->nrounds; r++) {
        const cs_record_round *rr = &rec->rounds[r];
        if (r > 0)
            cs_game_next_round(&g, NULL);
        put(&o, "round %d first %d\n", r + 1, cs_round_first_player(&g, r) + 1);
        if (rr->goals_set) {
            put(&o, "goals");
            for (int seat = 0; seat < CS_SEATS; seat++) {
                if (!(rr->goals_set & (1u << seat)))
                    continue;
                cs_goals_format((cs_seat)seat, rr->goals[seat], text, sizeof text);
                put(&o, " %s", text);
            }
            put(&o, "\n");
        }
        replay_goals(&g, rr, r, NULL);
        for (int k = 0; k < rr->nmoves; k++) {
            cs_move_format(rr->moves[k], text, sizeof text);
            put(&o, "%s%s", k % CS_RECORD_MOVES_PER_LINE == 0 ? "moves " : " ", text);
            if (k % CS_RECORD_MOVES_PER_LINE == CS_RECORD_MOVES_PER_LINE - 1 ||
                k == rr->nmoves - 1)
                put(&o, "\n");
            place_next(&g, rr->moves[k], NULL);
        }
        if (rr->nmoves == CS_BLOCKS) {
            score_text(&g, text, sizeof text);
            put(&o, "score %s\n", text);
        }
    }
    if (g.phase == CS_PHASE_GAME_OVER) {
        result_text(&g, text, sizeof text);
        put(&o, "result %s\n", text);
    }
    put(&o, "end\n");
    return o.overflow ? -1 : (int)o.n;
}

/* ---- Parsing: lines and tokens. */

typedef struct {
    const char *s; /* the line, without its newline (and '\r' before it) */
    size_t len;
    int no;        /* 1-based */
    size_t pos;    /* scanning position */
    size_t last_end; /* just past the last token read, 0 before any */
} rline;

typedef struct {
    const char *p; /* raw text; for a quoted token, including the quotes */
    size_t len;
    int col;       /* 1-based column of its first byte */
    bool quoted;
} rtoken;

static void show_byte(unsigned char c, char buf[16])
{
    if (c > 0x20 && c < 0x7f)
        snprintf(buf, 16, "'%c'", c);
    else
        snprintf(buf, 16, "byte 0x%02x", c);
}

/* The next token of ln, or none (returns 0) at the end or at a comment.
 * Returns -1 with *err set on a malformed token. */
static int next_token(rline *ln, rtoken *t, cs_error *err)
{
    while (ln->pos < ln->len && (ln->s[ln->pos] == ' ' || ln->s[ln->pos] == '\t'))
        ln->pos++;
    if (ln->pos >= ln->len || ln->s[ln->pos] == '#')
        return 0;
    size_t start = ln->pos, i = start;
    char b[16];
    t->col = (int)start + 1;
    if (ln->s[i] == '"') {
        for (i++;; i++) {
            if (i >= ln->len) {
                cs_error_set(err, CS_ERR_SYNTAX, ln->no, (int)i + 1,
                     "unterminated quoted string (opened at column %d)", t->col);
                return -1;
            }
            unsigned char c = (unsigned char)ln->s[i];
            if (c == '"')
                break;
            if (c == '\\') {
                if (i + 1 < ln->len && (ln->s[i + 1] == '"' || ln->s[i + 1] == '\\')) {
                    i++;
                    continue;
                }
                cs_error_set(err, CS_ERR_SYNTAX, ln->no, (int)i + 1,
                     "in a quoted string, '\\' escapes only '\"' and '\\'");
                return -1;
            }
            if (c < 0x20 || c == 0x7f) {
                show_byte(c, b);
                cs_error_set(err, CS_ERR_SYNTAX, ln->no, (int)i + 1,
                     "%s is not allowed in a quoted string", b);
                return -1;
            }
        }
        i++;
        t->quoted = true;
        if (i < ln->len && ln->s[i] != ' ' && ln->s[i] != '\t' && ln->s[i] != '#') {
            cs_error_set(err, CS_ERR_SYNTAX, ln->no, (int)i + 1,
                 "expected a space after the closing quote");
            return -1;
        }
    } else {
        for (; i < ln->len && ln->s[i] != ' ' && ln->s[i] != '\t' && ln->s[i] != '#'; i++) {
            unsigned char c = (unsigned char)ln->s[i];
            if (c < 0x21 || c > 0x7e || c == '"') {
                show_byte(c, b);
                cs_error_set(err, CS_ERR_SYNTAX, ln->no, (int)i + 1,
                     c == '"' ? "a quote may only open a quoted string"
                              : "%s is not allowed here (outside quotes a record is ASCII)",
                     b);
                return -1;
            }
        }
        t->quoted = false;
    }
    t->p = ln->s + start;
    t->len = i - start;
    ln->pos = i;
    ln->last_end = i;
    return 1;
}

/* Column just after the last token of the line (for "expected ..." errors). */
static int end_column(const rline *ln)
{
    size_t n = ln->last_end;
    return (int)n + 1 + (n > 0 ? 1 : 0);
}

static bool tok_is(const rtoken *t, const char *word)
{
    return !t->quoted && t->len == strlen(word) && memcmp(t->p, word, t->len) == 0;
}

/* Printable excerpt of a token for messages. */
static void excerpt(const rtoken *t, char out[24])
{
    size_t n = t->len < 16 ? t->len : 16, j = 0;
    for (size_t i = 0; i < n; i++)
        out[j++] = (t->p[i] >= 0x20 && t->p[i] <= 0x7e) ? t->p[i] : '?';
    if (t->len > n)
        for (int k = 0; k < 3; k++)
            out[j++] = '.';
    out[j] = '\0';
}

/* Decodes a quoted token into out (NUL-terminated); returns the length or
 * (size_t)-1 if it does not fit in outsz - 1 bytes. */
static size_t unquote(const rtoken *t, char *out, size_t outsz)
{
    size_t n = 0;
    for (size_t i = 1; i + 1 < t->len; i++) {
        if (t->p[i] == '\\')
            i++;
        if (n + 1 >= outsz)
            return (size_t)-1;
        out[n++] = t->p[i];
    }
    out[n] = '\0';
    return n;
}

/* ---- Parsing: the record's lines. */

typedef enum {
    ST_VERSION, ST_PLAYERS, ST_SEATS, ST_ROUNDS, ST_FIRST, ST_PLAYER, ST_BODY, ST_RESULT,
    ST_END,
} stage;

static const char *const STAGE_WANT[] = {
    [ST_VERSION] = "cityscape-record", [ST_PLAYERS] = "players", [ST_SEATS] = "seats",
    [ST_ROUNDS] = "rounds",           [ST_FIRST] = "first",     [ST_PLAYER] = "player",
};

typedef struct {
    cs_record rec;
    cs_game game;
    stage st;
    int nplayer_lines;
    int round;        /* 0-based round of the last 'round' line, -1 before any */
    bool scored;      /* the current round's score line was read */
    cs_error *err;
} parser;

/* Reads the number token t (1-9 digits) within lo..hi. `what` names it. */
static cs_errcode number(parser *ps, const rline *ln, const rtoken *t, int lo, int hi,
                         const char *what, cs_errcode range_code, int *out)
{
    char q[24];
    excerpt(t, q);
    long v = 0;
    if (t->quoted || t->len == 0 || t->len > 9)
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, t->col, "'%s' is not a number (%s)", q, what);
    for (size_t i = 0; i < t->len; i++) {
        if (t->p[i] < '0' || t->p[i] > '9')
            return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, t->col + (int)i,
                        "'%s' is not a number (%s)", q, what);
        v = v * 10 + (t->p[i] - '0');
    }
    if (v < lo || v > hi)
        return cs_error_set(ps->err, range_code, ln->no,
                    t->col, "%s is %ld: it must be %d to %d", what, v, lo, hi);
    *out = (int)v;
    return CS_OK;
}

/* The one argument of a header line, then the end of the line. */
static cs_errcode one_arg(parser *ps, rline *ln, const char *key, rtoken *t)
{
    int k = next_token(ln, t, ps->err);
    if (k < 0)
        return ps->err ? ps->err->code : CS_ERR_SYNTAX;
    if (k == 0)
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, end_column(ln),
                    "'%s' needs a value", key);
    return CS_OK;
}

static cs_errcode line_end(parser *ps, rline *ln)
{
    rtoken t;
    int k = next_token(ln, &t, ps->err);
    if (k < 0)
        return ps->err ? ps->err->code : CS_ERR_SYNTAX;
    if (k > 0) {
        char q[24];
        excerpt(&t, q);
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, t.col, "unexpected '%s' at the end of the line",
                    q);
    }
    return CS_OK;
}

#define TRY(expr)                                                                          \
    do {                                                                                   \
        cs_errcode rc_ = (expr);                                                           \
        if (rc_ != CS_OK)                                                                  \
            return rc_;                                                                    \
    } while (0)

static cs_errcode parse_version(parser *ps, rline *ln, const rtoken *key)
{
    if (!tok_is(key, MAGIC))
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, key->col,
                    "not a Cityscape record: the first line must be '%s %d'", MAGIC,
                    CS_RECORD_VERSION);
    rtoken t;
    int v;
    TRY(one_arg(ps, ln, MAGIC, &t));
    TRY(number(ps, ln, &t, 0, 999999999, "the version", CS_ERR_RECORD, &v));
    if (v != CS_RECORD_VERSION)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, t.col,
                    v > CS_RECORD_VERSION
                        ? "record version %d is newer than this program reads (%d)"
                        : "there is no record version %d (this program reads %d)",
                    v, CS_RECORD_VERSION);
    return line_end(ps, ln);
}

/* Compares the rest of the line with `expected` (space-separated tokens),
 * which the rules derived; `what` names the line for messages. */
static cs_errcode expect_tokens(parser *ps, rline *ln, const char *expected, const char *what)
{
    const char *e = expected;
    for (;;) {
        while (*e == ' ')
            e++;
        size_t elen = strcspn(e, " ");
        rtoken t;
        int k = next_token(ln, &t, ps->err);
        if (k < 0)
            return ps->err ? ps->err->code : CS_ERR_SYNTAX;
        char want[40], q[24];
        snprintf(want, sizeof want, "%.*s", (int)(elen < 32 ? elen : 32), e);
        if (k == 0 && elen == 0)
            return CS_OK;
        if (k == 0)
            return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, end_column(ln),
                        "%s: expected '%s' next (the line ends early)", what, want);
        excerpt(&t, q);
        if (elen == 0)
            return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, t.col, "%s: unexpected '%s'", what, q);
        if (t.quoted || t.len != elen || memcmp(t.p, e, elen) != 0)
            return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, t.col,
                        "%s: found '%s' where the rules give '%s'", what, q, want);
        e += elen;
    }
}

static cs_errcode parse_seats(parser *ps, rline *ln)
{
    cs_config *cfg = &ps->rec.cfg;
    size_t save = ln->pos;
    unsigned mask = 0;
    rtoken t;
    int k, n = 0;
    char b[16];
    while ((k = next_token(ln, &t, ps->err)) > 0) {
        for (size_t i = 0; i < t.len; i++) {
            int seat = cs_seat_from_char(t.p[i]);
            if (t.quoted || seat < 0) {
                show_byte((unsigned char)t.p[i], b);
                return cs_error_set(ps->err, CS_ERR_BAD_SEAT, ln->no, t.col + (int)i,
                            "%s is not a seat (S, W, N or E)", b);
            }
            if (mask & (1u << seat))
                return cs_error_set(ps->err, CS_ERR_DUPLICATE_SEAT, ln->no, t.col + (int)i,
                            "seat %c is listed twice", t.p[i]);
            mask |= 1u << seat;
        }
        n++;
    }
    if (k < 0)
        return ps->err ? ps->err->code : CS_ERR_SYNTAX;
    if (n != cfg->nplayers)
        return cs_error_set(ps->err, CS_ERR_BAD_PLAYERS, ln->no, n < cfg->nplayers ? end_column(ln) : t.col,
                    "%d players need %d entries on the seats line, one per player, not %d",
                    cfg->nplayers, cfg->nplayers, n);
    cfg->seat_mask = (uint8_t)mask;
    /* Player numbering is fixed by the rules (clockwise from S); the line
     * must agree with it. */
    cs_config probe = *cfg;
    probe.nrounds = 1;
    probe.first_player = 0;
    cs_error e;
    if (cs_config_check(&probe, &e) != CS_OK)
        return cs_error_set(ps->err, e.code, ln->no, (int)save + 2, "%s", e.msg);
    cs_game g;
    cs_game_init(&g, &probe, NULL);
    char want[32];
    seats_text(&g, want, sizeof want);
    ln->pos = save;
    return expect_tokens(ps, ln, want,
                         "seats (players are numbered clockwise from S, 2 players S+W, N+E)");
}

static cs_errcode parse_player(parser *ps, rline *ln)
{
    rtoken t;
    int num;
    TRY(one_arg(ps, ln, "player", &t));
    TRY(number(ps, ln, &t, 1, 99, "the player number", CS_ERR_NO_SUCH_PLAYER, &num));
    if (num != ps->nplayer_lines + 1)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, t.col,
                    "expected the line for player %d here, not player %d",
                    ps->nplayer_lines + 1, num);
    cs_record_player *pl = &ps->rec.players[num - 1];
    memset(pl, 0, sizeof *pl);

    rtoken c;
    int kc = next_token(ln, &c, ps->err);
    if (kc < 0)
        return ps->err ? ps->err->code : CS_ERR_SYNTAX;
    if (kc == 0)
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, end_column(ln),
                    "expected the player's controller (human, easy, medium, hard or "
                    "engine:COMMAND)");
    size_t clen;
    if (c.quoted) {
        clen = unquote(&c, pl->controller, sizeof pl->controller);
    } else {
        clen = c.len < sizeof pl->controller ? c.len : (size_t)-1;
        if (clen != (size_t)-1)
            memcpy(pl->controller, c.p, clen);
    }
    size_t at;
    const char *why = clen == (size_t)-1 ? "a controller is at most 63 bytes"
                                         : controller_problem(pl->controller, clen, &at);
    if (why)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, c.col, "%s", why);

    rtoken nm;
    int k = next_token(ln, &nm, ps->err);
    if (k < 0)
        return ps->err ? ps->err->code : CS_ERR_SYNTAX;
    if (k == 0 || !nm.quoted)
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, k == 0 ? end_column(ln) : nm.col,
                    "expected the player's name in double quotes, as in \"Ann\"");
    char name[4 * CS_NAME_MAX];
    size_t nlen = unquote(&nm, name, sizeof name);
    if (nlen == (size_t)-1)
        nlen = sizeof name - 1;
    why = name_problem(name, nlen, &at);
    if (why)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, nm.col + 1 + (int)at, "%s", why);
    memcpy(pl->name, name, nlen + 1);
    ps->nplayer_lines++;
    return line_end(ps, ln);
}

/* Header lines: players, seats, rounds, first. */
static cs_errcode parse_header(parser *ps, rline *ln, const rtoken *key)
{
    cs_config *cfg = &ps->rec.cfg;
    rtoken t;
    int v;
    switch (ps->st) {
    case ST_PLAYERS:
        TRY(one_arg(ps, ln, "players", &t));
        TRY(number(ps, ln, &t, 2, CS_MAX_PLAYERS, "players", CS_ERR_BAD_PLAYERS, &v));
        cfg->nplayers = (uint8_t)v;
        break;
    case ST_SEATS:
        TRY(parse_seats(ps, ln));
        break;
    case ST_ROUNDS:
        TRY(one_arg(ps, ln, "rounds", &t));
        TRY(number(ps, ln, &t, 1, CS_MAX_ROUNDS, "the number of rounds", CS_ERR_BAD_ROUNDS, &v));
        cfg->nrounds = (uint8_t)v;
        break;
    case ST_FIRST: {
        TRY(one_arg(ps, ln, "first", &t));
        TRY(number(ps, ln, &t, 1, cfg->nplayers, "the first builder", CS_ERR_NO_SUCH_PLAYER, &v));
        cfg->first_player = (uint8_t)(v - 1);
        cs_config agreed = *cfg; /* cs_record_init clears ps->rec */
        cs_error e;
        if (cs_record_init(&ps->rec, &agreed, &e) != CS_OK ||
            cs_game_init(&ps->game, &agreed, &e) != CS_OK)
            return cs_error_set(ps->err, e.code, ln->no, key->col, "%s", e.msg);
        break;
    }
    default:
        return parse_player(ps, ln);
    }
    return line_end(ps, ln);
}

/* A complete round must have its score line before anything follows it. */
static cs_errcode check_scored(parser *ps, const rline *ln, const rtoken *key)
{
    if (ps->round >= 0 && ps->rec.rounds[ps->round].nmoves == CS_BLOCKS && !ps->scored)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, key->col,
                    "round %d is complete, but its 'score' line is missing", ps->round + 1);
    return CS_OK;
}

static cs_errcode parse_round(parser *ps, rline *ln, const rtoken *key)
{
    rtoken t;
    int r, first;
    TRY(check_scored(ps, ln, key));
    TRY(one_arg(ps, ln, "round", &t));
    TRY(number(ps, ln, &t, 1, CS_MAX_ROUNDS, "the round", CS_ERR_RECORD, &r));
    if (r != ps->round + 2)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, t.col, "expected round %d here, not round %d",
                    ps->round + 2, r);
    if (r > 1) {
        if (ps->rec.rounds[ps->round].nmoves < CS_BLOCKS)
            return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, key->col,
                        "round %d starts before round %d is over (%d of 25 blocks placed)", r,
                        r - 1, ps->rec.rounds[ps->round].nmoves);
        if (r > ps->rec.cfg.nrounds)
            return cs_error_set(ps->err, CS_ERR_GAME_OVER, ln->no, t.col,
                        "round %d is one too many: the game was agreed at %d rounds", r,
                        ps->rec.cfg.nrounds);
        cs_errcode rc = cs_game_next_round(&ps->game, ps->err);
        if (rc != CS_OK)
            return relocate(ps->err, rc, ln->no, key->col, "");
        ps->rec.nrounds = (uint8_t)r;
    }
    ps->round = r - 1;
    ps->scored = false;
    rtoken f;
    int k = next_token(ln, &f, ps->err);
    if (k < 0)
        return ps->err ? ps->err->code : CS_ERR_SYNTAX;
    if (k == 0 || !tok_is(&f, "first"))
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, k == 0 ? end_column(ln) : f.col,
                    "expected 'first' and the round's first builder, as in 'round %d first %d'",
                    r, cs_round_first_player(&ps->game, r - 1) + 1);
    TRY(one_arg(ps, ln, "first", &t));
    TRY(number(ps, ln, &t, 1, ps->rec.cfg.nplayers, "the first builder", CS_ERR_NO_SUCH_PLAYER, &first));
    int want = cs_round_first_player(&ps->game, r - 1) + 1;
    if (first != want)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, t.col,
                    "player %d builds first in round %d, not player %d (the first builder "
                    "moves one player clockwise each round)",
                    want, r, first);
    return line_end(ps, ln);
}

static cs_errcode parse_goals(parser *ps, rline *ln)
{
    cs_record_round *rr = &ps->rec.rounds[ps->round];
    rtoken t;
    int k, n = 0;
    while ((k = next_token(ln, &t, ps->err)) > 0) {
        int seat;
        uint8_t codes[CS_LINES];
        cs_errcode rc = cs_goals_parse(t.p, t.len, &seat, codes, ps->err);
        if (rc != CS_OK)
            return relocate(ps->err, rc, ln->no, t.col - 1 + (ps->err ? ps->err->column : 1), "");
        int owner = cs_seat_player(&ps->game, (cs_seat)seat);
        if (owner < 0)
            return cs_error_set(ps->err, CS_ERR_SEAT_NOT_HELD, ln->no, t.col,
                        "goals for seat %c, which nobody holds in this game", t.p[0]);
        rc = cs_game_set_goals(&ps->game, owner, (cs_seat)seat, codes, ps->err);
        if (rc != CS_OK)
            return relocate(ps->err, rc, ln->no, t.col, "");
        memcpy(rr->goals[seat], codes, CS_LINES);
        rr->goals_set |= (uint8_t)(1u << seat);
        n++;
    }
    if (k < 0)
        return ps->err ? ps->err->code : CS_ERR_SYNTAX;
    if (n == 0)
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, end_column(ln),
                    "expected goals such as S:3562 after 'goals'");
    return CS_OK;
}

static cs_errcode parse_moves(parser *ps, rline *ln)
{
    cs_record_round *rr = &ps->rec.rounds[ps->round];
    rtoken t;
    int k, n = 0;
    while ((k = next_token(ln, &t, ps->err)) > 0) {
        cs_move m;
        cs_errcode rc = cs_move_parse(t.p, t.len, &m, ps->err);
        if (rc != CS_OK)
            return relocate(ps->err, rc, ln->no, t.col - 1 + (ps->err ? ps->err->column : 1), "");
        if (rr->nmoves == CS_BLOCKS)
            return cs_error_set(ps->err, CS_ERR_ROUND_OVER, ln->no, t.col,
                        "a 26th move in round %d: the round is over after 25 placements",
                        ps->round + 1);
        int mover = cs_game_to_move(&ps->game);
        rc = place_next(&ps->game, m, ps->err);
        if (rc != CS_OK) {
            char prefix[48];
            snprintf(prefix, sizeof prefix, "move %d of round %d: ", rr->nmoves + 1,
                     ps->round + 1);
            if (mover < 0)
                prefix[0] = '\0';
            return relocate(ps->err, rc, ln->no, t.col, prefix);
        }
        rr->moves[rr->nmoves++] = m;
        n++;
    }
    if (k < 0)
        return ps->err ? ps->err->code : CS_ERR_SYNTAX;
    if (n == 0)
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, end_column(ln),
                    "expected moves such as 3b4 after 'moves'");
    return CS_OK;
}

static cs_errcode parse_score(parser *ps, rline *ln, const rtoken *key)
{
    int done = ps->rec.rounds[ps->round].nmoves;
    if (done < CS_BLOCKS)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, key->col,
                    "a score line, but round %d is not over (%d of 25 blocks placed)",
                    ps->round + 1, done);
    if (ps->scored)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, key->col,
                    "round %d already has a score line", ps->round + 1);
    char want[256];
    score_text(&ps->game, want, sizeof want);
    TRY(expect_tokens(ps, ln, want, "score"));
    ps->scored = true;
    return CS_OK;
}

static cs_errcode parse_result(parser *ps, rline *ln, const rtoken *key)
{
    TRY(check_scored(ps, ln, key));
    if (ps->game.phase != CS_PHASE_GAME_OVER)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, key->col,
                    "a result line, but the game is not over (round %d of %d)",
                    ps->round + 1, ps->rec.cfg.nrounds);
    char want[256];
    result_text(&ps->game, want, sizeof want);
    TRY(expect_tokens(ps, ln, want, "result"));
    ps->st = ST_RESULT;
    return CS_OK;
}

static cs_errcode parse_end(parser *ps, rline *ln, const rtoken *key)
{
    TRY(check_scored(ps, ln, key));
    if (ps->game.phase == CS_PHASE_GAME_OVER && ps->st != ST_RESULT)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, key->col,
                    "the game is over, but its 'result' line is missing");
    ps->st = ST_END;
    return line_end(ps, ln);
}

static const char *const BODY_WORDS[] = {"round", "goals", "moves", "score", "result", "end"};
static const char *const HEADER_WORDS[] = {"players", "seats", "rounds", "first", "player"};

static bool known_word(const rtoken *t)
{
    for (size_t i = 0; i < sizeof BODY_WORDS / sizeof BODY_WORDS[0]; i++)
        if (tok_is(t, BODY_WORDS[i]))
            return true;
    for (size_t i = 0; i < sizeof HEADER_WORDS / sizeof HEADER_WORDS[0]; i++)
        if (tok_is(t, HEADER_WORDS[i]))
            return true;
    return tok_is(t, MAGIC);
}

static cs_errcode misplaced(parser *ps, const rline *ln, const rtoken *key, const char *want)
{
    char q[24];
    excerpt(key, q);
    if (!known_word(key))
        return cs_error_set(ps->err, CS_ERR_SYNTAX, ln->no, key->col, "unknown keyword '%s'", q);
    return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, key->col, "'%s' is out of place: expected %s",
                q, want);
}

static cs_errcode parse_body(parser *ps, rline *ln, const rtoken *key)
{
    if (ps->st == ST_RESULT && !tok_is(key, "end"))
        return misplaced(ps, ln, key, "'end' after the result");
    if (tok_is(key, "round"))
        return parse_round(ps, ln, key);
    if (tok_is(key, "end"))
        return parse_end(ps, ln, key);
    if (tok_is(key, "result"))
        return parse_result(ps, ln, key);
    bool known = tok_is(key, "goals") || tok_is(key, "moves") || tok_is(key, "score");
    if (known && ps->round < 0)
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, key->col,
                    "'%.5s' before the first 'round' line", key->p);
    if (tok_is(key, "goals"))
        return parse_goals(ps, ln);
    if (tok_is(key, "moves"))
        return parse_moves(ps, ln);
    if (tok_is(key, "score"))
        return parse_score(ps, ln, key);
    return misplaced(ps, ln, key, "round, goals, moves, score, result or end");
}

static cs_errcode parse_line(parser *ps, rline *ln)
{
    rtoken key;
    int k = next_token(ln, &key, ps->err);
    if (k < 0)
        return ps->err ? ps->err->code : CS_ERR_SYNTAX;
    if (k == 0)
        return CS_OK; /* blank or comment */
    if (ps->st == ST_END) {
        char q[24];
        excerpt(&key, q);
        return cs_error_set(ps->err, CS_ERR_RECORD, ln->no, key.col,
                    "'%s' after 'end': only comments may follow", q);
    }
    if (ps->st == ST_VERSION) {
        TRY(parse_version(ps, ln, &key));
        ps->st = ST_PLAYERS;
        return CS_OK;
    }
    if (ps->st < ST_BODY) {
        char want[40];
        snprintf(want, sizeof want, "'%s'", STAGE_WANT[ps->st]);
        if (!tok_is(&key, STAGE_WANT[ps->st])) {
            if (ps->st == ST_PLAYER)
                snprintf(want, sizeof want, "'player %d'", ps->nplayer_lines + 1);
            return misplaced(ps, ln, &key, want);
        }
        TRY(parse_header(ps, ln, &key));
        if (ps->st != ST_PLAYER)
            ps->st++;
        else if (ps->nplayer_lines == ps->rec.cfg.nplayers)
            ps->st = ST_BODY;
        return CS_OK;
    }
    return parse_body(ps, ln, &key);
}

cs_errcode cs_record_parse(const char *text, size_t len, cs_record *rec, cs_error *err)
{
    parser state;
    parser *ps = &state;
    memset(ps, 0, sizeof *ps);
    ps->err = err;
    ps->round = -1;
    ps->st = ST_VERSION;
    cs_errcode rc = CS_OK;
    size_t i = 0;
    int no = 0;
    while (rc == CS_OK && i < len) {
        no++;
        size_t start = i;
        while (i < len && text[i] != '\n' && text[i] != '\0')
            i++;
        rline ln = {text + start, i - start, no, 0, 0};
        if (i < len && text[i] == '\0') {
            rc = cs_error_set(err, CS_ERR_SYNTAX, no, (int)(i - start) + 1,
                      "a NUL byte: a record is text");
            break;
        }
        if (ln.len > 0 && ln.s[ln.len - 1] == '\r')
            ln.len--;
        if (ln.len > CS_RECORD_LINE_MAX) {
            rc = cs_error_set(err, CS_ERR_SYNTAX, no, CS_RECORD_LINE_MAX + 1,
                      "line is longer than %d bytes", CS_RECORD_LINE_MAX);
            break;
        }
        i++; /* past the newline */
        rc = parse_line(ps, &ln);
    }
    if (rc == CS_OK && ps->st != ST_END) {
        /* The position just past the last byte. */
        int col = 1;
        if (len > 0 && text[len - 1] != '\n') {
            size_t s = len;
            while (s > 0 && text[s - 1] != '\n')
                s--;
            col = (int)(len - s) + 1;
        } else {
            no++;
        }
        rc = ps->st == ST_VERSION
            ? cs_error_set(err, CS_ERR_SYNTAX, no, col, "empty record: expected '%s %d'", MAGIC,
                   CS_RECORD_VERSION)
            : cs_error_set(err, CS_ERR_SYNTAX, no, col,
                   "the record ends without its 'end' line (truncated?)");
    }
    if (rc == CS_OK)
        *rec = ps->rec;
    return rc;
}

/* ---- Files. */

cs_errcode cs_record_load(const char *path, cs_record *rec, cs_error *err)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return cs_error_set(err, CS_ERR_IO, 0, 0, "%.100s: %s", path, strerror(errno));
    char *buf = malloc(CS_RECORD_FILE_MAX + 1);
    if (!buf) {
        fclose(f);
        return cs_error_set(err, CS_ERR_IO, 0, 0, "out of memory");
    }
    errno = 0;
    size_t n = fread(buf, 1, CS_RECORD_FILE_MAX + 1, f);
    bool bad = ferror(f) != 0;
    int read_errno = errno; /* e.g. EISDIR: say why, not just "read error" */
    fclose(f);
    cs_errcode rc;
    if (bad)
        rc = cs_error_set(err, CS_ERR_IO, 0, 0, "%.100s: %s", path,
                  read_errno ? strerror(read_errno) : "read error");
    else if (n > CS_RECORD_FILE_MAX)
        rc = cs_error_set(err, CS_ERR_IO, 0, 0, "%.100s: larger than %d bytes: not a game record", path,
                  CS_RECORD_FILE_MAX);
    else
        rc = cs_record_parse(buf, n, rec, err);
    free(buf);
    return rc;
}

/* Makes the rename itself durable; failure here is not an error of the save. */
static void sync_dir(const char *path)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    if (!slash) {
        memcpy(dir, ".", 2);
    } else {
        size_t n = (size_t)(slash - path);
        if (n == 0)
            n = 1;
        if (n >= sizeof dir)
            return;
        memcpy(dir, path, n);
        dir[n] = '\0';
    }
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

cs_errcode cs_record_save(const char *path, const cs_record *rec, cs_error *err)
{
    char text[CS_RECORD_TEXT_MAX];
    int n = cs_record_format(rec, text, sizeof text);
    if (n < 0) {
        cs_errcode rc = cs_record_replay(rec, NULL, err);
        return rc != CS_OK ? rc : cs_error_set(err, CS_ERR_RECORD, 0, 0, "the record is too large");
    }
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp)
        return cs_error_set(err, CS_ERR_IO, 0, 0, "%.100s...: path too long", path);
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return cs_error_set(err, CS_ERR_IO, 0, 0, "%.100s: %s", tmp, strerror(errno));
    bool ok = fwrite(text, 1, (size_t)n, f) == (size_t)n;
    ok = fflush(f) == 0 && ok;
    ok = ok && fsync(fileno(f)) == 0;
    int saved = errno;
    ok = fclose(f) == 0 && ok;
    if (!ok) {
        remove(tmp);
        return cs_error_set(err, CS_ERR_IO, 0, 0, "%.100s: write failed: %s", tmp, strerror(saved));
    }
    if (rename(tmp, path) != 0) {
        saved = errno;
        remove(tmp);
        return cs_error_set(err, CS_ERR_IO, 0, 0, "%.100s: %s", path, strerror(saved));
    }
    sync_dir(path);
    return CS_OK;
}
