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
#include "ui.h"

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
/* The table's own column of buttons, from (x, y) down, a page of `per` of
 * them at a time from the `first` (the table's More turns the page where
 * they do not all fit the window's height at the text size chosen). */
typedef struct {
    float x, y, w, h, gap;
    int i, first, per; /* i: the next button's place in the column */
} fe_column;
/* The next button's rectangle; false (and nothing taken) when it is not on
 * the page shown. */
bool fe_column_slot(fe_column *c, fe_rect *r);
/* One button per display in the column, "Label: on"; *turned gets the
 * index of one clicked (-1 none). */
void fe_shows_buttons(struct fe_app *a, fe_shows *s, fe_column *c, int *turned);
/* The scene's aside panel (heading bold) at the first place from the top
 * left, below `top`, where it covers none of the viewer's own pieces, on an
 * opaque box that hides the table's labels under it; left out where there
 * is no such place above `bottom` (a small window at a large text size).
 * Folded (as the status lines fold), only its heading, marked with a ▾,
 * clear of the board's places too (the scene is not framed clear of it):
 * the table opens it while the pointer is on it. Returns its box (no size when
 * there is none), or, not drawn, the box it takes at the top left under
 * `top`. */
fe_rect fe_shows_aside(struct fe_app *a, const struct eg_scene *sc, bool folded, float top,
                       float right, float bottom, bool draw);
/* The aid opened by the pointer on its folded heading: drawn whole at (x, y),
 * where the heading stood, over whatever lies there (the player asked to
 * see it, as the status lines opened by the pointer stand over the board),
 * no wider than `right` allows. Returns its box. */
fe_rect fe_shows_aside_at(struct fe_app *a, const struct eg_scene *sc, float x, float y, float right);

#endif
