/* SPDX-License-Identifier: MIT */
/* cmd_arena.c - `cityscape-cli arena`: many games among built-in levels and
 * external CEP/1 engines, with win rates, confidence intervals and mean
 * scores (the games themselves are played by src/games/cityscape/ai/arena.c). */
#include "arena.h"
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static void arena_usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli arena --player P --player P [--player P ...]\n"
            "           [--games N] [--players 2|3|4] [--seed S] [--rounds R]\n"
            "           [--movetime MS] [--iterations K] [--grace MS] [--jobs J] [--quiet]\n\n"
            "Plays N games (default 100) and prints each player's win rate with a 95%%\n"
            "confidence interval (Wilson) and mean score per game. A player is easy,\n"
            "medium, hard or engine:COMMAND (a CEP/1 program run with /bin/sh -c).\n"
            "Players rotate through the seats and the first builder rotates, game by\n"
            "game. Ties share the win (a 2-way tie gives 0.5 each).\n\n"
            "  --players     number of players (default: the number of --player given)\n"
            "  --seed        seed for the whole run (default 1)\n"
            "  --rounds      rounds per game (default one per player, 4 for 2 players)\n"
            "  --movetime    ms per move for engines and, without --iterations, for\n"
            "                built-in hard (default 1000)\n"
            "  --iterations  built-in hard searches K iterations per move: reproducible\n"
            "  --grace       extra ms an engine may take beyond movetime + 100 (default 150)\n"
            "  --jobs        games played at once on separate threads (default 1)\n"
            "  --quiet       no progress bar on standard error\n\n"
            "An engine that crashes, times out or answers illegally loses that game and\n"
            "is reported under 'faults'.\n");
}

int cli_arena(int argc, char **argv)
{
    cs_arena_config cfg = cs_arena_config_default();
    int nentrants = 0, players = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t n = 0;
        int ok = 1;
        if (cli_is_help(a)) {
            arena_usage(stdout);
            return CLI_OK;
        } else if (strcmp(a, "--quiet") == 0) {
            cfg.progress = false;
            continue;
        } else if (strcmp(a, "--player") == 0 && v) {
            const char *why = cs_arena_check_entrant(v);
            if (why) {
                fprintf(stderr, "cityscape-cli arena: '%s': %s\n", v, why);
                return CLI_USAGE;
            }
            if (nentrants == CS_MAX_PLAYERS) {
                fprintf(stderr, "cityscape-cli arena: at most %d players\n", CS_MAX_PLAYERS);
                return CLI_USAGE;
            }
            cfg.entrant[nentrants++] = v;
        } else if (strcmp(a, "--games") == 0) {
            ok = cli_number("arena", a, v, 1, 10000000, &n) == 0;
            cfg.games = (int)n;
        } else if (strcmp(a, "--players") == 0) {
            ok = cli_number("arena", a, v, 2, CS_MAX_PLAYERS, &n) == 0;
            players = (int)n;
        } else if (strcmp(a, "--seed") == 0) {
            ok = cli_number("arena", a, v, 0, UINT64_MAX, &n) == 0;
            cfg.seed = n;
        } else if (strcmp(a, "--rounds") == 0) {
            ok = cli_number("arena", a, v, 1, CS_MAX_ROUNDS, &n) == 0;
            cfg.rounds = (int)n;
        } else if (strcmp(a, "--movetime") == 0) {
            ok = cli_number("arena", a, v, 1, 3600000, &n) == 0;
            cfg.movetime_ms = (uint32_t)n;
        } else if (strcmp(a, "--iterations") == 0) {
            ok = cli_number("arena", a, v, 0, 100000000, &n) == 0;
            cfg.iterations = (uint32_t)n;
        } else if (strcmp(a, "--grace") == 0) {
            ok = cli_number("arena", a, v, 0, 3600000, &n) == 0;
            cfg.grace_ms = (uint32_t)n;
        } else if (strcmp(a, "--jobs") == 0) {
            ok = cli_number("arena", a, v, 1, 64, &n) == 0;
            cfg.jobs = (int)n;
        } else {
            fprintf(stderr, "cityscape-cli arena: bad argument '%s'%s\n", a,
                    v ? "" : " (missing value?)");
            arena_usage(stderr);
            return CLI_USAGE;
        }
        if (!ok) /* cli_number said why, in one line */
            return CLI_USAGE;
        i++;
    }
    cfg.nplayers = players ? players : nentrants;
    if (nentrants != cfg.nplayers || nentrants < 2) {
        fprintf(stderr, "cityscape-cli arena: give one --player per player (%d players, %d "
                        "given)\n", cfg.nplayers, nentrants);
        return CLI_USAGE;
    }
    cs_arena_result res;
    char err[200];
    if (cs_arena_run(&cfg, &res, err, sizeof err) != 0) {
        fprintf(stderr, "cityscape-cli arena: %s\n", err);
        return CLI_USAGE;
    }
    cs_arena_print(stdout, &cfg, &res);
    return CLI_OK;
}
