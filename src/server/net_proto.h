/* SPDX-License-Identifier: MIT */
/* net_proto.h - CSP/1, the line protocol of cityscape-server
 * (docs/network-protocol.md): one client line into a command, or an error
 * naming the word and its column. Pure: no sockets, no games (the server
 * checks game ids, levels and params against the registry). */
#ifndef NET_PROTO_H
#define NET_PROTO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eg_game.h"

enum {
    NP_LINE_MAX = 1024,   /* bytes of a line, without its '\n' */
    NP_NAME_MAX = 32,     /* a player's name, NUL included */
    NP_WORD_MAX = 64,     /* a game id, table code or token, NUL included */
    NP_LEVEL_MAX = 16,
    NP_CODE_LEN = 6,      /* a table's code */
    NP_TOKEN_LEN = 32,    /* a seat's token: hex digits */
};

typedef enum {
    NP_HELLO, NP_NEW, NP_JOIN, NP_WATCH, NP_REJOIN, NP_SEATS, NP_MOVE, NP_UNDO, NP_PING, NP_BYE,
    NP_REMATCH
} np_kind;

typedef enum { NP_SEAT_ME, NP_SEAT_OPEN, NP_SEAT_COMPUTER } np_seat_kind;

typedef struct {
    np_seat_kind kind;
    char level[NP_LEVEL_MAX];   /* NP_SEAT_COMPUTER: the level's name */
} np_seat;

typedef struct {
    np_kind kind;
    char word[NP_WORD_MAX];     /* HELLO name, NEW game, JOIN/WATCH code, REJOIN token */
    int seat;                   /* JOIN (0: any open), MOVE, UNDO: 1-based */
    char move[EG_MOVE_MAX];     /* MOVE */
    int nseats;                 /* NEW */
    np_seat seats[EG_MAX_PLAYERS];
    char params[EG_PARAMS_TEXT_MAX]; /* NEW: the key=value words but seed */
    bool has_seed;
    uint64_t seed;
    char names[EG_MAX_PLAYERS][NP_NAME_MAX]; /* NEW's nameN=, JOIN's name: a seat's
                                                own name ("": the HELLO name) */
} np_command;

typedef struct {
    int column;                 /* 1-based */
    char msg[160];
} np_error;

/* Parses one line (without '\n'; a trailing '\r' is allowed). 0, or -1
 * with err naming the word and its column. */
int np_parse(const char *line, size_t len, np_command *cmd, np_error *err);

#endif
