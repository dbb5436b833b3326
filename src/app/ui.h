/* SPDX-License-Identifier: MIT */
/* ui.h - immediate-mode widgets drawn over the 3-D scene.
 *
 * A screen function runs twice per change: once per intent with drawing off
 * (widgets answer clicks) and once to draw. Widgets remember their rectangles
 * from the last drawing, so scripts can find a button by its label. */
#ifndef FE_UI_H
#define FE_UI_H

#include <stdbool.h>
#include <stddef.h>

#include "eg_wrap.h"
#include "intent.h"
#include "render.h"
#include "render_ui.h"

typedef struct {
    float x, y, w, h;
} fe_rect;

enum { FE_UI_MAX_WIDGETS = 96, FE_UI_LABEL_MAX = 64 };

typedef struct {
    fe_rect rect;
    char label[FE_UI_LABEL_MAX];
    bool enabled;
} fe_ui_widget;

typedef struct {
    fe_renderer *r;           /* NULL while not drawing */
    fe_renderer *fonts;       /* the last drawing's renderer: text is measured in every pass */
    int fb_w, fb_h;
    float unit;               /* one layout unit in pixels (scales with window and setting) */
    float scroll;             /* pixels the page is drawn moved up (a page taller than the window) */
    int px;                   /* body text size in pixels */
    const fe_intent *in;      /* the intent being handled (event pass), or NULL */
    bool consumed;            /* a widget took this intent */
    unsigned active;          /* widget pressed and not yet released */
    float mx, my;             /* last pointer position */
    fe_ui_widget widgets[FE_UI_MAX_WIDGETS]; /* drawn last time */
    int nwidgets;
} fe_ui;

extern const float FE_UI_INK[4];      /* dark text */
extern const float FE_UI_PAPER[4];    /* light panel */
extern const float FE_UI_SHADE[4];    /* translucent dark panel */
extern const float FE_UI_BAR[4];      /* opaque dark band: the top bar, help lines */
extern const float FE_UI_WHITE[4];
extern const float FE_UI_ACCENT[4];   /* buttons */
extern const float FE_UI_DIM[4];      /* disabled */

/* Start a pass: drawing (r != NULL, in == NULL) or handling one intent.
 * Every widget, panel and text is placed ui->scroll pixels higher than its
 * rectangle says (0 unless a page scrolls), but for a backdrop (a panel
 * over the whole window). */
void fe_ui_begin(fe_ui *ui, fe_renderer *r, const fe_intent *in, int fb_w, int fb_h,
                 float scale);
bool fe_ui_inside(fe_rect r, float x, float y);
fe_rect fe_ui_rect(float x, float y, float w, float h);

/* A button: true once, on the release of a press that began on it. */
bool fe_ui_button(fe_ui *ui, fe_rect r, const char *label, bool enabled);
/* A toggle button showing "label: on/off"; flips *value when clicked. */
bool fe_ui_toggle(fe_ui *ui, fe_rect r, const char *label, bool *value);
/* Press-and-hold: true while the primary button is held on it. */
bool fe_ui_hold(fe_ui *ui, fe_rect r, const char *label, bool *held);
/* A clickable region without drawing; which: 1 primary click, -1 right
 * press (the wheel is left to the page, which scrolls). Registered under
 * `label` for scripts. */
int fe_ui_area(fe_ui *ui, fe_rect r, const char *label);
/* A key typed into a text field of cap bytes (a player's name): text adds
 * whole printable UTF-8 characters while they fit, Backspace takes the last
 * character off. True when Return or Esc ends the typing. */
bool fe_ui_type_into(char *text, size_t cap, const fe_intent *in);

void fe_ui_panel(fe_ui *ui, fe_rect r, const float rgba[4]);
void fe_ui_text(fe_ui *ui, float x, float y, float size, int align, bool bold,
                const float rgba[4], const char *utf8);

/* Width in pixels of text at this size, the same in every pass (0 before
 * the first drawing). */
float fe_ui_text_width(const fe_ui *ui, const char *text, float size, bool bold);
/* text cut to fit max_w pixels at this size, ending in an ellipsis where
 * it was cut (whole UTF-8 characters); out holds outsz bytes. */
const char *fe_ui_fit(fe_ui *ui, const char *text, float size, bool bold, float max_w, char *out,
                      size_t outsz);

/* A player's name cut to fit max_w pixels at this size, whole UTF-8
 * characters off its end and "..." after them where it is cut (a name
 * typed, not the program's words: the layout check does not judge it). */
const char *fe_ui_fit_name(fe_ui *ui, const char *name, float size, bool bold, float max_w,
                           char *out, size_t outsz);

/* text broken at spaces into lines no wider than max_w pixels at this
 * size (a word wider than that is cut with an ellipsis); returns the
 * number of lines written, at most max_lines (the last one cut short when
 * there is more). */
enum { FE_UI_LINE_MAX = EG_WRAP_LINE_MAX };
int fe_ui_wrap(fe_ui *ui, const char *text, float size, bool bold, float max_w,
               char (*lines)[FE_UI_LINE_MAX], int max_lines);
/* The same, broken as the table's status lines are (eg_status_wrap: at a
 * phrase's end where that fills half the line; a word wider than the line
 * goes on in the next, never cut). */
int fe_ui_wrap_status(fe_ui *ui, const char *text, float size, bool bold, float max_w,
                      char (*lines)[FE_UI_LINE_MAX], int max_lines);
/* A status line folded to at most max_lines lines, ending at a phrase's
 * end (eg_status_fold); *more: words were left out. */
int fe_ui_fold_status(fe_ui *ui, const char *text, float size, bool bold, float max_w,
                      char (*lines)[FE_UI_LINE_MAX], int max_lines, bool *more);

/* The last drawn widget with this label, or NULL. */
const fe_ui_widget *fe_ui_find(const fe_ui *ui, const char *label);

#endif
