/* SPDX-License-Identifier: MIT */
/* tutorial_panel.c - the lesson's notes over the screens (see
 * tutorial_panel.h). */
#include "tutorial_panel.h"

#include <stdio.h>
#include <string.h>

#include "explain.h"
#include "layout.h"
#include "pick.h"

#define U(x) ((x) * a->ui.unit)

enum { NOTE_LINES = 14, REFUSAL_LINES = 3, MAX_RECTS = 24 };

/* A refusal, in a red that reads on the dark note. */
static const float REFUSAL_INK[4] = {1.0f, 0.62f, 0.52f, 1.0f};
static const float NOTE_EDGE[4] = {1.0f, 0.85f, 0.35f, 1.0f};

/* ---- A note laid out at a width. */

typedef struct {
    float w, h, pad, size, title_size, lh;
    char title[CS_UI_LINE_MAX];
    char lines[NOTE_LINES][CS_UI_LINE_MAX];
    char refusal[REFUSAL_LINES][CS_UI_LINE_MAX];
    int nlines, nrefusal;
    bool next;
} note;

/* The note at width w, its text at k times its usual size. */
static void lay_out(cs_app *a, const cs_tutorial_step *s, float w, float k, note *n)
{
    n->w = w;
    n->pad = U(14) * k;
    n->size = (float)a->ui.px * 0.8f * k;
    n->title_size = (float)a->ui.px * 0.95f * k;
    if (n->size < 9.0f) /* never under 9 pixels, as everywhere */
        n->size = 9.0f;
    if (n->title_size < 10.0f)
        n->title_size = 10.0f;
    n->lh = n->size * 1.3f;
    float inner = w - 2.0f * n->pad;
    cs_ui_fit(&a->ui, s->title, n->title_size, true, inner, n->title, sizeof n->title);
    n->nlines = cs_ui_wrap(&a->ui, s->text, n->size, false, inner, n->lines, NOTE_LINES);
    n->nrefusal = a->lesson.refusal[0] ? cs_ui_wrap(&a->ui, a->lesson.refusal, n->size, true,
                                                    inner, n->refusal, REFUSAL_LINES)
                                       : 0;
    n->next = s->kind == CS_TUT_NEXT;
    n->h = n->pad + n->title_size * 1.4f + n->lh * (float)(n->nlines + n->nrefusal) +
           (n->nrefusal ? U(6) : 0.0f) + (n->next ? U(10) + U(44) : 0.0f) + n->pad;
}

/* Draws the note at (x, y) and answers its Next (a click, or Enter). */
static void show(cs_app *a, const note *n, float x, float y)
{
    cs_rect r = cs_ui_rect(x, y, n->w, n->h);
    if (a->ui.r) {
        cs_ui_panel(&a->ui, r, CS_UI_BAR); /* opaque: the table's labels stay under it */
        cs_ui_panel(&a->ui, cs_ui_rect(x, y, U(5), n->h), NOTE_EDGE);
        float ty = y + n->pad;
        cs_ui_text(&a->ui, x + n->pad, ty, n->title_size, 0, true, NOTE_EDGE, n->title);
        ty += n->title_size * 1.4f;
        for (int i = 0; i < n->nlines; i++, ty += n->lh)
            cs_ui_text(&a->ui, x + n->pad, ty, n->size, 0, false, CS_UI_WHITE, n->lines[i]);
        ty += n->nrefusal ? U(6) : 0.0f;
        for (int i = 0; i < n->nrefusal; i++, ty += n->lh)
            cs_ui_text(&a->ui, x + n->pad, ty, n->size, 0, true, REFUSAL_INK, n->refusal[i]);
    }
    bool next = false;
    if (n->next) {
        float bw = U(130), bh = U(44);
        next = cs_ui_button(&a->ui,
                            cs_ui_rect(x + n->w - n->pad - bw, y + n->h - n->pad - bh, bw, bh),
                            "Next", true);
    }
    const cs_intent *in = a->ui.in;
    if (n->next && in && in->kind == CS_IN_CONFIRM) {
        next = true;
        a->ui.consumed = true;
    }
    /* A press on the note is the note's, not the board's under it (a held
     * block is still let go wherever the pointer is). */
    if (in && !a->ui.consumed && cs_ui_inside(r, in->x, in->y) &&
        (in->kind == CS_IN_PRESS || (in->kind == CS_IN_RELEASE && !a->held.active)))
        a->ui.consumed = true;
    if (next) {
        cs_tutorial_next(&a->lesson);
        a->redraw = true;
    }
}

