/* SPDX-License-Identifier: MIT */
/* sk_spn.c - Skyscrapers Position Notation (shared/spec/skyscrapers.md):
 *     BOARD [variant=1|variant=2] [slides=K]
 * BOARD is rank 5 first, squares a..e separated by ',', ranks by '/'. */
#include "sk_core.h"

#include <stdio.h>
#include <string.h>

/* ---- Validity (the contract's list), for any board. */

int sk_board_validate(const sk_board *b, eg_error *err)
{
    int tile_count[SK_TILES] = {0}, pawn_count[SK_SUITS] = {0}, coins[SK_SUITS] = {0};
    int holes = 0;
    char nm[3];
    for (int sq = 0; sq < SK_SQUARES; sq++) {
        const sk_square *s = &b->sq[sq];
        if (s->ntiles > SK_MAX_STACK || (s->ntiles && s->coin != SK_NONE) ||
            (s->coin != SK_NONE && s->coin >= SK_SUITS) ||
            (s->pawn != SK_NONE && s->pawn >= SK_SUITS))
            return eg_error_set(err, SK_ERR_SPN_SYNTAX, 0, "%s holds no valid piece",
                                sk_square_name(sq, nm));
        for (int i = 0; i < s->ntiles; i++) {
            if (s->tile[i] >= SK_TILES)
                return eg_error_set(err, SK_ERR_SPN_SYNTAX, 0, "%s holds no valid tile",
                                    sk_square_name(sq, nm));
            tile_count[s->tile[i]]++;
            if (sk_tile_suit(s->tile[i]) != sk_tile_suit(s->tile[0]))
                return eg_error_set(err, SK_ERR_SPN_MIXED_STACK, 0,
                                    "the stack on %s mixes suits", sk_square_name(sq, nm));
        }
        if (s->coin != SK_NONE)
            coins[s->coin]++;
        if (s->pawn != SK_NONE)
            pawn_count[s->pawn]++;
        if (sk_is_hole(s)) {
            holes++;
            if (s->pawn != SK_NONE)
                return eg_error_set(err, SK_ERR_SPN_PAWN_ON_HOLE, 0,
                                    "a pawn stands on the hole at %s", sk_square_name(sq, nm));
        }
    }
    for (int t = 0; t < SK_TILES; t++)
        if (tile_count[t] != 1)
            return eg_error_set(err, tile_count[t] ? SK_ERR_SPN_TILE_TWICE : SK_ERR_SPN_TILE_MISSING,
                                0, "tile %c%d %s", sk_suit_char(sk_tile_suit(t)),
                                sk_tile_value(t), tile_count[t] ? "appears twice" : "is missing");
    for (int s = 0; s < SK_SUITS; s++) {
        if (pawn_count[s] != 1)
            return eg_error_set(err, pawn_count[s] ? SK_ERR_SPN_PAWN_TWICE : SK_ERR_SPN_PAWN_MISSING,
                                0, "the %s pawn (@%c) %s", sk_suit_name(s), sk_suit_char(s),
                                pawn_count[s] ? "appears twice" : "is missing");
        if (coins[s] > SK_COINS_PER_SUIT)
            return eg_error_set(err, SK_ERR_SPN_TOO_MANY_COINS, 0,
                                "%d %s coins (at most 6)", coins[s], sk_suit_name(s));
    }
    if (holes != 1)
        return eg_error_set(err, SK_ERR_SPN_HOLES, 0, "%d holes ('.'); a city has exactly one",
                            holes);
    if (b->variant > SK_VARIANT2 || (b->variant != SK_VARIANT2 && b->slides) ||
        b->slides > SK_SLIDE_LIMIT)
        return eg_error_set(err, SK_ERR_SPN_SLIDES, 0, "slides=%d does not fit variant %d",
                            b->slides, b->variant);
    return SK_OK;
}

/* ---- Parsing. */

typedef struct {
    const char *text;
    size_t len, i;
    sk_board *b;
    eg_error *err;
    bool tile_seen[SK_TILES];
    bool pawn_seen[SK_SUITS];
    int coins[SK_SUITS];
    int holes;
} parser;

static int peek(const parser *p) { return p->i < p->len ? (unsigned char)p->text[p->i] : -1; }
static int col(const parser *p) { return (int)p->i + 1; }

/* "'x'" for a printable character, "end of text" otherwise. */
static const char *shown(int c, char buf[16])
{
    if (c < 0)
        snprintf(buf, 16, "the end");
    else if (c > 0x20 && c < 0x7f)
        snprintf(buf, 16, "'%c'", c);
    else
        snprintf(buf, 16, "byte 0x%02x", (unsigned)c);
    return buf;
}

