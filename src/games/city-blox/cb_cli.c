/* SPDX-License-Identifier: MIT */
/* cb_cli.c - `cityscape-cli city-blox COMMAND`: fit (shared/spec/city-blox.md)
 * and cards. Exit 0 success, 1 bad input, 2 usage. (`arena` is dispatched
 * by cityscape-cli to the engine's arena.) */
#include "cb_internal.h"

#include <stdio.h>
#include <string.h>

static void usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli city-blox fit [--json] [--level 1|2|2b]\n"
            "                                   [--kind house|school|market] CUTOUT BRICK ...\n"
            "       cityscape-cli city-blox cards\n"
            "       cityscape-cli city-blox arena --games N --player LEVEL --player LEVEL ...\n\n"
            "  fit    is the plot complete for that card? CUTOUT is 8 ranks of '#'/'.', rank 8\n"
            "         first, separated by '/'; a BRICK is SHAPE@STUD with ^2 on the second\n"
            "         level (2x4@b2 Lsw@c5^2). --kind is needed at level 2b only.\n"
            "  cards  the 36 landscape cards of the game, one line each\n"
            "  arena  plays many games among levels easy and medium\n\n"
            "Exit status: 0 success, 1 bad input, 2 usage error.\n");
}

static int is_help(const char *a) { return strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0; }

static void json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            printf("\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            printf("\\u%04x", (unsigned char)*s);
        else
            putchar(*s);
    }
    putchar('"');
}

static int fail(bool json, const char *msg)
{
    if (json) {
        printf("{\"error\":");
        json_string(msg);
        printf("}\n");
    } else {
        fprintf(stderr, "error: %s\n", msg);
    }
    return 1;
}

static int usage_error(const char *msg)
{
    fprintf(stderr, "cityscape-cli city-blox fit: %s\n", msg);
    usage(stderr);
    return 2;
}

static int cmd_fit(int argc, char **argv)
{
    bool json = false;
    int level = CB_LEVEL_1, kind = -1, i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = true;
        } else if (strcmp(argv[i], "--level") == 0 && i + 1 < argc) {
            const char *v = argv[++i];
            level = strcmp(v, "1") == 0    ? CB_LEVEL_1
                    : strcmp(v, "2") == 0  ? CB_LEVEL_2
                    : strcmp(v, "2b") == 0 ? CB_LEVEL_2B
                                           : -1;
            if (level < 0)
                return usage_error("--level needs 1, 2 or 2b");
        } else if (strcmp(argv[i], "--kind") == 0 && i + 1 < argc) {
            const char *v = argv[++i];
            kind = strcmp(v, "house") == 0    ? CB_HOUSE
                   : strcmp(v, "school") == 0 ? CB_SCHOOL
                   : strcmp(v, "market") == 0 ? CB_MARKET
                                              : -2;
            if (kind == -2)
                return usage_error("--kind needs house, school or market");
        } else if (is_help(argv[i])) {
            usage(stdout);
            return 0;
        } else {
            char msg[96];
            snprintf(msg, sizeof msg, "unknown option or missing value: %.40s", argv[i]);
            return usage_error(msg);
        }
    }
    if (i >= argc)
        return usage_error("a CUTOUT is needed");
    if (level == CB_LEVEL_2B && kind < 0)
        return usage_error("--level 2b needs --kind house|school|market");
    eg_error err = {0};
    uint64_t cut;
    if (cb_cutout_parse(argv[i], strlen(argv[i]), &cut, &err))
        return fail(json, err.msg);
    enum { MAXB = 128 };
    cb_brick b[MAXB];
    int n = 0;
    for (i++; i < argc; i++) {
        if (n == MAXB)
            return fail(json, "more than 128 bricks");
        if (cb_brick_parse(argv[i], strlen(argv[i]), &b[n], &err))
            return fail(json, err.msg);
        n++;
    }
    int bad;
    if (cb_bricks_check(b, n, &bad, &err))
        return fail(json, err.msg);
    cb_verdict v;
    cb_judge(cut, b, n, level, kind < 0 ? CB_HOUSE : kind, &v);
    if (json) {
        if (v.complete) {
            printf("{\"complete\":true,\"hidden_knobs\":%d}\n", v.hidden_knobs);
        } else {
            printf("{\"complete\":false,\"reason\":");
            json_string(v.reason);
            printf(",\"hidden_knobs\":%d}\n", v.hidden_knobs);
        }
    } else if (v.complete) {
        printf("complete, %d hidden knob%s\n", v.hidden_knobs, v.hidden_knobs == 1 ? "" : "s");
    } else {
        printf("not complete: %s\n", v.reason);
    }
    return 0;
}

static int cmd_cards(int argc, char **argv)
{
    (void)argv;
    if (argc > 1) {
        usage(is_help(argv[1]) ? stdout : stderr);
        return is_help(argv[1]) ? 0 : 2;
    }
    for (int i = 0; i < CB_CARDS; i++) {
        char cut[72];
        cb_cutout_format(cb_cards[i].cutout, cut);
        printf("%s %d %s %s\n", cb_card_kind_name(cb_cards[i].kind), i % CB_CARDS_PER_KIND + 1,
               cb_card_tag_name(cb_cards[i].tag), cut);
    }
    return 0;
}

int cb_cli(int argc, char **argv)
{
    if (argc < 1 || is_help(argv[0])) {
        usage(stdout);
        return 0;
    }
    if (strcmp(argv[0], "fit") == 0)
        return cmd_fit(argc, argv);
    if (strcmp(argv[0], "cards") == 0)
        return cmd_cards(argc, argv);
    fprintf(stderr, "cityscape-cli city-blox: unknown command '%s'\n", argv[0]);
    usage(stderr);
    return 2;
}
