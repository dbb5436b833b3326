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
/* Names player p in the record (a seat taken on a server: its player's
 * name); cut to EG_NAME_MAX - 1 bytes. Nothing for a player out of range. */
void eg_midend_set_name(eg_midend *me, int p, const char *name);
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
/* The lowest-numbered human to act now, or EG_NO_PLAYER. */
int eg_midend_human_to_act(const eg_midend *me);

/* Applies a move of `player`; on success it joins the record, the redo
 * list is dropped (unless the move is the one redo would make) and, with an
 * autosave path set, the record is saved before this returns. */
int eg_midend_move(eg_midend *me, int player, const char *move, unsigned *flags, eg_error *err);

/* Whether the rules accept `move` of `player` now: executed on a copy of
 * the state (remote mode, where the mid end holds no full state: on the
 * player's own view); nothing changes. False when out of memory. */
bool eg_midend_try(const eg_midend *me, int player, const char *move);

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

/* ---- Remote mode: following a table that cityscape-server holds (CSP/1,
 * docs/network-protocol.md, "A client's side").
 *
 * The server alone applies moves. A remote mid end holds no full state: its
 * states are the views the server sent (the game's view_parse of each VIEW
 * line), one per seat this client holds, and it changes only when the
 * server's lines are fed to it (eg_midend_feed). Every eg_midend_* above
 * answers in remote mode as follows:
 *   game, record     the TABLE's game and params (seed 0: the server keeps
 *                    it); players named by PLAYER lines, controller "human"
 *                    for a person's seat, "computer" for the server's; the
 *                    moves are the MOVE lines, "?" for another seat's secret
 *                    move.
 *   state            the view of the lowest seat this client holds (a
 *                    spectator's view when it holds none); state_at(k) the
 *                    same after k moves: the view sent after move k, or, for
 *                    a k no view was sent for (moves before this client came,
 *                    several moves sent at once), the nearest earlier one
 *                    known (the earliest known below that). Never NULL for
 *                    0 <= k <= moves.
 *   view(viewer)     a held seat's own view; any other viewer: the state
 *                    above redacted for that viewer (it only hides more).
 *   moves            the MOVE lines so far (UNDONE takes some back).
 *   move_flags(k)    what the game says move k did, found by executing the
 *                    move on a copy of the view before it (the result is
 *                    thrown away); a '?' move is EG_MOVE_PRIVATE (what
 *                    else it did is not known here); ENDS_ROUND also on the
 *                    last move before a view whose round (over: nrounds) is
 *                    more than the round ends flagged so far, ENDS_GAME on
 *                    the last before the first view of the game over, so
 *                    that each round ends once.
 *   to_act           the server's last TURN line; 0 from a MOVE or UNDONE
 *                    line to the TURN that follows it (the views between
 *                    are not yet all in).
 *   is_over          an OVER line came (or the view says so).
 *   is_human(p)      p is a seat this client holds (the people here).
 *   curtain_for      as above, among the seats this client holds: a hot-seat
 *                    curtain only between people sharing this client.
 *   undo_point       the game's policy on what this client knows; the server
 *                    has the last word (an ERR undo comes back if it refuses).
 *   can_redo/redo    no redo (false / refused).
 *   set_autosave     ignored: the server keeps the game (autosave_status 0).
 *   move / undo      apply nothing: after the checks (a held seat, to act
 *                    now, no move of that seat already waiting) they hand
 *                    "MOVE <seat> <move>" / "UNDO <seat>" (1-based seat, no
 *                    '
') to the send callback and return 0 with *flags =
 *                    EG_MIDEND_SENT; the state changes when the server's
 *                    MOVE / UNDONE line is fed. */

enum {
    /* In *flags of eg_midend_move: the move was sent to the server, not made
     * (remote mode). Not one of the game's EG_MOVE_* bits. */
    EG_MIDEND_SENT = 1u << 15,
};

/* Hands one line to the server (the caller's connection: cn_conn_send).
 * 0, or a code with err saying why. */
typedef int (*eg_midend_send_fn)(void *ctx, const char *line, eg_error *err);

/* A remote mid end waiting for its table: it has no game until a TABLE line
 * is fed (eg_midend_game is NULL till then) and is ready to be drawn once
 * that table's first TURN line has been fed (eg_midend_remote_ready). NULL
 * only when out of memory. */
eg_midend *eg_midend_new_remote(eg_midend_send_fn send, void *ctx, eg_error *err);
/* Before its TABLE such a mid end has no moves, nobody to act, no curtain,
 * eg_midend_state NULL, and eg_midend_view writes nothing. */
bool eg_midend_is_remote(const eg_midend *me);
/* A new connection to send on (after a dropped one: a new cn_conn, then
 * "REJOIN <token>"; NULL: none, while it is down); the lines of its TABLE
 * rebuild the mid end, which is not ready till that table's first TURN. */
void eg_midend_remote_set_send(eg_midend *me, eg_midend_send_fn send, void *ctx);
/* A TABLE, its VIEWs and a TURN have been fed since the last TABLE: the
 * table may be drawn and played. */
bool eg_midend_remote_ready(const eg_midend *me);

