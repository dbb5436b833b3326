/* SPDX-License-Identifier: MIT */
/* cli_util.c - small helpers shared by the commands. */
#include "cli.h"
#include "eg_parse.h"

#include <string.h>

int cli_is_help(const char *arg)
{
    return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0;
}

int cli_number(const char *cmd, const char *name, const char *text, uint64_t min, uint64_t max,
               uint64_t *out)
{
    eg_error err = {0};
    if (eg_parse_u64(text, min, max, out, name, &err) == 0)
        return 0;
    fprintf(stderr, "cityscape-cli %s: %s\n", cmd, err.msg);
    return -1;
}

char *cli_trim(char *s, size_t *len)
{
    size_t n = *len;
    while (n > 0 && (*s == ' ' || *s == '\t')) {
        s++;
        n--;
    }
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        n--;
    s[n] = '\0';
    *len = n;
    return s;
}
