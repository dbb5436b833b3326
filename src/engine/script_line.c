/* SPDX-License-Identifier: MIT */
/* script_line.c - one line of a window script read without SDL (eg_script.h). */
#include "eg_script.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Each command's word, and for those that take numbers: how many (least
 * to most), each one's range, whether decimals, and the usage a bad one is
 * told. */
#define ID_RANGE -2147483647.0, 2147483647.0
#define DRAG_USAGE "drag-item FROM TO [TURNS] (item ids of the game's scene; wheel notches, -16 to 16)"
static const struct {
    const char *name;
    int least, most;
    double lo, hi;
    bool decimal;
    const char *usage; /* NULL: the command takes its arguments as text */
} CMDS[EG_SCMD__COUNT] = {
    [EG_SCMD_NONE] = {""},
    [EG_SCMD_SIZE] = {"size", 2, 2, 64, 8192, false, "size W H (64 to 8192 pixels each)"},
    [EG_SCMD_SEED] = {"seed"}, [EG_SCMD_CLICK] = {"click"},
    [EG_SCMD_CLICKAT] = {"clickat", 2, 2, -1e6, 1e6, true, "clickat X Y"},
    [EG_SCMD_KEY] = {"key"}, [EG_SCMD_TYPE] = {"type"}, [EG_SCMD_READY] = {"ready"},
    [EG_SCMD_CAMERA] = {"camera"}, [EG_SCMD_PEAK_MEMORY] = {"peak-memory"},
    [EG_SCMD_DRAG_ITEM] = {"drag-item", 2, 3, ID_RANGE, false, DRAG_USAGE},
    [EG_SCMD_LIFT_ITEM] = {"lift-item", 2, 3, ID_RANGE, false, DRAG_USAGE},
    [EG_SCMD_CLICK_ITEM] = {"click-item", 1, 1, ID_RANGE, false,
                            "click-item ID (an item id of the game's scene)"},
    [EG_SCMD_EXPECT_MOVES] = {"expect-moves", 1, 1, 0, 1000000, false, "expect-moves N"},
    [EG_SCMD_RELEASE] = {"release"},
    [EG_SCMD_WAIT] = {"wait", 1, 1, 0.0, 3600.0, true, "wait SECONDS (0 to 3600)"},
    [EG_SCMD_EXPECT] = {"expect"}, [EG_SCMD_EXPECT_DISABLED] = {"expect-disabled"},
    [EG_SCMD_EXPECT_HINT] = {"expect-hint"}, [EG_SCMD_SCREENSHOT] = {"screenshot"},
    [EG_SCMD_EXPECT_TEXT] = {"expect-text"}, [EG_SCMD_EXPECT_NO_TEXT] = {"expect-no-text"},
    [EG_SCMD_PLAY_ANY] = {"play-any"},
    [EG_SCMD_PLAY_TO_END] = {"play-to-end", 0, 1, 0, 100000, false,
                             "play-to-end [N] (0 to 100000 moves with the pieces before the "
                             "game's buttons)"},
    [EG_SCMD_DUMP_SCENE] = {"dump-scene"}, [EG_SCMD_DUMP_TEXT] = {"dump-text"},
    [EG_SCMD_QUIT] = {"quit"}, [EG_SCMD_HOLD] = {"hold"},
    [EG_SCMD_EXPECT_SPAN] = {"expect-span", 3, 3, ID_RANGE, false,
                             "expect-span PCT FROM TO (1 to 100 percent; item ids FROM to TO, "
                             "FROM not above TO)"},
    [EG_SCMD_HOVER_ITEM] = {"hover-item", 1, 1, ID_RANGE, false,
                            "hover-item ID (an item id of the game's scene)"},
    [EG_SCMD_KEY_TO] = {"key-to", 1, 1, ID_RANGE, false, "key-to ID (an item id of the game's scene)"},
    [EG_SCMD_PRESS] = {"press", 2, 2, -1e6, 1e6, true, "press X Y"},
    [EG_SCMD_MOVE_TO] = {"move-to", 2, 2, -1e6, 1e6, true, "move-to X Y"},
    [EG_SCMD_WAIT_TURN] = {"wait-turn", 0, 1, 1.0, 3600.0, true, "wait-turn [SECONDS] (1 to 3600)"},
    [EG_SCMD_WAIT_ONLINE] = {"wait-online", 0, 1, 1.0, 3600.0, true,
                             "wait-online [SECONDS] (1 to 3600)"},
    [EG_SCMD_HOVER_TEXT] = {"hover-text"},
    [EG_SCMD_WHEEL] = {"wheel", 1, 1, -40, 40, false,
                       "wheel N (mouse wheel notches, -40 to 40; negative: toward the player)"},
};

