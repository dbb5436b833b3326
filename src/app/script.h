/* SPDX-License-Identifier: MIT */
/* script.h - scripted play (--script FILE): input events and time steps fed
 * through the real event path with a fixed clock, for headless tests.
 * The command language is documented in docs/scripting.md. */
#ifndef CS_SCRIPT_H
#define CS_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct cs_script cs_script;
struct cs_app;

cs_script *cs_script_open(const char *path, char *err, size_t errsz);
void cs_script_close(cs_script *s);
/* The window size the script asks for ("size W H" as its first command). */
void cs_script_size(const cs_script *s, int *w, int *h);
/* Run the next command when the game is idle (false once the script has
 * ended). */
bool cs_script_step(cs_script *s, struct cs_app *a);
/* The next command is marked '!': run it even while things move. */
bool cs_script_urgent(const cs_script *s);
/* The game has not settled for the next command in `seconds`: the script
 * fails, naming its line and the screen. */
void cs_script_stalled(cs_script *s, struct cs_app *a, double seconds);
/* Print the result and give the exit status. */
int cs_script_finish(cs_script *s, struct cs_app *a);

#endif
