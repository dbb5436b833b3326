/* SPDX-License-Identifier: MIT */
/* sx_cli.c - `cityscape-cli six-cities score|site|play|moves`, exactly as
 * shared/spec/six-cities.md says: one output line per position or per play,
 * an error line in place of a bad one, exit 1 once all lines are done, 2 for
 * usage errors. (`arena` is dispatched by cityscape-cli to src/engine.) */
#include "sx_internal.h"
#include "eg_json.h"
#include "eg_parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EXIT_OK = 0, EXIT_BAD_INPUT = 1, EXIT_USAGE = 2 };

static void usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli six-cities score [--json] [POSITION ...]\n"
            "       cityscape-cli six-cities site SEAT CARD\n"
            "       cityscape-cli six-cities play [--json] POSITION SEAT MOVE ...\n"
            "       cityscape-cli six-cities moves [--player N] PARAMS SEED [[P:]MOVE ...]\n"
            "       cityscape-cli six-cities arena --games N --player LEVEL --player LEVEL\n"
            "           [--players N] [--seed S] [--jobs J] [--budget-ms M]\n\n"
            "Six Cities (the rules of Manhattan) on the command line; notation in\n"
            "docs/games/six-cities.md.\n\n"
            "  score  one round's points per colour of each position (from the arguments,\n"
            "         or one per non-empty line of standard input)\n"
            "  site   the row and column that CARD (1-9) means from SEAT (S, W, N or E)\n"
            "  play   applies placements like 53R2 (card 5, city 3, a red 2) from SEAT,\n"
            "         checking the placement rule, and writes the position\n"
            "  moves  a whole game from its params (\"players=2\") and seed: plays the\n"
            "         moves in order, each by the lowest player to act or by player P\n"
            "         (P:MOVE), and writes whose moves follow (N if N is to act), the\n"
            "         round, the step and the players to act, then the legal moves\n"
            "  arena  plays many games among levels easy, medium and hard\n\n"
            "Exit status: 0 success, 1 bad input, 2 usage error.\n");
}

/* ---- Output: text or JSON, errors in place of results. */


static void print_error(bool json, const char *what, const char *msg)
{
    char buf[300];
    snprintf(buf, sizeof buf, "%s%s", what, msg);
    eg_error_line(stdout, json, buf);
}

/* ---- score. */

static int score_one(const char *text, bool json)
{
    sx_board b;
    eg_error err = {0};
    if (sx_position_parse(text, &b, &err) != SX_OK) {
        print_error(json, "", err.msg);
        return EXIT_BAD_INPUT;
    }
    sx_scoring sc;
    sx_score_board(&b, &sc);
    for (int c = 0; c < SX_COLOURS; c++) {
        const sx_colour_score *s = &sc.colour[c];
        if (json)
            printf("%s\"%c\":{\"tallest\":%d,\"majorities\":%d,\"buildings\":%d,"
                   "\"total\":%d}",
                   c ? "," : "{", sx_colour_char(c), s->tallest, s->majorities,
                   s->buildings, s->total);
        else
            printf("%s%c %d+%d+%d=%d", c ? " " : "", sx_colour_char(c), s->tallest,
                   s->majorities, s->buildings, s->total);
    }
    printf(json ? "}\n" : "\n");
    return EXIT_OK;
}

static int cmd_score(int argc, char **argv)
{
    bool json = false;
    int npos = 0, status = EXIT_OK;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return EXIT_OK;
        } else
            npos++;
    }
    if (npos > 0) {
        for (int i = 1; i < argc; i++)
            if (strcmp(argv[i], "--json") != 0 && score_one(argv[i], json) != EXIT_OK)
                status = EXIT_BAD_INPUT;
        return status;
    }
    char *buf = NULL;
    size_t cap = 0;
    long n, lineno = 0;
    while ((n = eg_read_line(stdin, &buf, &cap)) >= 0) {
        eg_error err = {0};
        if (eg_line_is_text(buf, (size_t)n, ++lineno, &err) != 0) {
            print_error(json, "", err.msg);
            status = EXIT_BAD_INPUT;
            continue;
        }
        char *line = eg_trim(buf);
        if (*line && score_one(line, json) != EXIT_OK)
            status = EXIT_BAD_INPUT;
    }
    free(buf);
    return status;
}

