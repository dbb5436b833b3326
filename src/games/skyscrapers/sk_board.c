/* SPDX-License-Identifier: MIT */
/* sk_board.c - the piecepack, squares and the setup of a deal. */
#include "sk_core.h"

#include <string.h>

#include "rng.h"

static const char SUIT_CHARS[SK_SUITS] = {'S', 'M', 'C', 'A'};
static const char *const SUIT_NAMES[SK_SUITS] = {"suns", "moons", "crowns", "arms"};

char sk_suit_char(int suit) { return suit >= 0 && suit < SK_SUITS ? SUIT_CHARS[suit] : '?'; }

int sk_suit_from_char(char c)
{
    for (int s = 0; s < SK_SUITS; s++)
        if (SUIT_CHARS[s] == c)
            return s;
    return -1;
}

const char *sk_suit_name(int suit) { return suit >= 0 && suit < SK_SUITS ? SUIT_NAMES[suit] : "?"; }

char *sk_square_name(int sq, char out[3])
{
    out[0] = (char)('a' + sk_file(sq));
    out[1] = (char)('1' + sk_rank(sq));
    out[2] = '\0';
    return out;
}

int sk_square_parse(const char *s)
{
    if (s[0] < 'a' || s[0] > 'e' || s[1] < '1' || s[1] > '5')
        return -1;
    return sk_square_make(s[0] - 'a', s[1] - '1');
}

bool sk_beside(int a, int b)
{
    int df = sk_file(a) - sk_file(b), dr = sk_rank(a) - sk_rank(b);
    return (df == 0 && (dr == 1 || dr == -1)) || (dr == 0 && (df == 1 || df == -1));
}

int sk_top_suit(const sk_square *s)
{
    if (s->ntiles > 0)
        return sk_tile_suit(s->tile[s->ntiles - 1]);
    return s->coin; /* SK_NONE for the hole */
}

int sk_hole(const sk_board *b)
{
    for (int sq = 0; sq < SK_SQUARES; sq++)
        if (sk_is_hole(&b->sq[sq]))
            return sq;
    return -1;
}

/* ---- Setup. */

/* The square holding a given single tile, or -1. */
static int find_tile(const sk_board *b, int tile)
{
    for (int sq = 0; sq < SK_SQUARES; sq++)
        if (b->sq[sq].ntiles == 1 && b->sq[sq].tile[0] == tile)
            return sq;
    return -1;
}

static void swap_tiles(sk_board *b, int t1, int t2)
{
    int a = find_tile(b, t1), c = find_tile(b, t2);
    b->sq[a].tile[0] = (uint8_t)t2;
    b->sq[c].tile[0] = (uint8_t)t1;
}

static bool is_null_at(const sk_board *b, int sq)
{
    return b->sq[sq].ntiles == 1 && sk_tile_value(b->sq[sq].tile[0]) == 0;
}

static const uint8_t BESIDE_CENTRE[4] = {7, 11, 13, 17}; /* c2, b3, d3, c4 */

void sk_setup(sk_board *b, const uint8_t order[SK_TILES], sk_variant variant)
{
    memset(b, 0, sizeof *b);
    b->variant = (uint8_t)variant;
    int next = 0;
    for (int sq = 0; sq < SK_SQUARES; sq++) {
        sk_square *s = &b->sq[sq];
        s->coin = SK_NONE;
        s->pawn = SK_NONE;
        if (sq == SK_CENTRE)
            continue;
        s->ntiles = 1;
        s->tile[0] = order[next++];
    }
    int nulls_beside = 0;
    for (int i = 0; i < 4; i++)
        nulls_beside += is_null_at(b, BESIDE_CENTRE[i]);
    if (variant == SK_VARIANT1) {
        /* Every null beside the hole changes places with its suit's ace,
         * once: the nulls are chosen before any swap, so a null whose ace
         * was beside the hole too ends up beside it still. */
        bool swap[SK_SUITS] = {false};
        for (int i = 0; i < 4; i++)
            if (is_null_at(b, BESIDE_CENTRE[i]))
                swap[sk_tile_suit(b->sq[BESIDE_CENTRE[i]].tile[0])] = true;
        for (int suit = 0; suit < SK_SUITS; suit++)
            if (swap[suit])
                swap_tiles(b, sk_tile_make(suit, 0), sk_tile_make(suit, 1));
    } else if (nulls_beside == 4) {
        /* The four nulls would box the hole in: crowns null <-> crowns ace. */
        swap_tiles(b, sk_tile_make(SK_CROWNS, 0), sk_tile_make(SK_CROWNS, 1));
    }
    for (int suit = 0; suit < SK_SUITS; suit++)
        b->sq[find_tile(b, sk_tile_make(suit, 0))].pawn = (uint8_t)suit;
}

void sk_deal(sk_board *b, uint64_t deal, sk_variant variant)
{
    uint8_t order[SK_TILES];
    for (int t = 0; t < SK_TILES; t++)
        order[t] = (uint8_t)t;
    eg_rng rng;
    eg_rng_seed(&rng, deal);
    eg_rng_shuffle_u8(&rng, order, SK_TILES);
    sk_setup(b, order, variant);
}
