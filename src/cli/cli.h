/* SPDX-License-Identifier: MIT */
/* cli.h - cityscape-cli commands. Each command is a function taking its own
 * arguments (argv[0] is the command name) and returning the exit status:
 * 0 success, 1 bad input, 2 usage error. */
#ifndef CS_CLI_H
#define CS_CLI_H

#include <stdint.h>
#include <stdio.h>

enum { CLI_OK = 0, CLI_BAD_INPUT = 1, CLI_USAGE = 2 };

typedef struct {
    const char *name;
    const char *summary;  /* one line for the tool's --help */
    int (*run)(int argc, char **argv);
} cli_command;

int cli_score(int argc, char **argv);
int cli_show(int argc, char **argv);
int cli_replay(int argc, char **argv);
/* Added by the AI work: engine, arena, bench. */
int cli_engine(int argc, char **argv);
int cli_arena(int argc, char **argv);
int cli_bench(int argc, char **argv);

/* ---- Helpers shared by commands (cli_util.c). */
/* True if argv[i] is -h or --help. */
int cli_is_help(const char *arg);
/* The value of option `name` of command `cmd` as a whole number min..max
 * (eg_parse_u64: digits only, nothing out of range); 0, or -1 after
 * "cityscape-cli CMD: NAME: 'TEXT' ..." on standard error. */
int cli_number(const char *cmd, const char *name, const char *text, uint64_t min, uint64_t max,
               uint64_t *out);
/* Strips leading and trailing spaces/tabs in place; returns the new start. */
char *cli_trim(char *s, size_t *len);

#endif
