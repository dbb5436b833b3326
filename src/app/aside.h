/* SPDX-License-Identifier: MIT */
/* aside.h - a file the program could not read is moved aside, never
 * deleted and never written over: the saved games of every game and the
 * settings keep their damaged files this way (docs/reliability.md). */
#ifndef FE_ASIDE_H
#define FE_ASIDE_H

#include <stddef.h>

/* Renames the file (or folder) at path to the first of path.unreadable,
 * path.unreadable-2, ... -999 that does not exist yet, and writes that name
 * to aside. Returns 0, or the errno of the failure (aside then holds the
 * name it tried). */
int fe_aside_keep(const char *path, char *aside, size_t asidesz);

#endif
