/* SPDX-License-Identifier: MIT */
/* table_words.h - what the table says, in words a player uses, for every
 * game (the moves' and refusals' own words are the engine's, eg_words.h):
 * the table's message placed clear of the pieces the game keeps clear
 * (EG_ITEM_KEEP_CLEAR). */
#ifndef FE_TABLE_WORDS_H
#define FE_TABLE_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eg_game.h"
#include "eg_scene.h"
#include "eg_words.h"
#include "ui.h"

struct fe_app;

/* Whether r shares any pixel with a piece the players hold as drawn
 * (EG_ITEM_KEEP_CLEAR), a place of the board (EG_ITEM_DROP, not a
 * stock's) or a piece that may be taken (EG_ITEM_PICK; not one held). */
bool fe_table_covers_own(struct fe_app *a, fe_rect r);
/* The first place of a w x h panel between left and right, top and bottom,
 * along the rows from the top left, that covers none of the players'
 * pieces (and, with `places`, none of the board's places: EG_ITEM_DROP);
 * false where there is none. */
bool fe_table_clear_spot(struct fe_app *a, float w, float h, float left, float top, float right,
                         float bottom, bool places, fe_rect *out);
/* The table's message, drawn in a panel between top and bottom, left and
 * right (the room the status lines, the buttons and the last move leave):
 * at the first place from the bottom left, row by row upwards, that covers
 * none of the pieces the game keeps clear (EG_ITEM_KEEP_CLEAR: the cards,
 * plates or dice of the player to act) nor those that may be taken or are
 * lit; then the same from the window's top, beside the status lines (their
 * box `status`, never covered: the message does not replace them); then
 * the same down to `lowest`, over the last move's line (the table leaves it
 * out); where every place covers some, the one that covers the least, the
 * narrowest wrapping tried too; where none lies between top and bottom,
 * under the status lines (its lines wrapped widest). Returns its panel,
 * with no size when there is no message. */
fe_rect fe_table_message(struct fe_app *a, const char *text, fe_rect status, float left, float top,
                         float right, float bottom, float lowest);

#endif
