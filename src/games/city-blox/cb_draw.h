/* SPDX-License-Identifier: MIT */
/* cb_draw.h - City Blox at the table (cb_draw.c): the scene's item ids and
 * the pointer actions that make a move, for the table and its tests. */
#ifndef CB_DRAW_H
#define CB_DRAW_H

#include "cb_core.h"

struct eg_scene;
struct eg_pick;

/* Item ids (see cb_draw.c's header comment). */
enum {
    CB_ID_STUD = 1000,   /* + plot id * 64 + cell: a stud of the viewer's plate */
    CB_ID_BRICK = 2000,  /* + index in placed[]: a brick on a plot */
    CB_ID_HAND = 2100,   /* the brick in hand, turned as the player's cb_ui says */
    CB_ID_PILE = 3200,   /* + kind: a brick of the build pile */
    CB_ID_SUPPLY = 3300, /* + kind: that size in the supply box */
    CB_ID_PLATE = 3400,  /* + plot id: a plate (a player, for gifts and thefts) */
    CB_ID_CARD = 3500,   /* + plot id: a plot's landscape card */
    CB_ID_DECK = 3600,   /* the event deck */
    CB_ID_EVENT = 3601,  /* its top card, and the card drawn last (face up) */
};

/* A player's ui state (eg_game.ui_size): how they turned the brick they
 * hold (R, the wheel; cb_turn), which is no move. All zero bytes: nothing
 * turned. The table keeps one per player and makes it new after the
 * player's move and after an undo; a turn that no longer fits (another
 * size in hand, another brick) is read as none. */
typedef struct cb_ui {
    int8_t hand;       /* the brick in hand turned as shape hand - 1; 0: as its size's first */
    int8_t mend_shape; /* the brick `mend` turned as this shape */
    int16_t mend;      /* while mending: index + 1 in placed[] of the brick turned; 0 none */
} cb_ui;

void cb_draw(const void *view, int viewer, const void *ui, int32_t selected, struct eg_scene *scene);
/* The key: each symbol the table shows, and what it means (eg_game.key). */
struct eg_key_entry;
int cb_key(struct eg_scene *sc, struct eg_key_entry *out, int max);
int cb_interpret(const void *view, int viewer, void *ui, const struct eg_pick *pick,
                 char move[EG_MOVE_MAX], eg_error *err);
/* The held or selected brick turned by `by` quarter turns (eg_game.turn). */
int32_t cb_turn(const void *view, int viewer, void *ui, int32_t item, int by);
/* A ghost where the held brick would rest if dropped on pick->to. */
void cb_preview(const void *view, int viewer, const void *ui, const struct eg_pick *pick, struct eg_scene *scene);

/* The script commands (docs/scripting.md: click-item, drag-item, click
 * LABEL) that make `move` of `player` at the table, one per line, into out.
 * Returns 0, or -1 when the move cannot be made with the pointer (a
 * Recycle choice beyond the buttons shown). */
int cb_table_actions(const cb_state *s, int player, const char *move, char *out, size_t outsz);

#endif
