/* SPDX-License-Identifier: MIT */
/* eg_results.h - the results of a game that is over, from its record in
 * the mid end: each player's total and place, the players in order of
 * place, who won in words, and how the totals were made from the game's
 * own scoring steps (eg_game.reveal): points round by round, and the steps
 * of the last round scored. The window's results screen shows them. */
#ifndef EG_RESULTS_H
#define EG_RESULTS_H

#include "eg_game.h"
#include "midend.h"

enum { EG_RESULTS_MAX_ROUNDS = 10 };

typedef struct {
    int score[EG_MAX_PLAYERS], place[EG_MAX_PLAYERS]; /* place 0: a winner */
    int order[EG_MAX_PLAYERS]; /* the players, winners first, in order of place */
    /* Rounds scored (moves with EG_MOVE_ENDS_ROUND, up to MAX_ROUNDS: later
     * ones add to the last) and each player's points in each. */
    int nrounds;
    int points[EG_RESULTS_MAX_ROUNDS][EG_MAX_PLAYERS];
    eg_reveal_step steps[EG_MAX_REVEAL_STEPS]; /* the last round's */
    int nsteps;
    char headline[160]; /* "Ann wins!", "Ann and Bob share the win!", "Final score: 12" */
} eg_results;

/* The results of the game in me (over: its places are final). */
void eg_midend_results(const eg_midend *me, eg_results *out);

/* "1st" .. "8th" for places 0..7; "" otherwise. */
const char *eg_ordinal(int place);

#endif
