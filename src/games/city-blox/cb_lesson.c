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

/* The notes after the first are two lines at 640x360 with 200% text: the
 * note lies under the table, and four lines framed the board only about
 * 160 pixels wide there (issue 28). The first is long: the table folds its
 * status lines for the whole lesson when, on the first note, folding them
 * leaves the board a quarter larger (table.c). A place is said as a child
 * finds it, lit ("the lit stud"), never as notation ("b6"): the plates
 * have no letters. */
static const eg_lesson_step STEPS[] = {
    {"Your plots",
     "The three grey plates at your edge are yours: a house, a school and a supermarket. "
     "Each has a card in front of it with a dark shape. Cover a card's dark shape on its "
     "plate with bricks, exactly, and the plot is done. Finish all three plots first to "
     "win.\n"
     "Each round one player fills the build pile from the supply box with different sizes; "
     "this time the lesson has chosen for you. Click Next.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{HOUSE_CARD, 0.7f}}},
    {"Take a brick",
     "In turn, each player takes a brick from the build pile in the middle. Click the yellow "
     "brick in the pile (lit).",
     EG_LESSON_MOVE, "take:2x2", "take the yellow brick from the build pile", NULL,
     {{PILE_2X2, 1.0f}}},
    {"Place it",
     "Drag the yellow brick onto the lit stud of your house plate. It covers the left end of "
     "the card's dark shape.",
     EG_LESSON_MOVE, "place:house:2x2@b6", "put the yellow brick on the lit stud of your house",
     NULL, {{STUD(HOUSE, 'b', '6'), 1.0f}, {HOUSE_CARD, 0.7f}}},
    {"End your turn",
     "Your house is not finished, so click End turn. Lay a card only when its shape is "
     "covered.",
     EG_LESSON_MOVE, "end", "click End turn", NULL, {{0, 0.0f}}},
    {"The computer's turn", "Now the computer takes a brick and builds on one of its plots.",
     EG_LESSON_COMPUTER, NULL, NULL, COMPUTER, {{0, 0.0f}}},
    {"Completing a plot",
     "Click Lay house card when your house shape is covered. If the card does not fit, a "
     "brick goes back.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}},
    {"Turning a brick",
     "R or the mouse wheel turns a brick you hold. Click Finish to play a game.",
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
