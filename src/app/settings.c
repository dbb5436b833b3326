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

/* One "key = value" line; returns an error message or NULL. */
static const char *apply(void *ctx, const char *key, const char *v, int line)
{
    fe_settings *s = ctx;
    float f;
    bool b;
    if (eg_setups_key(key))
        return eg_setups_apply(&s->setups, key, v, line);
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
    eg_setups_format(&s->setups, &w); /* what the setup screens last showed */
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
    char text[FE_SETTINGS_TEXT_MAX], tmp[1100];
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
