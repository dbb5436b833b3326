/* SPDX-License-Identifier: MIT */
/* design_cards.c - city-blox-design: designs the 36 landscape cards under
 * the rule of RULINGS.md and writes them twice, as data for people and tests
 * (assets/city-blox/cards.txt) and as C for the game (cb_cards_data.c, so
 * the rules core never reads a file). Deterministic: a fixed seed, the same
 * cards on every run and every machine.
 *
 *   city-blox-design [CARDS.TXT CARDS_DATA.C]
 *
 * The rule: the fewest bricks that fill a cut-out exactly on one level is 2
 * for a house, 3 for a school, 4 for a supermarket. Of each kind's 12 cards,
 * 8 are plain; 2 reward a corner (without corners they need more bricks) and
 * 2 a second level (a two-level fill needs fewer); a two-level fill needs at
 * least 2 bricks, so the house has 4 corner cards instead. Every card has a
 * fewest one-level fill and a two-level fill with the hidden knobs Level 2B
 * asks (1, 2, 3), both from the box's bricks: proof that it can be built. */
#include "cb_core.h"

#include <stdio.h>
#include <string.h>

enum { PLAIN_PER_KIND = 8, LEVEL_PER_KIND = 2 };
static const unsigned ALL_KINDS = (1u << CB_KINDS) - 1;
static const unsigned RECT_KINDS = ALL_KINDS & ~(1u << CB_CORNER);

/* ---- Two-level witness search: one second-level brick P over a first
 * level that covers the rest of the cut-out exactly and any of P's studs. */
typedef struct {
    uint64_t cutout, top;
    int need, best, best_knobs, updates;
    uint8_t used[CB_KINDS];
    int nplace;
    cb_brick place[CB_SHAPES * CB_CELLS];   /* every brick inside the cut-out */
    uint64_t pmask[CB_SHAPES * CB_CELLS];
    cb_brick cur[CB_FILL_MAX], out[CB_FILL_MAX];
} witness;

static void w_dfs(witness *w, uint64_t req, uint64_t free_top, uint64_t l1, int depth)
{
    if (req == 0) {
        int knobs = cb_hidden_knobs(w->cutout, l1, w->top);
        if ((l1 & w->top) && knobs >= w->need &&
            (depth + 1 < w->best || (depth + 1 == w->best && knobs > w->best_knobs))) {
            w->best = depth + 1;
            w->best_knobs = knobs;
            w->updates++;
            memcpy(w->out, w->cur, sizeof w->cur[0] * (size_t)depth);
        }
        return;
    }
    if (depth + 2 > w->best || depth + 1 >= CB_FILL_MAX)
        return;
    int c = __builtin_ctzll(req);
    /* Any stud of the brick may be c, as P's studs below c may be free. */
    for (int i = 0; i < w->nplace; i++) {
        uint64_t m = w->pmask[i];
        int k = cb_shape_kind(w->place[i].shape);
        if (!(m & cb_bit(c)) || (m & ~(req | free_top)) || w->used[k] >= cb_kind_count[k])
            continue;
        w->used[k]++;
        w->cur[depth] = w->place[i];
        w_dfs(w, req & ~m, free_top & ~m, l1 | m, depth + 1);
        w->used[k]--;
    }
}

/* Best two-level fill of at most `most` bricks with at least `need` hidden
 * knobs; returns its size or -1. */
static int two_level_fill(uint64_t cutout, int need, int most, cb_brick out[CB_FILL_MAX])
{
    static witness w;
    memset(&w, 0, sizeof w);
    w.cutout = cutout;
    w.need = need;
    w.best = most;
    w.best_knobs = -1;
    for (int sh = 0; sh < CB_SHAPES; sh++)
        for (int a = 0; a < CB_CELLS; a++) {
            cb_brick b = {(uint8_t)sh, (uint8_t)a, 1};
            uint64_t m = cb_brick_mask(b);
            if (m && !(m & ~cutout)) {
                w.place[w.nplace] = b;
                w.pmask[w.nplace++] = m;
            }
        }
    cb_brick best[CB_FILL_MAX];
    int nbest = CB_FILL_MAX + 1;
    for (int sh = 0; sh < CB_SHAPES; sh++)
        for (int a = 0; a < CB_CELLS; a++) {
            cb_brick p = {(uint8_t)sh, (uint8_t)a, 2};
            uint64_t m = cb_brick_mask(p);
            if (m == 0 || (m & ~cutout))
                continue;
            memset(w.used, 0, sizeof w.used);
            w.used[cb_shape_kind(sh)] = 1;
            w.top = m;
            int before = w.updates;
            w_dfs(&w, cutout & ~m, m, 0, 0);
            if (w.updates != before) {
                nbest = w.best;
                memcpy(best, w.out, sizeof best[0] * (size_t)(w.best - 1));
                best[w.best - 1] = p;
            }
        }
    if (nbest > CB_FILL_MAX)
        return -1;
    memcpy(out, best, sizeof best[0] * (size_t)nbest);
    return nbest;
}

