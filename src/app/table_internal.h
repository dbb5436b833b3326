/* SPDX-License-Identifier: MIT */
/* table_internal.h - what the table's own files share: table.c and the
 * parts of the table kept beside it (lesson.c, table_menu.c, results.c,
 * table_words.c, online.c). They call each other, so
 * they are one unit for tests/lint/cycles.sh (a file that includes an
 * X_internal.h belongs to unit X); nothing outside the table includes this. */
#ifndef FE_TABLE_INTERNAL_H
#define FE_TABLE_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "table.h"

/* For lesson.c: a move at the table as any other (sounds, slide, reveal),
 * the lesson's state kept with the game, and a lesson's game started from
 * a record, never saved. */
struct eg_record;
struct fe_lesson_run;
int fe_table_move(struct fe_app *a, int player, const char *move, eg_error *err);
struct fe_lesson_run **fe_table_lesson(struct fe_app *a);
/* Whether the pointer's button is down on the table (a piece pressed or
 * carried): lesson.c's folded note does not open under it. */
bool fe_table_pressed(struct fe_app *a);
/* A board seen from the player's edge is drawn wider than it is tall: the
 * room a box leaves it is weighed at this width for each unit of height
 * (the table's button column, lesson.c's note). */
#define FE_BOARD_ASPECT 1.4f
bool fe_table_start_lesson(struct fe_app *a, const struct eg_record *rec,
                           struct fe_lesson_run *lesson);

/* The status lines (the scene's hud) at the top left, left of `right`:
 * drawn (play screen) or only measured (lesson.c's note goes under them);
 * where they end, 0 where there are none. */
float fe_table_status_lines(struct fe_app *a, float right, bool draw);

#endif
