/* SPDX-License-Identifier: MIT */
/* notation.c - lots, moves, goals and CPN (contract: shared/spec/notation.md).
 *
 * Parsers never read past `len`, never allocate, and report a 1-based column
 * relative to the start of the text they were given. */
#include "cs_core.h"

#include <stdio.h>
#include <string.h>

/* Printable form of one character for error messages. */
static const char *show_char(char c, char buf[8])
{
    if (c >= 0x21 && c <= 0x7e)
        snprintf(buf, 8, "'%c'", c);
    else if (c == ' ')
        snprintf(buf, 8, "a space");
    else
        snprintf(buf, 8, "0x%02x", (unsigned char)c);
    return buf;
}

/* Quote up to 12 characters of s for a message. */
static void quote(const char *s, size_t len, char out[24])
{
    size_t n = len < 12 ? len : 12, j = 0;
    for (size_t i = 0; i < n; i++)
        out[j++] = (s[i] >= 0x20 && s[i] <= 0x7e) ? s[i] : '?';
    if (len > n) {
        out[j++] = '.';
        out[j++] = '.';
        out[j++] = '.';
    }
    out[j] = '\0';
}

/* ---- Lots and moves. */

cs_errcode cs_lot_parse(const char *s, size_t len, int *lot, cs_error *err)
{
    char q[24];
    quote(s, len, q);
    if (len != 2)
        return cs_error_set(err, len == 0 ? CS_ERR_SYNTAX : CS_ERR_NO_SUCH_LOT, 0, 1,
                            len == 0 ? "expected a lot (a1-d4)"
                                     : "'%s' is not a lot (a1-d4)", q);
    if (s[0] < 'a' || s[0] > 'd')
        return cs_error_set(err, CS_ERR_NO_SUCH_LOT, 0, 1,
                            "no such lot '%s': the file must be a-d", q);
    if (s[1] < '1' || s[1] > '4')
        return cs_error_set(err, CS_ERR_NO_SUCH_LOT, 0, 2,
                            "no such lot '%s': the rank must be 1-4", q);
    *lot = cs_lot_make(s[0] - 'a', s[1] - '1');
    return CS_OK;
}

cs_errcode cs_move_parse(const char *s, size_t len, cs_move *m, cs_error *err)
{
    char q[24];
    quote(s, len, q);
    if (len == 0)
        return cs_error_set(err, CS_ERR_SYNTAX, 0, 1,
                            "expected a move such as 3b4 (height, then lot)");
    if (s[0] < '0' || s[0] > '9')
        return cs_error_set(err, CS_ERR_SYNTAX, 0, 1,
                            "'%s' is not a move: expected a height 1-5 then a lot, as in 3b4", q);
    if (s[0] < '1' || s[0] > '5')
        return cs_error_set(err, CS_ERR_BAD_HEIGHT, 0, 1,
                            "height %c is not a block height (1-5)", s[0]);
    if (len != 3)
        return cs_error_set(err, len < 3 ? CS_ERR_SYNTAX : CS_ERR_NO_SUCH_LOT, 0, 2,
                            "'%s' is not a move: expected a height 1-5 then a lot a1-d4, as in 3b4", q);
    int lot;
    cs_errcode rc = cs_lot_parse(s + 1, 2, &lot, err);
    if (rc != CS_OK) {
        if (err)
            err->column += 1;
        return rc;
    }
    m->height = (uint8_t)(s[0] - '0');
    m->lot = (uint8_t)lot;
    return CS_OK;
}

int cs_move_format(cs_move m, char *out, size_t outsz)
{
    if (outsz < 4 || m.height < 1 || m.height > CS_HEIGHTS || m.lot >= CS_LOTS)
        return -1;
    out[0] = (char)('0' + m.height);
    cs_lot_format(m.lot, out + 1, outsz - 1);
    return 3;
}

/* ---- Goals: "S:3562". */

