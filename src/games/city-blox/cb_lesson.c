/* SPDX-License-Identifier: MIT */
/* cb_lesson.c - City Blox's "Learn to play" (eg_lesson.h): two players,
 * seed 1, you (player 1, at the south edge) against a computer. The lesson
 * chooses this round's build pile for you (you select first), then you take
 * the 2x2, place it in your house card's cut-out and end your turn; the
 * computer takes a brick and builds; the notes say how a plot is completed
 * and the game won.
 *
 * Your house card is house 8: its cut-out is d8-f8, b7-f7, b6-c6, so the
 * 2x2 with its lowest stud on b6 lies inside it. Items are cb_draw.h's: a
 * stud CB_ID_STUD + plot * 64 + file + 8 * rank, the pile's bricks
 * CB_ID_PILE + size (1x1 1x2 2x2 2x3 2x4 L = 0..5), a card CB_ID_CARD +
 * plot; your plots are 0-2 (house, school, market). */
#include "cb_draw.h"
#include "eg_lesson.h"

#define STUD(plot, f, r) ((int32_t)(CB_ID_STUD + (plot) * 64 + ((f) - 'a') + 8 * ((r) - '1')))

enum { HOUSE = 0, PILE_2X2 = CB_ID_PILE + 2, HOUSE_CARD = CB_ID_CARD + HOUSE };

static const eg_lesson_move BEFORE[] = {{0, "pile:1x2,2x2,2x3,L"}, {0, NULL}};

static const eg_lesson_move COMPUTER[] = {
    {1, "take:1x2"}, {1, "place:school:1x2@d4"}, {1, "end"}, {0, NULL},
};

static const eg_lesson_step STEPS[] = {
    {"Your plots",
     "Your three grey plates lie along your edge: a house, a school and a supermarket. Each "
     "has its landscape card in front of it; the card's dark cells are its cut-out. Fill a "
     "cut-out with bricks, exactly, and the card fits: the plot is complete. Complete all "
     "three first to win.\n"
     "Each round the selector fills the build pile from the supply box with different sizes; "
     "this time the lesson has chosen for you. Click Next.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{HOUSE_CARD, 0.7f}}},
    {"Take a brick",
     "In turn, each player takes one brick from the build pile. Click the 2x2 in the pile "
     "(lit): it goes into your hand.",
     EG_LESSON_MOVE, "take:2x2", "take the 2x2 from the build pile", NULL, {{PILE_2X2, 1.0f}}},
    {"Place it",
     "Drag the brick onto your house plate, inside the card's cut-out: put its lower left "
     "stud on b6 (lit), so that it covers b6, c6, b7 and c7. R or the mouse wheel turns a "
     "brick you hold.",
     EG_LESSON_MOVE, "place:house:2x2@b6", "place the 2x2 on b6 of your house plate", NULL,
     {{STUD(HOUSE, 'b', '6'), 1.0f}, {HOUSE_CARD, 0.7f}}},
    {"End your turn",
     "Your house is not finished yet, so click End turn. (Lay a card only when its cut-out "
     "is filled: a card that does not fit costs you a brick.)",
     EG_LESSON_MOVE, "end", "click End turn", NULL, {{0, 0.0f}}},
    {"The computer's turn", "Now the computer takes a brick and builds on one of its plots.",
     EG_LESSON_COMPUTER, NULL, NULL, COMPUTER, {{0, 0.0f}}},
    {"Completing a plot",
     "When you think a cut-out is filled, click Lay ... card: if the card fits and every "
     "cut-out cell is covered, seen from above, the plot is complete. If not, the card goes "
     "back and one of the plot's bricks returns to the supply.\n"
     "Whoever completes a plot draws an event card at the end of the round. The first to "
     "complete all three plots wins. Click Finish to choose the players and play a game.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}},
};

const eg_lesson cb_lesson = {
    .params = "players=2",
    .seed = 1,
    .learner = 0,
    .controllers = {"human", "easy"},
    .before = BEFORE,
    .steps = STEPS,
    .nsteps = (int)(sizeof STEPS / sizeof STEPS[0]),
};
