/* SPDX-License-Identifier: MIT */
/* record.c - the one record format for every game (see eg_record.h). */
#define _POSIX_C_SOURCE 200809L
#include "eg_record.h"
#include "eg_parse.h"

#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- Replay. */

static int at_line(eg_error *err, int line)
{
    if (err)
        err->line = line;
    return err ? err->code : 1;
}

int eg_record_replay(const eg_record *rec, const eg_game **game, void *out, eg_error *err)
{
    const eg_game *g = eg_game_find(rec->game);
    if (!g)
        return eg_error_set(err, EG_ERR_RECORD_GAME, 0, "unknown game '%s'", rec->game);
    if (game)
        *game = g;
    return eg_record_replay_with(g, rec, out, err);
}

int eg_record_replay_with(const eg_game *g, const eg_record *rec, void *out, eg_error *err)
{
    void *params = calloc(1, g->params_size);
    if (!params)
        return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    int rc = g->params_decode(rec->params, params, err);
    if (rc == 0 && g->params_players(params) != rec->nplayers)
        rc = eg_error_set(err, EG_ERR_RECORD_CONTRADICTS, 0,
                          "the params are for %d players but %d are named",
                          g->params_players(params), rec->nplayers);
    if (rc == 0)
        rc = g->new_game(params, rec->seed, out, err);
    free(params);
    for (int i = 0; rc == 0 && i < rec->nmoves; i++) {
        const eg_record_move *m = &rec->moves[i];
        unsigned flags;
        if (m->player < 0 || m->player >= rec->nplayers) {
            rc = eg_error_set(err, EG_ERR_RECORD_SYNTAX, 0, "move %s: no player %d", m->move,
                              m->player + 1);
            at_line(err, m->line);
        } else if ((rc = g->execute(out, m->player, m->move, &flags, err)) != 0) {
            at_line(err, m->line);
        }
    }
    return rc;
}

/* ---- Writing. */

typedef struct {
    char *buf;
    size_t len, cap;
    bool failed;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void sb_printf(sbuf *b, const char *fmt, ...)
{
    if (b->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->buf ? b->buf + b->len : NULL, b->buf ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->failed = true;
            return;
        }
        if (b->buf && b->len + (size_t)n < b->cap) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap ? 2 * b->cap : 4096;
        while (cap < b->len + (size_t)n + 1)
            cap *= 2;
        char *nb = realloc(b->buf, cap);
        if (!nb) {
            b->failed = true;
            return;
        }
        b->buf = nb;
        b->cap = cap;
    }
}

/* A string in double quotes: \" and \\ are the only escapes. */
static void sb_quoted(sbuf *b, const char *s)
{
    sb_printf(b, "\"");
    for (; *s; s++)
        sb_printf(b, "%s%c", (*s == '"' || *s == '\\') ? "\\" : "", *s);
    sb_printf(b, "\"");
}

/* A word the reader takes unquoted: printable ASCII, no '"', '\\' or '#'. */
static bool needs_quotes(const char *s)
{
    if (!*s)
        return true;
    for (; *s; s++)
        if ((unsigned char)*s < 0x21 || (unsigned char)*s > 0x7e || *s == '"' || *s == '\\' ||
            *s == '#')
            return true;
    return false;
}

char *eg_record_format(const eg_record *rec, eg_error *err)
{
    const eg_game *g = eg_game_find(rec->game);
    if (!g) {
        eg_error_set(err, EG_ERR_RECORD_GAME, 0, "unknown game '%s'", rec->game);
        return NULL;
    }
    void *state = calloc(1, g->state_size);
    if (!state || eg_record_replay(rec, NULL, state, err) != 0) {
        free(state);
        return NULL;
    }
    sbuf b = {0};
    sb_printf(&b, "game-record %d\ngame %s\nparams %s\nseed %" PRIu64 "\n", EG_RECORD_VERSION,
              rec->game, rec->params, rec->seed);
    for (int p = 0; p < rec->nplayers; p++) {
        sb_printf(&b, "player %d ", p + 1);
        const char *c = rec->players[p].controller;
        if (needs_quotes(c))
            sb_quoted(&b, c);
        else
            sb_printf(&b, "%s", c);
        sb_printf(&b, " ");
        sb_quoted(&b, rec->players[p].name);
        sb_printf(&b, "\n");
    }
    for (int i = 0; i < rec->nmoves; i++)
        sb_printf(&b, "move %d %s\n", rec->moves[i].player + 1, rec->moves[i].move);
    if (g->is_over(state)) {
        int sc[EG_MAX_PLAYERS];
        int n = g->scores(state, sc);
        sb_printf(&b, "result");
        for (int p = 0; p < n; p++)
            sb_printf(&b, " %d", sc[p]);
        sb_printf(&b, "\n");
    }
    sb_printf(&b, "end\n");
    free(state);
    if (b.failed) {
        free(b.buf);
        eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
        return NULL;
    }
    return b.buf;
}

