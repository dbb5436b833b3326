/* SPDX-License-Identifier: MIT */
/* cn_net.c - a CSP/1 connection on a libuv loop in its own thread, and a
 * local cityscape-server (cn_net.h). */
#define _GNU_SOURCE /* pipe2 */
#include "cn_net.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <uv.h>

extern char **environ;

/* ---- Queues of lines: filled on one thread, emptied on the other, under
 * the connection's mutex. */

typedef struct cn_line {
    struct cn_line *next;
    size_t len;
    char text[];
} cn_line;

typedef struct {
    cn_line *head, *tail;
} cn_queue;

static cn_line *line_new(const char *text, size_t len, bool newline)
{
    cn_line *l = malloc(sizeof *l + len + 2);
    if (!l)
        return NULL;
    memcpy(l->text, text, len);
    if (newline)
        l->text[len++] = '\n';
    l->text[len] = '\0';
    l->len = len;
    l->next = NULL;
    return l;
}

static void queue_push(cn_queue *q, cn_line *l)
{
    if (q->tail)
        q->tail->next = l;
    else
        q->head = l;
    q->tail = l;
}

static cn_line *queue_pop(cn_queue *q)
{
    cn_line *l = q->head;
    if (l && !(q->head = l->next))
        q->tail = NULL;
    return l;
}

static void queue_free(cn_queue *q)
{
    for (cn_line *l; (l = queue_pop(q));)
        free(l);
}

/* ---- The connection. */

struct cn_conn {
    pthread_t thread;
    pthread_mutex_t mu;
    cn_wake_fn wake;
    void *ctx;
    char host[256];
    int port;
    char where[300];          /* "127.0.0.1 port 7412", for the words */

    /* Shared, under mu. */
    cn_status status;
    eg_error why;             /* why it closed */
    cn_queue out, in;
    bool stop;                /* cn_conn_close asked */
    unsigned keepalive_ms;    /* cn_conn_set_keepalive */
    bool keepalive_changed;

    /* The network thread's own. */
    uv_loop_t loop;
    uv_async_t async;
    uv_getaddrinfo_t gai;
    uv_connect_t connect;
    uv_tcp_t tcp;
    uv_shutdown_t shutdown;
    uv_timer_t linger;        /* closing: how long queued lines may take */
    uv_timer_t keepalive;     /* a PING when nothing was sent for a while */
    uint64_t last_sent;       /* uv_now when a line was last written */
    bool tcp_init, tcp_closing, reading;
    bool closing;             /* begin_close has run: nothing new starts */
    char rbuf[EG_CSP_LINE_MAX + 2];
    size_t rlen;
    bool rskip;               /* skipping the rest of a line too long */
    long lines_in;
    char readbuf[65536];
};

static void wake(cn_conn *c)
{
    if (c->wake)
        c->wake(c->ctx);
}

static void close_tcp(cn_conn *c)
{
    if (c->tcp_init && !c->tcp_closing) {
        c->tcp_closing = true;
        uv_close((uv_handle_t *)&c->tcp, NULL);
    }
}

/* The connection is over, for the reason given (the first one counts). */
static void set_closed(cn_conn *c, int code, const char *why)
{
    pthread_mutex_lock(&c->mu);
    if (c->status != CN_CLOSED) {
        c->status = CN_CLOSED;
        eg_error_set(&c->why, code, 0, "%s", why);
    }
    pthread_mutex_unlock(&c->mu);
}

