/* SPDX-License-Identifier: MIT */
/* cb_judge.c - laying a landscape card: is the plot complete?
 * Rules "Place the landscape card" and RULINGS.md "Levels". */
#include "cb_core.h"

#include <stdio.h>

static const char *const LEVEL_NAME[] = {"1", "1b", "2", "2b"};
static const char *const CARD_KIND_NAME[] = {"house", "school", "market"};

const char *cb_level_name(int level) { return level >= 0 && level < 4 ? LEVEL_NAME[level] : "?"; }
const char *cb_card_kind_name(int kind) { return kind >= 0 && kind < 3 ? CARD_KIND_NAME[kind] : "?"; }

int cb_knobs_needed(int level, int card_kind)
{
    if (level == CB_LEVEL_2)
        return 1;
    if (level == CB_LEVEL_2B)
        return card_kind + 1; /* house 1, school 2, supermarket 3 */
    return 0;
}

int cb_bricks_check(const cb_brick *b, int n, int *bad, eg_error *err)
{
    uint64_t lv[3] = {0, 0, 0};
    char name[24], other[24], stud[3];
    for (int i = 0; i < n; i++) {
        uint64_t m = cb_brick_mask(b[i]);
        cb_brick_format(b[i], name, sizeof name);
        if (m == 0) {
            *bad = i;
            return eg_error_set(err, CB_ERR_OFF_PLATE, 0, "%s: the brick is off the plate", name);
        }
        uint64_t clash = lv[b[i].level] & m;
        if (clash) {
            for (int j = 0; j < i; j++)
                if (b[j].level == b[i].level && (cb_brick_mask(b[j]) & m)) {
                    cb_brick_format(b[j], other, sizeof other);
                    break;
                }
            cb_stud_format(__builtin_ctzll(clash), stud);
            *bad = i;
            return eg_error_set(err, CB_ERR_OVERLAP, 0, "%s: %s is already under %s on level %d",
                                name, stud, other, b[i].level);
        }
        lv[b[i].level] |= m;
    }
    for (int i = 0; i < n; i++)
        if (b[i].level == 2 && (cb_brick_mask(b[i]) & lv[1]) == 0) {
            cb_brick_format(b[i], name, sizeof name);
            *bad = i;
            return eg_error_set(err, CB_ERR_UNSUPPORTED, 0,
                                "%s: no first-level brick under this second-level brick", name);
        }
    *bad = -1;
    return CB_OK;
}

/* Studs from `cell` to the plate edge in one direction, both ends included. */
static uint64_t ray(int cell, int dx, int dy)
{
    uint64_t m = 0;
    for (int f = cell % CB_SIDE, r = cell / CB_SIDE; f >= 0 && f < CB_SIDE && r >= 0 && r < CB_SIDE;
         f += dx, r += dy)
        m |= cb_bit(cb_cell(f, r));
    return m;
}

int cb_hidden_knobs(uint64_t cutout, uint64_t level1, uint64_t level2)
{
    static const int DIR[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    uint64_t cand = cutout & level2 & ~level1;
    int n = 0;
    for (; cand; cand &= cand - 1) {
        int c = __builtin_ctzll(cand);
        for (int d = 0; d < 4; d++)
            if ((ray(c, DIR[d][0], DIR[d][1]) & level1) == 0) {
                n++;
                break;
            }
    }
    return n;
}

void cb_judge(uint64_t cutout, const cb_brick *b, int n, int level, int card_kind,
              cb_verdict *v)
{
    uint64_t lv[3] = {0, 0, 0};
    char name[24], stud[3];
    for (int i = 0; i < n; i++)
        lv[b[i].level] |= cb_brick_mask(b[i]);
    v->complete = false;
    v->hidden_knobs = cb_hidden_knobs(cutout, lv[1], lv[2]);
    v->reason[0] = '\0';
    v->why = CB_WHY_NONE;
    bool two = level == CB_LEVEL_2 || level == CB_LEVEL_2B;
    for (int i = 0; i < n; i++) {
        uint64_t out = cb_brick_mask(b[i]) & ~cutout;
        cb_brick_format(b[i], name, sizeof name);
        /* A second level is allowed at every level (RULINGS.md "Levels":
         * the standard game's cards may be filled with fewer bricks "if you
         * ... build in multiple levels"); Levels 2 and 2B require it. */
        if (out) {
            cb_stud_format(__builtin_ctzll(out), stud);
            snprintf(v->reason, sizeof v->reason, "%s covers %s outside the cut-out", name, stud);
            v->why = CB_WHY_OUTSIDE;
            return;
        }
    }
    uint64_t missing = cutout & ~(lv[1] | lv[2]);
    if (missing) {
        cb_stud_format(__builtin_ctzll(missing), stud);
        snprintf(v->reason, sizeof v->reason, "%s of the cut-out is not covered", stud);
        v->why = CB_WHY_BARE;
        return;
    }
    if (two && lv[2] == 0) {
        snprintf(v->reason, sizeof v->reason, "no brick on the second level (Level %s)",
                 cb_level_name(level));
        v->why = CB_WHY_NO_SECOND;
        return;
    }
    int need = cb_knobs_needed(level, card_kind);
    if (v->hidden_knobs < need) {
        snprintf(v->reason, sizeof v->reason, "%d hidden knob%s, the %s needs %d at Level %s",
                 v->hidden_knobs, v->hidden_knobs == 1 ? "" : "s", cb_card_kind_name(card_kind),
                 need, cb_level_name(level));
        v->why = CB_WHY_KNOBS;
        return;
    }
    v->complete = true;
}

const char *cb_card_tag_name(int tag)
{
    static const char *const NAME[] = {"plain", "corner", "level"};
    return tag >= 0 && tag < 3 ? NAME[tag] : "?";
}
