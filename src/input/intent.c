/* SPDX-License-Identifier: MIT */
/* intent.c - SDL events to intents (see intent.h and docs/controls in README). */
#include "intent.h"

#include <string.h>

void fe_input_init(fe_input *in)
{
    memset(in, 0, sizeof *in);
    in->scale_x = in->scale_y = 1.0f;
}

void fe_input_set_scale(fe_input *in, int win_w, int win_h, int draw_w, int draw_h)
{
    in->scale_x = win_w > 0 ? (float)draw_w / (float)win_w : 1.0f;
    in->scale_y = win_h > 0 ? (float)draw_h / (float)win_h : 1.0f;
}

static void at(const fe_input *in, fe_intent *out, int x, int y)
{
    out->x = (float)x * in->scale_x;
    out->y = (float)y * in->scale_y;
}

static bool key_intent(fe_input *in, const SDL_KeyboardEvent *k, fe_intent *out)
{
    SDL_Keycode sym = k->keysym.sym;
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0;
    bool shift = (k->keysym.mod & KMOD_SHIFT) != 0;
    if (k->type == SDL_KEYUP) {
        if (sym == SDLK_TAB) {
            out->kind = FE_IN_PEEK;
            out->n = 0;
            return true;
        }
        return false;
    }
    if (in->typing) {
        if (sym == SDLK_BACKSPACE) {
            out->kind = FE_IN_ERASE;
            return true;
        }
        if (sym == SDLK_RETURN || sym == SDLK_KP_ENTER || sym == SDLK_ESCAPE ||
            sym == SDLK_TAB) {
            out->kind = sym == SDLK_ESCAPE ? FE_IN_CANCEL : FE_IN_CONFIRM;
            return true;
        }
        return false; /* letters arrive as SDL_TEXTINPUT */
    }
    switch (sym) {
    case SDLK_LEFT: case SDLK_RIGHT: case SDLK_UP: case SDLK_DOWN: {
        int dx = sym == SDLK_RIGHT ? 1 : sym == SDLK_LEFT ? -1 : 0;
        int dy = sym == SDLK_UP ? 1 : sym == SDLK_DOWN ? -1 : 0;
        if (ctrl || shift) {
            out->kind = FE_IN_ORBIT;
            /* Up raises the camera, as dragging the view down does. */
            out->dx = (float)dx * FE_ORBIT_KEY_DEG;
            out->dy = (float)-dy * FE_ORBIT_KEY_DEG * 0.5f;
        } else {
            out->kind = FE_IN_CURSOR;
            out->dx = (float)dx;
            out->dy = (float)dy;
        }
        return true;
    }
    case SDLK_q: case SDLK_e:
        out->kind = FE_IN_ORBIT;
        out->dx = sym == SDLK_q ? -FE_ORBIT_KEY_DEG : FE_ORBIT_KEY_DEG;
        return true;
    case SDLK_z:
        if (!ctrl)
            return false;
        out->kind = FE_IN_UNDO;
        return true;
    case SDLK_TAB:
        if (k->repeat)
            return false;
        out->kind = FE_IN_PEEK;
        out->n = 1;
        return true;
    case SDLK_r:
        out->kind = FE_IN_TURN;
        out->n = shift ? -1 : 1;
        return true;
    default:
        break;
    }
    /* The keys that mean one intent each, whatever the modifiers. */
    static const struct {
        SDL_Keycode key;
        fe_intent_kind kind;
    } plain[] = {{SDLK_RETURN, FE_IN_CONFIRM},    {SDLK_KP_ENTER, FE_IN_CONFIRM},
                 {SDLK_ESCAPE, FE_IN_CANCEL},     {SDLK_u, FE_IN_UNDO},
                 {SDLK_BACKSPACE, FE_IN_UNDO},    {SDLK_HOME, FE_IN_SNAP_BACK},
                 {SDLK_c, FE_IN_SNAP_BACK},       {SDLK_v, FE_IN_SKYLINE},
                 {SDLK_F11, FE_IN_FULLSCREEN},    {SDLK_F1, FE_IN_HELP},
                 {SDLK_h, FE_IN_HELP},            {SDLK_n, FE_IN_HEIGHTS},
                 {SDLK_m, FE_IN_MOVES},           {SDLK_k, FE_IN_KEY},
                 {SDLK_l, FE_IN_NOTE}};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
        if (sym == plain[i].key) {
            out->kind = plain[i].kind;
            return true;
        }
    return false;
}

bool fe_input_translate(fe_input *in, const SDL_Event *ev, fe_intent *out)
{
    memset(out, 0, sizeof *out);
    switch (ev->type) {
    case SDL_QUIT:
        out->kind = FE_IN_QUIT;
        return true;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            ev->window.event == SDL_WINDOWEVENT_RESIZED) {
            out->kind = FE_IN_RESIZE;
            return true;
        }
        if (ev->window.event == SDL_WINDOWEVENT_EXPOSED ||
            ev->window.event == SDL_WINDOWEVENT_SHOWN ||
            ev->window.event == SDL_WINDOWEVENT_RESTORED) {
            out->kind = FE_IN_EXPOSE;
            return true;
        }
        return false;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
        bool down = ev->type == SDL_MOUSEBUTTONDOWN;
        at(in, out, ev->button.x, ev->button.y);
        in->last_x = out->x;
        in->last_y = out->y;
        if (ev->button.button == SDL_BUTTON_LEFT) {
            out->kind = down ? FE_IN_PRESS : FE_IN_RELEASE;
            return true;
        }
        if (ev->button.button == SDL_BUTTON_RIGHT) {
            in->orbiting = down;
            out->kind = down ? FE_IN_ALT_PRESS : FE_IN_ALT_RELEASE;
            return true;
        }
        return false;
    }
    case SDL_MOUSEMOTION:
        at(in, out, ev->motion.x, ev->motion.y);
        if (in->orbiting) {
            out->kind = FE_IN_ORBIT;
            out->dx = (out->x - in->last_x) * FE_ORBIT_DEG_PER_PX;
            out->dy = (out->y - in->last_y) * FE_ORBIT_DEG_PER_PX;
        } else {
            out->kind = FE_IN_MOVE;
        }
        in->last_x = out->x;
        in->last_y = out->y;
        return true;
    case SDL_MOUSEWHEEL: {
        int dy = ev->wheel.y;
        if (ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED)
            dy = -dy;
        if (dy == 0)
            return false;
        out->kind = FE_IN_ZOOM;
        out->x = in->last_x;
        out->y = in->last_y;
        out->dy = (float)dy;
        return true;
    }
    case SDL_TEXTINPUT:
        if (!in->typing)
            return false;
        out->kind = FE_IN_TEXT;
        SDL_strlcpy(out->text, ev->text.text, sizeof out->text);
        return true;
    case SDL_KEYDOWN:
    case SDL_KEYUP:
        return key_intent(in, &ev->key, out);
    default:
        return false;
    }
}
