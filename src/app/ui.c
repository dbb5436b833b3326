/* SPDX-License-Identifier: MIT */
/* ui.c - immediate-mode widgets (see ui.h). */
#include "ui.h"

#include <stdio.h>
#include <string.h>

#include "eg_line.h"

const float FE_UI_INK[4] = {0.13f, 0.10f, 0.08f, 1.0f};
const float FE_UI_PAPER[4] = {0.96f, 0.93f, 0.86f, 0.96f};
const float FE_UI_SHADE[4] = {0.08f, 0.06f, 0.05f, 0.72f};
const float FE_UI_BAR[4] = {0.11f, 0.085f, 0.07f, 1.0f};
const float FE_UI_WHITE[4] = {1.0f, 0.98f, 0.94f, 1.0f};
const float FE_UI_ACCENT[4] = {0.55f, 0.27f, 0.12f, 0.95f};
const float FE_UI_DIM[4] = {0.45f, 0.42f, 0.40f, 0.85f};

static unsigned widget_id(fe_rect r, const char *label)
{
    unsigned h = 2166136261u;
    for (const char *p = label; *p; p++)
        h = (h ^ (unsigned char)*p) * 16777619u;
    h = (h ^ (unsigned)(int)r.x) * 16777619u;
    h = (h ^ (unsigned)(int)r.y) * 16777619u;
    return h ? h : 1;
}

void fe_ui_begin(fe_ui *ui, fe_renderer *r, const fe_intent *in, int fb_w, int fb_h,
                 float scale)
{
    ui->r = r;
    if (r)
        ui->fonts = r;
    ui->in = in;
    ui->consumed = false;
    ui->fb_w = fb_w;
    ui->fb_h = fb_h;
    float base = (float)(fb_h < fb_w * 9 / 16 ? fb_h : fb_w * 9 / 16) / 720.0f;
    ui->unit = base * (scale > 0.0f ? scale : 1.0f);
    /* Body text is never under 9 pixels; the layout grows with it, so that
     * text sized from px keeps to the places measured in units. */
    if (ui->unit < 9.0f / 22.0f)
        ui->unit = 9.0f / 22.0f;
    ui->px = (int)(22.0f * ui->unit + 0.5f);
    if (r)
        ui->nwidgets = 0;
    if (in && (in->kind == FE_IN_PRESS || in->kind == FE_IN_MOVE ||
               in->kind == FE_IN_RELEASE || in->kind == FE_IN_ZOOM ||
               in->kind == FE_IN_ALT_PRESS)) {
        ui->mx = in->x;
        ui->my = in->y;
    }
}

bool fe_ui_inside(fe_rect r, float x, float y)
{
    return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
}

fe_rect fe_ui_rect(float x, float y, float w, float h)
{
    fe_rect r = {x, y, w, h};
    return r;
}

/* r where it is drawn and pressed: moved up with the page. */
static fe_rect at(const fe_ui *ui, fe_rect r)
{
    r.y -= ui->scroll;
    return r;
}

static void remember(fe_ui *ui, fe_rect r, const char *label, bool enabled)
{
    if (!ui->r || ui->nwidgets >= FE_UI_MAX_WIDGETS)
        return;
    fe_ui_widget *w = &ui->widgets[ui->nwidgets++];
    w->rect = r;
    w->enabled = enabled;
    strncpy(w->label, label, sizeof w->label - 1);
    w->label[sizeof w->label - 1] = '\0';
}

/* Press/release logic shared by buttons: 1 when clicked. */
static int click_logic(fe_ui *ui, fe_rect r, const char *label, bool enabled)
{
    const fe_intent *in = ui->in;
    if (!in || !enabled)
        return 0;
    unsigned id = widget_id(r, label);
    if (in->kind == FE_IN_PRESS && fe_ui_inside(r, in->x, in->y)) {
        ui->active = id;
        ui->consumed = true;
    } else if (in->kind == FE_IN_RELEASE && ui->active == id) {
        ui->active = 0;
        ui->consumed = true;
        if (fe_ui_inside(r, in->x, in->y))
            return 1;
    }
    return 0;
}

void fe_ui_panel(fe_ui *ui, fe_rect r, const float rgba[4])
{
    if (r.x > 0.0f || r.y > 0.0f || r.w < (float)ui->fb_w || r.h < (float)ui->fb_h) /* a backdrop stays */
        r = at(ui, r);
    if (ui->r)
        fe_renderer_panel(ui->r, r.x, r.y, r.w, r.h, rgba);
}

void fe_ui_text(fe_ui *ui, float x, float y, float size, int align, bool bold,
                const float rgba[4], const char *utf8)
{
    if (ui->r)
        fe_renderer_text(ui->r, x, y - ui->scroll, (int)(size + 0.5f), align, bold, rgba, utf8);
}

float fe_ui_text_width(const fe_ui *ui, const char *text, float size, bool bold)
{
    return ui->fonts ? (float)fe_renderer_text_width(ui->fonts, text, (int)(size + 0.5f), bold)
                     : 0.0f;
}

/* The widths the engine's cutting and wrapping measure (eg_wrap.h). */
typedef struct {
    fe_ui *ui;
    float size;
    bool bold;
} measure_at;

static float measure(void *ctx, const char *text)
{
    const measure_at *m = ctx;
    return fe_ui_text_width(m->ui, text, m->size, m->bold);
}

