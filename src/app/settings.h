/* SPDX-License-Identifier: MIT */
/* settings.h - the player's settings: a small documented text file in SDL's
 * preference path (docs/settings.md). No SDL here: parse and format only.
 * A missing, unreadable or half-written file never stops the game: every
 * good line counts, every bad one is reported and that setting keeps its
 * default, and a file not read whole is kept aside before it is rewritten. */
#ifndef FE_SETTINGS_H
#define FE_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

/* The last choices on one game's setup screen (the table's), kept so that
 * the next setup of that game, in this run or a later one, shows them. The
 * settings file holds them as text; the table checks them against the game
 * (a choice the game no longer has keeps the game's default). */
enum { FE_SETUP_GAMES = 8, FE_SETUP_SEATS = 8, FE_SETUP_ID = 24, FE_SETUP_TEXT = 160,
       FE_SETUP_NAME = 32, FE_SETUP_DEAL = 21 };
typedef struct {
    char game[FE_SETUP_ID];       /* the game's id ("six-cities"); "" unused */
    char options[FE_SETUP_TEXT];  /* its options as the game writes them
                                     ("players=3 rounds=4") */
    char seats[FE_SETUP_TEXT];    /* who plays each seat: "human hard medium" */
    char names[FE_SETUP_SEATS][FE_SETUP_NAME]; /* "" the seat's default name */
    char deal[FE_SETUP_DEAL];     /* digits, or "" for a random deal */
} fe_setup_memory;

typedef struct {
    bool fullscreen;
    bool vsync;
    int volume;          /* 0..100 */
    bool mute;
    float ui_scale;      /* 0.75 .. 2 */
    char last_game[FE_SETUP_ID]; /* the table game played last (its save is
                                    the title's Continue); "" none */
    fe_setup_memory setup[FE_SETUP_GAMES];
} fe_settings;

/* The memory of `game`'s setup, or NULL; with make, a free (or the oldest)
 * slot is given to it when it has none. */
fe_setup_memory *fe_settings_setup(fe_settings *s, const char *game, bool make);

/* The most of a settings file read: 1 MiB (the game writes under 8 KiB);
 * the whole lines before it still count. */
#define FE_SETTINGS_MAX_BYTES (1 << 20)

fe_settings fe_settings_default(void);
/* Parses text; the problems go to warn as one line ("line N: ...; line
 * M: ... (those settings keep the default)"), the first five named and the
 * rest counted, up to warnsz bytes. Returns the number of problems. */
int fe_settings_parse(const char *text, size_t len, fe_settings *out, char *warn,
                      size_t warnsz);
int fe_settings_format(const fe_settings *s, char *out, size_t outsz);
/* Files: load keeps every valid line, whatever the file's size (up to
 * FE_SETTINGS_MAX_BYTES), and returns the problems (> 0: the file was not
 * read whole; warn holds one line naming the file and what is wrong).
 * Save writes PATH.tmp then renames it; with keep_old, whatever is at path
 * is first moved aside (aside.h) and its new name written to aside: the
 * caller asks for it when the load had problems. */
int fe_settings_load(const char *path, fe_settings *out, char *warn, size_t warnsz);
bool fe_settings_save(const char *path, const fe_settings *s, bool keep_old, char *aside,
                      size_t asidesz);

#endif