/* The same on the network thread: the socket closed, the caller woken. */
static void fail(cn_conn *c, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void fail(cn_conn *c, int code, const char *fmt, ...)
{
    char why[sizeof c->why.msg];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    set_closed(c, code, why);
    close_tcp(c);
    wake(c);
}

typedef struct {
    uv_write_t req;
    cn_line *line;
} cn_write;

static void on_written(uv_write_t *req, int status)
{
    cn_write *w = (cn_write *)req;
    cn_conn *c = req->data;
    free(w->line);
    free(w);
    if (status < 0 && status != UV_ECANCELED)
        fail(c, CN_ERR_CLOSED, "the connection to %s broke: %s", c->where, uv_strerror(status));
}

/* Writes every queued line, once connected. */
static void flush(cn_conn *c)
{
    pthread_mutex_lock(&c->mu);
    bool open = c->status == CN_OPEN && !c->tcp_closing;
    cn_queue q = c->out;
    if (open)
        c->out.head = c->out.tail = NULL;
    pthread_mutex_unlock(&c->mu);
    if (!open)
        return;
    if (q.head)
        c->last_sent = uv_now(&c->loop);
    for (cn_line *l; (l = queue_pop(&q));) {
        cn_write *w = malloc(sizeof *w);
        uv_buf_t buf = uv_buf_init(l->text, (unsigned)l->len);
        if (!w) {
            free(l);
            queue_free(&q);
            fail(c, CN_ERR_NOMEM, "out of memory");
            return;
        }
        w->line = l;
        w->req.data = c;
        int rc = uv_write(&w->req, (uv_stream_t *)&c->tcp, &buf, 1, on_written);
        if (rc < 0) {
            free(l);
            free(w);
            queue_free(&q);
            fail(c, CN_ERR_CLOSED, "the connection to %s broke: %s", c->where, uv_strerror(rc));
            return;
        }
    }
}

static void on_alloc(uv_handle_t *h, size_t hint, uv_buf_t *buf)
{
    cn_conn *c = h->data;
    (void)hint;
    *buf = uv_buf_init(c->readbuf, sizeof c->readbuf);
}

/* One whole line received: queued for the caller. */
static bool line_in(cn_conn *c)
{
    size_t n = c->rlen;
    if (n > 0 && c->rbuf[n - 1] == '\r')
        n--;
    cn_line *l = line_new(c->rbuf, n, false);
    c->rlen = 0;
    if (!l) {
        fail(c, CN_ERR_NOMEM, "out of memory");
        return false;
    }
    pthread_mutex_lock(&c->mu);
    queue_push(&c->in, l);
    pthread_mutex_unlock(&c->mu);
    return true;
}

static void on_read(uv_stream_t *s, ssize_t nread, const uv_buf_t *buf)
{
    cn_conn *c = s->data;
    if (nread == UV_EOF) {
        fail(c, CN_ERR_CLOSED, "the server closed the connection");
        return;
    }
    if (nread < 0) {
        fail(c, CN_ERR_CLOSED, "the connection to %s broke: %s", c->where, uv_strerror((int)nread));
        return;
    }
    bool any = false;
    for (ssize_t i = 0; i < nread; i++) {
        char ch = buf->base[i];
        if (ch == '\n') {
            c->lines_in++;
            if (!line_in(c))
                return;
            any = true;
        } else if (c->rlen < EG_CSP_LINE_MAX + 1) {
            c->rbuf[c->rlen++] = ch;
        } else {
            fail(c, CN_ERR_LINE, "line %ld from the server is longer than %d bytes",
                 c->lines_in + 1, (int)EG_CSP_LINE_MAX);
            return;
        }
    }
    if (any)
        wake(c);
}

static void on_keepalive(uv_timer_t *t)
{
    cn_conn *c = t->data;
    pthread_mutex_lock(&c->mu);
    uint64_t ms = c->keepalive_ms;
    bool open = c->status == CN_OPEN;
    pthread_mutex_unlock(&c->mu);
    if (!open) {
        uv_timer_stop(t);
        return;
    }
    if (ms && uv_now(&c->loop) - c->last_sent >= ms) {
        cn_line *l = line_new("PING", 4, true);
        if (l) {
            pthread_mutex_lock(&c->mu);
            queue_push(&c->out, l);
            pthread_mutex_unlock(&c->mu);
            flush(c);
        }
    }
}

/* The keep-alive timer at the interval asked, checking twice an interval. */
static void keepalive_start(cn_conn *c)
{
    pthread_mutex_lock(&c->mu);
    unsigned ms = c->keepalive_ms;
    c->keepalive_changed = false;
    pthread_mutex_unlock(&c->mu);
    uv_timer_stop(&c->keepalive);
    if (ms)
        uv_timer_start(&c->keepalive, on_keepalive, ms / 2 ? ms / 2 : 1, ms / 2 ? ms / 2 : 1);
}

static void on_connect(uv_connect_t *req, int status)
{
    cn_conn *c = req->data;
    if (status == UV_ECANCELED || c->closing)
        return;
    if (status < 0) {
        if (status == UV_ECONNREFUSED)
            fail(c, CN_ERR_CONNECT, "connection refused by %s", c->where);
        else
            fail(c, CN_ERR_CONNECT, "no connection to %s: %s", c->where, uv_strerror(status));
        return;
    }
    pthread_mutex_lock(&c->mu);
    if (c->status == CN_CONNECTING)
        c->status = CN_OPEN;
    pthread_mutex_unlock(&c->mu);
    int rc = uv_read_start((uv_stream_t *)&c->tcp, on_alloc, on_read);
    if (rc < 0) {
        fail(c, CN_ERR_CONNECT, "no connection to %s: %s", c->where, uv_strerror(rc));
        return;
    }
    c->reading = true;
    uv_tcp_nodelay(&c->tcp, 1);
    c->last_sent = uv_now(&c->loop);
    keepalive_start(c);
    flush(c);
    wake(c);
}

static void on_resolved(uv_getaddrinfo_t *req, int status, struct addrinfo *res)
{
    cn_conn *c = req->data;
    if (c->closing) {
        uv_freeaddrinfo(res);
        return;
    }
    if (status < 0) {
        if (status != UV_EAI_CANCELED)
            fail(c, CN_ERR_CONNECT, "cannot find the server '%s': %s", c->host,
                 uv_strerror(status));
        uv_freeaddrinfo(res);
        return;
    }
    char addr[64] = "";
    if (res->ai_family == AF_INET6)
        uv_ip6_name((const struct sockaddr_in6 *)res->ai_addr, addr, sizeof addr);
    else
        uv_ip4_name((const struct sockaddr_in *)res->ai_addr, addr, sizeof addr);
    snprintf(c->where, sizeof c->where, "%s port %d", addr, c->port);
    int rc = uv_tcp_init(&c->loop, &c->tcp);
    if (rc == 0) {
        c->tcp_init = true;
        c->tcp.data = c;
        c->connect.data = c;
        rc = uv_tcp_connect(&c->connect, &c->tcp, res->ai_addr, on_connect);
    }
    uv_freeaddrinfo(res);
    if (rc < 0)
        fail(c, CN_ERR_CONNECT, "no connection to %s: %s", c->where, uv_strerror(rc));
}

static void on_closed(uv_handle_t *h)
{
    (void)h;
}

static void on_shutdown(uv_shutdown_t *req, int status)
{
    cn_conn *c = req->data;
    (void)status;
    close_tcp(c);
}

static void on_linger(uv_timer_t *t)
{
    close_tcp(t->data);
}

/* Closing: what is queued is written, then the write side shut, and
 * every handle closed within a second; the loop then ends. */
static void begin_close(cn_conn *c)
{
    flush(c);
    c->closing = true;
    pthread_mutex_lock(&c->mu);
    if (c->status != CN_CLOSED) {
        c->status = CN_CLOSED;
        eg_error_set(&c->why, CN_ERR_CLOSED, 0, "the connection was closed here");
    }
    pthread_mutex_unlock(&c->mu);
    uv_cancel((uv_req_t *)&c->gai);
    if (c->tcp_init && !c->tcp_closing && c->reading) {
        c->shutdown.data = c;
        if (uv_shutdown(&c->shutdown, (uv_stream_t *)&c->tcp, on_shutdown) != 0)
            close_tcp(c);
    } else {
        close_tcp(c);
    }
    uv_close((uv_handle_t *)&c->async, on_closed);
    uv_close((uv_handle_t *)&c->keepalive, on_closed);
    uv_timer_init(&c->loop, &c->linger);
    c->linger.data = c;
    uv_timer_start(&c->linger, on_linger, 1000, 0);
    uv_unref((uv_handle_t *)&c->linger);
}

static void on_async(uv_async_t *a)
{
    cn_conn *c = a->data;
    pthread_mutex_lock(&c->mu);
    bool stop = c->stop, changed = c->keepalive_changed;
    pthread_mutex_unlock(&c->mu);
    if (stop) {
        begin_close(c);
        return;
    }
    if (changed && c->reading)
        keepalive_start(c);
    if (cn_conn_status(c, NULL) == CN_CLOSED)
        wake(c); /* it failed before the loop ran (cn_conn_open) */
    else
        flush(c);
}

static void *conn_main(void *arg)
{
    cn_conn *c = arg;
    uv_run(&c->loop, UV_RUN_DEFAULT);
    /* The linger timer is unreferenced: closed here once the rest is. */
    if (!uv_is_closing((uv_handle_t *)&c->linger))
        uv_close((uv_handle_t *)&c->linger, on_closed);
    uv_run(&c->loop, UV_RUN_DEFAULT);
    return NULL;
}

cn_conn *cn_conn_open(const char *host, int port, cn_wake_fn wakefn, void *ctx, eg_error *err)
{
    cn_conn *c = calloc(1, sizeof *c);
    if (!c) {
        eg_error_set(err, CN_ERR_NOMEM, 0, "out of memory");
        return NULL;
    }
    snprintf(c->host, sizeof c->host, "%s", host);
    snprintf(c->where, sizeof c->where, "%s port %d", host, port);
    c->port = port;
    c->wake = wakefn;
    c->ctx = ctx;
    c->status = CN_CONNECTING;
    pthread_mutex_init(&c->mu, NULL);
    int rc = uv_loop_init(&c->loop);
    if (rc == 0 && (rc = uv_async_init(&c->loop, &c->async, on_async)) != 0)
        uv_loop_close(&c->loop);
    if (rc != 0) {
        pthread_mutex_destroy(&c->mu);
        free(c);
        eg_error_set(err, CN_ERR_CONNECT, 0, "no event loop for the connection: %s",
                     uv_strerror(rc));
        return NULL;
    }
    c->async.data = c;
    c->gai.data = c;
    c->keepalive_ms = CN_KEEPALIVE_MS;
    uv_timer_init(&c->loop, &c->keepalive);
    c->keepalive.data = c;
    char service[16];
    snprintf(service, sizeof service, "%d", port);
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
    rc = uv_getaddrinfo(&c->loop, &c->gai, on_resolved, host, service, &hints);
    if (rc < 0) {
        /* No socket yet: the thread wakes the caller once it runs. */
        char why[sizeof c->why.msg];
        snprintf(why, sizeof why, "cannot find the server '%s': %s", host, uv_strerror(rc));
        set_closed(c, CN_ERR_CONNECT, why);
    }
    if (pthread_create(&c->thread, NULL, conn_main, c) != 0) {
        /* No thread: undo by hand what the loop would have run. */
        uv_cancel((uv_req_t *)&c->gai);
        uv_close((uv_handle_t *)&c->async, NULL);
        uv_close((uv_handle_t *)&c->keepalive, NULL);
        uv_run(&c->loop, UV_RUN_DEFAULT);
        uv_loop_close(&c->loop);
        pthread_mutex_destroy(&c->mu);
        free(c);
        eg_error_set(err, CN_ERR_CONNECT, 0, "no thread for the connection");
        return NULL;
    }
    if (rc < 0)
        uv_async_send(&c->async);
    return c;
}

int cn_conn_send(cn_conn *c, const char *line, eg_error *err)
{
    size_t len = strlen(line);
    if (len > EG_CSP_LINE_MAX)
        return eg_error_set(err, CN_ERR_LINE, 0, "a line of %zu bytes is longer than the %d CSP/1 "
                            "takes", len, (int)EG_CSP_LINE_MAX);
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)line[i] < 0x20 || line[i] == 0x7f)
            return eg_error_set(err, CN_ERR_LINE, (int)i + 1, "column %zu: a control character "
                                "(byte %d) in a line to send", i + 1, (unsigned char)line[i]);
    cn_line *l = line_new(line, len, true);
    if (!l)
        return eg_error_set(err, CN_ERR_NOMEM, 0, "out of memory");
    pthread_mutex_lock(&c->mu);
    int rc = 0;
    if (c->status == CN_CLOSED || c->stop) {
        rc = eg_error_set(err, CN_ERR_CLOSED, 0, "not sent: %s", c->why.msg);
        free(l);
    } else {
        queue_push(&c->out, l);
    }
    pthread_mutex_unlock(&c->mu);
    if (rc == 0)
        uv_async_send(&c->async);
    return rc;
}