/* ---- What a note speaks of, on the screen. */

static float overlap_area(cs_rect p, cs_rect q)
{
    float w = (p.x + p.w < q.x + q.w ? p.x + p.w : q.x + q.w) - (p.x > q.x ? p.x : q.x);
    float h = (p.y + p.h < q.y + q.h ? p.y + p.h : q.y + q.h) - (p.y > q.y ? p.y : q.y);
    return w > 0.0f && h > 0.0f ? w * h : 0.0f;
}

/* The screen box around world points; false when none is in front. */
static bool screen_box(const cs_app *a, float (*pts)[3], int n, cs_rect *out)
{
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    bool any = false;
    for (int i = 0; i < n; i++) {
        float p[2];
        if (!cs_camera_project(&a->cam, a->fb_w, a->fb_h, pts[i], p))
            continue;
        any = true;
        x0 = p[0] < x0 ? p[0] : x0;
        y0 = p[1] < y0 ? p[1] : y0;
        x1 = p[0] > x1 ? p[0] : x1;
        y1 = p[1] > y1 ? p[1] : y1;
    }
    if (any)
        *out = cs_ui_rect(x0, y0, x1 - x0, y1 - y0);
    return any;
}

/* A lot's building (or square) as drawn: floor to top. */
static bool lot_box(const cs_app *a, int lot, cs_rect *out)
{
    float c[3], top[3], pts[8][3];
    cs_layout_lot_centre(lot, c);
    cs_pick_landing(&a->flow.match.game.board, lot, top);
    for (int k = 0; k < 8; k++) {
        pts[k][0] = c[0] + ((k & 1) ? CS_LOT_INSET : -CS_LOT_INSET);
        pts[k][1] = (k & 4) ? top[1] : 0.0f;
        pts[k][2] = c[2] + ((k & 2) ? CS_LOT_INSET : -CS_LOT_INSET);
    }
    return screen_box(a, pts, 8, out);
}

/* The supply block of height h a player takes next, as drawn. */
static bool supply_box(const cs_app *a, int h, cs_rect *out)
{
    cs_draw_list dl;
    cs_app_draw_list(a, &dl);
    float base[3], pts[8][3];
    if (!cs_pick_supply_top(&dl, h, base))
        return false;
    float half = CS_BLOCK_WIDTH * 0.6f, up = cs_layout_stack_height(h);
    for (int k = 0; k < 8; k++) {
        pts[k][0] = base[0] + ((k & 1) ? half : -half);
        pts[k][1] = base[1] + ((k & 4) ? up : 0.0f);
        pts[k][2] = base[2] + ((k & 2) ? half : -half);
    }
    return screen_box(a, pts, 8, out);
}

/* What the step speaks of (must stay in view), and the city as a whole
 * (better left in view); returns the count of the first kind. */
static int focus(const cs_app *a, const cs_tutorial_step *s, cs_rect *out, int max,
                 cs_rect *city, bool *has_city)
{
    int n = 0;
    uint16_t lots = s->lit;
    if (s->kind == CS_TUT_PLACE || s->kind == CS_TUT_WAIT)
        lots |= (uint16_t)(1u << s->move.lot);
    for (int lot = 0; lot < CS_LOTS && n < max; lot++)
        if ((lots >> lot) & 1u)
            n += lot_box(a, lot, &out[n]);
    if (s->kind == CS_TUT_PLACE && n < max)
        n += supply_box(a, s->move.height, &out[n]);
    *has_city = false;
    for (int lot = 0; lot < CS_LOTS; lot++) {
        cs_rect r;
        if (!lot_box(a, lot, &r))
            continue;
        if (!*has_city) {
            *city = r;
            *has_city = true;
            continue;
        }
        float x1 = city->x + city->w > r.x + r.w ? city->x + city->w : r.x + r.w;
        float y1 = city->y + city->h > r.y + r.h ? city->y + city->h : r.y + r.h;
        city->x = city->x < r.x ? city->x : r.x;
        city->y = city->y < r.y ? city->y : r.y;
        city->w = x1 - city->x;
        city->h = y1 - city->y;
    }
    return n;
}

/* ---- The notes. */

