/* SPDX-License-Identifier: MIT */
/* fuzz_engine.c - CEP/2 (src/engine/protocol.c) over every game on arbitrary
 * input: it never misbehaves, and every line it writes is one of the
 * protocol's answers. To keep each run short, every `go` is rewritten to
 * `go movetime 2` (at most 32 of them) and `setoption movetime` is dropped. */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <string.h>

#include "eg_protocol.h"
#include "fuzz.h"
#include "game.h"

static bool answer_ok(const char *line)
{
    static const char *const START[] = {"id ",  "protocol 2", "game ",    "option ", "cepok",
                                        "ok",   "readyok",    "legal",    "bestmove ",
                                        "error "};
    for (size_t i = 0; i < sizeof START / sizeof START[0]; i++)
        if (strncmp(line, START[i], strlen(START[i])) == 0)
            return true;
    return false;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    enum { MAX_IN = 1 << 16, MAX_GO = 32 };
    static char in[MAX_IN + 64];
    size_t n = 0;
    int gos = 0;
    for (size_t i = 0; i < size && n < MAX_IN;) {
        const uint8_t *nl = memchr(data + i, '\n', size - i);
        size_t len = nl ? (size_t)(nl - (data + i)) : size - i;
        const char *line = (const char *)data + i;
        if (len >= 2 && memcmp(line, "go", 2) == 0) {
            if (gos++ < MAX_GO && n + 16 < MAX_IN) {
                memcpy(in + n, "go movetime 2\n", 14);
                n += 14;
            }
        } else if (!(len >= 18 && memcmp(line, "setoption movetime", 18) == 0) &&
                   n + len + 1 < MAX_IN) {
            memcpy(in + n, line, len);
            n += len;
            in[n++] = '\n';
        }
        i += len + 1;
    }
    const eg_game *games[8];
    int ng = 0;
    for (int i = 0; i < eg_game_count() && ng < 8; i++)
        games[ng++] = eg_game_at(i);
    FILE *fin = fmemopen(in, n ? n : 1, "r");
    char *out = NULL;
    size_t outlen = 0;
    FILE *fout = open_memstream(&out, &outlen);
    FUZZ_CHECK(fin && fout);
    eg_protocol_options opt = {0};
    opt.movetime_ms = 2;
    FUZZ_CHECK(eg_protocol_run(games, ng, NULL, fin, fout, &opt) == 0);
    fclose(fin);
    fclose(fout);
    for (char *line = out, *end; line && *line; line = end + 1) {
        end = strchr(line, '\n');
        FUZZ_CHECK(end != NULL); /* every answer is a whole line */
        *end = '\0';
        if (!answer_ok(line)) {
            fprintf(stderr, "not an answer: '%.80s'\n", line);
            FUZZ_CHECK(!"an answer of the protocol");
        }
    }
    free(out);
    return 0;
}
