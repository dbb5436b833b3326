/* SPDX-License-Identifier: MIT */
/* picks.c - a player's picks on a scene and what they make (see eg_picks.h). */
#include "eg_picks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct eg_picker {
    const eg_midend *me;
    const eg_game *g;
    int player;
    const void *ui;
    void *view, *ui_copy;
};

eg_picker *eg_picker_new(const eg_midend *me, int player, const void *ui)
{
    const eg_game *g = eg_midend_game(me);
    eg_picker *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    *p = (eg_picker){me, g, player, ui, malloc(g->state_size), NULL};
    if (ui && g->ui_size)
        p->ui_copy = malloc(g->ui_size);
    if (!p->view || (ui && g->ui_size && !p->ui_copy)) {
        eg_picker_free(p);
        return NULL;
    }
    eg_midend_view(me, player, p->view);
    return p;
}

void eg_picker_free(eg_picker *p)
{
    if (!p)
        return;
    free(p->view);
    free(p->ui_copy);
    free(p);
}

eg_pick_result eg_picker_try(eg_picker *p, eg_pick pick, char move[EG_MOVE_MAX])
{
    char got[EG_MOVE_MAX];
    eg_error err = {0};
    if (p->ui_copy)
        memcpy(p->ui_copy, p->ui, p->g->ui_size);
    if (p->g->interpret(p->view, p->player, p->ui_copy, &pick, got, &err) != 0)
        return err.msg[0] ? EG_PICK_NOTHING : EG_PICK_UI;
    if (move)
        memcpy(move, got, EG_MOVE_MAX);
    return eg_midend_try(p->me, p->player, got) ? EG_PICK_LEGAL : EG_PICK_REFUSED;
}

/* Whether item i is the scene's first with its id, so that each piece and
 * place is tried once. */
static bool first_of_id(const eg_scene *sc, int i)
{
    for (int k = 0; k < i; k++)
        if (sc->items[k].id == sc->items[i].id)
            return false;
    return true;
}

/* Whether item i is a piece (flags EG_ITEM_PICK) or a place (EG_ITEM_DROP)
 * the list tries, lit as asked. */
static bool tried(const eg_scene *sc, int i, unsigned flags, unsigned lit)
{
    const eg_item *e = &sc->items[i];
    return (e->flags & flags) && (e->flags & lit) == lit && e->id != EG_NO_ITEM && first_of_id(sc, i);
}

/* The picks the list tries, one by one from *i = 0, *j = -1: false after
 * the last. */
static bool next_pick(const eg_scene *sc, unsigned lit, int *i, int *j, eg_pick *pick)
{
    for (; *i < sc->nitems; (*i)++, *j = -1) {
        if (!tried(sc, *i, EG_ITEM_PICK, lit))
            continue;
        int32_t from = sc->items[*i].id;
        for (; *j < sc->nitems; (*j)++)
            if (*j < 0 || (sc->items[*j].id != from && tried(sc, *j, EG_ITEM_DROP, lit))) {
                *pick = (eg_pick){from, *j < 0 ? EG_NO_ITEM : sc->items[*j].id};
                (*j)++;
                return true;
            }
    }
    return false;
}

int eg_picker_list(eg_picker *p, const eg_scene *sc, unsigned lit, unsigned want, eg_pick *out,
                   int max)
{
    int n = 0, i = 0, j = -1;
    eg_pick pick;
    while (n < max && next_pick(sc, lit, &i, &j, &pick))
        if (want & (1u << eg_picker_try(p, pick, NULL)))
            out[n++] = pick;
    return n;
}

bool eg_picker_find(eg_picker *p, const eg_scene *sc, const char *move, eg_pick *out)
{
    int i = 0, j = -1;
    char got[EG_MOVE_MAX];
    while (next_pick(sc, 0, &i, &j, out)) {
        eg_pick_result r = eg_picker_try(p, *out, got);
        if ((r == EG_PICK_LEGAL || r == EG_PICK_REFUSED) && strcmp(got, move) == 0)
            return true;
    }
    return false;
}

/* The piece and place of the first pick of sc that makes move, added to
 * h->ids (each id once). */
static void light_pick(eg_picker *p, const eg_scene *sc, const char *move, eg_hint_lights *h)
{
    eg_pick pick;
    if (!eg_picker_find(p, sc, move, &pick))
        return;
    int32_t ids[2] = {pick.from, pick.to};
    for (int k = 0; k < 2; k++) {
        bool seen = ids[k] == EG_NO_ITEM;
        for (int i = 0; i < h->n && !seen; i++)
            seen = h->ids[i] == ids[k];
        if (!seen && h->n < EG_HINT_IDS)
            h->ids[h->n++] = ids[k];
    }
}

/* The piece and place of a pick that makes move once a piece of sc is
 * turned 1..3 times by +1 (eg_game.turn on a copy of the player's ui; the
 * turn the game keeps in the ui, so the pick is tried with that ui), and
 * the turns in h->turns. */
static void light_turned(const eg_midend *me, int player, const void *ui, const eg_scene *sc,
                         const char *move, eg_hint_lights *h)
{
    const eg_game *g = eg_midend_game(me);
    if (!g->turn || !ui || !g->ui_size)
        return;
    void *turned = malloc(g->ui_size), *view = malloc(g->state_size);
    if (turned && view) {
        eg_midend_view(me, player, view);
        for (int by = 1; by <= 3 && h->n == 0; by++)
            for (int i = 0; i < sc->nitems && h->n == 0; i++) {
                if (!tried(sc, i, EG_ITEM_PICK, 0))
                    continue;
                memcpy(turned, ui, g->ui_size);
                int32_t held = sc->items[i].id;
                for (int k = 0; k < by && held != EG_NO_ITEM; k++)
                    held = g->turn(view, player, turned, held, 1);
                if (held == EG_NO_ITEM)
                    continue;
                eg_picker *p = eg_picker_new(me, player, turned);
                if (p)
                    light_pick(p, sc, move, h);
                eg_picker_free(p);
                h->turns = h->n > 0 ? by : 0;
            }
    }
    free(turned);
    free(view);
}

void eg_hint_find(const eg_midend *me, int player, const void *ui, const eg_scene *sc,
                  const char *move, eg_hint_lights *out)
{
    *out = (eg_hint_lights){.n = 0};
    for (int b = 0; b < sc->nbuttons; b++)
        if (strcmp(sc->buttons[b].move, move) == 0)
            snprintf(out->button, sizeof out->button, "%s", move);
    eg_picker *p = eg_picker_new(me, player, ui);
    if (!p)
        return;
    light_pick(p, sc, move, out);
    char steps[EG_HINT_IDS][EG_MOVE_MAX];
    int n = out->n == 0 && p->g->move_steps
                ? p->g->move_steps(p->view, player, move, steps, EG_HINT_IDS)
                : 0;
    for (int i = 0; i < n; i++)
        light_pick(p, sc, steps[i], out);
    eg_picker_free(p);
    if (out->n == 0 && !out->button[0])
        light_turned(me, player, ui, sc, move, out);
}

void eg_scene_light_hint(eg_scene *sc, const eg_hint_lights *h)
{
    for (int i = 0; i < h->n; i++)
        eg_scene_light(sc, h->ids[i], 0.0f);
    for (int b = 0; b < sc->nbuttons; b++)
        sc->buttons[b].lit = h->button[0] && strcmp(sc->buttons[b].move, h->button) == 0;
}