/* ---- site. */

static int parse_seat(const char *s, eg_error *err)
{
    int seat = s[0] && !s[1] ? sx_seat_from_char(s[0]) : -1;
    if (seat < 0)
        eg_error_set(err, SX_E_BAD_SEAT, 0, "seat '%.20s' is not S, W, N or E", s);
    return seat;
}

static int cmd_site(int argc, char **argv)
{
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        usage(stdout);
        return EXIT_OK;
    }
    if (argc != 3) {
        fprintf(stderr, "cityscape-cli six-cities site: needs SEAT and CARD, e.g. site W 3\n");
        return EXIT_USAGE;
    }
    eg_error err = {0};
    int seat = parse_seat(argv[1], &err);
    if (seat < 0) {
        print_error(false, "", err.msg);
        return EXIT_BAD_INPUT;
    }
    const char *c = argv[2];
    if (c[0] < '1' || c[0] > '9' || c[1]) {
        eg_error_set(&err, SX_E_BAD_CARD, 0, "card '%.20s' is not 1 to 9", c);
        print_error(false, "", err.msg);
        return EXIT_BAD_INPUT;
    }
    int site = sx_card_site((sx_seat)seat, c[0] - '0');
    printf("%d%d\n", site / 3 + 1, site % 3 + 1);
    return EXIT_OK;
}

/* ---- play. */

static int play_move(sx_board *b, sx_seat seat, const char *move, eg_error *err)
{
    sx_move m;
    int rc = sx_move_parse(move, &m, err);
    if (rc != SX_OK)
        return rc;
    if (m.kind != SX_MOVE_PLACE)
        return eg_error_set(err, SX_E_MOVE_SYNTAX, 0,
                            "'%s': play takes placements like 53R2 (card, city, block)",
                            move);
    int site = (m.city - 1) * SX_CITY_SITES + sx_card_site(seat, m.card);
    rc = sx_check_place(b, m.colour, m.floors, site, m.card, seat, err);
    if (rc == SX_OK && sx_board_put(b, m.colour, m.floors, site) != SX_OK)
        rc = eg_error_set(err, SX_E_POS_TOO_BIG, 0, "more than %d blocks on the board",
                          SX_LOG_MAX);
    return rc;
}

static int cmd_play(int argc, char **argv)
{
    bool json = false;
    char *args[64];
    int n = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return EXIT_OK;
        } else if (n < 64)
            args[n++] = argv[i];
        else {
            fprintf(stderr, "cityscape-cli six-cities play: at most 62 moves\n");
            return EXIT_USAGE;
        }
    }
    if (n < 2) {
        fprintf(stderr, "cityscape-cli six-cities play: needs POSITION SEAT MOVE ...\n");
        return EXIT_USAGE;
    }
    sx_board b;
    eg_error err = {0};
    if (sx_position_parse(args[0], &b, &err) != SX_OK) {
        print_error(json, "position: ", err.msg);
        return EXIT_BAD_INPUT;
    }
    int seat = parse_seat(args[1], &err);
    if (seat < 0) {
        print_error(json, "", err.msg);
        return EXIT_BAD_INPUT;
    }
    for (int i = 2; i < n; i++)
        if (play_move(&b, (sx_seat)seat, args[i], &err) != SX_OK) {
            char what[64];
            snprintf(what, sizeof what, "move %d (%.8s): ", i - 1, args[i]);
            print_error(json, what, err.msg);
            return EXIT_BAD_INPUT;
        }
    char pos[EG_POSITION_MAX * 2];
    if (sx_position_format(&b, pos, sizeof pos) < 0) {
        print_error(json, "", "the position is too long to write");
        return EXIT_BAD_INPUT;
    }
    if (json) {
        printf("{\"position\":");
        eg_json_string(stdout, pos);
        printf("}\n");
    } else {
        printf("%s\n", pos);
    }
    return EXIT_OK;
}

