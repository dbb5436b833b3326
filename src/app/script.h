/* SPDX-License-Identifier: MIT */
/* script.h - scripted play (--script FILE): input events and time steps fed
 * through the real event path with a fixed clock, for headless tests.
 * The command language is documented in docs/scripting.md. */
#ifndef FE_SCRIPT_H
#define FE_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct fe_script fe_script;
struct fe_app;

fe_script *fe_script_open(const char *path, char *err, size_t errsz);
void fe_script_close(fe_script *s);
/* The window size the script asks for ("size W H" as its first command). */
void fe_script_size(const fe_script *s, int *w, int *h);
/* Run the next command when the game is idle (false once the script has
 * ended). */
bool fe_script_step(fe_script *s, struct fe_app *a);
/* The next command is marked '!': run it even while things move. */
bool fe_script_urgent(const fe_script *s);
/* The game has not settled for the next command in `seconds`: the script
 * fails, naming its line and the screen. */
void fe_script_stalled(fe_script *s, struct fe_app *a, double seconds);
/* Print the result and give the exit status. */
int fe_script_finish(fe_script *s, struct fe_app *a);

#endif
