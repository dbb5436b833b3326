/* SPDX-License-Identifier: MIT */
/* cmd_engine.c - `cityscape-cli engine`: an engine on standard input and
 * output. The first line picks the protocol: `cep 2` opens CEP/2, every game
 * (src/engine/protocol.c, docs/engine-protocol.md); anything else is CEP/1,
 * Cityscape as before (shared/spec/engine-protocol.md). */
#include "cep.h"
#include "cli.h"
#include "eg_line.h"
#include "eg_protocol.h"
#include "game.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static void engine_usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli engine [--level LEVEL] [--seed N] [--iterations K]\n"
            "                            [--movetime MS]\n\n"
            "Plays through an engine protocol on standard input and output. A first line\n"
            "'cep 2' opens CEP/2, which plays every game:");
    for (int i = 0; i < eg_game_count(); i++)
        fprintf(out, " %s", eg_game_at(i)->id);
    fprintf(out,
            "\n(docs/engine-protocol.md); any other first line is CEP/1, Cityscape only.\n"
            "  --level       playing strength (default: the strongest; `setoption level`\n"
            "                changes it). CEP/1: easy, medium or hard; CEP/2: taken by each\n"
            "                new game that has a level of that name\n"
            "  --seed        random seed (default 1): same seed, same answers\n"
            "  --iterations  a fixed search budget per move (reproducible; still cut off\n"
            "                by the movetime of `go`)\n"
            "  --movetime    milliseconds for `go` without movetime (default 1000)\n");
}

int cli_engine(int argc, char **argv)
{
    cs_cep_options opt = cs_cep_options_default();
    eg_protocol_options opt2 = {0};
    opt2.seed = opt.seed;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t n;
        int known_level = 0;
        for (int g = 0; v && g < eg_game_count() && !known_level; g++)
            for (int l = 0; l < eg_game_at(g)->nlevels; l++)
                known_level |= strcmp(v, eg_game_at(g)->level_names[l]) == 0;
        if (cli_is_help(a)) {
            engine_usage(stdout);
            return CLI_OK;
        } else if (strcmp(a, "--level") == 0 && v && known_level) {
            if (cs_ai_level_parse(v) >= 0)
                opt.level = (cs_ai_level)cs_ai_level_parse(v);
            opt2.level = v;
        } else if (strcmp(a, "--seed") == 0) {
            if (cli_number("engine", a, v, 0, UINT64_MAX, &n) != 0)
                return CLI_USAGE;
            opt.seed = opt2.seed = n;
        } else if (strcmp(a, "--iterations") == 0) {
            if (cli_number("engine", a, v, 0, 100000000u, &n) != 0)
                return CLI_USAGE;
            opt.iterations = opt2.iterations = (uint32_t)n;
        } else if (strcmp(a, "--movetime") == 0) {
            if (cli_number("engine", a, v, 0, 3600000u, &n) != 0)
                return CLI_USAGE;
            opt.movetime_ms = opt2.movetime_ms = (uint32_t)n;
        } else {
            fprintf(stderr, "cityscape-cli engine: bad argument '%s'%s\n", a,
                    v ? "" : " (missing value?)");
            engine_usage(stderr);
            return CLI_USAGE;
        }
        i++;
    }
    char *line = malloc(EG_PROTOCOL_LINE_MAX + 2);
    if (!line) {
        fprintf(stderr, "cityscape-cli engine: out of memory\n");
        return CLI_BAD_INPUT;
    }
    int rc = 0;
    bool too_long; /* then not CEP/2's opening, and CEP/1 answers it as too long */
    if (eg_read_protocol_line(stdin, line, EG_PROTOCOL_LINE_MAX + 1, &too_long) < 0) {
        rc = 0; /* no input: nothing to answer, as CEP/1 always did */
    } else if (eg_protocol_is_opening(line)) {
        const eg_game *games[16];
        int n = 0;
        for (int i = 0; i < eg_game_count() && n < 16; i++)
            games[n++] = eg_game_at(i);
        rc = eg_protocol_run(games, n, line, stdin, stdout, &opt2);
    } else {
        rc = cs_cep_run_from(line, stdin, stdout, &opt);
    }
    free(line);
    return rc;
}