/* ---- Reading. */

typedef struct {
    const char *p, *end; /* the rest of the current line */
    const char *start;   /* the line's first byte, for columns */
    int line;
} lexer;

static int syntax(eg_error *err, const lexer *lx, const char *at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static int syntax(eg_error *err, const lexer *lx, const char *at, const char *fmt, ...)
{
    char msg[sizeof err->msg];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    eg_error_set(err, EG_ERR_RECORD_SYNTAX, (int)(at - lx->start) + 1, "%s", msg);
    return at_line(err, lx->line);
}

static void skip_blanks(lexer *lx)
{
    while (lx->p < lx->end && (*lx->p == ' ' || *lx->p == '\t'))
        lx->p++;
}

/* The next word (up to white space), or a quoted string, into out. */
static int next_token(lexer *lx, char *out, size_t outsz, const char *what, eg_error *err)
{
    skip_blanks(lx);
    const char *at = lx->p;
    size_t n = 0;
    if (lx->p >= lx->end || *lx->p == '#')
        return syntax(err, lx, at, "expected %s", what);
    if (*lx->p == '"') {
        for (lx->p++;; lx->p++) {
            if (lx->p >= lx->end)
                return syntax(err, lx, at, "%s: unterminated string", what);
            char c = *lx->p;
            if (c == '"')
                break;
            if (c == '\\') {
                if (++lx->p >= lx->end || (*lx->p != '"' && *lx->p != '\\'))
                    return syntax(err, lx, lx->p, "%s: only \\\" and \\\\ are escapes", what);
                c = *lx->p;
            } else if ((unsigned char)c < 0x20 || c == 0x7f) {
                return syntax(err, lx, lx->p, "%s: control character in a string", what);
            }
            if (n + 1 >= outsz)
                return syntax(err, lx, at, "%s is too long", what);
            out[n++] = c;
        }
        lx->p++;
    } else {
        while (lx->p < lx->end && *lx->p != ' ' && *lx->p != '\t') {
            if ((unsigned char)*lx->p < 0x21 || (unsigned char)*lx->p > 0x7e)
                return syntax(err, lx, lx->p, "%s: not printable ASCII", what);
            if (n + 1 >= outsz)
                return syntax(err, lx, at, "%s is too long", what);
            out[n++] = *lx->p++;
        }
    }
    out[n] = '\0';
    return 0;
}

static int end_of_line(lexer *lx, eg_error *err)
{
    skip_blanks(lx);
    if (lx->p < lx->end && *lx->p != '#')
        return syntax(err, lx, lx->p, "%s", "unexpected text at the end of the line");
    return 0;
}

/* A whole number min..max (eg_parse_u64), refused at its own column. */
static int parse_num(lexer *lx, uint64_t min, uint64_t max, uint64_t *out, const char *what,
                     eg_error *err)
{
    char word[64];
    int rc = next_token(lx, word, sizeof word, what, err);
    if (rc)
        return rc;
    const char *at = lx->p - strlen(word);
    eg_error e = {0};
    if (eg_parse_u64(word, min, max, out, what, &e) != 0)
        return syntax(err, lx, at + (e.column > 0 ? e.column - 1 : 0), "%s", e.msg);
    return 0;
}

/* The rest of the line, trimmed, for `params`. */
static int rest_of_line(lexer *lx, char *out, size_t outsz, eg_error *err)
{
    skip_blanks(lx);
    const char *e = lx->end;
    while (e > lx->p && (e[-1] == ' ' || e[-1] == '\t'))
        e--;
    if ((size_t)(e - lx->p) >= outsz)
        return syntax(err, lx, lx->p, "%s", "the params are too long");
    memcpy(out, lx->p, (size_t)(e - lx->p));
    out[e - lx->p] = '\0';
    lx->p = lx->end;
    return 0;
}

enum { ST_HEADER, ST_GAME, ST_PARAMS, ST_SEED, ST_PLAYERS, ST_MOVES, ST_RESULT, ST_END };

typedef struct {
    int state;
    bool has_result;
    int result[EG_MAX_PLAYERS], nresult, result_line;
    int params_line, params_players, end_line;
} reader;

/* Whether g can seat controller c: "human", one of its computer levels or
 * "engine:COMMAND". A word it does not know is refused, never played as
 * some computer. */
static bool controller_known(const eg_game *g, const char *c)
{
    if (strcmp(c, "human") == 0 || (strncmp(c, "engine:", 7) == 0 && c[7]))
        return true;
    for (int l = 0; l < g->nlevels; l++)
        if (strcmp(c, g->level_names[l]) == 0)
            return true;
    return false;
}

/* "player 2: 'expert' is not a controller of Cityscape (human, easy, ...)". */
static int unknown_controller(const eg_game *g, int player, const char *c, int column,
                              eg_error *err)
{
    char words[160] = "human";
    size_t n = strlen(words);
    for (int l = 0; l < g->nlevels && n < sizeof words; l++)
        n += (size_t)snprintf(words + n, sizeof words - n, ", %s", g->level_names[l]);
    return eg_error_set(err, EG_ERR_RECORD_SYNTAX, column,
                        "player %d: '%.40s' is not a computer level of %s (%s or engine:COMMAND)",
                        player, c, g->name, words);
}

/* The params line (its text from `at`): every key once, then the game's
 * own decode, each refusal at this line. */
static int check_params(reader *rd, const lexer *lx, const char *at, const eg_record *rec,
                        eg_error *err)
{
    const char *s = rec->params;
    enum { MAX_KEYS = EG_PARAMS_TEXT_MAX / 2 };
    const char *key[MAX_KEYS];
    size_t keylen[MAX_KEYS];
    int nkeys = 0;
    for (const char *w = s; *w;) {
        w += strspn(w, " \t");
        size_t n = strcspn(w, " \t"), k = strcspn(w, "=");
        if (n == 0)
            break;
        if (k > n)
            k = n;
        for (int i = 0; i < nkeys; i++)
            if (keylen[i] == k && memcmp(key[i], w, k) == 0)
                return syntax(err, lx, at + (w - s),
                              "params: '%.*s' is given twice (first at column %d)",
                              (int)(k > 32 ? 32 : k), w, (int)(at - lx->start + (key[i] - s)) + 1);
        key[nkeys] = w;
        keylen[nkeys++] = k;
        w += n;
    }
    const eg_game *g = eg_game_find(rec->game);
    void *params = calloc(1, g->params_size);
    if (!params)
        return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    eg_error e = {0};
    int rc = g->params_decode(rec->params, params, &e);
    if (rc == 0)
        rd->params_players = g->params_players(params);
    free(params);
    if (rc == 0)
        return 0;
    /* The game counts columns in the params text; the record in the line. */
    const char *msg = e.msg;
    if (strncmp(msg, "column ", 7) == 0 && strstr(msg, ": "))
        msg = strstr(msg, ": ") + 2;
    eg_error_set(err, rc > 0 ? rc : EG_ERR_RECORD_SYNTAX,
                 e.column > 0 ? (int)(at - lx->start) + e.column : 0, "params: %s", msg);
    return at_line(err, lx->line);
}

static int statement(reader *rd, lexer *lx, eg_record *rec, eg_error *err)
{
    char kw[16];
    const char *at = lx->p;
    int rc = next_token(lx, kw, sizeof kw, "a statement", err);
    if (rc)
        return rc;
    uint64_t v;
    if (rd->state == ST_END) {
        return syntax(err, lx, at, "%s", "text after 'end': only blank lines and comments "
                                         "may follow it");
    } else if (rd->state == ST_HEADER) {
        if (strcmp(kw, "game-record") != 0)
            return syntax(err, lx, at, "%s", "expected 'game-record 1'");
        const char *vat = lx->p;
        if ((rc = parse_num(lx, 0, UINT64_MAX, &v, "the version", err)))
            return rc;
        if (v != EG_RECORD_VERSION)
            return syntax(err, lx, vat + strspn(vat, " \t"), "%s",
                          "this program reads game-record version 1");
        rd->state = ST_GAME;
    } else if (rd->state == ST_GAME && strcmp(kw, "game") == 0) {
        if ((rc = next_token(lx, rec->game, sizeof rec->game, "the game id", err)))
            return rc;
        if (!eg_game_find(rec->game))
            return syntax(err, lx, at, "unknown game '%s'", rec->game);
        rd->state = ST_PARAMS;
    } else if (rd->state == ST_PARAMS && strcmp(kw, "params") == 0) {
        skip_blanks(lx);
        const char *pat = lx->p;
        if ((rc = rest_of_line(lx, rec->params, sizeof rec->params, err)) ||
            (rc = check_params(rd, lx, pat, rec, err)))
            return rc;
        rd->params_line = lx->line;
        rd->state = ST_SEED;
    } else if (rd->state == ST_SEED && strcmp(kw, "seed") == 0) {
        if ((rc = parse_num(lx, 0, UINT64_MAX, &rec->seed, "the seed", err)))
            return rc;
        rd->state = ST_PLAYERS;
    } else if ((rd->state == ST_PLAYERS) && strcmp(kw, "player") == 0) {
        if ((rc = parse_num(lx, 1, EG_MAX_PLAYERS, &v, "the player number", err)))
            return rc;
        if ((int)v != rec->nplayers + 1)
            return syntax(err, lx, at, "%s", "players must be numbered 1, 2, ... in order");
        eg_record_player *pl = &rec->players[rec->nplayers];
        skip_blanks(lx);
        const char *cat = lx->p;
        if ((rc = next_token(lx, pl->controller, sizeof pl->controller, "the controller", err)))
            return rc;
        if (!controller_known(eg_game_find(rec->game), pl->controller)) {
            unknown_controller(eg_game_find(rec->game), (int)v, pl->controller,
                               (int)(cat - lx->start) + 1, err);
            return at_line(err, lx->line);
        }
        if ((rc = next_token(lx, pl->name, sizeof pl->name, "the name", err)))
            return rc;
        rec->nplayers++;
    } else if ((rd->state == ST_PLAYERS || rd->state == ST_MOVES) && strcmp(kw, "move") == 0) {
        if (rec->nplayers == 0)
            return syntax(err, lx, at, "%s", "a move before any player");
        if ((rc = parse_num(lx, 1, (uint64_t)rec->nplayers, &v, "the player number", err)))
            return rc;
        char move[EG_MOVE_MAX];
        if ((rc = next_token(lx, move, sizeof move, "the move", err)))
            return rc;
        if (!eg_record_add_move(rec, (int)v - 1, move))
            return syntax(err, lx, at, "%s", "too many moves");
        rec->moves[rec->nmoves - 1].line = lx->line;
        rd->state = ST_MOVES;
    } else if ((rd->state == ST_PLAYERS || rd->state == ST_MOVES) && strcmp(kw, "result") == 0) {
        rd->has_result = true;
        rd->result_line = lx->line;
        while (rd->nresult < rec->nplayers) {
            skip_blanks(lx);
            const char *s = lx->p;
            bool neg = s < lx->end && *s == '-';
            if (neg && (++lx->p >= lx->end || *lx->p == ' ' || *lx->p == '\t'))
                return syntax(err, lx, s, "%s", "a score: '-' without a number");
            if ((rc = parse_num(lx, 0, 1000000000, &v, "a score", err)))
                return rc;
            rd->result[rd->nresult++] = neg ? -(int)v : (int)v;
        }
        rd->state = ST_RESULT;
    } else if ((rd->state >= ST_PLAYERS && rd->state <= ST_RESULT) && strcmp(kw, "end") == 0) {
        if (rec->nplayers == 0)
            return syntax(err, lx, at, "%s", "a record names at least one player");
        rd->end_line = lx->line;
        rd->state = ST_END;
    } else {
        return syntax(err, lx, at, "'%s' is not expected here", kw);
    }
    return end_of_line(lx, err);
}

/* Replays and checks the derived `result` line. */
static int check_replay(const reader *rd, const eg_record *rec, eg_error *err)
{
    if (rd->params_players != rec->nplayers) {
        eg_error_set(err, EG_ERR_RECORD_CONTRADICTS, 0,
                     "the params are for %d player%s but the record names %d",
                     rd->params_players, rd->params_players == 1 ? "" : "s", rec->nplayers);
        return at_line(err, rd->params_line);
    }
    const eg_game *g = NULL;
    void *state = calloc(1, eg_game_find(rec->game)->state_size);
    if (!state)
        return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    int rc = eg_record_replay(rec, &g, state, err);
    if (rc != 0 && err && err->line == 0) /* the game refused its params or seed */
        at_line(err, rd->params_line);
    if (rc == 0 && (rd->has_result || g->is_over(state))) {
        int sc[EG_MAX_PLAYERS];
        int n = g->scores(state, sc);
        if (!g->is_over(state)) {
            rc = eg_error_set(err, EG_ERR_RECORD_CONTRADICTS, 0,
                              "a result line, but the game is not over");
            at_line(err, rd->result_line);
        } else if (!rd->has_result) {
            rc = eg_error_set(err, EG_ERR_RECORD_CONTRADICTS, 0,
                              "the game is over but the record has no result line");
            at_line(err, rd->end_line);
        } else {
            for (int p = 0; p < n && rc == 0; p++)
                if (sc[p] != rd->result[p]) {
                    rc = eg_error_set(err, EG_ERR_RECORD_CONTRADICTS, 0,
                                      "result: player %d scored %d, not %d", p + 1, sc[p],
                                      rd->result[p]);
                    at_line(err, rd->result_line);
                }
        }
    }
    free(state);
    return rc;
}

static int parse_native(const char *text, size_t len, eg_record *rec, eg_error *err)
{
    reader rd = {0};
    lexer lx = {0};
    const char *p = text, *end = text + len;
    for (lx.line = 1; p < end; lx.line++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *le = nl ? nl : end;
        lx.start = lx.p = p;
        lx.end = (le > p && le[-1] == '\r') ? le - 1 : le;
        const char *nul = memchr(p, '\0', (size_t)(le - p));
        if (nul)
            return syntax(err, &lx, nul, "%s", "a NUL byte");
        skip_blanks(&lx);
        if (lx.p < lx.end && *lx.p != '#') {
            int rc = statement(&rd, &lx, rec, err);
            if (rc)
                return rc;
        }
        p = nl ? nl + 1 : end;
    }
    if (rd.state == ST_HEADER) { /* nothing but blanks and comments: an empty file */
        eg_error_set(err, EG_ERR_RECORD_SYNTAX, 1, "empty record: expected 'game-record 1'");
        return at_line(err, 1);
    }
    if (rd.state != ST_END) {
        eg_error_set(err, EG_ERR_RECORD_SYNTAX, 0, "the record ends without 'end' (truncated?)");
        return at_line(err, lx.line > 1 ? lx.line - 1 : 1);
    }
    return check_replay(&rd, rec, err);
}

/* What an older format imported must hold too: controllers the game seats. */
static int check_imported(const eg_record *rec, eg_error *err)
{
    const eg_game *g = eg_game_find(rec->game);
    if (!g)
        return eg_error_set(err, EG_ERR_RECORD_GAME, 0, "unknown game '%s'", rec->game);
    for (int p = 0; p < rec->nplayers; p++)
        if (!controller_known(g, rec->players[p].controller))
            return unknown_controller(g, p + 1, rec->players[p].controller, 0, err);
    return 0;
}

int eg_record_parse(const char *text, size_t len, eg_record *rec, eg_error *err)
{
    eg_record_free(rec);
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        if (!g->import_record)
            continue;
        int rc = g->import_record(text, len, rec, err);
        if (rc == 0)
            rc = check_imported(rec, err);
        if (rc >= 0) {
            if (rc != 0)
                eg_record_free(rec);
            return rc;
        }
    }
    int rc = parse_native(text, len, rec, err);
    if (rc)
        eg_record_free(rec);
    return rc;
}

