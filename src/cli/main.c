/* SPDX-License-Identifier: MIT */
/* main.c - cityscape-cli: dispatch to a command. */
#include "cli.h"
#include "eg_arena.h"
#include "game.h"

#include <stdio.h>
#include <string.h>

static const cli_command COMMANDS[] = {
    {"score", "score CPN positions (from arguments or standard input)", cli_score},
    {"show", "draw a position in the terminal as a seat sees it", cli_show},
    {"replay", "check a game record and print each round's scores", cli_replay},
    {"engine", "play any game through CEP/2 (or Cityscape through CEP/1) on stdin/stdout", cli_engine},
    {"arena", "play many games among AI levels and engines, print win rates", cli_arena},
    {"bench", "measure playouts and Hard search iterations per second", cli_bench},
};
enum { NCOMMANDS = sizeof COMMANDS / sizeof COMMANDS[0] };

static void usage(FILE *out)
{
    fprintf(out, "usage: cityscape-cli COMMAND [ARGS...]\n"
                 "       cityscape-cli COMMAND --help\n\n"
                 "Cityscape's rules on the command line: no window needed.\n\n"
                 "commands:\n");
    for (int i = 0; i < NCOMMANDS; i++)
        fprintf(out, "  %-8s %s\n", COMMANDS[i].name, COMMANDS[i].summary);
    fprintf(out, "\nOther games of the collection: cityscape-cli GAME COMMAND [ARGS...]\n"
                 "(every game: cityscape-cli GAME arena, against built-in levels and your\n"
                 "own engine; `engine` serves every game through CEP/2)\n");
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        if (g->cli)
            fprintf(out, "  %-12s %s\n", g->id, g->summary);
    }
    fprintf(out, "\nExit status: 0 success, 1 bad input, 2 usage error.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CLI_USAGE;
    }
    if (cli_is_help(argv[1]) || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return CLI_OK;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("cityscape-cli 0.1.0\n");
        return CLI_OK;
    }
    const eg_game *g = eg_game_find(argv[1]);
    /* `cityscape-cli GAME arena ...`: the engine's arena, for any game with
     * levels, Cityscape's too (with outside engines in CEP/2); `cityscape-cli
     * arena` stays Cityscape's own, with CEP/1 engines. */
    if (g && g->nlevels > 0 && argc >= 3 && strcmp(argv[2], "arena") == 0)
        return eg_arena_main(g, argc - 2, argv + 2);
    /* `cityscape-cli cityscape COMMAND` is today's `cityscape-cli COMMAND`. */
    if (strcmp(argv[1], "cityscape") == 0)
        return main(argc - 1, argv + 1);
    for (int i = 0; i < NCOMMANDS; i++)
        if (strcmp(argv[1], COMMANDS[i].name) == 0)
            return COMMANDS[i].run(argc - 1, argv + 1);
    /* `cityscape-cli GAME COMMAND ...`: the game's own commands. */
    if (g && g->cli) {
        if (argc < 3) {
            static char help_flag[] = "--help";
            char *help[] = {help_flag, NULL};
            g->cli(1, help);
            return CLI_USAGE;
        }
        return g->cli(argc - 2, argv + 2);
    }
    fprintf(stderr, "cityscape-cli: unknown command '%s' (try cityscape-cli --help)\n", argv[1]);
    return CLI_USAGE;
}
