/* SPDX-License-Identifier: MIT */
/* tutorial.c - "Learn to play": the lesson's city, dice and steps (see
 * tutorial.h). */
#include "tutorial.h"

#include <stdio.h>
#include <string.h>

#define STAR "\xe2\x98\x85"

/* A lot from its file letter and rank digit. */
#define LOT(f, r) ((uint8_t)(((f) - 'a') + 4 * ((r) - '1')))
#define MV(h, f, r) {(uint8_t)(h), LOT(f, r)}
#define BIT(f, r) ((uint16_t)(1u << LOT(f, r)))

/* ---- The city. Twenty blocks stand before the lesson's own five (all
 * 25: five of each height). From the south edge they leave line 1 (file
 * a: 4 6 5 6) seeing two buildings, line 2 (b: 3 7 5 4) without a pair,
 * line 3 (c: 1 4 6 -) without the tallest (the 7 on b2), and line 4
 * (d: 3 - 5 4) seeing two, as its die 2 wants. */
static const cs_move PREBUILT[CS_TUTORIAL_PREBUILT] = {
    MV(4, 'a', '1'), MV(3, 'a', '2'), MV(5, 'a', '3'), MV(3, 'a', '4'), MV(3, 'b', '1'),
    MV(5, 'b', '2'), MV(5, 'b', '3'), MV(4, 'b', '4'), MV(1, 'c', '1'), MV(4, 'c', '2'),
    MV(5, 'c', '3'), MV(3, 'd', '1'), MV(5, 'd', '3'), MV(4, 'd', '4'), MV(2, 'a', '2'),
    MV(2, 'a', '4'), MV(2, 'b', '2'), MV(1, 'c', '3'), MV(1, 'a', '2'), MV(1, 'a', '4'),
};

/* Every seat's dice. S holds one goal of each kind: 3 (a number), = (a
 * pair), the star (the tallest) and 2, the example of the rules. */
static const uint8_t GOALS[CS_SEATS][CS_LINES] = {
    [CS_S] = {3, 5, 6, 2},
    [CS_W] = {1, 3, 2, 1},
    [CS_N] = {3, 2, 5, 1},
    [CS_E] = {2, 5, 6, 3},
};

/* ---- The steps. */
static const cs_tutorial_step STEPS[] = {
    {CS_TUT_GOALS, "Your secret goals",
     "Each die is a goal for one line of the city, seen from your edge; line 1 is on your "
     "left. 3: see exactly 3 buildings. =: see two of equal height. " STAR ": hold the "
     "city's tallest building. Click line 4's die until it shows 2, then Confirm. (With two "
     "players you hold two edges: the west dice are set.)",
     0, {0, 0}, 0},
    {CS_TUT_NEXT, "The city so far",
     "To keep the lesson short, 20 of the 25 blocks are built. You sit at the south edge: "
     "your lines 1 to 4 are the files a to d, seen from rank 1. A building is seen when it "
     "is taller than every building in front of it.",
     0, {0, 0}, 0},
    {CS_TUT_PLACE, "Goal 3: see three buildings",
     "Your line 1 (file a, die 3) sees two buildings: the 4 and the 6. The 5 and the other "
     "6 behind them are hidden. Drag the lit 2 from the supply onto the lit a4: 8 high, it "
     "is seen too.",
     20, MV(2, 'a', '4'), BIT('a', '1') | BIT('a', '2') | BIT('a', '3')},
    {CS_TUT_WAIT, "The computer builds",
     "Now the computer places a block. It has secret goals of its own, on the north and "
     "east edges.",
     21, MV(4, 'd', '2'), 0},
    {CS_TUT_NEXT, "Goals can be spoiled",
     "The computer put a 4 on d2. Your line 4 (die 2) saw two buildings, the 3 and the 5; "
     "now it sees three: 3, 4 and 5. Players build against each other's goals too.",
     0, {0, 0}, BIT('d', '1') | BIT('d', '2') | BIT('d', '3')},
    {CS_TUT_PLACE, "Goal =: a pair",
     "For = look a little higher: a building counts when none in front is taller, and each "
     "one as tall as another scores 10. Put a 2 on b3: 7 high, it pairs with the 7 on b2.",
     22, MV(2, 'b', '3'), BIT('b', '2')},
    {CS_TUT_WAIT, "The computer builds", "The computer places its last block.", 23,
     MV(1, 'c', '4'), 0},
    {CS_TUT_PLACE, "Goal " STAR ": the tallest",
     STAR " scores 25 when its line holds the tallest building in the city: now the 8 on "
     "a4. Put a 3 on c3: 9 high, the tallest, in your line 3. It is the last block.",
     24, MV(3, 'c', '3'), BIT('a', '4')},
    {CS_TUT_REVEAL, "The reveal",
     "All 25 blocks are down. The dice turn over edge by edge, the buildings that count "
     "light up, and each line says why it scored. Click to skip ahead.",
     0, {0, 0}, 0},
    {CS_TUT_END, "You have played a round",
     "In a game you set all your dice, and the players build all 25 blocks; with two "
     "players, four rounds.",
     0, {0, 0}, 0},
};

enum { NSTEPS = (int)(sizeof STEPS / sizeof STEPS[0]) };

void cs_tutorial_start(cs_tutorial *t)
{
    memset(t, 0, sizeof *t);
    t->active = true;
}

int cs_tutorial_count(void)
{
    return NSTEPS;
}

const cs_tutorial_step *cs_tutorial_step_at(int i)
{
    return i >= 0 && i < NSTEPS ? &STEPS[i] : NULL;
}

