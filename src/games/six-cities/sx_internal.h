/* SPDX-License-Identifier: MIT */
/* sx_internal.h - helpers shared by the Six Cities files; not for the engine.
 *
 * Move strings (no spaces, see docs/games/six-cities.md):
 *   53R2        play card 5, build a red 2 in city 3 (the contract's form)
 *   R1R1R2R3R4R4  choose this round's blocks: colour and floors per block,
 *              every block listed (2 players: both colours, e.g. R1R2R3R4Y1Y1Y2Y4);
 *              after single picks, the blocks still to choose
 *   +R2         set one more block aside (a click on the supply at the table);
 *              the choice ends by itself when the round's count is reached
 *   x5          discard card 5 and draw (only when no card allows a placement)
 *   pass        nothing can be placed and nothing is left to draw
 */
#ifndef SX_INTERNAL_H
#define SX_INTERNAL_H

#include "sx_core.h"

typedef enum { SX_MOVE_PLACE, SX_MOVE_CHOOSE, SX_MOVE_DISCARD, SX_MOVE_PASS } sx_move_kind;

typedef struct {
    sx_move_kind kind;
    int card, city, colour, floors;                   /* PLACE (card also DISCARD) */
    uint8_t count[SX_COLOURS][SX_MAX_FLOORS + 1];     /* CHOOSE */
    bool one;                                         /* CHOOSE: the "+R2" form */
} sx_move;

int sx_move_parse(const char *text, sx_move *m, eg_error *err);
/* Blocks of a colour one choice takes: the round's share, or what is left
 * (while choosing, the blocks set aside so far count as left). */
int sx_choice_size(const sx_state *s, int colour);
/* Blocks of a colour still to choose this round (0 once built or chosen). */
int sx_choice_left(const sx_state *s, int colour);
int sx_aside_total(const sx_state *s, int player);
/* A card into the hand from the deck, reshuffling the played cards into a new
 * deck when it is empty. Returns false if there is nothing to draw. */
bool sx_draw(sx_state *s, int player, unsigned *flags);

#endif
