/* SPDX-License-Identifier: MIT */
/* cli_util.c - small helpers shared by the commands. */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int cli_is_help(const char *arg)
{
    return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0;
}

long cli_read_line(FILE *in, char **buf, size_t *cap)
{
    size_t n = 0;
    int c;
    while ((c = fgetc(in)) != EOF && c != '\n') {
        if (n + 2 > *cap) {
            size_t ncap = *cap ? *cap * 2 : 256;
            char *nb = realloc(*buf, ncap);
            if (!nb)
                return -1;
            *buf = nb;
            *cap = ncap;
        }
        (*buf)[n++] = (char)c;
    }
    if (c == EOF && n == 0)
        return -1;
    if (!*buf) {
        *buf = malloc(1);
        if (!*buf)
            return -1;
        *cap = 1;
    }
    if (n > 0 && (*buf)[n - 1] == '\r')
        n--;
    (*buf)[n] = '\0';
    return (long)n;
}

int cli_parse_uint(const char *s, unsigned long long max, unsigned long long *out)
{
    if (!s || !*s || *s == '-')
        return -1;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end || errno || v > max)
        return -1;
    *out = v;
    return 0;
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

char *cli_read_file(const char *path, size_t max, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cityscape-cli: %s: %s\n", path, strerror(errno));
        return NULL;
    }
    char *buf = malloc(max + 1);
    if (!buf) {
        fclose(f);
        fprintf(stderr, "cityscape-cli: %s: out of memory\n", path);
        return NULL;
    }
    errno = 0;
    size_t n = fread(buf, 1, max + 1, f);
    int bad = ferror(f), read_errno = errno;
    fclose(f);
    if (bad) {
        fprintf(stderr, "cityscape-cli: %s: %s\n", path,
                read_errno ? strerror(read_errno) : "read error");
        free(buf);
        return NULL;
    }
    if (n > max) {
        fprintf(stderr, "cityscape-cli: %s: file is larger than %zu bytes\n", path, max);
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    if (memchr(buf, '\0', n)) {
        fprintf(stderr, "cityscape-cli: %s: not a text file (contains a NUL byte)\n", path);
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}
