/* SPDX-License-Identifier: MIT */
/* cmd_engine.c - `cityscape-cli engine`: speak CEP/1 on standard input and
 * output (shared/spec/engine-protocol.md). */
#include "cep.h"
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static void engine_usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli engine [--level easy|medium|hard] [--seed N]\n"
            "                            [--iterations K] [--movetime MS]\n\n"
            "Plays Cityscape through CEP/1 on standard input and output.\n"
            "  --level       playing strength (default hard; `setoption level` changes it)\n"
            "  --seed        random seed (default 1): same seed, same answers\n"
            "  --iterations  Hard: search iterations per move (reproducible; still\n"
            "                cut off by the movetime of `go`)\n"
            "  --movetime    milliseconds for `go` without movetime (default 1000)\n");
}

int cli_engine(int argc, char **argv)
{
    cs_cep_options opt = cs_cep_options_default();
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t n;
        if (cli_is_help(a)) {
            engine_usage(stdout);
            return CLI_OK;
        } else if (strcmp(a, "--level") == 0 && v && cs_ai_level_parse(v) >= 0) {
            opt.level = (cs_ai_level)cs_ai_level_parse(v);
        } else if (strcmp(a, "--seed") == 0) {
            if (cli_number("engine", a, v, 0, UINT64_MAX, &n) != 0)
                return CLI_USAGE;
            opt.seed = n;
        } else if (strcmp(a, "--iterations") == 0) {
            if (cli_number("engine", a, v, 0, 100000000u, &n) != 0)
                return CLI_USAGE;
            opt.iterations = (uint32_t)n;
        } else if (strcmp(a, "--movetime") == 0) {
            if (cli_number("engine", a, v, 0, 3600000u, &n) != 0)
                return CLI_USAGE;
            opt.movetime_ms = (uint32_t)n;
        } else {
            fprintf(stderr, "cityscape-cli engine: bad argument '%s'%s\n", a,
                    v ? "" : " (missing value?)");
            engine_usage(stderr);
            return CLI_USAGE;
        }
        i++;
    }
    return cs_cep_run(stdin, stdout, &opt);
}
