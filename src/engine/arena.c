/* SPDX-License-Identifier: MIT */
/* arena.c - many games among the computer levels of any game and outside
 * engines, through its eg_game table only (eg_arena.h).
 *
 * Fairness: in game i the entrant at seat s is (s + i) mod nentrants, so each
 * entrant sits at every seat (and starts) equally often over a run. Each game
 * has its own seed from the run's seed, so a run replays exactly, whatever
 * --jobs is. Every player is handed its redacted view, never the state.
 *
 * An outside engine holds its seat for one game: the arena keeps the true
 * state, sends the engine its seat's view (redact, then view_format) and
 * `go movetime`, and checks the answer with execute. A fault (illegal, late,
 * crash) is counted and the arena plays the seat's first legal move
 * instead; a late or crashed engine is started again before its next turn.
 *
 * --jobs N forks N processes that write finished games into one shared
 * anonymous mapping; the parent adds them up in game order. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include "eg_arena.h"
#include "eg_child.h"
#include "eg_line.h"
#include "eg_play.h"
#include "rng.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

enum { ARENA_MAX_MOVES = 100000, ARENA_MAX_JOBS = 256 };

typedef struct {
    int done, fault;
    int places[EG_MAX_PLAYERS];
    int scores[EG_MAX_PLAYERS];
    char msg[200];
    /* Outside engines, by seat. */
    int asked[EG_MAX_PLAYERS], illegal[EG_MAX_PLAYERS], late[EG_MAX_PLAYERS],
        crashes[EG_MAX_PLAYERS];
    char engine_msg[240];
} arena_game;

static uint64_t mix(uint64_t a, uint64_t b)
{
    eg_rng r;
    eg_rng_seed(&r, a ^ (b * 0x9e3779b97f4a7c15ull));
    return eg_rng_next(&r);
}

int eg_arena_entrant(const eg_arena_config *cfg, int game, int seat)
{
    return (seat + game) % cfg->nentrants;
}

/* ---- One game. */

enum { ARENA_PARAMS_MAX = EG_PARAMS_TEXT_MAX * 4 };

/* The params of every game of the run: the defaults for the players, with
 * cfg->params over them. */
static int run_params(const eg_game *g, const eg_arena_config *cfg, void *params, eg_error *err)
{
    if (g->params_size > ARENA_PARAMS_MAX)
        return eg_error_set(err, 1, 0, "params of %zu bytes", g->params_size);
    g->default_params(params, cfg->nplayers);
    if (!cfg->params[0])
        return 0;
    char text[EG_PARAMS_TEXT_MAX + 16];
    int n = snprintf(text, sizeof text, "players=%d %s", cfg->nplayers, cfg->params);
    if (n < 0 || (size_t)n >= sizeof text)
        return eg_error_set(err, 1, 0, "--params is too long");
    if (g->params_decode(text, params, err) != 0)
        return err ? err->code : 1;
    if (g->params_players && g->params_players(params) != cfg->nplayers)
        return eg_error_set(err, 1, 0, "--params has players=%d, the run %d",
                            g->params_players(params), cfg->nplayers);
    return 0;
}


/* ---- Outside engines. */

enum { FAULT_NONE, FAULT_ILLEGAL, FAULT_LATE, FAULT_CRASH };

typedef struct {
    eg_child child;
    int starts;            /* this game */
} seat_engine;

typedef struct {
    const eg_game *g;
    const eg_arena_config *cfg;
    int index;             /* the game */
    const void *params;
    arena_game *out;
    seat_engine eng[EG_MAX_PLAYERS];
} game_ctx;

static void engine_fault(game_ctx *c, int p, int kind, int move, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Counts a fault of the engine at seat p; a late or crashed engine is
 * stopped, to be started again before its next turn. */
static void engine_fault(game_ctx *c, int p, int kind, int move, const char *fmt, ...)
{
    arena_game *o = c->out;
    int *count = kind == FAULT_ILLEGAL ? o->illegal : kind == FAULT_LATE ? o->late : o->crashes;
    count[p]++;
    if (!o->engine_msg[0]) {
        char why[180];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, sizeof why, fmt, ap);
        va_end(ap);
        snprintf(o->engine_msg, sizeof o->engine_msg, "game %d move %d, seat %d (entrant %d): %.150s",
                 c->index + 1, move + 1, p + 1, eg_arena_entrant(c->cfg, c->index, p) + 1, why);
    }
    if (kind != FAULT_ILLEGAL)
        eg_child_close(&c->eng[p].child, false);
}

