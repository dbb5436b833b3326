/* SPDX-License-Identifier: MIT */
/* cs_lesson.c - Cityscape's "Learn to play" as lesson data (eg_lesson.h):
 * the lesson of src/app/tutorial.c, the same city, dice, words and steps,
 * for the table to run once Cityscape is played there (the old front end
 * plays tutorial.c until then).
 *
 * A real two-player match of one round: you (S and W) against a computer
 * (N and E) whose goals and placements the lesson fixes. You set S's goals
 * (3 = star 2: one goal of each kind), 20 blocks are then built at once,
 * and the lesson asks for three placements, each making one goal come
 * true, while the computer spoils your line 4. The reveal scores it.
 *
 * Lit items (cs_draw.h): a lot is item 0..15 (a1 = 0, b1 = 1, ..., d4 = 15,
 * file + 4 * rank), the numbering of the lots' bits in the reveal's
 * light[]; a supply block of height h is 100 + h; S's die of line l is
 * 200 + l; the key's face f is 400 + f. */
#include "cityscape_game.h"

#include "eg_lesson.h"

#define STAR "\xe2\x98\x85"

/* A lot's item from its file letter and rank digit. */
#define LOT(f, r) ((int32_t)(((f) - 'a') + 4 * ((r) - '1')))
#define LIT(f, r) {LOT(f, r), 1.0f}
#define DIM(f, r) {LOT(f, r), 0.6f}
#define SUPPLY(h) {100 + (h), 1.0f}
#define S_DIE(line) (200 + (line))

/* S's dice as the old lesson set them before its first note (tutorial.c's
 * cs_tutorial_draft): 3, = and the star, line 4's left for the learner to
 * turn: each a face of the key dragged onto the die, on the learner's ui. */
static const eg_lesson_pick S_DICE[] = {
    {403, S_DIE(0)}, {405, S_DIE(1)}, {406, S_DIE(2)}, {-1, -1},
};

/* Every seat's dice but S's, which the learner sets. S holds one goal of
 * each kind: 3 (a number), = (a pair), the star (the tallest) and 2. */
static const eg_lesson_move BEFORE[] = {
    {1, "N:3251"}, {1, "E:2563"}, {0, "W:1321"}, {0, NULL},
};

/* Twenty blocks before the lesson's own five (all 25: five of each height),
 * you building first. From the south edge they leave line 1 (file a: 4 6 5
 * 6) seeing two buildings, line 2 (b: 3 7 5 4) without a pair, line 3 (c:
 * 1 4 6 -) without the tallest (the 7 on b2), and line 4 (d: 3 - 5 4)
 * seeing two, as its die 2 wants. */
static const eg_lesson_move PREBUILT[] = {
    {0, "4a1"}, {1, "3a2"}, {0, "5a3"}, {1, "3a4"}, {0, "3b1"}, {1, "5b2"}, {0, "5b3"},
    {1, "4b4"}, {0, "1c1"}, {1, "4c2"}, {0, "5c3"}, {1, "3d1"}, {0, "5d3"}, {1, "4d4"},
    {0, "2a2"}, {1, "2a4"}, {0, "2b2"}, {1, "1c3"}, {0, "1a2"}, {1, "1a4"}, {0, NULL},
};

static const eg_lesson_move COMPUTER_1[] = {{1, "4d2"}, {0, NULL}};
static const eg_lesson_move COMPUTER_2[] = {{1, "1c4"}, {0, NULL}};

static const eg_lesson_step STEPS[] = {
    {"Your secret goals",
     "Each die is a goal for one line of the city, seen from your edge; line 1 is on your "
     "left. 3: see exactly 3 buildings. =: see two of equal height. " STAR ": hold the "
     "city's tallest building. Click line 4's die until it shows 2, then Confirm. (With two "
     "players you hold two edges: the west dice are set.)",
     EG_LESSON_MOVE, "S:3562", "set your dice to 3, =, " STAR " and 2 (click line 4's die "
     "until it shows 2), then Confirm", NULL, {{S_DIE(3), 1.0f}}},
    {"The city so far",
     "To keep the lesson short, 20 of the 25 blocks are built. You sit at the south edge: "
     "your lines 1 to 4 are the files a to d, seen from rank 1. A building is seen when it "
     "is taller than every building in front of it.",
     EG_LESSON_NEXT, NULL, NULL, PREBUILT, {{0, 0.0f}}},
    {"Goal 3: see three buildings",
     "Your line 1 (file a, die 3) sees two buildings: the 4 and the 6. The 5 and the other "
     "6 behind them are hidden. Drag the lit 2 from the supply onto the lit a4: 8 high, it "
     "is seen too.",
     EG_LESSON_MOVE, "2a4", "put a 2 on a4, the lit lot", NULL,
     {LIT('a', '4'), SUPPLY(2), DIM('a', '1'), DIM('a', '2'), DIM('a', '3')}},
    {"The computer builds",
     "Now the computer places a block. It has secret goals of its own, on the north and "
     "east edges.",
     EG_LESSON_COMPUTER, NULL, NULL, COMPUTER_1, {LIT('d', '2')}},
    {"Goals can be spoiled",
     "The computer put a 4 on d2. Your line 4 (die 2) saw two buildings, the 3 and the 5; "
     "now it sees three: 3, 4 and 5. Players build against each other's goals too.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {DIM('d', '1'), DIM('d', '2'), DIM('d', '3')}},
    {"Goal =: a pair",
     "For = look a little higher: a building counts when none in front is taller, and each "
     "one as tall as another scores 10. Put a 2 on b3: 7 high, it pairs with the 7 on b2.",
     EG_LESSON_MOVE, "2b3", "put a 2 on b3, the lit lot", NULL,
     {LIT('b', '3'), SUPPLY(2), DIM('b', '2')}},
    {"The computer builds", "The computer places its last block.", EG_LESSON_COMPUTER, NULL,
     NULL, COMPUTER_2, {LIT('c', '4')}},
    {"Goal " STAR ": the tallest",
     STAR " scores 25 when its line holds the tallest building in the city: now the 8 on "
     "a4. Put a 3 on c3: 9 high, the tallest, in your line 3. It is the last block.",
     EG_LESSON_MOVE, "3c3", "put a 3 on c3, the lit lot", NULL,
     {LIT('c', '3'), SUPPLY(3), DIM('a', '4')}},
    {"The reveal",
     "All 25 blocks are down. The dice turn over edge by edge, the buildings that count "
     "light up, and each line says why it scored. Click to skip ahead.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}},
    {"You have played a round",
     "In a game you set all your dice, and the players build all 25 blocks; with two "
     "players, four rounds.",
     EG_LESSON_NEXT, NULL, NULL, NULL, {{0, 0.0f}}},
};

const eg_lesson cs_lesson = {
    .params = "players=2 rounds=1 first=1 seats=SWNE",
    .seed = 1,
    .learner = 0,
    .controllers = {"human", "easy"},
    .before = BEFORE,
    .ui_before = S_DICE,
    .steps = STEPS,
    .nsteps = (int)(sizeof STEPS / sizeof STEPS[0]),
};
