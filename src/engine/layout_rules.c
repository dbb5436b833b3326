/* SPDX-License-Identifier: MIT */
/* layout_rules.c - a frame's 2-D layout judged from the rectangles drawn
 * (see eg_layout.h). */
#include "eg_layout.h"

#include <stdio.h>
#include <string.h>

/* Pixels of slack: a text's shadow, rounding to whole pixels. */
#define SLACK 2.0f

static float minf(float a, float b)
{
    return a < b ? a : b;
}

static float maxf(float a, float b)
{
    return a > b ? a : b;
}

static bool backdrop(const eg_drawn *p, int w, int h)
{
    return p->kind == EG_DRAWN_PANEL && p->w >= 0.9f * (float)w && p->h >= 0.9f * (float)h;
}

/* Whether two rectangles share over SLACK across and over `down` down. */
static bool shared(const eg_drawn *a, const eg_drawn *b, float down)
{
    float iw = minf(a->x + a->w, b->x + b->w) - maxf(a->x, b->x);
    float ih = minf(a->y + a->h, b->y + b->h) - maxf(a->y, b->y);
    return iw > SLACK && ih > down;
}

/* Two rectangles overlap when they share more than a sliver: over SLACK
 * across and over 30% of the lower one's height (a text's box includes the
 * line's spacing above and below its letters). */
static bool overlap(const eg_drawn *a, const eg_drawn *b)
{
    return shared(a, b, 0.3f * minf(a->h, b->h));
}

/* A scene text that an opaque panel drawn after it (before `before`)
 * hides. */
static bool hidden(const eg_drawn *d, int i, int before)
{
    for (int k = i + 1; k < before; k++)
        if (d[k].kind == EG_DRAWN_PANEL && d[k].alpha >= 0.95f && overlap(&d[i], &d[k]))
            return true;
    return false;
}

static bool contains_point(const eg_drawn *p, float x, float y)
{
    return x >= p->x && x < p->x + p->w && y >= p->y && y < p->y + p->h;
}

static bool inside(const eg_drawn *t, float x, float y, float w, float h)
{
    return t->x >= x - SLACK && t->y >= y - SLACK && t->x + t->w <= x + w + SLACK &&
           t->y + t->h <= y + h + SLACK;
}

static void describe(const eg_drawn *d, char *out, size_t outsz)
{
    if (d->kind == EG_DRAWN_TEXT)
        snprintf(out, outsz, "text \"%s\" at %.0f,%.0f %.0fx%.0f", d->text, d->x, d->y, d->w,
                 d->h);
    else
        snprintf(out, outsz, "panel at %.0f,%.0f %.0fx%.0f", d->x, d->y, d->w, d->h);
}

static int problem(void (*report)(void *, const char *), void *ctx, const eg_drawn *a,
                   const char *what, const eg_drawn *b)
{
    char sa[160], sb[160] = "", msg[400];
    describe(a, sa, sizeof sa);
    if (b)
        describe(b, sb, sizeof sb);
    snprintf(msg, sizeof msg, "%s %s%s%s", sa, what, b ? " " : "", sb);
    if (report)
        report(ctx, msg);
    return 1;
}

int eg_layout_problems(const eg_drawn *d, int n, int first_ui, int w, int h, float top,
                       float bottom, void (*report)(void *ctx, const char *message), void *ctx)
{
    int count = 0, from = 0; /* from: the first item over the latest backdrop */
    int keep = -1;           /* the first rectangle kept clear now, or -1 */
    for (int j = 0; j < n; j++) {
        const eg_drawn *b = &d[j];
        if (b->kind == EG_DRAWN_KEEP) {
            if (b->w <= 0.0f && b->h <= 0.0f)
                keep = -1;
            else if (keep < 0)
                keep = j;
            continue;
        }
        if (!inside(b, 0.0f, top, (float)w, bottom - top))
            count += problem(report, ctx, b, "leaves the window", NULL);
        if (b->kind == EG_DRAWN_TEXT && b->cut)
            count += problem(report, ctx, b, "is cut short to fit", NULL);
        if (backdrop(b, w, h)) {
            from = j + 1;
            keep = -1;
            continue;
        }
        if (b->kind == EG_DRAWN_PANEL && keep >= 0 && !b->over)
            for (int i = keep; i < j; i++)
                if (d[i].kind == EG_DRAWN_KEEP && shared(&d[i], b, SLACK)) {
                    char msg[120];
                    snprintf(msg, sizeof msg, "covers the scene's %s kept clear at %.0f,%.0f %.0fx%.0f",
                             d[i].text, d[i].x, d[i].y, d[i].w, d[i].h);
                    count += problem(report, ctx, b, msg, NULL);
                }
        if (b->kind == EG_DRAWN_PANEL) {
            for (int i = from > first_ui ? from : first_ui; i < j; i++)
                if (d[i].kind == EG_DRAWN_TEXT && overlap(&d[i], b))
                    count += problem(report, ctx, &d[i], "is covered by the", b);
            continue;
        }
        for (int i = from; i < j; i++)
            if (d[i].kind == EG_DRAWN_TEXT && overlap(&d[i], b) &&
                !(d[i].x == b->x && d[i].y == b->y && strcmp(d[i].text, b->text) == 0) &&
                !(i < first_ui && hidden(d, i, j)))
                count += problem(report, ctx, b, "overlaps", &d[i]);
        float cx = b->x + 0.5f * b->w, cy = b->y + 0.5f * b->h;
        for (int i = j - 1; i >= from; i--) {
            if (d[i].kind != EG_DRAWN_PANEL || !contains_point(&d[i], cx, cy))
                continue;
            if (!inside(b, d[i].x, d[i].y, d[i].w, d[i].h))
                count += problem(report, ctx, b, "runs out of its", &d[i]);
            break;
        }
    }
    return count;
}
