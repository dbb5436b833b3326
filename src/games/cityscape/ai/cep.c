/* SPDX-License-Identifier: MIT */
/* cep.c - the engine side of CEP/1. One reply line per command (several for
 * `cep`, none for `quit`), flushed at once; anything unknown, malformed or
 * illegal gets `error <message>` and leaves the state as it was. */
#include "cep.h"
#include "ai_internal.h"
#include "eg_line.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_TOKENS = 64 };

typedef struct {
    cs_cep_options opt;
    bool have_round;
    cs_ai_round round;       /* seats, first builder, me and (once chosen) goals */
    uint8_t seat_mask;
    bool goals_chosen;
    cs_board board;          /* the round so far, from the last `moves` */
    uint32_t rounds;         /* newround count, to vary the seeds */
    FILE *out;
} engine;

cs_cep_options cs_cep_options_default(void)
{
    cs_cep_options o = {CS_AI_HARD, 1, 0, 0};
    return o;
}

/* ---- Replies. */

static void reply(engine *e, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void reply(engine *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(e->out, fmt, ap);
    va_end(ap);
    fputc('\n', e->out);
    fflush(e->out);
}

/* Text from the controller, made safe to echo: printable ASCII, short. */
static void sanitize(const char *s, char *out, size_t outsz)
{
    size_t n = 0;
    for (; *s && n + 4 < outsz; s++)
        out[n++] = isprint((unsigned char)*s) ? *s : '?';
    if (*s)
        out[n++] = '.', out[n++] = '.', out[n++] = '.';
    out[n] = '\0';
}

/* ---- Reading. */

static int tokenize(char *s, char *tok[MAX_TOKENS])
{
    int n = 0;
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\r')
            *s++ = '\0';
        if (!*s)
            return n;
        if (n == MAX_TOKENS)
            return -1;
        tok[n++] = s;
        while (*s && *s != ' ' && *s != '\t' && *s != '\r')
            s++;
    }
}

static bool parse_u64(const char *s, uint64_t max, uint64_t *out)
{
    if (!*s || !isdigit((unsigned char)*s))
        return false;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end || errno || v > max)
        return false;
    *out = v;
    return true;
}

/* A string of distinct seat letters as a mask; 0 if malformed. */
static unsigned parse_seats(const char *s)
{
    unsigned mask = 0;
    if (!*s)
        return 0;
    for (; *s; s++) {
        int seat = cs_seat_from_char(*s);
        if (seat < 0 || (mask & (1u << seat)))
            return 0;
        mask |= 1u << seat;
    }
    return mask;
}

static int popcount4(unsigned m)
{
    return (int)((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));
}

/* ---- Commands. */

static void cmd_cep(engine *e)
{
    fprintf(e->out, "id name cityscape 0.1\n"
                    "id author the Cityscape team\n"
                    "option level easy medium hard\n"
                    "option seed <integer>\n"
                    "option iterations <integer>\n"
                    "option movetime <ms>\n");
    reply(e, "cepok");
}

static void cmd_setoption(engine *e, int n, char **tok)
{
    if (n != 3) {
        reply(e, "error usage: setoption <name> <value>");
        return;
    }
    uint64_t v;
    if (strcmp(tok[1], "level") == 0) {
        int level = cs_ai_level_parse(tok[2]);
        if (level < 0) {
            reply(e, "error level must be easy, medium or hard");
            return;
        }
        e->opt.level = (cs_ai_level)level;
    } else if (strcmp(tok[1], "seed") == 0) {
        if (!parse_u64(tok[2], UINT64_MAX, &v)) {
            reply(e, "error seed must be a non-negative integer");
            return;
        }
        e->opt.seed = v;
    } else if (strcmp(tok[1], "iterations") == 0) {
        if (!parse_u64(tok[2], 100000000u, &v)) {
            reply(e, "error iterations must be an integer from 0 to 100000000");
            return;
        }
        e->opt.iterations = (uint32_t)v;
    } else if (strcmp(tok[1], "movetime") == 0) {
        if (!parse_u64(tok[2], 3600000u, &v)) {
            reply(e, "error movetime must be milliseconds from 0 to 3600000");
            return;
        }
        e->opt.movetime_ms = (uint32_t)v;
    } else {
        char name[48];
        sanitize(tok[1], name, sizeof name);
        reply(e, "error unknown option '%s' (level, seed, iterations, movetime)", name);
        return;
    }
    reply(e, "ok");
}