/* Sends cmd and reads one answer within timeout_ms into line; the fault
 * kind when there is none. */
static int engine_ask(seat_engine *e, const char *cmd, int timeout_ms, char *line, size_t linesz)
{
    if (!eg_child_send(&e->child, cmd))
        return FAULT_CRASH;
    int r = eg_child_read_line(&e->child, timeout_ms, line, linesz);
    return r == EG_CHILD_LINE ? FAULT_NONE : r == EG_CHILD_TIMEOUT ? FAULT_LATE
                                           : r == EG_CHILD_LONG   ? FAULT_ILLEGAL
                                                                  : FAULT_CRASH;
}

static const char *fault_words(int kind)
{
    return kind == FAULT_LATE ? "no answer in time" : kind == FAULT_ILLEGAL ? "an overlong line"
                                                                           : "it is gone";
}

static uint32_t setup_ms(const eg_arena_config *cfg)
{
    return cfg->setup_ms ? cfg->setup_ms : 10000;
}

/* Starts the engine of seat p: handshake, newgame, seat. True when ready. */
static bool engine_start(game_ctx *c, int p, int move)
{
    seat_engine *e = &c->eng[p];
    const char *command = c->cfg->engine[eg_arena_entrant(c->cfg, c->index, p)];
    e->starts++;
    if (eg_child_spawn(&e->child, command) != 0) {
        engine_fault(c, p, FAULT_CRASH, move, "could not start '%.60s'", command);
        return false;
    }
    int t = (int)setup_ms(c->cfg);
    char line[EG_CHILD_LINE_MAX + 1], cmd[EG_PARAMS_TEXT_MAX + 64];
    int kind = engine_ask(e, "cep 2", t, line, sizeof line);
    for (int i = 0; kind == FAULT_NONE && strcmp(line, "cepok") != 0; i++) {
        if (i == 256 || strncmp(line, "error", 5) == 0) {
            engine_fault(c, p, FAULT_CRASH, move, "no 'cepok' to 'cep 2' (it said '%.60s')", line);
            return false;
        }
        int r = eg_child_read_line(&e->child, t, line, sizeof line);
        kind = r == EG_CHILD_LINE ? FAULT_NONE : r == EG_CHILD_TIMEOUT ? FAULT_LATE : FAULT_CRASH;
    }
    char params[EG_PARAMS_TEXT_MAX] = "";
    if (kind == FAULT_NONE && c->g->params_encode(c->params, params, sizeof params) < 0)
        params[0] = '\0';
    const char *step = "cep 2";
    for (int i = 0; kind == FAULT_NONE && i < 2; i++) {
        if (i == 0)
            snprintf(cmd, sizeof cmd, "newgame %s %s", c->g->id, params);
        else
            snprintf(cmd, sizeof cmd, "seat %d", p + 1);
        step = i == 0 ? "newgame" : "seat";
        kind = engine_ask(e, cmd, t, line, sizeof line);
        if (kind == FAULT_NONE && strcmp(line, "ok") != 0) {
            engine_fault(c, p, FAULT_CRASH, move, "answered '%.80s' to '%.60s'", line, cmd);
            return false;
        }
    }
    if (kind != FAULT_NONE) {
        /* A start that does not finish counts as a crash, whatever it did. */
        engine_fault(c, p, FAULT_CRASH, move, "did not start: %s at '%s'", fault_words(kind),
                     step);
        return false;
    }
    return true;
}

/* The engine's move for seat p into m: 0, or the fault (counted) for which
 * the arena must play in its place. */
