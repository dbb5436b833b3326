/* SPDX-License-Identifier: MIT */
/* eg_play.h - small services over any game's back end (eg_game.h): a
 * state as one player may know it, and a game moved on by random legal
 * moves (the pictures and benchmarks of a game part-played). */
#ifndef EG_PLAY_H
#define EG_PLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "eg_game.h"

/* state as viewer may know it, into view (state_size bytes): the game's
 * redact, or a copy for a game of perfect information. */
void eg_view_of(const eg_game *g, const void *state, int viewer, void *view);

/* Whether the rules take move from player in state (tried on a copy). */
bool eg_play_legal(const eg_game *g, const void *state, int player, const char *move);

/* Up to `moves` random legal moves from seed, each for the lowest player
 * to act, until the game is over or nobody has a move. Returns the moves
 * made, or -1 with err ("move 3 (b2) refused: ...") when the game refused
 * one of its own legal moves, or "out of memory". */
int eg_play_random(const eg_game *g, void *state, uint64_t seed, int moves, eg_error *err);

/* A state of g to show (the window's --screenshot and --bench-frames): the
 * position given in the game's notation (its position_state), or, with
 * position NULL, a new game for the most players the game seats moved on
 * by `moves` random legal moves from seed. Returns 0, or -1 with err
 * ("\"POSITION\": column 3: ...", "new game: ...", a refused move). */
int eg_play_state(const eg_game *g, const char *position, uint32_t seed, int moves, void *state,
                  eg_error *err);

#endif
