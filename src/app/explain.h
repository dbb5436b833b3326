/* SPDX-License-Identifier: MIT */
/* explain.h - the words that tell a player what the city says: why a line
 * scored, what stands on a lot, what a placement was. Pure functions of the
 * rules core (no SDL), so tests check them against the core's own scores. */
#ifndef CS_EXPLAIN_H
#define CS_EXPLAIN_H

#include <stddef.h>

#include "cs_core.h"

/* Why line `line` (0..3) of `seat` scores what it does for goal `code`
 * (1..6): goal gets "line 2: goal 3", why gets "sees 2 → 0" (for =:
 * "3 in pairs → 30" or "no pair seen → 0"; for the star: "holds the
 * tallest → 25" or "tallest not here → 0"). Returns the points, which are
 * the core's cs_score_line. */
int cs_explain_line(const cs_board *b, cs_seat seat, int line, int code, char *goal,
                    size_t goalsz, char *why, size_t whysz);

/* What stands on a lot: "b2: 3 high, blocks 1+2" or "b2: empty". */
void cs_explain_lot(const cs_board *b, int lot, char *out, size_t outsz);

/* One placement as a move list shows it: "3 on b2 by Ann". */
void cs_explain_move(cs_move m, const char *who, char *out, size_t outsz);

#endif
