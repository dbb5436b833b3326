/* SPDX-License-Identifier: MIT */
/* main.c - cityscape-server's command line (docs/network-protocol.md). */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "eg_line.h"
#include "server.h"

static const char USAGE[] =
    "usage: cityscape-server [--host ADDR] [--port N] [--data DIR] [--idle SECONDS]\n"
    "                        [--max-conns N] [--max-per-addr N] [--max-tables N]\n"
    "                        [--keep-finished SECONDS]\n"
    "Holds tables of Cityscape, Skyscrapers, Six Cities and City Blox for players\n"
    "on other machines, in the line protocol CSP/1 (docs/network-protocol.md).\n"
    "  --host ADDR        address to listen on (default 0.0.0.0: every interface)\n"
    "  --port N           TCP port (default 7878; 0: a free one, printed)\n"
    "  --data DIR         where tables are saved and resumed from\n"
    "                     (default ./cityscape-server-data)\n"
    "  --idle SECONDS     close a connection silent this long (default 300)\n"
    "  --max-conns N      connections in all (default 4096)\n"
    "  --max-per-addr N   connections from one address (default 64)\n"
    "  --max-tables N     tables held (default 10000)\n"
    "  --keep-finished SECONDS\n"
    "                     a finished table nobody is at is put away (its files\n"
    "                     moved to DIR/finished/) after this long (default 3600)\n";

static int number(const char *opt, const char *v, unsigned long long max, int *out)
{
    unsigned long long n;
    if (!v || eg_parse_uint(v, max, &n) != 0) {
        fprintf(stderr, "cityscape-server: %s: '%s' is not a number from 0 to %llu\n", opt,
                v ? v : "", max);
        return -1;
    }
    *out = (int)n;
    return 0;
}

int main(int argc, char **argv)
{
    sv_options o;
    sv_default_options(&o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int n = 0, rc = 0;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(USAGE, stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            puts("cityscape-server 0.1.0 (CSP/1)");
            return 0;
        } else if (strcmp(a, "--host") == 0 && v) {
            o.host = v;
        } else if (strcmp(a, "--data") == 0 && v) {
            o.data = v;
        } else if (strcmp(a, "--port") == 0) {
            rc = number(a, v, 65535, &o.port);
        } else if (strcmp(a, "--idle") == 0) {
            rc = number(a, v, 86400, &n), o.idle_s = (unsigned)n;
        } else if (strcmp(a, "--max-conns") == 0) {
            rc = number(a, v, 1000000, &o.max_conns);
        } else if (strcmp(a, "--max-per-addr") == 0) {
            rc = number(a, v, 1000000, &o.max_per_addr);
        } else if (strcmp(a, "--keep-finished") == 0) {
            rc = number(a, v, 30 * 86400, &n), o.keep_finished_s = (unsigned)n;
        } else if (strcmp(a, "--max-tables") == 0) {
            rc = number(a, v, 10000000, &o.max_tables);
        } else {
            fprintf(stderr, "cityscape-server: unknown option or missing value: '%s'\n%s", a,
                    USAGE);
            return 2;
        }
        if (rc != 0)
            return 2;
        i++;
    }
    signal(SIGPIPE, SIG_IGN);
    /* A connection is a file descriptor: as many as the system lets us. */
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
    return sv_run(&o);
}
