/* SPDX-License-Identifier: MIT */
/* flow.h - which screen the window shows and what moves between them:
 * title -> games -> a game's setup at the table -> the table; Rules and
 * Settings over any of them, and the in-game menu (Esc) over the table.
 * No SDL or GL: scripts name the screens (fe_flow_screen_name). */
#ifndef FE_FLOW_H
#define FE_FLOW_H

#include <stdbool.h>
#include <stdint.h>

typedef enum {
    FE_SCREEN_TITLE,
    FE_SCREEN_RULES,       /* a game's rules page (table.c) */
    FE_SCREEN_SETTINGS,
    FE_SCREEN_GAMES,       /* the game choice: every game of the engine's registry */
    FE_SCREEN_TABLE_SETUP, /* a game's setup, from its options (table.c) */
    FE_SCREEN_TABLE,       /* a game in play (table.c) */
    FE_SCREEN_MENU,        /* the in-game menu over `paused` (Esc) */
    FE_SCREEN_ONLINE,      /* Play online: host or join a table (online.c) */
} fe_screen;

/* The screen's name as scripts write it ("title", "table", ...). */
const char *fe_flow_screen_name(fe_screen s);

typedef struct {
    fe_screen screen;
    fe_screen back;   /* where Rules/Settings return to */
    fe_screen paused; /* the game screen under the in-game menu (and the
                         Rules or Settings opened from it); TITLE: none */
    bool peek;        /* Peek held (Tab): own secrets visible */
    uint32_t seed;    /* the window's seed: each deal's is drawn from it */
} fe_flow;

void fe_flow_init(fe_flow *f, uint32_t seed);
void fe_flow_show(fe_flow *f, fe_screen screen); /* any screen */
void fe_flow_back(fe_flow *f);                   /* leave rules / settings */
void fe_flow_close_menu(fe_flow *f);             /* Resume */
void fe_flow_leave(fe_flow *f);                  /* Save & exit: to the title */
/* The game screen shown under the menu and what it opened, or the screen. */
fe_screen fe_flow_game_screen(const fe_flow *f);

#endif
