/* SPDX-License-Identifier: MIT */
/* sk_move.c - the three kinds of move (RULINGS.md "Moves"): their text,
 * their refusals, applying them, and listing the legal ones. */
#include "sk_core.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- Text. */

int sk_move_parse(const char *text, sk_move *m, eg_error *err)
{
    const char *p = text;
    sk_move mv = {SK_SLIDE, 0, 0};
    if (*p == '@') {
        mv.kind = SK_PAWN;
        p++;
    }
    size_t n = strlen(p);
    char sep = n == 5 ? p[2] : '\0';
    if (n != 5 || (sep != '-' && sep != '+') || (mv.kind == SK_PAWN && sep != '-'))
        return eg_error_set(err, SK_ERR_MOVE_SYNTAX, 1,
                            "'%.20s' is not a move (FROM-TO slide, FROM+TO stack, "
                            "@FROM-TO pawn; squares a1-e5)", text);
    if (sep == '+')
        mv.kind = SK_STACK;
    int from = sk_square_parse(p), to = sk_square_parse(p + 3);
    if (from < 0)
        return eg_error_set(err, SK_ERR_NO_SUCH_SQUARE, (int)(p - text) + 1,
                            "%s: '%.2s' is not a square (a1-e5)", text, p);
    if (to < 0)
        return eg_error_set(err, SK_ERR_NO_SUCH_SQUARE, (int)(p - text) + 4,
                            "%s: '%.2s' is not a square (a1-e5)", text, p + 3);
    mv.from = (uint8_t)from;
    mv.to = (uint8_t)to;
    *m = mv;
    return SK_OK;
}

int sk_move_format(sk_move m, char out[SK_MOVE_TEXT])
{
    char a[3], b[3];
    sk_square_name(m.from, a);
    sk_square_name(m.to, b);
    if (m.kind == SK_PAWN)
        return snprintf(out, SK_MOVE_TEXT, "@%s-%s", a, b);
    return snprintf(out, SK_MOVE_TEXT, "%s%c%s", a, m.kind == SK_STACK ? '+' : '-', b);
}

/* ---- Refusals: "<move>: <reason>". Formatting is skipped when err is NULL,
 * which keeps listing the legal moves cheap. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int refuse(eg_error *err, int code, sk_move m, const char *fmt, ...)
{
    if (!err)
        return code;
    char text[SK_MOVE_TEXT], why[160];
    sk_move_format(m, text);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    return eg_error_set(err, code, 0, "%s: %s", text, why);
}

/* Names of squares for messages; NM(i) is valid until the statement ends. */
typedef struct { char s[3]; } sq_name;
static sq_name name_of(int sq)
{
    sq_name n;
    sk_square_name(sq, n.s);
    return n;
}
#define NM(sq) (name_of(sq).s)

static bool has_work_crew_beside(const sk_board *b, int sq)
{
    static const int DF[4] = {-1, 1, 0, 0}, DR[4] = {0, 0, -1, 1};
    for (int d = 0; d < 4; d++) {
        int f = sk_file(sq) + DF[d], r = sk_rank(sq) + DR[d];
        if (f >= 0 && f < SK_FILES && r >= 0 && r < SK_RANKS &&
            sk_work_crew(&b->sq[sk_square_make(f, r)]))
            return true;
    }
    return false;
}

static bool is_null_tile(const sk_square *s)
{
    return s->ntiles == 1 && sk_tile_value(s->tile[0]) == 0;
}

static int check_slide(const sk_board *b, sk_move m, eg_error *err)
{
    const sk_square *from = &b->sq[m.from];
    if (sk_is_hole(from))
        return refuse(err, SK_ERR_NOTHING_THERE, m, "%s is the hole; nothing to slide", NM(m.from));
    if (!sk_is_hole(&b->sq[m.to]))
        return refuse(err, SK_ERR_NOT_THE_HOLE, m, "%s is not the hole", NM(m.to));
    if (!sk_beside(m.from, m.to))
        return refuse(err, SK_ERR_NOT_BESIDE, m, "%s is not beside %s", NM(m.from), NM(m.to));
    if (sk_is_stack(from))
        return refuse(err, SK_ERR_STACK_NEVER_MOVES, m, "%s is a stack; stacks never move",
                      NM(m.from));
    if (from->pawn != SK_NONE)
        return refuse(err, SK_ERR_PAWN_ON_PIECE, m, "a pawn stands on %s", NM(m.from));
    if (b->variant == SK_VARIANT1 && is_null_tile(from))
        return refuse(err, SK_ERR_NULL_NEVER_MOVES, m,
                      "the null tile on %s never moves (variant 1)", NM(m.from));
    if (b->variant == SK_VARIANT2 && from->ntiles == 1 && b->slides >= SK_SLIDE_LIMIT)
        return refuse(err, SK_ERR_SLIDE_LIMIT, m,
                      "three tile slides in a row; stack, slide a coin or move a pawn "
                      "first (variant 2)");
    return SK_OK;
}