/* ---- moves: what a game allows after some moves (tests plan games with it).
 *
 *   moves [--player N] PARAMS SEED [[P:]MOVE ...]
 *
 * Each move is made by the lowest-numbered player to act, or by player P
 * (1-based) when written P:MOVE (several may act at once: the secret
 * choice). Writes `PLAYER ROUND STEP ACTING`: the player whose legal moves
 * follow (N if N is to act, else the lowest to act; 0 once over), the
 * round, the step, and every player to act ("134"; "-" none); then those
 * legal moves, one a line. */

static int lowest(unsigned act, int nplayers)
{
    int player = 0;
    while (player < nplayers && !(act & (1u << player)))
        player++;
    return player;
}

static int cmd_moves(int argc, char **argv)
{
    int want = 0;
    eg_error err = {0};
    if (argc >= 3 && strcmp(argv[1], "--player") == 0) {
        if (eg_parse_int(argv[2], 1, SX_MAX_PLAYERS, &want, "--player", &err) != 0) {
            fprintf(stderr, "cityscape-cli six-cities moves: %s\n", err.msg);
            return EXIT_USAGE;
        }
        argc -= 2;
        argv += 2;
    }
    if (argc < 3) {
        fprintf(stderr, "cityscape-cli six-cities moves: needs PARAMS SEED [MOVE ...]\n");
        return EXIT_USAGE;
    }
    sx_params p;
    sx_state s;
    uint64_t seed;
    if (eg_parse_u64(argv[2], 0, UINT64_MAX, &seed, "SEED", &err) != 0) {
        fprintf(stderr, "cityscape-cli six-cities moves: %s\n", err.msg);
        return EXIT_USAGE;
    }
    if (eg_six_cities.params_decode(argv[1], &p, &err) != SX_OK ||
        sx_new_game(&p, seed, &s, &err) != SX_OK) {
        print_error(false, "params: ", err.msg);
        return EXIT_BAD_INPUT;
    }
    for (int i = 3; i < argc; i++) {
        const char *move = argv[i];
        int player = lowest(sx_to_act(&s), s.nplayers);
        if (move[0] >= '1' && move[0] <= '4' && move[1] == ':') {
            player = move[0] - '1';
            move += 2;
        }
        if (sx_execute(&s, player, move, NULL, &err) != SX_OK) {
            char what[64];
            snprintf(what, sizeof what, "move %d (%.10s): ", i - 2, argv[i]);
            print_error(false, what, err.msg);
            return EXIT_BAD_INPUT;
        }
    }
    static const char *const PHASE[3] = {"choose", "build", "over"};
    unsigned act = sx_to_act(&s);
    int player = want && (act & (1u << (want - 1))) ? want - 1 : lowest(act, s.nplayers);
    char acting[SX_MAX_PLAYERS + 1] = "-";
    for (int q = 0, k = 0; q < s.nplayers; q++)
        if (act & (1u << q))
            acting[k++] = (char)('1' + q), acting[k] = '\0';
    int round = s.round < s.nrounds ? s.round + 1 : s.nrounds;
    printf("%d %d %s %s\n", act ? player + 1 : 0, round, PHASE[s.phase % 3], acting);
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    int n = act ? sx_legal_moves(&s, player, legal, EG_MAX_LEGAL) : 0;
    for (int i = 0; i < n; i++)
        printf("%s\n", legal[i]);
    return EXIT_OK;
}

int sx_cli(int argc, char **argv)
{
    if (argc < 1 || strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0 ||
        strcmp(argv[0], "help") == 0) {
        usage(stdout);
        return argc < 1 ? EXIT_USAGE : EXIT_OK;
    }
    if (strcmp(argv[0], "score") == 0)
        return cmd_score(argc, argv);
    if (strcmp(argv[0], "site") == 0)
        return cmd_site(argc, argv);
    if (strcmp(argv[0], "play") == 0)
        return cmd_play(argc, argv);
    if (strcmp(argv[0], "moves") == 0)
        return cmd_moves(argc, argv);
    fprintf(stderr, "cityscape-cli six-cities: unknown command '%s' (try --help)\n", argv[0]);
    return EXIT_USAGE;
}
