/* SPDX-License-Identifier: MIT */
/* online.h - Play online (issue 30; online.c): the window hosts a table on
 * a server (one it starts on this machine, or one given by address) or
 * joins one by its code, then plays it at the table, whose mid end is in
 * remote mode (midend.h) over a CSP/1 connection (src/net/cn_net.h). */
#ifndef FE_ONLINE_H
#define FE_ONLINE_H

#include <stdbool.h>

#include "eg_game.h"
#include "eg_scene.h"

struct fe_app;

/* The Play online screen (flow screen FE_SCREEN_ONLINE). */
void fe_online_screen(struct fe_app *a);
/* Host a table of g (the setup's Host): `seats` as the server's NEW writes
 * them ("me,open,medium"), `params` the game's options; at the server typed
 * on the screen, or, with none, at one started here. */
void fe_online_host(struct fe_app *a, const eg_game *g, const char *params, const char *seats);
/* The server's lines taken in: once a frame, and when the network wakes the
 * window (an SDL user event). */
void fe_online_update(struct fe_app *a);
/* The table's status line online: its code, where, who is here, connected,
 * away or a computer (into the scene's first free status line). */
void fe_online_status(struct fe_app *a, eg_scene *sc);
/* For scripts: where the table stands (cn_online.h's CN_TURN_*), and why
 * in the screen's words. */
int fe_online_turn(struct fe_app *a, const char **why);
/* The window closes: the connection, and the server it started. */
void fe_online_close(struct fe_app *a);
/* At an online table's results: its rematch offered or accepted (the
 * server's new table comes); false when the table is not online. */
bool fe_online_rematch(struct fe_app *a);
/* Another seat's rematch offer in words, for the results; false: none. */
bool fe_online_offer(struct fe_app *a, char *out, size_t outsz);

#endif
