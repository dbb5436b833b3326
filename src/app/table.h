/* SPDX-License-Identifier: MIT */
/* table.h - any game of the engine at the table: its setup screen built
 * from the game's options, and play through the mid end (eg_midend) with
 * the game's scene (eg_scene), drawn and picked with one camera: the
 * window's one front end, the same for every game. */
#ifndef FE_TABLE_H
#define FE_TABLE_H

#include <stdbool.h>

#include "eg_game.h"
#include "eg_scene.h"
#include "intent.h"

struct fe_app;
typedef struct fe_table fe_table;

fe_table *fe_table_new(void);
void fe_table_free(fe_table *t);

/* The setup screen for `g` (flow screen FE_SCREEN_TABLE_SETUP). */
void fe_table_choose(struct fe_app *a, const eg_game *g);
/* One pass of the current table screen's widgets (setup or play). */
void fe_table_setup_screen(struct fe_app *a);
void fe_table_play_screen(struct fe_app *a);
/* The 3-D table (play screen; nothing behind a curtain). */
void fe_table_draw(struct fe_app *a);
/* Whether the screen was laid out at another text size than the scene was
 * framed for (clear of the status lines): then it is drawn again. */
bool fe_table_reframe(struct fe_app *a);
/* Pointer and keys on the table that no widget took. */
void fe_table_intent(struct fe_app *a, const fe_intent *in);
/* Computer players, messages. */
void fe_table_update(struct fe_app *a, float dt);
bool fe_table_busy(const struct fe_app *a);

/* For scripts: where item `id` is drawn (the projected centre of its top
 * face), false if it is not in the scene; and what a press there picks
 * (flags PICK | DROP: exactly as a press would, lit places first while a
 * piece is chosen; nothing where a button is drawn over the point, as a
 * press there goes to the button). */
bool fe_table_item_point(struct fe_app *a, int32_t id, float *x, float *y);
/* The same for the point (fx, fz) of the top face, in fractions of the
 * item's width and depth from its centre (-0.5 .. 0.5). */
bool fe_table_item_point_at(struct fe_app *a, int32_t id, float fx, float fz, float *x, float *y);
int32_t fe_table_pick_at(struct fe_app *a, float x, float y, unsigned flags);
/* The piece under the keyboard's highlight (the arrows'), EG_NO_ITEM: none. */
int32_t fe_table_focus(struct fe_app *a);
/* The first arrow of the fewest that bring the highlight onto a piece with
 * that id: 0 right, 1 left, 2 up, 3 down; -2 it is there, -1 none does. */
int fe_table_arrow_to(struct fe_app *a, int32_t id);
const eg_scene *fe_table_scene(struct fe_app *a);
/* The box the camera frames (the scene's lo, hi) as drawn on the screen. */
bool fe_table_board_rect(struct fe_app *a, float lo[2], float hi[2]);
/* The mid end of the game at the table, or NULL. */
struct eg_midend *fe_table_midend(struct fe_app *a);
/* The scoring panel's steps shown so far, each as one whole line, in the
 * engine's words before the panel wraps them (eg_step_line): at most
 * `most`, into lines; returns how many (0: no scoring up). For dump-scene. */
int fe_table_reveal_lines(struct fe_app *a, char (*lines)[160], int most);
/* Whom the table shows the game to now (EG_NO_PLAYER: nobody yet). */
int fe_table_viewer(struct fe_app *a);
/* Online (online.c): the table plays `me`, a remote mid end ready to be
 * drawn (it owns it from now); and each line the server sends is fed to it
 * here, so that a move lands as one made here does (slide, sound, reveal). */
bool fe_table_start_remote(struct fe_app *a, struct eg_midend *me);
int fe_table_feed(struct fe_app *a, const char *line, unsigned *changed, eg_error *err);
/* A copy of `player`'s ui state (eg_game.ui_size), to ask interpret()
 * something without changing what the player is setting; NULL when the
 * game has none. Each call makes the copy afresh. */
void *fe_table_ui_probe(struct fe_app *a, int player);
/* A pick given to interpret() on `player`'s own ui (a lesson setting the
 * learner's dice): true when it changed the ui rather than making a move
 * or being refused. */
bool fe_table_ui_pick(struct fe_app *a, int player, int32_t from, int32_t to);
/* Whether a person at the table has set something that is not yet a move
 * (their ui state is not a new one, eg_game.new_ui): ui states are never
 * saved, so leaving the game now loses it (table_menu.c asks first). */
bool fe_table_unsaved_ui(struct fe_app *a);

#endif
