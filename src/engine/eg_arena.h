/* SPDX-License-Identifier: MIT */
/* eg_arena.h - many games among the computer levels of any eg_game and
 * outside engines (programs speaking CEP/2, docs/engine-protocol.md),
 * through the game's table only (new_game, to_act, redact, view_format,
 * ai_choose, execute, places, scores). Seats rotate game by game, every game
 * has its own seed, and --jobs N plays games in N forked processes.
 *
 * (Named eg_arena.h, not arena.h: src/games/cityscape/ai/arena.h is Cityscape's arena and
 * both folders are on the include path of cityscape-cli.) */
#ifndef EG_ARENA_H
#define EG_ARENA_H

#include "eg_game.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    int games;                    /* games to play */
    int nplayers;                 /* seats per game */
    int nentrants;                /* levels listed (1..EG_MAX_PLAYERS) */
    int level[EG_MAX_PLAYERS];    /* entrant e plays level[e] ... */
    const char *engine[EG_MAX_PLAYERS]; /* ... or, when not NULL, is this outside
                                           program (/bin/sh -c), one per seat
                                           and game, spoken to in CEP/2 */
    uint64_t seed;
    int jobs;                     /* processes (1: no fork) */
    uint32_t budget_ms;           /* per move; 0 = each level's default */
    uint32_t iterations;          /* per move instead of a clock; 0 = none */
    uint32_t movetime_ms;         /* engines: `go movetime`; 0 = 1000 */
    uint32_t grace_ms;            /* engines: answers later than movetime + 100 ms
                                     + grace are late */
    uint32_t setup_ms;            /* engines: the handshake and every other
                                     answer; 0 = 10000 */
    char params[EG_PARAMS_TEXT_MAX]; /* the game's params as text ("level=2"),
                                        keys not given from its defaults; ""
                                        = defaults. players= is nplayers */
} eg_arena_config;

typedef struct {
    int games, faults;
    double wins[EG_MAX_PLAYERS];  /* per entrant; a shared first place is split */
    int seats[EG_MAX_PLAYERS];    /* seats the entrant held over all games */
    long score_sum[EG_MAX_PLAYERS];
    char fault_msg[200];          /* the first fault */
    /* Outside engines, per entrant: the moves asked of it, and its faults.
     * Each fault is answered by the arena playing the seat's first legal
     * move in its place; after a late answer or a crash the engine is
     * started again before its next turn, at most EG_ARENA_RESTARTS times
     * a game (then the arena plays the seat to the end of that game). */
    int asked[EG_MAX_PLAYERS];
    int illegal[EG_MAX_PLAYERS];  /* a refused move or a wrong answer */
    int late[EG_MAX_PLAYERS];     /* no answer within movetime + 100 + grace */
    int crashes[EG_MAX_PLAYERS];  /* exited, closed its output, or did not start */
    char engine_fault_msg[240];   /* the first engine fault */
} eg_arena_result;

enum { EG_ARENA_RESTARTS = 3, EG_ARENA_SLACK_MS = 100 };

/* Entrant sitting at `seat` in game `game` (0-based): the entrants rotate. */
int eg_arena_entrant(const eg_arena_config *cfg, int game, int seat);
int eg_arena_run(const eg_game *g, const eg_arena_config *cfg, eg_arena_result *out,
                 eg_error *err);
/* The 95% Wilson score interval of wins out of n (both arenas use it). */
void eg_arena_wilson(double wins, int n, double *lo, double *hi);
/* `cityscape-cli GAME arena ...`; argv[0] is "arena". Exit 0, 1 (faults), 2. */
int eg_arena_main(const eg_game *g, int argc, char **argv);

#ifdef __cplusplus
}
#endif
#endif
