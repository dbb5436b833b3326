/* SPDX-License-Identifier: MIT */
/* render_ui.c - 2-D drawing for the screens (see render_ui.h). */
#include "render_ui.h"

#include <stdio.h>
#include <string.h>

#include "render_internal.h"

fe_draw_log *fe_renderer_log(fe_renderer *r, fe_draw_log *log)
{
    fe_draw_log *prev = r->log;
    r->log = log;
    return prev;
}

bool fe_renderer_dry(const fe_renderer *r)
{
    return r->log && r->log->dry;
}

void fe_renderer_log_over(fe_renderer *r, bool over) { r->log_over = over; }

void fe_renderer_log_drawn(fe_renderer *r, int kind, float x, float y, float w, float h,
                           float alpha, const char *text)
{
    fe_draw_log *log = r->log;
    if (!log)
        return;
    if (log->n >= log->cap) {
        log->lost++;
        return;
    }
    eg_drawn *d = &log->items[log->n++];
    size_t len = text ? strlen(text) : 0;
    *d = (eg_drawn){kind, x, y, w, h, alpha, "", len >= 3 && !strcmp(text + len - 3, "\xe2\x80\xa6"),
                    kind == EG_DRAWN_PANEL && r->log_over};
    if (text)
        snprintf(d->text, sizeof d->text, "%s", text);
}

int fe_renderer_text_width(fe_renderer *r, const char *utf8, int px, bool bold)
{
    return r->text ? fe_text_measure(r->text, utf8, px, bold) : 0;
}

void fe_renderer_clear(fe_renderer *r, int width, int height, const float rgba[4])
{
    r->fb_w = width;
    r->fb_h = height;
    glViewport(0, 0, width, height);
    glClearColor(rgba[0], rgba[1], rgba[2], rgba[3]);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
}
