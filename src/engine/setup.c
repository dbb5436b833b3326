/* SPDX-License-Identifier: MIT */
/* setup.c - a game's setup, its record, its saves and its memory (see
 * eg_setup.h). */
#define _POSIX_C_SOURCE 200809L
#include "eg_setup.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_game.h"
#include "eg_line.h"

static int option_index(const eg_game *g, const char *key)
{
    for (int i = 0; i < g->noptions && i < EG_SETUP_OPTIONS; i++)
        if (strcmp(g->options[i].key, key) == 0)
            return i;
    return -1;
}

/* The values of the options named in words ("players=3 rounds=4"), the
 * rest left as they are. */
static void set_values(eg_setup *s, const char *words)
{
    char text[EG_PARAMS_TEXT_MAX];
    snprintf(text, sizeof text, "%s", words);
    char *save = NULL;
    for (char *w = strtok_r(text, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(w, '=');
        int i = eq ? (*eq = '\0', option_index(s->g, w)) : -1;
        if (i >= 0)
            snprintf(s->val[i], EG_SETUP_VALUE_MAX, "%s", eq + 1);
    }
}

void eg_setup_players(eg_setup *s, int n)
{
    const eg_game *g = s->g;
    char *p = calloc(1, g->params_size ? g->params_size : 1);
    char text[EG_PARAMS_TEXT_MAX];
    if (!p)
        return;
    g->default_params(p, n);
    g->params_encode(p, text, sizeof text);
    free(p);
    memset(s->val, 0, sizeof s->val);
    set_values(s, text);
    s->nplayers = n;
}

void eg_setup_new(eg_setup *s, const eg_game *g)
{
    memset(s, 0, sizeof *s);
    s->g = g;
    eg_setup_players(s, g->min_players);
    for (int p = 1; p < EG_MAX_PLAYERS && g->nlevels > 0; p++)
        s->seat[p] = g->nlevels > 1 ? 2 : 1;
}

void eg_setup_more_players(eg_setup *s)
{
    eg_setup_players(s, s->nplayers + 1 > s->g->max_players ? s->g->min_players : s->nplayers + 1);
}

/* The next value of option i, wrapping, whether the game takes it or not. */
static void next_value(eg_setup *s, int i)
{
    const eg_option *o = &s->g->options[i];
    char *v = s->val[i];
    if (o->kind == EG_OPT_BOOL) {
        snprintf(v, EG_SETUP_VALUE_MAX, "%d", strcmp(v, "1") != 0);
    } else if (o->kind == EG_OPT_INT) {
        int n = atoi(v) + 1;
        snprintf(v, EG_SETUP_VALUE_MAX, "%d", n > o->max || n < o->min ? o->min : n);
    } else if (o->choices) {
        /* The choice after v's among "a|b|c" (a whole one: "1" is not in
         * "10"); the first after the last, or when v is none of them. */
        const char *c = o->choices, *next = c;
        size_t vlen = strlen(v);
        for (const char *at = c; *at; at += strcspn(at, "|"), at += *at == '|') {
            size_t len = strcspn(at, "|");
            if (len == vlen && strncmp(at, v, len) == 0 && at[len] == '|') {
                next = at + len + 1;
                break;
            }
        }
        snprintf(v, EG_SETUP_VALUE_MAX, "%.*s", (int)strcspn(next, "|"), next);
    }
}

void eg_setup_step(eg_setup *s, int i)
{
    char first[EG_SETUP_VALUE_MAX];
    snprintf(first, sizeof first, "%s", s->val[i]);
    for (int k = 0; k < 64; k++) {
        next_value(s, i);
        if (eg_setup_valid(s))
            return;
        if (strcmp(s->val[i], first) == 0)
            return;
    }
    snprintf(s->val[i], EG_SETUP_VALUE_MAX, "%s", first); /* none taken */
}

bool eg_setup_seat_choice(const eg_setup *s, bool open_seat)
{
    return !(s->g->flags & EG_GAME_SOLITAIRE) || open_seat;
}

void eg_setup_step_seat(eg_setup *s, int p, bool open_seat)
{
    int levels = s->g->nlevels;
    s->seat[p] = (s->seat[p] + 1) % (levels + 1 + open_seat);
    if ((s->g->flags & EG_GAME_SOLITAIRE) && s->seat[p] != EG_SEAT_HUMAN && s->seat[p] <= levels)
        s->seat[p] = open_seat ? levels + 1 : EG_SEAT_HUMAN; /* its levels give hints only */
}

void eg_setup_params(const eg_setup *s, char *out, size_t outsz)
{
    eg_vt_out w;
    eg_vt_start(&w, out, outsz);
    for (int i = 0; i < s->g->noptions && i < EG_SETUP_OPTIONS; i++)
        if (s->val[i][0])
            eg_vt_add(&w, "%s%s=%s", w.len ? " " : "", s->g->options[i].key, s->val[i]);
    eg_vt_done(&w);
}

void *eg_setup_decode(const eg_setup *s, eg_error *err)
{
    char text[EG_PARAMS_TEXT_MAX];
    eg_error e = {0};
    eg_setup_params(s, text, sizeof text);
    void *buf = calloc(1, s->g->params_size ? s->g->params_size : 1);
    if (buf && s->g->params_decode(text, buf, err ? err : &e) != 0) {
        free(buf);
        buf = NULL;
    }
    return buf;
}

bool eg_setup_valid(const eg_setup *s)
{
    void *buf = eg_setup_decode(s, NULL);
    free(buf);
    return buf != NULL;
}

bool eg_setup_listed(const eg_setup *s, const void *decoded, int i)
{
    const eg_game *g = s->g;
    int seat = g->options[i].seat - 1; /* -1: the game's own */
    bool computer = seat >= 0 && seat < s->nplayers && s->seat[seat] != EG_SEAT_HUMAN &&
                    s->seat[seat] <= g->nlevels;
    return strcmp(g->options[i].key, "players") != 0 && !computer &&
           !(decoded && g->option_shown && !g->option_shown(decoded, i));
}

const char *eg_setup_value_words(const eg_setup *s, int i)
{
    const char *words = s->g->options[i].kind == EG_OPT_CHOICE && s->g->choice_words
                            ? s->g->choice_words(i, s->val[i])
                            : NULL;
    if (words)
        return words;
    if (s->g->options[i].kind != EG_OPT_BOOL)
        return s->val[i];
    return strcmp(s->val[i], "1") == 0 ? "on" : "off";
}

int eg_seat_of(const eg_game *g, const char *controller)
{
    if (strcmp(controller, "human") == 0)
        return EG_SEAT_HUMAN;
    for (int l = 0; l < g->nlevels; l++)
        if (strcmp(controller, g->level_names[l]) == 0)
            return 1 + l;
    return -1;
}

const char *eg_seat_word(const eg_game *g, int seat)
{
    return seat == EG_SEAT_HUMAN ? "human" : seat > g->nlevels ? "remote" : g->level_names[seat - 1];
}

void eg_setup_name(const eg_setup *s, int p, char *out, size_t outsz)
{
    bool computer = s->seat[p] != EG_SEAT_HUMAN && s->seat[p] <= s->g->nlevels;
    if (s->name[p][0])
        snprintf(out, outsz, "%s", s->name[p]);
    else
        snprintf(out, outsz, computer ? "Computer %d" : "Player %d", p + 1);
}

bool eg_player_renamed(const eg_record *rec, int p)
{
    char plain[EG_NAME_MAX];
    snprintf(plain, sizeof plain, "Player %d", p + 1);
    return strcmp(rec->players[p].name, plain) != 0;
}

void eg_name_players(const eg_record *rec, char *text, size_t size)
{
    char *out = size ? malloc(size) : NULL;
    size_t n = 0;
    if (!out)
        return;
    for (const char *c = text; *c && n + 1 < size;) {
        bool word = (c == text || !isalnum((unsigned char)c[-1])) &&
                    (c[0] == 'P' || c[0] == 'p') && strncmp(c + 1, "layer ", 6) == 0 &&
                    c[7] >= '1' && c[7] <= '9' && !isdigit((unsigned char)c[8]);
        int p = word ? c[7] - '1' : -1;
        if (p >= 0 && p < rec->nplayers && eg_player_renamed(rec, p)) {
            int w = snprintf(out + n, size - n, "%s", rec->players[p].name);
            n = w > 0 && (size_t)w < size - n ? n + (size_t)w : size - 1;
            c += 8;
        } else {
            out[n++] = *c++;
        }
    }
    out[n] = '\0';
    memcpy(text, out, n + 1);
    free(out);
}

unsigned eg_setup_levels(const eg_setup *s)
{
    unsigned levels = 0;
    for (int p = 0; p < s->nplayers; p++)
        if (s->seat[p] != EG_SEAT_HUMAN && s->seat[p] <= s->g->nlevels)
            levels |= 1u << (s->seat[p] - 1);
    return levels;
}

void eg_setup_record(const eg_setup *s, uint64_t random_seed, eg_record *rec)
{
    snprintf(rec->game, sizeof rec->game, "%s", s->g->id);
    eg_setup_params(s, rec->params, sizeof rec->params);
    rec->seed = s->deal[0] ? strtoull(s->deal, NULL, 10) : random_seed;
    rec->nplayers = s->nplayers;
    for (int p = 0; p < s->nplayers; p++) {
        eg_record_player *pl = &rec->players[p];
        snprintf(pl->controller, sizeof pl->controller, "%s", eg_seat_word(s->g, s->seat[p]));
        eg_setup_name(s, p, pl->name, sizeof pl->name);
    }
}

int eg_setup_hosted(const eg_setup *s, char *params, size_t paramsz, char *seats,
                    size_t seatsz, eg_error *err)
{
    eg_vt_out w;
    size_t n;
    char why[120];
    eg_setup_params(s, params, paramsz);
    if (s->deal[0] && (n = strlen(params)) < paramsz)
        snprintf(params + n, paramsz - n, " seed=%s", s->deal);
    eg_vt_start(&w, seats, seatsz);
    for (int p = 0; p < s->nplayers; p++) {
        int c = s->seat[p];
        eg_vt_add(&w, "%s%s", p ? "," : "",
                  c == EG_SEAT_HUMAN ? "me" : c > s->g->nlevels ? "open" : eg_seat_word(s->g, c));
        const char *name = s->name[p];
        if (c != EG_SEAT_HUMAN || !name[0])
            continue;
        if (eg_name_check(name, strlen(name), EG_NAME_MAX, why, sizeof why) >= 0) {
            eg_error_set(err, 1, 0, "Player %d's name cannot be used online: %s", p + 1, why);
            return 1;
        }
        char word[EG_NAME_WORD_MAX];
        eg_name_encode(name, word, sizeof word); /* "Ann Lee" as Ann%20Lee */
        n = strlen(params);
        if ((size_t)snprintf(params + n, paramsz - n, " name%d=%s", p + 1, word) >= paramsz - n) {
            eg_error_set(err, 1, 0, "Player %d's name does not fit the %zu bytes of the server's "
                         "params", p + 1, paramsz);
            return 1;
        }
    }
    eg_vt_done(&w);
    return 0;
}

void eg_setup_rematch(const eg_record *old, uint64_t seed, eg_record *rec)
{
    snprintf(rec->game, sizeof rec->game, "%s", old->game);
    snprintf(rec->params, sizeof rec->params, "%s", old->params);
    rec->seed = seed;
    rec->nplayers = old->nplayers;
    memcpy(rec->players, old->players, sizeof rec->players);
}

/* ---- Saves. */

int eg_seats_playable(const eg_game *g, const eg_record *rec, eg_error *err)
{
    for (int p = 0; p < rec->nplayers; p++) {
        const char *c = rec->players[p].controller;
        if (eg_seat_of(g, c) < 0) {
            eg_error_set(err, 1, 0, "player %d is played by '%.60s', which the window cannot "
                         "seat: only a person or one of the game's computer levels", p + 1, c);
            return 1;
        }
    }
    return 0;
}

const eg_game *eg_save_open(const char *path, eg_record *rec, eg_error *err)
{
    if (eg_record_load(path, rec, err) != 0)
        return NULL;
    const eg_game *g = eg_game_find(rec->game);
    if (!g || !g->draw || !g->interpret) {
        eg_error_set(err, 1, 0, "a game of '%.40s', which the window does not play", rec->game);
        return NULL;
    }
    return eg_seats_playable(g, rec, err) == 0 ? g : NULL;
}

void eg_save_path(const char *beside, const char *id, const char *suffix, char *out,
                  size_t outsz)
{
    const char *slash = strrchr(beside, '/');
    out[0] = '\0';
    if (slash)
        snprintf(out, outsz, "%.*s/%s%s", (int)(slash - beside), beside, id, suffix);
}

/* ---- The setups remembered (the settings file's lines: setup_memory.c). */

void eg_setup_remember(const eg_setup *s, eg_setup_memory *m)
{
    eg_vt_out w;
    eg_setup_params(s, m->options, sizeof m->options);
    eg_vt_start(&w, m->seats, sizeof m->seats);
    for (int p = 0; p < s->nplayers; p++)
        eg_vt_add(&w, "%s%s", p ? " " : "", eg_seat_word(s->g, s->seat[p]));
    eg_vt_done(&w);
    for (int p = 0; p < EG_SETUP_SEATS; p++)
        snprintf(m->names[p], sizeof m->names[p], "%s", p < EG_MAX_PLAYERS ? s->name[p] : "");
    snprintf(m->deal, sizeof m->deal, "%s", s->deal);
}

int eg_setup_recall(eg_setup *s, const eg_setup_memory *m, const char *file, char *warn,
                    size_t warnsz)
{
    const eg_game *g = s->g;
    int problems = 0;
    char text[EG_SETUP_TEXT_MAX], *save = NULL;
    eg_vt_out w; /* the refusals, each whole or left out */
    eg_vt_start(&w, warn, warnsz);
    /* The options: the game's defaults for the players remembered, then
     * the values remembered, all or none. */
    snprintf(text, sizeof text, "%s", m->options);
    int n = s->nplayers;
    for (char *word = strtok_r(text, " ", &save); word; word = strtok_r(NULL, " ", &save))
        if (strncmp(word, "players=", 8) == 0 && atoi(word + 8) >= g->min_players &&
            atoi(word + 8) <= g->max_players)
            n = atoi(word + 8);
    eg_setup_players(s, n);
    char val[EG_SETUP_OPTIONS][EG_SETUP_VALUE_MAX];
    memcpy(val, s->val, sizeof val);
    set_values(s, m->options);
    if (!eg_setup_valid(s)) {
        problems++;
        eg_vt_add(&w, "%s: line %d: setup.%s.options: '%s' is not a setup %s accepts; its "
                  "defaults are shown\n", file, m->options_line, g->id, m->options, g->name);
        memcpy(s->val, val, sizeof val);
    }
    snprintf(text, sizeof text, "%s", m->seats);
    int p = 0;
    for (char *word = strtok_r(text, " ", &save); word && p < EG_MAX_PLAYERS;
         word = strtok_r(NULL, " ", &save), p++) {
        int c = eg_seat_of(g, word);
        if (c >= 0) {
            s->seat[p] = c;
        } else {
            problems++;
            eg_vt_add(&w, "%s: line %d: setup.%s.seats: %s has no player '%s'; seat %d keeps "
                      "its default\n", file, m->seats_line, g->id, g->name, word, p + 1);
        }
    }
    for (p = 0; p < EG_MAX_PLAYERS; p++)
        snprintf(s->name[p], sizeof s->name[p], "%s", m->names[p]);
    snprintf(s->deal, sizeof s->deal, "%s", m->deal);
    return problems;
}
