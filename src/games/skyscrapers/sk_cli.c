/* SPDX-License-Identifier: MIT */
/* sk_cli.c - `cityscape-cli skyscrapers score|moves|play|deal|solve`
 * (contract: shared/spec/skyscrapers.md). Exit 0 ok, 1 bad input, 2 usage.
 *
 * Errors on a position or a move are written to standard output in the
 * line they answer, so a run over many lines keeps one output line per
 * input line; the exit status is 1 once all lines are done. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sk_game.h"
#include "eg_json.h"
#include "eg_parse.h"
#include "sk_solve.h"

enum { OK = 0, BAD_INPUT = 1, USAGE = 2 };

static void usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli skyscrapers score [--json] [SPN ...]\n"
            "       cityscape-cli skyscrapers moves [--json] [SPN ...]\n"
            "       cityscape-cli skyscrapers play [--json] SPN MOVE ...\n"
            "       cityscape-cli skyscrapers deal [--variant 1|2] SEED\n"
            "       cityscape-cli skyscrapers solve SPN [--budget-ms N] [--nodes N]\n"
            "\n"
            "Skyscrapers (Michael Schoessow's piecepack solitaire) on the command line.\n"
            "  score  the city's score: total, stacks, coins (--json: one object a line)\n"
            "  moves  the legal moves, sorted in byte order, on one line\n"
            "  play   applies the moves in order and writes the resulting SPN\n"
            "  deal   the starting SPN of deal number SEED (0 .. 2^64-1)\n"
            "  solve  searches for the best reachable score (default 1000 ms) and\n"
            "         writes 'best N' and then the moves that reach it\n"
            "With no SPN, score and moves read one position per non-empty line of\n"
            "standard input and write one line for each.\n"
            "Moves: b3-c3 (slide into the hole), d2+c2 (stack), @a3-a5 (pawn).\n"
            "Exit status: 0 success, 1 bad input, 2 usage error.\n");
}

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static int usage_error(const char *fmt, ...)
{
    fputs("cityscape-cli skyscrapers: ", stderr);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputs("\n", stderr);
    usage(stderr);
    return USAGE;
}

static bool is_help(const char *a) { return strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0; }

static int print_error(FILE *out, bool json, const char *msg)
{
    eg_error_line(out, json, msg);
    return BAD_INPUT;
}

/* Parses one position (spaces, tabs and a CR trimmed off its ends). */
static int parse_position(const char *text, sk_board *b, eg_error *err)
{
    size_t len = strlen(text);
    while (len && (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\r'))
        len--;
    size_t lead = 0;
    while (lead < len && (text[lead] == ' ' || text[lead] == '\t'))
        lead++;
    int rc = sk_spn_parse(text + lead, len - lead, b, err);
    if (rc && err->column > 0 && lead > 0) { /* columns count in the text as given */
        char shifted[sizeof err->msg];
        const char *rest = strchr(err->msg, ':');
        snprintf(shifted, sizeof shifted, "column %d%s", err->column + (int)lead, rest ? rest : "");
        snprintf(err->msg, sizeof err->msg, "%s", shifted);
        err->column += (int)lead;
    }
    return rc;
}

/* ---- score. */
static int score_one(const char *text, bool json)
{
    sk_board b;
    eg_error err = {0};
    if (parse_position(text, &b, &err))
        return print_error(stdout, json, err.msg);
    sk_score sc;
    sk_score_board(&b, &sc);
    char nm[3];
    if (json) {
        printf("{\"total\":%d,\"stacks\":%d,\"coins\":%d,\"scoring_stacks\":{", sc.total, sc.stacks,
               sc.coins);
        const char *sep = "";
        for (int sq = 0; sq < SK_SQUARES; sq++)
            if (sc.scoring_stacks & (1u << sq)) {
                printf("%s\"%s\":%d", sep, sk_square_name(sq, nm), sc.points[sq]);
                sep = ",";
            }
        printf("},\"scoring_coins\":[");
        sep = "";
        for (int sq = 0; sq < SK_SQUARES; sq++)
            if (sc.scoring_coins & (1u << sq)) {
                printf("%s\"%s\"", sep, sk_square_name(sq, nm));
                sep = ",";
            }
        printf("]}\n");
        return OK;
    }
    printf("total %d: stacks %d", sc.total, sc.stacks);
    const char *sep = " (";
    for (int sq = 0; sq < SK_SQUARES; sq++)
        if (sc.scoring_stacks & (1u << sq)) {
            printf("%s%s %d", sep, sk_square_name(sq, nm), sc.points[sq]);
            sep = ", ";
        }
    printf("%s, coins %d", sc.scoring_stacks ? ")" : "", sc.coins);
    sep = " (";
    for (int sq = 0; sq < SK_SQUARES; sq++)
        if (sc.scoring_coins & (1u << sq)) {
            printf("%s%s", sep, sk_square_name(sq, nm));
            sep = ", ";
        }
    printf("%s\n", sc.scoring_coins ? ")" : "");
    return OK;
}

/* ---- moves. */
static int moves_one(const char *text, bool json)
{
    sk_board b;
    eg_error err = {0};
    if (parse_position(text, &b, &err))
        return print_error(stdout, json, err.msg);
    sk_move moves[SK_MAX_MOVES];
    int n = sk_legal_moves(&b, moves);
    fputs(json ? "{\"moves\":[" : "", stdout);
    for (int i = 0; i < n; i++) {
        char m[SK_MOVE_TEXT];
        sk_move_format(moves[i], m);
        printf(json ? "%s\"%s\"" : "%s%s", i ? (json ? "," : " ") : "", m);
    }
    fputs(json ? "]}\n" : "\n", stdout);
    return OK;
}

/* score and moves: [--json] [SPN ...], or lines of standard input. */
static int for_each_position(int argc, char **argv, int (*one)(const char *, bool))
{
    bool json = false;
    int i = 1;
    for (; i < argc; i++) {
        if (is_help(argv[i])) {
            usage(stdout);
            return OK;
        }
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        } else if (argv[i][0] == '-' && argv[i][1] == '-')
            return usage_error("unknown option '%s'", argv[i]);
        else
            break;
    }
    int status = OK;
    if (i < argc) {
        for (; i < argc; i++)
            if (one(argv[i], json) != OK)
                status = BAD_INPUT;
        return status;
    }
    char *line = NULL;
    size_t cap = 0;
    long n, lineno = 0;
    while ((n = eg_read_line(stdin, &line, &cap)) >= 0) {
        size_t len = (size_t)n;
        lineno++;
        eg_error err = {0};
        if (eg_line_is_text(line, len, lineno, &err) != 0) {
            status = print_error(stdout, json, err.msg);
        } else {
            while (len && (line[len - 1] == ' ' || line[len - 1] == '\t'))
                line[--len] = '\0';
            if (strspn(line, " \t") == len)
                continue;
            if (one(line, json) != OK)
                status = BAD_INPUT;
        }
        fflush(stdout);
    }
    free(line);
    return status;
}

/* ---- play. */
static int cmd_play(int argc, char **argv)
{
    bool json = false;
    int i = 1;
    if (i < argc && is_help(argv[i])) {
        usage(stdout);
        return OK;
    }
    if (i < argc && strcmp(argv[i], "--json") == 0) {
        json = true;
        i++;
    }
    if (i >= argc)
        return usage_error("play needs %s", "an SPN and moves");
    sk_board b;
    eg_error err = {0};
    if (parse_position(argv[i], &b, &err))
        return print_error(stdout, json, err.msg);
    for (int k = i + 1; k < argc; k++)
        if (sk_play_text(&b, argv[k], &err)) {
            char msg[256];
            snprintf(msg, sizeof msg, "move %d: %s", k - i, err.msg);
            return print_error(stdout, json, msg);
        }
    char spn[SK_SPN_MAX];
    sk_spn_format(&b, spn, sizeof spn);
    if (json) {
        fputs("{\"spn\":", stdout);
        eg_json_string(stdout, spn);
        fputs("}\n", stdout);
    } else {
        printf("%s\n", spn);
    }
    return OK;
}

/* ---- deal. */
static int cmd_deal(int argc, char **argv)
{
    sk_variant v = SK_STANDARD;
    const char *seed_text = NULL;
    for (int i = 1; i < argc; i++) {
        if (is_help(argv[i])) {
            usage(stdout);
            return OK;
        }
        if (strcmp(argv[i], "--variant") == 0) {
            const char *val = i + 1 < argc ? argv[++i] : "";
            if (strcmp(val, "1") && strcmp(val, "2"))
                return usage_error("--variant needs 1 or 2, not '%s'", val);
            v = (sk_variant)(val[0] - '0');
        } else if (seed_text || (argv[i][0] == '-' && argv[i][1] != '\0')) {
            return usage_error("unexpected argument '%s'", argv[i]);
        } else {
            seed_text = argv[i];
        }
    }
    uint64_t seed;
    eg_error err = {0};
    if (!seed_text)
        return usage_error("deal needs %s", "a SEED");
    if (eg_parse_u64(seed_text, 0, UINT64_MAX, &seed, "SEED", &err) != 0)
        return usage_error("%s", err.msg);
    sk_board b;
    sk_deal(&b, seed, v);
    char spn[SK_SPN_MAX];
    sk_spn_format(&b, spn, sizeof spn);
    printf("%s\n", spn);
    return OK;
}

/* ---- solve. */
static int cmd_solve(int argc, char **argv)
{
    sk_solve_limits lim = {.budget_ms = 1000};
    const char *spn_text = NULL;
    for (int i = 1; i < argc; i++) {
        uint64_t v;
        if (is_help(argv[i])) {
            usage(stdout);
            return OK;
        }
        if (strcmp(argv[i], "--budget-ms") == 0 || strcmp(argv[i], "--nodes") == 0) {
            bool nodes = argv[i][2] == 'n';
            const char *val = i + 1 < argc ? argv[++i] : "";
            eg_error err = {0};
            if (eg_parse_u64(val, 0, nodes ? UINT64_MAX : 3600000, &v,
                             nodes ? "--nodes" : "--budget-ms", &err) != 0)
                return usage_error("%s", err.msg);
            if (nodes) {
                lim.max_nodes = v;
                lim.budget_ms = 0;
            } else {
                lim.budget_ms = (uint32_t)v;
            }
        } else if (spn_text || (argv[i][0] == '-' && argv[i][1] == '-')) {
            return usage_error("unexpected argument '%s'", argv[i]);
        } else {
            spn_text = argv[i];
        }
    }
    if (!spn_text)
        return usage_error("solve needs %s", "an SPN");
    if (!lim.budget_ms && !lim.max_nodes)
        lim.budget_ms = 1000;
    sk_board b;
    eg_error err = {0};
    if (parse_position(spn_text, &b, &err))
        return print_error(stdout, false, err.msg);
    sk_solution sol;
    if (sk_solve(&b, &lim, &sol) != 0)
        fprintf(stderr, "cityscape-cli skyscrapers: out of memory; best so far below\n");
    printf("best %d\n", sol.best_score);
    for (int i = 0; i < sol.nmoves; i++) {
        char m[SK_MOVE_TEXT];
        sk_move_format(sol.moves[i], m);
        printf("%s%s", i ? " " : "", m);
    }
    printf("\n");
    fprintf(stderr, "start %d, best %d in %d moves; %llu positions expanded, widest beam %d\n",
            sol.start_score, sol.best_score, sol.nmoves, (unsigned long long)sol.nodes, sol.width);
    return OK;
}

int sk_cli(int argc, char **argv)
{
    if (argc < 1 || is_help(argv[0]) || strcmp(argv[0], "help") == 0) {
        usage(stdout);
        return OK;
    }
    const char *cmd = argv[0];
    if (strcmp(cmd, "score") == 0)
        return for_each_position(argc, argv, score_one);
    if (strcmp(cmd, "moves") == 0)
        return for_each_position(argc, argv, moves_one);
    if (strcmp(cmd, "play") == 0)
        return cmd_play(argc, argv);
    if (strcmp(cmd, "deal") == 0)
        return cmd_deal(argc, argv);
    if (strcmp(cmd, "solve") == 0)
        return cmd_solve(argc, argv);
    return usage_error("unknown command '%s'", cmd);
}
