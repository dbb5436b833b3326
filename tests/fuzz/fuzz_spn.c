/* SPDX-License-Identifier: MIT */
/* fuzz_spn.c - Skyscrapers Position Notation and moves
 * (shared/spec/skyscrapers.md): the parsers never misbehave; an accepted
 * position is valid, formats to canonical text that parses back to the same
 * board, and a short buffer gives -1; an accepted move formats to text that
 * parses back to the same move; refusals carry a code, a message and a
 * column within the text. An input with a newline is a move (its first
 * line), then a position to play it on; without one it is a position. */
#include <string.h>

#include "fuzz.h"
#include "sk_core.h"

static void check_refusal(const eg_error *err, int rc, size_t len)
{
    FUZZ_CHECK(rc > 0 && err->code == rc);
    FUZZ_CHECK(memchr(err->msg, '\0', sizeof err->msg) != NULL && err->msg[0] != '\0');
    FUZZ_CHECK(err->column >= 0 && (size_t)err->column <= len + 1);
}

static bool same_board(const sk_board *a, const sk_board *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    const char *nl = memchr(s, '\n', size);
    const char *pos = nl ? nl + 1 : s;
    size_t pos_len = size - (size_t)(pos - s);
    eg_error err;
    memset(&err, 0, sizeof err);
    sk_board b;
    bool have_board = false;
    int rc = sk_spn_parse(pos, pos_len, &b, &err);
    if (rc == SK_OK) {
        have_board = true;
        FUZZ_CHECK(sk_board_validate(&b, &err) == SK_OK);
        char text[SK_SPN_MAX];
        int n = sk_spn_format(&b, text, sizeof text);
        FUZZ_CHECK(n > 0 && (size_t)n == strlen(text));
        sk_board again;
        FUZZ_CHECK(sk_spn_parse(text, (size_t)n, &again, &err) == SK_OK);
        FUZZ_CHECK(same_board(&b, &again));
        char text2[SK_SPN_MAX];
        FUZZ_CHECK(sk_spn_format(&again, text2, sizeof text2) == n && strcmp(text, text2) == 0);
        FUZZ_CHECK(sk_spn_format(&b, text2, (size_t)n) == -1);
        /* Scoring and the move list work on any valid position. */
        sk_score sc;
        FUZZ_CHECK(sk_score_board(&b, &sc) == sc.total && sc.total == sc.stacks + sc.coins);
        sk_move moves[SK_MAX_MOVES];
        int nm = sk_legal_moves(&b, moves);
        FUZZ_CHECK(nm >= 0 && nm <= SK_MAX_MOVES);
        char prev[SK_MOVE_TEXT] = "";
        for (int i = 0; i < nm; i++) {
            char mt[SK_MOVE_TEXT];
            FUZZ_CHECK(sk_move_format(moves[i], mt) > 0);
            FUZZ_CHECK(strcmp(prev, mt) < 0); /* byte order, no repeats */
            memcpy(prev, mt, sizeof prev);
            FUZZ_CHECK(sk_check(&b, moves[i], NULL) == SK_OK);
        }
        FUZZ_CHECK(sk_has_move(&b) == (nm > 0));
    } else {
        check_refusal(&err, rc, pos_len);
    }
    if (!nl)
        return 0;

    /* The first line (up to 15 bytes) as a move. */
    char line[16];
    size_t len = (size_t)(nl - s) < sizeof line - 1 ? (size_t)(nl - s) : sizeof line - 1;
    memcpy(line, s, len);
    line[len] = '\0';
    sk_move m;
    memset(&err, 0, sizeof err);
    rc = sk_move_parse(line, &m, &err);
    if (rc == SK_OK) {
        FUZZ_CHECK(m.kind <= SK_PAWN && m.from < SK_SQUARES && m.to < SK_SQUARES);
        char mt[SK_MOVE_TEXT];
        int n = sk_move_format(m, mt);
        FUZZ_CHECK(n > 0 && (size_t)n == strlen(mt));
        sk_move again;
        FUZZ_CHECK(sk_move_parse(mt, &again, &err) == SK_OK);
        FUZZ_CHECK(again.kind == m.kind && again.from == m.from && again.to == m.to);
        if (have_board) {
            /* Check, then play: a refusal leaves the board as it was; an
             * accepted move is one of the legal moves. */
            sk_board before = b;
            eg_error perr;
            memset(&perr, 0, sizeof perr);
            int prc = sk_play(&b, m, &perr);
            if (prc != SK_OK) {
                FUZZ_CHECK(same_board(&b, &before));
                check_refusal(&perr, prc, (size_t)n);
            } else {
                sk_move moves[SK_MAX_MOVES];
                int nm = sk_legal_moves(&before, moves), found = 0;
                for (int i = 0; i < nm; i++)
                    found += moves[i].kind == m.kind && moves[i].from == m.from &&
                             moves[i].to == m.to;
                FUZZ_CHECK(found == 1);
                FUZZ_CHECK(sk_board_validate(&b, &perr) == SK_OK);
            }
        }
    } else {
        check_refusal(&err, rc, len);
    }
    return 0;
}
