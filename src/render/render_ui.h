/* SPDX-License-Identifier: MIT */
/* render_ui.h - 2-D drawing for the game's screens, over (or instead of)
 * the 3-D scene: panels, text measurement, a plain background. */
#ifndef FE_RENDER_UI_H
#define FE_RENDER_UI_H

#include "eg_layout.h"
#include "render.h"

/* What the 2-D layer drew, for layout checks (eg_layout.h's rules): every
 * panel and every text as the rectangle it covers (eg_drawn), in drawing
 * order. */
typedef struct {
    eg_drawn *items;
    int n, cap;
    int lost; /* drawn while the log was full */
    bool dry; /* record only: nothing reaches the screen (to measure a layout) */
} fe_draw_log;

/* Record every panel and text drawn from now into log (NULL: stop);
 * returns the log recorded into until now, to be put back. */
fe_draw_log *fe_renderer_log(fe_renderer *r, fe_draw_log *log);
/* True while drawing is only recorded (a dry log). */
bool fe_renderer_dry(const fe_renderer *r);
/* The panels drawn from now (until called again with false) are held open
 * over the scene by the pointer (eg_drawn.over): the table's status lines
 * or practice aid, opened while the pointer rests on them. */
void fe_renderer_log_over(fe_renderer *r, bool over);
/* Called by the overlay: one thing drawn. */
void fe_renderer_log_drawn(fe_renderer *r, int kind, float x, float y, float w, float h,
                           float alpha, const char *text);

/* A filled rounded rectangle in framebuffer pixels (origin top left). */
void fe_renderer_panel(fe_renderer *r, float x, float y, float w, float h, const float rgba[4]);
/* The same box, not logged for the layout checks: part of the table's picture
 * (a label's backing, items.c). */
void fe_renderer_backing(fe_renderer *r, float x, float y, float w, float h, const float rgba[4]);
/* Width in pixels of text at this size (0 without a font). */
int fe_renderer_text_width(fe_renderer *r, const char *utf8, int px, bool bold);
/* Clear the bound framebuffer (width x height) to a colour, for screens
 * that must not show the board (the hot-seat curtain). */
void fe_renderer_clear(fe_renderer *r, int width, int height, const float rgba[4]);

#endif
