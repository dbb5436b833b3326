/* SPDX-License-Identifier: MIT */
/* frame.h - one frame of the window (frame.c): what an intent does, what
 * time does, and drawing. The real event path (run.c) and scripts
 * (script.c) both come here. */
#ifndef FE_FRAME_H
#define FE_FRAME_H

#include <stdbool.h>

#include "front.h"

/* Handle one intent: the screen's widgets first, then the table. */
void fe_app_handle(fe_app *a, const fe_intent *in);
/* Advance time: the table (its animations, computer players), the camera. */
void fe_app_update(fe_app *a, float dt);
/* True while anything moves or a computer is thinking. */
bool fe_app_busy(const fe_app *a);
/* Draw the frame and show it. */
void fe_app_draw(fe_app *a);
/* The settings changed: the volume. */
void fe_app_apply_settings(fe_app *a);

#endif
