/* SPDX-License-Identifier: MIT */
/* game.h - the playable game's state (cs_app) and the match's services:
 * starting, continuing and saving a match, computer players, sounds, the
 * scene the board is drawn from (game.c). The window's frames are frame.h,
 * its screens screens.h, its life run.h (main.c starts it). */
#ifndef CS_GAME_APP_H
#define CS_GAME_APP_H

#include <stdbool.h>
#include <stdio.h>

#include "ai.h"
#include "audio.h"
#include "camera.h"
#include "flow.h"
#include "intent.h"
#include "render.h"
#include "scene.h"
#include "settings.h"
#include "tutorial.h"
#include "ui.h"
#include "window.h"

typedef struct cs_script cs_script;
typedef struct cs_table cs_table;

/* A block held by the player: picked from the supply, following the cursor. */
typedef struct {
    bool active;
    bool dragging;      /* moved since the press: release drops it */
    int height;
    float press_x, press_y;
    float pos[3];       /* world position of its base centre */
    int lot;            /* lot under the cursor, -1 none */
} cs_held_block;

typedef struct cs_app {
    cs_window win;
    cs_renderer *r;
    cs_camera cam;
    float cam_target_yaw;    /* where the flow wants the camera, to notice changes */
    bool cam_free;           /* the player orbited away: keep their view */
    bool skyline;
    cs_input input;
    cs_ui ui;
    cs_flow flow;
    cs_board title_city;     /* the finished city behind the menus, parsed once */
    cs_settings settings;
    char settings_path[1024];
    bool settings_unread;    /* the file was not read whole: kept aside when next written */
    char save_path[1024];
    bool has_save;
    cs_held_block held;
    int selected_height;     /* click-to-select / keyboard: 0 none */
    int cursor_lot;          /* keyboard lot cursor, -1 hidden */
    int hover_lot;
    int hover_building;      /* lot of the building under the pointer, -1 none */
    bool show_heights;       /* N: heights as numbers over the lots */
    bool show_moves;         /* M: the move list */
    bool city_view;          /* summary: the scores put aside to look at the city */
    struct eg_job *job;      /* the computer's placement (the engine's worker job) */
    int job_player;
    struct eg_job *goal_job; /* a computer player's goals for one seat */
    int goal_player, goal_seat;
    /* Practice aid: what Hard would play for the human to move. */
    struct eg_job *hint_job;
    int hint_at;             /* placements made when it was asked; -1 none */
    cs_move hint;            /* valid while hint_ready and the board unchanged */
    bool hint_ready;
    char toast[160];         /* a short message at the bottom */
    float toast_t;
    cs_screen toast_screen;  /* the screen that raised it: it goes when that goes */
    /* A message to read at leisure (a damaged save): paragraphs split by
     * '\n', the first a heading, shown over its screen until OK, Esc or
     * Return, or until that screen goes (screens.c). "" none. */
    char notice[768];
    cs_screen notice_screen;
    bool redraw;
    float bar_h; /* the building screens' top bar as last drawn, pixels (frame.c frames below it) */
    bool quit;
    bool fullscreen;
    int fb_w, fb_h;
    double clock;            /* seconds; fixed steps in scripted mode */
    cs_script *script;       /* scripted mode, or NULL */
    cs_audio *audio;         /* silent without a device (and in scripts) */
    /* What the last update saw, to hear what changed since. */
    int heard_placed, heard_round;
    uint8_t heard_turned[CS_SEATS];
    cs_screen heard_screen;
    int exit_status;
    /* A question asked over the screen (screens.c: CS_ASK_*), 0 none. */
    int ask;
    /* Setup screen: which name field has the keyboard (-1 none). */
    int editing_name;
    cs_table *table;         /* every game at the table (table.c) */
    bool games_for_rules;    /* the games screen chooses whose rules to show */
    struct cs_layout_check *layout; /* CITYSCAPE_LAYOUT_CHECK: every frame's layout judged */
    float ui_fit;            /* the text size used: the setting, or less where it would not fit */
    cs_tutorial lesson;      /* "Learn to play" under way (never saved) */
} cs_app;

/* ---- The match's services (game.c), for frame.c, screens.c, table.c,
 * script.c and run.c. game.c calls none of them. */
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
/* The player the UI speaks to now (goal setter, mover or viewer). */
const char *cs_app_player_name(const cs_app *a, int player);
/* Sound effects (silent when muted, without a device, or in scripts). */
void cs_app_sound(cs_app *a, cs_sfx id, int variant);
/* Ask Hard for the human to move's best placement (shown when ready). */
void cs_app_ask_hint(cs_app *a);
bool cs_app_hint_pending(const cs_app *a);
/* Start a new match from the setup screen / continue the autosave. */
void cs_app_new_game(cs_app *a);
void cs_app_continue(cs_app *a);
/* The final screen's Rematch: the same players and settings, a fresh game. */
void cs_app_rematch(cs_app *a);
/* Writes the settings file; one not read whole at start is first moved
 * aside (said on standard error). */
void cs_app_save_settings(cs_app *a);
/* Saves the match for Continue; never the lesson's. */
void cs_app_save(cs_app *a);
/* "Learn to play" (tutorial.h): the lesson's match on the real board; the
 * saved game is left as it is. */
void cs_app_lesson_start(cs_app *a);
/* Leave the lesson for `screen` (the title, or the setup to play a game). */
void cs_app_lesson_end(cs_app *a, cs_screen screen);
/* How brightly the lots a lesson's note speaks of glow. */
#define CS_LESSON_GLOW 0.75f
/* The game is over: keep its record as last-game.csr; Continue is off. */
void cs_app_retire_save(cs_app *a);
/* The base centre of the supply block of height h a player takes next, as
 * drawn now (cs_app_draw_list). */
void cs_app_supply_top(const cs_app *a, int h, float out[3]);
/* The lot of the last placement of the round, -1 before the first. */
int cs_app_last_lot(const cs_app *a);
/* How brightly the last placement's building glows while building. */
#define CS_LAST_MOVE_GLOW 0.3f
/* The board as drawn: the match's board, less a block held in the hand. */
void cs_app_render_scene(const cs_app *a, cs_render_scene *scene, cs_board *board_copy);
/* The instances drawn this frame (scene.h), from the same scene and camera
 * the renderer gets: picking, animations and scripts all read this. */
void cs_app_draw_list(const cs_app *a, cs_draw_list *dl);
/* Computer players and the hint: start a search, or play what one found. */
void cs_app_drive_players(cs_app *a);
/* Stop the searches under way (new game, undo, quitting). */
void cs_app_cancel_jobs(cs_app *a);
/* Sounds for what changed since the last call. */
void cs_app_listen(cs_app *a);

#endif
