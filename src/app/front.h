/* SPDX-License-Identifier: MIT */
/* front.h - the window's front end: its state (cs_app) and the few services
 * every screen and the table use: messages, the notice over a screen, a
 * damaged save moved aside, sounds and the settings file (front.c). The
 * games are played at the table (table.h); the window's frames are frame.h,
 * its screens screens.h, its life run.h (main.c starts it). */
#ifndef CS_FRONT_H
#define CS_FRONT_H

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

typedef struct cs_script cs_script;
typedef struct cs_table cs_table;

typedef struct cs_app {
    cs_window win;
    cs_renderer *r;
    cs_camera cam;
    cs_input input;
    cs_ui ui;
    cs_flow flow;
    cs_settings settings;
    char settings_path[1024];
    bool settings_unread;    /* the file was not read whole: kept aside when next written */
    char save_path[1024];    /* the old autosave's path: the saves' folder (table.c) */
    char toast[160];         /* a short message at the bottom */
    float toast_t;
    cs_screen toast_screen;  /* the screen that raised it: it goes when that goes */
    /* A message to read at leisure (a damaged save): paragraphs split by
     * '\n', the first a heading, shown over its screen until OK, Esc or
     * Return, or until that screen goes (screens.c). "" none. */
    char notice[768];
    cs_screen notice_screen;
    bool redraw;
    bool quit;
    bool fullscreen;
    int fb_w, fb_h;
    double clock;            /* seconds; fixed steps in scripted mode */
    cs_script *script;       /* scripted mode, or NULL */
    cs_audio *audio;         /* silent without a device (and in scripts) */
    int exit_status;
    int ask;                 /* a question asked over the screen (dialog.h CS_ASK_*) */
    cs_table *table;         /* every game at the table (table.c) */
    bool games_for_rules;    /* the games screen chooses whose rules to show */
    struct cs_layout_check *layout; /* CITYSCAPE_LAYOUT_CHECK: every frame's layout judged */
    float ui_fit;            /* the text size used: the setting, or less where it would not fit */
} cs_app;

void cs_app_toast(cs_app *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A notice (the fields above): printf-style. */
void cs_app_notice(cs_app *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A saved game of any game that cannot be continued: moved aside beside
 * itself (aside.h), said on standard error and in a notice naming the
 * file, the line and column, the reason and where it went. True when it
 * was moved (the next Start cannot overwrite it). */
bool cs_app_save_unreadable(cs_app *a, const char *path, int line, int column, const char *why);
/* Sound effects (silent when muted, without a device, or in scripts). */
void cs_app_sound(cs_app *a, cs_sfx id, int variant);
/* Writes the settings file; one not read whole at start is first moved
 * aside (said on standard error). */
void cs_app_save_settings(cs_app *a);

#endif
