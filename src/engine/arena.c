/* SPDX-License-Identifier: MIT */
/* arena.c - many games among the computer levels of any game, through its
 * eg_game table only (eg_arena.h).
 *
 * Fairness: in game i the entrant at seat s is (s + i) mod nentrants, so each
 * entrant sits at every seat (and starts) equally often over a run. Each game
 * has its own seed from the run's seed, so a run replays exactly, whatever
 * --jobs is. Every player is handed its redacted view, never the state.
 *
 * --jobs N forks N processes that write finished games into one shared
 * anonymous mapping; the parent adds them up in game order. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include "eg_arena.h"
#include "rng.h"
#include "eg_parse.h"

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
    for (int move = 0; move < ARENA_MAX_MOVES && !g->is_over(state); move++) {
        unsigned act = g->to_act(state);
        int p = 0;
        while (p < cfg->nplayers && !(act & (1u << p)))
            p++;
        if (p == cfg->nplayers) {
            out->fault = 1;
            snprintf(out->msg, sizeof out->msg, "game %d: nobody to act", index + 1);
            return;
        }
        if (g->redact)
            g->redact(state, p, view);
        else
            memcpy(view, state, g->state_size);
        eg_ai_request req = {0};
        req.level = cfg->level[eg_arena_entrant(cfg, index, p)];
        req.seed = mix(seed, (uint64_t)move + 1);
        req.budget_ms = cfg->budget_ms;
        req.iterations = cfg->iterations;
        char m[EG_MOVE_MAX] = "";
        unsigned flags = 0;
        if (g->ai_choose(view, p, &req, m, &err) != 0 ||
            g->execute(state, p, m, &flags, &err) != 0) {
            out->fault = 1;
            snprintf(out->msg, sizeof out->msg, "game %d move %d, player %d '%.47s': %.100s",
                     index + 1, move + 1, p + 1, m, err.msg);
            return;
        }
    }
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

/* ---- Statistics. */

static double root(double x) /* Newton's method: keeps the engine free of libm */
{
    if (x <= 0)
        return 0;
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 64; i++)
        r = 0.5 * (r + x / r);
    return r;
}

void eg_arena_wilson(double wins, int n, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    const double z = 1.959963984540054;
    double p = wins / n, z2n = z * z / n;
    double centre = (p + z2n / 2) / (1 + z2n);
    double half = z * root(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}

/* ---- The command line. */

static void usage(const eg_game *g, FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli %s arena --games N --player LEVEL --player LEVEL\n"
            "           [--players N] [--params TEXT] [--seed S] [--jobs J] [--budget-ms M]\n"
            "           [--iterations K]\n\n"
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
            "  --iterations  a fixed search budget per move instead of a clock\n",
            g->id);
}

static int parse_num(const char *s, unsigned long long max, unsigned long long *out)
{
    uint64_t v;
    if (eg_parse_u64(s, 0, max, &v, "", NULL) != 0)
        return -1;
    *out = v;
    return 0;
}

static int parse_level(const eg_game *g, const char *s)
{
    for (int i = 0; i < g->nlevels; i++)
        if (strcmp(s, g->level_names[i]) == 0)
            return i;
    unsigned long long n;
    if (parse_num(s, (unsigned long long)g->nlevels - 1, &n) == 0)
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
        } else if (strcmp(a, "--games") == 0) {
            ok = ok && parse_num(v, 10000000, &n) == 0 && n > 0;
            cfg->games = (int)n;
        } else if (strcmp(a, "--players") == 0) {
            ok = ok && parse_num(v, EG_MAX_PLAYERS, &n) == 0;
            cfg->nplayers = (int)n;
        } else if (strcmp(a, "--params") == 0) {
            ok = ok && strlen(v) < sizeof cfg->params;
            if (ok)
                snprintf(cfg->params, sizeof cfg->params, "%s", v);
        } else if (strcmp(a, "--seed") == 0) {
            ok = ok && parse_num(v, UINT64_MAX, &n) == 0;
            cfg->seed = n;
        } else if (strcmp(a, "--jobs") == 0) {
            ok = ok && parse_num(v, ARENA_MAX_JOBS, &n) == 0 && n > 0;
            cfg->jobs = (int)n;
        } else if (strcmp(a, "--budget-ms") == 0) {
            ok = ok && parse_num(v, 3600000, &n) == 0;
            cfg->budget_ms = (uint32_t)n;
        } else if (strcmp(a, "--iterations") == 0) {
            ok = ok && parse_num(v, 100000000, &n) == 0;
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
        printf("%u iterations per move\n", (unsigned)cfg->iterations);
    else if (cfg->budget_ms)
        printf("%u ms per move\n", (unsigned)cfg->budget_ms);
    else
        printf("default budgets\n");
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
               g->level_names[cfg->level[e]], r->seats[e], r->wins[e],
               r->games ? 100.0 * r->wins[e] / r->games : 0.0, ci, fair, mean);
    }
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
    if (g->nlevels == 0 || !g->ai_choose) {
        fprintf(stderr, "cityscape-cli %s arena: %s has no computer players\n", g->id, g->name);
        return 2;
    }
    if (parse_args(g, argc, argv, &cfg) != 0)
        return 2;
    if (cfg.nentrants == 0) {
        fprintf(stderr, "cityscape-cli %s arena: give at least one --player LEVEL\n", g->id);
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
        if (parse_num(num, EG_MAX_PLAYERS, &n) != 0 || (cfg.nplayers && (int)n != cfg.nplayers)) {
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
