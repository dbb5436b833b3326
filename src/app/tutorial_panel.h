/* SPDX-License-Identifier: MIT */
/* tutorial_panel.h - the lesson's notes over the screens (tutorial.h):
 * each in a short panel placed where it covers neither what it speaks of
 * (the lots and the supply block lit on the real board) nor the screen's
 * own widgets. Immediate mode, like screens.c, which calls these. */
#ifndef CS_TUTORIAL_PANEL_H
#define CS_TUTORIAL_PANEL_H

#include "game.h"

/* The current step's note on the building or the reveal: keep holds the
 * screen's own widgets (nkeep rectangles), which it never covers. Next goes
 * on (also Enter); a press on the note goes no further. */
void cs_tutorial_note(cs_app *a, const cs_rect *keep, int nkeep);
/* The goal screen's note, above its panel (whose top is at y = bottom). */
void cs_tutorial_goals_note(cs_app *a, float bottom);
/* The last panel, in place of the round's summary: why each of your lines
 * scored, the totals, and Play a game / Back to the title. */
void cs_tutorial_end_panel(cs_app *a);

#endif
