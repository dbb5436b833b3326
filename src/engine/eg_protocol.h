/* SPDX-License-Identifier: MIT */
/* eg_protocol.h - CEP/2, the engine protocol for every game
 * (docs/engine-protocol.md): the engine side, as a loop over any pair of
 * streams, so that tests drive it without a process.
 *
 * A controller opens with `cep 2`; the engine names the games it offers and
 * their levels, then takes `newgame ID PARAMS`, `seat N`, `view TEXT` (the
 * game's view_parse of that seat) and answers `go movetime MS` with
 * `bestmove MOVE` in time, whatever its search does (the search runs in an
 * eg_job that is cancelled at the deadline). `legal` lists the seat's legal
 * moves. Every malformed or illegal command gets `error <words>` and leaves
 * the state as it was. CEP/1 (Cityscape only) stays in src/games/cityscape/ai/cep.c;
 * `cityscape-cli engine` picks one by the first line. */
#ifndef EG_PROTOCOL_H
#define EG_PROTOCOL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "eg_game.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { EG_PROTOCOL_LINE_MAX = 16384 }; /* longer lines get an error */

typedef struct {
    const char *level;     /* level name taken at newgame when the game has it;
                              NULL or not there: the game's strongest */
    uint64_t seed;         /* `setoption seed` */
    uint32_t iterations;   /* `setoption iterations`: a fixed search budget
                              (still cut off by the movetime) */
    uint32_t movetime_ms;  /* `go` without movetime; 0 = 1000 */
} eg_protocol_options;

/* True when `line` opens CEP/2 ("cep 2", spaces and a '\r' around allowed). */
bool eg_protocol_is_opening(const char *line);

/* Serves CEP/2 for `games` (ngames of them; those without view text or
 * computer levels are refused by name) until `quit` or end of input.
 * `first`, when not NULL, is a line already read from `in` (the opening),
 * handled before the rest. Returns the exit status (0). */
int eg_protocol_run(const eg_game *const *games, int ngames, const char *first, FILE *in,
                    FILE *out, const eg_protocol_options *opt);

#ifdef __cplusplus
}
#endif
#endif
