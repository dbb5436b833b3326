/* SPDX-License-Identifier: MIT */
/* table_key.h - the Key page at the table (table_key.c): each symbol the
 * game's table shows (eg_game.key), drawn as the table draws it, beside its
 * meaning. */
#ifndef FE_TABLE_KEY_H
#define FE_TABLE_KEY_H

#include <stdbool.h>

#include "eg_game.h"

struct fe_app;

/* Opens the page for g (nothing when g has no key); closes it. */
void fe_key_open(const eg_game *g);
void fe_key_close(void);
bool fe_key_shown(void);
/* The symbols, with the page's own camera, in place of the table. */
void fe_key_draw(struct fe_app *a);
/* The page's words, its heading and Back (Back, Esc and K close it). */
void fe_key_page(struct fe_app *a);

#endif
