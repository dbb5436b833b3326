/* SPDX-License-Identifier: MIT */
/* table_menu.h - the table's manners, the same for every game at the table:
 * the in-game menu on Esc (table_menu.c), the question before Start replaces
 * a saved game, Continue from the title, the setup's choices remembered
 * (table.c), and the results at the end of a game (results.c). */
#ifndef CS_TABLE_MENU_H
#define CS_TABLE_MENU_H

#include <stdbool.h>

#include "eg_game.h"

struct cs_app;

/* ---- table_menu.c. */
/* Esc at the table: the menu over it (flow screen CS_SCREEN_MENU, paused
 * CS_SCREEN_TABLE). The table's clock stops while it is open: no computer
 * moves, nothing slides, the reveal waits (cs_table_update runs only on
 * the table's own screen). */
void cs_table_menu_open(struct cs_app *a);
/* One pass of the menu's widgets: Resume, Rules, Settings, Save & exit. */
void cs_table_menu_screen(struct cs_app *a);
/* Start on the setup screen: a new game at once, or, with a game of this
 * game saved, the question whether to replace it first. */
void cs_table_menu_start(struct cs_app *a, bool saved);
/* The question over the setup, while it is asked: called at the top of the
 * setup's pass with over false (an input: it takes it, and returns true:
 * the setup does nothing more) and at its end with over true (drawn over
 * the setup). */
bool cs_table_menu_replace_question(struct cs_app *a, bool over);

/* ---- results.c. */
/* The results over the table once the game is over and its last scoring
 * shown: places, totals and how they were made; Look at the table,
 * Rematch, Back to title. True when it drew the results (the play screen
 * draws nothing more); false while the game goes on, during a lesson, or
 * while the player looks at the table (a Results button brings them back). */
bool cs_results_screen(struct cs_app *a);

/* ---- table.c, for the two above and the title. */
const eg_game *cs_table_game(struct cs_app *a);
bool cs_table_start_new(struct cs_app *a);   /* the setup's Start */
void cs_table_show_rules(struct cs_app *a);  /* the rules page over the table */
/* The rules page of g with no game in play (flow screen CS_SCREEN_RULES,
 * from the title's Rules and F1 there): Back returns to the screen before. */
void cs_table_rules(struct cs_app *a, const eg_game *g);
void cs_table_rules_screen(struct cs_app *a);
void cs_table_leave(struct cs_app *a);       /* the game put away (its save kept) */
/* A finished game put away: its save kept as GAME-last.rec, so that the
 * title's Continue does not bring back a game that is over. */
void cs_table_retire(struct cs_app *a);
/* The title's Continue: the table game played last (the settings'
 * last_game) has a save to continue. */
bool cs_table_can_continue(struct cs_app *a);
bool cs_table_continue(struct cs_app *a);
/* A fresh deal with the same game, options, players, names and levels. */
bool cs_table_rematch(struct cs_app *a);

#endif
