/* SPDX-License-Identifier: MIT */
/* fuzz_move.c - moves ("3b4") and lots ("b4"): the parsers never misbehave,
 * and an accepted move formats to text that parses back to the same move. */
#include <string.h>

#include "cs_core.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    cs_error err;
    cs_move m;
    memset(&err, 0, sizeof err);
    if (cs_move_parse(s, size, &m, &err) == CS_OK) {
        FUZZ_CHECK(m.height >= 1 && m.height <= CS_HEIGHTS && m.lot < CS_LOTS);
        char text[8];
        int n = cs_move_format(m, text, sizeof text);
        FUZZ_CHECK(n == 3 && (size_t)n == strlen(text));
        cs_move again;
        FUZZ_CHECK(cs_move_parse(text, (size_t)n, &again, &err) == CS_OK);
        FUZZ_CHECK(again.height == m.height && again.lot == m.lot);
        FUZZ_CHECK(cs_move_format(m, text, 3) == -1);
        /* The move is legal on an empty board. */
        cs_board b;
        cs_board_init(&b);
        FUZZ_CHECK(cs_board_can_place(&b, m));
    } else {
        FUZZ_CHECK(err.code != CS_OK && memchr(err.msg, '\0', sizeof err.msg) != NULL);
    }
    int lot;
    if (cs_lot_parse(s, size, &lot, &err) == CS_OK) {
        FUZZ_CHECK(lot >= 0 && lot < CS_LOTS);
        char text[4];
        FUZZ_CHECK(cs_lot_format(lot, text, sizeof text) == 2);
        int again;
        FUZZ_CHECK(cs_lot_parse(text, 2, &again, &err) == CS_OK && again == lot);
    }
    int seat;
    uint8_t codes[CS_LINES];
    if (cs_goals_parse(s, size, &seat, codes, &err) == CS_OK) {
        FUZZ_CHECK(seat >= 0 && seat < CS_SEATS);
        char text[16];
        int n = cs_goals_format((cs_seat)seat, codes, text, sizeof text);
        FUZZ_CHECK(n > 0);
        int seat2;
        uint8_t codes2[CS_LINES];
        FUZZ_CHECK(cs_goals_parse(text, (size_t)n, &seat2, codes2, &err) == CS_OK);
        FUZZ_CHECK(seat2 == seat && memcmp(codes, codes2, CS_LINES) == 0);
    }
    return 0;
}
