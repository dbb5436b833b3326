/* SPDX-License-Identifier: MIT */
/* eg_arena.h - many games among the computer levels of any eg_game, through
 * its table only (new_game, to_act, redact, ai_choose, execute, places,
 * scores). Seats rotate game by game, every game has its own seed, and
 * --jobs N plays games in N forked processes.
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
    int level[EG_MAX_PLAYERS];    /* entrant e plays level[e] */
    uint64_t seed;
    int jobs;                     /* processes (1: no fork) */
    uint32_t budget_ms;           /* per move; 0 = each level's default */
    uint32_t iterations;          /* per move instead of a clock; 0 = none */
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
} eg_arena_result;

/* Entrant sitting at `seat` in game `game` (0-based): the entrants rotate. */
int eg_arena_entrant(const eg_arena_config *cfg, int game, int seat);
int eg_arena_run(const eg_game *g, const eg_arena_config *cfg, eg_arena_result *out,
                 eg_error *err);
/* The 95% Wilson score interval of wins out of n. */
void eg_arena_wilson(double wins, int n, double *lo, double *hi);
/* `cityscape-cli GAME arena ...`; argv[0] is "arena". Exit 0, 1 (faults), 2. */
int eg_arena_main(const eg_game *g, int argc, char **argv);

#ifdef __cplusplus
}
#endif
#endif