static void cmd_newround(engine *e, int n, char **tok)
{
    long players = 0;
    unsigned me = 0, seats = 0;
    int first = -1;
    bool have_players = false, have_me = false, have_first = false, have_seats = false;
    for (int i = 1; i < n; i++) {
        char *eq = strchr(tok[i], '=');
        char arg[48];
        sanitize(tok[i], arg, sizeof arg);
        if (!eq) {
            reply(e, "error newround: '%s' is not key=value", arg);
            return;
        }
        *eq = '\0';
        const char *key = tok[i], *val = eq + 1;
        uint64_t v;
        if (strcmp(key, "players") == 0 && !have_players) {
            if (!parse_u64(val, 4, &v) || v < 2) {
                reply(e, "error newround: players must be 2, 3 or 4");
                return;
            }
            players = (long)v;
            have_players = true;
        } else if (strcmp(key, "me") == 0 && !have_me) {
            if (!(me = parse_seats(val))) {
                reply(e, "error newround: me must be distinct seat letters from SWNE");
                return;
            }
            have_me = true;
        } else if (strcmp(key, "first") == 0 && !have_first) {
            if (strlen(val) != 1 || (first = cs_seat_from_char(val[0])) < 0) {
                reply(e, "error newround: first must be one seat, S, W, N or E");
                return;
            }
            have_first = true;
        } else if (strcmp(key, "seats") == 0 && !have_seats) {
            if (!(seats = parse_seats(val))) {
                reply(e, "error newround: seats must be distinct seat letters from SWNE");
                return;
            }
            have_seats = true;
        } else {
            reply(e, "error newround: unknown or repeated key in '%s'", arg);
            return;
        }
    }
    if (!have_players || !have_me || !have_first) {
        reply(e, "error usage: newround players=<2|3|4> me=<seats> first=<seat> [seats=<seats>]");
        return;
    }
    if (!have_seats)
        seats = players == 3 ? 0x7u : 0xfu;
    if (players == 3 ? popcount4(seats) != 3 : seats != 0xfu) {
        reply(e, "error newround: %ld players sit at %s", players,
              players == 3 ? "three seats" : "all four seats");
        return;
    }
    if ((me & ~seats) || !(seats & (1u << first))) {
        reply(e, "error newround: me and first must be occupied seats");
        return;
    }
    if (players == 2 ? (me != 0x3u && me != 0xcu) : popcount4(me) != 1) {
        reply(e, players == 2 ? "error newround: with 2 players me is SW or NE"
                              : "error newround: me is one seat with 3 or 4 players");
        return;
    }
    cs_ai_round r;
    memset(&r, 0, sizeof r);
    r.nplayers = (uint8_t)players;
    int next = 0;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (players == 2)
            r.seat_owner[seat] = (uint8_t)(seat < CS_N ? 0 : 1);
        else
            r.seat_owner[seat] = (seats & (1u << seat)) ? (uint8_t)next++ : CS_NO_PLAYER;
    }
    int low = 0;
    while (!(me & (1u << low)))
        low++;
    r.me = r.seat_owner[low];
    r.first_player = r.seat_owner[first];
    e->round = r;
    e->seat_mask = (uint8_t)seats;
    e->have_round = true;
    e->goals_chosen = false;
    cs_board_init(&e->board);
    e->rounds++;
    reply(e, "ok");
}