static int parse_tiles(parser *p, int sq)
{
    sk_square *s = &p->b->sq[sq];
    char buf[16], nm[3];
    while (sk_suit_from_char((char)peek(p)) >= 0) {
        int suit = sk_suit_from_char((char)peek(p));
        p->i++;
        int v = peek(p);
        if (v < '0' || v > '5')
            return eg_error_set(p->err, SK_ERR_SPN_SYNTAX, col(p),
                                "column %d: %s is not a tile value (0-5)", col(p), shown(v, buf));
        int tile = sk_tile_make(suit, v - '0'), at = col(p) - 1;
        if (p->tile_seen[tile])
            return eg_error_set(p->err, SK_ERR_SPN_TILE_TWICE, at,
                                "column %d: tile %c%d appears twice", at, sk_suit_char(suit), v - '0');
        if (s->ntiles > 0 && sk_top_suit(s) != suit)
            return eg_error_set(p->err, SK_ERR_SPN_MIXED_STACK, at,
                                "column %d: %c%d on the %s stack at %s; a stack is of one suit",
                                at, sk_suit_char(suit), v - '0', sk_suit_name(sk_top_suit(s)),
                                sk_square_name(sq, nm));
        p->tile_seen[tile] = true;
        s->tile[s->ntiles++] = (uint8_t)tile; /* <= 6: one suit, no repeats */
        p->i++;
    }
    return SK_OK;
}

static int parse_square(parser *p, int sq)
{
    sk_square *s = &p->b->sq[sq];
    char buf[16], nm[3];
    int c = peek(p);
    if (c == '.') {
        if (++p->holes > 1)
            return eg_error_set(p->err, SK_ERR_SPN_HOLES, col(p),
                                "column %d: a second hole at %s; a city has exactly one",
                                col(p), sk_square_name(sq, nm));
        p->i++;
    } else if (c >= 'a' && c <= 'z' && sk_suit_from_char((char)(c - 'a' + 'A')) >= 0) {
        int suit = sk_suit_from_char((char)(c - 'a' + 'A'));
        if (++p->coins[suit] > SK_COINS_PER_SUIT)
            return eg_error_set(p->err, SK_ERR_SPN_TOO_MANY_COINS, col(p),
                                "column %d: a 7th %s coin (at most 6)", col(p), sk_suit_name(suit));
        s->coin = (uint8_t)suit;
        p->i++;
    } else if (sk_suit_from_char((char)c) >= 0) {
        int rc = parse_tiles(p, sq);
        if (rc)
            return rc;
    } else {
        return eg_error_set(p->err, SK_ERR_SPN_SYNTAX, col(p),
                            "column %d: %s where a square was expected ('.', a coin s m c a, "
                            "or tiles like M2)", col(p), shown(c, buf));
    }
    if (peek(p) != '@')
        return SK_OK;
    int at = col(p);
    p->i++;
    int suit = sk_suit_from_char((char)peek(p));
    if (suit < 0)
        return eg_error_set(p->err, SK_ERR_SPN_SYNTAX, col(p),
                            "column %d: %s after '@' is not a pawn (S, M, C, A)", col(p),
                            shown(peek(p), buf));
    if (sk_is_hole(s))
        return eg_error_set(p->err, SK_ERR_SPN_PAWN_ON_HOLE, at,
                            "column %d: a pawn on the hole at %s", at, sk_square_name(sq, nm));
    if (p->pawn_seen[suit])
        return eg_error_set(p->err, SK_ERR_SPN_PAWN_TWICE, at,
                            "column %d: the %s pawn appears twice", at, sk_suit_name(suit));
    p->pawn_seen[suit] = true;
    s->pawn = (uint8_t)suit;
    p->i++;
    return SK_OK;
}

/* After the square at (file, rank): the separator the shape needs. */
static int parse_separator(parser *p, int file, int rank)
{
    char buf[16];
    int c = peek(p), want = file < SK_FILES - 1 ? ',' : rank > 0 ? '/' : ' ';
    bool at_end = c < 0 || c == ' ';
    if (c == want || (want == ' ' && at_end)) {
        if (c == ',' || c == '/')
            p->i++;
        return SK_OK;
    }
    if (want == ',' && (c == '/' || at_end))
        return eg_error_set(p->err, SK_ERR_SPN_SHAPE, col(p),
                            "column %d: rank %d has %d square%s, not 5", col(p), rank + 1, file + 1,
                            file ? "s" : "");
    if (c == ',')
        return eg_error_set(p->err, SK_ERR_SPN_SHAPE, col(p),
                            "column %d: rank %d has more than 5 squares", col(p), rank + 1);
    if (want == '/' && at_end)
        return eg_error_set(p->err, SK_ERR_SPN_SHAPE, col(p),
                            "column %d: the board ends after rank %d; it needs 5 ranks",
                            col(p), rank + 1);
    if (c == '/')
        return eg_error_set(p->err, SK_ERR_SPN_SHAPE, col(p),
                            "column %d: more than 5 ranks", col(p));
    return eg_error_set(p->err, SK_ERR_SPN_SYNTAX, col(p),
                        "column %d: %s after a square (',' '/' or a space expected)",
                        col(p), shown(c, buf));
}

