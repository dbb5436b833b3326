/* SPDX-License-Identifier: MIT */
/* server_bench.c - cityscape-server under load on loopback: TABLES tables of
 * four-player Cityscape, each with four clients (one seat each), all played
 * to the end at once by test clients (csp_client.h, the game's Easy player on
 * the view text sent). With --kill the server is killed with SIGKILL when
 * half the moves are made, started again on the same data folder, and every
 * client comes back with REJOIN; no table may be lost.
 *
 * usage: server_bench SERVER WORKDIR TABLES [--kill] [--rounds N]
 *
 * Prints the move latency a client sees (MOVE sent to its MOVE line back:
 * median and 99th percentile; the clients' own work shares the machine), the
 * server's resident memory per table (its RSS at the peak, less its RSS
 * before the first table, over TABLES), the wall time, and how many tables
 * were saved over. Exit 0 when every table finished and its record is over. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "csp_client.h"
#include "eg_record.h"
#include "midend.h"

typedef struct {
    cl_client **cs;
    int n, tables;
    cl_server *srv;
    const char *bin, *data;
    const char *const *extra;
    bool kill;
    int killed_at;
    long rss_base, rss_peak;
    double last_sample;
    int total_goal;
} bench;

static long rss_kb(pid_t pid)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    long kb = 0;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %ld", &kb) == 1)
            break;
    if (f)
        fclose(f);
    return kb;
}

static int total_moves(const bench *b)
{
    int sum = 0;
    for (int t = 0; t < b->tables; t++)
        sum += b->cs[4 * t]->moves;
    return sum;
}

static bool step(void *arg, int moves)
{
    (void)moves;
    bench *b = arg;
    if (cl_now_ms() - b->last_sample > 500) {
        long kb = rss_kb(b->srv->pid);
        b->rss_peak = kb > b->rss_peak ? kb : b->rss_peak;
        b->last_sample = cl_now_ms();
        for (int i = 0; i < b->n; i++) /* the idle limit */
            if (!b->cs[i]->over)
                cl_send(b->cs[i], "PING");
    }
    int sum = total_moves(b);
    if (!b->kill || b->killed_at || sum < b->total_goal / 2)
        return true;
    b->killed_at = sum;
    cl_server_stop(b->srv, SIGKILL);
    if (cl_server_start(b->srv, b->bin, b->data, b->extra) != 0) {
        fprintf(stderr, "the server did not start again\n");
        exit(1);
    }
    for (int i = 0; i < b->n; i++) {
        cl_client *c = b->cs[i];
        char token[40];
        int seat = __builtin_ctz(c->seats);
        snprintf(token, sizeof token, "%s", c->token[seat]);
        const char *name = c->name;
        uint64_t seed = c->seed;
        cl_free(c);
        if (!cl_connect(c, name, b->srv->port, 0) || !cl_send(c, "REJOIN %s", token) ||
            !cl_wait(c, "TURN ", 30000)) {
            fprintf(stderr, "%s: no REJOIN after the restart: %s\n", name, c->last);
            exit(1);
        }
        c->nolog = true;
        c->seed = seed;
    }
    printf("killed with SIGKILL after %d moves; restarted, %d clients rejoined\n", sum, b->n);
    return true;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: server_bench SERVER WORKDIR TABLES [--kill] [--rounds N]\n");
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    bench b = {0};
    b.bin = argv[1];
    b.tables = atoi(argv[3]);
    int rounds = 2;
    for (int i = 4; i < argc; i++) {
        if (strcmp(argv[i], "--kill") == 0)
            b.kill = true;
        else if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc)
            rounds = atoi(argv[++i]);
    }
    if (b.tables < 1) {
        fprintf(stderr, "server_bench: TABLES must be 1 or more\n");
        return 2;
    }
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
    static char data[4096];
    mkdir(argv[2], 0777);
    snprintf(data, sizeof data, "%s/bench", argv[2]);
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", data);
    if (system(cmd) != 0)
        return 1;
    b.data = data;
    static char big[32];
    snprintf(big, sizeof big, "%d", 8 * b.tables + 64);
    static const char *extra[12];
    const char *e[] = {"--max-conns", big, "--max-per-addr", big, "--max-tables", big, NULL};
    memcpy(extra, e, sizeof e);
    b.extra = extra;
    cl_server srv;
    b.srv = &srv;
    if (cl_server_start(&srv, b.bin, data, extra) != 0)
        return 1;
    b.rss_base = rss_kb(srv.pid);
    b.n = 4 * b.tables;
    b.cs = calloc((size_t)b.n, sizeof *b.cs);
    static char names[4][8] = {"p1", "p2", "p3", "p4"};
    double t0 = cl_now_ms();
    for (int t = 0; t < b.tables; t++) {
        cl_client **c = b.cs + 4 * t;
        for (int i = 0; i < 4; i++) {
            c[i] = calloc(1, sizeof *c[i]);
            if (!c[i] || !cl_connect(c[i], names[i], srv.port, 0)) {
                fprintf(stderr, "table %d: client %d cannot connect\n", t, i);
                return 1;
            }
            c[i]->seed = (uint64_t)t * 4 + (uint64_t)i;
        }
        cl_send(c[0], "NEW cityscape me,open,open,open rounds=%d seed=%d", rounds, t);
        if (!cl_wait(c[0], "TABLE ", 30000)) {
            fprintf(stderr, "table %d: %s\n", t, c[0]->last);
            return 1;
        }
        for (int i = 1; i < 4; i++) {
            cl_send(c[i], "JOIN %s %d", c[0]->code, i + 1);
            if (!cl_wait(c[i], "SEAT ", 30000)) {
                fprintf(stderr, "table %d seat %d: %s\n", t, i + 1, c[i]->last);
                return 1;
            }
        }
        for (int i = 0; i < 4; i++) {
            c[i]->nolog = true;
            c[i]->fresh = true;
        }
    }
    /* Cityscape with 4 players: 4 goals and 25 blocks' turns a round. */
    b.total_goal = b.tables * rounds * (4 + 25);
    double t1 = cl_now_ms();
    int maxlat = b.tables * rounds * 40 + 1000, nlat = 0;
    double *lat = malloc(sizeof *lat * (size_t)maxlat);
    int rc = cl_play(b.cs, b.n, 3600, step, &b, lat, &nlat, maxlat);
    double t2 = cl_now_ms();
    b.rss_peak = b.rss_peak > rss_kb(srv.pid) ? b.rss_peak : rss_kb(srv.pid);
    int stop = cl_server_stop(&srv, SIGTERM);
    /* Every table's record: there, over. */
    int over = 0;
    for (int t = 0; t < b.tables; t++) {
        eg_midend *me = cl_load_table(data, b.cs[4 * t]->code);
        if (me && eg_midend_is_over(me))
            over++;
        else if (me)
            fprintf(stderr, "table %s: not over\n", b.cs[4 * t]->code);
        eg_midend_free(me);
    }
    qsort(lat, (size_t)nlat, sizeof *lat, cmp_double);
    double med = nlat ? lat[nlat / 2] : 0, p99 = nlat ? lat[(nlat * 99) / 100] : 0;
    printf("tables %d x 4 clients, Cityscape %d rounds: %d moves by clients, %d in all; "
           "set up in %.1f s, played in %.1f s\n",
           b.tables, rounds, nlat, total_moves(&b), (t1 - t0) / 1000, (t2 - t1) / 1000);
    printf("move latency (client's MOVE to its MOVE line back): median %.2f ms, p99 %.2f ms\n",
           med, p99);
    printf("server memory: %ld KiB before the tables, %ld KiB at the peak: %.1f KiB per table\n",
           b.rss_base, b.rss_peak, (double)(b.rss_peak - b.rss_base) / b.tables);
    printf("tables finished and saved over: %d of %d%s\n", over, b.tables,
           b.kill ? " (after a SIGKILL and restart mid-load)" : "");
    for (int i = 0; i < b.n; i++) {
        cl_free(b.cs[i]);
        free(b.cs[i]);
    }
    free(b.cs);
    free(lat);
    if (rc != 0 || over != b.tables || stop != 0 || (b.kill && !b.killed_at)) {
        fprintf(stderr, "server_bench: FAILED (play %d, over %d/%d, server exit %d)\n", rc,
                over, b.tables, stop);
        return 1;
    }
    return 0;
}
