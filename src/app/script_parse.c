/* SPDX-License-Identifier: MIT */
/* script_parse.c - one script line read without SDL (script_parse.h). */
#include "script_parse.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const NAMES[FE_SCMD__COUNT] = {
    [FE_SCMD_NONE] = "", [FE_SCMD_SIZE] = "size", [FE_SCMD_SEED] = "seed",
    [FE_SCMD_CLICK] = "click", [FE_SCMD_CLICKAT] = "clickat", [FE_SCMD_KEY] = "key",
    [FE_SCMD_TYPE] = "type", [FE_SCMD_READY] = "ready", [FE_SCMD_CAMERA] = "camera",
    [FE_SCMD_PEAK_MEMORY] = "peak-memory",
    [FE_SCMD_DRAG_ITEM] = "drag-item", [FE_SCMD_LIFT_ITEM] = "lift-item",
    [FE_SCMD_CLICK_ITEM] = "click-item", [FE_SCMD_EXPECT_MOVES] = "expect-moves",
    [FE_SCMD_RELEASE] = "release", [FE_SCMD_WAIT] = "wait",
    [FE_SCMD_EXPECT] = "expect", [FE_SCMD_EXPECT_DISABLED] = "expect-disabled",
    [FE_SCMD_EXPECT_HINT] = "expect-hint",
    [FE_SCMD_SCREENSHOT] = "screenshot", [FE_SCMD_EXPECT_TEXT] = "expect-text",
    [FE_SCMD_EXPECT_NO_TEXT] = "expect-no-text", [FE_SCMD_PLAY_ANY] = "play-any",
    [FE_SCMD_PLAY_TO_END] = "play-to-end",
    [FE_SCMD_DUMP_SCENE] = "dump-scene", [FE_SCMD_DUMP_TEXT] = "dump-text",
    [FE_SCMD_QUIT] = "quit", [FE_SCMD_HOLD] = "hold", [FE_SCMD_EXPECT_SPAN] = "expect-span",
    [FE_SCMD_HOVER_ITEM] = "hover-item",
    [FE_SCMD_KEY_TO] = "key-to",
};

const char *fe_script_op_name(fe_script_op op)
{
    return op >= 0 && op < FE_SCMD__COUNT ? NAMES[op] : "?";
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

static bool whole_numbers(const char *args, int least, int most, long lo, long hi, int *out)
{
    return numbers(args, least, most, (double)lo, (double)hi, out, NULL);
}

static bool decimals(const char *args, int least, int most, double lo, double hi, float *out)
{
    return numbers(args, least, most, lo, hi, NULL, out);
}

bool fe_script_parse_line(const char *line, fe_script_cmd *cmd, char *err, size_t errsz)
{
    memset(cmd, 0, sizeof *cmd);
    char buf[FE_SCRIPT_LINE_MAX];
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
        cmd->op = FE_SCMD_NONE;
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

    cmd->op = FE_SCMD__COUNT;
    for (int i = 1; i < FE_SCMD__COUNT; i++)
        if (strlen(NAMES[i]) == wlen && memcmp(NAMES[i], word, wlen) == 0)
            cmd->op = (fe_script_op)i;
    bool ok = true;
    const char *usage = "";
    switch (cmd->op) {
    case FE_SCMD__COUNT:
        snprintf(err, errsz, "unknown command '%.*s'", (int)(wlen > 40 ? 40 : wlen), word);
        return false;
    case FE_SCMD_SIZE:
        ok = whole_numbers(cmd->args, 2, 2, 64, 8192, cmd->n);
        usage = "size W H (64 to 8192 pixels each)";
        break;
    case FE_SCMD_CLICKAT:
        ok = decimals(cmd->args, 2, 2, -1e6, 1e6, cmd->x);
        usage = "clickat X Y";
        break;
    case FE_SCMD_WAIT:
        ok = decimals(cmd->args, 1, 1, 0.0, 3600.0, cmd->x);
        usage = "wait SECONDS (0 to 3600)";
        break;
    case FE_SCMD_DRAG_ITEM:
    case FE_SCMD_LIFT_ITEM:
        ok = whole_numbers(cmd->args, 2, 3, -2147483647L, 2147483647L, cmd->n) &&
             cmd->n[2] >= -16 && cmd->n[2] <= 16;
        usage = "drag-item FROM TO [TURNS] (item ids of the game's scene; wheel notches, "
                "-16 to 16)";
        break;
    case FE_SCMD_CLICK_ITEM:
        ok = whole_numbers(cmd->args, 1, 1, -2147483647L, 2147483647L, cmd->n);
        usage = "click-item ID (an item id of the game's scene)";
        break;
    case FE_SCMD_KEY_TO:
        ok = whole_numbers(cmd->args, 1, 1, -2147483647L, 2147483647L, cmd->n);
        usage = "key-to ID (an item id of the game's scene)";
        break;
    case FE_SCMD_EXPECT_MOVES:
        ok = whole_numbers(cmd->args, 1, 1, 0, 1000000, cmd->n);
        usage = "expect-moves N";
        break;
    case FE_SCMD_PLAY_TO_END:
        ok = whole_numbers(cmd->args, 0, 1, 0, 100000, cmd->n);
        usage = "play-to-end [N] (0 to 100000 moves with the pieces before the game's buttons)";
        break;
    case FE_SCMD_EXPECT_SPAN:
        ok = whole_numbers(cmd->args, 3, 3, -2147483647L, 2147483647L, cmd->n) &&
             cmd->n[0] >= 1 && cmd->n[0] <= 100 && cmd->n[1] <= cmd->n[2];
        usage = "expect-span PCT FROM TO (1 to 100 percent; item ids FROM to TO, FROM not above TO)";
        break;
    case FE_SCMD_HOVER_ITEM:
        ok = whole_numbers(cmd->args, 1, 1, -2147483647L, 2147483647L, cmd->n);
        usage = "hover-item ID (an item id of the game's scene)";
        break;
    default:
        break;
    }
    if (!ok) {
        snprintf(err, errsz, "%s, not '%.60s'", usage, cmd->args);
        return false;
    }
    return true;
}
