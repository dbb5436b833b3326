/* SPDX-License-Identifier: MIT */
/* match.h - one Cityscape game in the window: the engine's mid end
 * (eg_midend over the back end eg_cityscape) with who controls each player
 * and Cityscape's undo rules.
 *
 * The mid end holds the truth: the record (game-record 1: params, players,
 * the moves as strings) and one state per move. Every goal set and every
 * placement is a move string applied by eg_midend_move, as for any other
 * game of the collection; the screens read `game`, the mid end's state.
 * No SDL, no I/O: the caller saves cs_match_record() after each change. */
#ifndef CS_MATCH_H
#define CS_MATCH_H

#include "cs_core.h"
#include "eg_game.h"
#include "eg_record.h"

struct eg_midend;

enum { CS_NAME_MAX = EG_NAME_MAX }; /* a player name: up to 31 bytes of UTF-8 */

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
    uint64_t seed;            /* kept in the record: the computer players' draws */
} cs_match_setup;

typedef struct {
    struct eg_midend *me;     /* the truth (owned; NULL before the first match) */
    cs_game game;             /* what the screens read: the mid end's state,
                                 with a pressed "next round" shown ahead of
                                 that round's first goals */
    cs_controller ctrl[CS_MAX_PLAYERS];
    bool next_round;          /* "Next round" pressed, its goals not yet set */
} cs_match;

/* A setup for n players with default seats, rounds and names. */
cs_match_setup cs_match_setup_default(int nplayers);
/* Both replace what *m held (freed) only on success; *m starts zeroed. */
cs_errcode cs_match_new(cs_match *m, const cs_match_setup *setup, cs_error *err);
/* Resume from a record (a save, either format): every move is checked by
 * replaying it. */
cs_errcode cs_match_from_record(cs_match *m, const struct eg_record *rec, cs_error *err);
void cs_match_free(cs_match *m);

/* What `player` may see (a cs_city_state, eg_cityscape.redact): the view
 * a computer player's job thinks on. */
void cs_match_view(const cs_match *m, int player, void *view);

/* The record: what a save writes. */
const struct eg_record *cs_match_record(const cs_match *m);
uint64_t cs_match_seed(const cs_match *m);

int cs_match_humans(const cs_match *m);
bool cs_match_is_human(const cs_match *m, int player);
const char *cs_match_name(const cs_match *m, int player);

/* The next player who must set goals (in player order), or -1 when none. */
int cs_match_goal_setter(const cs_match *m);
cs_errcode cs_match_set_goals(cs_match *m, int player, cs_seat seat,
                              const uint8_t codes[CS_LINES], cs_error *err);
cs_errcode cs_match_place(cs_match *m, int player, cs_move mv, cs_error *err);
/* After a scored round: the screens show the next round's goal phase. The
 * record gains nothing until its first goals (as in every record). */
cs_errcode cs_match_next_round(cs_match *m, cs_error *err);

/* Undo (the mid end's EG_UNDO_OWN_LAST, within the round's placements).
 * Against the computer (one human): whole turns, back to the human's last
 * placement of the round: the computer's replies go with it. Hot-seat (two
 * or more humans): only the last placement, and only when a human made it;
 * the screens also close undo once the next player acts. Never the goals
 * (the game marks them EG_MOVE_BARRIER and the mid end refuses), never
 * after the round is scored. */
bool cs_match_can_undo(const cs_match *m);
/* Returns the number of placements taken back (0 with an error). */
int cs_match_undo(cs_match *m, cs_error *err);

/* The steps of the scoring the last move did (the table's reveal: one per
 * line of each held seat, in seat order, with its points and the lots that
 * count lit); returns the count, 0 when the last move scored nothing. */
int cs_match_reveal(const cs_match *m, eg_reveal_step out[EG_MAX_REVEAL_STEPS]);

/* Who made placement k (0-based) of the current round. */
int cs_match_mover_of(const cs_match *m, int k);
/* The lot of the round's last placement, or -1. */
int cs_match_last_lot(const cs_match *m);

#endif
