/* SPDX-License-Identifier: MIT */
/* settings.h - the player's settings: a small documented text file in SDL's
 * preference path (docs/settings.md). No SDL here: parse and format only.
 * A missing, unreadable or half-written file never stops the game: every
 * bad line is reported and that setting keeps its default. */
#ifndef CS_SETTINGS_H
#define CS_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct {
    bool fullscreen;
    bool vsync;
    int volume;          /* 0..100 */
    bool mute;
    float anim_speed;    /* 0 (instant) .. 4; 1 normal */
    bool tint;           /* colour-blind-safe block colours */
    bool numbers;        /* heights painted on blocks */
    bool practice_aid;   /* own lines' counts and goals met now */
    float ui_scale;      /* 0.75 .. 2 */
} cs_settings;

cs_settings cs_settings_default(void);
/* Parses text; each problem is written to warn (one line each, "line N:
 * ..."), up to warnsz bytes. Returns the number of problems. */
int cs_settings_parse(const char *text, size_t len, cs_settings *out, char *warn,
                      size_t warnsz);
int cs_settings_format(const cs_settings *s, char *out, size_t outsz);
/* Files: load falls back to defaults (returning problems > 0 with a
 * warning); save is written to PATH.tmp then renamed. */
int cs_settings_load(const char *path, cs_settings *out, char *warn, size_t warnsz);
bool cs_settings_save(const char *path, const cs_settings *s);

#endif
