/* SPDX-License-Identifier: MIT */
/* table_show.h - the display options a game declares (eg_game.displays) at
 * the table: which are on, the keys and buttons that turn them, and the
 * panel of words a game may set beside the status lines (eg_scene.aside).
 * Kept for the window, from game to game, and never saved with one. */
#ifndef FE_TABLE_SHOW_H
#define FE_TABLE_SHOW_H

#include <stdbool.h>
#include <stdint.h>

#include "eg_game.h"
#include "intent.h"

struct fe_app;
struct eg_scene;

typedef struct {
    const eg_game *game; /* the game the bits are for (its defaults on a change) */
    uint32_t on;         /* bit i: displays[i] on */
} fe_shows;

/* The game's defaults, the first time its table opens in this window. */
void fe_shows_for(fe_shows *s, const eg_game *g);
/* The letter of a key the input layer reports as an intent ('N', 'V'), 0
 * for any other. */
char fe_shows_key_of(const fe_intent *in);
/* The display with this key turned; its index, or -1 when none has it. */
int fe_shows_key(fe_shows *s, char key);
/* Whether the on displays ask for the low view (EG_DISPLAY_LOW_VIEW). */
bool fe_shows_low_view(const fe_shows *s);
/* Turns off the low view (Home); true if it was on. */
bool fe_shows_end_low_view(fe_shows *s);
/* One button per display from (x, y) down, "Label: on"; returns the y
 * below them; *turned gets the index of one clicked (-1 none). */
float fe_shows_buttons(struct fe_app *a, fe_shows *s, float x, float y, float bw, float bh,
                       float gap, int *turned);
/* The scene's aside panel at the top left from `top` (heading bold), on an
 * opaque box that hides the table's labels under it; left out where it
 * would reach below `bottom` (a small window at a large text size); returns
 * its bottom (`top` when there is none). */
float fe_shows_aside(struct fe_app *a, const struct eg_scene *sc, float top, float right,
                     float bottom);

#endif
