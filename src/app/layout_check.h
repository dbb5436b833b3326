/* SPDX-License-Identifier: MIT */
/* layout_check.h - checks a frame's 2-D layout from what was drawn.
 *
 * The renderer records every panel and text it draws as the rectangle it
 * covers (fe_draw_log, render_ui.h): the ground truth, not where a screen
 * meant to put it; the engine's rules judge it (eg_layout.h).
 *
 * With CITYSCAPE_LAYOUT_CHECK=1 in the environment the game checks every
 * frame it draws, prints each new problem once on stderr, and exits with
 * status 1 at the end if it met any (tests/app/layout_walk.sh). */
#ifndef FE_LAYOUT_CHECK_H
#define FE_LAYOUT_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "render_ui.h"

/* The per-run checker: NULL unless CITYSCAPE_LAYOUT_CHECK is set. */
typedef struct fe_layout_check fe_layout_check;
fe_layout_check *fe_layout_check_from_env(void);
void fe_layout_check_free(fe_layout_check *c);
/* Around one frame's drawing: begin starts recording into the renderer's
 * log; end checks what was drawn and prints problems not seen before,
 * prefixed with where (the screen's name, the window size, the text size). */
void fe_layout_check_begin(fe_layout_check *c, fe_renderer *r);
/* Between the two: the scene is drawn, the screen's widgets come next. */
void fe_layout_check_ui(fe_layout_check *c);
void fe_layout_check_end(fe_layout_check *c, fe_renderer *r, const char *where, int w, int h,
                         float top, float bottom);
/* A problem found otherwise (the text drawn smaller than chosen), printed
 * as end prints those it finds. */
void fe_layout_check_note(fe_layout_check *c, const char *where, const char *message);
/* Distinct problems met so far. */
int fe_layout_check_count(const fe_layout_check *c);

#endif
