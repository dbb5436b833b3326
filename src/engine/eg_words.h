/* SPDX-License-Identifier: MIT */
/* eg_words.h - a game's moves and refusals in the words a player uses,
 * for every game: a move in the game's words (eg_game.move_words), a line
 * of the move list as one player may know it, and a refusal without the
 * notation in front. The window's move list, hints and messages say them. */
#ifndef EG_WORDS_H
#define EG_WORDS_H

#include <stddef.h>

#include "eg_game.h"
#include "midend.h"

/* The move in the game's words for viewer, from the view of the position it
 * was made in; the notation where the game has no words for it. */
void eg_move_words(const eg_game *g, const void *view, int viewer, const char *move, char *out,
                   size_t outsz);
/* Move k (0-based) of the game, as viewer may know it: "Ann: a red 2-floor
 * block in city 3 (card 5)", or "Ann: (a secret choice)" for another
 * player's private move. */
void eg_midend_move_line(const eg_midend *me, int viewer, int k, char *out, size_t outsz);
/* The same as the move list numbers it: "12. Ann: ...". */
void eg_midend_list_line(const eg_midend *me, int viewer, int k, char *out, size_t outsz);
/* A hint of `move` for player, as the table says it: "Hint: " and the move
 * in the game's words from the player's view now. */
void eg_hint_words(const eg_midend *me, int player, const char *move, char *out, size_t outsz);
/* A refusal of `move` as the player reads it: the game's message with the
 * move's notation in front of it ("53R2: card 5 ...", and a word of notation
 * after it: "place:house:2x3@g7 2x3@g7: the brick is off the plate") left
 * off, a sentence's first letter capitalised. */
void eg_refusal_words(const char *move, const char *msg, char *out, size_t outsz);
/* The refusal of `move` by the rules (err) as the table says it to player:
 * the game's words for it from the player's view now
 * (eg_game.refusal_words), else eg_refusal_words of err's message. */
void eg_midend_refusal_words(const eg_midend *me, int player, const char *move,
                             const eg_error *err, char *out, size_t outsz);
/* The server's last refusal (eg_midend_remote_refusal) as the table says
 * it: a move of this client's that the server's rules refused, in the words
 * a game at home says for it (the rules' own refusal, tried on the seat's
 * view, through eg_midend_refusal_words; where the view lets the move
 * pass, eg_refusal_words of the server's message); any other refusal in
 * the server's words. */
void eg_midend_remote_refusal_words(const eg_midend *me, char *out, size_t outsz);

#endif
