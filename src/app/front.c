/* SPDX-License-Identifier: MIT */
/* front.c - the front end's services (see front.h). */
#define _POSIX_C_SOURCE 200809L
#include "front.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "aside.h"

void fe_app_toast(fe_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->toast, sizeof a->toast, fmt, ap);
    va_end(ap);
    a->toast_t = 3.5f;
    a->toast_screen = a->flow.screen;
    a->redraw = true;
}

void fe_app_notice(fe_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->notice, sizeof a->notice, fmt, ap);
    va_end(ap);
    a->notice_screen = a->flow.screen;
    a->redraw = true;
}

void fe_app_sound(fe_app *a, fe_sfx id, int variant)
{
    fe_audio_play(a->audio, id, variant);
}

void fe_app_save_settings(fe_app *a)
{
    char aside[1100];
    if (!a->settings_path[0])
        return;
    if (!fe_settings_save(a->settings_path, &a->settings, a->settings_unread, aside,
                          sizeof aside)) {
        fprintf(stderr, "cityscape: warning: settings: could not write %s: %s\n",
                a->settings_path, strerror(errno));
        return;
    }
    if (aside[0])
        fprintf(stderr, "cityscape: settings: %s could not be read whole: kept as %s before "
                        "writing the settings in use\n", a->settings_path, aside);
    a->settings_unread = false;
}

bool fe_app_save_unreadable(fe_app *a, const char *path, int line, int column, const char *why)
{
    char reason[320], aside[1100];
    size_t path_len = strlen(path);
    struct stat st;
    if (strncmp(why, path, path_len) == 0 && strncmp(why + path_len, ": ", 2) == 0)
        why += path_len + 2; /* the file is named anyway */
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        why = "it is a folder, not a file";
    const char *slash = strrchr(path, '/');
    const char *name = slash ? slash + 1 : path;
    int dir_len = slash ? (int)(slash - path) : 1;
    const char *dir = slash ? path : ".";
    char where[64] = "";
    if (line > 0 && column > 0)
        snprintf(where, sizeof where, "Line %d, column %d: ", line, column);
    else if (line > 0)
        snprintf(where, sizeof where, "Line %d: ", line);
    snprintf(reason, sizeof reason, "%s%s", where, why);
    if (reason[0] == 'L') /* "line 3, column 7: ...", as errors are written */
        reason[0] = 'l';
    /* Moved aside, never deleted, and never over an earlier one:
     * NAME.unreadable, then NAME.unreadable-2, ... */
    int rc = fe_aside_keep(path, aside, sizeof aside);
    if (rc == 0) {
        const char *aside_name = strrchr(aside, '/') ? strrchr(aside, '/') + 1 : aside;
        fprintf(stderr, "cityscape: the saved game %s cannot be continued: %s (moved to %s)\n",
                path, reason, aside);
        fe_app_notice(a, "This saved game could not be continued\nFile: %s\n%s%s\n"
                      "Kept as: %s\nIn: %.*s\nA new game is saved afresh: the damaged file is "
                      "never overwritten.", name, where, why, aside_name, dir_len, dir);
        return true;
    }
    fprintf(stderr, "cityscape: the saved game %s cannot be continued: %s (and could not be "
                    "moved aside: %s)\n", path, reason, strerror(rc));
    fe_app_notice(a, "This saved game could not be continued\nFile: %s\n%s%s\nIn: %.*s\n"
                  "It could not be moved aside (%s): Continue stays off until it is mended "
                  "or moved.", name, where, why, dir_len, dir, strerror(rc));
    return false;
}