const cs_tutorial_step *cs_tutorial_current(const cs_tutorial *t)
{
    return t->active ? cs_tutorial_step_at(t->step) : NULL;
}

cs_match_setup cs_tutorial_setup(void)
{
    cs_match_setup s;
    memset(&s, 0, sizeof s);
    s.cfg = cs_config_default(2);
    s.cfg.nrounds = 1;
    s.cfg.first_player = 0;
    s.ctrl[0] = CS_CTRL_HUMAN;
    s.ctrl[1] = CS_CTRL_EASY; /* its goals and moves are the lesson's */
    snprintf(s.name[0], sizeof s.name[0], "You");
    snprintf(s.name[1], sizeof s.name[1], "Computer");
    return s;
}

void cs_tutorial_goals(cs_seat seat, uint8_t codes[CS_LINES])
{
    memcpy(codes, GOALS[(unsigned)seat < CS_SEATS ? seat : 0], CS_LINES);
}

void cs_tutorial_draft(uint8_t draft[CS_SEATS][CS_LINES])
{
    memset(draft, 0, CS_SEATS * CS_LINES);
    memcpy(draft[CS_S], GOALS[CS_S], CS_LINES);
    memcpy(draft[CS_W], GOALS[CS_W], CS_LINES);
    draft[CS_TUTORIAL_SEAT][CS_TUTORIAL_DIE] = 0; /* the one the player turns */
}

static const char *face(int code)
{
    static const char *const faces[7] = {"?", "1", "2", "3", "4", "=", STAR};
    return faces[code >= 0 && code <= 6 ? code : 0];
}

bool cs_tutorial_goals_ok(uint8_t draft[CS_SEATS][CS_LINES], char *why, size_t whysz)
{
    static const cs_seat seats[] = {CS_S, CS_W};
    for (int k = 0; k < 2; k++)
        for (int l = 0; l < CS_LINES; l++) {
            cs_seat s = seats[k];
            if (draft[s][l] == GOALS[s][l])
                continue;
            snprintf(why, whysz, "For this lesson, line %d's die (%s edge) must show %s: "
                     "click it until it does.",
                     l + 1, cs_seat_name(s), face(GOALS[s][l]));
            return false;
        }
    return true;
}

int cs_tutorial_prebuilt(const cs_move **moves)
{
    *moves = PREBUILT;
    return CS_TUTORIAL_PREBUILT;
}

bool cs_tutorial_computer_move(int placed, cs_move *m)
{
    for (int i = 0; i < NSTEPS; i++)
        if (STEPS[i].kind == CS_TUT_WAIT && STEPS[i].placement == placed) {
            *m = STEPS[i].move;
            return true;
        }
    return false;
}

bool cs_tutorial_asked(const cs_tutorial *t, cs_move *m)
{
    const cs_tutorial_step *s = cs_tutorial_current(t);
    if (!s || s->kind != CS_TUT_PLACE)
        return false;
    *m = s->move;
    return true;
}

static void lot_name(int lot, char out[3])
{
    out[0] = (char)('a' + cs_lot_file(lot));
    out[1] = (char)('1' + cs_lot_rank(lot));
    out[2] = '\0';
}

bool cs_tutorial_allows(const cs_tutorial *t, int placed, cs_move m, char *why, size_t whysz)
{
    const cs_tutorial_step *s = cs_tutorial_current(t);
    if (!s)
        return true;
    if (s->kind == CS_TUT_NEXT) {
        snprintf(why, whysz, "Read the note first, then click Next.");
        return false;
    }
    if (s->kind != CS_TUT_PLACE || placed != s->placement) {
        snprintf(why, whysz, "Wait: the lesson is not asking for a block now.");
        return false;
    }
    if (m.height == s->move.height && m.lot == s->move.lot)
        return true;
    char want[3], got[3];
    lot_name(s->move.lot, want);
    lot_name(m.lot, got);
    if (m.lot != s->move.lot)
        snprintf(why, whysz, "Not %s: this lesson asks for a %d on %s, the lit lot.", got,
                 s->move.height, want);
    else
        snprintf(why, whysz, "Not a %d: this lesson asks for a %d on %s, the lit block.",
                 m.height, s->move.height, want);
    return false;
}

void cs_tutorial_refuse(cs_tutorial *t, const char *why)
{
    snprintf(t->refusal, sizeof t->refusal, "%s", why);
}

static bool step_done(const cs_tutorial_step *s, cs_tutorial_at at, int placed)
{
    switch (s->kind) {
    case CS_TUT_GOALS: /* confirmed: the game has gone on from the goals */
        return at == CS_TUT_AT_BUILD || at == CS_TUT_AT_REVEAL || at == CS_TUT_AT_SUMMARY;
    case CS_TUT_PLACE:
    case CS_TUT_WAIT:
        return placed > s->placement;
    case CS_TUT_REVEAL:
        return at == CS_TUT_AT_SUMMARY;
    case CS_TUT_NEXT:
    case CS_TUT_END:
        return false;
    }
    return false;
}

void cs_tutorial_update(cs_tutorial *t, cs_tutorial_at at, int placed)
{
    while (t->active && t->step + 1 < NSTEPS && step_done(&STEPS[t->step], at, placed)) {
        t->step++;
        t->refusal[0] = '\0';
    }
}

void cs_tutorial_next(cs_tutorial *t)
{
    if (t->active && STEPS[t->step].kind == CS_TUT_NEXT && t->step + 1 < NSTEPS) {
        t->step++;
        t->refusal[0] = '\0';
    }
}