/* The best place at text size k: clear of the screen's widgets, then
 * hiding least of what the note speaks of, then of the city. Returns
 * false when no place is clear of the widgets; *hides: the area of the
 * spots it covers. */
static bool best_place(cs_app *a, const cs_tutorial_step *s, float k, const cs_rect *keep,
                       int nkeep, const cs_rect *spot, int nspot, const cs_rect *city,
                       note *best, float *bx, float *by, float *hides)
{
    float m = U(12), fw = (float)a->fb_w, fh = (float)a->fb_h;
    float widths[2] = {U(440) * k, U(600) * k};
    float best_cost = -1.0f;
    note n;
    for (int wi = 0; wi < 2; wi++) {
        float w = widths[wi] < fw - 2.0f * m ? widths[wi] : fw - 2.0f * m;
        lay_out(a, s, w, k, &n);
        float xs[3] = {m, fw - w - m, (fw - w) * 0.5f};
        float ys[2 + 2 * MAX_RECTS];
        int ny = 0;
        ys[ny++] = m;
        ys[ny++] = fh - n.h - m;
        for (int i = 0; i < nkeep && i < MAX_RECTS; i++) {
            ys[ny++] = keep[i].y + keep[i].h + U(8);
            ys[ny++] = keep[i].y - U(8) - n.h;
        }
        for (int xi = 0; xi < 3; xi++)
            for (int yi = 0; yi < ny; yi++) {
                cs_rect r = cs_ui_rect(xs[xi], ys[yi], n.w, n.h);
                if (r.y < 0.0f || r.y + r.h > fh)
                    continue;
                bool clear = true;
                for (int i = 0; i < nkeep && clear; i++)
                    clear = overlap_area(r, keep[i]) <= 0.0f;
                if (!clear)
                    continue;
                float covered = 0.0f;
                for (int i = 0; i < nspot; i++)
                    covered += overlap_area(r, spot[i]);
                float cost = 0.001f * (float)(wi + xi + yi) + 50.0f * covered +
                             (city ? overlap_area(r, *city) : 0.0f);
                if (best_cost < 0.0f || cost < best_cost) {
                    best_cost = cost;
                    *best = n;
                    *bx = r.x;
                    *by = r.y;
                    *hides = covered;
                }
            }
    }
    return best_cost >= 0.0f;
}

void cs_tutorial_note(cs_app *a, const cs_rect *keep, int nkeep)
{
    const cs_tutorial_step *s = cs_tutorial_current(&a->lesson);
    if (!s || s->kind == CS_TUT_GOALS || s->kind == CS_TUT_END)
        return;
    cs_rect spot[MAX_RECTS], city;
    bool has_city;
    int nspot = focus(a, s, spot, MAX_RECTS, &city, &has_city);
    /* At the player's text size where a place hides nothing the note
     * speaks of; else its text smaller, step by step. */
    static const float sizes[] = {1.0f, 0.85f, 0.72f, 0.6f, 0.5f};
    note n;
    float x = 0.0f, y = 0.0f, hides = 0.0f;
    bool found = false;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        found = best_place(a, s, sizes[i], keep, nkeep, spot, nspot, has_city ? &city : NULL, &n,
                           &x, &y, &hides);
        if (found && hides <= 0.0f)
            break;
    }
    if (!found) {
        /* Nowhere clear of the screen's widgets: under its top widgets,
         * running out at the bottom, so that the screen is drawn smaller
         * until it fits (frame.c). */
        float m = U(12), fw = (float)a->fb_w;
        lay_out(a, s, U(440) < fw - 2.0f * m ? U(440) : fw - 2.0f * m, 1.0f, &n);
        x = m;
        y = (float)a->fb_h - n.h * 0.5f;
    }
    show(a, &n, x, y);
}

void cs_tutorial_goals_note(cs_app *a, float bottom)
{
    const cs_tutorial_step *s = cs_tutorial_current(&a->lesson);
    if (!s || s->kind != CS_TUT_GOALS)
        return;
    float m = U(12), fw = (float)a->fb_w;
    float w = U(900) < fw - 2.0f * m ? U(900) : fw - 2.0f * m;
    note n;
    lay_out(a, s, w, 1.0f, &n);
    /* At the top; where the goals' panel leaves too little room, right
     * above it, out of the window at the top if need be, so that the screen
     * is drawn smaller. */
    float y = m + n.h + U(8) <= bottom ? m : bottom - U(8) - n.h;
    show(a, &n, (fw - w) * 0.5f, y);
}

