/* SPDX-License-Identifier: MIT */
/* cs_draw.h - Cityscape at the generic table (src/app/table.c): the scene
 * draw() builds, what a click or a drag means, the hover words and the
 * landing ghost (eg_game.h's table functions).
 *
 * Item ids (the contract tests and scripts rely on)
 *   0..15              a lot (a1 = 0 ... d4 = 15): its square and every block
 *                      of the building on it (the square and the building's
 *                      top block are drop targets with the lot's meaning).
 *                      The reveal lights these by the steps' light[] bits.
 *   100 + h            a block of height h (1..5) in the supply
 *   200 + 4 * seat + line
 *                      a goal die of seat (0..3 = S W N E) and line (0..3);
 *                      the face it shows is its label (the ui holds the
 *                      faces being set), never in the id: a second click
 *                      on the same die reaches interpret() and turns it
 *                      again (table.c: a game with a ui hears every click)
 *   400 + f            the key's face f (1..6): drag it onto a die to set
 *                      that face, or click it, then a die; the face chosen
 *                      is drawn raised and lit (a second click puts it back)
 *
 * The ui (cs_city_ui): the viewer's goal dice not yet confirmed, per seat
 * the viewer holds, and the key's face chosen. */
#ifndef CS_DRAW_H
#define CS_DRAW_H

#include <stdint.h>

#include "eg_game.h"

struct eg_scene;
struct eg_pick;

enum {
    CS_CITY_SUPPLY_ID = 100,
    CS_CITY_DIE_ID = 200,
    CS_CITY_FACE_ID = 400,
};

/* The die item's id for a seat's line. */
static inline int32_t cs_city_die_id(int seat, int line)
{
    return CS_CITY_DIE_ID + 4 * seat + line;
}

/* Cityscape's display options (eg_game.displays, in this order; bits of
 * eg_scene.shown). */
enum {
    CS_CITY_SHOW_NUMBERS = 1u << 0,  /* N: each building's height over it (the
                                        top block's label and sides); off:
                                        each block's own height on its sides */
    CS_CITY_SHOW_SKYLINE = 1u << 1,  /* V: the table's low view (draw() ignores it) */
    CS_CITY_SHOW_PRACTICE = 1u << 2, /* the practice aid: the viewer's own lines'
                                        visible counts and goals met now */
};
extern const eg_display cs_city_displays[3];
/* The key: each symbol the table shows, and what it means (eg_game.key). */
struct eg_key_entry;
int cs_city_key(struct eg_scene *sc, struct eg_key_entry *out, int max);

typedef struct {
    uint8_t draft[4][4]; /* [seat][line]: 0 unset, 1..6 the face set */
    uint8_t face;        /* the key's face chosen (0: none) */
} cs_city_ui;

/* interpret()'s codes, clear of cs_errcode and of the view's 100-107: the
 * ui changed (a die turned, a face chosen) or a piece was selected (both
 * with an empty message), or the pick is refused (its reason in words, or
 * empty where there is nothing to say: a spectator, a piece of no use). */
enum { CS_CITY_UI_CHANGED = 120, CS_CITY_SELECTED, CS_CITY_REFUSED };

void cs_city_new_ui(const void *view, int viewer, void *ui);
void cs_city_draw(const void *view, int viewer, const void *ui, int32_t selected,
                   struct eg_scene *sc);
int cs_city_interpret(const void *view, int viewer, void *ui, const struct eg_pick *pick,
                       char move[EG_MOVE_MAX], eg_error *err);
int cs_city_describe(const void *view, int viewer, const void *ui, int32_t item, char *out,
                      size_t outsz);
void cs_city_preview(const void *view, int viewer, const void *ui,
                      const struct eg_pick *pick, struct eg_scene *sc);

#endif