/* ---- Files. */

/* All of f (at most max bytes), NUL-terminated; NUL bytes inside are kept
 * for the parser to name. `what`: what such a file is, for the message. */
static char *read_stream(FILE *f, const char *path, size_t max, const char *what, size_t *len,
                         eg_error *err)
{
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    bool big = false;
    while (buf) {
        if (n + 1 >= cap) {
            char *nb = cap > max + 1 ? NULL : realloc(buf, cap * 2);
            if (!nb) {
                big = cap > max + 1;
                free(buf);
                buf = NULL;
                if (!big)
                    eg_error_set(err, EG_ERR_NOMEM, 0, "%s: out of memory", path);
                break;
            }
            buf = nb;
            cap *= 2;
        }
        errno = 0;
        size_t got = fread(buf + n, 1, cap - 1 - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                eg_error_set(err, EG_ERR_IO, 0, "%s: %s", path,
                             errno ? strerror(errno) : "read error");
                free(buf);
                buf = NULL;
            }
            break;
        }
    }
    if (big || (buf && n > max)) {
        eg_error_set(err, EG_ERR_IO, 0, "%s: larger than %zu bytes, the most %s holds", path, max,
                     what);
        free(buf);
        return NULL;
    }
    if (buf) {
        buf[n] = '\0';
        if (len)
            *len = n;
    }
    return buf;
}

