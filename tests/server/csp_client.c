/* SPDX-License-Identifier: MIT */
/* csp_client.c - the CSP/1 test client (csp_client.h). */
#define _POSIX_C_SOURCE 200809L
#include "csp_client.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "eg_csp.h"
#include "eg_record.h"
#include "midend.h"

double cl_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

int cl_server_start(cl_server *s, const char *bin, const char *data, const char *const *extra)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    const char *argv[32] = {bin, "--host", "127.0.0.1", "--port", "0", "--data", data};
    int n = 7;
    for (int i = 0; extra && extra[i] && n < 31; i++)
        argv[n++] = extra[i];
    argv[n] = NULL;
    s->pid = fork();
    if (s->pid < 0)
        return -1;
    if (s->pid == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        close(fds[1]);
        execv(bin, (char *const *)argv);
        _exit(127);
    }
    close(fds[1]);
    FILE *f = fdopen(fds[0], "r");
    char line[512] = "";
    s->port = 0;
    if (f && fgets(line, sizeof line, f)) {
        const char *p = strstr(line, " port ");
        if (p)
            s->port = atoi(p + 6);
    }
    if (f)
        fclose(f);
    if (s->port <= 0) {
        fprintf(stderr, "server did not say its port: '%s'\n", line);
        return -1;
    }
    return 0;
}

int cl_server_stop(cl_server *s, int sig)
{
    int status = 0;
    kill(s->pid, sig);
    waitpid(s->pid, &status, 0);
    return status;
}

bool cl_connect(cl_client *c, const char *name, int port, int rcvbuf)
{
    memset(c, 0, sizeof *c);
    c->name = name;
    c->fd = socket(AF_INET, SOCK_STREAM, 0);
    if (c->fd < 0)
        return false;
    if (rcvbuf > 0)
        setsockopt(c->fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof rcvbuf);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(c->fd, (struct sockaddr *)&a, sizeof a) != 0)
        return false;
    return rcvbuf > 0 || cl_wait(c, "CSP/1 ", 5000);
}

void cl_close(cl_client *c)
{
    if (c->fd >= 0)
        close(c->fd);
    c->fd = -1;
    c->eof = true;
}

void cl_free(cl_client *c)
{
    cl_close(c);
    free(c->log);
    c->log = NULL;
}

bool cl_send(cl_client *c, const char *fmt, ...)
{
    char line[2048];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    line[n++] = '\n';
    for (int off = 0; off < n;) {
        ssize_t w = send(c->fd, line + off, (size_t)(n - off), MSG_NOSIGNAL);
        if (w <= 0)
            return false;
        off += (int)w;
    }
    return true;
}

/* One line from the server, read by the engine's parser (eg_csp.h, which
 * the window's remote mid end reads them with too). A line it refuses is
 * counted as an error. */
static void on_line(cl_client *c, const char *line)
{
    snprintf(c->last, sizeof c->last, "%s", line);
    static eg_csp_line l;
    if (eg_csp_parse(line, &l, NULL) != 0) {
        c->errs++;
        return;
    }
    switch (l.kind) {
    case EG_CSP_TABLE:
        snprintf(c->code, sizeof c->code, "%.7s", l.word);
        c->g = eg_game_find(l.game);
        break;
    case EG_CSP_SEAT:
        c->seats |= 1u << l.seat;
        snprintf(c->token[l.seat], sizeof c->token[l.seat], "%.39s", l.word);
        break;
    case EG_CSP_MOVE:
        c->moves = l.k > c->moves ? l.k : c->moves;
        c->fresh = false; /* the last TURN is stale until the next one */
        c->pending[l.seat] = false;
        break;
    case EG_CSP_VIEW:
        if (l.seat >= 0)
            snprintf(c->view[l.seat], sizeof c->view[l.seat], "%s", l.text);
        break;
    case EG_CSP_TURN:
        c->turn = l.turn;
        c->fresh = true;
        break;
    case EG_CSP_OVER:
        c->over = true;
        break;
    case EG_CSP_ERR:
        c->errs++;
        break;
    default:
        break;
    }
}

bool cl_pump(cl_client *c, int ms)
{
    if (c->eof)
        return false;
    struct pollfd pf = {c->fd, POLLIN, 0};
    if (poll(&pf, 1, ms) <= 0)
        return true;
    char tmp[1 << 16];
    ssize_t n = recv(c->fd, tmp, sizeof tmp, 0);
    if (n <= 0) {
        c->eof = true;
        return false;
    }
    if (c->nolog && c->scan > 0) {
        memmove(c->log, c->log + c->scan, c->loglen - c->scan + 1);
        c->loglen -= c->scan;
        c->scan = 0;
    }
    if (c->loglen + (size_t)n + 1 > c->logcap) {
        c->logcap = (c->loglen + (size_t)n + 1) * 2;
        c->log = realloc(c->log, c->logcap);
    }
    memcpy(c->log + c->loglen, tmp, (size_t)n);
    c->loglen += (size_t)n;
    c->log[c->loglen] = '\0';
    for (ssize_t i = 0; i < n; i++) {
        if (tmp[i] == '\n') {
            c->buf[c->blen] = '\0';
            on_line(c, c->buf);
            c->blen = 0;
        } else if (c->blen < sizeof c->buf - 1) {
            c->buf[c->blen++] = tmp[i];
        }
    }
    return true;
}

