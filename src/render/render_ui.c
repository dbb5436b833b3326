/* SPDX-License-Identifier: MIT */
/* render_ui.c - 2-D drawing for the screens (see render_ui.h). */
#include "render_ui.h"

#include <string.h>

#include "render_internal.h"

cs_draw_log *cs_renderer_log(cs_renderer *r, cs_draw_log *log)
{
    cs_draw_log *prev = r->log;
    r->log = log;
    return prev;
}

bool cs_renderer_dry(const cs_renderer *r)
{
    return r->log && r->log->dry;
}

void cs_renderer_log_drawn(cs_renderer *r, int kind, float x, float y, float w, float h,
                           float alpha, const char *text)
{
    cs_draw_log *log = r->log;
    if (!log)
        return;
    if (log->n >= log->cap) {
        log->lost++;
        return;
    }
    cs_drawn *d = &log->items[log->n++];
    d->kind = kind;
    d->x = x;
    d->y = y;
    d->w = w;
    d->h = h;
    d->alpha = alpha;
    d->text[0] = '\0';
    if (text) {
        strncpy(d->text, text, sizeof d->text - 1);
        d->text[sizeof d->text - 1] = '\0';
    }
}

void cs_renderer_panel(cs_renderer *r, float x, float y, float w, float h, const float rgba[4])
{
    cs_overlay_panel(r, x, y, w, h, rgba);
}

int cs_renderer_text_width(cs_renderer *r, const char *utf8, int px, bool bold)
{
    return r->text ? cs_text_measure(r->text, utf8, px, bold) : 0;
}

void cs_renderer_clear(cs_renderer *r, int width, int height, const float rgba[4])
{
    r->fb_w = width;
    r->fb_h = height;
    glViewport(0, 0, width, height);
    glClearColor(rgba[0], rgba[1], rgba[2], rgba[3]);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
}
