/* SPDX-License-Identifier: MIT */
/* flow.c - the screens and what moves between them (see flow.h). */
#include "flow.h"

#include <string.h>

const char *fe_flow_screen_name(fe_screen s)
{
    static const char *const names[] = {"title", "rules", "settings", "games",
                                        "table-setup", "table", "menu", "online"};
    return (unsigned)s < sizeof names / sizeof names[0] ? names[s] : "?";
}

void fe_flow_init(fe_flow *f, uint32_t seed)
{
    memset(f, 0, sizeof *f);
    f->seed = seed;
    f->screen = f->back = f->paused = FE_SCREEN_TITLE;
}

void fe_flow_show(fe_flow *f, fe_screen screen)
{
    if ((screen == FE_SCREEN_RULES || screen == FE_SCREEN_SETTINGS) &&
        f->screen != FE_SCREEN_RULES && f->screen != FE_SCREEN_SETTINGS)
        f->back = f->screen;
    f->screen = screen;
}

void fe_flow_back(fe_flow *f)
{
    f->screen = f->back;
    f->back = FE_SCREEN_TITLE;
}

fe_screen fe_flow_game_screen(const fe_flow *f)
{
    bool over = f->screen == FE_SCREEN_MENU || f->screen == FE_SCREEN_RULES ||
                f->screen == FE_SCREEN_SETTINGS;
    return over && f->paused != FE_SCREEN_TITLE ? f->paused : f->screen;
}

void fe_flow_close_menu(fe_flow *f)
{
    if (f->screen != FE_SCREEN_MENU || f->paused == FE_SCREEN_TITLE)
        return;
    f->screen = f->paused;
    f->paused = FE_SCREEN_TITLE;
}

void fe_flow_leave(fe_flow *f)
{
    f->paused = f->back = f->screen = FE_SCREEN_TITLE;
}
