/* SPDX-License-Identifier: MIT */
/* settings.c - settings file: "key = value" lines, '#' comments. */
#define _POSIX_C_SOURCE 200809L
#include "settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "aside.h"
#include "eg_kvfile.h"
#include "eg_viewtext.h"

fe_settings fe_settings_default(void)
{
    fe_settings s = {
        .fullscreen = false,
        .vsync = true,
        .volume = 70,
        .mute = false,
        .ui_scale = 1.0f,
    };
    return s;
}

fe_setup_memory *fe_settings_setup(fe_settings *s, const char *game, bool make)
{
    for (int i = 0; i < FE_SETUP_GAMES; i++)
        if (s->setup[i].game[0] && strcmp(s->setup[i].game, game) == 0)
            return &s->setup[i];
    if (!make || !game[0] || strlen(game) >= FE_SETUP_ID)
        return NULL;
    int slot = FE_SETUP_GAMES - 1; /* all taken: the last one's goes */
    for (int i = FE_SETUP_GAMES - 1; i >= 0; i--)
        if (!s->setup[i].game[0])
            slot = i;
    fe_setup_memory *m = &s->setup[slot];
    memset(m, 0, sizeof *m);
    snprintf(m->game, sizeof m->game, "%s", game);
    return m;
}

/* Whether v's first len bytes are a game's id as the registry spells
 * them: a-z, 0-9 and '-'. */
static bool game_id(const char *v, size_t len)
{
    size_t n = strspn(v, "abcdefghijklmnopqrstuvwxyz0123456789-");
    return len > 0 && n >= len && len < FE_SETUP_ID;
}

/* Printable text (UTF-8 welcome), no control character, under max bytes. */
static bool plain_text(const char *v, size_t max)
{
    size_t n = strlen(v);
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)v[i] < 0x20 || v[i] == 0x7f)
            return false;
    return n < max;
}

/* "setup.GAME.FIELD = value": one game's remembered setup choice. */
static const char *apply_setup(fe_settings *s, const char *key, const char *v)
{
    const char *game = key + 6, *dot = strchr(game, '.');
    if (!dot || !game_id(game, (size_t)(dot - game)))
        return "expected setup.GAME.FIELD with a game's id (a-z, 0-9, -)";
    const char *field = dot + 1;
    size_t at, cap = FE_SETUP_TEXT; /* where the value goes in the game's memory */
    if (!strcmp(field, "options") || !strcmp(field, "seats")) {
        if (!plain_text(v, FE_SETUP_TEXT))
            return "expected a line of text under 160 bytes";
        at = field[0] == 'o' ? offsetof(fe_setup_memory, options) : offsetof(fe_setup_memory, seats);
    } else if (!strcmp(field, "deal")) {
        bool digits = strspn(v, "0123456789") == strlen(v) && strlen(v) < FE_SETUP_DEAL;
        if (strcmp(v, "random") != 0 && (!digits || v[0] == '\0' || v[0] == '0'))
            return "the deal must be random or a number (up to 20 digits)";
        v = strcmp(v, "random") ? v : "";
        at = offsetof(fe_setup_memory, deal);
        cap = FE_SETUP_DEAL;
    } else if (!strncmp(field, "name", 4) && field[4] >= '1' && field[4] <= '8' && !field[5]) {
        if (!plain_text(v, FE_SETUP_NAME))
            return "a name must be text under 32 bytes";
        at = offsetof(fe_setup_memory, names) + (size_t)(field[4] - '1') * FE_SETUP_NAME;
        cap = FE_SETUP_NAME;
    } else {
        return "unknown setup field (options, seats, deal, name1 .. name8)";
    }
    /* A game's slot is taken only for a good line. */
    char id[FE_SETUP_ID];
    snprintf(id, sizeof id, "%.*s", (int)(dot - game), game);
    snprintf((char *)fe_settings_setup(s, id, true) + at, cap, "%s", v);
    return NULL;
}

