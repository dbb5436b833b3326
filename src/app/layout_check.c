/* SPDX-License-Identifier: MIT */
/* layout_check.c - a frame's 2-D layout judged from what was drawn (see
 * layout_check.h). */
#include "layout_check.h"

#include <stdio.h>
#include <stdlib.h>
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

static bool backdrop(const fe_drawn *p, int w, int h)
{
    return p->kind == FE_DRAWN_PANEL && p->w >= 0.9f * (float)w && p->h >= 0.9f * (float)h;
}

/* Whether two rectangles share over SLACK across and over `down` down. */
static bool shared(const fe_drawn *a, const fe_drawn *b, float down)
{
    float iw = minf(a->x + a->w, b->x + b->w) - maxf(a->x, b->x);
    float ih = minf(a->y + a->h, b->y + b->h) - maxf(a->y, b->y);
    return iw > SLACK && ih > down;
}

/* Two rectangles overlap when they share more than a sliver: over SLACK
 * across and over 30% of the lower one's height (a text's box includes the
 * line's spacing above and below its letters). */
static bool overlap(const fe_drawn *a, const fe_drawn *b)
{
    return shared(a, b, 0.3f * minf(a->h, b->h));
}

/* A scene text that an opaque panel drawn after it (before `before`)
 * hides. */
static bool hidden(const fe_drawn *d, int i, int before)
{
    for (int k = i + 1; k < before; k++)
        if (d[k].kind == FE_DRAWN_PANEL && d[k].alpha >= 0.95f && overlap(&d[i], &d[k]))
            return true;
    return false;
}

static bool contains_point(const fe_drawn *p, float x, float y)
{
    return x >= p->x && x < p->x + p->w && y >= p->y && y < p->y + p->h;
}

static bool inside(const fe_drawn *t, float x, float y, float w, float h)
{
    return t->x >= x - SLACK && t->y >= y - SLACK && t->x + t->w <= x + w + SLACK &&
           t->y + t->h <= y + h + SLACK;
}

static void describe(const fe_drawn *d, char *out, size_t outsz)
{
    if (d->kind == FE_DRAWN_TEXT)
        snprintf(out, outsz, "text \"%s\" at %.0f,%.0f %.0fx%.0f", d->text, d->x, d->y, d->w,
                 d->h);
    else
        snprintf(out, outsz, "panel at %.0f,%.0f %.0fx%.0f", d->x, d->y, d->w, d->h);
}

static int problem(void (*report)(void *, const char *), void *ctx, const fe_drawn *a,
                   const char *what, const fe_drawn *b)
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

int fe_layout_problems(const fe_drawn *d, int n, int first_ui, int w, int h, float top,
                       float bottom, void (*report)(void *ctx, const char *message), void *ctx)
{
    int count = 0, from = 0; /* from: the first item over the latest backdrop */
    int keep = -1;           /* the first rectangle kept clear now, or -1 */
    for (int j = 0; j < n; j++) {
        const fe_drawn *b = &d[j];
        if (b->kind == FE_DRAWN_KEEP) {
            if (b->w <= 0.0f && b->h <= 0.0f)
                keep = -1;
            else if (keep < 0)
                keep = j;
            continue;
        }
        if (!inside(b, 0.0f, top, (float)w, bottom - top))
            count += problem(report, ctx, b, "leaves the window", NULL);
        if (b->kind == FE_DRAWN_TEXT && b->cut)
            count += problem(report, ctx, b, "is cut short to fit", NULL);
        if (backdrop(b, w, h)) {
            from = j + 1;
            keep = -1;
            continue;
        }
        if (b->kind == FE_DRAWN_PANEL && keep >= 0)
            for (int i = keep; i < j; i++)
                if (d[i].kind == FE_DRAWN_KEEP && shared(&d[i], b, SLACK)) {
                    char msg[120];
                    snprintf(msg, sizeof msg, "covers the scene's %s kept clear at %.0f,%.0f %.0fx%.0f",
                             d[i].text, d[i].x, d[i].y, d[i].w, d[i].h);
                    count += problem(report, ctx, b, msg, NULL);
                }
        if (b->kind == FE_DRAWN_PANEL) {
            for (int i = from > first_ui ? from : first_ui; i < j; i++)
                if (d[i].kind == FE_DRAWN_TEXT && overlap(&d[i], b))
                    count += problem(report, ctx, &d[i], "is covered by the", b);
            continue;
        }
        for (int i = from; i < j; i++)
            if (d[i].kind == FE_DRAWN_TEXT && overlap(&d[i], b) &&
                !(d[i].x == b->x && d[i].y == b->y && strcmp(d[i].text, b->text) == 0) &&
                !(i < first_ui && hidden(d, i, j)))
                count += problem(report, ctx, b, "overlaps", &d[i]);
        float cx = b->x + 0.5f * b->w, cy = b->y + 0.5f * b->h;
        for (int i = j - 1; i >= from; i--) {
            if (d[i].kind != FE_DRAWN_PANEL || !contains_point(&d[i], cx, cy))
                continue;
            if (!inside(b, d[i].x, d[i].y, d[i].w, d[i].h))
                count += problem(report, ctx, b, "runs out of its", &d[i]);
            break;
        }
    }
    return count;
}

