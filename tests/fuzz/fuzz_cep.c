/* SPDX-License-Identifier: MIT */
/* fuzz_cep.c - the CEP/1 engine loop (src/games/cityscape/ai/cep.c) over any input: it never
 * misbehaves, and answers with whole printable lines.
 *
 * Each input runs as a session: the bytes are the engine's standard input
 * (fmemopen), its answers go to a memory stream. To keep every input fast the
 * engine starts at Medium with a small budget (20 iterations, at most 5 ms a
 * move), and inputs that would raise it (`setoption iterations|movetime`,
 * `go movetime`), ask for more than 8 moves, or name Hard (whose goal choice
 * has a fixed cost of about half a second under the sanitizers) are passed
 * over. */
#define _POSIX_C_SOURCE 200809L
#include <string.h>

#include "cep.h"
#include "fuzz.h"

static bool word_at(const uint8_t *data, size_t size, size_t i, const char *w)
{
    size_t n = strlen(w);
    return i + n <= size && memcmp(data + i, w, n) == 0;
}

/* Inputs too slow to be worth a fuzzer's time. */
static bool too_slow(const uint8_t *data, size_t size)
{
    int gos = 0;
    for (size_t i = 0; i < size; i++) {
        if (word_at(data, size, i, "iterations") || word_at(data, size, i, "movetime") ||
            word_at(data, size, i, "hard"))
            return true;
        bool line_start = i == 0 || data[i - 1] == '\n' || data[i - 1] == ' ' ||
                          data[i - 1] == '\t' || data[i - 1] == '\r';
        if (line_start && word_at(data, size, i, "go"))
            gos++;
    }
    return gos > 8;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || too_slow(data, size))
        return 0;
    FILE *in = fmemopen((void *)(uintptr_t)data, size, "r");
    char *answer = NULL;
    size_t answer_len = 0;
    FILE *out = open_memstream(&answer, &answer_len);
    FUZZ_CHECK(in && out);
    cs_cep_options opt = cs_cep_options_default();
    opt.level = CS_AI_MEDIUM; /* the default, Hard, is passed over (above) */
    opt.seed = 1;
    opt.iterations = 20;
    opt.movetime_ms = 5;
    FUZZ_CHECK(cs_cep_run(in, out, &opt) == 0);
    fclose(in);
    fclose(out);
    /* Answers are lines of printable ASCII (the engine sanitizes echoes). */
    for (size_t i = 0; i < answer_len; i++) {
        unsigned char c = (unsigned char)answer[i];
        FUZZ_CHECK(c == '\n' || (c >= 0x20 && c < 0x7f));
    }
    FUZZ_CHECK(answer_len == 0 || answer[answer_len - 1] == '\n');
    free(answer);
    return 0;
}
