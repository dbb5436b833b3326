/* SPDX-License-Identifier: MIT */
/* render_ui.h - 2-D drawing for the game's screens, over (or instead of)
 * the 3-D scene: panels, text measurement, a plain background. */
#ifndef CS_RENDER_UI_H
#define CS_RENDER_UI_H

#include "render.h"

/* What the 2-D layer drew, for layout checks: every panel and every text as
 * the rectangle it covers on the screen (a text: its rendered label, shadow
 * included), in drawing order. A screen may also record, never draw, a
 * CS_DRAWN_KEEP: a rectangle of the scene (a table's plate, text: what it
 * is) that the panels it draws next must keep clear of, until a
 * CS_DRAWN_KEEP of no size (layout_check.h). */
enum { CS_DRAWN_PANEL, CS_DRAWN_TEXT, CS_DRAWN_KEEP, CS_DRAWN_TEXT_MAX = 48 };
typedef struct {
    int kind;
    float x, y, w, h;
    float alpha;                  /* a panel's opacity */
    char text[CS_DRAWN_TEXT_MAX]; /* a text's first characters */
} cs_drawn;
typedef struct {
    cs_drawn *items;
    int n, cap;
    int lost; /* drawn while the log was full */
    bool dry; /* record only: nothing reaches the screen (to measure a layout) */
} cs_draw_log;

/* Record every panel and text drawn from now into log (NULL: stop);
 * returns the log recorded into until now, to be put back. */
cs_draw_log *cs_renderer_log(cs_renderer *r, cs_draw_log *log);
/* True while drawing is only recorded (a dry log). */
bool cs_renderer_dry(const cs_renderer *r);
/* Called by the overlay: one thing drawn. */
void cs_renderer_log_drawn(cs_renderer *r, int kind, float x, float y, float w, float h,
                           float alpha, const char *text);

/* A filled rounded rectangle in framebuffer pixels (origin top left). */
void cs_renderer_panel(cs_renderer *r, float x, float y, float w, float h, const float rgba[4]);
/* Width in pixels of text at this size (0 without a font). */
int cs_renderer_text_width(cs_renderer *r, const char *utf8, int px, bool bold);
/* Clear the bound framebuffer (width x height) to a colour, for screens
 * that must not show the board (the hot-seat curtain). */
void cs_renderer_clear(cs_renderer *r, int width, int height, const float rgba[4]);

#endif