/* ---- The per-run checker. */

enum { LOG_CAP = 1024 };

struct fe_layout_check {
    fe_drawn items[LOG_CAP];
    fe_draw_log log;
    int first_ui; /* log entries before it: the scene's labels */
    char **seen; /* problems printed so far */
    int nseen, capseen;
    const char *where;
};

fe_layout_check *fe_layout_check_from_env(void)
{
    const char *env = getenv("CITYSCAPE_LAYOUT_CHECK");
    if (!env || !*env || strcmp(env, "0") == 0)
        return NULL;
    return calloc(1, sizeof(fe_layout_check));
}

void fe_layout_check_free(fe_layout_check *c)
{
    if (!c)
        return;
    for (int i = 0; i < c->nseen; i++)
        free(c->seen[i]);
    free(c->seen);
    free(c);
}

void fe_layout_check_begin(fe_layout_check *c, fe_renderer *r)
{
    if (!c)
        return;
    c->log.items = c->items;
    c->log.cap = LOG_CAP;
    c->log.n = 0;
    c->log.lost = 0;
    c->first_ui = 0;
    fe_renderer_log(r, &c->log);
}

void fe_layout_check_ui(fe_layout_check *c)
{
    if (c)
        c->first_ui = c->log.n;
}

static void remember(void *ctx, const char *message)
{
    fe_layout_check *c = ctx;
    char line[600];
    snprintf(line, sizeof line, "%s: %s", c->where, message);
    for (int i = 0; i < c->nseen; i++)
        if (strcmp(c->seen[i], line) == 0)
            return;
    if (c->nseen == c->capseen) {
        int cap = c->capseen ? 2 * c->capseen : 32;
        char **p = realloc(c->seen, (size_t)cap * sizeof *p);
        if (!p)
            return;
        c->seen = p;
        c->capseen = cap;
    }
    char *copy = malloc(strlen(line) + 1);
    if (!copy)
        return;
    strcpy(copy, line);
    c->seen[c->nseen++] = copy;
    fprintf(stderr, "layout: %s\n", line);
}

void fe_layout_check_end(fe_layout_check *c, fe_renderer *r, const char *where, int w, int h,
                         float top, float bottom)
{
    if (!c)
        return;
    fe_renderer_log(r, NULL);
    c->where = where;
    if (c->log.lost > 0) {
        char msg[96];
        snprintf(msg, sizeof msg, "%d things drawn past the check's log of %d", c->log.lost,
                 LOG_CAP);
        remember(c, msg);
    }
    fe_layout_problems(c->log.items, c->log.n, c->first_ui, w, h, top, bottom, remember, c);
}

void fe_layout_check_note(fe_layout_check *c, const char *where, const char *message)
{
    if (!c)
        return;
    c->where = where;
    remember(c, message);
}

int fe_layout_check_count(const fe_layout_check *c)
{
    return c ? c->nseen : 0;
}