cs_errcode cs_goals_parse(const char *s, size_t len, int *seat,
                          uint8_t codes[CS_LINES], cs_error *err)
{
    char c[8], q[24];
    quote(s, len, q);
    if (len == 0)
        return cs_error_set(err, CS_ERR_SYNTAX, 0, 1, "expected goals such as S:3562");
    int st = cs_seat_from_char(s[0]);
    if (st < 0)
        return cs_error_set(err, CS_ERR_BAD_SEAT, 0, 1,
                            "%s is not a seat (S, W, N or E) in goals '%s'",
                            show_char(s[0], c), q);
    if (len < 2 || s[1] != ':')
        return cs_error_set(err, CS_ERR_SYNTAX, 0, 2,
                            "expected ':' after the seat in goals '%s' (as in S:3562)", q);
    for (size_t i = 0; i < CS_LINES; i++) {
        size_t at = 2 + i;
        if (at >= len)
            return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)at + 1,
                                "goals '%s' have %zu codes; expected 4", q, i);
        char d = s[at];
        if (d < '0' || d > '9')
            return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)at + 1,
                                "%s is not a goal code (1-6) in goals '%s'",
                                show_char(d, c), q);
        if (d < '1' || d > '6')
            return cs_error_set(err, CS_ERR_BAD_CODE, 0, (int)at + 1,
                                "code %c is not a goal code (1-6)", d);
        codes[i] = (uint8_t)(d - '0');
    }
    if (len != 2 + CS_LINES)
        return cs_error_set(err, CS_ERR_SYNTAX, 0, 2 + CS_LINES + 1,
                            "goals '%s' have more than 4 codes", q);
    *seat = st;
    return CS_OK;
}

int cs_goals_format(cs_seat seat, const uint8_t codes[CS_LINES], char *out, size_t outsz)
{
    if (outsz < 7)
        return -1;
    out[0] = cs_seat_char(seat);
    out[1] = ':';
    for (int i = 0; i < CS_LINES; i++) {
        if (codes[i] < 1 || codes[i] > 6)
            return -1;
        out[2 + i] = (char)('0' + codes[i]);
    }
    out[6] = '\0';
    return 6;
}

/* ---- CPN. */

/* Parse the board field s[0..len). Columns are relative to s. */
static cs_errcode parse_board(const char *s, size_t len, cs_board *b, cs_error *err)
{
    char c[8];
    /* Stacks are read in text order (rank 4 first) but a cs_board keeps
     * placement order; collect them first, then place rank 1 upwards. */
    uint8_t stack[CS_LOTS][CS_BLOCKS];
    uint8_t count[CS_LOTS] = {0};
    int used[CS_HEIGHTS + 1] = {0};
    size_t i = 0;
    for (int r = 0; r < CS_RANKS; r++) {
        int rank = CS_RANKS - 1 - r;
        for (int file = 0; file < CS_FILES; file++) {
            int lot = cs_lot_make(file, rank);
            size_t start = i;
            if (i < len && s[i] == '-') {
                i++;
            } else {
                while (i < len && s[i] >= '0' && s[i] <= '9') {
                    int h = s[i] - '0';
                    if (h < 1 || h > CS_HEIGHTS)
                        return cs_error_set(err, CS_ERR_BAD_HEIGHT, 0, (int)i + 1,
                                            "height %d is not a block height (1-5)", h);
                    if (++used[h] > CS_BLOCKS_PER_HEIGHT)
                        return cs_error_set(err, CS_ERR_TOO_MANY_BLOCKS, 0, (int)i + 1,
                                            "more than 5 blocks of height %d", h);
                    stack[lot][count[lot]++] = (uint8_t)h;
                    i++;
                }
                if (i == start) {
                    if (i >= len)
                        return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)i + 1,
                                            "the board ends early: expected 4 ranks of 4 lots");
                    return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)i + 1,
                                        "%s where a lot was expected (digits 1-5 or '-')",
                                        show_char(s[i], c));
                }
            }
            char want = file < CS_FILES - 1 ? ',' : (r < CS_RANKS - 1 ? '/' : '\0');
            if (want == '\0') {
                if (i < len)
                    return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)i + 1,
                                        "%s after the last lot (expected the end of the board)",
                                        show_char(s[i], c));
                break;
            }
            if (i >= len)
                return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)i + 1,
                                    "the board ends early: expected '%c' after lot %c%d",
                                    want, 'a' + file, rank + 1);
            if (s[i] != want) {
                const char *what = want == ','
                    ? "expected ',' between lots (4 lots per rank)"
                    : "expected '/' between ranks (4 lots per rank)";
                if (s[i] == '-' || (s[i] >= '0' && s[i] <= '9'))
                    return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)i + 1,
                                        "%s after lot %c%d: %s", show_char(s[i], c),
                                        'a' + file, rank + 1,
                                        "'-' marks a whole empty lot; a lot is '-' or digits 1-5");
                return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)i + 1, "%s: %s",
                                    show_char(s[i], c), what);
            }
            i++;
        }
    }
    cs_board_init(b);
    for (int lot = 0; lot < CS_LOTS; lot++)
        for (int k = 0; k < count[lot]; k++)
            cs_board_place(b, (cs_move){stack[lot][k], (uint8_t)lot}, NULL);
    return CS_OK;
}

