/* SPDX-License-Identifier: MIT */
/* sx_lesson.c - Six Cities' "Learn to play" (eg_lesson.h): two players,
 * seed 1, you red and yellow at the south edge against a computer (green
 * and blue). The round's blocks are set aside for both, then you build
 * with a card the lesson chooses, the computer builds, you build with any
 * card, and the note says how a round scores.
 *
 * Items are sx_draw.c's: a site is city * 9 + row * 3 + column (0-53), a
 * set-aside block 200 + 10 * colour + floors (red 0, yellow 1), a card of
 * the hand 300 + its number. Card 4 marks, from the south edge, the site
 * in row 2, column 1 of a city (cityscape-cli six-cities site S 4: 21):
 * site 3 of city 1. */
#include "eg_lesson.h"
#include "sx_core.h"

enum { CITY1_SITE_4 = 0 * 9 + 3, RED_3 = 200 + 0 + 3, CARD_4 = 300 + 4 };

/* The round's blocks: four of each of your colours, and the computer's. */
static const eg_lesson_move BEFORE[] = {
    {0, "R1R1R2R3Y1Y1Y2Y4"}, {1, "G1G1G2G3B1B1B2B4"}, {0, NULL},
};

static const eg_lesson_move COMPUTER[] = {{1, "41B1"}, {0, NULL}};

static const eg_lesson_step STEPS[] = {
    {"Six cities",
     "Six cities of 3 by 3 building sites lie on the table: 1 to 3 in the far row, 4 to 6 in "
     "the near one. With two players you play two colours, red and yellow, against the "
     "computer's green and blue.\n"
     "Each round everyone first sets aside the round's blocks from their supply: four of "
     "each colour with two players. This time the lesson has set yours aside (lit). Click "
     "Next.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{RED_3, 0.7f}, {200 + 10 + 4, 0.7f}}},
    {"Build with a card",
     "Your cards (face up at your edge) each mark one site, read from your own edge: the red "
     "cell is the same place in every city. Card 4 marks the site in the middle row, on the "
     "left. Drag your red 3 onto that site in city 1 (lit): card 4 is played and you draw a "
     "new card.",
     EG_LESSON_MOVE, "41R3", "build your red 3 on the lit site of city 1, with card 4", NULL,
     {{RED_3, 1.0f}, {CITY1_SITE_4, 1.0f}, {CARD_4, 0.7f}}},
    {"The computer builds",
     "Now the computer plays a card and builds. Its cards read from the north edge, so its "
     "card 4 marks another site.",
     EG_LESSON_COMPUTER, NULL, NULL, COMPUTER, {{0, 0.0f}}},
    {"Your turn",
     "An empty site or your own building always takes your block; someone else's takes it "
     "only if you then have at least as many floors in it as its owner. Click a card to see "
     "where it may build (the sites glow), then drag a block there: any card, any city.",
     EG_LESSON_MOVE, "*", "build one of your set-aside blocks on a site a card of yours marks",
     NULL, {{0, 0.0f}}},
    {"How a round scores",
     "When every set-aside block is built the round is scored, and the buildings stay: the "
     "owner of the single tallest building scores 3, the owner of the most buildings in a "
     "city scores 2, and every building scores 1. A tie scores nothing; with two players "
     "each colour scores on its own.\n"
     "The game lasts four rounds. Click Finish to choose the players and play a game.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}},
};

const eg_lesson sx_lesson = {
    .params = "players=2",
    .seed = 1,
    .learner = 0,
    .controllers = {"human", "easy"},
    .before = BEFORE,
    .steps = STEPS,
    .nsteps = (int)(sizeof STEPS / sizeof STEPS[0]),
};
