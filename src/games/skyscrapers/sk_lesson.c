/* SPDX-License-Identifier: MIT */
/* sk_lesson.c - Skyscrapers' "Learn to play" (eg_lesson.h): deal 0 of the
 * standard game, and the three kinds of play -- a slide into the hole, a
 * stack beside a pawn, a pawn's move -- then how the city scores.
 *
 * Deal 0 (rank 5 first): S2 A2 S0@S M3 A3 / C2 C5 C1 S3 M0@M / M5 A0@A . A4
 * S5 / S1 C4 C3 S4 M1 / A5 A1 M4 C0@C M2: the crowns 3 on c2 lies beside the
 * hole on c3, the arms pawn stands on b3 beside it, and the crowns ace
 * on c4 is above it. Items are sk_draw.c's: square a1 = 0 .. e5 = 24, a pawn
 * 100 + its square. */
#include "sk_game.h"

#include "eg_lesson.h"

#define CROWN "\xe2\x99\x9b"
#define ARMS "\xe2\x9a\x94"

enum { C2 = 7, C3 = 12, C4 = 17, D3 = 13, PAWN_B3 = 100 + 11 };

static const eg_lesson_step STEPS[] = {
    {"Your city",
     "Skyscrapers is a game for one. The 24 tiles are the city's commercial zones, dealt "
     "around a hole in the middle; each tile shows its suit and value (" CROWN "3 is the "
     "crowns 3). Four pawns, one of each suit, stand on the city.\n"
     "There are three kinds of play: slide a tile into the hole, stack a tile on a tile of "
     "its suit beside it, and move a pawn. Click Next.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{C3, 0.6f}}},
    {"Slide into the hole",
     "Any tile or coin beside the hole may slide into it; the hole moves to where it was. "
     "Drag the lit " CROWN "3 on c2 up into the hole on c3.",
     EG_LESSON_MOVE, "c2-c3", "slide the crowns 3 on c2 into the hole on c3", NULL,
     {{C2, 1.0f}, {C3, 0.6f}}},
    {"Stack a tile",
     "A tile may go on top of a tile of the same suit beside it, when a free pawn (any "
     "suit, not on a stack) stands beside the tile that moves. The " ARMS " pawn on b3 "
     "stands beside your " CROWN "3, and the crowns ace is on c4. Drag the " CROWN "3 on c3 onto c4. A crowns coin fills the "
     "square it leaves: a home.",
     EG_LESSON_MOVE, "c3+c4", "stack the crowns 3 on c3 onto the crowns tile on c4", NULL,
     {{C3, 1.0f}, {C4, 0.6f}, {PAWN_B3, 0.6f}}},
    {"Move a pawn",
     "A pawn moves in a straight line, any distance, and lands on a tile or coin of its "
     "own suit; it never passes the hole, a stack or another pawn. Move the " ARMS " pawn on "
     "b3 across the coin to the arms 4 on d3.",
     EG_LESSON_MOVE, "@b3-d3", "move the arms pawn on b3 to d3", NULL,
     {{PAWN_B3, 1.0f}, {D3, 0.6f}}},
    {"How the city scores",
     "A stack of 2 or 3 tiles scores its tiles; a stack of 4 or more, twice its tiles. A "
     "pawn moved onto a stack doubles it, but then never moves again. A coin scores 3 "
     "when no tile or stack is beside it and no pawn stands on it.\n"
     "Your stack on c4 scores 2 now. Stacks never move, so choose where they stand.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{C4, 1.0f}}},
    {"Build your city",
     "That is the whole game: build the best city you can. In a game of your own, Undo takes "
     "back any move, Hint shows a good one, and End game scores the city as it stands. Click "
     "Finish to leave the lesson and choose a deal.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}},
};

const eg_lesson sk_lesson = {
    .params = "variant=standard",
    .seed = 0,
    .learner = 0,
    .controllers = {"human"},
    .before = NULL,
    .steps = STEPS,
    .nsteps = (int)(sizeof STEPS / sizeof STEPS[0]),
};
