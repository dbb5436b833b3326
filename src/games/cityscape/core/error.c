/* SPDX-License-Identifier: MIT */
/* error.c - error values: codes, names and formatted messages. */
#include "cs_core.h"

#include <stdarg.h>
#include <stdio.h>

static const char *const ERRCODE_NAMES[CS_ERR__COUNT] = {
    [CS_OK] = "ok",
    [CS_ERR_SYNTAX] = "syntax error",
    [CS_ERR_NO_SUCH_LOT] = "no such lot",
    [CS_ERR_BAD_HEIGHT] = "not a block height",
    [CS_ERR_BAD_CODE] = "not a goal code",
    [CS_ERR_BAD_SEAT] = "not a seat",
    [CS_ERR_TOO_MANY_BLOCKS] = "too many blocks of one height",
    [CS_ERR_DUPLICATE_SEAT] = "goals given twice for a seat",
    [CS_ERR_NO_BLOCK_LEFT] = "no block of that height left",
    [CS_ERR_NOT_YOUR_TURN] = "not your turn",
    [CS_ERR_GOALS_NOT_SET] = "goals not set",
    [CS_ERR_GOALS_ALREADY_SET] = "goals already set",
    [CS_ERR_SEAT_NOT_HELD] = "seat not held by that player",
    [CS_ERR_WRONG_PHASE] = "not allowed in this phase",
    [CS_ERR_ROUND_OVER] = "round is over",
    [CS_ERR_GAME_OVER] = "game is over",
    [CS_ERR_BAD_PLAYERS] = "players or seats not allowed",
    [CS_ERR_BAD_ROUNDS] = "number of rounds not allowed",
    [CS_ERR_NO_SUCH_PLAYER] = "no such player",
    [CS_ERR_RECORD] = "record is inconsistent",
    [CS_ERR_IO] = "input/output error",
};

const char *cs_errcode_name(cs_errcode code)
{
    if ((unsigned)code >= CS_ERR__COUNT)
        return "unknown error";
    return ERRCODE_NAMES[code];
}

cs_errcode cs_error_set(cs_error *err, cs_errcode code, int line, int column,
                        const char *fmt, ...)
{
    if (err) {
        err->code = code;
        err->line = line;
        err->column = column;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return code;
}

void cs_error_format(const cs_error *err, char *out, size_t outsz)
{
    if (!out || outsz == 0)
        return;
    if (err->line > 0 && err->column > 0)
        snprintf(out, outsz, "line %d, column %d: %s", err->line, err->column, err->msg);
    else if (err->line > 0)
        snprintf(out, outsz, "line %d: %s", err->line, err->msg);
    else if (err->column > 0)
        snprintf(out, outsz, "column %d: %s", err->column, err->msg);
    else
        snprintf(out, outsz, "%s", err->msg);
}