static cs_ai_params params_for(const engine *e, uint64_t salt)
{
    cs_ai_params p = cs_ai_params_default(e->opt.level, ai_mix(e->opt.seed, salt));
    p.iterations = e->opt.iterations;
    return p;
}

static void choose_goals(engine *e)
{
    if (e->goals_chosen)
        return;
    cs_ai_params p = params_for(e, (uint64_t)e->rounds << 8);
    uint8_t goals[CS_SEATS][CS_LINES];
    memset(goals, 0, sizeof goals);
    cs_ai_choose_goals(&p, &e->round, goals);
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (e->round.seat_owner[seat] == e->round.me)
            memcpy(e->round.goals[seat], goals[seat], CS_LINES);
    e->goals_chosen = true;
}

static void cmd_goals(engine *e, int n)
{
    if (n != 1) {
        reply(e, "error usage: goals");
        return;
    }
    if (!e->have_round) {
        reply(e, "error goals: no round (send newround first)");
        return;
    }
    choose_goals(e);
    char line[64] = "goals";
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (e->round.seat_owner[seat] != e->round.me)
            continue;
        char tok[16];
        cs_goals_format((cs_seat)seat, e->round.goals[seat], tok, sizeof tok);
        strcat(line, " ");
        strcat(line, tok);
    }
    reply(e, "%s", line);
}

static void cmd_moves(engine *e, int n, char **tok)
{
    if (!e->have_round) {
        reply(e, "error moves: no round (send newround first)");
        return;
    }
    if (n - 1 > CS_BLOCKS) {
        reply(e, "error moves: %d placements, but a round has %d", n - 1, CS_BLOCKS);
        return;
    }
    cs_board b;
    cs_board_init(&b);
    for (int i = 1; i < n; i++) {
        cs_move m;
        cs_error err;
        char mv[48];
        sanitize(tok[i], mv, sizeof mv);
        if (cs_move_parse(tok[i], strlen(tok[i]), &m, &err) != CS_OK ||
            cs_board_place(&b, m, &err) != CS_OK) {
            char msg[200];
            cs_error_format(&err, msg, sizeof msg);
            reply(e, "error moves: placement %d '%s': %s", i, mv, msg);
            return;
        }
    }
    e->board = b;
    reply(e, "ok");
}

static void cmd_go(engine *e, int n, char **tok)
{
    uint64_t movetime = e->opt.movetime_ms ? e->opt.movetime_ms : 1000;
    if (n == 3 && strcmp(tok[1], "movetime") == 0) {
        if (!parse_u64(tok[2], 3600000u, &movetime)) {
            reply(e, "error go: movetime must be milliseconds from 0 to 3600000");
            return;
        }
    } else if (n != 1) {
        reply(e, "error usage: go [movetime <ms>]");
        return;
    }
    if (!e->have_round) {
        reply(e, "error go: no round (send newround first)");
        return;
    }
    if (e->board.nplaced >= CS_BLOCKS) {
        reply(e, "error go: the round is over (25 placements)");
        return;
    }
    double t0 = ai_now_ms();
    choose_goals(e);
    cs_ai_round r = e->round;
    int mover = cs_ai_mover_at(&r, e->board.nplaced);
    if (mover != r.me) {
        /* Asked to move for another player: play for the goals it most
         * probably has, as far as its moves so far tell. */
        ai_ctx c;
        ai_ctx_init(&c, &r);
        ai_belief *bel = malloc(sizeof *bel);
        if (bel) {
            ai_belief_build(bel, &c, &e->board);
            for (int seat = 0; seat < CS_SEATS; seat++)
                if (r.seat_owner[seat] == mover)
                    ai_goalset_codes(ai_belief_best(bel, seat), r.goals[seat]);
            free(bel);
        }
        r.me = (uint8_t)mover;
    }
    cs_ai_params p = params_for(e, ((uint64_t)e->rounds << 8) + 1 + e->board.nplaced);
    /* Leave a margin for answering: the budget counts from here. */
    double spent = ai_now_ms() - t0;
    double budget = (double)movetime - spent - (movetime > 300 ? 60.0 : movetime / 5.0);
    p.movetime_ms = budget < 1 ? 1 : (uint32_t)budget;
    cs_move m = cs_ai_choose_move(&p, &r, &e->board, NULL, NULL);
    if (!cs_board_can_place(&e->board, m)) {
        cs_move legal[CS_HEIGHTS * CS_LOTS];
        cs_board_legal_moves(&e->board, legal);
        m = legal[0];
    }
    char mv[8];
    cs_move_format(m, mv, sizeof mv);
    reply(e, "bestmove %s", mv);
}

