/* SPDX-License-Identifier: MIT */
/* setup_memory.c - the setups remembered game by game, as the settings
 * file's lines (see eg_setup.h); no game is looked up here, so that the
 * settings' reader stands without the games. */
#include "eg_setup.h"

#include <stdio.h>
#include <string.h>

eg_setup_memory *eg_setups_find(eg_setups *m, const char *game, bool make)
{
    for (int i = 0; i < EG_SETUPS_GAMES; i++)
        if (m->game[i].game[0] && strcmp(m->game[i].game, game) == 0)
            return &m->game[i];
    if (!make || !game[0] || strlen(game) >= EG_SETUP_ID_MAX)
        return NULL;
    int slot = EG_SETUPS_GAMES - 1; /* all taken: the last one's goes */
    for (int i = EG_SETUPS_GAMES - 1; i >= 0; i--)
        if (!m->game[i].game[0])
            slot = i;
    eg_setup_memory *g = &m->game[slot];
    memset(g, 0, sizeof *g);
    snprintf(g->game, sizeof g->game, "%s", game);
    return g;
}

bool eg_setups_key(const char *key)
{
    return strcmp(key, "last_game") == 0 || strncmp(key, "setup.", 6) == 0;
}

/* Whether v's first len bytes are a game's id as the registry spells
 * them: a-z, 0-9 and '-'. */
static bool game_id(const char *v, size_t len)
{
    size_t n = strspn(v, "abcdefghijklmnopqrstuvwxyz0123456789-");
    return len > 0 && n >= len && len < EG_SETUP_ID_MAX;
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

const char *eg_setups_apply(eg_setups *m, const char *key, const char *v, int line)
{
    if (!strcmp(key, "last_game")) {
        if (v[0] && !game_id(v, strlen(v)))
            return "last_game must be a game's id (a-z, 0-9, -) or empty";
        snprintf(m->last_game, sizeof m->last_game, "%s", v);
        return NULL;
    }
    if (strncmp(key, "setup.", 6) != 0)
        return "unknown setting";
    const char *game = key + 6, *dot = strchr(game, '.');
    if (!dot || !game_id(game, (size_t)(dot - game)))
        return "expected setup.GAME.FIELD with a game's id (a-z, 0-9, -)";
    const char *field = dot + 1;
    if (!strcmp(field, "options") || !strcmp(field, "seats")) {
        if (!plain_text(v, EG_SETUP_TEXT_MAX))
            return "expected a line of text under 160 bytes";
    } else if (!strcmp(field, "deal")) {
        bool digits = strspn(v, "0123456789") == strlen(v) && strlen(v) < EG_SETUP_DEAL_MAX;
        if (strcmp(v, "random") != 0 && (!digits || v[0] == '\0' || v[0] == '0'))
            return "the deal must be random or a number (up to 20 digits)";
    } else if (!strncmp(field, "name", 4) && field[4] >= '1' && field[4] <= '8' && !field[5]) {
        if (!plain_text(v, EG_NAME_MAX))
            return "a name must be text under 32 bytes";
    } else {
        return "unknown setup field (options, seats, deal, name1 .. name8)";
    }
    char id[EG_SETUP_ID_MAX];
    snprintf(id, sizeof id, "%.*s", (int)(dot - game), game);
    eg_setup_memory *g = eg_setups_find(m, id, true); /* a good line: the game's slot */
    char *to = g->options; /* where the value goes */
    size_t cap = EG_SETUP_TEXT_MAX;
    if (field[0] == 'o') {
        g->options_line = line;
    } else if (field[0] == 's') {
        to = g->seats;
        g->seats_line = line;
    } else if (field[0] == 'd') {
        to = g->deal;
        cap = EG_SETUP_DEAL_MAX;
        v = strcmp(v, "random") ? v : "";
    } else {
        to = g->names[field[4] - '1'];
        cap = EG_NAME_MAX;
    }
    snprintf(to, cap, "%s", v);
    return NULL;
}

void eg_setups_format(const eg_setups *m, eg_vt_out *w)
{
    if (m->last_game[0])
        eg_vt_add(w, "last_game = %s\n", m->last_game);
    for (int i = 0; i < EG_SETUPS_GAMES; i++) {
        const eg_setup_memory *g = &m->game[i];
        if (!g->game[0])
            continue;
        eg_vt_add(w, "setup.%s.options = %s\nsetup.%s.seats = %s\nsetup.%s.deal = %s\n",
                  g->game, g->options, g->game, g->seats, g->game, g->deal[0] ? g->deal : "random");
        for (int p = 0; p < EG_SETUP_SEATS; p++)
            if (g->names[p][0])
                eg_vt_add(w, "setup.%s.name%d = %s\n", g->game, p + 1, g->names[p]);
    }
}

