/* SPDX-License-Identifier: MIT */
/* screens.h - the screens' widgets (screens.c), immediate mode: one pass
 * lays the current screen out, draws it or answers an intent, as cs_ui_begin
 * was told. */
#ifndef CS_SCREENS_H
#define CS_SCREENS_H

#include "game.h"

/* Run one pass of the current screen's widgets. */
void cs_screens_run(cs_app *a);
/* What the building screen covers at the top: its bar, as high as it was
 * last drawn, and the help line under it, whether shown or not. */
float cs_screens_build_top(const cs_app *a);
/* Board interaction while building: pick, drag, drop, keys. */
void cs_screens_board_intent(cs_app *a, const cs_intent *in);

#endif
