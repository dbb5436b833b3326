/* SPDX-License-Identifier: MIT */
/* json.c - the one JSON string writer of every command-line tool. */
#include "eg_json.h"

void eg_json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 0x20 || c == 0x7f)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out); /* UTF-8 passes through: JSON text is UTF-8 */
    }
    fputc('"', out);
}

void eg_error_line(FILE *out, int json, const char *msg)
{
    if (json) {
        fputs("{\"error\":", out);
        eg_json_string(out, msg);
        fputs("}\n", out);
    } else {
        fprintf(out, "error: %s\n", msg);
    }
}