static int check_stack(const sk_board *b, sk_move m, eg_error *err)
{
    const sk_square *from = &b->sq[m.from], *to = &b->sq[m.to];
    if (sk_is_hole(from))
        return refuse(err, SK_ERR_NOTHING_THERE, m, "%s is the hole; no tile to stack",
                      NM(m.from));
    if (from->ntiles == 0)
        return refuse(err, SK_ERR_COIN_NOT_TILE, m, "%s holds a coin; only tiles stack",
                      NM(m.from));
    if (sk_is_stack(from))
        return refuse(err, SK_ERR_STACK_NEVER_MOVES, m, "%s is a stack; stacks never move",
                      NM(m.from));
    if (!sk_beside(m.from, m.to))
        return refuse(err, SK_ERR_NOT_BESIDE, m, "%s is not beside %s", NM(m.from), NM(m.to));
    if (to->ntiles == 0)
        return refuse(err, SK_ERR_NO_TILE_THERE, m, "%s %s, no tile to stack on", NM(m.to),
                      sk_is_hole(to) ? "is the hole" : "holds a coin");
    int suit = sk_tile_suit(from->tile[0]), onto = sk_top_suit(to);
    if (suit != onto)
        return refuse(err, SK_ERR_SUIT_MISMATCH, m, "%s tile on %s cannot go on %s on %s",
                      sk_suit_name(suit), NM(m.from), sk_suit_name(onto), NM(m.to));
    if (from->pawn != SK_NONE)
        return refuse(err, SK_ERR_PAWN_ON_PIECE, m, "a pawn stands on %s", NM(m.from));
    if (to->pawn != SK_NONE)
        return refuse(err, SK_ERR_PAWN_ON_TARGET, m, "a pawn stands on %s", NM(m.to));
    if (b->variant == SK_VARIANT1 && is_null_tile(from))
        return refuse(err, SK_ERR_NULL_NEVER_MOVES, m,
                      "the null tile on %s never moves (variant 1)", NM(m.from));
    if (!has_work_crew_beside(b, m.from))
        return refuse(err, SK_ERR_NO_WORK_CREW, m, "no free pawn beside %s", NM(m.from));
    return SK_OK;
}

static int check_pawn(const sk_board *b, sk_move m, eg_error *err)
{
    const sk_square *from = &b->sq[m.from], *to = &b->sq[m.to];
    if (from->pawn == SK_NONE)
        return refuse(err, SK_ERR_NO_PAWN, m, "no pawn on %s", NM(m.from));
    if (sk_is_stack(from))
        return refuse(err, SK_ERR_PAWN_RETIRED, m,
                      "the pawn on %s stands on a stack and never moves again", NM(m.from));
    int df = sk_file(m.to) - sk_file(m.from), dr = sk_rank(m.to) - sk_rank(m.from);
    if ((df != 0) == (dr != 0))
        return refuse(err, SK_ERR_NOT_IN_LINE, m, "%s and %s are not on one rank or file",
                      NM(m.from), NM(m.to));
    int step = df > 0 ? 1 : df < 0 ? -1 : dr > 0 ? SK_FILES : -SK_FILES;
    for (int sq = m.from + step; sq != m.to; sq += step) {
        const sk_square *s = &b->sq[sq];
        if (s->pawn != SK_NONE)
            return refuse(err, SK_ERR_PATH_PAWN, m, "the pawn on %s is in the way", NM(sq));
        if (sk_is_hole(s))
            return refuse(err, SK_ERR_PATH_HOLE, m, "the hole on %s is in the way", NM(sq));
        if (sk_is_stack(s))
            return refuse(err, SK_ERR_PATH_STACK, m, "the stack on %s is in the way", NM(sq));
    }
    if (sk_is_hole(to))
        return refuse(err, SK_ERR_LAND_HOLE, m, "%s is the hole", NM(m.to));
    if (to->pawn != SK_NONE)
        return refuse(err, SK_ERR_LAND_PAWN, m, "a pawn stands on %s", NM(m.to));
    if (sk_top_suit(to) != from->pawn)
        return refuse(err, SK_ERR_LAND_SUIT, m, "the %s pawn cannot stop on %s's %s %s",
                      sk_suit_name(from->pawn), NM(m.to), sk_suit_name(sk_top_suit(to)),
                      to->ntiles ? "tile" : "coin");
    return SK_OK;
}