static int engine_move(game_ctx *c, int p, void *state, const void *view, int move,
                       char m[EG_MOVE_MAX])
{
    seat_engine *e = &c->eng[p];
    if (e->child.pid <= 0 && (e->starts > EG_ARENA_RESTARTS || !engine_start(c, p, move)))
        return FAULT_CRASH;
    c->out->asked[p]++;
    char *text = malloc(EG_VIEW_MAX + 8), line[EG_CHILD_LINE_MAX + 1];
    if (!text) {
        engine_fault(c, p, FAULT_CRASH, move, "out of memory for its view");
        return FAULT_CRASH;
    }
    memcpy(text, "view ", 5);
    if (c->g->view_format(view, p, text + 5, EG_VIEW_MAX) < 0) {
        free(text);
        engine_fault(c, p, FAULT_CRASH, move, "%s wrote no view text", c->g->id);
        return FAULT_CRASH;
    }
    int kind = engine_ask(e, text, (int)setup_ms(c->cfg), line, sizeof line);
    free(text);
    if (kind != FAULT_NONE) {
        engine_fault(c, p, kind, move, "%s after 'view'", fault_words(kind));
        return kind;
    }
    if (strcmp(line, "ok") != 0) {
        engine_fault(c, p, FAULT_ILLEGAL, move, "answered '%.80s' to 'view'", line);
        return FAULT_ILLEGAL;
    }
    uint32_t mt = c->cfg->movetime_ms ? c->cfg->movetime_ms : 1000;
    char cmd[48];
    snprintf(cmd, sizeof cmd, "go movetime %u", (unsigned)mt);
    double t0 = eg_now_ms();
    kind = engine_ask(e, cmd, (int)(mt + EG_ARENA_SLACK_MS + c->cfg->grace_ms), line, sizeof line);
    if (kind != FAULT_NONE) {
        engine_fault(c, p, kind, move, "%s after '%s' (%.0f ms)", fault_words(kind), cmd,
                     eg_now_ms() - t0);
        return kind;
    }
    size_t len = strlen(line);
    if (strncmp(line, "bestmove ", 9) != 0 || len - 9 >= EG_MOVE_MAX || len == 9 ||
        strchr(line + 9, ' ')) {
        engine_fault(c, p, FAULT_ILLEGAL, move, "answered '%.80s' to 'go'", line);
        return FAULT_ILLEGAL;
    }
    snprintf(m, EG_MOVE_MAX, "%s", line + 9);
    unsigned flags = 0;
    eg_error err = {0};
    if (c->g->execute(state, p, m, &flags, &err) != 0) {
        engine_fault(c, p, FAULT_ILLEGAL, move, "illegal move '%s': %.100s", m, err.msg);
        return FAULT_ILLEGAL;
    }
    return FAULT_NONE;
}

/* What the arena plays for a seat whose engine faulted: its first legal
 * move, or the weakest level's when the game lists none. */
static int stand_in(const eg_game *g, const void *view, int p, char m[EG_MOVE_MAX],
                    eg_error *err)
{
    char(*legal)[EG_MOVE_MAX] = malloc(sizeof *legal * EG_MAX_LEGAL);
    int n = legal ? g->legal_moves(view, p, legal, EG_MAX_LEGAL) : 0;
    if (n > 0)
        snprintf(m, EG_MOVE_MAX, "%s", legal[0]);
    free(legal);
    if (n > 0)
        return 0;
    eg_ai_request req = {0};
    req.iterations = 1;
    return g->ai_choose(view, p, &req, m, err);
}

