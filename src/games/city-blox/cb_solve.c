/* SPDX-License-Identifier: MIT */
/* cb_solve.c - exact search: the fewest bricks that cover a set of studs
 * exactly on one level. The lowest uncovered stud must be the lowest stud
 * of whichever brick covers it, so each node tries at most one placement per
 * shape (12): an exhaustive branch and bound, fast on cut-outs of a card. */
#include "cb_core.h"

#include <string.h>

typedef struct {
    unsigned kinds;
    uint8_t have[CB_KINDS];
    int best;
    cb_brick cur[CB_FILL_MAX], out[CB_FILL_MAX];
    int maxstuds;
} search;

/* Offset (in cells) of a shape's lowest stud from its anchor. */
static int low_offset(int shape)
{
    return __builtin_ctzll(cb_shape_mask_a1(shape));
}

static void dfs(search *s, uint64_t rem, int depth)
{
    if (rem == 0) {
        if (depth < s->best) {
            s->best = depth;
            memcpy(s->out, s->cur, sizeof s->cur[0] * (size_t)depth);
        }
        return;
    }
    int left = __builtin_popcountll(rem);
    if (depth + (left + s->maxstuds - 1) / s->maxstuds >= s->best || depth >= CB_FILL_MAX)
        return;
    int c = __builtin_ctzll(rem);
    /* Bigger bricks first: good fills come early and prune the rest. */
    static const uint8_t ORDER[CB_SHAPES] = {CB_S_2X4, CB_S_4X2, CB_S_2X3, CB_S_3X2,
                                             CB_S_2X2, CB_S_LSW, CB_S_LSE, CB_S_LNW,
                                             CB_S_LNE, CB_S_1X2, CB_S_2X1, CB_S_1X1};
    for (int i = 0; i < CB_SHAPES; i++) {
        int sh = ORDER[i], k = cb_shape_kind(sh);
        if (!(s->kinds & (1u << k)) || s->have[k] == 0)
            continue;
        int anchor = c - low_offset(sh);
        if (anchor < 0)
            continue;
        cb_brick b = {(uint8_t)sh, (uint8_t)anchor, 1};
        uint64_t m = cb_brick_mask(b);
        if (m == 0 || (m & ~rem) || !(m & cb_bit(c)))
            continue;
        s->have[k]--;
        s->cur[depth] = b;
        dfs(s, rem & ~m, depth + 1);
        s->have[k]++;
    }
}

int cb_fewest_fill(uint64_t cells, unsigned kinds_allowed, const uint8_t *have,
                   cb_brick out[CB_FILL_MAX])
{
    search s;
    s.kinds = kinds_allowed;
    for (int k = 0; k < CB_KINDS; k++)
        s.have[k] = have ? have[k] : cb_kind_count[k];
    s.best = CB_FILL_MAX + 1;
    s.maxstuds = 1;
    for (int k = 0; k < CB_KINDS; k++)
        if ((kinds_allowed & (1u << k)) && s.have[k] && cb_kind_studs(k) > s.maxstuds)
            s.maxstuds = cb_kind_studs(k);
    dfs(&s, cells, 0);
    if (s.best > CB_FILL_MAX)
        return -1;
    if (out)
        memcpy(out, s.out, sizeof s.out[0] * (size_t)s.best);
    return s.best;
}
