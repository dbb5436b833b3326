/* SPDX-License-Identifier: MIT */
/* dialog.h - widgets every front-end screen shares (dialog.c): a column of
 * buttons, and a question over the screen. Immediate mode, as ui.h: each
 * runs in the pass fe_ui_begin set up (an intent, or drawing). */
#ifndef FE_DIALOG_H
#define FE_DIALOG_H

#include <stdbool.h>

#include "front.h"

/* A column of buttons centred at x from y; the index clicked, or -1.
 * enabled may be NULL (all enabled). */
int fe_dialog_buttons(fe_app *a, float x, float y, const char *const *labels, const bool *enabled,
                      int n);
/* A question over the screen: a backdrop dims what is behind it, a box
 * holds the question, a line of explanation and two answers. Returns 1 for
 * yes (Return too), 0 for no (Esc too), -1 while unanswered; it takes every
 * input. */
int fe_dialog_ask(fe_app *a, const char *question, const char *why, const char *yes,
                  const char *no);

#endif