static void play_one(const eg_game *g, const eg_arena_config *cfg, int index, void *state,
                     void *view, arena_game *out)
{
    memset(out, 0, sizeof *out);
    unsigned char params[ARENA_PARAMS_MAX];
    eg_error err = {0};
    if (run_params(g, cfg, params, &err) != 0) {
        out->fault = 1;
        snprintf(out->msg, sizeof out->msg, "%.190s", err.msg);
        return;
    }
    uint64_t seed = mix(cfg->seed, (uint64_t)index);
    if (g->new_game(params, seed, state, &err) != 0) {
        out->fault = 1;
        snprintf(out->msg, sizeof out->msg, "game %d: new game: %.150s", index + 1, err.msg);
        return;
    }
    game_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.g = g;
    ctx.cfg = cfg;
    ctx.index = index;
    ctx.params = params;
    ctx.out = out;
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        ctx.eng[p].child.pid = -1;
    for (int move = 0; move < ARENA_MAX_MOVES && !g->is_over(state); move++) {
        unsigned act = g->to_act(state);
        int p = 0;
        while (p < cfg->nplayers && !(act & (1u << p)))
            p++;
        if (p == cfg->nplayers) {
            out->fault = 1;
            snprintf(out->msg, sizeof out->msg, "game %d: nobody to act", index + 1);
            break;
        }
        eg_view_of(g, state, p, view);
        int e = eg_arena_entrant(cfg, index, p);
        char m[EG_MOVE_MAX] = "";
        unsigned flags = 0;
        if (cfg->engine[e] && engine_move(&ctx, p, state, view, move, m) == FAULT_NONE)
            continue;
        eg_ai_request req = {0};
        req.level = cfg->level[e];
        req.seed = mix(seed, (uint64_t)move + 1);
        req.budget_ms = cfg->budget_ms;
        req.iterations = cfg->iterations;
        int rc = cfg->engine[e] ? stand_in(g, view, p, m, &err)
                                : g->ai_choose(view, p, &req, m, &err);
        if (rc != 0 || g->execute(state, p, m, &flags, &err) != 0) {
            out->fault = 1;
            snprintf(out->msg, sizeof out->msg, "game %d move %d, player %d '%.47s': %.100s",
                     index + 1, move + 1, p + 1, m, err.msg);
            break;
        }
    }
    for (int p = 0; p < cfg->nplayers; p++)
        eg_child_close(&ctx.eng[p].child, true);
    if (out->fault)
        return;
    if (!g->is_over(state)) {
        out->fault = 1;
        snprintf(out->msg, sizeof out->msg, "game %d: no end after %d moves", index + 1,
                 ARENA_MAX_MOVES);
        return;
    }
    g->places(state, out->places);
    g->scores(state, out->scores);
    out->done = 1;
}

static void play_share(const eg_game *g, const eg_arena_config *cfg, int job, int jobs,
                       arena_game *games)
{
    void *state = malloc(g->state_size), *view = malloc(g->state_size);
    for (int i = job; i < cfg->games; i += jobs) {
        if (!state || !view) {
            games[i].fault = 1;
            snprintf(games[i].msg, sizeof games[i].msg, "out of memory");
            continue;
        }
        play_one(g, cfg, i, state, view, &games[i]);
    }
    free(state);
    free(view);
}

/* ---- The run. */

static void add_up(const eg_arena_config *cfg, const arena_game *games, eg_arena_result *r)
{
    for (int i = 0; i < cfg->games; i++) {
        const arena_game *a = &games[i];
        for (int s = 0; s < cfg->nplayers; s++) {
            int e = eg_arena_entrant(cfg, i, s);
            r->asked[e] += a->asked[s];
            r->illegal[e] += a->illegal[s];
            r->late[e] += a->late[s];
            r->crashes[e] += a->crashes[s];
        }
        if (a->engine_msg[0] && !r->engine_fault_msg[0])
            snprintf(r->engine_fault_msg, sizeof r->engine_fault_msg, "%s", a->engine_msg);
        if (!a->done) {
            if (r->faults++ == 0)
                snprintf(r->fault_msg, sizeof r->fault_msg, "%s",
                         a->msg[0] ? a->msg : "a job did not finish");
            continue;
        }
        r->games++;
        int winners = 0;
        for (int s = 0; s < cfg->nplayers; s++)
            winners += a->places[s] == 0;
        for (int s = 0; s < cfg->nplayers; s++) {
            int e = eg_arena_entrant(cfg, i, s);
            r->seats[e]++;
            r->score_sum[e] += a->scores[s];
            if (a->places[s] == 0)
                r->wins[e] += 1.0 / winners;
        }
    }
}

