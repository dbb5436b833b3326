/* SPDX-License-Identifier: MIT */
/* sv_internal.h - what server.c (connections) and table.c (tables, seats,
 * saves, computer seats) share. */
#ifndef SV_INTERNAL_H
#define SV_INTERNAL_H

#include <uv.h>

#include "eg_game.h"
#include "midend.h"
#include "net_proto.h"
#include "server.h"

typedef struct sv_server sv_server;
typedef struct sv_conn sv_conn;
typedef struct sv_table sv_table;

struct sv_conn {
    uv_tcp_t tcp;
    uv_timer_t idle;          /* the idle limit; after a closing ERR, its flush's */
    sv_server *srv;
    int handles;              /* open handles: freed at 0 */
    bool closing;
    char addr[64];
    char name[NP_NAME_MAX];
    char line[NP_LINE_MAX + 2];
    size_t len;
    uint64_t window_start;    /* the flood limit's second */
    int lines;
    sv_table *table;          /* the table it is at, or NULL */
    unsigned seats;           /* bit (1 << seat) for each seat it holds there */
    sv_conn *next, *prev;     /* the server's connections */
    sv_conn *tnext;           /* the table's connections */
};

typedef struct {
    np_seat_kind kind;        /* ME: a person's seat (held or away) */
    int level;                /* NP_SEAT_COMPUTER */
    char name[NP_NAME_MAX];   /* "-" while open */
    char token[NP_TOKEN_LEN + 1];
    sv_conn *holder;          /* NULL: away or open */
} sv_seat;

struct sv_table {
    sv_server *srv;
    char code[NP_CODE_LEN + 1];
    const eg_game *g;
    eg_midend *me;
    int nseats;
    sv_seat seats[EG_MAX_PLAYERS];
    sv_conn *conns;
    void *scratch;            /* state_size bytes: a view */
    eg_job *job;              /* a computer seat thinking */
    int job_seat;
    bool job_stale;           /* an undo came while it thought: its move is dropped */
    uint64_t ai_seed, ai_moves;
    uv_timer_t poll;          /* polls the job */
    uv_timer_t expire;        /* over and nobody at it: put away when it fires */
    int handles;              /* open timers: the table is freed at 0 */
    int sent;                 /* moves saved and sent to the table */
    uv_work_t work;           /* the save in the thread pool */
    bool saving, dirty;       /* a save is running; another is wanted after it */
    int undo_to, save_undo_to; /* the fewest moves an undo left since the last save
                                  began, and in the running one (-1: no undo) */
    int save_n;               /* the moves the running save holds */
    char *save_text;
    eg_error save_err;
    char rec_path[4096];
    char rematch[NP_CODE_LEN + 1]; /* the rematch's table once one is offered, or "" */
    int rematch_seat;         /* the seat that offered it */
    sv_table *next;
};

struct sv_server {
    sv_options opt;
    uv_loop_t *loop;
    uv_tcp_t listener;
    uv_signal_t sigint, sigterm;
    sv_conn *conns;
    int nconns;
    sv_table *tables;
    int ntables;
    char readbuf[65536];
};

/* server.c */
void sv_send(sv_conn *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void sv_refuse(sv_conn *c, const char *code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Lets the connection go: flush sends what was written first (an ERR). */
void sv_close(sv_conn *c, bool flush);

/* table.c */
int sv_tables_open(sv_server *s);   /* the data folder made, its tables resumed */
void sv_tables_close(sv_server *s); /* jobs stopped, handles closed */
void sv_tables_free(sv_server *s);  /* after the loop has closed the handles */
void sv_command(sv_conn *c, const np_command *cmd);
void sv_leave_table(sv_conn *c);

#endif