const char *fe_ui_fit(fe_ui *ui, const char *text, float size, bool bold, float max_w, char *out,
                      size_t outsz)
{
    measure_at m = {ui, size, bold};
    return eg_text_fit(text, measure, &m, max_w, out, outsz);
}

const char *fe_ui_fit_name(fe_ui *ui, const char *name, float size, bool bold, float max_w,
                           char *out, size_t outsz)
{
    snprintf(out, outsz, "%s", name);
    size_t len = strlen(out);
    while (len > 0 && fe_ui_text_width(ui, out, size, bold) > max_w) {
        len = eg_utf8_cut(out, len - 1); /* a whole character off, "..." after */
        snprintf(out + len, outsz - len, "...");
    }
    return out;
}

int fe_ui_wrap(fe_ui *ui, const char *text, float size, bool bold, float max_w,
               char (*lines)[FE_UI_LINE_MAX], int max_lines)
{
    measure_at m = {ui, size, bold};
    return eg_text_wrap(text, measure, &m, max_w, lines, max_lines);
}

int fe_ui_wrap_status(fe_ui *ui, const char *text, float size, bool bold, float max_w,
                      char (*lines)[FE_UI_LINE_MAX], int max_lines)
{
    measure_at m = {ui, size, bold};
    return eg_status_wrap(text, measure, &m, max_w, lines, max_lines);
}

int fe_ui_fold_status(fe_ui *ui, const char *text, float size, bool bold, float max_w,
                      char (*lines)[FE_UI_LINE_MAX], int max_lines, bool *more)
{
    measure_at m = {ui, size, bold};
    return eg_status_fold(text, measure, &m, max_w, lines, max_lines, more);
}

static void draw_button(fe_ui *ui, fe_rect r, const char *label, bool enabled, bool lit)
{
    if (!ui->r)
        return;
    bool hover = enabled && fe_ui_inside(r, ui->mx, ui->my);
    float c[4];
    memcpy(c, enabled ? FE_UI_ACCENT : FE_UI_DIM, sizeof c);
    if (hover || lit)
        for (int i = 0; i < 3; i++)
            c[i] = c[i] * 0.8f + 0.2f;
    fe_renderer_panel(ui->r, r.x, r.y, r.w, r.h, c);
    float size = (float)ui->px;
    char text[128];
    fe_ui_fit(ui, label, size, true, r.w - 0.5f * size, text, sizeof text);
    fe_renderer_text(ui->r, r.x + r.w * 0.5f, r.y + (r.h - size * 1.2f) * 0.5f, ui->px, 1, true,
                     FE_UI_WHITE, text);
}

bool fe_ui_button(fe_ui *ui, fe_rect r, const char *label, bool enabled)
{
    r = at(ui, r);
    remember(ui, r, label, enabled);
    draw_button(ui, r, label, enabled, false);
    return click_logic(ui, r, label, enabled) == 1;
}

bool fe_ui_toggle(fe_ui *ui, fe_rect r, const char *label, bool *value)
{
    char text[FE_UI_LABEL_MAX + 8];
    snprintf(text, sizeof text, "%s: %s", label, *value ? "on" : "off");
    r = at(ui, r);
    remember(ui, r, label, true);
    draw_button(ui, r, text, true, *value);
    if (click_logic(ui, r, label, true) == 1) {
        *value = !*value;
        return true;
    }
    return false;
}

bool fe_ui_hold(fe_ui *ui, fe_rect r, const char *label, bool *held)
{
    r = at(ui, r);
    remember(ui, r, label, true);
    draw_button(ui, r, label, true, *held);
    const fe_intent *in = ui->in;
    if (in && in->kind == FE_IN_PRESS && fe_ui_inside(r, in->x, in->y)) {
        *held = true;
        ui->consumed = true;
    } else if (in && in->kind == FE_IN_RELEASE && *held) {
        *held = false;
        ui->consumed = true;
    }
    return *held;
}

bool fe_ui_type_into(char *text, size_t cap, const fe_intent *in)
{
    size_t n = strlen(text);
    if (in->kind == FE_IN_TEXT) {
        size_t add = strlen(in->text);
        for (size_t i = 0; i < add; i++)
            if ((unsigned char)in->text[i] < 0x20 || in->text[i] == 0x7f)
                return false;
        if (n + add < cap)
            memcpy(text + n, in->text, add + 1);
    } else if (in->kind == FE_IN_ERASE && n > 0) {
        text[eg_utf8_cut(text, n - 1)] = '\0'; /* one whole UTF-8 character off */
    }
    return in->kind == FE_IN_CONFIRM || in->kind == FE_IN_CANCEL;
}

int fe_ui_area(fe_ui *ui, fe_rect r, const char *label)
{
    r = at(ui, r);
    remember(ui, r, label, true);
    const fe_intent *in = ui->in;
    if (!in)
        return 0;
    if (in->kind == FE_IN_ALT_PRESS && fe_ui_inside(r, in->x, in->y)) {
        ui->consumed = true;
        return -1;
    }
    return click_logic(ui, r, label, true);
}

const fe_ui_widget *fe_ui_find(const fe_ui *ui, const char *label)
{
    for (int i = 0; i < ui->nwidgets; i++)
        if (strcmp(ui->widgets[i].label, label) == 0)
            return &ui->widgets[i];
    return NULL;
}
