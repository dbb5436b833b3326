/* SPDX-License-Identifier: MIT */
/* cli.h - cityscape-cli commands. Each command is a function taking its own
 * arguments (argv[0] is the command name) and returning the exit status:
 * 0 success, 1 bad input, 2 usage error. */
#ifndef CS_CLI_H
#define CS_CLI_H

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
/* Reads one line (without the newline and any trailing '\r') into a growing
 * buffer; returns its length or -1 at end of input. *buf is malloc'd. */
long cli_read_line(FILE *in, char **buf, size_t *cap);
/* A whole decimal number 0..max (no sign, no junk); 0 on success, -1 not. */
int cli_parse_uint(const char *s, unsigned long long max, unsigned long long *out);
/* Strips leading and trailing spaces/tabs in place; returns the new start. */
char *cli_trim(char *s, size_t *len);
/* Reads a whole file (at most max bytes) into a NUL-terminated malloc'd
 * buffer; on failure prints "cityscape-cli: PATH: reason" and returns NULL. */
char *cli_read_file(const char *path, size_t max, size_t *len);

#endif
