/* SPDX-License-Identifier: MIT */
/* dialog.c - widgets every front-end screen shares (dialog.h). */
#include "dialog.h"

#include <stdio.h>

#define U(x) ((x) * a->ui.unit)

static float text_px(const fe_app *a, float factor) { return (float)a->ui.px * factor; }

int fe_dialog_buttons(fe_app *a, float x, float y, const char *const *labels, const bool *enabled,
                      int n)
{
    int hit = -1;
    float w = U(300), h = U(52), gap = U(14);
    for (int i = 0; i < n; i++) {
        fe_rect r = fe_ui_rect(x - w * 0.5f, y + (float)i * (h + gap), w, h);
        if (fe_ui_button(&a->ui, r, labels[i], enabled ? enabled[i] : true))
            hit = i;
    }
    return hit;
}

int fe_dialog_ask(fe_app *a, const char *question, const char *why, const char *yes,
                  const char *no)
{
    /* The window's middle, also on a page scrolled down (fe_ui moves what it
     * draws up by ui.scroll): the question is never drawn off the window. */
    float cx = (float)a->fb_w * 0.5f, cy = (float)a->fb_h * 0.5f + a->ui.scroll;
    float w = U(640), h = U(230), bw = U(260), bh = U(52);
    const float dim[4] = {0.0f, 0.0f, 0.0f, 0.55f};
    if (a->ui.r) {
        fe_ui_panel(&a->ui, fe_ui_rect(0, 0, (float)a->fb_w, (float)a->fb_h), dim);
        fe_ui_panel(&a->ui, fe_ui_rect(cx - w * 0.5f, cy - h * 0.5f, w, h), FE_UI_BAR);
        char cut[160];
        float big = text_px(a, 1.2f), small = text_px(a, 0.85f);
        fe_ui_text(&a->ui, cx, cy - h * 0.5f + U(20), big, 1, true, FE_UI_WHITE,
                   fe_ui_fit(&a->ui, question, big, true, w - U(40), cut, sizeof cut));
        static char lines[2][FE_UI_LINE_MAX]; /* why, on two lines where it is long */
        int n = fe_ui_wrap(&a->ui, why, small, false, w - U(40), lines, 2);
        for (int i = 0; i < n; i++)
            fe_ui_text(&a->ui, cx, cy - h * 0.5f + U(70) + (float)i * small * 1.25f, small, 1,
                       false, FE_UI_WHITE, lines[i]);
    }
    int answer = -1;
    float y = cy + h * 0.5f - bh - U(24);
    if (fe_ui_button(&a->ui, fe_ui_rect(cx - bw - U(10), y, bw, bh), yes, true) ||
        (a->ui.in && a->ui.in->kind == FE_IN_CONFIRM)) /* Return: yes */
        answer = 1;
    if (fe_ui_button(&a->ui, fe_ui_rect(cx + U(10), y, bw, bh), no, true) ||
        (a->ui.in && a->ui.in->kind == FE_IN_CANCEL))
        answer = 0;
    if (a->ui.in)
        a->ui.consumed = true; /* nothing behind the question answers */
    return answer;
}

