/* SPDX-License-Identifier: MIT */
/* arena.c - play many games among built-in levels and external engines.
 *
 * The rules core referees every game (cs_game_*). Entrants rotate through
 * the player positions, and the first builder rotates too, so every entrant
 * plays every seat and builds first equally often. An external engine is a
 * child process (/bin/sh -c COMMAND in its own process group) spoken to in
 * CEP/1 over pipes; every read has a deadline, writes never raise SIGPIPE,
 * and a crash, a late answer or an illegal one forfeits that game: the
 * engine loses, it is reported, and its process group is killed.
 */
#define _GNU_SOURCE
#include "arena.h"
#include "ai_internal.h"
#include "eg_arena.h"
#include "eg_child.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

enum { PROTOCOL_SLACK_MS = 100, LINE_MAX_BYTES = EG_CHILD_LINE_MAX };

cs_arena_config cs_arena_config_default(void)
{
    cs_arena_config c;
    memset(&c, 0, sizeof c);
    c.nplayers = 2;
    c.games = 100;
    c.seed = 1;
    c.movetime_ms = 1000;
    c.grace_ms = 150;
    c.setup_timeout_ms = 10000;
    c.jobs = 1;
    c.progress = true;
    return c;
}

const char *cs_arena_check_entrant(const char *spec)
{
    if (strncmp(spec, "engine:", 7) == 0)
        return spec[7] ? NULL : "engine: needs a command, e.g. engine:./my-engine";
    if (cs_ai_level_parse(spec) >= 0)
        return NULL;
    return "a player is easy, medium, hard or engine:COMMAND";
}

/* ---- One game. */

typedef struct {
    const cs_arena_config *cfg;
    int game;
    int entrant_of[CS_MAX_PLAYERS]; /* player -> entrant */
    eg_child procs[CS_MAX_PLAYERS]; /* external engines (src/engine/eg_child.h) */
    bool external[CS_MAX_PLAYERS];
    int fault_player;               /* -1 = none */
    char fault[240];
} game_run;

typedef struct {
    double wins[CS_MAX_PLAYERS];    /* by entrant */
    int score[CS_MAX_PLAYERS];
    int fault_entrant;
    char fault[240];
} game_result;

