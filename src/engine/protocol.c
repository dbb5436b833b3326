/* SPDX-License-Identifier: MIT */
/* protocol.c - the engine side of CEP/2 (eg_protocol.h,
 * docs/engine-protocol.md). One reply line per command (several for
 * `cep 2`, none for `quit`), flushed at once; anything unknown, malformed or
 * illegal gets `error <command>: <what>` and changes nothing. */
#define _POSIX_C_SOURCE 200809L
#include "eg_protocol.h"
#include "eg_child.h"
#include "eg_line.h"
#include "midend.h"
#include "rng.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { MAX_STALE = 16, DEFAULT_MOVETIME_MS = 1000, MAX_MOVETIME_MS = 3600000 };

typedef struct {
    const eg_game *const *games;
    int ngames;
    eg_protocol_options opt;
    FILE *out;
    const eg_game *g;       /* the game of the last newgame, or NULL */
    int players;
    int level;
    int seat;               /* 0-based; the protocol counts from 1 */
    bool have_view;
    void *view, *scratch;   /* state_size bytes each */
    uint64_t gos;           /* `go`s so far: each has its own seed */
    eg_job *stale[MAX_STALE]; /* searches that overran their time, still stopping */
    int nstale;
    char (*legal)[EG_MOVE_MAX];
} server;

