/* SPDX-License-Identifier: MIT */
/* arena.h - games among built-in levels and external CEP/1 engines, refereed
 * by the rules core, with win rates and confidence intervals. */
#ifndef CS_ARENA_H
#define CS_ARENA_H

#include "ai.h"

#include <stdio.h>

enum { CS_ARENA_MAX_FAULTS_KEPT = 8 };

typedef struct {
    int nplayers;                      /* 2..4: one entrant per player */
    const char *entrant[CS_MAX_PLAYERS]; /* "easy" "medium" "hard" or "engine:COMMAND" */
    int games;
    uint64_t seed;
    int rounds;                        /* per game; 0 = the default for nplayers */
    uint32_t movetime_ms;              /* per move: built-in Hard (unless iterations) and engines */
    uint32_t iterations;               /* built-in Hard: iterations per move (deterministic) */
    uint32_t grace_ms;                 /* extra wait for an engine's answer beyond the
                                          protocol's movetime + 100 ms */
    uint32_t setup_timeout_ms;         /* engine handshake, newround, goals, moves */
    int jobs;                          /* games played at once (threads) */
    bool progress;                     /* progress bar on stderr */
} cs_arena_config;

cs_arena_config cs_arena_config_default(void);

typedef struct {
    int games;
    double wins[CS_MAX_PLAYERS];       /* shared wins: a 2-way tie gives 0.5 each */
    long long score_sum[CS_MAX_PLAYERS];
    int faults[CS_MAX_PLAYERS];        /* games lost by crash, timeout or illegal answer */
    int nfault_msgs;
    char fault_msg[CS_ARENA_MAX_FAULTS_KEPT][240];
} cs_arena_result;

/* Validates an entrant spec; returns NULL if fine, else a message. */
const char *cs_arena_check_entrant(const char *spec);
/* Plays the games. Returns 0, or -1 with a message in err. */
int cs_arena_run(const cs_arena_config *cfg, cs_arena_result *res, char *err, size_t errsz);
/* The table: per entrant win rate with a 95% Wilson interval, mean score
 * and faults, then the first fault messages. */
void cs_arena_print(FILE *out, const cs_arena_config *cfg, const cs_arena_result *res);
/* (The 95% Wilson interval it prints is eg_arena_wilson, eg_arena.h.) */

#endif