/* ---- Candidate cut-outs: bricks laid edge to edge (or overlapping, for the
 * cards that reward a second level). */
static cb_brick random_brick(eg_rng *r, int kind)
{
    static const uint8_t SHAPES_OF[CB_KINDS][4] = {
        {CB_S_1X1}, {CB_S_1X2, CB_S_2X1}, {CB_S_2X2}, {CB_S_2X3, CB_S_3X2},
        {CB_S_2X4, CB_S_4X2}, {CB_S_LSW, CB_S_LSE, CB_S_LNW, CB_S_LNE}};
    static const uint8_t NSHAPES[CB_KINDS] = {1, 2, 1, 2, 2, 4};
    cb_brick b;
    b.shape = SHAPES_OF[kind][eg_rng_below(r, NSHAPES[kind])];
    b.cell = (uint8_t)eg_rng_below(r, CB_CELLS);
    b.level = 1;
    return b;
}

static uint64_t neighbours(uint64_t m)
{
    const uint64_t not_a = 0xfefefefefefefefeull, not_h = 0x7f7f7f7f7f7f7f7full;
    return ((m << 1) & not_a) | ((m >> 1) & not_h) | (m << 8) | (m >> 8);
}

/* kinds[i] for i < n; overlap: the last brick must overlap the others. */
static uint64_t grow(eg_rng *r, const int *kinds, int n, bool overlap)
{
    uint64_t u = 0;
    for (int i = 0; i < n; i++) {
        bool last_overlaps = overlap && i == n - 1;
        int tries = 0;
        for (;; tries++) {
            if (tries > 400)
                return 0;
            uint64_t m = cb_brick_mask(random_brick(r, kinds[i]));
            if (m == 0)
                continue;
            if (i == 0)
                ;
            else if (last_overlaps) {
                if (!(m & u) || !(m & ~u) || __builtin_popcountll(m & u) > 2)
                    continue;
            } else if ((m & u) || !(m & neighbours(u)))
                continue;
            u |= m;
            break;
        }
    }
    return u;
}

static uint64_t normalise(uint64_t m)
{
    while (!(m & 0xffull))
        m >>= 8;
    while (!(m & 0x0101010101010101ull))
        m >>= 1;
    return m;
}

/* ---- Writing. */
static void write_fill(FILE *f, const char *word, const cb_brick *b, int n)
{
    fputs(word, f);
    for (int i = 0; i < n; i++) {
        char t[24];
        cb_brick_format(b[i], t, sizeof t);
        fprintf(f, " %s", t);
    }
    fputc('\n', f);
}

static void write_c_fill(FILE *f, const cb_brick *b, int n)
{
    fputs("{", f);
    for (int i = 0; i < n; i++)
        fprintf(f, "%s{%d, %d, %d}", i ? ", " : "", b[i].shape, b[i].cell, b[i].level);
    fputs("}", f);
}

