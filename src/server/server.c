/* SPDX-License-Identifier: MIT */
/* server.c - connections on one libuv loop (server.h): lines in, commands
 * to the tables (table.c), lines out; the limits of
 * docs/network-protocol.md. */
#define _POSIX_C_SOURCE 200809L
#include "sv_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sv_default_options(sv_options *o)
{
    *o = (sv_options){.host = "0.0.0.0", .port = 7878, .data = "cityscape-server-data",
                      .idle_s = 300, .max_conns = 4096, .max_per_addr = 64,
                      .max_tables = 10000, .lines_per_s = 1000, .out_max = 1u << 20,
                      .keep_finished_s = 3600};
}

/* ---- Writing. */

typedef struct {
    uv_write_t req;
    char data[];
} out_buf;

static void written(uv_write_t *req, int status)
{
    (void)status;
    free(req);
}

void sv_send(sv_conn *c, const char *fmt, ...)
{
    if (c->closing)
        return;
    char line[EG_VIEW_MAX + 256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line - 1, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n > sizeof line - 2)
        n = (int)sizeof line - 2;
    line[n++] = '\n';
    out_buf *b = malloc(sizeof *b + (size_t)n);
    if (!b) {
        sv_close(c, false);
        return;
    }
    memcpy(b->data, line, (size_t)n);
    uv_buf_t buf = uv_buf_init(b->data, (unsigned)n);
    if (uv_write(&b->req, (uv_stream_t *)&c->tcp, &buf, 1, written) != 0) {
        free(b);
        sv_close(c, false);
        return;
    }
    /* A client that does not read: its queue grows; it is let go. */
    if (uv_stream_get_write_queue_size((uv_stream_t *)&c->tcp) > c->srv->opt.out_max)
        sv_close(c, false);
}

/* ---- Closing: the handles are closed, then the connection unlinked
 * and freed. */

static void handle_closed(uv_handle_t *h)
{
    sv_conn *c = h->data;
    if (--c->handles > 0)
        return;
    sv_server *s = c->srv;
    if (c->prev)
        c->prev->next = c->next;
    else
        s->conns = c->next;
    if (c->next)
        c->next->prev = c->prev;
    free(c);
}

static void close_handles(sv_conn *c)
{
    if (!uv_is_closing((uv_handle_t *)&c->idle))
        uv_close((uv_handle_t *)&c->idle, handle_closed);
    if (!uv_is_closing((uv_handle_t *)&c->tcp))
        uv_close((uv_handle_t *)&c->tcp, handle_closed);
}

static void shut(uv_shutdown_t *req, int status)
{
    (void)status;
    sv_conn *c = req->data;
    free(req);
    close_handles(c);
}

static void flush_overdue(uv_timer_t *t) { close_handles(t->data); }

void sv_close(sv_conn *c, bool flush)
{
    if (c->closing) {
        if (!flush)
            close_handles(c);
        return;
    }
    c->closing = true;
    c->srv->nconns--;
    sv_leave_table(c);
    uv_read_stop((uv_stream_t *)&c->tcp);
    uv_shutdown_t *req = flush ? malloc(sizeof *req) : NULL;
    if (req) {
        /* What was written goes out first (the ERR line), for at most 5 s. */
        req->data = c;
        if (uv_shutdown(req, (uv_stream_t *)&c->tcp, shut) == 0) {
            uv_timer_start(&c->idle, flush_overdue, 5000, 0);
            return;
        }
        free(req);
    }
    close_handles(c);
}

void sv_refuse(sv_conn *c, const char *code, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    sv_send(c, "ERR %s %s", code, msg);
}

static void idle_timeout(uv_timer_t *t)
{
    sv_conn *c = t->data;
    sv_refuse(c, "idle", "nothing received for %u s: closing (send PING when idle)",
              c->srv->opt.idle_s);
    sv_close(c, true);
}

/* ---- Reading lines. */

static void alloc_buf(uv_handle_t *h, size_t suggested, uv_buf_t *buf)
{
    (void)suggested;
    sv_conn *c = h->data;
    *buf = uv_buf_init(c->srv->readbuf, sizeof c->srv->readbuf);
}

static void line_in(sv_conn *c, const char *line, size_t len)
{
    sv_server *s = c->srv;
    uint64_t now = uv_now(s->loop);
    if (now - c->window_start >= 1000) {
        c->window_start = now;
        c->lines = 0;
    }
    if (++c->lines > s->opt.lines_per_s) {
        sv_refuse(c, "flood", "more than %d lines in a second: closing", s->opt.lines_per_s);
        sv_close(c, true);
        return;
    }
    uv_timer_start(&c->idle, idle_timeout, (uint64_t)s->opt.idle_s * 1000, 0);
    np_command cmd;
    np_error err = {0};
    if (np_parse(line, len, &cmd, &err) != 0)
        sv_refuse(c, "syntax", "%s", err.msg);
    else
        sv_command(c, &cmd);
}