bool cl_wait(cl_client *c, const char *prefix, int ms)
{
    double end = cl_now_ms() + ms;
    size_t pl = strlen(prefix);
    for (;;) {
        /* The whole lines not yet looked at by a wait, in order. */
        const char *t = c->log ? c->log + c->scan : "";
        for (const char *nl; (nl = strchr(t, '\n')); t = nl + 1) {
            size_t len = (size_t)(nl - t);
            c->scan = (size_t)(nl + 1 - c->log);
            if (len >= pl && memcmp(t, prefix, pl) == 0) {
                snprintf(c->last, sizeof c->last, "%.*s", (int)len, t);
                return true;
            }
        }
        if (cl_now_ms() >= end || !cl_pump(c, 50))
            return false;
    }
}

/* The seat's move: the game's weakest computer player on the view sent. */
static int choose(cl_client *c, int p, char move[EG_MOVE_MAX])
{
    static char state[1 << 16];
    eg_error err = {0};
    if (c->g->state_size > sizeof state ||
        c->g->view_parse(c->view[p], p, state, &err) != 0) {
        fprintf(stderr, "%s: seat %d's view does not parse: %s\n", c->name, p + 1, err.msg);
        return -1;
    }
    /* A solitaire ends when its player says so ("end"): after 40 moves. */
    if ((c->g->flags & EG_GAME_SOLITAIRE) && c->moves >= 40) {
        snprintf(move, EG_MOVE_MAX, "end");
        return 0;
    }
    eg_ai_request req = {0};
    req.seed = ++c->seed;
    if (c->g->ai_choose(state, p, &req, move, &err) != 0) {
        fprintf(stderr, "%s: seat %d: no move: %s\n", c->name, p + 1, err.msg);
        return -1;
    }
    return 0;
}

static int play_turns(cl_client *c)
{
    if (!c->fresh || c->over || c->quiet || !c->g)
        return 0;
    c->fresh = false;
    for (int p = 0; p < EG_MAX_PLAYERS; p++) {
        if (!(c->seats & c->turn & (1u << p)) || c->pending[p])
            continue;
        char move[EG_MOVE_MAX];
        if (choose(c, p, move) != 0)
            return -1;
        c->pending[p] = true;
        c->sent_at[p] = cl_now_ms();
        if (!cl_send(c, "MOVE %d %s", p + 1, move))
            return -1;
    }
    return 0;
}

int cl_play(cl_client **cs, int n, int timeout_s, bool (*hook)(void *ctx, int moves), void *ctx,
            double *lat, int *nlat, int maxlat)
{
    double end = cl_now_ms() + timeout_s * 1000.0;
    for (;;) {
        bool all_over = true;
        int moves = 0;
        for (int i = 0; i < n; i++) {
            cl_client *c = cs[i];
            if (c->quiet)
                continue;
            all_over &= c->over;
            moves = c->moves > moves ? c->moves : moves;
        }
        if (all_over)
            return 0;
        if (hook && !hook(ctx, moves))
            return 0;
        if (cl_now_ms() > end) {
            fprintf(stderr, "play: not over after %d s (%d moves)\n", timeout_s, moves);
            return -1;
        }
        static struct pollfd *pf;
        static int npf;
        if (n > npf) {
            free(pf);
            pf = malloc(sizeof *pf * (size_t)n);
            npf = pf ? n : 0;
            if (!pf)
                return -1;
        }
        for (int i = 0; i < n; i++)
            pf[i] = (struct pollfd){cs[i]->eof ? -1 : cs[i]->fd, POLLIN, 0};
        if (poll(pf, (nfds_t)n, 100) < 0 && errno != EINTR)
            return -1;
        for (int i = 0; i < n; i++) {
            cl_client *c = cs[i];
            if (!(pf[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            int errs = c->errs;
            bool pend[EG_MAX_PLAYERS];
            memcpy(pend, c->pending, sizeof pend);
            if (!cl_pump(c, 0) && !c->quiet) {
                fprintf(stderr, "%s: the server closed the connection\n", c->name);
                return -1;
            }
            if (c->nolog)
                c->scan = c->loglen;
            if (c->errs != errs && !c->quiet) {
                fprintf(stderr, "%s: %s\n", c->name, c->last);
                return -1;
            }
            for (int p = 0; lat && p < EG_MAX_PLAYERS; p++)
                if (pend[p] && !c->pending[p] && *nlat < maxlat)
                    lat[(*nlat)++] = cl_now_ms() - c->sent_at[p];
        }
        for (int i = 0; i < n; i++)
            if (play_turns(cs[i]) != 0)
                return -1;
    }
}

eg_midend *cl_load_table(const char *data, const char *code)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.rec", data, code);
    eg_record rec;
    eg_record_init(&rec);
    eg_error err = {0};
    eg_midend *me = NULL;
    if (eg_record_load(path, &rec, &err) == 0)
        me = eg_midend_new(&rec, &err);
    if (!me)
        fprintf(stderr, "%s: %s\n", path, err.msg);
    eg_record_free(&rec);
    return me;
}
