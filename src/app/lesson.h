/* SPDX-License-Identifier: MIT */
/* lesson.h - "Learn to play" at the table, for any game with a lesson
 * (eg_game.lesson, eg_lesson.h): a button on the game's setup screen, the
 * note panel with Next, Back and Leave, the step's pieces lit, moves the
 * step does not allow refused in words, the lesson's own moves made for
 * the other seats. The lesson's game is never saved: it starts without an
 * autosave, and the player's saved game is left alone.
 *
 * table.c calls these at its marked hooks ("lesson.c"); the lesson's state
 * lives with the table's game and ends with it. */
#ifndef FE_LESSON_H
#define FE_LESSON_H

#include <stdbool.h>

#include "eg_game.h"
#include "eg_scene.h"
#include "ui.h"

struct fe_app;
struct fe_lesson_run;

/* The setup screen's "Learn to play" button at r, for a game with a lesson. */
void fe_lesson_button(struct fe_app *a, const eg_game *g, fe_rect r);
/* The title's "Learn to play": the lesson of the house game (the first of
 * the engine's registry with one), at the table from its setup screen. */
void fe_lesson_learn(struct fe_app *a);
/* The house game: the first with a lesson at the table (the title's). */
const eg_game *fe_house_game(void);
void fe_lesson_run_free(struct fe_lesson_run *run);
/* A move at the table the lesson's step does not allow: true, with why in
 * err ("In this step, slide the crowns 3 on c2 into the hole on c3."). */
bool fe_lesson_refuses(struct fe_app *a, int player, const char *move, eg_error *err);
/* The step's pieces lit, on the scene the game drew. */
void fe_lesson_light(struct fe_app *a, eg_scene *sc);
/* The height the note takes at the bottom of the table between x = left
 * and right (the buttons): the scene is framed above it. 0 without a
 * lesson. */
float fe_lesson_inset(struct fe_app *a, float left, float right);
/* Where the note stands beside the board (a wide and short window): its
 * right edge, the scene framed right of it; 0 where it is a band below (or
 * without a lesson). fe_lesson_inset is then 0. */
float fe_lesson_beside(struct fe_app *a);
/* Whether the note, as last drawn (opened over the board, too), is at the
 * pixel (x, y): no words beside a piece under it. */
bool fe_lesson_covers(struct fe_app *a, float x, float y);
/* Whether the folded note is opened over the board, up to the window's
 * top: the table's status lines and practice aid are not drawn under it. */
bool fe_lesson_opened(struct fe_app *a);
/* The height the note as last drawn takes at the bottom (0: none drawn yet,
 * or beside the board). */
float fe_lesson_below(struct fe_app *a);
/* The note: a band between x = left and right (the buttons), above the
 * last move's line. */
void fe_lesson_panel(struct fe_app *a, float left, float right);
/* Goes on when a step is done, makes the lesson's moves; true while a
 * lesson is on (it moves the other seats: the table's computers wait). */
bool fe_lesson_update(struct fe_app *a, float dt);
/* Whether the lesson has a move of its own to make (a computer's step):
 * the loop keeps turning until it is made; otherwise it rests. */
bool fe_lesson_busy(const struct fe_lesson_run *run);

#endif