static void cmd_reveal(engine *e, int n, char **tok)
{
    for (int i = 1; i < n; i++) {
        int seat;
        uint8_t codes[CS_LINES];
        cs_error err;
        if (cs_goals_parse(tok[i], strlen(tok[i]), &seat, codes, &err) != CS_OK) {
            char msg[200], arg[48];
            cs_error_format(&err, msg, sizeof msg);
            sanitize(tok[i], arg, sizeof arg);
            reply(e, "error reveal: '%s': %s", arg, msg);
            return;
        }
    }
    reply(e, "ok");
}

int cs_cep_run(FILE *in, FILE *out, const cs_cep_options *opt)
{
    return cs_cep_run_from(NULL, in, out, opt);
}

int cs_cep_run_from(const char *first, FILE *in, FILE *out, const cs_cep_options *opt)
{
    engine *e = calloc(1, sizeof *e);
    char *buf = malloc(CS_CEP_MAX_LINE + 1);
    if (!e || !buf) {
        free(e);
        free(buf);
        return 1;
    }
    e->opt = opt ? *opt : cs_cep_options_default();
    e->out = out;
    cs_board_init(&e->board);
    bool too_long = false, pending = first != NULL;
    if (first) {
        too_long = strlen(first) > CS_CEP_MAX_LINE;
        snprintf(buf, CS_CEP_MAX_LINE + 1, "%s", first);
    }
    while (pending || eg_read_protocol_line(in, buf, CS_CEP_MAX_LINE, &too_long) >= 0) {
        pending = false;
        if (too_long) {
            reply(e, "error line longer than %d bytes", CS_CEP_MAX_LINE);
            continue;
        }
        char *tok[MAX_TOKENS];
        int n = tokenize(buf, tok);
        if (n < 0) {
            reply(e, "error too many words on one line (at most %d)", MAX_TOKENS);
            continue;
        }
        if (n == 0) {
            reply(e, "error empty command");
            continue;
        }
        const char *cmd = tok[0];
        if (strcmp(cmd, "quit") == 0 && n == 1)
            break;
        else if (strcmp(cmd, "cep") == 0 && n == 1)
            cmd_cep(e);
        else if (strcmp(cmd, "isready") == 0 && n == 1)
            reply(e, "readyok");
        else if (strcmp(cmd, "setoption") == 0)
            cmd_setoption(e, n, tok);
        else if (strcmp(cmd, "newround") == 0)
            cmd_newround(e, n, tok);
        else if (strcmp(cmd, "goals") == 0)
            cmd_goals(e, n);
        else if (strcmp(cmd, "moves") == 0)
            cmd_moves(e, n, tok);
        else if (strcmp(cmd, "go") == 0)
            cmd_go(e, n, tok);
        else if (strcmp(cmd, "reveal") == 0)
            cmd_reveal(e, n, tok);
        else {
            char name[48];
            sanitize(cmd, name, sizeof name);
            reply(e, "error unknown command '%s'%s", name,
                  strcmp(cmd, "quit") == 0 || strcmp(cmd, "cep") == 0 ||
                          strcmp(cmd, "isready") == 0
                      ? " with arguments"
                      : "");
        }
    }
    free(buf);
    free(e);
    return 0;
}
