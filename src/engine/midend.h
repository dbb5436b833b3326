/* SPDX-License-Identifier: MIT */
/* midend.h - the mid end: one game in play, for any back end.
 *
 * It owns the record (what was played), one state per move (so undo is a
 * step back, not a replay), the undo and redo policy of the game, the
 * autosave, and whose curtain comes next in a hot-seat game. Only the mid
 * end applies moves; the shell asks it, and the renderer reads the state it
 * gives. Computer players think in worker jobs (eg_job) on a copy of their
 * view.
 *
 * Pure C11 + POSIX threads: no SDL. */
#ifndef EG_MIDEND_H
#define EG_MIDEND_H

#include <stdbool.h>
#include <stdint.h>

#include "eg_record.h"
#include "game.h"

typedef struct eg_midend eg_midend;

/* A game from a record: a new game is a record with no moves (its game,
 * params, seed and players set). The moves are replayed; NULL with err when
 * they do not. The record is copied. */
eg_midend *eg_midend_new(const eg_record *rec, eg_error *err);
/* The same with the game given rather than looked up by rec->game. */
eg_midend *eg_midend_new_for(const eg_game *g, const eg_record *rec, eg_error *err);
void eg_midend_free(eg_midend *me);

const eg_game *eg_midend_game(const eg_midend *me);
const eg_record *eg_midend_record(const eg_midend *me);
/* The full state now (for the mid end's own use, saves and tests: what a
 * player sees is eg_midend_view). */
const void *eg_midend_state(const eg_midend *me);
/* The full state after k moves (0 <= k <= eg_midend_moves), e.g. the state
 * before a scoring move, for the game's reveal(). */
const void *eg_midend_state_at(const eg_midend *me, int k);
/* The state as `viewer` may know it (EG_NO_PLAYER: a spectator), into out
 * (state_size bytes). */
void eg_midend_view(const eg_midend *me, int viewer, void *out);
int eg_midend_moves(const eg_midend *me);
/* What move k (0-based) did: EG_MOVE_* flags (EG_MOVE_PRIVATE moves are not
 * to be shown to other players). */
unsigned eg_midend_move_flags(const eg_midend *me, int k);
unsigned eg_midend_to_act(const eg_midend *me);
bool eg_midend_is_over(const eg_midend *me);
/* True for players whose controller is "human". */
bool eg_midend_is_human(const eg_midend *me, int player);

/* Applies a move of `player`; on success it joins the record, the redo
 * list is dropped (unless the move is the one redo would make) and, with an
 * autosave path set, the record is saved before this returns. */
int eg_midend_move(eg_midend *me, int player, const char *move, unsigned *flags, eg_error *err);

/* ---- Undo and redo under the game's policy (game.h):
 *   EG_UNDO_FREE      one move back, any number of times; redo forward.
 *   EG_UNDO_OWN_LAST  back to before `player`'s last move, taking the
 *                     computer's replies since with it, while no other
 *                     human has moved since and none of those moves
 *                     revealed, drew or ended a round. No redo.
 * Under both, no undo takes back a move with EG_MOVE_BARRIER (the game's
 * word that nothing reaches back across it: Cityscape's goals).
 * How many moves an undo by `player` would leave, or -1 when none is
 * allowed now. */
int eg_midend_undo_point(const eg_midend *me, int player);
/* The undo; refused (nothing changes) with err saying why in words that
 * name the move it stops at and the players by the record's names ("nothing
 * to undo for Ann: move 4 (Computer 2: a secret choice) stays: no undo
 * reaches back across it"). */
int eg_midend_undo(eg_midend *me, int player, eg_error *err);
bool eg_midend_can_redo(const eg_midend *me);
int eg_midend_redo(eg_midend *me, eg_error *err);

/* ---- Hot-seat curtains: the human who acts next, if the game hides
 * anything and that human is not `last_viewer` (the player whose private
 * view the screen shows now); else EG_NO_PLAYER. With several humans to act
 * at once (simultaneous choices) the lowest-numbered one. */
int eg_midend_curtain_for(const eg_midend *me, int last_viewer);

/* ---- Saves: with a path set, every move and undo saves the record
 * crash-safely (eg_file_write_atomic). NULL turns it off. */
void eg_midend_set_autosave(eg_midend *me, const char *path);
/* The result of the last autosave (0, or the error's code and words). */
int eg_midend_autosave_status(const eg_midend *me, eg_error *err);

/* ---- Computer players on a worker thread. The job copies the view; the
 * shell polls it once a frame and joins it when done, or cancels it (undo,
 * quit) and then joins it. */
typedef struct eg_job eg_job;
eg_job *eg_job_start(const eg_game *g, const void *view, int player, const eg_ai_request *req);
bool eg_job_poll(const eg_job *job);     /* finished? never blocks */
void eg_job_cancel(eg_job *job);          /* ask it to stop soon */
/* Waits, frees the job, and gives its move (0) or the AI's error. */
int eg_job_join(eg_job *job, char move[EG_MOVE_MAX], eg_error *err);

#endif