/* One "key = value" line; returns an error message or NULL. */
static const char *apply(void *ctx, const char *key, const char *v)
{
    fe_settings *s = ctx;
    float f;
    bool b;
    if (!strncmp(key, "setup.", 6))
        return apply_setup(s, key, v);
    if (!strcmp(key, "last_game")) {
        if (v[0] && !game_id(v, strlen(v)))
            return "last_game must be a game's id (a-z, 0-9, -) or empty";
        snprintf(s->last_game, sizeof s->last_game, "%s", v);
        return NULL;
    }
    if (!strcmp(key, "volume")) {
        if (!eg_kv_float(v, 0, 100, &f))
            return "volume must be a number from 0 to 100";
        s->volume = (int)(f + 0.5f);
        return NULL;
    }
    if (!strcmp(key, "ui_scale")) {
        if (!eg_kv_float(v, 0.75f, 2.0f, &f))
            return "ui_scale must be a number from 0.75 to 2";
        s->ui_scale = f;
        return NULL;
    }
    /* Cityscape's old screens' keys (issue 27): an old file's lines are
     * passed over, neither a problem nor written again. */
    static const char *const retired[] = {"animation_speed", "block_tint", "block_numbers",
                                          "practice_aid"};
    for (size_t i = 0; i < sizeof retired / sizeof retired[0]; i++)
        if (!strcmp(key, retired[i]))
            return NULL;
    bool *target = !strcmp(key, "fullscreen") ? &s->fullscreen
                   : !strcmp(key, "vsync")    ? &s->vsync
                   : !strcmp(key, "mute")     ? &s->mute
                                              : NULL;
    if (!target)
        return "unknown setting";
    if (!eg_kv_bool(v, &b))
        return "expected true or false";
    *target = b;
    return NULL;
}

int fe_settings_parse(const char *text, size_t len, fe_settings *out, char *warn,
                      size_t warnsz)
{
    *out = fe_settings_default();
    return eg_kv_parse(text, len, apply, out, warn, warnsz);
}

int fe_settings_format(const fe_settings *s, char *out, size_t outsz)
{
    eg_vt_out w;
    eg_vt_start(&w, out, outsz);
    eg_vt_add(&w, "# Cityscape settings (docs/settings.md). Edit while the game is closed.\n"
                  "fullscreen = %s\nvsync = %s\nvolume = %d\nmute = %s\nui_scale = %g\n",
              s->fullscreen ? "true" : "false", s->vsync ? "true" : "false", s->volume,
              s->mute ? "true" : "false", (double)s->ui_scale);
    /* What the table's setup screens last showed, game by game. */
    if (s->last_game[0])
        eg_vt_add(&w, "last_game = %s\n", s->last_game);
    for (int i = 0; i < FE_SETUP_GAMES; i++) {
        const fe_setup_memory *m = &s->setup[i];
        if (!m->game[0])
            continue;
        eg_vt_add(&w, "setup.%s.options = %s\nsetup.%s.seats = %s\nsetup.%s.deal = %s\n",
                  m->game, m->options, m->game, m->seats, m->game, m->deal[0] ? m->deal : "random");
        for (int p = 0; p < FE_SETUP_SEATS; p++)
            if (m->names[p][0])
                eg_vt_add(&w, "setup.%s.name%d = %s\n", m->game, p + 1, m->names[p]);
    }
    return eg_vt_done(&w);
}

int fe_settings_load(const char *path, fe_settings *out, char *warn, size_t warnsz)
{
    *out = fe_settings_default();
    return eg_kv_load(path, FE_SETTINGS_MAX_BYTES, apply, out, warn, warnsz);
}

bool fe_settings_save(const char *path, const fe_settings *s, bool keep_old, char *aside,
                      size_t asidesz)
{
    char text[16384], tmp[1100];
    struct stat st;
    if (aside && asidesz)
        aside[0] = '\0';
    int n = fe_settings_format(s, text, sizeof text);
    if (n < 0 || snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp)
        return false;
    /* A file that was not read whole is kept, never written over. */
    if (keep_old && lstat(path, &st) == 0) {
        char kept[1100];
        if (fe_aside_keep(path, kept, sizeof kept) != 0)
            return false;
        if (aside && asidesz)
            snprintf(aside, asidesz, "%s", kept);
    }
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return false;
    bool ok = fwrite(text, 1, (size_t)n, f) == (size_t)n;
    ok = fflush(f) == 0 && ok;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        return false;
    }
    return true;
}
