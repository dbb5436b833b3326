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

/* A scoring step as the reveal's panel and the results print it: "Ann:
 * the longest row (+5)"; "Ann: line 4: goal 2, sees 3" where it scores
 * nothing (no "(+0)"); its text alone where it is no one's. */
void eg_step_line(const eg_record *rec, const eg_reveal_step *st, char *out, size_t outsz);

/* The best score of a solitaire deal kept in the file at path (one line a
 * game: its params, seed and score, "variant=standard 7340033 84"): the
 * best for rec's params and seed, -1 for none (no such line, no file, path
 * ""). */
int eg_best_score(const char *path, const eg_record *rec);
/* A line for this score added to that file where it beats the best there
 * (path "": nothing kept; a file that cannot be written keeps nothing; a
 * game a computer played, a seat not "human", keeps nothing). */
void eg_best_note(const char *path, const eg_record *rec, int score);

/* "1st" .. "8th" for places 0..7; "" otherwise. */
const char *eg_ordinal(int place);

#endif