int cn_conn_sendf(cn_conn *c, eg_error *err, const char *fmt, ...)
{
    char line[EG_CSP_LINE_MAX + 2];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0 || n > EG_CSP_LINE_MAX)
        return eg_error_set(err, CN_ERR_LINE, 0, "a line longer than the %d bytes CSP/1 takes",
                            (int)EG_CSP_LINE_MAX);
    return cn_conn_send(c, line, err);
}

void cn_conn_set_keepalive(cn_conn *c, unsigned ms)
{
    pthread_mutex_lock(&c->mu);
    c->keepalive_ms = ms;
    c->keepalive_changed = true;
    pthread_mutex_unlock(&c->mu);
    uv_async_send(&c->async);
}

int cn_conn_send_cb(void *ctx, const char *line, eg_error *err)
{
    return cn_conn_send(ctx, line, err);
}

int cn_conn_recv(cn_conn *c, char *out, size_t outsz, eg_error *err)
{
    pthread_mutex_lock(&c->mu);
    int rc = 0;
    cn_line *l = c->in.head;
    if (l && l->len < outsz) {
        queue_pop(&c->in);
        memcpy(out, l->text, l->len + 1);
        free(l);
        rc = 1;
    } else if (l) {
        eg_error_set(err, CN_ERR_LINE, 0, "a line of %zu bytes does not fit the %zu given", l->len,
                     outsz);
        rc = -1;
    } else if (c->status == CN_CLOSED) {
        if (err)
            *err = c->why;
        rc = -1;
    }
    pthread_mutex_unlock(&c->mu);
    return rc;
}