int eg_arena_run(const eg_game *g, const eg_arena_config *cfg, eg_arena_result *out,
                 eg_error *err)
{
    memset(out, 0, sizeof *out);
    if (!g->ai_choose || g->nlevels == 0)
        return eg_error_set(err, 1, 0, "%s has no computer players", g->id);
    if (cfg->nplayers < g->min_players || cfg->nplayers > g->max_players ||
        cfg->nentrants < 1 || cfg->nentrants > EG_MAX_PLAYERS || cfg->games < 1)
        return eg_error_set(err, 1, 0, "%s is for %d to %d players", g->name, g->min_players,
                            g->max_players);
    unsigned char params[ARENA_PARAMS_MAX];
    if (run_params(g, cfg, params, err) != 0)
        return err ? err->code : 1;
    for (int e = 0; e < cfg->nentrants; e++) {
        if (!cfg->engine[e])
            continue;
        if (!g->view_format)
            return eg_error_set(err, 1, 0, "%s has no view text: an outside engine cannot play it",
                                g->id);
        signal(SIGPIPE, SIG_IGN); /* a dead engine costs a fault, not the arena */
    }
    size_t bytes = sizeof(arena_game) * (size_t)cfg->games;
    arena_game *games = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
                             -1, 0);
    if (games == MAP_FAILED)
        return eg_error_set(err, 1, 0, "no memory for %d games", cfg->games);
    memset(games, 0, bytes);
    int jobs = cfg->jobs < 1 ? 1 : cfg->jobs > ARENA_MAX_JOBS ? ARENA_MAX_JOBS : cfg->jobs;
    if (jobs > cfg->games)
        jobs = cfg->games;
    if (jobs == 1) {
        play_share(g, cfg, 0, 1, games);
    } else {
        fflush(NULL); /* children must not flush the parent's buffers twice */
        pid_t pids[ARENA_MAX_JOBS];
        int started = 0;
        for (int j = 0; j < jobs; j++) {
            pid_t pid = fork();
            if (pid == 0) {
                play_share(g, cfg, j, jobs, games);
                _exit(0);
            }
            if (pid < 0)
                break;
            pids[started++] = pid;
        }
        for (int j = 0; j < started; j++)
            waitpid(pids[j], NULL, 0);
    }
    add_up(cfg, games, out);
    munmap(games, bytes);
    return 0;
}

/* ---- The command line. */

static void usage(const eg_game *g, FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli %s arena --games N --player LEVEL --player LEVEL\n"
            "           [--engine COMMAND] [--players N] [--params TEXT] [--seed S]\n"
            "           [--jobs J] [--budget-ms M] [--iterations K] [--movetime MS]\n"
            "           [--grace MS]\n\n"
            "Plays N games among computer levels (",
            g->id);
    for (int i = 0; i < g->nlevels; i++)
        fprintf(out, "%s%s", i ? ", " : "", g->level_names[i]);
    fprintf(out,
            ") and prints each entrant's wins\n"
            "with a 95%% Wilson interval. Entrants rotate through the seats game by game;\n"
            "with fewer entrants than players they repeat around the table. A shared\n"
            "first place is split. 'fair%%' is the entrant's share of the seats: the win\n"
            "rate of equally strong players.\n\n"
            "  --players     seats per game (default: the number of --player, or players=\n"
            "                in --params)\n"
            "  --params      the game's params as one argument, key=value words (e.g.\n"
            "                'level=2'; `cityscape-cli %s --help` and the game's docs list\n"
            "                them); keys not given keep the game's defaults\n"
            "  --seed        seed of the run (default 1); each game has its own\n"
            "  --jobs        processes playing at once (default 1)\n"
            "  --budget-ms   thinking time per move (default: the level's own budget)\n"
            "  --iterations  a fixed search budget per move instead of a clock\n"
            "  --engine      an entrant that is an outside program speaking CEP/2 (run\n"
            "                with /bin/sh -c, one per seat and game; docs/engine-protocol.md)\n"
            "  --movetime    ms an engine has for each move (default 1000)\n"
            "  --grace       ms an answer may come after movetime + 100 before it is\n"
            "                late (default 150)\n\n"
            "An engine's faults are counted: an illegal move or a wrong answer, a late\n"
            "answer, a crash. For each the arena plays the seat's first legal move; a\n"
            "late or crashed engine is started again before its next turn (at most %d\n"
            "times a game, then the arena plays its seat to the end of that game).\n",
            g->id, EG_ARENA_RESTARTS);
}

static int parse_level(const eg_game *g, const char *s)
{
    for (int i = 0; i < g->nlevels; i++)
        if (strcmp(s, g->level_names[i]) == 0)
            return i;
    unsigned long long n;
    if (eg_parse_uint(s, (unsigned long long)g->nlevels - 1, &n) == 0)
        return (int)n;
    return -1;
}

