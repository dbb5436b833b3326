/* SPDX-License-Identifier: MIT */
/* sk_words.c - a Skyscrapers move in words a player uses (eg_game.move_words):
 * "slide the crowns 3 on b3 to c3", never "b3-c3". With no view (or a view
 * of another position) the piece is named by its square only. */
#include "sk_core.h"
#include "sk_game.h"

#include <stdio.h>
#include <string.h>

/* The piece on the square as the view shows it: "the crowns 3", "the suns
 * coin", "the piece" (nothing known). */
static void piece_on(const sk_state *s, int sq, char *out, size_t outsz)
{
    static const char *const VALUE[SK_VALUES] = {"null", "ace", "2", "3", "4", "5"};
    const sk_square *q = s ? &s->board.sq[sq] : NULL;
    if (q && q->ntiles > 0 && q->ntiles <= SK_MAX_STACK) {
        int top = q->tile[q->ntiles - 1];
        snprintf(out, outsz, "the %s %s%s", sk_suit_name(sk_tile_suit(top)),
                 VALUE[sk_tile_value(top)], q->ntiles > 1 ? " stack" : "");
    } else if (q && q->coin < SK_SUITS) {
        snprintf(out, outsz, "the %s coin", sk_suit_name(q->coin));
    } else {
        snprintf(out, outsz, "the piece");
    }
}

int sk_move_words(const void *view, int viewer, const char *move, char *out, size_t outsz)
{
    (void)viewer;
    if (!outsz)
        return 0;
    out[0] = '\0';
    const sk_state *s = view;
    int n = 0;
    sk_move m;
    if (strcmp(move, "end") == 0) {
        n = snprintf(out, outsz, "end the game and count the score");
    } else if (sk_move_parse(move, &m, NULL) == SK_OK) {
        char a[3], b[3], what[40];
        sk_square_name(m.from, a);
        sk_square_name(m.to, b);
        piece_on(s, m.from, what, sizeof what);
        if (m.kind == SK_PAWN) {
            const sk_square *q = s ? &s->board.sq[m.from] : NULL;
            n = q && q->pawn < SK_SUITS
                    ? snprintf(out, outsz, "move the %s pawn from %s to %s", sk_suit_name(q->pawn), a, b)
                    : snprintf(out, outsz, "move the pawn from %s to %s", a, b);
        } else {
            n = snprintf(out, outsz, "%s %s on %s %s %s", m.kind == SK_STACK ? "stack" : "slide",
                         what, a, m.kind == SK_STACK ? "onto" : "to", b);
        }
    }
    if (n <= 0 || (size_t)n >= outsz) {
        out[0] = '\0';
        return 0;
    }
    return n;
}
