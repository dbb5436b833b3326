/* SPDX-License-Identifier: MIT */
/* table_menu.h - the table's manners, the same for every game at the table:
 * the in-game menu on Esc (table_menu.c), the question before Start replaces
 * a saved game, Continue from the title, the setup's choices remembered
 * (table.c), and the results at the end of a game (results.c). */
#ifndef FE_TABLE_MENU_H
#define FE_TABLE_MENU_H

#include <stdbool.h>

#include "eg_game.h"

struct fe_app;

/* The question being asked over a screen (fe_app.ask), 0 none;
 * FE_ASK_RESTART: the table's Restart's; FE_ASK_BUTTON + i: the table's
 * button i's (eg_button.ask). */
enum { FE_ASK_NONE = 0, FE_ASK_LEAVE, FE_ASK_REPLACE, FE_ASK_RESTART, FE_ASK_BUTTON };

/* ---- table_menu.c. */
/* Esc at the table: the menu over it (flow screen FE_SCREEN_MENU, paused
 * FE_SCREEN_TABLE). The table's clock stops while it is open: no computer
 * moves, nothing slides, the reveal waits (fe_table_update runs only on
 * the table's own screen). */
void fe_table_menu_open(struct fe_app *a);
/* One pass of the menu's widgets: Resume, Rules, Key, Settings, Save & exit. */
void fe_table_menu_screen(struct fe_app *a);
/* Start on the setup screen: a new game at once, or, with a game of this
 * game saved, the question whether to replace it first. */
void fe_table_menu_start(struct fe_app *a, bool saved);
/* The question over the setup (whether to replace the save) or over the
 * table (a game's button's, eg_button.ask: "End this game?", Yes or No;
 * the table's Restart's: "Restart this game?", Yes or No),
 * while it is asked: called before the screen's pass with over false (an
 * input: it takes it, and returns true: the screen does nothing more) and
 * after it with over true (drawn over the screen). */
bool fe_table_menu_question(struct fe_app *a, bool over);

/* ---- results.c. */
/* The results over the table once the game is over and its last scoring
 * shown: places, totals and how they were made; Look at the table,
 * Rematch, Back to title. True when it drew the results (the play screen
 * draws nothing more); false while the game goes on, during a lesson, or
 * while the player looks at the table (a Results button brings them back). */
bool fe_results_screen(struct fe_app *a);

/* ---- table.c, for the two above and the title. */
const eg_game *fe_table_game(struct fe_app *a);
bool fe_table_start_new(struct fe_app *a);   /* the setup's Start */
/* Restart, once asked: the viewer's moves all taken back (Redo replays them). */
void fe_table_restart(struct fe_app *a);
void fe_table_show_rules(struct fe_app *a);  /* the rules page over the table */
/* The rules page of g with no game in play (flow screen FE_SCREEN_RULES,
 * from the title's Rules and F1 there): Back returns to the screen before. */
void fe_table_rules(struct fe_app *a, const eg_game *g);
void fe_table_rules_screen(struct fe_app *a);
void fe_table_leave(struct fe_app *a);       /* the game put away (its save kept) */
/* A finished game put away: its save kept as GAME-last.rec, so that the
 * title's Continue does not bring back a game that is over. */
void fe_table_retire(struct fe_app *a);
/* The title's Continue: the table game played last (the settings'
 * last_game) has a save to continue. */
bool fe_table_can_continue(struct fe_app *a);
bool fe_table_continue(struct fe_app *a);
/* A fresh deal with the same game, options, players, names and levels. */
bool fe_table_rematch(struct fe_app *a);

#endif