static char *read_file(const char *path, size_t max, const char *what, size_t *len,
                       eg_error *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        eg_error_set(err, EG_ERR_IO, 0, "%s: %s", path, strerror(errno));
        return NULL;
    }
    char *buf = read_stream(f, path, max, what, len, err);
    fclose(f);
    return buf;
}

char *eg_file_read(const char *path, size_t max, size_t *len, eg_error *err)
{
    return read_file(path, max, "this file", len, err);
}

char *eg_record_read_text(const char *path, size_t *len, eg_error *err)
{
    if (strcmp(path, "-") == 0)
        return read_stream(stdin, path, EG_RECORD_MAX_BYTES, "a game record", len, err);
    return read_file(path, EG_RECORD_MAX_BYTES, "a game record", len, err);
}

int eg_file_write_atomic(const char *path, const char *data, size_t len, eg_error *err)
{
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp)
        return eg_error_set(err, EG_ERR_IO, 0, "%s: path too long", path);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return eg_error_set(err, EG_ERR_IO, 0, "%s: %s", tmp, strerror(errno));
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            int e = errno;
            close(fd);
            unlink(tmp);
            return eg_error_set(err, EG_ERR_IO, 0, "%s: %s", tmp, strerror(e));
        }
        done += (size_t)w;
    }
    if (fsync(fd) != 0 || close(fd) != 0) {
        int e = errno;
        unlink(tmp);
        return eg_error_set(err, EG_ERR_IO, 0, "%s: %s", tmp, strerror(e));
    }
    if (rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        return eg_error_set(err, EG_ERR_IO, 0, "%s: %s", path, strerror(e));
    }
    /* The rename itself is durable once the folder is synced. */
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *(slash == dir ? slash + 1 : slash) = '\0';
    else
        strcpy(dir, ".");
    int dfd = open(dir, O_RDONLY);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    return 0;
}

int eg_record_save(const char *path, const eg_record *rec, eg_error *err)
{
    char *text = eg_record_format(rec, err);
    if (!text)
        return err ? err->code : EG_ERR_NOMEM;
    int rc = eg_file_write_atomic(path, text, strlen(text), err);
    free(text);
    return rc;
}

int eg_record_load(const char *path, eg_record *rec, eg_error *err)
{
    size_t len;
    char *text = eg_record_read_text(path, &len, err);
    if (!text)
        return err ? err->code : EG_ERR_IO;
    int rc = eg_record_parse(text, len, rec, err);
    free(text);
    return rc;
}
