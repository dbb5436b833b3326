/* SPDX-License-Identifier: MIT */
/* cb_cli.c - `cityscape-cli city-blox COMMAND`: fit (shared/spec/city-blox.md)
 * and cards. Exit 0 success, 1 bad input, 2 usage. (`arena` is dispatched
 * by cityscape-cli to the engine's arena.) */
#include "cb_draw.h"
#include "eg_json.h"
#include "eg_parse.h"
#include "cb_internal.h"

#include <stdlib.h>

#include <stdio.h>
#include <string.h>

static void usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli city-blox fit [--json] [--level 1|2|2b]\n"
            "                                   [--kind house|school|market] CUTOUT BRICK ...\n"
            "       cityscape-cli city-blox cards\n"
            "       cityscape-cli city-blox table-plan PARAMS SEED LEVEL|people [MAX-MOVES]\n"
            "       cityscape-cli city-blox arena --games N --player LEVEL --player LEVEL ...\n\n"
            "  fit    is the plot complete for that card? CUTOUT is 8 ranks of '#'/'.', rank 8\n"
            "         first, separated by '/'; a BRICK is SHAPE@STUD with ^2 on the second\n"
            "         level (2x4@b2 Lsw@c5^2). --kind is needed at level 2b only.\n"
            "  cards  the 36 landscape cards of the game, one line each\n"
            "  table-plan  a game at the table, player 1 played by the mouse (moves chosen\n"
            "         by Medium), the others computers at LEVEL (easy|medium) as the table\n"
            "         seeds them: prints `script LINE` (the pointer actions, docs/scripting.md),\n"
            "         `move P MOVE` for every move, then `end over=0|1 scores=A,B,.. moves=N`;\n"
            "         LEVEL human: every player by the mouse, a hot seat (`script ready` at each\n"
            "         curtain); people: every player by the mouse, each move's lines after\n"
            "         `turn P K` (player P, K moves made before it: a game online,\n"
            "         tests/app/online_play.sh)\n"
            "  arena  plays many games among levels easy, medium and hard\n\n"
            "Exit status: 0 success, 1 bad input, 2 usage error.\n");
}

static int is_help(const char *a) { return strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0; }


