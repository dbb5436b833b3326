/* SPDX-License-Identifier: MIT */
/* tutorial.h - "Learn to play": a short guided round of Cityscape.
 *
 * The lesson is a real match (flow.h, match.h): you (south and west, the
 * two-player game) against a computer whose goals and placements the lesson
 * fixes. You turn one die and confirm goals that hold one goal of each kind
 * (3, = and the star), 20 blocks are then built at once, and the lesson asks
 * for three placements, each making one goal come true, while the computer
 * spoils your line 4. The reveal scores it, and a last note says why each
 * line scored.
 *
 * This file is the lesson's data and its steps: pure, no SDL, no drawing.
 * game.c plays it (the computer's moves, the lights on the board, no
 * saving), tutorial_panel.c draws its notes. */
#ifndef CS_TUTORIAL_H
#define CS_TUTORIAL_H

#include <stdbool.h>
#include <stddef.h>

#include "cs_core.h"
#include "match.h"

typedef enum {
    CS_TUT_GOALS,  /* turn the asked die, then Confirm */
    CS_TUT_NEXT,   /* a note to read: Next goes on */
    CS_TUT_PLACE,  /* the player's placement the lesson asks for */
    CS_TUT_WAIT,   /* the computer's placement: goes on once it has landed */
    CS_TUT_REVEAL, /* the reveal: goes on at the round's summary */
    CS_TUT_END,    /* the last note: play a game, or back to the title */
} cs_tutorial_kind;

typedef struct {
    cs_tutorial_kind kind;
    const char *title;
    const char *text;
    int placement;    /* PLACE / WAIT: the placement's number in the round (0-based) */
    cs_move move;     /* PLACE: the player's; WAIT: the computer's */
    uint16_t lit;     /* lots lit on the board (bit per lot) besides the target */
} cs_tutorial_step;

/* Where the lesson is seen: the game screen under any menu. */
typedef enum {
    CS_TUT_AT_GOALS,
    CS_TUT_AT_BUILD,
    CS_TUT_AT_REVEAL,
    CS_TUT_AT_SUMMARY,
    CS_TUT_AT_OTHER,
} cs_tutorial_at;

typedef struct {
    bool active;
    int step;
    char refusal[160]; /* why the last try was refused; "" none */
} cs_tutorial;

/* The lesson's seats and dice: you hold S (line 1 left) and W. */
#define CS_TUTORIAL_SEAT CS_S
enum {
    CS_TUTORIAL_PREBUILT = 20, /* blocks built before the lesson's own five */
    CS_TUTORIAL_DIE = 3,       /* the die of S the player turns (line 4) */
};

void cs_tutorial_start(cs_tutorial *t);
int cs_tutorial_count(void);
const cs_tutorial_step *cs_tutorial_step_at(int i);
const cs_tutorial_step *cs_tutorial_current(const cs_tutorial *t);

/* The lesson's match: "You" (human, S+W) and "Computer" (N+E), one round,
 * you build first. */
cs_match_setup cs_tutorial_setup(void);
/* Every seat's dice in the lesson (S: 3 = star 2). */
void cs_tutorial_goals(cs_seat seat, uint8_t codes[CS_LINES]);
/* The dice the goal screen opens with: the lesson's, S's line 4 unset. */
void cs_tutorial_draft(uint8_t draft[CS_SEATS][CS_LINES]);
/* Are the dice set as the lesson needs? If not, why says which die to turn. */
bool cs_tutorial_goals_ok(uint8_t draft[CS_SEATS][CS_LINES], char *why, size_t whysz);
/* The placements made before the lesson's own; returns their count. */
int cs_tutorial_prebuilt(const cs_move **moves);
/* The computer's placement number `placed` in the lesson, if it has one. */
bool cs_tutorial_computer_move(int placed, cs_move *m);
/* May the player place m now (with `placed` blocks down)? If not, why
 * says what the lesson asks instead. */
bool cs_tutorial_allows(const cs_tutorial *t, int placed, cs_move m, char *why, size_t whysz);
/* The lot and height the current step asks for, if it asks for a placement. */
bool cs_tutorial_asked(const cs_tutorial *t, cs_move *m);

/* Goes on past the steps that are done, from where the game stands. */
void cs_tutorial_update(cs_tutorial *t, cs_tutorial_at at, int placed);
/* Next on a note. */
void cs_tutorial_next(cs_tutorial *t);
/* A refusal shown on the current note until the step is done. */
void cs_tutorial_refuse(cs_tutorial *t, const char *why);

#endif
