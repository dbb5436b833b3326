/* SPDX-License-Identifier: MIT */
/* fuzz_sx_position.c - Six Cities positions and moves
 * (shared/spec/six-cities.md), as `cityscape-cli six-cities play` reads them:
 *
 *   POSITION
 *   SEAT           (S, W, N or E)
 *   MOVE           (each further line: 53R2, R1R1R2, +R2, x5, pass)
 *
 * The parsers never misbehave; an accepted position is canonical (it formats
 * back to the very text read) and scores consistently; every line parses as
 * a move or is refused with a code and a message; a placement the rule
 * refuses leaves the board byte for byte as it was, an accepted one keeps
 * the position's round trip. */
#include <string.h>

#include "fuzz.h"
#include "sx_internal.h"

enum { LINE_MAX_BYTES = 2048 };

static void check_refusal(const eg_error *err, int rc)
{
    FUZZ_CHECK(rc > 0 && err->code == rc);
    FUZZ_CHECK(memchr(err->msg, '\0', sizeof err->msg) != NULL && err->msg[0] != '\0');
}

/* The next line of the input into out (NUL-terminated, cut at the size);
 * false at the end. */
static bool next_line(const char **p, const char *end, char *out, size_t outsz)
{
    if (*p >= end)
        return false;
    const char *nl = memchr(*p, '\n', (size_t)(end - *p));
    size_t len = (size_t)((nl ? nl : end) - *p);
    size_t n = len < outsz - 1 ? len : outsz - 1;
    memcpy(out, *p, n);
    out[n] = '\0';
    *p = nl ? nl + 1 : end;
    return true;
}

static void check_position(const sx_board *b, const char *text)
{
    char out[LINE_MAX_BYTES];
    int n = sx_position_format(b, out, sizeof out);
    FUZZ_CHECK(n > 0 && (size_t)n == strlen(out));
    if (text)
        FUZZ_CHECK(strcmp(out, text) == 0);
    sx_board again;
    eg_error err;
    FUZZ_CHECK(sx_position_parse(out, &again, &err) == SX_OK);
    FUZZ_CHECK(memcmp(again.floors, b->floors, sizeof b->floors) == 0);
    FUZZ_CHECK(memcmp(again.owner, b->owner, sizeof b->owner) == 0);
    FUZZ_CHECK(again.nblocks == b->nblocks);
    FUZZ_CHECK(sx_position_format(b, out, (size_t)n) == -1);
    sx_scoring sc;
    sx_score_board(b, &sc);
    for (int c = 0; c < SX_COLOURS; c++) {
        const sx_colour_score *cs = &sc.colour[c];
        FUZZ_CHECK(cs->tallest >= 0 && cs->majorities >= 0 && cs->buildings >= 0);
        FUZZ_CHECK(cs->total == cs->tallest + cs->majorities + cs->buildings);
    }
    for (int site = 0; site < SX_SITES; site++) {
        int h = sx_site_height(b, site);
        FUZZ_CHECK(h >= 0 && (h == 0) == (b->owner[site] == SX_NO_OWNER));
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *p = (const char *)data, *end = p + size;
    char line[LINE_MAX_BYTES];
    if (!next_line(&p, end, line, sizeof line))
        return 0;
    sx_board b;
    eg_error err;
    memset(&err, 0, sizeof err);
    int rc = sx_position_parse(line, &b, &err);
    bool have_board = rc == SX_OK;
    if (have_board)
        check_position(&b, line);
    else
        check_refusal(&err, rc);

    int seat = -1;
    if (next_line(&p, end, line, sizeof line))
        seat = sx_seat_from_char(line[0]);
    for (int k = 0; k < 64 && next_line(&p, end, line, sizeof line); k++) {
        sx_move m;
        memset(&err, 0, sizeof err);
        rc = sx_move_parse(line, &m, &err);
        if (rc != SX_OK) {
            check_refusal(&err, rc);
            continue;
        }
        switch (m.kind) {
        case SX_MOVE_PLACE:
            FUZZ_CHECK(m.card >= 1 && m.card <= 9 && m.city >= 1 && m.city <= SX_CITIES);
            FUZZ_CHECK(m.colour >= 0 && m.colour < SX_COLOURS);
            FUZZ_CHECK(m.floors >= 1 && m.floors <= SX_MAX_FLOORS && strlen(line) == 4);
            break;
        case SX_MOVE_DISCARD:
            FUZZ_CHECK(m.card >= 1 && m.card <= 9);
            break;
        case SX_MOVE_CHOOSE: {
            int blocks = 0;
            for (int c = 0; c < SX_COLOURS; c++) {
                FUZZ_CHECK(m.count[c][0] == 0);
                for (int f = 1; f <= SX_MAX_FLOORS; f++)
                    blocks += m.count[c][f];
            }
            FUZZ_CHECK(blocks >= 1 && (!m.one || blocks == 1));
            break;
        }
        case SX_MOVE_PASS:
            FUZZ_CHECK(strcmp(line, "pass") == 0);
            break;
        }
        if (!have_board || seat < 0 || m.kind != SX_MOVE_PLACE)
            continue;
        int site = (m.city - 1) * SX_CITY_SITES + sx_card_site((sx_seat)seat, m.card);
        FUZZ_CHECK(site >= 0 && site < SX_SITES);
        sx_board before = b;
        rc = sx_check_place(&b, m.colour, m.floors, site, m.card, (sx_seat)seat, &err);
        if (rc == SX_OK)
            rc = sx_board_put(&b, m.colour, m.floors, site);
        if (rc != SX_OK) {
            FUZZ_CHECK(memcmp(&b, &before, sizeof b) == 0);
            FUZZ_CHECK(rc > 0);
            continue;
        }
        FUZZ_CHECK(b.owner[site] == m.colour && b.nblocks == before.nblocks + 1);
        check_position(&b, NULL);
    }
    return 0;
}
