/* SPDX-License-Identifier: MIT */
/* script_parse.h - one line of a script (docs/scripting.md) read into a
 * command and its arguments, with no SDL: script.c runs what this reads, and
 * tests/fuzz/fuzz_script.c feeds it arbitrary lines. */
#ifndef CS_SCRIPT_PARSE_H
#define CS_SCRIPT_PARSE_H

#include <stdbool.h>
#include <stddef.h>

enum { CS_SCRIPT_LINE_MAX = 512 };

typedef enum {
    CS_SCMD_NONE,     /* a blank line or a comment */
    CS_SCMD_SIZE, CS_SCMD_SEED, CS_SCMD_CLICK, CS_SCMD_CLICKAT, CS_SCMD_KEY, CS_SCMD_TYPE,
    CS_SCMD_READY, CS_SCMD_CAMERA, CS_SCMD_PEAK_MEMORY,
    CS_SCMD_DRAG_ITEM, CS_SCMD_LIFT_ITEM, CS_SCMD_CLICK_ITEM, CS_SCMD_EXPECT_MOVES,
    CS_SCMD_RELEASE, CS_SCMD_WAIT, CS_SCMD_EXPECT, CS_SCMD_EXPECT_DISABLED, CS_SCMD_EXPECT_HINT,
    CS_SCMD_SCREENSHOT, CS_SCMD_EXPECT_TEXT,
    CS_SCMD_EXPECT_NO_TEXT, CS_SCMD_PLAY_ANY, CS_SCMD_PLAY_TO_END, CS_SCMD_DUMP_SCENE,
    CS_SCMD_DUMP_TEXT, CS_SCMD_QUIT, CS_SCMD_HOLD, CS_SCMD_EXPECT_SPAN, CS_SCMD_HOVER_ITEM, CS_SCMD_KEY_TO,
    CS_SCMD__COUNT
} cs_script_op;

typedef struct {
    cs_script_op op;
    bool urgent;                    /* written with a leading '!': run at once */
    char args[CS_SCRIPT_LINE_MAX];  /* the text after the command word, leading
                                       blanks skipped, up to a '\r' */
    int n[3];                       /* whole numbers: size W H, drag-item FROM TO
                                       [TURNS], click-item ID, key-to ID,
                                       expect-moves N, expect-span PCT FROM TO,
                                       play-to-end [N] */
    float x[2];                     /* clickat X Y, wait SECONDS */
} cs_script_cmd;

/* The command's word ("drag-item"), for messages. */
const char *cs_script_op_name(cs_script_op op);

/* Reads one line (NUL-terminated; bytes past CS_SCRIPT_LINE_MAX - 1 are not
 * read). Returns true and fills *cmd, or false with the reason in err (an
 * unknown command, or numbers a command needs missing or out of range). */
bool cs_script_parse_line(const char *line, cs_script_cmd *cmd, char *err, size_t errsz);

#endif
