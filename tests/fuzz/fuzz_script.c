/* SPDX-License-Identifier: MIT */
/* fuzz_script.c - the window's script lines (docs/scripting.md) as
 * eg_script_parse_line reads them (src/engine/script_line.c, which script.c
 * runs): every line of the input is read. A line is refused only with a
 * message; an accepted one has a known command, arguments without a '\r' or
 * leading blank, numbers in the ranges the commands document, and written
 * out again ("!" if urgent, the command, a space, the arguments) it reads
 * back to the same command. */
#include <string.h>

#include "fuzz.h"
#include "eg_script.h"

static void check_line(const char *line)
{
    eg_script_cmd c, again;
    char err[200];
    memset(err, 0, sizeof err);
    if (!eg_script_parse_line(line, &c, err, sizeof err)) {
        FUZZ_CHECK(err[0] != '\0' && memchr(err, '\0', sizeof err) != NULL);
        return;
    }
    FUZZ_CHECK(c.op >= EG_SCMD_NONE && c.op < EG_SCMD__COUNT);
    FUZZ_CHECK(c.urgent == (line[0] == '!'));
    FUZZ_CHECK(memchr(c.args, '\0', sizeof c.args) != NULL && strchr(c.args, '\r') == NULL);
    FUZZ_CHECK(c.args[0] != ' ' && c.args[0] != '\t');
    switch (c.op) {
    case EG_SCMD_SIZE:
        FUZZ_CHECK(c.n[0] >= 64 && c.n[0] <= 8192 && c.n[1] >= 64 && c.n[1] <= 8192);
        break;
    case EG_SCMD_WAIT:
        FUZZ_CHECK(c.x[0] >= 0.0f && c.x[0] <= 3600.0f);
        break;
    case EG_SCMD_DRAG_ITEM:
    case EG_SCMD_LIFT_ITEM:
        FUZZ_CHECK(c.n[2] >= -16 && c.n[2] <= 16);
        break;
    case EG_SCMD_EXPECT_MOVES:
        FUZZ_CHECK(c.n[0] >= 0);
        break;
    default:
        break;
    }
    if (c.op == EG_SCMD_NONE)
        return;
    char text[EG_SCRIPT_LINE_MAX + 64];
    snprintf(text, sizeof text, "%s%s %s", c.urgent ? "!" : "", eg_script_op_name(c.op), c.args);
    FUZZ_CHECK(eg_script_parse_line(text, &again, err, sizeof err));
    FUZZ_CHECK(again.op == c.op && again.urgent == c.urgent);
    /* A line longer than the parser reads may lose its end once written out
     * again with one space: compare what both kept. */
    size_t n = strlen(again.args);
    FUZZ_CHECK(strncmp(again.args, c.args, n) == 0);
    if (strlen(c.args) == n)
        FUZZ_CHECK(memcmp(again.n, c.n, sizeof c.n) == 0 && memcmp(again.x, c.x, sizeof c.x) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char line[EG_SCRIPT_LINE_MAX + 32];
    size_t i = 0;
    while (i < size) {
        const uint8_t *nl = memchr(data + i, '\n', size - i);
        size_t len = (size_t)((nl ? nl - data : (ptrdiff_t)size) - (ptrdiff_t)i);
        size_t n = len < sizeof line - 1 ? len : sizeof line - 1;
        memcpy(line, data + i, n);
        line[n] = '\0';
        check_line(line);
        i += len + 1;
    }
    return 0;
}