int sk_check(const sk_board *b, sk_move m, eg_error *err)
{
    if (m.from >= SK_SQUARES || m.to >= SK_SQUARES || m.kind > SK_PAWN)
        return eg_error_set(err, SK_ERR_NO_SUCH_SQUARE, 0, "no such move");
    switch ((sk_move_kind)m.kind) {
    case SK_SLIDE: return check_slide(b, m, err);
    case SK_STACK: return check_stack(b, m, err);
    case SK_PAWN: return check_pawn(b, m, err);
    }
    return SK_ERR_MOVE_SYNTAX;
}

/* ---- Applying. */

static void clear_square(sk_square *s)
{
    memset(s, 0, sizeof *s);
    s->coin = SK_NONE;
    s->pawn = SK_NONE;
}

void sk_apply(sk_board *b, sk_move m)
{
    sk_square *from = &b->sq[m.from], *to = &b->sq[m.to];
    bool tile_slide = m.kind == SK_SLIDE && from->ntiles == 1;
    switch ((sk_move_kind)m.kind) {
    case SK_SLIDE:
        *to = *from;
        clear_square(from);
        break;
    case SK_STACK: {
        int tile = from->tile[0];
        to->tile[to->ntiles++] = (uint8_t)tile;
        clear_square(from);
        from->coin = (uint8_t)sk_tile_suit(tile); /* the space fills with a coin */
        break;
    }
    case SK_PAWN:
        to->pawn = from->pawn;
        from->pawn = SK_NONE;
        break;
    }
    /* Variant 2 counts tile slides in a row; any other move resets it. */
    b->slides = b->variant == SK_VARIANT2 && tile_slide ? (uint8_t)(b->slides + 1) : 0;
}

int sk_play(sk_board *b, sk_move m, eg_error *err)
{
    int rc = sk_check(b, m, err);
    if (rc == SK_OK)
        sk_apply(b, m);
    return rc;
}

int sk_play_text(sk_board *b, const char *text, eg_error *err)
{
    sk_move m;
    int rc = sk_move_parse(text, &m, err);
    return rc ? rc : sk_play(b, m, err);
}

/* ---- Listing. Texts sort as '@' < 'a'..'e' and '+' < '-', and squares by
 * name (file, then rank): pawn moves first, then for each FROM by name its
 * stacks, then its slide, each towards TO by name. Generating in that order
 * gives the contract's byte order without sorting. */

static int add_if_legal(const sk_board *b, sk_move m, sk_move *out, int n)
{
    if (sk_check(b, m, NULL) == SK_OK)
        out[n++] = m;
    return n;
}

int sk_legal_moves(const sk_board *b, sk_move out[SK_MAX_MOVES])
{
    int n = 0;
    for (int f = 0; f < SK_FILES; f++)
        for (int r = 0; r < SK_RANKS; r++) {
            int from = sk_square_make(f, r);
            if (!sk_work_crew(&b->sq[from]))
                continue;
            for (int tf = 0; tf < SK_FILES; tf++)
                for (int tr = 0; tr < SK_RANKS; tr++)
                    if ((tf == f) != (tr == r))
                        n = add_if_legal(b, (sk_move){SK_PAWN, (uint8_t)from,
                                                      (uint8_t)sk_square_make(tf, tr)},
                                         out, n);
        }
    /* Neighbours in name order: left file, lower rank, upper rank, right file. */
    static const int DF[4] = {-1, 0, 0, 1}, DR[4] = {0, -1, 1, 0};
    for (int f = 0; f < SK_FILES; f++)
        for (int r = 0; r < SK_RANKS; r++) {
            int from = sk_square_make(f, r);
            if (sk_is_hole(&b->sq[from]))
                continue;
            for (int kind = SK_STACK; kind >= SK_SLIDE; kind--)
                for (int d = 0; d < 4; d++) {
                    int tf = f + DF[d], tr = r + DR[d];
                    if (tf < 0 || tf >= SK_FILES || tr < 0 || tr >= SK_RANKS)
                        continue;
                    sk_move m = {(uint8_t)kind, (uint8_t)from, (uint8_t)sk_square_make(tf, tr)};
                    n = add_if_legal(b, m, out, n);
                }
        }
    return n;
}

bool sk_has_move(const sk_board *b)
{
    sk_move moves[SK_MAX_MOVES];
    return sk_legal_moves(b, moves) > 0;
}
