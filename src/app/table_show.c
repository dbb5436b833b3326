/* SPDX-License-Identifier: MIT */
/* table_show.c - display options at the table (see table_show.h). */
#include "table_show.h"

#include <stdio.h>
#include <string.h>

#include "eg_scene.h"
#include "front.h"
#include "table_internal.h"
#include "table_words.h"

#define U(x) ((x) * a->ui.unit)

void fe_shows_for(fe_shows *s, const eg_game *g)
{
    if (s->game == g)
        return; /* kept from game to game */
    s->game = g;
    s->on = 0;
    for (int i = 0; g && i < g->ndisplays && i < EG_MAX_DISPLAYS; i++)
        if (g->displays[i].flags & EG_DISPLAY_ON)
            s->on |= 1u << i;
}

char fe_shows_key_of(const fe_intent *in)
{
    switch (in->kind) {
    case FE_IN_HEIGHTS:
        return 'N';
    case FE_IN_SKYLINE:
        return 'V';
    default:
        return 0;
    }
}

int fe_shows_key(fe_shows *s, char key)
{
    const eg_game *g = s->game;
    for (int i = 0; key && g && i < g->ndisplays && i < EG_MAX_DISPLAYS; i++)
        if (g->displays[i].key == key) {
            s->on ^= 1u << i;
            return i;
        }
    return -1;
}

bool fe_shows_low_view(const fe_shows *s)
{
    const eg_game *g = s->game;
    for (int i = 0; g && i < g->ndisplays && i < EG_MAX_DISPLAYS; i++)
        if ((s->on & (1u << i)) && (g->displays[i].flags & EG_DISPLAY_LOW_VIEW))
            return true;
    return false;
}

bool fe_shows_end_low_view(fe_shows *s)
{
    const eg_game *g = s->game;
    bool was = false;
    for (int i = 0; g && i < g->ndisplays && i < EG_MAX_DISPLAYS; i++)
        if ((s->on & (1u << i)) && (g->displays[i].flags & EG_DISPLAY_LOW_VIEW)) {
            s->on &= ~(1u << i);
            was = true;
        }
    return was;
}

bool fe_column_slot(fe_column *c, fe_rect *r)
{
    int i = c->i++;
    if (i < c->first || i >= c->first + c->per)
        return false;
    *r = fe_ui_rect(c->x, c->y, c->w, c->h);
    c->y += c->h + c->gap;
    return true;
}

void fe_shows_buttons(struct fe_app *a, fe_shows *s, fe_column *c, int *turned)
{
    const eg_game *g = s->game;
    *turned = -1;
    fe_rect r;
    for (int i = 0; g && i < g->ndisplays && i < EG_MAX_DISPLAYS; i++) {
        char text[64];
        snprintf(text, sizeof text, "%s: %s", g->displays[i].label,
                 (s->on & (1u << i)) ? "on" : "off");
        if (fe_column_slot(c, &r) && fe_ui_button(&a->ui, r, text, true)) {
            s->on ^= 1u << i;
            *turned = i;
        }
    }
}

/* The aid's lines (its heading alone, marked, where folded) and its box at
 * (x, top), no wider than `right` allows. */
static fe_rect aside_box(struct fe_app *a, const eg_scene *sc, bool folded, float x, float top,
                         float right, char *head, size_t headsz, const char **line, int *n)
{
    float size = (float)a->ui.px * 0.85f, lh = size * 1.3f, pad = U(12), w = 0.0f;
    snprintf(head, headsz, "%s%s", sc->aside[0], folded ? "  \xe2\x96\xbe" : "");
    line[0] = head;
    *n = 1;
    for (; *n < EG_SCENE_ASIDE_LINES && sc->aside[*n][0] && !folded; ++*n)
        line[*n] = sc->aside[*n];
    for (int i = 0; i < *n; i++) {
        float lw = fe_ui_text_width(&a->ui, line[i], size, i == 0);
        w = lw > w ? lw : w;
    }
    if (x + w + 2.0f * pad > right)
        w = right - x - 2.0f * pad;
    return fe_ui_rect(x, top, w + 2.0f * pad, (float)*n * lh + U(14));
}

static void aside_draw(struct fe_app *a, fe_rect box, const char **line, int n)
{
    float size = (float)a->ui.px * 0.85f, lh = size * 1.3f, pad = U(12);
    fe_ui_panel(&a->ui, box, FE_UI_BAR);
    for (int i = 0; i < n; i++)
        fe_ui_text(&a->ui, box.x + pad, box.y + U(7) + (float)i * lh, size, 0, i == 0, FE_UI_WHITE,
                   line[i]);
}

fe_rect fe_shows_aside(struct fe_app *a, const eg_scene *sc, bool folded, float top, float right,
                       float bottom, bool draw)
{
    fe_rect r = fe_ui_rect(U(8), top, 0.0f, 0.0f);
    if ((draw && !a->ui.r) || !sc->aside[0][0])
        return r;
    char head[sizeof sc->aside[0] + 8];
    const char *line[EG_SCENE_ASIDE_LINES];
    int n;
    fe_rect box = aside_box(a, sc, folded, U(8), top, right, head, sizeof head, line, &n);
    if (!draw) /* only measured: where the table frames the scene clear of it */
        return box;
    /* clear of the viewer's own pieces (table_words.c), else left out */
    if (!fe_table_clear_spot(a, box.w, box.h, U(8), top, right, bottom, folded, &box))
        return r;
    aside_draw(a, box, line, n);
    return box;
}

fe_rect fe_shows_aside_at(struct fe_app *a, const eg_scene *sc, float x, float y, float right)
{
    fe_rect r = fe_ui_rect(x, y, 0.0f, 0.0f);
    if (!a->ui.r || !sc->aside[0][0])
        return r;
    char head[sizeof sc->aside[0] + 8];
    const char *line[EG_SCENE_ASIDE_LINES];
    int n;
    fe_rect box = aside_box(a, sc, false, x, y, right, head, sizeof head, line, &n);
    aside_draw(a, box, line, n);
    return box;
}