int main(int argc, char **argv)
{
    const char *txt_path = argc > 1 ? argv[1] : "assets/city-blox/cards.txt";
    const char *c_path = argc > 2 ? argv[2] : "src/games/city-blox/cb_cards_data.c";
    static cb_card cards[CB_CARDS];
    uint64_t seen[CB_CARDS];
    int nseen = 0;
    eg_rng r;
    eg_rng_seed(&r, 2019);

    for (int kind = 0; kind < CB_CARD_KINDS; kind++) {
        int n = kind + 2;
        for (int j = 0; j < CB_CARDS_PER_KIND; j++) {
            /* Two bricks are the fewest a two-level fill can use, so no
             * house can reward the second level: a third corner card. */
            int nlevel = kind == CB_HOUSE ? 0 : LEVEL_PER_KIND;
            int ncorner = CB_CARDS_PER_KIND - PLAIN_PER_KIND - nlevel;
            int tag = j < PLAIN_PER_KIND ? CB_TAG_PLAIN
                      : j < PLAIN_PER_KIND + ncorner ? CB_TAG_CORNER : CB_TAG_LEVEL;
            cb_card *c = &cards[kind * CB_CARDS_PER_KIND + j];
            for (long attempt = 0;; attempt++) {
                if (attempt > 200000) {
                    fprintf(stderr, "city-blox-design: no %s card %d found\n",
                            cb_card_kind_name(kind), j + 1);
                    return 1;
                }
                int kinds[4], nb = tag == CB_TAG_LEVEL ? n - 1 : n;
                for (int i = 0; i < nb; i++)
                    kinds[i] = CB_1X2 + (int)eg_rng_below(&r, 4) ;
                if (tag == CB_TAG_CORNER)
                    kinds[eg_rng_below(&r, (uint32_t)nb)] = CB_CORNER;
                uint64_t cut = grow(&r, kinds, nb, tag == CB_TAG_LEVEL);
                int cells = __builtin_popcountll(cut);
                if (cut == 0 || cells < 4 * n - 2 || cells > 6 * n)
                    continue;
                bool dup = false;
                for (int i = 0; i < nseen; i++)
                    dup |= seen[i] == normalise(cut);
                if (dup)
                    continue;
                cb_brick f1[CB_FILL_MAX], f2[CB_FILL_MAX];
                if (cb_fewest_fill(cut, ALL_KINDS, NULL, f1) != n)
                    continue;
                int rect = cb_fewest_fill(cut, RECT_KINDS, NULL, NULL);
                if (tag == CB_TAG_PLAIN && rect != n)
                    continue;
                if (tag == CB_TAG_PLAIN) /* show the plain way */
                    cb_fewest_fill(cut, RECT_KINDS, NULL, f1);
                if (tag == CB_TAG_CORNER && rect >= 0 && rect <= n)
                    continue;
                int n2 = two_level_fill(cut, cb_knobs_needed(CB_LEVEL_2B, kind),
                                        tag == CB_TAG_LEVEL ? n - 1 : n + 2, f2);
                if (n2 < 0 || (tag == CB_TAG_LEVEL && n2 >= n))
                    continue;
                c->kind = (uint8_t)kind;
                c->tag = (uint8_t)tag;
                c->cutout = cut;
                c->nfill1 = (uint8_t)n;
                c->nfill2 = (uint8_t)n2;
                memcpy(c->fill1, f1, sizeof f1);
                memcpy(c->fill2, f2, sizeof f2);
                seen[nseen++] = normalise(cut);
                break;
            }
        }
    }

    FILE *t = fopen(txt_path, "w");
    if (!t) {
        perror(txt_path);
        return 1;
    }
    fputs("# SPDX-License-Identifier: MIT\n"
          "# City Blox landscape cards, written by city-blox-design\n"
          "# (src/games/city-blox/design_cards.c): do not edit by hand.\n"
          "# Format (docs/games/city-blox.md): blank lines and '#' lines are comments;\n"
          "#   card KIND NUMBER TAG CUTOUT   KIND house|school|market, NUMBER 1..12,\n"
          "#                                 TAG plain|corner|level, CUTOUT as in\n"
          "#                                 shared/spec/city-blox.md (rank 8 first)\n"
          "#   one BRICK...                  a fewest fill on one level\n"
          "#   two BRICK...                  a two-level fill with the hidden knobs of\n"
          "#                                 Level 2B (house 1, school 2, market 3)\n",
          t);
    for (int i = 0; i < CB_CARDS; i++) {
        char cut[72];
        cb_cutout_format(cards[i].cutout, cut);
        fprintf(t, "\ncard %s %d %s %s\n", cb_card_kind_name(cards[i].kind),
                i % CB_CARDS_PER_KIND + 1, cb_card_tag_name(cards[i].tag), cut);
        write_fill(t, "one", cards[i].fill1, cards[i].nfill1);
        write_fill(t, "two", cards[i].fill2, cards[i].nfill2);
    }
    fclose(t);

    FILE *c = fopen(c_path, "w");
    if (!c) {
        perror(c_path);
        return 1;
    }
    fputs("/* SPDX-License-Identifier: MIT */\n"
          "/* cb_cards_data.c - the 36 landscape cards, written by city-blox-design\n"
          " * together with assets/city-blox/cards.txt (a test checks they agree).\n"
          " * Do not edit by hand: run the tool. */\n"
          "#include \"cb_core.h\"\n\n"
          "const cb_card cb_cards[CB_CARDS] = {\n",
          c);
    for (int i = 0; i < CB_CARDS; i++) {
        fprintf(c, "    {%d, %d, 0x%016llxull, %d, %d,\n     ", cards[i].kind, cards[i].tag,
                (unsigned long long)cards[i].cutout, cards[i].nfill1, cards[i].nfill2);
        write_c_fill(c, cards[i].fill1, cards[i].nfill1);
        fputs(",\n     ", c);
        write_c_fill(c, cards[i].fill2, cards[i].nfill2);
        fputs("},\n", c);
    }
    fputs("};\n", c);
    fclose(c);
    return 0;
}
