/* SPDX-License-Identifier: MIT */
/* table_words.h - what the table says, in words a player uses, for every
 * game: a move in the game's words (eg_game.move_words), the move list's
 * lines, a refusal without the notation, the hint found among the picks a
 * player can make, and the table's message placed clear of the pieces the
 * game keeps clear (EG_ITEM_KEEP_CLEAR). */
#ifndef FE_TABLE_WORDS_H
#define FE_TABLE_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eg_game.h"
#include "eg_scene.h"
#include "ui.h"

struct fe_app;
struct eg_midend;

/* Whether item i is the scene's first with its id, so that each piece is
 * tried once. */
bool fe_table_first_of_id(const eg_scene *sc, int i);
/* The move in the game's words for viewer, from the view of the position it
 * was made in; the notation where the game has no words for it. */
void fe_table_move_words(const eg_game *g, const void *view, int viewer, const char *move,
                         char *out, size_t outsz);
/* Move k (0-based) of the game, as viewer may know it: "Ann: a red 2-floor
 * block in city 3 (card 5)", or "Ann: (a secret choice)" for another
 * player's private move. */
void fe_table_move_line(const struct eg_midend *me, int viewer, int k, char *out, size_t outsz);
/* A refusal of `move` as the player reads it: the game's message with the
 * move's notation in front of it ("53R2: card 5 ...", and a word of notation
 * after it: "place:house:2x3@g7 2x3@g7: the brick is off the plate") left
 * off, a sentence's first letter capitalised. */
void fe_table_refusal_words(const char *move, const char *msg, char *out, size_t outsz);
/* A pick of the scene drawn last that the game's interpret() turns into
 * exactly `move` for player: the piece (*from) and the place it goes (*to,
 * EG_NO_ITEM for a click). False when no drawn pick makes it (a button's
 * move, or one that needs a turn first). */
bool fe_table_find_pick(struct fe_app *a, int player, const char *move, int32_t *from, int32_t *to);
/* Where item e is drawn: the screen rectangle of its box, turned as drawn. */
void fe_table_item_rect(struct fe_app *a, const eg_item *e, float lo[2], float hi[2]);
/* Whether r shares any pixel with a piece of the viewer's own as drawn
 * (EG_ITEM_KEEP_CLEAR). */
bool fe_table_covers_own(struct fe_app *a, fe_rect r);
/* The first place of a w x h panel between left and right, top and bottom,
 * along the rows from the top left, that covers none of the viewer's own
 * pieces; false where there is none. */
bool fe_table_clear_spot(struct fe_app *a, float w, float h, float left, float top, float right,
                         float bottom, fe_rect *out);
/* The table's message, drawn in a panel between top and bottom, left and
 * right (the room the status lines, the buttons and the last move leave):
 * at the first place from the bottom left, row by row upwards, that covers
 * none of the pieces the game keeps clear (EG_ITEM_KEEP_CLEAR: the cards,
 * plates or dice of the player to act); where every place does, the one
 * that covers the least; where none lies between top and bottom, at the
 * top (its lines wrapped widest). Returns the top of its panel, or bottom
 * when there is no message. */
float fe_table_message(struct fe_app *a, const char *text, float left, float top, float right,
                       float bottom);

#endif
