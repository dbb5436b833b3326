/* SPDX-License-Identifier: MIT */
/* cmd_score.c - `cityscape-cli score [--json] [CPN ...]` (shared/spec/notation.md). */
#include "cli.h"
#include "eg_json.h"
#include "eg_parse.h"
#include "cs_core.h"

#include <stdlib.h>
#include <string.h>

static void score_usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli score [--json] [CPN ...]\n\n"
            "Scores each CPN position given as an argument or, with none, each\n"
            "non-empty line of standard input: one output line per position, in order.\n"
            "Each seat with goals gets its four line scores and its total.\n\n"
            "  --json   one JSON object per line: {\"S\":{\"lines\":[30,20,25,0],\"total\":75}}\n"
            "           a malformed position gives {\"error\":\"...\"} on its line\n\n"
            "Exit status: 0 all scored, 1 some position was malformed, 2 usage error.\n"
            "Example: cityscape-cli score '-,-,-,5/-,-,-,-/2,-,-,-/13,-,-,- S:3562'\n");
}


/* Scores one position and prints one line. Returns 0 or CLI_BAD_INPUT. */
static int score_one(FILE *out, char *text, size_t len, int json)
{
    text = cli_trim(text, &len);
    cs_position pos;
    cs_error err;
    if (cs_cpn_parse(text, len, &pos, &err) != CS_OK) {
        char msg[256];
        cs_error_format(&err, msg, sizeof msg);
        eg_error_line(out, json, msg);
        return CLI_BAD_INPUT;
    }
    int first = 1;
    fputs(json ? "{" : "", out);
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (!(pos.has_goals & (1u << seat)))
            continue;
        int lines[CS_LINES];
        int total = cs_score_seat(&pos.board, (cs_seat)seat, pos.goals[seat], lines);
        if (json)
            fprintf(out, "%s\"%c\":{\"lines\":[%d,%d,%d,%d],\"total\":%d}", first ? "" : ",",
                    cs_seat_char((cs_seat)seat), lines[0], lines[1], lines[2], lines[3], total);
        else
            fprintf(out, "%s%c %d %d %d %d total %d", first ? "" : "  ",
                    cs_seat_char((cs_seat)seat), lines[0], lines[1], lines[2], lines[3], total);
        first = 0;
    }
    if (json)
        fputs("}\n", out);
    else
        fputs(first ? "no goals to score\n" : "\n", out);
    return CLI_OK;
}

int cli_score(int argc, char **argv)
{
    int json = 0, argi = 1;
    for (; argi < argc; argi++) {
        if (cli_is_help(argv[argi])) {
            score_usage(stdout);
            return CLI_OK;
        }
        if (strcmp(argv[argi], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[argi], "--") == 0) {
            argi++;
            break;
        } else if (argv[argi][0] == '-' && argv[argi][1] == '-') {
            fprintf(stderr, "cityscape-cli score: unknown option '%s'\n", argv[argi]);
            score_usage(stderr);
            return CLI_USAGE;
        } else {
            break;
        }
    }
    int status = CLI_OK;
    if (argi < argc) {
        for (; argi < argc; argi++)
            if (score_one(stdout, argv[argi], strlen(argv[argi]), json) != CLI_OK)
                status = CLI_BAD_INPUT;
    } else {
        char *buf = NULL;
        size_t cap = 0;
        long n, lineno = 0;
        while ((n = eg_read_line(stdin, &buf, &cap)) >= 0) {
            size_t len = (size_t)n;
            eg_error err = {0};
            if (eg_line_is_text(buf, len, ++lineno, &err) != 0) {
                eg_error_line(stdout, json, err.msg);
                status = CLI_BAD_INPUT;
                continue;
            }
            char *line = cli_trim(buf, &len);
            if (len == 0)
                continue;
            if (score_one(stdout, line, len, json) != CLI_OK)
                status = CLI_BAD_INPUT;
        }
        free(buf);
    }
    fflush(stdout);
    return status;
}
