/* SPDX-License-Identifier: MIT */
/* eg_csp.h - the lines cityscape-server sends (CSP/1, docs/network-protocol.md,
 * "The server's lines"), read into a value: what a client (the window's
 * online play, the tests' client) needs to follow a table. Pure C11: no
 * sockets, no games (a VIEW's text is kept as text; the mid end hands it to
 * the game's view_parse).
 *
 * The server's side is src/server/net_proto.h (client lines into commands);
 * this is the other direction. It lives in the engine because the mid end's
 * remote mode (midend.h, eg_midend_feed) takes these values. */
#ifndef EG_CSP_H
#define EG_CSP_H

#include <stdbool.h>

#include "eg_game.h"

enum {
    /* The longest server line a client takes, without its '\n': a VIEW line
     * ("VIEW 4 " and a view text of up to EG_VIEW_MAX - 1 bytes). */
    EG_CSP_LINE_MAX = EG_VIEW_MAX + 16,
    EG_CSP_WORD_MAX = 64,   /* a code word, table code, token, name, game id */
    EG_CSP_TOKEN_LEN = 32,  /* a seat's token: hex digits */
};

/* Error codes (eg_error.code) of the parser and of the remote mid end. */
enum {
    EG_ERR_CSP_SYNTAX = 1200, /* not a line of CSP/1, or a word malformed (column) */
    EG_ERR_CSP_ORDER,         /* a line that does not follow from those before
                                 (MOVE 7 after MOVE 5, VIEW of a seat not held) */
    EG_ERR_CSP_VIEW,          /* the game's view_parse refused a VIEW's text */
    EG_ERR_CSP_REMOTE,        /* a remote mid end's refusal before anything is
                                 sent (not your seat, not your turn, a move
                                 already waiting), or the send callback failed */
};

typedef enum {
    EG_CSP_GREETING, /* CSP/1 cityscape-server <version>: word = version */
    EG_CSP_OK,       /* OK <what...>: text = what */
    EG_CSP_ERR,      /* ERR <code> <message>: word = code, text = message */
    EG_CSP_TABLE,    /* TABLE <code> <game> <players> <params>: word = code,
                        game, players, text = params ("" when none) */
    EG_CSP_SEAT,     /* SEAT <n> <token>: seat, word = token */
    EG_CSP_MOVE,     /* MOVE <k> <seat> <move>: k, seat, text = move ("?": a
                        secret move of a seat this connection does not hold) */
    EG_CSP_UNDONE,   /* UNDONE <k>: k = moves left */
    EG_CSP_VIEW,     /* VIEW <seat> <text>: seat (EG_NO_PLAYER for '-', a
                        spectator), text = the view text */
    EG_CSP_PLAYER,   /* PLAYER <n> <name> <state>: seat, word = the name
                        its word writes ("Ann Lee" for Ann%20Lee; "" for
                        '-', an open seat's), state */
    EG_CSP_TURN,     /* TURN <seats>: turn = bit (1 << seat) per seat, 0 for '-' */
    EG_CSP_OVER,     /* OVER <scores> <places>: nscores, scores, places (0 = first) */
    EG_CSP_PONG,     /* PONG */
    EG_CSP_REMATCH,  /* REMATCH <code> <seat>: word = the rematch's table code,
                        seat = the seat that offered it */
} eg_csp_kind;

/* A seat as PLAYER says it is. */
typedef enum {
    EG_SEAT_CONNECTED, /* its person is connected (alone on their connection) */
    EG_SEAT_HOTSEAT,   /* its connection holds several seats (hot seat) */
    EG_SEAT_AWAY,      /* its person dropped (or not back since a restart) */
    EG_SEAT_COMPUTER,  /* the server plays it */
    EG_SEAT_OPEN,      /* nobody has taken it (JOIN takes it) */
} eg_seat_state;

/* "connected", "hotseat", "away", "computer", "open". */
const char *eg_seat_state_word(eg_seat_state s);

typedef struct eg_csp_line {
    eg_csp_kind kind;
    int seat;                       /* 0-based; SEAT, MOVE, VIEW, PLAYER */
    int k;                          /* MOVE: its number (1-based); UNDONE: moves left */
    int players;                    /* TABLE */
    unsigned turn;                  /* TURN */
    eg_seat_state state;            /* PLAYER */
    int nscores;                    /* OVER: one per seat */
    int scores[EG_MAX_PLAYERS], places[EG_MAX_PLAYERS];
    char word[EG_CSP_WORD_MAX];     /* see eg_csp_kind */
    char game[EG_CSP_WORD_MAX];     /* TABLE */
    char text[EG_VIEW_MAX];         /* see eg_csp_kind */
} eg_csp_line;

/* Reads one server line (without its '\n'; a '\r' before it is allowed).
 * 0, or EG_ERR_CSP_SYNTAX with err naming the word and its 1-based column
 * ("column 6: seat '9' is not a seat (1 to 4)"); *out is then unspecified.
 * Never reads past the NUL; any input is safe. */
int eg_csp_parse(const char *line, eg_csp_line *out, eg_error *err);

#endif
