/* SPDX-License-Identifier: MIT */
/* aside.c - moving an unreadable file aside (see aside.h). */
#define _POSIX_C_SOURCE 200809L
#include "aside.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

int fe_aside_keep(const char *path, char *aside, size_t asidesz)
{
    struct stat st;
    if (snprintf(aside, asidesz, "%s.unreadable", path) >= (int)asidesz)
        return ENAMETOOLONG;
    /* lstat: a dangling link's name is taken too. */
    for (int n = 2; lstat(aside, &st) == 0; n++) {
        if (n > 999)
            return EEXIST;
        if (snprintf(aside, asidesz, "%s.unreadable-%d", path, n) >= (int)asidesz)
            return ENAMETOOLONG;
    }
    return rename(path, aside) == 0 ? 0 : errno;
}
