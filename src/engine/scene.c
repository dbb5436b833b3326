/* SPDX-License-Identifier: MIT */
/* scene.c - what the camera frames of a scene (eg_scene.h): its pieces'
 * heights and its places; a point of a piece; the scene as text. Pure
 * data: no GL. */
#include "eg_scene.h"

#include <math.h>
#include <stdlib.h>

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

void eg_item_point(const eg_item *e, float fx, float fy, float fz, float out[3])
{
    /* In the item's own frame turned by its yaw as the renderer turns it
     * (x' = c x + s z, z' = -s x + c z). */
    float u = fx * e->size[0], v = fz * e->size[2], c = cosf(e->yaw), sn = sinf(e->yaw);
    out[0] = e->pos[0] + c * u + sn * v;
    out[1] = e->pos[1] + fy * e->size[1];
    out[2] = e->pos[2] - sn * u + c * v;
}

void eg_scene_write(const eg_scene *sc, FILE *f)
{
    fprintf(f, "seat_yaw %.4f\n", (double)sc->seat_yaw);
    fprintf(f, "frame %.3f %.3f %.3f %.3f %.3f %.3f\n", (double)sc->lo[0], (double)sc->lo[1],
            (double)sc->lo[2], (double)sc->hi[0], (double)sc->hi[1], (double)sc->hi[2]);
    fprintf(f, "own_secrets_hidden %d\n", sc->own_secrets_hidden);
    for (int i = 0; i < EG_SCENE_HUD_LINES; i++)
        fprintf(f, "hud %d %s\n", i, sc->hud[i]);
    for (int b = 0; b < sc->nbuttons; b++)
        fprintf(f, "button %s|%s|%d|%d\n", sc->buttons[b].label, sc->buttons[b].move,
                sc->buttons[b].enabled, sc->buttons[b].lit);
    /* item ID SHAPE FLAGS X Y Z W H D YAW R G B |LABEL| */
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        fprintf(f, "item %d %d %u %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f %.3f |%s|\n",
                (int)e->id, e->shape, e->flags, (double)e->pos[0], (double)e->pos[1],
                (double)e->pos[2], (double)e->size[0], (double)e->size[1], (double)e->size[2],
                (double)e->yaw, (double)e->rgb[0], (double)e->rgb[1], (double)e->rgb[2], e->label);
        if (e->glow > 0.0f) /* glow INDEX ID G: the item just written glows so */
            fprintf(f, "glow %d %d %.3f\n", i, (int)e->id, (double)e->glow);
    }
}

bool eg_scene_carry(eg_scene *sc, int32_t id, const float at[3])
{
    const eg_item *first = NULL;
    for (int i = 0; i < sc->nitems; i++)
        if (sc->items[i].id == id && (!first || sc->items[i].pos[1] > first->pos[1]))
            first = &sc->items[i];
    if (!first)
        return false;
    eg_item top = *first;
    float d[3] = {at[0] - top.pos[0], at[1] - top.pos[1], at[2] - top.pos[2]};
    float r = 0.5f * fmaxf(top.size[0], top.size[2]);
    for (int i = 0; i < sc->nitems; i++) {
        eg_item *e = &sc->items[i];
        bool same = e->id == id || (top.key && e->key == top.key); /* its key: the same piece */
        if (!same || e->pos[1] < top.pos[1] || fabsf(e->pos[0] - top.pos[0]) >= r ||
            fabsf(e->pos[2] - top.pos[2]) >= r)
            continue;
        for (int k = 0; k < 3; k++)
            e->pos[k] += d[k];
        e->flags |= EG_ITEM_NO_SHADOW | EG_ITEM_MOVING;
    }
    return true;
}

void eg_scene_light(eg_scene *sc, int32_t id, float lift)
{
    for (int i = 0; i < sc->nitems && id != EG_NO_ITEM; i++)
        if (sc->items[i].id == id) { /* drawn, if it was not (a stud) */
            sc->items[i].flags = (sc->items[i].flags | EG_ITEM_LIT) & ~(unsigned)EG_ITEM_UNSEEN;
            sc->items[i].pos[1] += lift;
        }
}

void eg_scene_light_step(eg_scene *sc, const eg_reveal_step *st)
{
    for (int i = 0; i < sc->nitems; i++) {
        int32_t id = sc->items[i].id;
        if (id >= 0 && id < 64 && (st->light[id / 32] >> (id % 32) & 1u))
            sc->items[i].flags |= EG_ITEM_LIT;
    }
}

int eg_focus_toward(const eg_focus_map *m, int from, float dx, float dy)
{
    float fx = m->cx, fy = m->cy;
    if (from >= 0 && m->seen[from]) {
        fx = m->pt[from][0];
        fy = m->pt[from][1];
    }
    int best = -1;
    float best_d = 1e30f;
    for (int i = 0; i < m->n; i++) {
        if (i == from || !m->want[i] || !m->seen[i])
            continue;
        float ax = m->pt[i][0] - fx, ay = m->pt[i][1] - fy;
        float along = ax * dx - ay * dy, across = fabsf(ax * dy + ay * dx);
        if (from >= 0 && along <= 1.0f)
            continue;
        float d = from >= 0 ? along + 2.0f * across : ax * ax + ay * ay;
        if (d < best_d) {
            best_d = d;
            best = i;
        }
    }
    return best;
}

const float EG_ARROWS[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

int eg_focus_arrow_to(const eg_focus_map *m, const int32_t *ids, int from, int32_t id)
{
    if (from >= 0 && from < m->n && ids[from] == id)
        return -2;
    /* Breadth first over the places (node n + 1 for item n, 0 for none),
     * remembering each one's first arrow from here. */
    int n = m->n + 1, *first = malloc((size_t)n * 2 * sizeof *first), *queue = first + n;
    if (!first)
        return -1;
    for (int i = 0; i < n; i++)
        first[i] = -1;
    int head = 0, tail = 0, start = from >= 0 && from < m->n ? from + 1 : 0, found = -1;
    first[start] = 4;
    queue[tail++] = start;
    while (head < tail && found < 0) {
        int at = queue[head++];
        for (int k = 0; k < 4 && found < 0; k++) {
            int to = eg_focus_toward(m, at - 1, EG_ARROWS[k][0], EG_ARROWS[k][1]);
            if (to < 0 || first[to + 1] >= 0)
                continue;
            first[to + 1] = at == start ? k : first[at];
            queue[tail++] = to + 1;
            if (ids[to] == id)
                found = first[to + 1];
        }
    }
    free(first);
    return found;
}