static int parse_args(const eg_game *g, int argc, char **argv, eg_arena_config *cfg)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        unsigned long long n = 0;
        int ok = v != NULL;
        if (strcmp(a, "--player") == 0 && v) {
            int level = parse_level(g, v);
            ok = level >= 0 && cfg->nentrants < EG_MAX_PLAYERS;
            if (ok)
                cfg->level[cfg->nentrants++] = level;
        } else if (strcmp(a, "--engine") == 0 && v) {
            ok = v[strspn(v, " \t")] != '\0' && cfg->nentrants < EG_MAX_PLAYERS;
            if (ok)
                cfg->engine[cfg->nentrants++] = v;
        } else if (strcmp(a, "--movetime") == 0) {
            ok = ok && eg_parse_uint(v, 3600000, &n) == 0 && n > 0;
            cfg->movetime_ms = (uint32_t)n;
        } else if (strcmp(a, "--grace") == 0) {
            ok = ok && eg_parse_uint(v, 3600000, &n) == 0;
            cfg->grace_ms = (uint32_t)n;
        } else if (strcmp(a, "--games") == 0) {
            ok = ok && eg_parse_uint(v, 10000000, &n) == 0 && n > 0;
            cfg->games = (int)n;
        } else if (strcmp(a, "--players") == 0) {
            ok = ok && eg_parse_uint(v, EG_MAX_PLAYERS, &n) == 0;
            cfg->nplayers = (int)n;
        } else if (strcmp(a, "--params") == 0) {
            ok = ok && strlen(v) < sizeof cfg->params;
            if (ok)
                snprintf(cfg->params, sizeof cfg->params, "%s", v);
        } else if (strcmp(a, "--seed") == 0) {
            ok = ok && eg_parse_uint(v, UINT64_MAX, &n) == 0;
            cfg->seed = n;
        } else if (strcmp(a, "--jobs") == 0) {
            ok = ok && eg_parse_uint(v, ARENA_MAX_JOBS, &n) == 0 && n > 0;
            cfg->jobs = (int)n;
        } else if (strcmp(a, "--budget-ms") == 0) {
            ok = ok && eg_parse_uint(v, 3600000, &n) == 0;
            cfg->budget_ms = (uint32_t)n;
        } else if (strcmp(a, "--iterations") == 0) {
            ok = ok && eg_parse_uint(v, 100000000, &n) == 0;
            cfg->iterations = (uint32_t)n;
        } else {
            ok = 0;
        }
        if (!ok) {
            fprintf(stderr, "cityscape-cli %s arena: bad argument '%s'%s%s (try --help)\n",
                    g->id, a, v ? " " : "", v ? v : "");
            return -1;
        }
        i++;
    }
    return 0;
}

static void print_result(const eg_game *g, const eg_arena_config *cfg,
                         const eg_arena_result *r)
{
    printf("%s arena: %d games, %d players, seed %llu, jobs %d, ", g->id, r->games,
           cfg->nplayers, (unsigned long long)cfg->seed, cfg->jobs);
    if (cfg->iterations)
        printf("%u iterations per move", (unsigned)cfg->iterations);
    else if (cfg->budget_ms)
        printf("%u ms per move", (unsigned)cfg->budget_ms);
    else
        printf("default budgets");
    for (int e = 0; e < cfg->nentrants; e++)
        if (cfg->engine[e]) {
            printf("; engines: movetime %u ms, grace %u ms",
                   (unsigned)(cfg->movetime_ms ? cfg->movetime_ms : 1000),
                   (unsigned)cfg->grace_ms);
            break;
        }
    printf("\n");
    if (cfg->params[0])
        printf("params: players=%d %s\n", cfg->nplayers, cfg->params);
    printf("%-8s %-8s %6s %8s %6s  %-15s %6s %10s\n", "entrant", "level", "seats", "wins",
           "win%", "95% CI", "fair%", "mean score");
    for (int e = 0; e < cfg->nentrants; e++) {
        double lo, hi;
        eg_arena_wilson(r->wins[e], r->games, &lo, &hi);
        char ci[32];
        snprintf(ci, sizeof ci, "[%.1f, %.1f]", 100 * lo, 100 * hi);
        double fair = r->games ? 100.0 * r->seats[e] / ((double)r->games * cfg->nplayers) : 0;
        double mean = r->seats[e] ? (double)r->score_sum[e] / r->seats[e] : 0;
        printf("%-8d %-8s %6d %8.1f %6.1f  %-15s %6.1f %10.1f\n", e + 1,
               cfg->engine[e] ? "engine" : g->level_names[cfg->level[e]], r->seats[e],
               r->wins[e], r->games ? 100.0 * r->wins[e] / r->games : 0.0, ci, fair, mean);
    }
    for (int e = 0; e < cfg->nentrants; e++)
        if (cfg->engine[e])
            printf("engine %d: %d moves asked, illegal %d, late %d, crash %d: %s\n", e + 1,
                   r->asked[e], r->illegal[e], r->late[e], r->crashes[e], cfg->engine[e]);
    if (r->engine_fault_msg[0])
        printf("first engine fault: %s\n", r->engine_fault_msg);
    printf("faults %d\n", r->faults);
    if (r->faults)
        printf("first fault: %s\n", r->fault_msg);
}

