/* SPDX-License-Identifier: MIT */
/* eg_layout.h - the rules a readable screen keeps, judged from what was
 * drawn on it.
 *
 * The window's renderer records every panel and text it draws as the
 * rectangle it covers: the ground truth, not where a screen meant to put
 * it. These rules say what a readable screen is:
 *
 * - everything lies inside the window, or inside the page a window too
 *   small for it scrolls over (from top to bottom, window pixels);
 * - no text is cut short (ends in an ellipsis: eg_text_fit) where it
 *   would not fit;
 * - no two texts overlap;
 * - no panel is drawn over a text (a text it would hide);
 * - a text lies wholly inside the innermost panel its centre is on (a label
 *   does not run out of its button or box);
 * - every text is drawn at the size the player chose (the window notes a
 *   screen made smaller to fit the window);
 * - no panel drawn after an EG_DRAWN_KEEP rectangle (and before the end of
 *   that run, an EG_DRAWN_KEEP of no size) covers it: the table's buttons
 *   keep off the pieces a game marks EG_ITEM_KEEP_CLEAR (City Blox's plates
 *   and cards), measured where they are projected; but a panel declared
 *   `over` (held open over the scene while the pointer rests on it: the
 *   table's status lines or practice aid opened) may lie over them.
 *
 * Texts drawn with the 3-D scene (labels on the table, first_ui of them)
 * belong to the scene: a panel may cover them as it covers the board, but
 * no text may overlap them unless an opaque panel hides them first.
 *
 * A panel covering (nearly) the whole window is a backdrop: what was drawn
 * before it is behind it (the board under a menu or curtain), and the rules
 * start again over it.
 *
 * Pure C11: rectangles and words, no drawing. */
#ifndef EG_LAYOUT_H
#define EG_LAYOUT_H

#include <stdbool.h>

/* One thing drawn, in drawing order: a panel or a text as the rectangle it
 * covers on the screen (a text: its rendered label, shadow included). A
 * screen may also record, never draw, an EG_DRAWN_KEEP: a rectangle of the
 * scene (a table's plate, text: what it is) that the panels it draws next
 * must keep clear of, until an EG_DRAWN_KEEP of no size. */
enum { EG_DRAWN_PANEL, EG_DRAWN_TEXT, EG_DRAWN_KEEP, EG_DRAWN_TEXT_MAX = 48 };
typedef struct {
    int kind;
    float x, y, w, h;
    float alpha;                  /* a panel's opacity */
    char text[EG_DRAWN_TEXT_MAX]; /* a text's first characters */
    bool cut;                     /* a text ending in an ellipsis: cut short to fit */
    bool over;                    /* a panel held open over the scene by the pointer */
} eg_drawn;

/* Calls report(ctx, message) for each problem of the frame's drawn list
 * (n items, the first first_ui of them the scene's; window w x h pixels,
 * the page from top to bottom: 0 and h unless it scrolls); returns how
 * many there were. */
int eg_layout_problems(const eg_drawn *d, int n, int first_ui, int w, int h, float top,
                       float bottom, void (*report)(void *ctx, const char *message), void *ctx);

#endif
