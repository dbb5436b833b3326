/* SPDX-License-Identifier: MIT */
/* fuzz_net_proto.c - np_parse (src/server/net_proto.c), the parser of every
 * line a client sends cityscape-server (docs/network-protocol.md), on any
 * bytes: it never misbehaves; a refusal has a column within the line (or
 * just past it) and a message; an accepted command holds only what the
 * protocol allows (a known command, seats 1-4, names, codes and tokens of
 * their alphabets, a move of printable ASCII without spaces), and its words
 * are in the line as given. */
#define _GNU_SOURCE /* memmem */
#include <string.h>

#include "fuzz.h"
#include "eg_line.h"
#include "net_proto.h"

static bool all(const char *s, bool (*ok)(char))
{
    for (; *s; s++)
        if (!ok(*s))
            return false;
    return true;
}

static bool hex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); }
static bool code(char c) { return (c >= 'A' && c <= 'Z') || (c >= '2' && c <= '9'); }
static bool printable(char c) { return c > ' ' && c < 127; }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    np_command cmd;
    np_error err = {0};
    int rc = np_parse((const char *)data, size, &cmd, &err);
    FUZZ_CHECK(rc == 0 || rc == -1);
    if (rc != 0) {
        FUZZ_CHECK(err.column >= 1 && (size_t)err.column <= (size > NP_LINE_MAX ? NP_LINE_MAX + 1 : size + 1));
        FUZZ_CHECK(memchr(err.msg, '\0', sizeof err.msg) && err.msg[0]);
        return 0;
    }
    FUZZ_CHECK(size <= NP_LINE_MAX + 1);
    FUZZ_CHECK(cmd.kind >= NP_HELLO && cmd.kind <= NP_REMATCH);
    FUZZ_CHECK(memchr(cmd.word, '\0', sizeof cmd.word) && memchr(cmd.move, '\0', sizeof cmd.move));
    char why[120];
    for (int p = 0; p < EG_MAX_PLAYERS; p++) /* a seat's own name: "" or a name */
        FUZZ_CHECK(!cmd.names[p][0] || eg_name_check(cmd.names[p], strlen(cmd.names[p]),
                                                     NP_NAME_MAX, why, sizeof why) < 0);
    switch (cmd.kind) {
    case NP_HELLO: { /* a name, and written again as a word (%20 ...) it reads the same */
        char w[EG_NAME_WORD_MAX], back[EG_NAME_WORD_MAX];
        FUZZ_CHECK(eg_name_check(cmd.word, strlen(cmd.word), NP_NAME_MAX, why, sizeof why) < 0);
        eg_name_encode(cmd.word, w, sizeof w);
        FUZZ_CHECK(!strchr(w, ' ') && eg_name_decode(w, strlen(w), back, NP_NAME_MAX, why,
                                                      sizeof why) < 0 && strcmp(back, cmd.word) == 0);
        break;
    }
    case NP_JOIN:
    case NP_WATCH:
        FUZZ_CHECK(strlen(cmd.word) == NP_CODE_LEN && all(cmd.word, code));
        FUZZ_CHECK(cmd.seat >= 0 && cmd.seat <= EG_MAX_PLAYERS);
        break;
    case NP_REJOIN:
        FUZZ_CHECK(strlen(cmd.word) == NP_TOKEN_LEN && all(cmd.word, hex));
        break;
    case NP_MOVE:
        FUZZ_CHECK(cmd.move[0] && all(cmd.move, printable));
        FUZZ_CHECK(memmem(data, size, cmd.move, strlen(cmd.move)) != NULL);
        /* fall through */
    case NP_UNDO:
        FUZZ_CHECK(cmd.seat >= 1 && cmd.seat <= EG_MAX_PLAYERS);
        break;
    case NP_NEW:
        FUZZ_CHECK(cmd.nseats >= 1 && cmd.nseats <= EG_MAX_PLAYERS && cmd.word[0]);
        for (int i = 0; i < cmd.nseats; i++)
            FUZZ_CHECK(cmd.seats[i].kind != NP_SEAT_COMPUTER || cmd.seats[i].level[0]);
        FUZZ_CHECK(memchr(cmd.params, '\0', sizeof cmd.params));
        break;
    case NP_SEATS:
    case NP_PING:
    case NP_BYE:
    case NP_REMATCH:
        break;
    }
    return 0;
}
