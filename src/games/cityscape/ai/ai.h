/* SPDX-License-Identifier: MIT */
/* ai.h - computer players for Cityscape: goal choice, move choice, and an
 * asynchronous job so a window can keep drawing while the computer thinks.
 *
 * Pure C11 + pthreads, no SDL. Every call is deterministic for a given seed,
 * except that a wall-clock budget (movetime_ms) makes Hard depend on the
 * machine's speed: for reproducible Hard play give an iteration budget and
 * movetime_ms = 0.
 *
 * Levels
 *   EASY    plausible goals; greedy towards its own goals with human-like
 *           slips (about one move in four is a random plausible move).
 *   MEDIUM  goals with the best expected score for its seat(s); one-move
 *           look-ahead on its own score and the expected scores of the
 *           opponents (from a belief over their goals).
 *   HARD    goals searched by simulated rounds; moves by information-set
 *           MCTS over determinizations sampled from a belief over the other
 *           players' goals, updated from their moves.
 */
#ifndef CS_AI_H
#define CS_AI_H

#include "cs_core.h"

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum { CS_AI_EASY = 0, CS_AI_MEDIUM = 1, CS_AI_HARD = 2, CS_AI__LEVELS } cs_ai_level;

const char *cs_ai_level_name(cs_ai_level level);      /* "easy", "medium", "hard" */
int cs_ai_level_parse(const char *name);               /* level, or -1 */

/* What a player knows about the current round besides the board: who sits
 * where, who built first, which player it is and its own goals. */
typedef struct {
    uint8_t nplayers;                  /* 2..4 */
    uint8_t seat_owner[CS_SEATS];      /* player index, or CS_NO_PLAYER */
    uint8_t first_player;              /* first builder of this round */
    uint8_t me;                        /* the computer's player index */
    uint8_t goals[CS_SEATS][CS_LINES]; /* codes of the seats `me` holds; others ignored */
} cs_ai_round;

/* The round as player `player` of `g` sees it (its own goals, if set). */
void cs_ai_round_from_game(const cs_game *g, int player, cs_ai_round *out);
/* The player who makes placement k (0..24): clockwise from the first builder. */
int cs_ai_mover_at(const cs_ai_round *r, int k);

enum {
    CS_AI_DEFAULT_MOVETIME_MS = 1000,   /* Hard's default budget per move */
    CS_AI_DEFAULT_POOL_NODES = 1 << 21, /* 16 bytes each: 32 MiB of search tree */
    CS_AI_MAX_POOL_NODES = 3 << 20,     /* 48 MiB: search memory stays under 64 MB */
};

typedef struct {
    cs_ai_level level;
    uint64_t seed;
    uint32_t movetime_ms;  /* Hard: wall-clock budget per move; 0 = none */
    uint32_t iterations;   /* Hard: iteration budget per move; 0 = none */
    uint32_t pool_nodes;   /* Hard: search-tree node pool; 0 = default */
} cs_ai_params;

/* Defaults for a level: Hard thinks ~1 s per move on one core. */
cs_ai_params cs_ai_params_default(cs_ai_level level, uint64_t seed);

/* Statistics of the last choice, for people and benchmarks (may be NULL). */
typedef struct {
    uint32_t iterations;   /* Hard: search iterations run */
    uint32_t nodes;        /* Hard: tree nodes used */
    double elapsed_ms;
    double value;          /* Hard: mean reward of the chosen move (0..1) */
} cs_ai_stats;

/* Goals for every seat that r->me holds: out[seat] is filled for those
 * seats (r->goals is ignored). The board is the round's empty board. */
void cs_ai_choose_goals(const cs_ai_params *p, const cs_ai_round *r,
                        uint8_t out[CS_SEATS][CS_LINES]);

/* A legal placement for r->me on `b` (whose placement history is the move
 * list of the round). `cancel` may be NULL; when it becomes non-zero the
 * search stops and returns its best move so far. If the board is full the
 * result is {0, CS_NO_LOT}. */
cs_move cs_ai_choose_move(const cs_ai_params *p, const cs_ai_round *r, const cs_board *b,
                          const atomic_int *cancel, cs_ai_stats *stats);

/* Worker threads: the engine's jobs (src/engine/midend.h, eg_job) run
 * these through Cityscape's table (src/games/cityscape), with `cancel`. */

/* ---- Benchmarks. */
/* Random playouts (a full round of random placements from the empty board,
 * then scoring all four seats) run in about `seconds`; returns the count. */
uint64_t cs_ai_bench_playouts(double seconds, double *elapsed_s);

#ifdef __cplusplus
}
#endif
#endif
