/* SPDX-License-Identifier: MIT */
/* settings.c - settings file: "key = value" lines, '#' comments. */
#define _POSIX_C_SOURCE 200809L
#include "settings.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

cs_settings cs_settings_default(void)
{
    cs_settings s = {
        .fullscreen = false,
        .vsync = true,
        .volume = 70,
        .mute = false,
        .anim_speed = 1.0f,
        .tint = true,
        .numbers = true,
        .practice_aid = true,
        .ui_scale = 1.0f,
    };
    return s;
}

static void warnf(char *warn, size_t warnsz, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void warnf(char *warn, size_t warnsz, const char *fmt, ...)
{
    if (!warn || warnsz == 0)
        return;
    size_t used = strlen(warn);
    if (used + 1 >= warnsz)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(warn + used, warnsz - used, fmt, ap);
    va_end(ap);
}

static bool parse_bool(const char *v, bool *out)
{
    if (!strcmp(v, "true") || !strcmp(v, "on") || !strcmp(v, "yes") || !strcmp(v, "1")) {
        *out = true;
        return true;
    }
    if (!strcmp(v, "false") || !strcmp(v, "off") || !strcmp(v, "no") || !strcmp(v, "0")) {
        *out = false;
        return true;
    }
    return false;
}

static bool parse_float(const char *v, float lo, float hi, float *out)
{
    char *end;
    errno = 0;
    double d = strtod(v, &end);
    /* Written so that NaN ("nan" parses) fails too. */
    if (errno || end == v || *end || !(d >= lo && d <= hi))
        return false;
    *out = (float)d;
    return true;
}

/* One "key = value" line; returns an error message or NULL. */
static const char *apply(cs_settings *s, const char *key, const char *v)
{
    float f;
    bool b;
    if (!strcmp(key, "volume")) {
        if (!parse_float(v, 0, 100, &f))
            return "volume must be a number from 0 to 100";
        s->volume = (int)(f + 0.5f);
        return NULL;
    }
    if (!strcmp(key, "animation_speed")) {
        if (!parse_float(v, 0, 4, &f))
            return "animation_speed must be a number from 0 (instant) to 4";
        s->anim_speed = f;
        return NULL;
    }
    if (!strcmp(key, "ui_scale")) {
        if (!parse_float(v, 0.75f, 2.0f, &f))
            return "ui_scale must be a number from 0.75 to 2";
        s->ui_scale = f;
        return NULL;
    }
    bool *target = !strcmp(key, "fullscreen")     ? &s->fullscreen
                   : !strcmp(key, "vsync")        ? &s->vsync
                   : !strcmp(key, "mute")         ? &s->mute
                   : !strcmp(key, "block_tint")   ? &s->tint
                   : !strcmp(key, "block_numbers") ? &s->numbers
                   : !strcmp(key, "practice_aid") ? &s->practice_aid
                                                  : NULL;
    if (!target)
        return "unknown setting";
    if (!parse_bool(v, &b))
        return "expected true or false";
    *target = b;
    return NULL;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

int cs_settings_parse(const char *text, size_t len, cs_settings *out, char *warn,
                      size_t warnsz)
{
    cs_settings s = cs_settings_default();
    int problems = 0, lineno = 0;
    size_t i = 0;
    if (warn && warnsz)
        warn[0] = '\0';
    while (i < len) {
        char line[256];
        size_t n = 0;
        bool too_long = false;
        while (i < len && text[i] != '\n') {
            if (text[i] == '\0')
                too_long = true; /* binary junk: treat as a bad line */
            if (n + 1 < sizeof line)
                line[n++] = text[i];
            else
                too_long = true;
            i++;
        }
        i++;
        lineno++;
        line[n] = '\0';
        char *l = trim(line);
        if (*l == '\0' || *l == '#')
            continue;
        char *eq = strchr(l, '=');
        const char *msg = NULL;
        if (too_long)
            msg = "line too long or not text";
        else if (!eq)
            msg = "expected 'key = value'";
        else {
            *eq = '\0';
            msg = apply(&s, trim(l), trim(eq + 1));
        }
        if (msg) {
            problems++;
            warnf(warn, warnsz, "line %d: %s%s%s\n", lineno, msg, eq && !too_long ? ": " : "",
                  eq && !too_long ? trim(l) : "");
        }
    }
    *out = s;
    return problems;
}

int cs_settings_format(const cs_settings *s, char *out, size_t outsz)
{
    int n = snprintf(out, outsz,
                     "# Cityscape settings (docs/settings.md). Edit while the game is closed.\n"
                     "fullscreen = %s\n"
                     "vsync = %s\n"
                     "volume = %d\n"
                     "mute = %s\n"
                     "animation_speed = %g\n"
                     "block_tint = %s\n"
                     "block_numbers = %s\n"
                     "practice_aid = %s\n"
                     "ui_scale = %g\n",
                     s->fullscreen ? "true" : "false", s->vsync ? "true" : "false", s->volume,
                     s->mute ? "true" : "false", (double)s->anim_speed,
                     s->tint ? "true" : "false", s->numbers ? "true" : "false",
                     s->practice_aid ? "true" : "false", (double)s->ui_scale);
    return n >= 0 && (size_t)n < outsz ? n : -1;
}

int cs_settings_load(const char *path, cs_settings *out, char *warn, size_t warnsz)
{
    *out = cs_settings_default();
    if (warn && warnsz)
        warn[0] = '\0';
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (errno == ENOENT)
            return 0; /* first run: defaults, nothing to say */
        warnf(warn, warnsz, "%s: %s; using default settings\n", path, strerror(errno));
        return 1;
    }
    char buf[8192];
    size_t n = fread(buf, 1, sizeof buf, f);
    bool big = n == sizeof buf && fgetc(f) != EOF;
    fclose(f);
    if (big) {
        warnf(warn, warnsz, "%s: larger than %zu bytes; using default settings\n", path,
              sizeof buf);
        return 1;
    }
    char lines[1024];
    int problems = cs_settings_parse(buf, n, out, lines, sizeof lines);
    if (problems)
        warnf(warn, warnsz, "%s: %s", path, lines);
    return problems;
}

bool cs_settings_save(const char *path, const cs_settings *s)
{
    char text[1024], tmp[1100];
    int n = cs_settings_format(s, text, sizeof text);
    if (n < 0 || snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp)
        return false;
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
