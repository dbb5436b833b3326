/* SPDX-License-Identifier: MIT */
/* table_words.c - what the table says, in words a player uses (see
 * table_words.h). Nothing here knows a game: the words come from the
 * game's move_words, the places from its scene. */
#include "table_words.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front.h"
#include "item_pick.h"
#include "layout.h"
#include "midend.h"
#include "table.h"
#include "table_internal.h"

#define U(x) ((x) * a->ui.unit)

enum { MAX_KEEP = 512 };

/* What a message must not cover, as drawn: the pieces with any of these
 * flags (the pieces kept clear, those the player may take or is shown:
 * EG_ITEM_PICK, EG_ITEM_LIT); up to MAX_KEEP rectangles. */
static int kept_clear(struct fe_app *a, fe_rect *out, unsigned flags)
{
    const eg_scene *sc = fe_table_scene(a);
    int n = 0;
    for (int i = 0; i < sc->nitems && n < MAX_KEEP; i++) {
        const eg_item *e = &sc->items[i];
        if (!(e->flags & flags) || (e->flags & EG_ITEM_UNSEEN) ||
            ((flags & EG_ITEM_DROP) && !(e->flags & EG_ITEM_KEEP_CLEAR) &&
             ((e->flags & (EG_ITEM_MOVING | EG_ITEM_GHOST)) ||
              (e->flags & (EG_ITEM_STOCK | EG_ITEM_PICK)) == EG_ITEM_STOCK)))
            continue; /* the board as it stands: its places, what may be taken, not a stock's */
        float lo[2], hi[2];
        fe_item_rect(e, &a->cam, a->fb_w, a->fb_h, lo, hi);
        out[n++] = fe_ui_rect(lo[0], lo[1], hi[0] - lo[0], hi[1] - lo[1]);
    }
    return n;
}

/* How much of the rectangle r the pieces kept clear cover (area). */
static float covered(const fe_rect *keep, int nkeep, fe_rect r)
{
    float sum = 0.0f;
    for (int i = 0; i < nkeep; i++) {
        float w = fminf(keep[i].x + keep[i].w, r.x + r.w) - fmaxf(keep[i].x, r.x);
        float h = fminf(keep[i].y + keep[i].h, r.y + r.h) - fmaxf(keep[i].y, r.y);
        if (w > 0.0f && h > 0.0f)
            sum += w * h;
    }
    return sum;
}

bool fe_table_covers_own(struct fe_app *a, fe_rect r)
{
    fe_rect keep[MAX_KEEP];
    return covered(keep, kept_clear(a, keep, EG_ITEM_KEEP_CLEAR | EG_ITEM_DROP | EG_ITEM_PICK), r) > 0.0f;
}

bool fe_table_clear_spot(struct fe_app *a, float w, float h, float left, float top, float right,
                         float bottom, bool places, fe_rect *out)
{
    fe_rect keep[MAX_KEEP];
    int n = kept_clear(a, keep, EG_ITEM_KEEP_CLEAR | (places ? EG_ITEM_DROP : 0u));
    for (float y = top; y + h <= bottom + 0.5f; y += U(24))
        for (float x = left; x + w <= right + 0.5f; x += U(24))
            if (covered(keep, n, *out = fe_ui_rect(x, y, w, h)) <= 0.0f)
                return true;
    return false;
}

/* The width of the widest of n lines. */
static float widest(struct fe_app *a, char (*lines)[FE_UI_LINE_MAX], int n, float size)
{
    float w = 0.0f;
    for (int i = 0; i < n; i++)
        w = fmaxf(w, fe_ui_text_width(&a->ui, lines[i], size, false));
    return w;
}

fe_rect fe_table_message(struct fe_app *a, const char *text, fe_rect status, float left, float top,
                         float right, float bottom, float lowest)
{
    fe_rect none = fe_ui_rect(left, bottom, 0.0f, 0.0f);
    if (!text[0] || !a->ui.r)
        return none;
    enum { MAX = 6, WIDTHS = 4 };
    static char lines[MAX][FE_UI_LINE_MAX];
    float size = (float)a->ui.px * 0.85f, pad = U(12), room = right - left - 2.0f * pad;
    if (room < U(120))
        return none;
    static fe_rect keep[MAX_KEEP];
    fe_rect best = {0};
    int nkeep = 0, n = 0, best_n = 0;
    float least = 1e30f, step = U(24), lh = size * 1.25f;
    /* Wrapped wide, then narrower; the first place, from the bottom left
     * along the rows and up to the status lines, that covers none of them;
     * then the same up to the window's top, beside the status lines (a
     * place on them is never taken); then down over the last move's line.
     * Clear of the board's places too (EG_ITEM_DROP: a city, a lot) where
     * such a place exists, else of the pieces alone, else the place that
     * covers the least. */
    static const float widths[WIDTHS] = {640.0f, 420.0f, 300.0f, 220.0f};
    for (int k = 0; k < 6 * WIDTHS && least > 0.0f; k++) {
        bool strict = k < 3 * WIDTHS; /* the places too: only a place that covers nothing */
        if (k % (3 * WIDTHS) == 0)
            nkeep = kept_clear(a, keep, EG_ITEM_KEEP_CLEAR | EG_ITEM_PICK | EG_ITEM_LIT |
                                            (strict ? EG_ITEM_DROP : 0u));
        int tier = k / WIDTHS % 3;
        float from = tier == 1 ? U(6) : top, foot = tier == 2 ? lowest : bottom;
        float most = room < U(widths[k % WIDTHS]) ? room : U(widths[k % WIDTHS]);
        n = fe_ui_wrap(&a->ui, text, size, false, most, lines, MAX);
        float w = widest(a, lines, n, size) + 2.0f * pad;
        float h = (float)n * lh + U(14);
        for (float y = foot - h; y >= from - 0.5f && least > 0.0f; y -= step)
            for (float x = left; x + w <= right + 0.5f && least > 0.0f; x += step) {
                fe_rect r = fe_ui_rect(x, y, w, h);
                if (covered(&status, 1, r) > 0.0f)
                    continue;
                float c = covered(keep, nkeep, r);
                if (c < least - 1.0f && (!strict || c <= 0.0f)) {
                    least = c;
                    best = r;
                    best_n = k % WIDTHS;
                }
            }
    }
    bool nowhere = least >= 1e30f; /* no room between: under the status lines, wrapped widest */
    if (nowhere)
        best_n = 0;
    /* The lines as wrapped for the place chosen. */
    n = fe_ui_wrap(&a->ui, text, size, false, room < U(widths[best_n]) ? room : U(widths[best_n]),
                   lines, MAX);
    if (nowhere)
        best = fe_ui_rect(left, top, widest(a, lines, n, size) + 2.0f * pad, (float)n * lh + U(14));
    static const float ink[4] = {0.10f, 0.09f, 0.12f, 0.96f};
    fe_ui_panel(&a->ui, best, ink);
    for (int i = 0; i < n; i++)
        fe_ui_text(&a->ui, best.x + pad, best.y + U(7) + (float)i * lh, size, 0, false, FE_UI_WHITE,
                   lines[i]);
    return best;
}
