/* SPDX-License-Identifier: MIT */
/* screens.h - the screens' widgets (screens.c), immediate mode: one pass
 * lays the current screen out, draws it or answers an intent, as cs_ui_begin
 * was told. */
#ifndef CS_SCREENS_H
#define CS_SCREENS_H

#include "front.h"

/* Run one pass of the current screen's widgets. */
void cs_screens_run(cs_app *a);

#endif