cn_status cn_conn_status(cn_conn *c, eg_error *err)
{
    pthread_mutex_lock(&c->mu);
    cn_status s = c->status;
    if (err)
        *err = s == CN_CLOSED ? c->why : (eg_error){0};
    pthread_mutex_unlock(&c->mu);
    return s;
}

void cn_conn_close(cn_conn *c)
{
    if (!c)
        return;
    pthread_mutex_lock(&c->mu);
    c->stop = true;
    pthread_mutex_unlock(&c->mu);
    uv_async_send(&c->async);
    pthread_join(c->thread, NULL);
    uv_loop_close(&c->loop);
    queue_free(&c->out);
    queue_free(&c->in);
    pthread_mutex_destroy(&c->mu);
    free(c);
}

/* ---- A local server. */

void cn_server_program(char *out, size_t outsz)
{
    const char *env = getenv("CITYSCAPE_SERVER");
    if (env && *env) {
        snprintf(out, outsz, "%s", env);
        return;
    }
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) {
            snprintf(out, outsz, "%.*s/cityscape-server", (int)(slash - exe), exe);
            if (access(out, X_OK) == 0)
                return;
        }
    }
    snprintf(out, outsz, "cityscape-server");
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* The first line the server prints ("... listening on ADDR port N, ..."),
 * read within ms; its length, or -1 at the end of its output or the time. */