const char *eg_script_op_name(eg_script_op op)
{
    return op >= 0 && op < EG_SCMD__COUNT ? CMDS[op].name : "?";
}

static bool blank(char c) { return c == ' ' || c == '\t'; }

/* Up to `most` numbers (at least `least`) separated by blanks, each in
 * lo..hi, and nothing else: whole numbers into whole (when not NULL), else
 * decimals into dec. */
static bool numbers(const char *args, int least, int most, double lo, double hi, int *whole,
                    float *dec)
{
    const char *p = args;
    int k = 0;
    for (;;) {
        while (blank(*p))
            p++;
        if (*p == '\0')
            break;
        if (k == most)
            return false;
        char *end;
        errno = 0;
        double v = whole ? (double)strtol(p, &end, 10) : strtod(p, &end);
        if (end == p || errno != 0 || !isfinite(v) || v < lo || v > hi ||
            (*end != '\0' && !blank(*end)))
            return false;
        if (whole)
            whole[k++] = (int)v;
        else
            dec[k++] = (float)v;
        p = end;
    }
    return k >= least;
}

bool eg_script_parse_line(const char *line, eg_script_cmd *cmd, char *err, size_t errsz)
{
    memset(cmd, 0, sizeof *cmd);
    char buf[EG_SCRIPT_LINE_MAX];
    snprintf(buf, sizeof buf, "%s", line);
    char *p = buf;
    if (*p == '!') {
        cmd->urgent = true;
        p++;
    }
    /* The command word ends at a blank or '\r'; the arguments run from the
     * next character (leading blanks and '\r's skipped) to a '\r'. */
    while (blank(*p) || *p == '\r')
        p++;
    char *word = p;
    while (*p && !blank(*p) && *p != '\r')
        p++;
    size_t wlen = (size_t)(p - word);
    if (wlen == 0 || word[0] == '#') {
        cmd->op = EG_SCMD_NONE;
        return true;
    }
    if (*p)
        p++;
    while (*p == '\r')
        p++;
    char *cr = strchr(p, '\r');
    if (cr)
        *cr = '\0';
    while (blank(*p))
        p++;
    snprintf(cmd->args, sizeof cmd->args, "%s", p);

    cmd->op = EG_SCMD__COUNT;
    for (int i = 1; i < EG_SCMD__COUNT; i++)
        if (strlen(CMDS[i].name) == wlen && memcmp(CMDS[i].name, word, wlen) == 0)
            cmd->op = (eg_script_op)i;
    if (cmd->op == EG_SCMD__COUNT) {
        snprintf(err, errsz, "unknown command '%.*s'", (int)(wlen > 40 ? 40 : wlen), word);
        return false;
    }
    const char *usage = CMDS[cmd->op].usage;
    bool ok = !usage || numbers(cmd->args, CMDS[cmd->op].least, CMDS[cmd->op].most,
                                CMDS[cmd->op].lo, CMDS[cmd->op].hi,
                                CMDS[cmd->op].decimal ? NULL : cmd->n, cmd->x);
    if (cmd->op == EG_SCMD_DRAG_ITEM || cmd->op == EG_SCMD_LIFT_ITEM)
        ok = ok && cmd->n[2] >= -16 && cmd->n[2] <= 16;
    else if (cmd->op == EG_SCMD_EXPECT_SPAN)
        ok = ok && cmd->n[0] >= 1 && cmd->n[0] <= 100 && cmd->n[1] <= cmd->n[2];
    if (!ok) {
        snprintf(err, errsz, "%s, not '%.60s'", usage, cmd->args);
        return false;
    }
    return true;
}