static int fail(bool json, const char *msg)
{
    if (json) {
        printf("{\"error\":");
        eg_json_string(stdout, msg);
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
            eg_json_string(stdout, v.reason);
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

/* ---- table-plan: the moves of a game at the table (tests/app/table_city_blox.sh). */

static int plan_fail(const char *what, const char *msg)
{
    fprintf(stderr, "cityscape-cli city-blox table-plan: %s: %s\n", what, msg);
    return 1;
}

/* A Recycle move as its button makes it: the sizes smallest first (the
 * same bricks; they are then placed in that order). */
static void recycle_in_button_order(char move[EG_MOVE_MAX])
{
    char *sizes = strrchr(move, ':');
    if (!sizes)
        return;
    unsigned set = 0;
    for (const char *p = sizes + 1; *p;) {
        size_t len = strcspn(p, ",");
        int k;
        if (cb_kind_parse(p, len, &k) != CB_OK)
            return;
        set |= 1u << k;
        p += len + (p[len] == ',');
    }
    size_t n = (size_t)(sizes + 1 - move);
    for (int k = 0; k < CB_KINDS; k++)
        if (set >> k & 1u) {
            int w = snprintf(move + n, EG_MOVE_MAX - n, "%s%s", move[n - 1] == ':' ? "" : ",",
                             cb_kind_name(k));
            if (w < 0 || (size_t)w >= EG_MOVE_MAX - n)
                return;
            n += (size_t)w;
        }
}

/* Player who's next move by the mouse: Medium's choice, or the first legal
 * move the mouse can make; a whole pile one size at a time, as the table
 * adds it. */
static int human_move(const cb_state *s, int who, uint64_t seed, char move[EG_MOVE_MAX],
                      char *acts, size_t actsz)
{
    cb_state view = *s;
    view.rng.s = 0;
    if (cb_ai_choose(&view, who, 1, seed, move, NULL) != CB_OK)
        move[0] = '\0';
    if (strncmp(move, "pile:", 5) == 0)
        move[strcspn(move, ",")] = '\0';
    if (strncmp(move, "recycle:", 8) == 0)
        recycle_in_button_order(move);
    if (move[0] && cb_table_actions(s, who, move, acts, actsz) == 0)
        return 0;
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    int n = cb_legal_moves(s, who, legal, EG_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        if (strcmp(legal[i], "return") != 0 &&
            cb_table_actions(s, who, legal[i], acts, actsz) == 0) {
            memcpy(move, legal[i], EG_MOVE_MAX);
            return 0;
        }
    return -1;
}

/* A placement with turns made the other way: a click on the brick in hand,
 * R for each quarter turn, a click on the stud (instead of a drag turned by
 * the wheel), so the test plays both. */
static void by_clicks_and_keys(char *acts, size_t actsz)
{
    int from, to, turns;
    if (sscanf(acts, "drag-item %d %d %d", &from, &to, &turns) != 3 || from != CB_ID_HAND ||
        turns < 1 || turns > 3)
        return;
    int n = snprintf(acts, actsz, "click-item %d\n", from);
    for (int k = 0; k < turns; k++)
        n += snprintf(acts + n, actsz - (size_t)n, "key r\n");
    snprintf(acts + n, actsz - (size_t)n, "click-item %d\n", to);
}

static int cmd_table_plan(int argc, char **argv)
{
    if (argc < 4 || argc > 5) {
        usage(stderr);
        return 2;
    }
    extern const eg_game eg_city_blox; /* cb_table.c */
    const eg_game *g = &eg_city_blox;
    cb_params p;
    eg_error err = {0};
    if (g->params_decode(argv[1], &p, &err) != 0)
        return plan_fail("params", err.msg);
    uint64_t seed;
    /* "human": a hot seat, every player by the mouse, a curtain passed
     * (script ready) whenever another is to act; "people": every player by
     * the mouse, each at their own window (online). */
    bool hotseat = strcmp(argv[3], "human") == 0;
    int level = strcmp(argv[3], "easy") == 0                 ? 0
                : strcmp(argv[3], "medium") == 0 || hotseat ? 1
                : strcmp(argv[3], "people") == 0            ? 2
                                                            : -1;
    int max = 100000;
    if (eg_parse_u64(argv[2], 0, UINT64_MAX, &seed, "SEED", &err) != 0 ||
        (argc == 5 && eg_parse_int(argv[4], 0, 100000, &max, "MAX-MOVES", &err) != 0)) {
        fprintf(stderr, "cityscape-cli city-blox table-plan: %s\n", err.msg);
        return 2;
    }
    if (level < 0)
        return plan_fail(argv[3], "the computers' level is easy or medium (or human: a hot "
                                  "seat; people: online)");
    cb_state s;
    if (cb_new_game(&p, seed, &s, &err) != CB_OK)
        return plan_fail("new game", err.msg);
    int n = 0, turned = 0, seated = -1;
    char move[EG_MOVE_MAX], acts[512];
    while (!cb_is_over(&s) && n < max) {
        int who = __builtin_ctz(cb_to_act(&s));
        if (who == 0 || hotseat || level == 2) {
            /* Checked once the table has settled: the computer has moved too. */
            if (level == 2)
                printf("turn %d %d\n", who + 1, n);
            else if (n > 0)
                printf("script expect-moves %d\n", n);
            if (hotseat && who != seated)
                printf("script ready\n");
            seated = who;
            if (human_move(&s, who, seed ^ 0x5eedu ^ ((uint64_t)n << 17), move, acts, sizeof acts))
                return plan_fail("a player by the mouse", "no move the mouse can make");
            int from, to, turns;
            if (sscanf(acts, "drag-item %d %d %d", &from, &to, &turns) == 3 &&
                from == CB_ID_HAND && turned++ % 2 == 1)
                by_clicks_and_keys(acts, sizeof acts);
            for (char *line = strtok(acts, "\n"); line; line = strtok(NULL, "\n"))
                printf("script %s\n", line);
        } else {
            cb_state view = s;
            view.rng.s = 0; /* what the table's computer sees (redact) */
            if (cb_ai_choose(&view, who, level, seed + (uint64_t)n, move, &err) != CB_OK)
                return plan_fail("the computer", err.msg);
        }
        if (cb_execute(&s, who, move, NULL, &err) != CB_OK)
            return plan_fail(move, err.msg);
        n++;
        printf("move %d %s\n", who + 1, move);
    }
    printf("script expect-moves %d\n", n);
    printf("end over=%d scores=", cb_is_over(&s) ? 1 : 0);
    for (int i = 0; i < p.nplayers; i++)
        printf("%s%d", i ? "," : "", __builtin_popcount(s.done[i]));
    printf(" moves=%d rounds=%d\n", n, s.round + 1);
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
    if (strcmp(argv[0], "table-plan") == 0)
        return cmd_table_plan(argc, argv);
    fprintf(stderr, "cityscape-cli city-blox: unknown command '%s'\n", argv[0]);
    usage(stderr);
    return 2;
}