static int first_line(int fd, char *out, size_t outsz, int ms)
{
    size_t n = 0;
    double end = now_ms() + ms;
    while (n + 1 < outsz) {
        struct pollfd pf = {fd, POLLIN, 0};
        int left = (int)(end - now_ms());
        if (left <= 0 || poll(&pf, 1, left) <= 0)
            break;
        ssize_t r = read(fd, out + n, 1);
        if (r <= 0)
            break;
        if (out[n] == '\n') {
            out[n] = '\0';
            return (int)n;
        }
        n++;
    }
    out[n] = '\0';
    return -1;
}

/* s->program with s->host, --port `want` (0: a free one) and s->data. */
static int spawn_server(cn_server *s, int want, eg_error *err)
{
    const char *prog = s->program;
    s->pid = 0;
    s->port = 0;
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0)
        return eg_error_set(err, CN_ERR_SERVER, 0, "cannot start %s: %s", prog, strerror(errno));
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
    /* posix_spawn takes char *const argv[]: the words in writable arrays. */
    char w_host[] = "--host", w_port[] = "--port", w_data[] = "--data", a_port[16];
    snprintf(a_port, sizeof a_port, "%d", want);
    char *argv[] = {s->program, w_host, s->host, w_port, a_port, w_data, s->data, NULL};
    pid_t pid;
    int rc = strchr(prog, '/') ? posix_spawn(&pid, prog, &fa, NULL, argv, environ)
                               : posix_spawnp(&pid, prog, &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fds[1]);
    if (rc != 0) {
        close(fds[0]);
        return eg_error_set(err, CN_ERR_SERVER, 0, "cannot start %s: %s", prog, strerror(rc));
    }
    char line[512];
    int len = first_line(fds[0], line, sizeof line, 10000);
    close(fds[0]);
    const char *p = len > 0 ? strstr(line, " port ") : NULL;
    int port = p ? atoi(p + 6) : 0;
    if (port <= 0 || port > 65535) {
        int status = 0;
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
            return eg_error_set(err, CN_ERR_SERVER, 0, "cannot start %s: not found", prog);
        return eg_error_set(err, CN_ERR_SERVER, 0, "%s did not say its port%s%s%s", prog,
                            line[0] ? " (it said '" : " (it exited; its errors are on standard "
                                                      "error",
                            line[0] ? line : "", line[0] ? "')" : ")");
    }
    s->pid = pid;
    s->port = port;
    return 0;
}

