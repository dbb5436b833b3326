/* SPDX-License-Identifier: MIT */
/* cmd_show.c - `cityscape-cli show CPN [--seat X]`: the board as a seat sees it. */
#include "cli.h"
#include "cs_core.h"

#include <string.h>

static void show_usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli show CPN [--seat S|W|N|E]\n\n"
            "Draws the position as the seat sees it (default S): its lines 1-4 run\n"
            "left to right, the front lot at the bottom, nearest you. Each lot shows\n"
            "its blocks bottom-up and its height, '*' marks the tallest building.\n"
            "Under the board: each line's visible count (codes 1-4), its pair score\n"
            "(code 5) and, when the position has goals for the seat, each goal's score.\n\n"
            "Example: cityscape-cli show '-,-,-,5/-,-,-,-/2,-,-,-/13,-,-,- S:3562' --seat S\n");
}

enum { CELL = 9 };

/* "13=4*" for a stack 1,3 holding the tallest building; "." when empty. */
static void lot_text(const cs_board *b, int lot, int tallest, char out[CELL + 1])
{
    uint8_t stack[CS_BLOCKS];
    int n = cs_board_stack(b, lot, stack);
    if (n == 0) {
        snprintf(out, CELL + 1, ".");
        return;
    }
    char digits[5];
    int k = n > 4 ? 4 : n; /* long stacks abbreviate their bottom blocks */
    for (int i = 0; i < k; i++)
        digits[i] = (char)('0' + stack[n - k + i]);
    digits[k] = '\0';
    /* At most "~1234=75*": 9 characters. */
    snprintf(out, CELL + 1, "%s%.4s=%d%s", n > k ? "~" : "", digits, b->height[lot] % 100,
             b->height[lot] == tallest ? "*" : "");
}

static void print_row_rule(FILE *out)
{
    fputs("     +", out);
    for (int line = 0; line < CS_LINES; line++) {
        for (int i = 0; i < CELL; i++)
            fputc('-', out);
        fputc('+', out);
    }
    fputc('\n', out);
}

static void print_board(FILE *out, const cs_board *b, cs_seat seat)
{
    int tallest = cs_board_tallest(b);
    /* The lot label that changes along a line is its depth coordinate. */
    bool depth_is_rank = seat == CS_S || seat == CS_N;
    fprintf(out, "%*s(back, far from %s)\n", 5 + 2 * CELL - 6, "", cs_seat_name(seat));
    print_row_rule(out);
    for (int depth = CS_LINE_LEN - 1; depth >= 0; depth--) {
        int lot0 = cs_line_lots(seat, 0)[depth];
        char label = depth_is_rank ? (char)('1' + cs_lot_rank(lot0))
                                   : (char)('a' + cs_lot_file(lot0));
        fprintf(out, "  %c  |", label);
        for (int line = 0; line < CS_LINES; line++) {
            char t[CELL + 1];
            lot_text(b, cs_line_lots(seat, line)[depth], tallest, t);
            int len = (int)strlen(t), left = (CELL - len) / 2;
            fprintf(out, "%*s%s%*s|", left, "", t, CELL - len - left, "");
        }
        fputc('\n', out);
        print_row_rule(out);
    }
    fputs("      ", out);
    for (int line = 0; line < CS_LINES; line++) {
        int lot = cs_line_lots(seat, line)[0];
        char label = depth_is_rank ? (char)('a' + cs_lot_file(lot))
                                   : (char)('1' + cs_lot_rank(lot));
        fprintf(out, "%*s%c%*s", CELL / 2, "", label, CELL - CELL / 2, "");
    }
    fprintf(out, "\n%*s(front, seat %c: %s)\n\n", 5 + 2 * CELL - 6, "", cs_seat_char(seat),
            cs_seat_name(seat));
}

static void print_row(FILE *out, const char *title, const int v[CS_LINES])
{
    fprintf(out, "%-9s", title);
    for (int line = 0; line < CS_LINES; line++)
        fprintf(out, "%*d", CELL + 1, v[line]);
    fputc('\n', out);
}

static void print_lines(FILE *out, const cs_position *pos, cs_seat seat)
{
    int num[CS_LINES], vis[CS_LINES], pairs[CS_LINES];
    for (int line = 0; line < CS_LINES; line++) {
        uint8_t h[CS_LINE_LEN];
        cs_board_line_heights(&pos->board, seat, line, h);
        num[line] = line + 1;
        vis[line] = cs_line_visible(h);
        pairs[line] = cs_line_pair_score(h);
    }
    print_row(out, "line", num);
    print_row(out, "visible", vis);
    print_row(out, "pairs", pairs);
    if (!(pos->has_goals & (1u << seat))) {
        fprintf(out, "\nNo goals for seat %c in this position.\n", cs_seat_char(seat));
        return;
    }
    int codes[CS_LINES], lines[CS_LINES];
    for (int line = 0; line < CS_LINES; line++)
        codes[line] = pos->goals[seat][line];
    int total = cs_score_seat(&pos->board, seat, pos->goals[seat], lines);
    print_row(out, "goal", codes);
    print_row(out, "score", lines);
    fprintf(out, "%-9s%*d\n\n", "total", CELL + 1, total);
    for (int line = 0; line < CS_LINES; line++)
        fprintf(out, "line %d, code %d: %s: %s\n", line + 1, codes[line],
                cs_code_meaning(codes[line]), lines[line] ? "met" : "not met");
}

int cli_show(int argc, char **argv)
{
    const char *cpn = NULL;
    int seat = CS_S;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            show_usage(stdout);
            return CLI_OK;
        }
        if (strcmp(argv[i], "--seat") == 0) {
            if (i + 1 >= argc || strlen(argv[i + 1]) != 1 ||
                (seat = cs_seat_from_char(argv[i + 1][0])) < 0) {
                fprintf(stderr, "cityscape-cli show: --seat needs S, W, N or E\n");
                return CLI_USAGE;
            }
            i++;
        } else if (argv[i][0] == '-' && argv[i][1] == '-') {
            fprintf(stderr, "cityscape-cli show: unknown option '%s'\n", argv[i]);
            show_usage(stderr);
            return CLI_USAGE;
        } else if (cpn) {
            fprintf(stderr, "cityscape-cli show: one position at a time "
                            "(quote a CPN with goals: 'BOARD S:3562')\n");
            return CLI_USAGE;
        } else {
            cpn = argv[i];
        }
    }
    if (!cpn) {
        show_usage(stderr);
        return CLI_USAGE;
    }
    cs_position pos;
    cs_error err;
    if (cs_cpn_parse(cpn, strlen(cpn), &pos, &err) != CS_OK) {
        char msg[256];
        cs_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "cityscape-cli show: %s\n", msg);
        return CLI_BAD_INPUT;
    }
    print_board(stdout, &pos.board, (cs_seat)seat);
    print_lines(stdout, &pos, (cs_seat)seat);
    return CLI_OK;
}