static void reply(server *s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void reply(server *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(s->out, fmt, ap);
    va_end(ap);
    fputc('\n', s->out);
    fflush(s->out);
}

/* Text from the controller, safe to echo: printable ASCII, at most 40 bytes. */
static const char *echo(const char *t, char buf[48])
{
    size_t n = 0;
    for (; *t && n < 40; t++)
        buf[n++] = isprint((unsigned char)*t) ? *t : '?';
    if (*t)
        buf[n++] = '.', buf[n++] = '.', buf[n++] = '.';
    buf[n] = '\0';
    return buf;
}

static bool parse_u64(const char *t, uint64_t max, uint64_t *out)
{
    unsigned long long v;
    if (eg_parse_uint(t, max, &v) != 0)
        return false;
    *out = v;
    return true;
}

static uint64_t mix(uint64_t a, uint64_t b)
{
    eg_rng r;
    eg_rng_seed(&r, a ^ (b * 0x9e3779b97f4a7c15ull));
    return eg_rng_next(&r);
}

/* A game the engine can play: it has view text and computer players. */
static bool offered(const eg_game *g)
{
    return g->view_format && g->view_parse && g->nlevels > 0 && g->ai_choose;
}

static void sleep_ms(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* ---- Commands. */

static void cmd_cep(server *s)
{
    fprintf(s->out, "id name cityscape-cli 0.1.0\n"
                    "id author the Cityscape team\n"
                    "protocol 2\n");
    for (int i = 0; i < s->ngames; i++) {
        const eg_game *g = s->games[i];
        if (!offered(g))
            continue;
        fprintf(s->out, "game %s levels=", g->id);
        for (int l = 0; l < g->nlevels; l++)
            fprintf(s->out, "%s%s", l ? "," : "", g->level_names[l]);
        fprintf(s->out, " players=%d-%d\n", g->min_players, g->max_players);
    }
    fprintf(s->out, "option level <a level of the game>\n"
                    "option seed <integer>\n"
                    "option iterations <integer>\n"
                    "option movetime <ms>\n");
    reply(s, "cepok");
}

static int level_named(const eg_game *g, const char *name)
{
    for (int l = 0; name && l < g->nlevels; l++)
        if (strcmp(name, g->level_names[l]) == 0)
            return l;
    return -1;
}

static void cmd_setoption(server *s, char *args)
{
    char name[64] = "", value[64] = "", extra[2] = "", b[48];
    int n = sscanf(args, "%63s %63s %1s", name, value, extra);
    if (n != 2) {
        reply(s, "error setoption: usage: setoption <name> <value>");
        return;
    }
    uint64_t v;
    if (strcmp(name, "level") == 0) {
        if (!s->g) {
            reply(s, "error setoption level: no game (send newgame first: each game has its "
                     "own levels)");
            return;
        }
        int l = level_named(s->g, value);
        if (l < 0) {
            char list[256] = "";
            for (int i = 0; i < s->g->nlevels; i++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "",
                         s->g->level_names[i]);
            reply(s, "error setoption level: '%s' is not a level of %s (%s)", echo(value, b),
                  s->g->id, list);
            return;
        }
        s->level = l;
    } else if (strcmp(name, "seed") == 0) {
        if (!parse_u64(value, UINT64_MAX, &v)) {
            reply(s, "error setoption seed: '%s' is not an integer from 0 to 2^64-1",
                  echo(value, b));
            return;
        }
        s->opt.seed = v;
    } else if (strcmp(name, "iterations") == 0) {
        if (!parse_u64(value, 100000000u, &v)) {
            reply(s, "error setoption iterations: '%s' is not an integer from 0 to 100000000",
                  echo(value, b));
            return;
        }
        s->opt.iterations = (uint32_t)v;
    } else if (strcmp(name, "movetime") == 0) {
        if (!parse_u64(value, MAX_MOVETIME_MS, &v)) {
            reply(s, "error setoption movetime: '%s' is not milliseconds from 0 to %d",
                  echo(value, b), MAX_MOVETIME_MS);
            return;
        }
        s->opt.movetime_ms = (uint32_t)v;
    } else {
        reply(s, "error setoption: unknown option '%s' (level, seed, iterations, movetime)",
              echo(name, b));
        return;
    }
    reply(s, "ok");
}

static void cmd_newgame(server *s, char *args)
{
    char b[48];
    size_t idlen = strcspn(args, " ");
    if (idlen == 0) {
        reply(s, "error newgame: usage: newgame <game> [<key>=<value> ...]");
        return;
    }
    char id[64];
    snprintf(id, sizeof id, "%.*s", (int)(idlen < 63 ? idlen : 63), args);
    const char *params_text = args + idlen + strspn(args + idlen, " ");
    const eg_game *g = NULL;
    for (int i = 0; i < s->ngames && !g; i++)
        if (idlen < 63 && strcmp(s->games[i]->id, id) == 0)
            g = s->games[i];
    if (!g) {
        char list[256] = "";
        for (int i = 0; i < s->ngames; i++)
            if (offered(s->games[i]))
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
                         list[0] ? ", " : "", s->games[i]->id);
        reply(s, "error newgame: unknown game '%s' (offered: %s)", echo(id, b), list);
        return;
    }
    if (!g->view_format || !g->view_parse) {
        reply(s, "error %s has no view text", g->id);
        return;
    }
    if (g->nlevels == 0 || !g->ai_choose) {
        reply(s, "error %s has no computer players", g->id);
        return;
    }
    if (strlen(params_text) >= EG_PARAMS_TEXT_MAX) {
        reply(s, "error newgame: params longer than %d bytes", EG_PARAMS_TEXT_MAX - 1);
        return;
    }
    void *params = calloc(1, g->params_size ? g->params_size : 1);
    void *view = malloc(g->state_size), *scratch = malloc(g->state_size);
    if (!params || !view || !scratch) {
        free(params), free(view), free(scratch);
        reply(s, "error newgame: out of memory");
        return;
    }
    eg_error err = {0};
    g->default_params(params, g->min_players);
    if (params_text[0] && g->params_decode(params_text, params, &err) != 0) {
        reply(s, "error newgame: %s", err.msg);
        free(params), free(view), free(scratch);
        return;
    }
    int players = g->params_players ? g->params_players(params) : g->min_players;
    free(params);
    free(s->view);
    free(s->scratch);
    s->g = g;
    s->view = view;
    s->scratch = scratch;
    s->players = players;
    int l = level_named(g, s->opt.level);
    s->level = l >= 0 ? l : g->nlevels - 1;
    s->seat = 0;
    s->have_view = false;
    reply(s, "ok");
}

static void cmd_seat(server *s, char *args)
{
    char b[48];
    uint64_t n;
    if (!s->g) {
        reply(s, "error seat: no game (send newgame first)");
        return;
    }
    if (!parse_u64(args, EG_MAX_PLAYERS, &n) || n < 1 || (int)n > s->players) {
        reply(s, "error seat: '%s' is not a seat of this game (1 to %d)", echo(args, b),
              s->players);
        return;
    }
    s->seat = (int)n - 1;
    s->have_view = false;
    reply(s, "ok");
}

static void cmd_view(server *s, const char *text)
{
    if (!s->g) {
        reply(s, "error view: no game (send newgame first)");
        return;
    }
    if (!text[0]) {
        reply(s, "error view: usage: view <the view text of the seat>");
        return;
    }
    eg_error err = {0};
    memset(s->scratch, 0, s->g->state_size);
    if (s->g->view_parse(text, s->seat, s->scratch, &err) != 0) {
        if (err.column > 0 && strncmp(err.msg, "column ", 7) != 0) /* not said twice */
            reply(s, "error view: column %d: %s", err.column, err.msg);
        else
            reply(s, "error view: %s", err.msg);
        return;
    }
    memcpy(s->view, s->scratch, s->g->state_size);
    s->have_view = true;
    reply(s, "ok");
}

static int legal_now(server *s)
{
    if (!s->legal)
        s->legal = malloc(sizeof *s->legal * EG_MAX_LEGAL);
    if (!s->legal)
        return 0;
    int n = s->g->legal_moves(s->view, s->seat, s->legal, EG_MAX_LEGAL);
    return n < 0 ? 0 : n > EG_MAX_LEGAL ? EG_MAX_LEGAL : n;
}

static void cmd_legal(server *s, const char *args)
{
    if (args[0]) {
        reply(s, "error legal: usage: legal");
        return;
    }
    if (!s->have_view) {
        reply(s, "error legal: no view (send view first)");
        return;
    }
    int n = legal_now(s);
    fputs("legal", s->out);
    for (int i = 0; i < n; i++)
        fprintf(s->out, " %s", s->legal[i]);
    reply(s, "%s", "");
}

/* Joins the searches that have stopped since they overran. */
static void reap(server *s, bool all)
{
    int k = 0;
    for (int i = 0; i < s->nstale; i++) {
        if (all || eg_job_poll(s->stale[i])) {
            char m[EG_MOVE_MAX];
            eg_job_join(s->stale[i], m, NULL);
        } else {
            s->stale[k++] = s->stale[i];
        }
    }
    s->nstale = k;
}

/* The engine's move within movetime: the game's AI in a job, cancelled at
 * the budget; if it still has not stopped near the deadline, a random legal
 * move instead (the job is joined later). */
static void cmd_go(server *s, char *args)
{
    char word[32] = "", value[32] = "", extra[2] = "", b[48];
    uint64_t movetime = s->opt.movetime_ms ? s->opt.movetime_ms : DEFAULT_MOVETIME_MS;
    int n = sscanf(args, "%31s %31s %1s", word, value, extra);
    if (n > 0 && (n != 2 || strcmp(word, "movetime") != 0)) {
        reply(s, "error go: usage: go [movetime <ms>]");
        return;
    }
    if (n == 2 && !parse_u64(value, MAX_MOVETIME_MS, &movetime)) {
        reply(s, "error go: movetime '%s' is not milliseconds from 0 to %d", echo(value, b),
              MAX_MOVETIME_MS);
        return;
    }
    if (!s->have_view) {
        reply(s, "error go: no view (send view first)");
        return;
    }
    const eg_game *g = s->g;
    if (g->is_over(s->view)) {
        reply(s, "error go: the game is over");
        return;
    }
    unsigned act = g->to_act(s->view);
    if (!(act & (1u << s->seat))) {
        char who[32] = "";
        for (int p = 0; p < EG_MAX_PLAYERS; p++)
            if (act & (1u << p))
                snprintf(who + strlen(who), sizeof who - strlen(who), " %d", p + 1);
        reply(s, "error go: seat %d is not to act (to act:%s)", s->seat + 1,
              who[0] ? who : " nobody");
        return;
    }
    double t0 = eg_now_ms();
    reap(s, false);
    if (s->nstale == MAX_STALE)
        reap(s, true); /* only when searches ignore their cancel flag again and again */
    double mt = (double)movetime;
    double budget = mt > 300 ? mt - 60 : mt * 0.8;
    double hard = mt > 300 ? mt - 20 : mt * 0.9;
    eg_ai_request req = {0};
    req.level = s->level;
    req.seed = mix(s->opt.seed, ++s->gos);
    req.budget_ms = budget < 1 ? 1 : (uint32_t)budget;
    req.iterations = s->opt.iterations;
    char move[EG_MOVE_MAX] = "";
    eg_job *job = eg_job_start(g, s->view, s->seat, &req);
    bool got = false;
    if (job) {
        while (!eg_job_poll(job) && eg_now_ms() - t0 < budget)
            sleep_ms(1);
        if (!eg_job_poll(job))
            eg_job_cancel(job);
        while (!eg_job_poll(job) && eg_now_ms() - t0 < hard)
            sleep_ms(1);
        if (eg_job_poll(job)) {
            eg_error err = {0};
            got = eg_job_join(job, move, &err) == 0;
            if (!got)
                fprintf(stderr, "cityscape-cli engine: %s: %s\n", g->id, err.msg);
        } else {
            s->stale[s->nstale++] = job;
        }
    }
    if (!got) {
        int nl = legal_now(s);
        if (nl == 0) {
            reply(s, "error go: seat %d has no legal move", s->seat + 1);
            return;
        }
        eg_rng r;
        eg_rng_seed(&r, req.seed);
        snprintf(move, sizeof move, "%s", s->legal[eg_rng_below(&r, (uint32_t)nl)]);
    }
    reply(s, "bestmove %s", move);
}

/* ---- The loop. */

bool eg_protocol_is_opening(const char *line)
{
    line += strspn(line, " \t");
    if (strncmp(line, "cep", 3) != 0)
        return false;
    line += 3;
    size_t sp = strspn(line, " \t");
    if (sp == 0 || line[sp] != '2')
        return false;
    line += sp + 1;
    return line[strspn(line, " \t\r")] == '\0';
}

/* Handles one line; false on quit. */
static bool handle(server *s, char *line)
{
    size_t len = strlen(line);
    while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == ' ' || line[len - 1] == '\t'))
        line[--len] = '\0';
    char *cmd = line + strspn(line, " \t");
    if (!*cmd) {
        reply(s, "error empty command");
        return true;
    }
    size_t clen = strcspn(cmd, " \t");
    char *args = cmd + clen;
    if (*args) {
        *args++ = '\0';
        args += strspn(args, " \t");
    }
    char b[48];
    if (strcmp(cmd, "quit") == 0 && !*args)
        return false;
    if (strcmp(cmd, "cep") == 0 && strcmp(args, "2") == 0)
        cmd_cep(s);
    else if (strcmp(cmd, "cep") == 0)
        reply(s, "error cep: this engine speaks CEP/2 since 'cep 2' (start it again for CEP/1)");
    else if (strcmp(cmd, "isready") == 0 && !*args)
        reply(s, "readyok");
    else if (strcmp(cmd, "setoption") == 0)
        cmd_setoption(s, args);
    else if (strcmp(cmd, "newgame") == 0)
        cmd_newgame(s, args);
    else if (strcmp(cmd, "seat") == 0)
        cmd_seat(s, args);
    else if (strcmp(cmd, "view") == 0)
        cmd_view(s, args);
    else if (strcmp(cmd, "legal") == 0)
        cmd_legal(s, args);
    else if (strcmp(cmd, "go") == 0)
        cmd_go(s, args);
    else if (strcmp(cmd, "quit") == 0 || strcmp(cmd, "isready") == 0)
        reply(s, "error %s: takes no arguments", cmd);
    else
        reply(s, "error unknown command '%s' (cep, isready, setoption, newgame, seat, view, "
                 "legal, go, quit)",
              echo(cmd, b));
    return true;
}

int eg_protocol_run(const eg_game *const *games, int ngames, const char *first, FILE *in,
                    FILE *out, const eg_protocol_options *opt)
{
    server *s = calloc(1, sizeof *s);
    char *buf = malloc(EG_PROTOCOL_LINE_MAX + 1);
    if (!s || !buf) {
        free(s);
        free(buf);
        return 1;
    }
    s->games = games;
    s->ngames = ngames;
    s->out = out;
    if (opt)
        s->opt = *opt;
    bool go_on = true;
    if (first) {
        snprintf(buf, EG_PROTOCOL_LINE_MAX + 1, "%s", first);
        go_on = handle(s, buf);
    }
    bool too_long;
    while (go_on && eg_read_protocol_line(in, buf, EG_PROTOCOL_LINE_MAX, &too_long) >= 0) {
        if (too_long)
            reply(s, "error line longer than %d bytes", EG_PROTOCOL_LINE_MAX);
        else
            go_on = handle(s, buf);
    }
    for (int i = 0; i < s->nstale; i++)
        eg_job_cancel(s->stale[i]);
    reap(s, true);
    free(s->legal);
    free(s->view);
    free(s->scratch);
    free(s);
    free(buf);
    return 0;
}