int eg_arena_main(const eg_game *g, int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(g, stdout);
            return 0;
        }
    eg_arena_config cfg = {0};
    cfg.games = 100;
    cfg.seed = 1;
    cfg.jobs = 1;
    cfg.movetime_ms = 1000;
    cfg.grace_ms = 150;
    if (g->nlevels == 0 || !g->ai_choose) {
        fprintf(stderr, "cityscape-cli %s arena: %s has no computer players\n", g->id, g->name);
        return 2;
    }
    if (parse_args(g, argc, argv, &cfg) != 0)
        return 2;
    if (cfg.nentrants == 0) {
        fprintf(stderr, "cityscape-cli %s arena: give at least one --player LEVEL or --engine COMMAND\n",
                g->id);
        return 2;
    }
    /* players= in --params stands for --players, and leaves the text. */
    for (char *w = cfg.params; (w = strstr(w, "players=")) != NULL;) {
        if (w != cfg.params && w[-1] != ' ') {
            w++;
            continue;
        }
        unsigned long long n = 0;
        size_t len = strcspn(w, " ");
        char num[16] = "";
        snprintf(num, sizeof num, "%.*s", (int)(len - 8 < 15 ? len - 8 : 15), w + 8);
        if (eg_parse_uint(num, EG_MAX_PLAYERS, &n) != 0 || (cfg.nplayers && (int)n != cfg.nplayers)) {
            fprintf(stderr, "cityscape-cli %s arena: --params players=%s disagrees with --players\n",
                    g->id, num);
            return 2;
        }
        cfg.nplayers = (int)n;
        memmove(w, w + len + (w[len] == ' '), strlen(w + len + (w[len] == ' ')) + 1);
    }
    if (cfg.nplayers == 0)
        cfg.nplayers = cfg.nentrants < g->min_players ? g->min_players : cfg.nentrants;
    if (cfg.nplayers < g->min_players || cfg.nplayers > g->max_players ||
        cfg.nentrants > cfg.nplayers) {
        fprintf(stderr,
                "cityscape-cli %s arena: %d players with %d entrants: %s is for %d to %d\n",
                g->id, cfg.nplayers, cfg.nentrants, g->name, g->min_players, g->max_players);
        return 2;
    }
    eg_arena_result r;
    eg_error err = {0};
    if (cfg.params[0] && g->params_decode) { /* a bad key is a usage error, named */
        char *probe = calloc(1, g->params_size ? g->params_size : 1);
        char text[EG_PARAMS_TEXT_MAX + 16];
        snprintf(text, sizeof text, "players=%d %s", cfg.nplayers, cfg.params);
        int bad = probe ? g->params_decode(text, probe, &err) : 0;
        free(probe);
        if (bad) {
            fprintf(stderr, "cityscape-cli %s arena: --params: %s\n", g->id, err.msg);
            return 2;
        }
    }
    if (eg_arena_run(g, &cfg, &r, &err) != 0) {
        fprintf(stderr, "cityscape-cli %s arena: %s\n", g->id, err.msg);
        return 2;
    }
    print_result(g, &cfg, &r);
    return r.faults ? 1 : 0;
}
