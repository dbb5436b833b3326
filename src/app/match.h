/* SPDX-License-Identifier: MIT */
/* match.h - one game being played: the record (the truth), the game it
 * replays to, who controls each player, and the undo rules.
 *
 * The "mid end" of the program, in Simon Tatham's sense: the screens call it
 * to apply moves, and nothing else does. No SDL, no I/O: the caller saves the
 * record (cs_record_save) after each change. */
#ifndef CS_MATCH_H
#define CS_MATCH_H

#include "cs_core.h"
#include "record.h"

typedef enum {
    CS_CTRL_HUMAN = 0,
    CS_CTRL_EASY,
    CS_CTRL_MEDIUM,
    CS_CTRL_HARD,
    CS_CTRL__COUNT
} cs_controller;

const char *cs_controller_word(cs_controller c);        /* "human", "easy", ... */
int cs_controller_from_word(const char *word);          /* or -1 */

typedef struct {
    cs_config cfg;
    cs_controller ctrl[CS_MAX_PLAYERS];
    char name[CS_MAX_PLAYERS][CS_NAME_MAX];
} cs_match_setup;

typedef struct {
    cs_record rec;            /* the truth: saved, replayed, undone */
    cs_game game;             /* derived: cs_record_replay(rec) */
    cs_controller ctrl[CS_MAX_PLAYERS];
} cs_match;

/* A setup for n players with default seats, rounds and names. */
cs_match_setup cs_match_setup_default(int nplayers);
cs_errcode cs_match_new(cs_match *m, const cs_match_setup *setup, cs_error *err);
/* Resume from a record (a save): every move is checked by replaying it. */
cs_errcode cs_match_from_record(cs_match *m, const cs_record *rec, cs_error *err);

int cs_match_humans(const cs_match *m);
bool cs_match_is_human(const cs_match *m, int player);
const char *cs_match_name(const cs_match *m, int player);

/* The next player who must set goals (in player order), or -1 when none. */
int cs_match_goal_setter(const cs_match *m);
cs_errcode cs_match_set_goals(cs_match *m, int player, cs_seat seat,
                              const uint8_t codes[CS_LINES], cs_error *err);
cs_errcode cs_match_place(cs_match *m, int player, cs_move mv, cs_error *err);
cs_errcode cs_match_next_round(cs_match *m, cs_error *err);

/* Undo. Against the computer (one human): whole turns, back to the start of
 * the round: the computer's replies and the human's last placement go.
 * Hot-seat (two or more humans): only the last placement, and only when a
 * human made it; the screens also close undo once the next player acts.
 * Never after the round is scored. */
bool cs_match_can_undo(const cs_match *m);
/* Returns the number of placements taken back (0 with an error). */
int cs_match_undo(cs_match *m, cs_error *err);

/* Who made placement k (0-based) of the current round. */
int cs_match_mover_of(const cs_match *m, int k);

#endif
