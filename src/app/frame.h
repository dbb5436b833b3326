/* SPDX-License-Identifier: MIT */
/* frame.h - one frame of the window (frame.c): what an intent does, what
 * time does, and drawing. The real event path (run.c) and scripts
 * (script.c) both come here. */
#ifndef CS_FRAME_H
#define CS_FRAME_H

#include <stdbool.h>

#include "front.h"

/* Handle one intent: the screen's widgets first, then the table. */
void cs_app_handle(cs_app *a, const cs_intent *in);
/* Advance time: the table (its animations, computer players), the camera. */
void cs_app_update(cs_app *a, float dt);
/* True while anything moves or a computer is thinking. */
bool cs_app_busy(const cs_app *a);
/* Draw the frame and show it. */
void cs_app_draw(cs_app *a);
/* The settings changed: the volume. */
void cs_app_apply_settings(cs_app *a);

#endif
