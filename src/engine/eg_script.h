/* SPDX-License-Identifier: MIT */
/* eg_script.h - one line of a script (docs/scripting.md) read into a
 * command and its arguments, with no SDL: script.c runs what this reads, and
 * tests/fuzz/fuzz_script.c feeds it arbitrary lines. */
#ifndef EG_SCRIPT_H
#define EG_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

enum { EG_SCRIPT_LINE_MAX = 512 };

typedef enum {
    EG_SCMD_NONE,     /* a blank line or a comment */
    EG_SCMD_SIZE, EG_SCMD_SEED, EG_SCMD_CLICK, EG_SCMD_CLICKAT, EG_SCMD_KEY, EG_SCMD_TYPE,
    EG_SCMD_READY, EG_SCMD_CAMERA, EG_SCMD_PEAK_MEMORY,
    EG_SCMD_DRAG_ITEM, EG_SCMD_LIFT_ITEM, EG_SCMD_CLICK_ITEM, EG_SCMD_EXPECT_MOVES,
    EG_SCMD_RELEASE, EG_SCMD_WAIT, EG_SCMD_EXPECT, EG_SCMD_EXPECT_DISABLED, EG_SCMD_EXPECT_HINT,
    EG_SCMD_SCREENSHOT, EG_SCMD_EXPECT_TEXT,
    EG_SCMD_EXPECT_NO_TEXT, EG_SCMD_PLAY_ANY, EG_SCMD_PLAY_TO_END, EG_SCMD_DUMP_SCENE,
    EG_SCMD_DUMP_TEXT, EG_SCMD_QUIT, EG_SCMD_HOLD, EG_SCMD_EXPECT_SPAN, EG_SCMD_HOVER_ITEM, EG_SCMD_KEY_TO,
    EG_SCMD_PRESS, EG_SCMD_MOVE_TO,
    EG_SCMD_WAIT_TURN, EG_SCMD_WAIT_ONLINE, EG_SCMD_HOVER_TEXT, EG_SCMD_WHEEL,
    EG_SCMD__COUNT
} eg_script_op;

typedef struct {
    eg_script_op op;
    bool urgent;                    /* written with a leading '!': run at once */
    char args[EG_SCRIPT_LINE_MAX];  /* the text after the command word, leading
                                       blanks skipped, up to a '\r' */
    int n[3];                       /* whole numbers: size W H, drag-item FROM TO
                                       [TURNS], click-item ID, key-to ID,
                                       expect-moves N, expect-span PCT FROM TO,
                                       play-to-end [N] */
    float x[2];                     /* clickat, press, move-to X Y; wait SECONDS, wait-turn [SECONDS] */
} eg_script_cmd;

/* The command's word ("drag-item"), for messages. */
const char *eg_script_op_name(eg_script_op op);

/* Reads one line (NUL-terminated; bytes past EG_SCRIPT_LINE_MAX - 1 are not
 * read). Returns true and fills *cmd, or false with the reason in err (an
 * unknown command, or numbers a command needs missing or out of range). */
bool eg_script_parse_line(const char *line, eg_script_cmd *cmd, char *err, size_t errsz);

#endif
