/* SPDX-License-Identifier: MIT */
/* render_ui.c - 2-D drawing for the screens (see render_ui.h). */
#include "render_ui.h"

#include "render_internal.h"

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
