/* SPDX-License-Identifier: MIT */
/* script.h - scripted play (--script FILE): input events and time steps fed
 * through the real event path with a fixed clock, for headless tests.
 * The command language is documented in docs/scripting.md. */
#ifndef CS_SCRIPT_H
#define CS_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct cs_script cs_script;

cs_script *cs_script_open(const char *path, char *err, size_t errsz);
void cs_script_close(cs_script *s);
/* The window size the script asks for ("size W H" as its first command). */
void cs_script_size(const cs_script *s, int *w, int *h);
/* cs_script_step and cs_script_finish take the app: see game.h. */

#endif
