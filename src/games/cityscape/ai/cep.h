/* SPDX-License-Identifier: MIT */
/* cep.h - CEP/1, the Cityscape Engine Protocol (shared/spec/engine-protocol.md):
 * the engine side, as a loop over any pair of streams so that tests and
 * fuzzers can drive it without a process. */
#ifndef CS_CEP_H
#define CS_CEP_H

#include "ai.h"

#include <stdio.h>

typedef struct {
    cs_ai_level level;     /* `setoption level` changes it */
    uint64_t seed;         /* `setoption seed` */
    uint32_t iterations;   /* Hard: iteration budget per move, 0 = by movetime only */
    uint32_t movetime_ms;  /* `go` without movetime; 0 = the protocol's 1000 ms */
} cs_cep_options;

cs_cep_options cs_cep_options_default(void);

enum { CS_CEP_MAX_LINE = 4096 }; /* longer lines are answered with an error */

/* Reads commands from `in` and answers on `out` (flushed after every reply)
 * until `quit` or end of input; returns the exit status (0). */
int cs_cep_run(FILE *in, FILE *out, const cs_cep_options *opt);
/* The same when the first line (without its newline) was already read from
 * `in`, as `cityscape-cli engine` does to tell CEP/1 from CEP/2; NULL: none. */
int cs_cep_run_from(const char *first, FILE *in, FILE *out, const cs_cep_options *opt);

#endif
