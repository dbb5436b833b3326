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

#include "eg_setup.h"

typedef struct {
    bool fullscreen;
    bool vsync;
    int volume;          /* 0..100 */
    bool mute;
    float ui_scale;      /* 0.75 .. 2 */
    /* The table game played last (its save is the title's Continue), and
     * each game's last choices on its setup screen (eg_setup.h). */
    eg_setups setups;
} fe_settings;

/* The most of a settings file read: 1 MiB (the game writes under 8 KiB);
 * the whole lines before it still count. */
#define FE_SETTINGS_MAX_BYTES (1 << 20)
/* Room for the settings as fe_settings_format writes them (every game's
 * setup remembered, names of 31 bytes). */
#define FE_SETTINGS_TEXT_MAX 16384

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
