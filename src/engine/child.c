/* SPDX-License-Identifier: MIT */
/* child.c - an outside program spoken to through pipes (eg_child.h). */
#define _GNU_SOURCE /* pipe2 */
#include "eg_child.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

double eg_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

int eg_child_spawn(eg_child *c, const char *command)
{
    int in[2], out[2];
    memset(c, 0, sizeof *c);
    c->pid = -1;
    if (pipe2(in, O_CLOEXEC) != 0)
        return -1;
    if (pipe2(out, O_CLOEXEC) != 0) {
        close(in[0]);
        close(in[1]);
        return -1;
    }
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        errno = e;
        return -1;
    }
    if (pid == 0) {
        /* The child: only async-signal-safe calls until exec. */
        setpgid(0, 0);
        dup2(in[0], 0);
        dup2(out[1], 1);
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0)
            dup2(null, 2);
        signal(SIGPIPE, SIG_DFL);
        execl("/bin/sh", "sh", "-c", command, (char *)NULL);
        _exit(127);
    }
    setpgid(pid, pid); /* also from the parent, so that a kill never misses */
    close(in[0]);
    close(out[1]);
    c->pid = pid;
    c->to = in[1];
    c->from = out[0];
    return 0;
}

bool eg_child_send(eg_child *c, const char *line)
{
    if (c->pid <= 0)
        return false;
    size_t n = strlen(line);
    for (size_t off = 0; off <= n;) {
        /* The line, then its newline. */
        const char *p = off < n ? line + off : "\n";
        size_t len = off < n ? n - off : 1;
        ssize_t w = write(c->to, p, len);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        off += (size_t)w;
    }
    return true;
}

int eg_child_read_line(eg_child *c, int timeout_ms, char *out, size_t outsz)
{
    if (c->pid <= 0)
        return EG_CHILD_GONE;
    double deadline = eg_now_ms() + timeout_ms;
    for (;;) {
        char *nl = memchr(c->buf, '\n', c->len);
        if (nl) {
            size_t n = (size_t)(nl - c->buf);
            size_t k = n < outsz - 1 ? n : outsz - 1;
            memcpy(out, c->buf, k);
            out[k] = '\0';
            if (k > 0 && out[k - 1] == '\r')
                out[k - 1] = '\0';
            memmove(c->buf, nl + 1, c->len - n - 1);
            c->len -= n + 1;
            return n < outsz ? EG_CHILD_LINE : EG_CHILD_LONG;
        }
        if (c->len >= EG_CHILD_LINE_MAX)
            return EG_CHILD_LONG;
        double left = deadline - eg_now_ms();
        if (left <= 0)
            return EG_CHILD_TIMEOUT;
        struct pollfd pfd = {c->from, POLLIN, 0};
        int r = poll(&pfd, 1, (int)left + 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            return EG_CHILD_GONE;
        if (r == 0)
            continue;
        ssize_t got = read(c->from, c->buf + c->len, EG_CHILD_LINE_MAX - c->len);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return EG_CHILD_GONE;
        c->len += (size_t)got;
    }
}

void eg_child_close(eg_child *c, bool polite)
{
    if (c->pid <= 0)
        return;
    if (polite)
        eg_child_send(c, "quit");
    close(c->to);
    close(c->from);
    /* A polite child gets a moment to exit; then its whole group goes. */
    int status;
    bool gone = false;
    for (int i = 0; polite && i < 50; i++) {
        if (waitpid(c->pid, &status, WNOHANG) == c->pid) {
            gone = true;
            break;
        }
        struct timespec ts = {0, 2000000};
        nanosleep(&ts, NULL);
    }
    kill(-c->pid, SIGKILL);
    if (!gone)
        waitpid(c->pid, &status, 0);
    c->pid = -1;
}
