/* SPDX-License-Identifier: MIT */
/* eg_picks.h - what a player's picks on a scene make (eg_pick: a piece
 * clicked, or dropped on a place), through the game's interpret() on the
 * player's view now and a copy of their ui: a move the rules accept now,
 * one they refuse, a change of the ui alone, or nothing. The table lights
 * the places a held piece may go and finds the pick that makes a hint's
 * move here; scripts' play-any and expect-hint, the picks to play. */
#ifndef EG_PICKS_H
#define EG_PICKS_H

#include <stdbool.h>

#include "eg_scene.h"
#include "midend.h"

/* What a pick makes (want: bits 1u << these). */
typedef enum {
    EG_PICK_NOTHING, /* interpret() made no move and said why */
    EG_PICK_UI,      /* no move and nothing said: it changes the ui alone (a die turned) */
    EG_PICK_REFUSED, /* a move the rules refuse now */
    EG_PICK_LEGAL,   /* a move the rules accept now (eg_midend_try) */
} eg_pick_result;

typedef struct eg_picker eg_picker;

/* The picks of `player` in the game in me, interpreted on their view as it
 * is now and each on a fresh copy of `ui` (eg_game.ui_size bytes, NULL
 * where the game has none), which is never changed. NULL when out of
 * memory. */
eg_picker *eg_picker_new(const eg_midend *me, int player, const void *ui);
void eg_picker_free(eg_picker *p);

/* What the pick makes, and the move (move may be NULL) where it makes one. */
eg_pick_result eg_picker_try(eg_picker *p, eg_pick pick, char move[EG_MOVE_MAX]);

/* The picks of scene sc a pointer can make, each piece and place once: a
 * piece (the first item of its id, with EG_ITEM_PICK) clicked alone, then
 * dropped on each place (the first item of another id, with EG_ITEM_DROP)
 * in scene order; both with every bit of `lit` (0: any). Those that make
 * one of `want` (bits 1u << eg_pick_result), up to max into out; returns
 * how many. */
int eg_picker_list(eg_picker *p, const eg_scene *sc, unsigned lit, unsigned want, eg_pick *out,
                   int max);

/* The first pick of sc (in the order above) that makes exactly `move`;
 * false when none does (a button's move, or one that needs a turn first). */
bool eg_picker_find(eg_picker *p, const eg_scene *sc, const char *move, eg_pick *out);

#endif