static int parse_token(parser *p, bool *have_variant, bool *have_slides)
{
    size_t start = p->i, n = 0;
    while (p->i + n < p->len && p->text[p->i + n] != ' ')
        n++;
    const char *t = p->text + start;
    int at = (int)start + 1;
    p->i += n;
    if (n == 0)
        return eg_error_set(p->err, SK_ERR_SPN_SYNTAX, at,
                            "column %d: tokens are separated by single spaces", at);
    if (n == 9 && strncmp(t, "variant=", 8) == 0 && (t[8] == '1' || t[8] == '2')) {
        if (*have_variant || *have_slides)
            return eg_error_set(p->err, SK_ERR_SPN_TOKEN, at,
                                "column %d: variant= may come once, before slides=", at);
        *have_variant = true;
        p->b->variant = (uint8_t)(t[8] - '0');
        return SK_OK;
    }
    if (n > 7 && strncmp(t, "slides=", 7) == 0) {
        unsigned k = 0;
        for (size_t j = 7; j < n; j++) {
            if (t[j] < '0' || t[j] > '9' || k > SK_SLIDE_LIMIT)
                return eg_error_set(p->err, SK_ERR_SPN_SLIDES, at + 7,
                                    "column %d: slides= needs a count 0-3", at + 7);
            k = 10 * k + (unsigned)(t[j] - '0');
        }
        if (*have_slides)
            return eg_error_set(p->err, SK_ERR_SPN_TOKEN, at,
                                "column %d: slides= may come once", at);
        if (p->b->variant != SK_VARIANT2)
            return eg_error_set(p->err, SK_ERR_SPN_SLIDES, at,
                                "column %d: slides= belongs to variant 2 only", at);
        if (k > SK_SLIDE_LIMIT)
            return eg_error_set(p->err, SK_ERR_SPN_SLIDES, at + 7,
                                "column %d: slides=%u, but at most 3 tile slides come in a row",
                                at + 7, k);
        *have_slides = true;
        p->b->slides = (uint8_t)k;
        return SK_OK;
    }
    return eg_error_set(p->err, SK_ERR_SPN_TOKEN, at,
                        "column %d: unknown token '%.*s' (variant=1, variant=2 or slides=K)",
                        at, (int)(n > 20 ? 20 : n), t);
}

int sk_spn_parse(const char *text, size_t len, sk_board *b, eg_error *err)
{
    sk_board tmp;
    memset(&tmp, 0, sizeof tmp);
    for (int sq = 0; sq < SK_SQUARES; sq++)
        tmp.sq[sq].coin = tmp.sq[sq].pawn = SK_NONE;
    parser p = {.text = text, .len = len, .b = &tmp, .err = err};
    for (int rank = SK_RANKS - 1; rank >= 0; rank--)
        for (int file = 0; file < SK_FILES; file++) {
            int rc = parse_square(&p, sk_square_make(file, rank));
            if (!rc)
                rc = parse_separator(&p, file, rank);
            if (rc)
                return rc;
        }
    bool have_variant = false, have_slides = false;
    while (p.i < p.len) {
        p.i++; /* the space parse_separator stopped at */
        int rc = parse_token(&p, &have_variant, &have_slides);
        if (rc)
            return rc;
    }
    int rc = sk_board_validate(&tmp, err);
    if (rc)
        return rc;
    *b = tmp;
    return SK_OK;
}

/* ---- Formatting. */

int sk_spn_format(const sk_board *b, char *out, size_t outsz)
{
    char buf[SK_SPN_MAX];
    size_t n = 0;
    for (int rank = SK_RANKS - 1; rank >= 0; rank--)
        for (int file = 0; file < SK_FILES; file++) {
            const sk_square *s = &b->sq[sk_square_make(file, rank)];
            if (s->ntiles == 0)
                buf[n++] = s->coin == SK_NONE ? '.' : (char)(sk_suit_char(s->coin) - 'A' + 'a');
            for (int i = 0; i < s->ntiles && i < SK_MAX_STACK; i++) {
                buf[n++] = sk_suit_char(sk_tile_suit(s->tile[i]));
                buf[n++] = (char)('0' + sk_tile_value(s->tile[i]));
            }
            if (s->pawn != SK_NONE) {
                buf[n++] = '@';
                buf[n++] = sk_suit_char(s->pawn);
            }
            buf[n++] = file < SK_FILES - 1 ? ',' : rank > 0 ? '/' : '\0';
        }
    n--; /* the final '\0' */
    int extra = 0;
    if (b->variant == SK_VARIANT1 || b->variant == SK_VARIANT2)
        extra = snprintf(buf + n, sizeof buf - n, " variant=%d", b->variant);
    n += (size_t)extra;
    if (b->variant == SK_VARIANT2 && b->slides > 0)
        n += (size_t)snprintf(buf + n, sizeof buf - n, " slides=%d", b->slides);
    if (n + 1 > outsz)
        return -1;
    memcpy(out, buf, n + 1);
    return (int)n;
}
