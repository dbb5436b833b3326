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

/* What a hint lights on the table, found once when the hint comes and lit
 * on each scene drawn after it: pieces and places (ids) and a button. */
enum { EG_HINT_IDS = 16 };
typedef struct {
    int32_t ids[EG_HINT_IDS];
    int n;
    char button[EG_MOVE_MAX]; /* the move of the scene's button to light; "" none */
    int turns; /* the turns (eg_game.turn, by +1: R) the piece needs before the pick, 0..3 */
} eg_hint_lights;

/* Where the hint `move` for `player` (their ui: see eg_picker_new) is made
 * on sc: the piece and place of the first pick that makes it; where none
 * does, those of each move the game's move_steps() make it of (Six Cities'
 * blocks chosen one click at a time); where none does either, the piece
 * and place of a pick that makes it once the piece is turned (eg_game.turn
 * by +1, the R key, out->turns times: City Blox's brick placed turned);
 * and the scene's button whose move it is (City Blox's End turn; its Lay
 * card button beside the card a click lays). *out is cleared first;
 * nothing found leaves nothing lit. */
void eg_hint_find(const eg_midend *me, int player, const void *ui, const eg_scene *sc,
                  const char *move, eg_hint_lights *out);
/* Lights on sc what h names: its pieces (eg_scene_light) and its button
 * (eg_button.lit). */
void eg_scene_light_hint(eg_scene *sc, const eg_hint_lights *h);

#endif
