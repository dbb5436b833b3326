/* SPDX-License-Identifier: MIT */
/* script_parse.h - one line of a script (docs/scripting.md) read into a
 * command and its arguments, with no SDL: script.c runs what this reads, and
 * tests/fuzz/fuzz_script.c feeds it arbitrary lines. */
#ifndef FE_SCRIPT_PARSE_H
#define FE_SCRIPT_PARSE_H

#include <stdbool.h>
#include <stddef.h>

enum { FE_SCRIPT_LINE_MAX = 512 };

typedef enum {
    FE_SCMD_NONE,     /* a blank line or a comment */
    FE_SCMD_SIZE, FE_SCMD_SEED, FE_SCMD_CLICK, FE_SCMD_CLICKAT, FE_SCMD_KEY, FE_SCMD_TYPE,
    FE_SCMD_READY, FE_SCMD_CAMERA, FE_SCMD_PEAK_MEMORY,
    FE_SCMD_DRAG_ITEM, FE_SCMD_LIFT_ITEM, FE_SCMD_CLICK_ITEM, FE_SCMD_EXPECT_MOVES,
    FE_SCMD_RELEASE, FE_SCMD_WAIT, FE_SCMD_EXPECT, FE_SCMD_EXPECT_DISABLED, FE_SCMD_EXPECT_HINT,
    FE_SCMD_SCREENSHOT, FE_SCMD_EXPECT_TEXT,
    FE_SCMD_EXPECT_NO_TEXT, FE_SCMD_PLAY_ANY, FE_SCMD_PLAY_TO_END, FE_SCMD_DUMP_SCENE,
    FE_SCMD_DUMP_TEXT, FE_SCMD_QUIT, FE_SCMD_HOLD, FE_SCMD_EXPECT_SPAN, FE_SCMD_HOVER_ITEM, FE_SCMD_KEY_TO,
    FE_SCMD_PRESS, FE_SCMD_MOVE_TO,
    FE_SCMD_WAIT_TURN, FE_SCMD_WAIT_ONLINE,
    FE_SCMD__COUNT
} fe_script_op;

typedef struct {
    fe_script_op op;
    bool urgent;                    /* written with a leading '!': run at once */
    char args[FE_SCRIPT_LINE_MAX];  /* the text after the command word, leading
                                       blanks skipped, up to a '\r' */
    int n[3];                       /* whole numbers: size W H, drag-item FROM TO
                                       [TURNS], click-item ID, key-to ID,
                                       expect-moves N, expect-span PCT FROM TO,
                                       play-to-end [N] */
    float x[2];                     /* clickat, press, move-to X Y; wait SECONDS, wait-turn [SECONDS] */
} fe_script_cmd;

/* The command's word ("drag-item"), for messages. */
const char *fe_script_op_name(fe_script_op op);

/* Reads one line (NUL-terminated; bytes past FE_SCRIPT_LINE_MAX - 1 are not
 * read). Returns true and fills *cmd, or false with the reason in err (an
 * unknown command, or numbers a command needs missing or out of range). */
bool fe_script_parse_line(const char *line, fe_script_cmd *cmd, char *err, size_t errsz);

#endif
