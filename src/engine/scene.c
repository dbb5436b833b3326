/* SPDX-License-Identifier: MIT */
/* scene.c - what the camera frames of a scene (eg_scene.h): its pieces'
 * heights and its places. Pure data: no GL. */
#include "eg_scene.h"

/* A piece that stands still and is seen. */
static bool standing(const eg_item *e)
{
    return !(e->flags & (EG_ITEM_MOVING | EG_ITEM_UNSEEN | EG_ITEM_GHOST));
}

void eg_scene_fit_tops(eg_scene *sc)
{
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        float top = e->pos[1] + e->size[1];
        if (standing(e) && top > sc->hi[1])
            sc->hi[1] = top;
    }
}

bool eg_scene_board_alone(eg_scene *sc, float lo[3], float hi[3])
{
    int kept = 0;
    for (int i = 0; i < sc->nitems; i++)
        if (!(sc->items[i].flags & EG_ITEM_STOCK))
            sc->items[kept++] = sc->items[i];
    sc->nitems = kept;
    bool any = false;
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        bool place = false;
        for (int j = 0; j < sc->nitems && !place && e->id != EG_NO_ITEM; j++)
            place = sc->items[j].id == e->id && (sc->items[j].flags & EG_ITEM_DROP);
        if (!place || !standing(e))
            continue;
        float r = 0.5f * (e->size[0] > e->size[2] ? e->size[0] : e->size[2]);
        float a[3] = {e->pos[0] - r, e->pos[1], e->pos[2] - r};
        float b[3] = {e->pos[0] + r, e->pos[1] + e->size[1], e->pos[2] + r};
        for (int k = 0; k < 3; k++) {
            lo[k] = !any || a[k] < lo[k] ? a[k] : lo[k];
            hi[k] = !any || b[k] > hi[k] ? b[k] : hi[k];
        }
        any = true;
    }
    return any;
}
