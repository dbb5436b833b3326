/* SPDX-License-Identifier: MIT */
/* xpointer.h - a script's mouse made by the real X pointer (CITYSCAPE_XPOINTER,
 * docs/scripting.md): each event a script would push is asked of an outside
 * driver (scripts/xpointer-driver, xdotool), and waited for until SDL has it. */
#ifndef FE_XPOINTER_H
#define FE_XPOINTER_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

/* Whether CITYSCAPE_XPOINTER is set (the window is then shown). */
bool fe_xpointer_on(void);

/* With the mode on: the pointer moved, a button pressed or let go or the
 * wheel turned for real as *e says, and true once SDL's queue holds the event
 * it makes (or on an error, kept for fe_xpointer_error). Off: false. */
bool fe_xpointer_event(SDL_Window *w, const SDL_Event *e);

/* With the mode on: the whole X screen written beside the PNG FILE.png as
 * FILE-x11.png (a script's screenshot, as a player sees it). */
void fe_xpointer_shot(SDL_Window *w, const char *png);

/* The first error since the last call (copied to err), or false. */
bool fe_xpointer_error(char *err, size_t errsz);

#endif