cs_errcode cs_cpn_parse(const char *s, size_t len, cs_position *pos, cs_error *err)
{
    char c[8];
    cs_position p;
    memset(&p, 0, sizeof p);
    if (len == 0)
        return cs_error_set(err, CS_ERR_SYNTAX, 0, 1, "empty position: expected a CPN board");
    size_t end = 0;
    while (end < len && s[end] != ' ')
        end++;
    cs_errcode rc = parse_board(s, end, &p.board, err);
    if (rc != CS_OK)
        return rc;
    size_t i = end;
    while (i < len) {
        /* s[i] is the separating space. */
        i++;
        if (i >= len) /* the space itself, at column i */
            return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)i,
                                "trailing space after the position");
        if (s[i] == ' ')
            return cs_error_set(err, CS_ERR_SYNTAX, 0, (int)i + 1,
                                "expected a single space between fields");
        size_t start = i;
        while (i < len && s[i] != ' ')
            i++;
        int seat;
        uint8_t codes[CS_LINES];
        rc = cs_goals_parse(s + start, i - start, &seat, codes, err);
        if (rc != CS_OK) {
            if (err)
                err->column += (int)start;
            return rc;
        }
        if (p.has_goals & (1u << seat))
            return cs_error_set(err, CS_ERR_DUPLICATE_SEAT, 0, (int)start + 1,
                                "goals for seat %s given twice", show_char(s[start], c));
        p.has_goals |= (uint8_t)(1u << seat);
        memcpy(p.goals[seat], codes, CS_LINES);
    }
    *pos = p;
    return CS_OK;
}

int cs_board_format(const cs_board *b, char *out, size_t outsz)
{
    size_t n = 0;
    for (int r = CS_RANKS - 1; r >= 0; r--) {
        for (int file = 0; file < CS_FILES; file++) {
            uint8_t stack[CS_BLOCKS];
            int k = cs_board_stack(b, cs_lot_make(file, r), stack);
            if (n + (size_t)(k ? k : 1) + 2 > outsz)
                return -1;
            if (k == 0)
                out[n++] = '-';
            for (int j = 0; j < k; j++)
                out[n++] = (char)('0' + stack[j]);
            if (file < CS_FILES - 1)
                out[n++] = ',';
            else if (r > 0)
                out[n++] = '/';
        }
    }
    out[n] = '\0';
    return (int)n;
}

int cs_cpn_format(const cs_position *pos, char *out, size_t outsz)
{
    int n = cs_board_format(&pos->board, out, outsz);
    if (n < 0)
        return -1;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (!(pos->has_goals & (1u << seat)))
            continue;
        if ((size_t)n + 8 > outsz)
            return -1;
        out[n++] = ' ';
        int k = cs_goals_format((cs_seat)seat, pos->goals[seat], out + n, outsz - (size_t)n);
        if (k < 0)
            return -1;
        n += k;
    }
    return n;
}
