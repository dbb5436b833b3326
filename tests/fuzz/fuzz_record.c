/* SPDX-License-Identifier: MIT */
/* fuzz_record.c - game records (.csr): cs_record_parse never misbehaves; a
 * record it accepts replays through the rules, formats within
 * CS_RECORD_TEXT_MAX and parses back equal, and the text is canonical. */
#include <string.h>

#include "cs_core.h"
#include "fuzz.h"
#include "record.h"

static char text[CS_RECORD_TEXT_MAX], text2[CS_RECORD_TEXT_MAX];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cs_record rec, again;
    cs_error err;
    memset(&err, 0, sizeof err);
    if (cs_record_parse((const char *)data, size, &rec, &err) != CS_OK) {
        FUZZ_CHECK(err.code != CS_OK && memchr(err.msg, '\0', sizeof err.msg) != NULL);
        FUZZ_CHECK(err.line >= 0 && err.column >= 0);
        char line[256];
        cs_error_format(&err, line, sizeof line);
        return 0;
    }
    cs_game g;
    FUZZ_CHECK(cs_record_replay(&rec, &g, &err) == CS_OK);
    int n = cs_record_format(&rec, text, sizeof text);
    FUZZ_CHECK(n > 0 && (size_t)n == strlen(text));
    FUZZ_CHECK(cs_record_parse(text, (size_t)n, &again, &err) == CS_OK);
    FUZZ_CHECK(cs_record_equal(&rec, &again));
    FUZZ_CHECK(cs_record_format(&again, text2, sizeof text2) == n);
    FUZZ_CHECK(memcmp(text, text2, (size_t)n) == 0);
    FUZZ_CHECK(cs_record_is_complete(&rec) == cs_record_is_complete(&again));
    return 0;
}
