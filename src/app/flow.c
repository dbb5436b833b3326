/* SPDX-License-Identifier: MIT */
/* flow.c - the screens and what moves between them (see flow.h). */
#include "flow.h"

#include <string.h>

const char *cs_flow_screen_name(cs_screen s)
{
    static const char *const names[] = {"title", "rules", "settings", "games",
                                        "table-setup", "table", "menu"};
    return (unsigned)s < sizeof names / sizeof names[0] ? names[s] : "?";
}

void cs_flow_init(cs_flow *f, uint32_t seed)
{
    memset(f, 0, sizeof *f);
    f->seed = seed;
    f->screen = f->back = f->paused = CS_SCREEN_TITLE;
}

void cs_flow_show(cs_flow *f, cs_screen screen)
{
    if ((screen == CS_SCREEN_RULES || screen == CS_SCREEN_SETTINGS) &&
        f->screen != CS_SCREEN_RULES && f->screen != CS_SCREEN_SETTINGS)
        f->back = f->screen;
    f->screen = screen;
}

void cs_flow_back(cs_flow *f)
{
    f->screen = f->back;
    f->back = CS_SCREEN_TITLE;
}

cs_screen cs_flow_game_screen(const cs_flow *f)
{
    bool over = f->screen == CS_SCREEN_MENU || f->screen == CS_SCREEN_RULES ||
                f->screen == CS_SCREEN_SETTINGS;
    return over && f->paused != CS_SCREEN_TITLE ? f->paused : f->screen;
}

void cs_flow_close_menu(cs_flow *f)
{
    if (f->screen != CS_SCREEN_MENU || f->paused == CS_SCREEN_TITLE)
        return;
    f->screen = f->paused;
    f->paused = CS_SCREEN_TITLE;
}

void cs_flow_leave(cs_flow *f)
{
    f->paused = f->back = f->screen = CS_SCREEN_TITLE;
}