void cs_tutorial_end_panel(cs_app *a)
{
    const cs_tutorial_step *s = cs_tutorial_current(&a->lesson);
    const cs_game *g = &a->flow.match.game;
    if (!s)
        return;
    float m = U(12), fw = (float)a->fb_w;
    float w = U(1000) < fw - 2.0f * m ? U(1000) : fw - 2.0f * m, x = (fw - w) * 0.5f;
    float pad = U(24), inner = w - 2.0f * pad, size = (float)a->ui.px * 0.9f;
    float lh = size * 1.35f, big = (float)a->ui.px * 1.4f;
    char closing[4][CS_UI_LINE_MAX];
    int nclosing = cs_ui_wrap(&a->ui, s->text, size, false, inner, closing, 4);
    float bh = U(52), y = U(24);
    float h = pad + big * 1.5f + lh * (1.0f + CS_LINES + 2.0f + (float)nclosing) + U(16) + bh +
              pad;
    cs_rect r = cs_ui_rect(x, y, w, h);
    if (a->ui.r) {
        char cut[CS_UI_LINE_MAX], t[CS_UI_LINE_MAX];
        cs_ui_panel(&a->ui, r, CS_UI_BAR);
        float ty = y + pad;
        cs_ui_text(&a->ui, fw * 0.5f, ty, big, 1, true, NOTE_EDGE,
                   cs_ui_fit(&a->ui, s->title, big, true, inner, cut, sizeof cut));
        ty += big * 1.5f;
        cs_ui_text(&a->ui, x + pad, ty, size, 0, true, CS_UI_WHITE,
                   cs_ui_fit(&a->ui, "Your lines, seen from the south edge:", size, true, inner,
                             cut, sizeof cut));
        ty += lh;
        /* Each line's reason, from the rules core (explain.h): the goal on
         * the left, what the line shows and its points on the right. */
        for (int l = 0; l < CS_LINES; l++, ty += lh) {
            char goal[48], why[64];
            int pts = cs_explain_line(&g->board, CS_TUTORIAL_SEAT, l,
                                      g->goals[CS_TUTORIAL_SEAT][l], goal, sizeof goal, why,
                                      sizeof why);
            const float *ink = pts ? CS_UI_GOOD : CS_UI_WHITE;
            cs_ui_text(&a->ui, x + pad, ty, size, 0, false, ink,
                       cs_ui_fit(&a->ui, goal, size, false, inner * 0.34f, cut, sizeof cut));
            cs_ui_text(&a->ui, x + pad + inner * 0.36f, ty, size, 0, false, ink,
                       cs_ui_fit(&a->ui, why, size, false, inner * 0.64f, cut, sizeof cut));
        }
        int west = 0;
        for (int l = 0; l < CS_LINES; l++)
            west += g->seat_score[CS_W][l];
        snprintf(t, sizeof t, "Your west edge scored %d. You %d, %s %d%s", west, g->total[0],
                 cs_app_player_name(a, 1), g->total[1],
                 g->total[0] > g->total[1] ? ": you win!" : ".");
        cs_ui_text(&a->ui, x + pad, ty, size, 0, true, CS_UI_WHITE,
                   cs_ui_fit(&a->ui, t, size, true, inner, cut, sizeof cut));
        ty += lh * 2.0f;
        for (int i = 0; i < nclosing; i++, ty += lh)
            cs_ui_text(&a->ui, x + pad, ty, size, 0, false, CS_UI_WHITE, closing[i]);
    }
    float bw = (inner - U(20)) * 0.5f < U(300) ? (inner - U(20)) * 0.5f : U(300);
    float by = y + h - pad - bh, cx = fw * 0.5f;
    if (cs_ui_button(&a->ui, cs_ui_rect(cx + U(10), by, bw, bh), "Play a game", true) ||
        (a->ui.in && a->ui.in->kind == CS_IN_CONFIRM))
        cs_app_lesson_end(a, CS_SCREEN_SETUP);
    else if (cs_ui_button(&a->ui, cs_ui_rect(cx - U(10) - bw, by, bw, bh), "Back to the title",
                          true))
        cs_app_lesson_end(a, CS_SCREEN_TITLE);
}
