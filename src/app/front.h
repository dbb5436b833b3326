/* SPDX-License-Identifier: MIT */
/* front.h - the window's front end: its state (fe_app) and the few services
 * every screen and the table use: messages, the notice over a screen, a
 * damaged save moved aside, sounds and the settings file (front.c). The
 * games are played at the table (table.h); the window's frames are frame.h,
 * its screens screens.h, its life run.h (main.c starts it). */
#ifndef FE_FRONT_H
#define FE_FRONT_H

#include <stdbool.h>
#include <stdio.h>

#include "audio.h"
#include "camera.h"
#include "flow.h"
#include "intent.h"
#include "render.h"
#include "settings.h"
#include "ui.h"
#include "window.h"

typedef struct fe_script fe_script;
typedef struct fe_table fe_table;

typedef struct fe_app {
    fe_window win;
    fe_renderer *r;
    fe_camera cam;
    fe_input input;
    fe_ui ui;
    fe_flow flow;
    fe_settings settings;
    char settings_path[1024];
    bool settings_unread;    /* the file was not read whole: kept aside when next written */
    char save_path[1024];    /* the old autosave's path: the saves' folder (table.c) */
    char toast[160];         /* a short message at the bottom */
    float toast_t;
    fe_screen toast_screen;  /* the screen that raised it: it goes when that goes */
    /* A message to read at leisure (a damaged save): paragraphs split by
     * '\n', the first a heading, shown over its screen until OK, Esc or
     * Return, or until that screen goes (screens.c). "" none. */
    char notice[768];
    fe_screen notice_screen;
    bool redraw;
    bool quit;
    bool fullscreen;
    int fb_w, fb_h;
    double clock;            /* seconds; fixed steps in scripted mode */
    fe_script *script;       /* scripted mode, or NULL */
    fe_audio *audio;         /* silent without a device (and in scripts) */
    int exit_status;
    int ask;                 /* a question asked over the screen (table_menu.h FE_ASK_*) */
    fe_table *table;         /* every game at the table (table.c) */
    struct eg_scene *backdrop; /* the title's: the house game's lesson set out (frame.c) */
    bool games_for_rules;    /* the games screen chooses whose rules to show */
    bool online_host;        /* the games and setup screens host a table online (online.c) */
    struct fe_layout_check *layout; /* CITYSCAPE_LAYOUT_CHECK: every frame's layout judged */
    float ui_fit;            /* the text size used: the setting, or less where it would not fit */
    float scroll, scroll_max; /* a page taller than the window: how far it is moved up (frame.c) */
    fe_screen scroll_screen; /* the page scrolled */
} fe_app;

void fe_app_toast(fe_app *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A notice (the fields above): printf-style. */
void fe_app_notice(fe_app *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A saved game of any game that cannot be continued: moved aside beside
 * itself (aside.h), said on standard error and in a notice naming the
 * file, the line and column, the reason and where it went. True when it
 * was moved (the next Start cannot overwrite it). */
bool fe_app_save_unreadable(fe_app *a, const char *path, int line, int column, const char *why);
/* Sound effects (silent when muted, without a device, or in scripts). */
void fe_app_sound(fe_app *a, fe_sfx id, int variant);
/* Writes the settings file; one not read whole at start is first moved
 * aside (said on standard error). */
void fe_app_save_settings(fe_app *a);

#endif
