/* SPDX-License-Identifier: MIT */
/* layout_check.h - checks a frame's 2-D layout from what was drawn.
 *
 * The renderer records every panel and text it draws as the rectangle it
 * covers (fe_draw_log, render_ui.h): the ground truth, not where a screen
 * meant to put it. These rules say what a readable screen is:
 *
 * - everything lies inside the window, or inside the page a window too
 *   small for it scrolls over (from top to bottom, window pixels);
 * - no text is cut short (ends in an ellipsis: fe_ui_fit) where it would
 *   not fit;
 * - no two texts overlap;
 * - no panel is drawn over a text (a text it would hide);
 * - a text lies wholly inside the innermost panel its centre is on (a label
 *   does not run out of its button or box);
 * - every text is drawn at the size the player chose (frame.c notes a
 *   screen made smaller to fit the window);
 * - no panel drawn after a FE_DRAWN_KEEP rectangle (and before the end of
 *   that run, a FE_DRAWN_KEEP of no size) covers it: the table's buttons
 *   keep off the pieces a game marks EG_ITEM_KEEP_CLEAR (City Blox's plates
 *   and cards), measured where they are projected.
 *
 * Texts drawn with the 3-D scene (labels on the table, first_ui of them)
 * belong to the scene: a panel may cover them as it covers the board, but
 * no text may overlap them unless an opaque panel hides them first.
 *
 * A panel covering (nearly) the whole window is a backdrop: what was drawn
 * before it is behind it (the board under a menu or curtain), and the rules
 * start again over it.
 *
 * With CITYSCAPE_LAYOUT_CHECK=1 in the environment the game checks every
 * frame it draws, prints each new problem once on stderr, and exits with
 * status 1 at the end if it met any (tests/app/layout_walk.sh). */
#ifndef FE_LAYOUT_CHECK_H
#define FE_LAYOUT_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "render_ui.h"

/* Calls report(ctx, message) for each problem of the frame's drawn list
 * (n items, the first first_ui of them the scene's; window w x h pixels,
 * the page from top to bottom: 0 and h unless it scrolls); returns how
 * many there were. */
int fe_layout_problems(const fe_drawn *d, int n, int first_ui, int w, int h, float top,
                       float bottom, void (*report)(void *ctx, const char *message), void *ctx);

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