int cn_server_start(cn_server *s, const char *program, const char *host, const char *data_dir,
                    eg_error *err)
{
    if (program)
        snprintf(s->program, sizeof s->program, "%s", program);
    else
        cn_server_program(s->program, sizeof s->program);
    snprintf(s->host, sizeof s->host, "%s", host ? host : "127.0.0.1");
    snprintf(s->data, sizeof s->data, "%s", data_dir);
    return spawn_server(s, 0, err);
}

bool cn_server_exited(cn_server *s)
{
    int status;
    if (s->pid <= 0 || waitpid(s->pid, &status, WNOHANG) != s->pid)
        return false;
    s->pid = 0;
    return true;
}

int cn_server_restart(cn_server *s, eg_error *err)
{
    int had = s->port;
    return had > 0 && spawn_server(s, had, NULL) == 0 ? 0 : spawn_server(s, 0, err);
}

int cn_server_stop(cn_server *s)
{
    if (s->pid <= 0)
        return -1;
    int status = 0;
    kill(s->pid, SIGTERM);
    double end = now_ms() + 5000;
    pid_t r;
    while ((r = waitpid(s->pid, &status, WNOHANG)) == 0 && now_ms() < end) {
        struct timespec ts = {0, 10 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    if (r == 0) {
        kill(s->pid, SIGKILL);
        waitpid(s->pid, &status, 0);
    }
    s->pid = 0;
    return status;
}
