/* SPDX-License-Identifier: MIT */
/* fuzz.h - the libFuzzer entry point every target defines (tests/fuzz).
 *
 * Built two ways (tests/fuzz/CMakeLists.txt): with clang and
 * -fsanitize=fuzzer as a libFuzzer target (CS_FUZZ=ON, scripts/ci-reliability),
 * or with any compiler and replay.c as a plain program that runs the
 * committed corpus once, as a regression test in the normal suite. */
#ifndef CS_FUZZ_H
#define CS_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A broken invariant: say which, then abort so the fuzzer keeps the input. */
#define FUZZ_CHECK(cond)                                                                  \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, #cond);  \
            abort();                                                                      \
        }                                                                                 \
    } while (0)

#endif
