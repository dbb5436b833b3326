/* SPDX-License-Identifier: MIT */
/* intent.h - what the player means: SDL events turned into intents.
 *
 * The input layer knows keys and buttons; it does not know screens or rules.
 * The app reads intents and decides what they do on the current screen. */
#ifndef FE_INTENT_H
#define FE_INTENT_H

#include <SDL2/SDL.h>
#include <stdbool.h>

typedef enum {
    FE_IN_NONE = 0,
    FE_IN_PRESS,        /* primary button down at (x, y) */
    FE_IN_MOVE,         /* pointer moved to (x, y) */
    FE_IN_RELEASE,      /* primary button up at (x, y) */
    FE_IN_ALT_PRESS,    /* secondary button (right) down: orbit starts, die steps back */
    FE_IN_ALT_RELEASE,
    FE_IN_ORBIT,        /* turn the camera by (dx, dy) degrees */
    FE_IN_ZOOM,         /* wheel: dy notches (positive: in / next face) at (x, y) */
    FE_IN_CURSOR,       /* keyboard lot cursor: dx right, dy away from the player */
    FE_IN_CONFIRM,      /* Enter */
    FE_IN_CANCEL,       /* Escape */
    FE_IN_UNDO,         /* Ctrl+Z, U, Backspace */
    FE_IN_PEEK,         /* Tab held: n = 1 down, 0 up */
    FE_IN_SNAP_BACK,    /* Home or C: the camera back to the player's edge */
    FE_IN_SKYLINE,      /* V: toggle the low skyline view */
    FE_IN_FULLSCREEN,   /* F11 */
    FE_IN_HELP,         /* F1 */
    FE_IN_TEXT,         /* typed text (UTF-8 in text) */
    FE_IN_ERASE,        /* Backspace while typing */
    FE_IN_RESIZE,
    FE_IN_EXPOSE,       /* the window needs drawing again */
    FE_IN_QUIT,
    FE_IN_TURN,         /* R: turn the held piece; n = +1, Shift+R -1 */
    FE_IN_HEIGHTS,      /* N: every building's height as a number over its lot */
    FE_IN_MOVES,        /* M: the list of placements */
    FE_IN_KEY,          /* K: the key to the table's symbols */
    FE_IN_NOTE,         /* L: a lesson's folded note opened or closed */
} fe_intent_kind;

typedef struct {
    fe_intent_kind kind;
    float x, y;          /* pointer, in drawable pixels */
    float dx, dy;
    int n;
    char text[32];
} fe_intent;

typedef struct {
    bool orbiting;       /* right button held */
    bool typing;         /* a text field has focus */
    float last_x, last_y;
    float scale_x, scale_y; /* window points -> drawable pixels (HiDPI) */
} fe_input;

void fe_input_init(fe_input *in);
/* Window size in points and drawable size in pixels (for HiDPI). */
void fe_input_set_scale(fe_input *in, int win_w, int win_h, int draw_w, int draw_h);
/* One event -> at most one intent; false when the event means nothing. */
bool fe_input_translate(fe_input *in, const SDL_Event *ev, fe_intent *out);

/* Degrees per pixel of right-drag and per key press of orbit. */
#define FE_ORBIT_DEG_PER_PX 0.35f
#define FE_ORBIT_KEY_DEG 15.0f

#endif
