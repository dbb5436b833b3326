/* SPDX-License-Identifier: MIT */
/* settings.c - settings file: "key = value" lines, '#' comments. */
#define _POSIX_C_SOURCE 200809L
#include "settings.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "aside.h"
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
    char id[FE_SETUP_ID];
    snprintf(id, sizeof id, "%.*s", (int)(dot - game), game);
    const char *field = dot + 1;
    fe_setup_memory *m = fe_settings_setup(s, id, false);
    bool fresh = m == NULL;
    fe_setup_memory scratch;
    if (fresh) { /* the slot is taken only for a good line */
        memset(&scratch, 0, sizeof scratch);
        m = &scratch;
    }
    if (!strcmp(field, "options") || !strcmp(field, "seats")) {
        if (!plain_text(v, FE_SETUP_TEXT))
            return "expected a line of text under 160 bytes";
        snprintf(field[0] == 'o' ? m->options : m->seats, FE_SETUP_TEXT, "%s", v);
    } else if (!strcmp(field, "deal")) {
        bool digits = strspn(v, "0123456789") == strlen(v) && strlen(v) < FE_SETUP_DEAL;
        if (strcmp(v, "random") != 0 && (!digits || v[0] == '\0' || v[0] == '0'))
            return "the deal must be random or a number (up to 20 digits)";
        snprintf(m->deal, sizeof m->deal, "%s", strcmp(v, "random") ? v : "");
    } else if (!strncmp(field, "name", 4) && field[4] >= '1' && field[4] <= '8' && !field[5]) {
        if (!plain_text(v, FE_SETUP_NAME))
            return "a name must be text under 32 bytes";
        snprintf(m->names[field[4] - '1'], FE_SETUP_NAME, "%s", v);
    } else {
        return "unknown setup field (options, seats, deal, name1 .. name8)";
    }
    if (fresh) {
        fe_setup_memory *slot = fe_settings_setup(s, id, true);
        char keep_id[FE_SETUP_ID];
        snprintf(keep_id, sizeof keep_id, "%s", slot->game);
        *slot = scratch;
        snprintf(slot->game, sizeof slot->game, "%s", keep_id);
    }
    return NULL;
}

/* One "key = value" line; returns an error message or NULL. */
static const char *apply(fe_settings *s, const char *key, const char *v)
{
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
        if (!parse_float(v, 0, 100, &f))
            return "volume must be a number from 0 to 100";
        s->volume = (int)(f + 0.5f);
        return NULL;
    }
    if (!strcmp(key, "ui_scale")) {
        if (!parse_float(v, 0.75f, 2.0f, &f))
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

/* The parse under way: problems counted, the first few named. */
typedef struct {
    fe_settings s;
    int problems, lineno;
    char *warn;
    size_t warnsz;
} parser;

enum { NAMED_PROBLEMS = 5, LINE_MAX_BYTES = 256 };

static void problem(parser *p, const char *msg, const char *key)
{
    if (++p->problems <= NAMED_PROBLEMS)
        warnf(p->warn, p->warnsz, "%sline %d: %s%s%s", p->problems > 1 ? "; " : "", p->lineno, msg,
              key ? ": " : "", key ? key : "");
}

/* One line of n bytes (no '\n'; cut: longer than the buffer held). */
static void parse_line(parser *p, char *line, size_t n, bool cut)
{
    p->lineno++;
    if (memchr(line, '\0', n)) {
        problem(p, "not text (a NUL byte)", NULL);
        return;
    }
    line[n] = '\0';
    char *l = trim(line);
    if (*l == '\0' || *l == '#')
        return;
    if (cut) {
        problem(p, "line too long (over 255 bytes)", NULL);
        return;
    }
    char *eq = strchr(l, '=');
    if (!eq) {
        problem(p, "expected 'key = value'", NULL);
        return;
    }
    *eq = '\0';
    char *key = trim(l);
    const char *msg = apply(&p->s, key, trim(eq + 1));
    if (msg)
        problem(p, msg, key);
}

/* Lines of text[0..len), the last one without its '\n' too. */
static void parse_text(parser *p, const char *text, size_t len)
{
    size_t i = 0;
    while (i < len) {
        char line[LINE_MAX_BYTES];
        size_t n = 0;
        bool cut = false;
        for (; i < len && text[i] != '\n'; i++) {
            if (n + 1 < sizeof line)
                line[n++] = text[i];
            else
                cut = true;
        }
        i++;
        parse_line(p, line, n, cut);
    }
}

static int parse_end(parser *p, fe_settings *out)
{
    if (p->problems > NAMED_PROBLEMS)
        warnf(p->warn, p->warnsz, "; and %d more bad line%s", p->problems - NAMED_PROBLEMS,
              p->problems - NAMED_PROBLEMS > 1 ? "s" : "");
    if (p->problems)
        warnf(p->warn, p->warnsz, "\n");
    *out = p->s;
    return p->problems;
}

int fe_settings_parse(const char *text, size_t len, fe_settings *out, char *warn,
                      size_t warnsz)
{
    parser p = {fe_settings_default(), 0, 0, warn, warnsz};
    if (warn && warnsz)
        warn[0] = '\0';
    parse_text(&p, text, len);
    return parse_end(&p, out);
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
    if (warn && warnsz)
        warn[0] = '\0';
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (errno == ENOENT)
            return 0; /* first run: defaults, nothing to say */
        warnf(warn, warnsz, "%s: %s; using default settings\n", path, strerror(errno));
        return 1;
    }
    struct stat st;
    bool stated = fstat(fileno(f), &st) == 0;
    if (!stated || !S_ISREG(st.st_mode)) {
        warnf(warn, warnsz, "%s: %s; using default settings\n", path,
              !stated ? strerror(errno) : S_ISDIR(st.st_mode) ? "a folder, not a file"
                                                               : "not a regular file");
        fclose(f);
        return 1;
    }
    /* Read whole up to FE_SETTINGS_MAX_BYTES; beyond it, the whole lines
     * read so far still count. */
    char *buf = malloc(FE_SETTINGS_MAX_BYTES + 1);
    if (!buf) {
        fclose(f);
        warnf(warn, warnsz, "%s: out of memory; using default settings\n", path);
        return 1;
    }
    size_t n = fread(buf, 1, FE_SETTINGS_MAX_BYTES + 1, f);
    int read_errno = ferror(f) ? errno : 0;
    fclose(f);
    bool big = n > FE_SETTINGS_MAX_BYTES;
    if (big) {
        n = FE_SETTINGS_MAX_BYTES;
        while (n > 0 && buf[n - 1] != '\n')
            n--; /* a line cut by the limit is not read */
    }
    parser p = {fe_settings_default(), 0, 0, warn, warnsz};
    warnf(warn, warnsz, "%s: ", path);
    if (read_errno) {
        p.problems++;
        warnf(warn, warnsz, "%s after %zu bytes", strerror(read_errno), n);
    }
    if (big) {
        p.problems++;
        warnf(warn, warnsz, "%slarger than %d KiB: only its first %zu bytes were read",
              p.problems > 1 ? "; " : "",
              FE_SETTINGS_MAX_BYTES / 1024, n);
    }
    parse_text(&p, buf, n);
    free(buf);
    int problems = parse_end(&p, out);
    if (!problems && warn && warnsz)
        warn[0] = '\0';
    return problems;
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
