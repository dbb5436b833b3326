/* SPDX-License-Identifier: MIT */
/* intent.h - what the player means: SDL events turned into intents.
 *
 * The input layer knows keys and buttons; it does not know screens or rules.
 * The app reads intents and decides what they do on the current screen. */
#ifndef CS_INTENT_H
#define CS_INTENT_H

#include <SDL2/SDL.h>
#include <stdbool.h>

typedef enum {
    CS_IN_NONE = 0,
    CS_IN_PRESS,        /* primary button down at (x, y) */
    CS_IN_MOVE,         /* pointer moved to (x, y) */
    CS_IN_RELEASE,      /* primary button up at (x, y) */
    CS_IN_ALT_PRESS,    /* secondary button (right) down: orbit starts, die steps back */
    CS_IN_ALT_RELEASE,
    CS_IN_ORBIT,        /* turn the camera by (dx, dy) degrees */
    CS_IN_ZOOM,         /* wheel: dy notches (positive: in / next face) at (x, y) */
    CS_IN_CURSOR,       /* keyboard lot cursor: dx right, dy away from the player */
    CS_IN_CONFIRM,      /* Enter */
    CS_IN_CANCEL,       /* Escape */
    CS_IN_UNDO,         /* Ctrl+Z, U, Backspace */
    CS_IN_PEEK,         /* Tab held: n = 1 down, 0 up */
    CS_IN_SNAP_BACK,    /* Home or C: the camera back to the player's edge */
    CS_IN_SKYLINE,      /* V: toggle the low skyline view */
    CS_IN_FULLSCREEN,   /* F11 */
    CS_IN_HELP,         /* F1 */
    CS_IN_TEXT,         /* typed text (UTF-8 in text) */
    CS_IN_ERASE,        /* Backspace while typing */
    CS_IN_RESIZE,
    CS_IN_EXPOSE,       /* the window needs drawing again */
    CS_IN_QUIT,
    CS_IN_TURN,         /* R: turn the held piece; n = +1, Shift+R -1 */
    CS_IN_HEIGHTS,      /* N: every building's height as a number over its lot */
    CS_IN_MOVES,        /* M: the list of placements */
} cs_intent_kind;

typedef struct {
    cs_intent_kind kind;
    float x, y;          /* pointer, in drawable pixels */
    float dx, dy;
    int n;
    char text[32];
} cs_intent;

typedef struct {
    bool orbiting;       /* right button held */
    bool typing;         /* a text field has focus */
    float last_x, last_y;
    float scale_x, scale_y; /* window points -> drawable pixels (HiDPI) */
} cs_input;

void cs_input_init(cs_input *in);
/* Window size in points and drawable size in pixels (for HiDPI). */
void cs_input_set_scale(cs_input *in, int win_w, int win_h, int draw_w, int draw_h);
/* One event -> at most one intent; false when the event means nothing. */
bool cs_input_translate(cs_input *in, const SDL_Event *ev, cs_intent *out);

/* Degrees per pixel of right-drag and per key press of orbit. */
#define CS_ORBIT_DEG_PER_PX 0.35f
#define CS_ORBIT_KEY_DEG 15.0f

#endif
