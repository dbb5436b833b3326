/* SPDX-License-Identifier: MIT */
/* flow.h - which screen the window shows and what moves between them:
 * title -> games -> a game's setup at the table -> the table; Rules and
 * Settings over any of them, and the in-game menu (Esc) over the table.
 * No SDL or GL: scripts name the screens (cs_flow_screen_name). */
#ifndef CS_FLOW_H
#define CS_FLOW_H

#include <stdbool.h>
#include <stdint.h>

typedef enum {
    CS_SCREEN_TITLE,
    CS_SCREEN_RULES,       /* a game's rules page (table.c) */
    CS_SCREEN_SETTINGS,
    CS_SCREEN_GAMES,       /* the game choice: every game of the engine's registry */
    CS_SCREEN_TABLE_SETUP, /* a game's setup, from its options (table.c) */
    CS_SCREEN_TABLE,       /* a game in play (table.c) */
    CS_SCREEN_MENU,        /* the in-game menu over `paused` (Esc) */
} cs_screen;

/* The screen's name as scripts write it ("title", "table", ...). */
const char *cs_flow_screen_name(cs_screen s);

typedef struct {
    cs_screen screen;
    cs_screen back;   /* where Rules/Settings return to */
    cs_screen paused; /* the game screen under the in-game menu (and the
                         Rules or Settings opened from it); TITLE: none */
    bool peek;        /* Peek held (Tab): own secrets visible */
    uint32_t seed;    /* the window's seed: each deal's is drawn from it */
} cs_flow;

void cs_flow_init(cs_flow *f, uint32_t seed);
void cs_flow_show(cs_flow *f, cs_screen screen); /* any screen */
void cs_flow_back(cs_flow *f);                   /* leave rules / settings */
void cs_flow_close_menu(cs_flow *f);             /* Resume */
void cs_flow_leave(cs_flow *f);                  /* Save & exit: to the title */
/* The game screen shown under the menu and what it opened, or the screen. */
cs_screen cs_flow_game_screen(const cs_flow *f);

#endif
