/* SPDX-License-Identifier: MIT */
/* eg_child.h - an outside program spoken to line by line through pipes:
 * what the arenas use to run engines (CEP/1 and CEP/2). The child is
 * `/bin/sh -c COMMAND` in its own process group, its standard error goes to
 * /dev/null, every read has a deadline, and a write to a child that has
 * gone fails instead of raising SIGPIPE (the caller ignores SIGPIPE).
 *
 * Pure POSIX: no SDL. */
#ifndef EG_CHILD_H
#define EG_CHILD_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

enum { EG_CHILD_LINE_MAX = 16384 }; /* longest line read back */

typedef struct {
    pid_t pid;                     /* -1: none */
    int to, from;                  /* its standard input and output */
    char buf[EG_CHILD_LINE_MAX + 1];
    size_t len;
} eg_child;

/* Monotonic milliseconds, for deadlines. */
double eg_now_ms(void);

/* Starts COMMAND; 0, or -1 with errno. */
int eg_child_spawn(eg_child *c, const char *command);
/* Writes one line (a '\n' is added); false when the child is gone. */
bool eg_child_send(eg_child *c, const char *line);

/* What eg_child_read_line found. */
enum {
    EG_CHILD_LINE = 1,     /* a line, in out */
    EG_CHILD_TIMEOUT = 0,  /* nothing within the time */
    EG_CHILD_GONE = -1,    /* end of its output: it exited or closed it */
    EG_CHILD_LONG = -2,    /* a line over EG_CHILD_LINE_MAX bytes */
};
/* One line (without '\n' and a trailing '\r') within timeout_ms. */
int eg_child_read_line(eg_child *c, int timeout_ms, char *out, size_t outsz);
/* Ends the child: with `polite` it is sent `quit` and given 100 ms to exit;
 * then its whole process group is killed and reaped. */
void eg_child_close(eg_child *c, bool polite);

#endif
