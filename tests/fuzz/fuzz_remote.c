/* SPDX-License-Identifier: MIT */
/* fuzz_remote.c - the mid end's remote mode (src/engine/remote.c) fed any
 * bytes as the lines a server sends (split at '\n'): it never misbehaves;
 * each line is applied or refused with words naming its line, and a refused
 * line changes no move; whatever was applied, every state a screen may ask
 * for is there and the record's moves are in order. */
#include <string.h>

#include "eg_csp.h"
#include "fuzz.h"
#include "midend.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    eg_midend *me = eg_midend_new_remote(NULL, NULL, NULL);
    FUZZ_CHECK(me != NULL);
    static char line[EG_CSP_LINE_MAX + 64];
    int lineno = 0;
    for (size_t at = 0; at < size;) {
        const uint8_t *nl = memchr(data + at, '\n', size - at);
        size_t len = (nl ? (size_t)(nl - data) : size) - at;
        size_t n = len < sizeof line - 1 ? len : sizeof line - 1;
        memcpy(line, data + at, n);
        line[n] = '\0';
        at += len + 1;
        lineno++;
        int moves = eg_midend_moves(me);
        eg_error err = {0};
        unsigned changed = 0;
        if (eg_midend_feed(me, line, &changed, &err) != 0) {
            FUZZ_CHECK(err.line == lineno && err.msg[0] && changed == 0);
            FUZZ_CHECK(eg_midend_moves(me) == moves);
        }
        if (eg_midend_game(me)) {
            const eg_record *rec = eg_midend_record(me);
            for (int k = 0; k <= rec->nmoves; k++)
                FUZZ_CHECK(eg_midend_state_at(me, k) != NULL);
            for (int k = 0; k < rec->nmoves; k++)
                FUZZ_CHECK(rec->moves[k].player >= 0 && rec->moves[k].player < rec->nplayers);
            FUZZ_CHECK((eg_midend_to_act(me) >> rec->nplayers) == 0);
        }
    }
    eg_midend_free(me);
    return 0;
}
