/* SPDX-License-Identifier: MIT */
/* screens.h - the screens' widgets (screens.c), immediate mode: one pass
 * lays the current screen out, draws it or answers an intent, as fe_ui_begin
 * was told. */
#ifndef FE_SCREENS_H
#define FE_SCREENS_H

#include "front.h"

/* Run one pass of the current screen's widgets. */
void fe_screens_run(fe_app *a);

#endif