/* What a fed line changed, bits of *changed: */
enum {
    EG_FED_TABLE = 1u << 0,   /* a TABLE line: a new table, or the same one
                                 again (JOIN, REJOIN): the mid end is rebuilt
                                 from the lines that follow (a different
                                 table's code: everything is forgotten; the
                                 same code: the seats held and their tokens
                                 are kept, and the moves already known are
                                 checked against those sent again) */
    EG_FED_SEAT = 1u << 1,    /* this client holds one more seat (its token) */
    EG_FED_MOVE = 1u << 2,    /* a new move joined the record */
    EG_FED_UNDONE = 1u << 3,  /* moves were taken back */
    EG_FED_VIEW = 1u << 4,    /* a seat's view (the state now) changed */
    EG_FED_TURN = 1u << 5,    /* a TURN line: who acts now (the table redraws) */
    EG_FED_PLAYER = 1u << 6,  /* a seat's name or state changed */
    EG_FED_OVER = 1u << 7,    /* the game is over (scores and places known) */
    EG_FED_REFUSED = 1u << 8, /* an ERR line: eg_midend_remote_refusal */
    EG_FED_REMATCH = 1u << 9, /* a REMATCH line: eg_midend_rematch */
};

/* Feeds one line the server sent (without '
'), in order: it is parsed
 * (eg_csp_parse) and applied. 0 and *changed (may be NULL); or a code with
 * err naming the line (err->line: its number among the lines fed to this
 * mid end, 1-based) and what is wrong ("line 12: MOVE 7 after move 5",
 * "line 9: VIEW 2: column 14: ..."), and nothing changed: a malformed or
 * out-of-order line never crashes and never half-applies. Greeting, OK and
 * PONG lines change nothing. */
int eg_midend_feed(eg_midend *me, const char *line, unsigned *changed, eg_error *err);
/* The same for a line already parsed. */
struct eg_csp_line;
int eg_midend_feed_parsed(eg_midend *me, const struct eg_csp_line *line, unsigned *changed,
                          eg_error *err);

/* The table's code (6 letters; "" before a TABLE). */
const char *eg_midend_table_code(const eg_midend *me);
/* The seats this client holds, bit (1 << seat). */
unsigned eg_midend_held(const eg_midend *me);
/* Seat p's token (32 hex digits) if this client was given it (a SEAT line,
 * kept while it follows that table), else "": the window keeps it to come
 * back with "REJOIN <token>". */
const char *eg_midend_token(const eg_midend *me, int p);
/* Seat p as the last PLAYER line said (EG_SEAT_OPEN before any). The
 * values are eg_csp.h's eg_seat_state. */
int eg_midend_seat_state(const eg_midend *me, int p);
/* Bit (1 << seat) for each held seat whose move or undo has been sent and
 * not yet answered (by its MOVE or UNDONE line, or an ERR): play none of
 * them meanwhile. */
unsigned eg_midend_waiting(const eg_midend *me);
/* The last ERR the server sent since the last eg_midend_move/undo: 0, or
 * EG_ERR_CSP_REMOTE with err->msg the server's message ("d2+c2: no work crew
 * beside d2") and `code` (may be NULL, EG_CSP_WORD_MAX bytes) its code word
 * ("illegal", "turn", "undo"). */
int eg_midend_remote_refusal(const eg_midend *me, eg_error *err, char *code);
/* Where that ERR was the server's rules refusing the move this client
 * sent (`illegal`): the seat that moved, and the move in `move` (movesz
 * bytes, EG_MOVE_MAX enough); else -1 and "". */
int eg_midend_remote_refused(const eg_midend *me, char *move, size_t movesz);
/* A rematch offered at this table's end by another seat (a REMATCH line):
 * the new table's code and *seat (may be NULL) the seat that offered it;
 * "" while none is. */
const char *eg_midend_rematch(const eg_midend *me, int *seat);
/* Offers a rematch of the finished table, or accepts the one offered:
 * "REMATCH" to the server. Its TABLE line for the new table, fed, then
 * makes this mid end follow that table (a different code: everything is
 * forgotten) with the same seats; till then every held seat is waiting
 * (eg_midend_waiting). 0, or EG_ERR_CSP_REMOTE with err (the game not over,
 * no connection). */
int eg_midend_remote_rematch(eg_midend *me, eg_error *err);
/* Once over: the scores and places (0 = first) the OVER line gave; the
 * count of seats, 0 before OVER. */
int eg_midend_remote_result(const eg_midend *me, int scores[EG_MAX_PLAYERS],
                            int places[EG_MAX_PLAYERS]);

/* ---- Computer players on a worker thread. The job copies the view; the
 * shell polls it once a frame and joins it when done, or cancels it (undo,
 * quit) and then joins it. */
typedef struct eg_job eg_job;
eg_job *eg_job_start(const eg_game *g, const void *view, int player, const eg_ai_request *req);
/* The same on `player`'s view of the game in me now (a computer's turn,
 * a hint); NULL when out of memory. */
eg_job *eg_midend_think(const eg_midend *me, int player, const eg_ai_request *req);
bool eg_job_poll(const eg_job *job);     /* finished? never blocks */
void eg_job_cancel(eg_job *job);          /* ask it to stop soon */
/* Waits, frees the job, and gives its move (0) or the AI's error. */
int eg_job_join(eg_job *job, char move[EG_MOVE_MAX], eg_error *err);

#endif
