/* SPDX-License-Identifier: MIT */
/* ui.h - immediate-mode widgets drawn over the 3-D scene.
 *
 * A screen function runs twice per change: once per intent with drawing off
 * (widgets answer clicks) and once to draw. Widgets remember their rectangles
 * from the last drawing, so scripts can find a button by its label. */
#ifndef CS_UI_H
#define CS_UI_H

#include <stdbool.h>
#include <stddef.h>

#include "intent.h"
#include "render.h"
#include "render_ui.h"

typedef struct {
    float x, y, w, h;
} cs_rect;

enum { CS_UI_MAX_WIDGETS = 96, CS_UI_LABEL_MAX = 48 };

typedef struct {
    cs_rect rect;
    char label[CS_UI_LABEL_MAX];
    bool enabled;
} cs_ui_widget;

typedef struct {
    cs_renderer *r;           /* NULL while not drawing */
    cs_renderer *fonts;       /* the last drawing's renderer: text is measured in every pass */
    int fb_w, fb_h;
    float unit;               /* one layout unit in pixels (scales with window and setting) */
    int px;                   /* body text size in pixels */
    const cs_intent *in;      /* the intent being handled (event pass), or NULL */
    bool consumed;            /* a widget took this intent */
    unsigned active;          /* widget pressed and not yet released */
    float mx, my;             /* last pointer position */
    cs_ui_widget widgets[CS_UI_MAX_WIDGETS]; /* drawn last time */
    int nwidgets;
} cs_ui;

extern const float CS_UI_INK[4];      /* dark text */
extern const float CS_UI_PAPER[4];    /* light panel */
extern const float CS_UI_SHADE[4];    /* translucent dark panel */
extern const float CS_UI_BAR[4];      /* opaque dark band: the top bar, help lines */
extern const float CS_UI_WHITE[4];
extern const float CS_UI_ACCENT[4];   /* buttons */
extern const float CS_UI_DIM[4];      /* disabled */
extern const float CS_UI_GOOD[4];
extern const float CS_UI_BAD[4];

/* Start a pass: drawing (r != NULL, in == NULL) or handling one intent. */
void cs_ui_begin(cs_ui *ui, cs_renderer *r, const cs_intent *in, int fb_w, int fb_h,
                 float scale);
bool cs_ui_inside(cs_rect r, float x, float y);
cs_rect cs_ui_rect(float x, float y, float w, float h);

/* A button: true once, on the release of a press that began on it. */
bool cs_ui_button(cs_ui *ui, cs_rect r, const char *label, bool enabled);
/* A toggle button showing "label: on/off"; flips *value when clicked. */
bool cs_ui_toggle(cs_ui *ui, cs_rect r, const char *label, bool *value);
/* Press-and-hold: true while the primary button is held on it. */
bool cs_ui_hold(cs_ui *ui, cs_rect r, const char *label, bool *held);
/* A clickable region without drawing; which: 1 primary click, -1 right
 * press, +/-2 wheel. Registered under `label` for scripts. */
int cs_ui_area(cs_ui *ui, cs_rect r, const char *label);
/* A key typed into a text field of cap bytes (a player's name): text adds
 * whole printable UTF-8 characters while they fit, Backspace takes the last
 * character off. True when Return or Esc ends the typing. */
bool cs_ui_type_into(char *text, size_t cap, const cs_intent *in);

void cs_ui_panel(cs_ui *ui, cs_rect r, const float rgba[4]);
void cs_ui_text(cs_ui *ui, float x, float y, float size, int align, bool bold,
                const float rgba[4], const char *utf8);

/* Width in pixels of text at this size, the same in every pass (0 before
 * the first drawing). */
float cs_ui_text_width(const cs_ui *ui, const char *text, float size, bool bold);
/* text cut to fit max_w pixels at this size, ending in an ellipsis where
 * it was cut (whole UTF-8 characters); out holds outsz bytes. */
const char *cs_ui_fit(cs_ui *ui, const char *text, float size, bool bold, float max_w, char *out,
                      size_t outsz);

/* text broken at spaces into lines no wider than max_w pixels at this
 * size (a word wider than that is cut with an ellipsis); returns the
 * number of lines written, at most max_lines (the last one cut short when
 * there is more). */
enum { CS_UI_LINE_MAX = 200 };
int cs_ui_wrap(cs_ui *ui, const char *text, float size, bool bold, float max_w,
               char (*lines)[CS_UI_LINE_MAX], int max_lines);

/* The last drawn widget with this label, or NULL. */
const cs_ui_widget *cs_ui_find(const cs_ui *ui, const char *label);

#endif
