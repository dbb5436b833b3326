/* SPDX-License-Identifier: MIT */
/* xpointer.c - a script's mouse by the real X pointer (xpointer.h). */
#define _POSIX_C_SOURCE 200809L
#include "xpointer.h"

#include <SDL_syswm.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static FILE *drv;
static int last_x = -1, last_y = -1;
static char why[256];

bool fe_xpointer_on(void) { return getenv("CITYSCAPE_XPOINTER") != NULL; }

static bool failed(const char *what, int x, int y, const char *reason)
{
    if (!why[0])
        snprintf(why, sizeof why, "xpointer: %s at window pixel (%d, %d): %s", what, x, y, reason);
    return true;
}

/* The driver's socket, opened once and told the window: "window XID". */
static bool connect_driver(SDL_Window *w)
{
    const char *path = getenv("CITYSCAPE_XPOINTER");
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(w, &info) || info.subsystem != SDL_SYSWM_X11)
        return false;
    struct sockaddr_un sa = {.sun_family = AF_UNIX};
    snprintf(sa.sun_path, sizeof sa.sun_path, "%s", path);
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0 || !(drv = fdopen(fd, "r+"))) {
        if (fd >= 0)
            close(fd);
        return false;
    }
    fprintf(drv, "window %lu\n", (unsigned long)info.info.x11.window);
    return true;
}

/* One request to the driver and its answer: true on "ok". */
static bool ask(const char *req, char *reply, size_t n)
{
    snprintf(reply, n, "the driver hung up");
    fprintf(drv, "%s\n", req);
    fflush(drv);
    if (!fgets(reply, (int)n, drv))
        snprintf(reply, n, "the driver hung up");
    reply[strcspn(reply, "\n")] = '\0';
    return strcmp(reply, "ok") == 0;
}

/* Events of the type in SDL's queue (a motion only at x, y). */
static int queued(Uint32 type, int x, int y)
{
    SDL_Event ev[256];
    SDL_PumpEvents();
    int n = SDL_PeepEvents(ev, 256, SDL_PEEKEVENT, type, type), k = 0;
    for (int i = 0; i < n; i++)
        k += type != SDL_MOUSEMOTION || (ev[i].motion.x == x && ev[i].motion.y == y);
    return k;
}

bool fe_xpointer_event(SDL_Window *w, const SDL_Event *e)
{
    if (!fe_xpointer_on())
        return false;
    bool move = e->type == SDL_MOUSEMOTION, wheel = e->type == SDL_MOUSEWHEEL;
    int x = move ? e->motion.x : e->button.x, y = move ? e->motion.y : e->button.y;
    const char *what = move ? "move" : wheel ? "wheel" : e->type == SDL_MOUSEBUTTONDOWN ? "press" : "release";
    if (wheel)
        x = last_x, y = last_y;
    if (why[0] || (move && x == last_x && y == last_y)) /* X sends no motion for no move */
        return true;
    if (!drv && !connect_driver(w))
        return failed(what, x, y, "cannot reach the driver at CITYSCAPE_XPOINTER (needs the x11 "
                      "video driver and scripts/xpointer-driver listening)");
    int before = queued(e->type, x, y);
    char reply[200];
    char req[64];
    if (move)
        snprintf(req, sizeof req, "move %d %d", x, y);
    else
        snprintf(req, sizeof req, "%s %d", what, wheel ? e->wheel.y : 1);
    if (!ask(req, reply, sizeof reply))
        return failed(what, x, y, reply);
    if (move)
        last_x = x, last_y = y;
    for (Uint32 t0 = SDL_GetTicks(); queued(e->type, x, y) <= before; SDL_Delay(1))
        if (SDL_GetTicks() - t0 > 10000)
            return failed(what, x, y, "the window's event loop got no such SDL event in 10 s");
    return true;
}

void fe_xpointer_shot(SDL_Window *w, const char *png)
{
    char req[600], reply[200];
    int n = (int)strlen(png) - (strstr(png, ".png") ? 4 : 0);
    snprintf(req, sizeof req, "shot %.*s-x11.png", n, png);
    if (!fe_xpointer_on() || why[0])
        return;
    if (!drv && !connect_driver(w))
        snprintf(why, sizeof why, "xpointer: the X screen's picture %s: cannot reach the driver", png);
    else if (!ask(req, reply, sizeof reply))
        snprintf(why, sizeof why, "xpointer: the X screen's picture %s: %s", png, reply);
}

bool fe_xpointer_error(char *err, size_t errsz)
{
    if (!why[0])
        return false;
    snprintf(err, errsz, "%s", why);
    why[0] = '\0';
    return true;
}
