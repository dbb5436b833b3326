/* SPDX-License-Identifier: MIT */
/* fuzz_cpn.c - CPN positions: cs_cpn_parse never misbehaves, and what it
 * accepts formats to text that parses back to the same position. */
#include <string.h>

#include "cs_core.h"
#include "fuzz.h"

static void same_position(const cs_position *a, const cs_position *b)
{
    FUZZ_CHECK(cs_board_equal(&a->board, &b->board));
    FUZZ_CHECK(a->board.nplaced == b->board.nplaced);
    FUZZ_CHECK(memcmp(a->board.supply, b->board.supply, sizeof a->board.supply) == 0);
    FUZZ_CHECK(a->has_goals == b->has_goals);
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (a->has_goals & (1u << seat))
            FUZZ_CHECK(memcmp(a->goals[seat], b->goals[seat], CS_LINES) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cs_position pos;
    cs_error err;
    memset(&err, 0, sizeof err);
    if (cs_cpn_parse((const char *)data, size, &pos, &err) != CS_OK) {
        /* Every refusal carries a message and a place in the text. */
        FUZZ_CHECK(err.code != CS_OK);
        FUZZ_CHECK(memchr(err.msg, '\0', sizeof err.msg) != NULL);
        FUZZ_CHECK(err.column >= 0 && (size_t)err.column <= size + 1);
        char line[256];
        cs_error_format(&err, line, sizeof line);
        return 0;
    }
    char text[CS_CPN_MAX];
    int n = cs_cpn_format(&pos, text, sizeof text);
    FUZZ_CHECK(n > 0 && (size_t)n == strlen(text));
    cs_position again;
    FUZZ_CHECK(cs_cpn_parse(text, (size_t)n, &again, &err) == CS_OK);
    same_position(&pos, &again);
    /* Canonical: formatting the re-parsed position gives the same text. */
    char text2[CS_CPN_MAX];
    FUZZ_CHECK(cs_cpn_format(&again, text2, sizeof text2) == n && strcmp(text, text2) == 0);
    /* Too small a buffer is refused, never overrun. */
    char small[8];
    if ((size_t)n >= sizeof small)
        FUZZ_CHECK(cs_cpn_format(&pos, small, sizeof small) == -1);
    return 0;
}
