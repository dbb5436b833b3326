/* SPDX-License-Identifier: MIT */
/* game.h - the old name of eg_game.h, kept while code moves to the new name
 * (src/app has a game.h of its own). */
#include "eg_game.h"