static void set_fault(game_run *gr, int player, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void set_fault(game_run *gr, int player, const char *fmt, ...)
{
    if (gr->fault_player >= 0)
        return;
    gr->fault_player = player;
    char why[150];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    int e = gr->entrant_of[player];
    snprintf(gr->fault, sizeof gr->fault, "game %d: player %d (%.40s): %.150s", gr->game + 1, e + 1,
             gr->cfg->entrant[e], why);
}

/* Sends a command and reads its one reply line; false (with a fault) on
 * crash or timeout. */
static bool ask(game_run *gr, int player, const char *cmd, int timeout_ms, char *reply,
                size_t replysz)
{
    eg_child *p = &gr->procs[player];
    if (!eg_child_send(p, cmd)) {
        set_fault(gr, player, "engine is gone (could not send '%.20s')", cmd);
        return false;
    }
    int r = eg_child_read_line(p, timeout_ms, reply, replysz);
    if (r == 1)
        return true;
    const char *why = r == 0 ? "timed out" : r == -2 ? "answered with an overlong line"
                                                     : "crashed or closed its output";
    set_fault(gr, player, "%s after '%.30s'", why, cmd);
    return false;
}

static bool engine_start(game_run *gr, int player, const char *command)
{
    eg_child *p = &gr->procs[player];
    if (eg_child_spawn(p, command) != 0) {
        set_fault(gr, player, "could not start: %s", strerror(errno));
        return false;
    }
    char line[LINE_MAX_BYTES + 1];
    if (!eg_child_send(p, "cep")) {
        set_fault(gr, player, "engine is gone before the handshake");
        return false;
    }
    for (int i = 0; i < 64; i++) {
        int r = eg_child_read_line(p, (int)gr->cfg->setup_timeout_ms, line, sizeof line);
        if (r != 1) {
            set_fault(gr, player, "no 'cepok' to 'cep' (%s)",
                      r == 0 ? "timed out" : "crashed or closed its output");
            return false;
        }
        if (strcmp(line, "cepok") == 0)
            return true;
    }
    set_fault(gr, player, "no 'cepok' in 64 lines of handshake");
    return false;
}

static void seats_string(unsigned mask, char *out)
{
    int n = 0;
    for (int s = 0; s < CS_SEATS; s++)
        if (mask & (1u << s))
            out[n++] = cs_seat_char((cs_seat)s);
    out[n] = '\0';
}

static bool external_goals(game_run *gr, cs_game *g, int player)
{
    char cmd[128], line[LINE_MAX_BYTES + 1], me[5], seats[5];
    unsigned mine = 0, occupied = 0;
    for (int s = 0; s < CS_SEATS; s++) {
        if (g->seat_owner[s] == player)
            mine |= 1u << s;
        if (g->seat_owner[s] != CS_NO_PLAYER)
            occupied |= 1u << s;
    }
    seats_string(mine, me);
    seats_string(occupied, seats);
    int first = cs_round_first_player(g, g->round);
    cs_seat fs[2];
    cs_player_seats(g, first, fs);
    snprintf(cmd, sizeof cmd, "newround players=%d me=%s first=%c seats=%s", g->cfg.nplayers,
             me, cs_seat_char(fs[0]), seats);
    if (!ask(gr, player, cmd, (int)gr->cfg->setup_timeout_ms, line, sizeof line))
        return false;
    if (strcmp(line, "ok") != 0) {
        set_fault(gr, player, "answered '%.40s' to newround", line);
        return false;
    }
    if (!ask(gr, player, "goals", (int)gr->cfg->setup_timeout_ms, line, sizeof line))
        return false;
    if (strncmp(line, "goals ", 6) != 0) {
        set_fault(gr, player, "answered '%.40s' to goals", line);
        return false;
    }
    unsigned got = 0;
    char *save = NULL;
    for (char *t = strtok_r(line + 6, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
        int seat;
        uint8_t codes[CS_LINES];
        if (cs_goals_parse(t, strlen(t), &seat, codes, NULL) != CS_OK ||
            !(mine & (1u << seat)) || (got & (1u << seat))) {
            set_fault(gr, player, "illegal goals '%.20s'", t);
            return false;
        }
        got |= 1u << seat;
        cs_game_set_goals(g, player, (cs_seat)seat, codes, NULL);
    }
    if (got != mine) {
        set_fault(gr, player, "goals do not cover its seats %s", me);
        return false;
    }
    return true;
}

static bool external_move(game_run *gr, cs_game *g, int player, cs_move *m)
{
    char cmd[8 + CS_BLOCKS * 4], line[LINE_MAX_BYTES + 1];
    size_t n = (size_t)snprintf(cmd, sizeof cmd, "moves");
    for (int k = 0; k < g->board.nplaced; k++) {
        char mv[8];
        cs_move_format((cs_move){g->board.block_height[k], g->board.block_lot[k]}, mv,
                       sizeof mv);
        n += (size_t)snprintf(cmd + n, sizeof cmd - n, " %s", mv);
    }
    if (!ask(gr, player, cmd, (int)gr->cfg->setup_timeout_ms, line, sizeof line))
        return false;
    if (strcmp(line, "ok") != 0) {
        set_fault(gr, player, "answered '%.40s' to moves", line);
        return false;
    }
    uint32_t mt = gr->cfg->movetime_ms;
    snprintf(cmd, sizeof cmd, "go movetime %u", mt);
    int timeout = (int)(mt + PROTOCOL_SLACK_MS + gr->cfg->grace_ms);
    if (!ask(gr, player, cmd, timeout, line, sizeof line))
        return false;
    if (strncmp(line, "bestmove ", 9) != 0 ||
        cs_move_parse(line + 9, strlen(line + 9), m, NULL) != CS_OK) {
        set_fault(gr, player, "answered '%.40s' to go", line);
        return false;
    }
    return true;
}

static uint64_t game_seed(const cs_arena_config *cfg, int game)
{
    return ai_mix(cfg->seed, (uint64_t)game);
}

static cs_ai_params builtin_params(const game_run *gr, int entrant, uint64_t salt)
{
    const cs_arena_config *cfg = gr->cfg;
    cs_ai_level level = (cs_ai_level)cs_ai_level_parse(cfg->entrant[entrant]);
    cs_ai_params p = cs_ai_params_default(level, ai_mix(game_seed(cfg, gr->game), salt));
    if (level == CS_AI_HARD) {
        p.iterations = cfg->iterations;
        p.movetime_ms = cfg->iterations ? 0 : cfg->movetime_ms;
    }
    return p;
}

static void play_game(const cs_arena_config *cfg, int game, game_result *res)
{
    game_run gr;
    memset(&gr, 0, sizeof gr);
    gr.cfg = cfg;
    gr.game = game;
    gr.fault_player = -1;
    int P = cfg->nplayers;
    for (int p = 0; p < P; p++) {
        gr.entrant_of[p] = (p + game) % P;
        gr.procs[p].pid = -1;
    }
    cs_config conf = cs_config_default(P);
    if (cfg->rounds > 0)
        conf.nrounds = (uint8_t)cfg->rounds;
    conf.first_player = (uint8_t)((game / P) % P);
    cs_game g;
    cs_game_init(&g, &conf, NULL);

    for (int p = 0; p < P && gr.fault_player < 0; p++) {
        const char *spec = cfg->entrant[gr.entrant_of[p]];
        if (strncmp(spec, "engine:", 7) == 0) {
            gr.external[p] = true;
            engine_start(&gr, p, spec + 7);
        }
    }
    while (gr.fault_player < 0 && g.phase != CS_PHASE_GAME_OVER) {
        for (int p = 0; p < P && gr.fault_player < 0; p++) {
            if (gr.external[p]) {
                external_goals(&gr, &g, p);
                continue;
            }
            cs_ai_round r;
            cs_ai_round_from_game(&g, p, &r);
            cs_ai_params prm = builtin_params(&gr, gr.entrant_of[p], (uint64_t)g.round * 4 + p);
            uint8_t goals[CS_SEATS][CS_LINES];
            cs_ai_choose_goals(&prm, &r, goals);
            for (int s = 0; s < CS_SEATS; s++)
                if (g.seat_owner[s] == p)
                    cs_game_set_goals(&g, p, (cs_seat)s, goals[s], NULL);
        }
        while (gr.fault_player < 0 && g.phase == CS_PHASE_BUILDING) {
            int p = cs_game_to_move(&g);
            cs_move m;
            if (gr.external[p]) {
                if (!external_move(&gr, &g, p, &m))
                    break;
            } else {
                cs_ai_round r;
                cs_ai_round_from_game(&g, p, &r);
                cs_ai_params prm = builtin_params(
                    &gr, gr.entrant_of[p], 1000u + (uint64_t)g.round * 32 + g.board.nplaced);
                m = cs_ai_choose_move(&prm, &r, &g.board, NULL, NULL);
            }
            cs_error err;
            if (cs_game_place(&g, p, m, &err) != CS_OK) {
                char mv[8] = "?", msg[200];
                cs_move_format(m, mv, sizeof mv);
                cs_error_format(&err, msg, sizeof msg);
                set_fault(&gr, p, "illegal move %s: %s", mv, msg);
            }
        }
        if (g.phase == CS_PHASE_SCORED)
            cs_game_next_round(&g, NULL);
    }
    for (int p = 0; p < P; p++)
        if (gr.external[p])
            eg_child_close(&gr.procs[p], p != gr.fault_player);

    /* Winners: highest total; a faulty player loses and the others with the
     * best total so far share the win. */
    memset(res, 0, sizeof *res);
    res->fault_entrant = -1;
    int best = -1;
    for (int p = 0; p < P; p++)
        if (p != gr.fault_player && g.total[p] > best)
            best = g.total[p];
    int nwin = 0;
    for (int p = 0; p < P; p++)
        if (p != gr.fault_player && g.total[p] == best)
            nwin++;
    for (int p = 0; p < P; p++) {
        int e = gr.entrant_of[p];
        res->score[e] = g.total[p];
        if (p != gr.fault_player && g.total[p] == best)
            res->wins[e] = 1.0 / nwin;
    }
    if (gr.fault_player >= 0) {
        res->fault_entrant = gr.entrant_of[gr.fault_player];
        memcpy(res->fault, gr.fault, sizeof res->fault);
    }
}

/* ---- Many games on a few threads. */

typedef struct {
    const cs_arena_config *cfg;
    game_result *results;
    pthread_mutex_t lock;
    int next, done;
} pool;

static void progress(const pool *pl)
{
    if (!pl->cfg->progress)
        return;
    enum { WIDTH = 40 };
    int total = pl->cfg->games, filled = total ? pl->done * WIDTH / total : WIDTH;
    /* Redraw when the percentage moves, not after every game. */
    if (pl->done != total && pl->done * 100 / total == (pl->done - 1) * 100 / total)
        return;
    char bar[WIDTH + 1];
    for (int i = 0; i < WIDTH; i++)
        bar[i] = i < filled ? '#' : '.';
    bar[WIDTH] = '\0';
    fprintf(stderr, "\r[%s] %d/%d games", bar, pl->done, total);
    if (pl->done == total)
        fputc('\n', stderr);
    fflush(stderr);
}

static void *worker(void *arg)
{
    pool *pl = arg;
    for (;;) {
        pthread_mutex_lock(&pl->lock);
        int game = pl->next < pl->cfg->games ? pl->next++ : -1;
        pthread_mutex_unlock(&pl->lock);
        if (game < 0)
            return NULL;
        play_game(pl->cfg, game, &pl->results[game]);
        pthread_mutex_lock(&pl->lock);
        pl->done++;
        progress(pl);
        pthread_mutex_unlock(&pl->lock);
    }
}

int cs_arena_run(const cs_arena_config *cfg, cs_arena_result *res, char *err, size_t errsz)
{
    memset(res, 0, sizeof *res);
    if (cfg->nplayers < 2 || cfg->nplayers > 4) {
        snprintf(err, errsz, "%d players: the arena plays 2, 3 or 4", cfg->nplayers);
        return -1;
    }
    for (int i = 0; i < cfg->nplayers; i++) {
        const char *why = cfg->entrant[i] ? cs_arena_check_entrant(cfg->entrant[i])
                                          : "missing player";
        if (why) {
            snprintf(err, errsz, "player %d: %s", i + 1, why);
            return -1;
        }
    }
    if (cfg->games < 1 || cfg->rounds < 0 || cfg->rounds > CS_MAX_ROUNDS) {
        snprintf(err, errsz, "need at least one game and 0..%d rounds", CS_MAX_ROUNDS);
        return -1;
    }
    /* A dead engine must cost a game, not the arena. */
    signal(SIGPIPE, SIG_IGN);
    pool pl;
    memset(&pl, 0, sizeof pl);
    pl.cfg = cfg;
    pl.results = calloc((size_t)cfg->games, sizeof *pl.results);
    if (!pl.results) {
        snprintf(err, errsz, "out of memory for %d games", cfg->games);
        return -1;
    }
    pthread_mutex_init(&pl.lock, NULL);
    int jobs = cfg->jobs < 1 ? 1 : cfg->jobs > 64 ? 64 : cfg->jobs;
    if (jobs > cfg->games)
        jobs = cfg->games;
    pthread_t threads[64];
    int started = 0;
    for (int i = 1; i < jobs; i++)
        if (pthread_create(&threads[started], NULL, worker, &pl) == 0)
            started++;
    worker(&pl);
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    pthread_mutex_destroy(&pl.lock);

    res->games = cfg->games;
    for (int gi = 0; gi < cfg->games; gi++) {
        const game_result *r = &pl.results[gi];
        for (int e = 0; e < cfg->nplayers; e++) {
            res->wins[e] += r->wins[e];
            res->score_sum[e] += r->score[e];
        }
        if (r->fault_entrant >= 0) {
            res->faults[r->fault_entrant]++;
            if (res->nfault_msgs < CS_ARENA_MAX_FAULTS_KEPT)
                memcpy(res->fault_msg[res->nfault_msgs++], r->fault, sizeof r->fault);
        }
    }
    free(pl.results);
    return 0;
}

void cs_arena_print(FILE *out, const cs_arena_config *cfg, const cs_arena_result *res)
{
    cs_config def = cs_config_default(cfg->nplayers);
    fprintf(out, "arena: %d games, %d players, %d rounds per game, seed %llu, ", res->games,
            cfg->nplayers, cfg->rounds ? cfg->rounds : def.nrounds,
            (unsigned long long)cfg->seed);
    if (cfg->iterations)
        fprintf(out, "hard %u iterations per move\n", cfg->iterations);
    else
        fprintf(out, "%u ms per move\n", cfg->movetime_ms);
    fprintf(out, "%-3s %-28s %6s %9s %17s %11s %7s\n", "#", "player", "games", "win rate",
            "95% CI", "mean score", "faults");
    for (int e = 0; e < cfg->nplayers; e++) {
        double lo, hi;
        eg_arena_wilson(res->wins[e], res->games, &lo, &hi);
        fprintf(out, "%-3d %-28.28s %6d %8.1f%% [%5.1f%%, %5.1f%%] %11.1f %7d\n", e + 1,
                cfg->entrant[e], res->games, 100.0 * res->wins[e] / res->games, 100.0 * lo,
                100.0 * hi, (double)res->score_sum[e] / res->games, res->faults[e]);
    }
    for (int i = 0; i < res->nfault_msgs; i++)
        fprintf(out, "fault: %s\n", res->fault_msg[i]);
}
