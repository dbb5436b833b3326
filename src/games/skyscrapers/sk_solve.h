/* SPDX-License-Identifier: MIT */
/* sk_solve.h - a search for the best reachable score (the `solve` command and
 * the "hint" computer player). Method and measured quality:
 * docs/games/skyscrapers.md. */
#ifndef SK_SOLVE_H
#define SK_SOLVE_H

#include <stdatomic.h>
#include <stdint.h>

#include "sk_core.h"

enum { SK_SOLVE_MAX_PATH = 600 };   /* the deepest line the search follows */

typedef struct {
    uint32_t budget_ms;          /* wall clock; 0 = no clock limit */
    uint64_t max_nodes;          /* positions expanded; 0 = no limit */
    const atomic_int *cancel;    /* non-NULL: stop soon once *cancel != 0 */
    uint64_t seed;               /* tie-breaking among equal positions */
} sk_solve_limits;

typedef struct {
    int start_score;             /* the position's own score */
    int best_score;              /* the best score found (>= start_score) */
    int nmoves;                  /* moves from the start to reach it */
    sk_move moves[SK_SOLVE_MAX_PATH];
    uint64_t nodes;              /* positions expanded */
    int width;                   /* the widest beam completed */
    bool stopped;                /* the clock, the node budget or cancel stopped it */
} sk_solution;

/* Searches from `start` until the limits (at least one of budget_ms or
 * max_nodes should be set, or the search runs until every beam up to
 * SK_SOLVE_MAX_WIDTH is done). Returns 0, or -1 if memory ran out (then
 * `out` still holds the best found so far). */
enum { SK_SOLVE_MAX_WIDTH = 1 << 14 };
int sk_solve(const sk_board *start, const sk_solve_limits *lim, sk_solution *out);

#endif
