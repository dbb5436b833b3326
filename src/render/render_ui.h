/* SPDX-License-Identifier: MIT */
/* render_ui.h - 2-D drawing for the game's screens, over (or instead of)
 * the 3-D scene: panels, text measurement, a plain background. */
#ifndef CS_RENDER_UI_H
#define CS_RENDER_UI_H

#include "render.h"

/* A filled rounded rectangle in framebuffer pixels (origin top left). */
void cs_renderer_panel(cs_renderer *r, float x, float y, float w, float h, const float rgba[4]);
/* Width in pixels of text at this size (0 without a font). */
int cs_renderer_text_width(cs_renderer *r, const char *utf8, int px, bool bold);
/* Clear the bound framebuffer (width x height) to a colour, for screens
 * that must not show the board (the hot-seat curtain). */
void cs_renderer_clear(cs_renderer *r, int width, int height, const float rgba[4]);

#endif