static void read_in(uv_stream_t *st, ssize_t n, const uv_buf_t *buf)
{
    sv_conn *c = st->data;
    if (n < 0) {
        sv_close(c, false);
        return;
    }
    for (ssize_t i = 0; i < n && !c->closing; i++) {
        char ch = buf->base[i];
        if (ch == '\n') {
            line_in(c, c->line, c->len);
            c->len = 0;
        } else if (c->len < NP_LINE_MAX + 1) { /* room for a '\r' */
            c->line[c->len++] = ch;
        } else {
            sv_refuse(c, "line", "a line longer than %d bytes: closing", NP_LINE_MAX);
            sv_close(c, true);
        }
    }
}

/* ---- Accepting. */

static int from_address(const sv_server *s, const char *addr)
{
    int n = 0;
    for (const sv_conn *c = s->conns; c; c = c->next)
        n += !c->closing && strcmp(c->addr, addr) == 0;
    return n;
}

static void accepted(uv_stream_t *listener, int status)
{
    sv_server *s = listener->data;
    if (status < 0)
        return;
    sv_conn *c = calloc(1, sizeof *c);
    if (!c)
        return;
    c->srv = s;
    snprintf(c->name, sizeof c->name, "player");
    uv_tcp_init(s->loop, &c->tcp);
    uv_timer_init(s->loop, &c->idle);
    c->tcp.data = c->idle.data = c;
    c->handles = 2;
    c->next = s->conns;
    if (s->conns)
        s->conns->prev = c;
    s->conns = c;
    s->nconns++;
    if (uv_accept(listener, (uv_stream_t *)&c->tcp) != 0) {
        sv_close(c, false);
        return;
    }
    struct sockaddr_storage ss;
    int len = sizeof ss;
    if (uv_tcp_getpeername(&c->tcp, (struct sockaddr *)&ss, &len) == 0)
        uv_ip_name((struct sockaddr *)&ss, c->addr, sizeof c->addr);
    uv_tcp_nodelay(&c->tcp, 1);
    sv_send(c, "CSP/1 cityscape-server 0.1.0");
    if (s->nconns > s->opt.max_conns) {
        sv_refuse(c, "busy", "the server has %d connections, its most: closing", s->opt.max_conns);
        sv_close(c, true);
    } else if (from_address(s, c->addr) > s->opt.max_per_addr) {
        sv_refuse(c, "busy", "%d connections from %s already, the most: closing",
                  s->opt.max_per_addr, c->addr);
        sv_close(c, true);
    } else {
        c->window_start = uv_now(s->loop);
        uv_timer_start(&c->idle, idle_timeout, (uint64_t)s->opt.idle_s * 1000, 0);
        uv_read_start((uv_stream_t *)&c->tcp, alloc_buf, read_in);
    }
}

/* ---- The loop. */

static void stop(uv_signal_t *sig, int signum)
{
    (void)signum;
    uv_stop(sig->loop);
}

static void close_any(uv_handle_t *h, void *arg)
{
    (void)arg;
    if (!uv_is_closing(h))
        uv_close(h, NULL);
}

int sv_run(const sv_options *o)
{
    sv_server *s = calloc(1, sizeof *s);
    if (!s) {
        fprintf(stderr, "cityscape-server: out of memory\n");
        return 1;
    }
    s->opt = *o;
    s->loop = uv_default_loop();
    int rc = sv_tables_open(s);
    struct sockaddr_storage addr;
    if (rc == 0 && uv_ip4_addr(o->host, o->port, (struct sockaddr_in *)&addr) != 0 &&
        uv_ip6_addr(o->host, o->port, (struct sockaddr_in6 *)&addr) != 0) {
        fprintf(stderr, "cityscape-server: --host '%s' is not an IPv4 or IPv6 address\n",
                o->host);
        rc = 1;
    }
    if (rc == 0) {
        uv_tcp_init(s->loop, &s->listener);
        s->listener.data = s;
        int e = uv_tcp_bind(&s->listener, (struct sockaddr *)&addr, 0);
        if (e == 0)
            e = uv_listen((uv_stream_t *)&s->listener, 511, accepted);
        if (e != 0) {
            fprintf(stderr, "cityscape-server: cannot listen on %s port %d: %s\n", o->host,
                    o->port, uv_strerror(e));
            rc = 1;
        }
    }
    if (rc == 0) {
        struct sockaddr_storage bound;
        int len = sizeof bound;
        uv_tcp_getsockname(&s->listener, (struct sockaddr *)&bound, &len);
        int port = ntohs(((struct sockaddr_in *)&bound)->sin_port);
        printf("cityscape-server: listening on %s port %d, data in %s, %d tables resumed\n",
               o->host, port, o->data, s->ntables);
        fflush(stdout);
        uv_signal_init(s->loop, &s->sigint);
        uv_signal_init(s->loop, &s->sigterm);
        uv_signal_start(&s->sigint, stop, SIGINT);
        uv_signal_start(&s->sigterm, stop, SIGTERM);
        uv_run(s->loop, UV_RUN_DEFAULT);
    }
    /* Stopping: every connection and table let go, every handle closed. */
    for (sv_conn *c = s->conns; c; c = c->next)
        sv_close(c, false);
    sv_tables_close(s);
    uv_walk(s->loop, close_any, NULL);
    uv_run(s->loop, UV_RUN_DEFAULT);
    sv_tables_free(s);
    uv_loop_close(s->loop);
    free(s);
    return rc;
}
