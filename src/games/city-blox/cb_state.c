/* SPDX-License-Identifier: MIT */
/* cb_state.c - the bricks on the plots: where they may go, what they cover,
 * and the bookkeeping that keeps every brick of the box accounted for. */
#include "cb_internal.h"

#include <stdio.h>
#include <string.h>

int cb_card_kind_of(const cb_state *s, int player, int plot)
{
    return cb_cards[s->card[player][plot]].kind;
}

bool cb_plot_unfinished(const cb_state *s, int player, int plot)
{
    return !(s->done[player] & (1u << plot));
}

bool cb_player_active(const cb_state *s, int player)
{
    return player >= 0 && player < s->p.nplayers && s->done[player] != 7;
}

int cb_active_count(const cb_state *s)
{
    int n = 0;
    for (int p = 0; p < s->p.nplayers; p++)
        n += cb_player_active(s, p);
    return n;
}

int cb_plot_bricks(const cb_state *s, int player, int plot, cb_brick out[CB_BRICKS])
{
    int n = 0, id = cb_plot_id(player, plot);
    for (int i = 0; i < s->nplaced; i++)
        if (s->placed[i].plot == id)
            out[n++] = s->placed[i].b;
    return n;
}

uint64_t cb_plot_cover(const cb_state *s, int player, int plot, int level)
{
    uint64_t m = 0;
    int id = cb_plot_id(player, plot);
    for (int i = 0; i < s->nplaced; i++)
        if (s->placed[i].plot == id && (level == 0 || s->placed[i].b.level == level))
            m |= cb_brick_mask(s->placed[i].b);
    return m;
}

/* Plot names: the card kind, with a digit for a repeat (Level 1B trios). */
int cb_plot_name(const cb_state *s, int player, int plot, char out[16])
{
    int kind = cb_card_kind_of(s, player, plot), nth = 1;
    for (int q = 0; q < plot; q++)
        nth += cb_card_kind_of(s, player, q) == kind;
    if (nth == 1)
        snprintf(out, 16, "%s", cb_card_kind_name(kind));
    else
        snprintf(out, 16, "%s%d", cb_card_kind_name(kind), nth);
    return plot;
}

int cb_plot_parse(const cb_state *s, int player, const char *txt, size_t len)
{
    for (int q = 0; q < CB_PLOTS; q++) {
        char name[16];
        cb_plot_name(s, player, q, name);
        if (strlen(name) == len && memcmp(name, txt, len) == 0)
            return q;
    }
    return -1;
}

int cb_find_brick(const cb_state *s, int plot_id, cb_brick b)
{
    for (int i = 0; i < s->nplaced; i++)
        if (s->placed[i].plot == plot_id && s->placed[i].b.shape == b.shape &&
            s->placed[i].b.cell == b.cell && s->placed[i].b.level == b.level)
            return i;
    return -1;
}

/* Covers of a plot by level, leaving out brick `skip`. */
static void covers(const cb_state *s, int plot_id, int skip, uint64_t lv[3])
{
    lv[0] = lv[1] = lv[2] = 0;
    for (int i = 0; i < s->nplaced; i++)
        if (i != skip && s->placed[i].plot == plot_id)
            lv[s->placed[i].b.level] |= cb_brick_mask(s->placed[i].b);
}

/* Whether every second-level brick (but `skip`) stands on first-level studs. */
static int unsupported_after(const cb_state *s, int plot_id, int skip, uint64_t l1)
{
    for (int i = 0; i < s->nplaced; i++)
        if (i != skip && s->placed[i].plot == plot_id && s->placed[i].b.level == 2 &&
            !(cb_brick_mask(s->placed[i].b) & l1))
            return i;
    return -1;
}

bool cb_removable(const cb_state *s, int i)
{
    const cb_placed *pl = &s->placed[i];
    if (pl->b.level == 2)
        return true;
    uint64_t lv[3];
    covers(s, pl->plot, i, lv);
    return unsupported_after(s, pl->plot, i, lv[1]) < 0;
}

int cb_placement_check(const cb_state *s, int plot_id, cb_brick b, int skip, const char *what,
                       eg_error *err)
{
    char name[24], stud[3], other[24];
    cb_brick_format(b, name, sizeof name);
    uint64_t m = cb_brick_mask(b), lv[3];
    if (m == 0)
        return eg_error_set(err, CB_ERR_OFF_PLATE, 0, "%s %s: the brick is off the plate", what,
                            name);
    covers(s, plot_id, skip, lv);
    if (lv[b.level] & m) {
        cb_stud_format(__builtin_ctzll(lv[b.level] & m), stud);
        return eg_error_set(err, CB_ERR_OVERLAP, 0, "%s %s: %s already has a brick on level %d",
                            what, name, stud, b.level);
    }
    if (b.level == 1 && (lv[2] & m)) {
        cb_stud_format(__builtin_ctzll(lv[2] & m), stud);
        return eg_error_set(err, CB_ERR_UNDER_SECOND, 0,
                            "%s %s: %s is under a second-level brick; nothing slides under it",
                            what, name, stud);
    }
    uint64_t l1 = lv[1] | (b.level == 1 ? m : 0);
    if (b.level == 2 && !(l1 & m))
        return eg_error_set(err, CB_ERR_UNSUPPORTED, 0,
                            "%s %s: no first-level brick under this second-level brick", what,
                            name);
    int u = unsupported_after(s, plot_id, skip, l1);
    if (u >= 0) {
        cb_brick_format(s->placed[u].b, other, sizeof other);
        return eg_error_set(err, CB_ERR_WOULD_UNSUPPORT, 0, "%s %s: %s would be left in the air",
                            what, name, other);
    }
    return CB_OK;
}

void cb_add_brick(cb_state *s, int plot_id, cb_brick b)
{
    s->placed[s->nplaced].plot = (uint8_t)plot_id;
    s->placed[s->nplaced].b = b;
    s->nplaced++;
}

void cb_remove_brick(cb_state *s, int i)
{
    s->supply[cb_shape_kind(s->placed[i].b.shape)]++;
    memmove(&s->placed[i], &s->placed[i + 1], sizeof s->placed[0] * (size_t)(s->nplaced - i - 1));
    s->nplaced--;
}

void cb_clear_plot(cb_state *s, int plot_id)
{
    for (int i = s->nplaced - 1; i >= 0; i--)
        if (s->placed[i].plot == plot_id)
            cb_remove_brick(s, i);
}

bool cb_supply_empty(const cb_state *s)
{
    for (int k = 0; k < CB_KINDS; k++)
        if (s->supply[k])
            return false;
    return true;
}

bool cb_some_size_out(const cb_state *s)
{
    for (int k = 0; k < CB_KINDS; k++)
        if (s->supply[k] == 0)
            return true;
    return false;
}

void cb_count_bricks(const cb_state *s, int out[CB_KINDS])
{
    for (int k = 0; k < CB_KINDS; k++)
        out[k] = s->supply[k] + s->pile[k];
    for (int i = 0; i < s->nplaced; i++)
        out[cb_shape_kind(s->placed[i].b.shape)]++;
    for (int t = 0; t < s->ntasks; t++)
        if (s->tasks[t].kind == CB_T_PLACE)
            out[s->tasks[t].arg]++;
}
