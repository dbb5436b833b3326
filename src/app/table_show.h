/* SPDX-License-Identifier: MIT */
/* table_show.h - the display options a game declares (eg_game.displays) at
 * the table: which are on, the keys and buttons that turn them, and the
 * panel of words a game may set beside the status lines (eg_scene.aside).
 * Kept for the window, from game to game, and never saved with one. */
#ifndef CS_TABLE_SHOW_H
#define CS_TABLE_SHOW_H

#include <stdbool.h>
#include <stdint.h>

#include "eg_game.h"
#include "intent.h"

struct cs_app;
struct eg_scene;

typedef struct {
    const eg_game *game; /* the game the bits are for (its defaults on a change) */
    uint32_t on;         /* bit i: displays[i] on */
} cs_shows;

/* The game's defaults, the first time its table opens in this window. */
void cs_shows_for(cs_shows *s, const eg_game *g);
/* The letter of a key the input layer reports as an intent ('N', 'V'), 0
 * for any other. */
char cs_shows_key_of(const cs_intent *in);
/* The display with this key turned; its index, or -1 when none has it. */
int cs_shows_key(cs_shows *s, char key);
/* Whether the on displays ask for the low view (EG_DISPLAY_LOW_VIEW). */
bool cs_shows_low_view(const cs_shows *s);
/* Turns off the low view (Home); true if it was on. */
bool cs_shows_end_low_view(cs_shows *s);
/* One button per display from (x, y) down, "Label: on"; returns the y
 * below them; *turned gets the index of one clicked (-1 none). */
float cs_shows_buttons(struct cs_app *a, cs_shows *s, float x, float y, float bw, float bh,
                       float gap, int *turned);
/* The scene's aside panel at the top left from `top` (heading bold), on an
 * opaque box that hides the table's labels under it; left out where it
 * would reach below `bottom` (a small window at a large text size); returns
 * its bottom (`top` when there is none). */
float cs_shows_aside(struct cs_app *a, const struct eg_scene *sc, float top, float right,
                     float bottom);

#endif
