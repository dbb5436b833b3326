/* SPDX-License-Identifier: MIT */
/* overlay.c - screen-space text and panels over the 3-D view. */
#include <math.h>
#include <stdio.h>

#include "render_internal.h"
#include "render_ui.h"

bool fe_overlay_init(fe_renderer *r)
{
    static const float corners[8] = {0, 0, 1, 0, 0, 1, 1, 1};
    GLuint p = r->prog_overlay;
    r->ov.rect = glGetUniformLocation(p, "u_rect");
    r->ov.color = glGetUniformLocation(p, "u_color");
    r->ov.solid = glGetUniformLocation(p, "u_solid");
    r->ov.size = glGetUniformLocation(p, "u_size");
    glUseProgram(p);
    glUniform1i(glGetUniformLocation(p, "u_tex"), 0);
    glGenVertexArrays(1, &r->ov.vao);
    glGenBuffers(1, &r->ov.vbo);
    glBindVertexArray(r->ov.vao);
    glBindBuffer(GL_ARRAY_BUFFER, r->ov.vbo);
    glBufferData(GL_ARRAY_BUFFER, sizeof corners, corners, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, (void *)0);
    glBindVertexArray(0);
    return r->ov.vao && r->ov.vbo;
}

void fe_overlay_destroy(fe_renderer *r)
{
    if (r->ov.vao)
        glDeleteVertexArrays(1, &r->ov.vao);
    if (r->ov.vbo)
        glDeleteBuffers(1, &r->ov.vbo);
    r->ov.vao = r->ov.vbo = 0;
}

/* Pixel rectangle (top-left origin) -> the shader's NDC rectangle. */
static void quad_px(fe_renderer *r, float x, float y, float w, float h)
{
    float fw = (float)(r->fb_w > 0 ? r->fb_w : 1), fh = (float)(r->fb_h > 0 ? r->fb_h : 1);
    glUniform4f(r->ov.rect, 2.0f * x / fw - 1.0f, 1.0f - 2.0f * (y + h) / fh, 2.0f * w / fw,
                2.0f * h / fh);
    glBindVertexArray(r->ov.vao);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
}

static void overlay_begin(fe_renderer *r)
{
    glViewport(0, 0, r->fb_w, r->fb_h);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glUseProgram(r->prog_overlay);
    glActiveTexture(GL_TEXTURE0);
}

static void overlay_end(void)
{
    glDisable(GL_BLEND);
    glEnable(GL_DEPTH_TEST);
    glBindVertexArray(0);
}

void fe_renderer_panel(fe_renderer *r, float x, float y, float w, float h, const float rgba[4])
{
    fe_renderer_log_drawn(r, EG_DRAWN_PANEL, x, y, w, h, rgba[3], NULL);
    fe_renderer_backing(r, x, y, w, h, rgba);
}

void fe_renderer_backing(fe_renderer *r, float x, float y, float w, float h, const float rgba[4])
{
    if (fe_renderer_dry(r))
        return;
    overlay_begin(r);
    glUniform1i(r->ov.solid, 1);
    glUniform2f(r->ov.size, w, h);
    glUniform4fv(r->ov.color, 1, rgba);
    quad_px(r, x, y, w, h);
    overlay_end();
}

int fe_renderer_text_px(int height)
{
    int px = height / 36;
    return px < 11 ? 11 : px;
}

/* The rectangle a text of lw x lh pixels is drawn in at (x, y), aligned
 * (0 left, 1 centred, 2 right), its shadow in: whole pixels, so that the
 * label's texels land exactly on the screen's. */
static void text_rect(float x, float y, int px, int align, int lw, int lh, float out[4])
{
    out[0] = floorf(x - (align == 1 ? 0.5f * (float)lw : align == 2 ? (float)lw : 0.0f));
    out[1] = floorf(y);
    float off = px >= 24 ? 2.0f : 1.0f;
    out[2] = (float)lw + off;
    out[3] = (float)lh + off;
}

bool fe_renderer_text_box(fe_renderer *r, float x, float y, int px, int align, bool bold,
                          const char *utf8, float out[4])
{
    int lw, lh;
    if (!fe_text_size(r->text, utf8, px, bold, &lw, &lh))
        return false;
    text_rect(x, y, px, align, lw, lh, out);
    return true;
}

void fe_renderer_text(fe_renderer *r, float x, float y, int px, int align, bool bold,
                      const float rgba[4], const char *utf8)
{
    /* A dry run measures the label without making it. */
    const fe_text_label *l = NULL;
    int lw, lh;
    if (fe_renderer_dry(r)) {
        if (!fe_text_size(r->text, utf8, px, bold, &lw, &lh))
            return;
    } else {
        if (!(l = fe_text_label_get(r->text, utf8, px, bold)))
            return;
        lw = l->w;
        lh = l->h;
    }
    float box[4];
    text_rect(x, y, px, align, lw, lh, box);
    float x0 = box[0], y0 = box[1], off = px >= 24 ? 2.0f : 1.0f;
    float shade[4] = {0.0f, 0.0f, 0.0f, 0.55f * rgba[3]};
    fe_renderer_log_drawn(r, EG_DRAWN_TEXT, x0, y0, box[2], box[3], rgba[3], utf8);
    if (!l)
        return;
    overlay_begin(r);
    glUniform1i(r->ov.solid, 0);
    glBindTexture(GL_TEXTURE_2D, l->tex);
    glUniform4fv(r->ov.color, 1, shade);
    quad_px(r, x0 + off, y0 + off, (float)l->w, (float)l->h);
    glUniform4fv(r->ov.color, 1, rgba);
    quad_px(r, x0, y0, (float)l->w, (float)l->h);
    overlay_end();
}
