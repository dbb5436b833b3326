/* SPDX-License-Identifier: MIT */
/* error.c - eg_error: refusals as values. */
#include "game.h"

#include <stdarg.h>
#include <stdio.h>

int eg_error_set(eg_error *err, int code, int column, const char *fmt, ...)
{
    if (err) {
        err->code = code;
        err->column = column;
        err->line = 0;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return code;
}
