/* SPDX-License-Identifier: MIT */
/* run.c - the window's life: paths and settings, the window and the
 * renderer, the loop that waits for events (or feeds a script's commands
 * when the game has settled) and draws only when something changed. */
#define _POSIX_C_SOURCE 200809L
#include "run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <SDL2/SDL_image.h>

#include "frame.h"
#include "layout_check.h"
#include "online.h"
#include "script.h"
#include "xpointer.h"
#include "table.h"

/* ---- Start-up and the loop. */

static bool make_dir(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) == 0)
        return S_ISDIR(st.st_mode);
    return mkdir(dir, 0755) == 0;
}

static void find_paths(fe_app *a, const fe_game_options *opt)
{
    const char *dir = opt->save_dir ? opt->save_dir : getenv("CITYSCAPE_SAVE_DIR");
    char *pref = NULL;
    if (!dir) {
        pref = SDL_GetPrefPath("cityscape", "cityscape"); /* the program's name */
        dir = pref;
    }
    if (!dir || !make_dir(dir)) {
        fprintf(stderr, "cityscape: no folder for saves (%s): games will not be saved\n",
                dir ? dir : SDL_GetError());
        a->save_path[0] = a->settings_path[0] = '\0';
    } else {
        size_t n = strlen(dir);
        const char *sep = n && dir[n - 1] == '/' ? "" : "/";
        snprintf(a->save_path, sizeof a->save_path, "%s%sautosave.csr", dir, sep);
        snprintf(a->settings_path, sizeof a->settings_path, "%s%ssettings.txt", dir, sep);
    }
    SDL_free(pref);
}

static void load_settings(fe_app *a)
{
    char warn[1200];
    a->settings_unread = a->settings_path[0] &&
                         fe_settings_load(a->settings_path, &a->settings, warn, sizeof warn) > 0;
    if (a->settings_unread)
        fprintf(stderr, "cityscape: warning: settings: %s", warn);
    if (!a->settings_path[0])
        a->settings = fe_settings_default();
}

/* The launch's seed without --seed: different from one launch to the next
 * (the system's random bytes; failing those, the clock and the process id),
 * so that random deals, seats and the computer's choices are. */
static uint32_t launch_seed(void)
{
    uint32_t seed = 0;
    FILE *f = fopen("/dev/urandom", "rb");
    if (!f || fread(&seed, sizeof seed, 1, f) != 1)
        seed = (uint32_t)time(NULL) * 2654435761u ^ (uint32_t)getpid() * 40503u ^
               (uint32_t)SDL_GetPerformanceCounter();
    if (f)
        fclose(f);
    return seed ? seed : 1u; /* 0 is --seed's "none" */
}

/* Seconds of real time a script waits for the game to settle
 * (CITYSCAPE_SCRIPT_STALL_S overrides). */
static double script_stall_s(void)
{
    const char *env = getenv("CITYSCAPE_SCRIPT_STALL_S");
    double v = env ? atof(env) : 0.0;
    return v > 0.0 ? v : 120.0;
}

/* The drawable's size, and the input's scale from window to drawable. */
static void fit_input(fe_app *a)
{
    int ww, wh;
    SDL_GetWindowSize(a->win.window, &ww, &wh);
    fe_window_drawable_size(&a->win, &a->fb_w, &a->fb_h);
    fe_input_set_scale(&a->input, ww, wh, a->fb_w, a->fb_h);
}

static int run_loop(fe_app *a)
{
    Uint64 last = SDL_GetPerformanceCounter(), waiting_since = last;
    const double stall_s = script_stall_s();
    double freq = (double)SDL_GetPerformanceFrequency();
    a->redraw = true;
    while (!a->quit) {
        SDL_Event ev;
        bool busy = fe_app_busy(a);
        if (a->script) {
            /* The next command runs once everything has settled; a game
             * that never settles fails the script instead of running on. */
            bool ready = (!busy && !a->redraw) || (busy && fe_script_urgent(a->script));
            Uint64 tick = SDL_GetPerformanceCounter();
            if (ready) {
                waiting_since = tick;
                if (!fe_script_step(a->script, a))
                    break;
            } else if ((double)(tick - waiting_since) / freq > stall_s) {
                fe_script_stalled(a->script, a, stall_s);
                break;
            }
        } else if (!busy && !a->redraw) {
            /* Idle: sleep until something happens. No frames, no CPU. */
            bool got = a->toast_t > 0.0f
                           ? SDL_WaitEventTimeout(&ev, (int)(a->toast_t * 1000.0f) + 1) != 0
                           : SDL_WaitEvent(&ev) != 0;
            fe_intent in;
            if (got && fe_input_translate(&a->input, &ev, &in))
                fe_app_handle(a, &in);
        }
        while (SDL_PollEvent(&ev)) {
            fe_intent in;
            if (ev.type == SDL_WINDOWEVENT && ev.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
                fit_input(a);
            if (fe_input_translate(&a->input, &ev, &in))
                fe_app_handle(a, &in);
        }
        Uint64 now = SDL_GetPerformanceCounter();
        float dt = a->script ? 1.0f / 60.0f : (float)((double)(now - last) / freq);
        last = now;
        if (dt > 0.1f)
            dt = 0.1f;
        a->clock += dt;
        fe_app_update(a, dt);
        if (a->script) {
            /* Scripts draw only settled frames: widgets must be where the
             * player would see them when the next command looks. */
            if (a->redraw && !fe_app_busy(a))
                fe_app_draw(a);
        } else if (a->redraw) {
            fe_app_draw(a);
        } else if (busy && a->win.vsync == 0) {
            SDL_Delay(8); /* no vsync to pace the animation */
        }
    }
    return a->exit_status;
}

/* The window or the renderer cannot start: said, shown, and what was
 * opened closed. */
static int cannot_start(fe_app *a, const char *err, int status)
{
    fprintf(stderr, "cityscape: %s\n", err);
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Cityscape cannot start", err, a->win.window);
    fe_window_close(&a->win);
    fe_script_close(a->script);
    fe_audio_close(a->audio);
    SDL_Quit();
    return status;
}

int fe_game_run(const fe_game_options *opt)
{
    static fe_app app; /* large; one per process */
    fe_app *a = &app;
    memset(a, 0, sizeof *a);
    a->table = fe_table_new();
    if (!a->table) {
        fprintf(stderr, "cityscape: out of memory\n");
        return 1;
    }
    fe_input_init(&a->input);
    fe_flow_init(&a->flow, opt->seed ? opt->seed : launch_seed());
    if (opt->script_path) {
        char err[256];
        a->script = fe_script_open(opt->script_path, err, sizeof err);
        if (!a->script) {
            fprintf(stderr, "cityscape: %s\n", err);
            return 1;
        }
        if (!getenv("SDL_VIDEODRIVER"))
            SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1);
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "cityscape: cannot start SDL: %s\n", SDL_GetError());
        fe_script_close(a->script);
        return 3;
    }
    find_paths(a, opt);
    load_settings(a);
    /* Silent, not an error, without a device. Scripts are silent unless an
     * audio driver is named (SDL_AUDIODRIVER=disk records what is played). */
    if (!a->script || getenv("SDL_AUDIODRIVER"))
        a->audio = fe_audio_open();
    fe_app_apply_settings(a);
    char err[512];
    int w = opt->width > 0 ? opt->width : 1280, h = opt->height > 0 ? opt->height : 720;
    if (a->script)
        fe_script_size(a->script, &w, &h);
    unsigned flags = (a->script && !fe_xpointer_on() ? FE_WINDOW_HIDDEN : 0u) |
                     (a->settings.vsync ? 0u : FE_WINDOW_NO_VSYNC);
    if (!fe_window_open(&a->win, "Cityscape", w, h, flags, err, sizeof err))
        return cannot_start(a, err, 3);
    SDL_SetWindowMinimumSize(a->win.window, 640, 360); /* every screen still fits */
    if (a->settings.fullscreen && !a->script) {
        a->fullscreen = true;
        SDL_SetWindowFullscreen(a->win.window, SDL_WINDOW_FULLSCREEN_DESKTOP);
    }
    char data[1024];
    fe_data_dir(data, sizeof data);
    a->r = fe_renderer_create(data, err, sizeof err);
    if (!a->r)
        return cannot_start(a, err, 1);
    /* The window's icon: the generated one beside the data (share/icons). */
    char icon_path[1200];
    snprintf(icon_path, sizeof icon_path, "%s/../icons/hicolor/64x64/apps/%s.png", data,
             "io.github.cityscape.Cityscape");
    SDL_Surface *icon = IMG_Load(icon_path);
    if (icon) {
        SDL_SetWindowIcon(a->win.window, icon);
        SDL_FreeSurface(icon);
    }
    if (fe_renderer_warning(a->r))
        fprintf(stderr, "cityscape: warning: %s\n", fe_renderer_warning(a->r));
    fit_input(a);
    fe_camera_init(&a->cam, 0);
    a->layout = fe_layout_check_from_env();
    int status = run_loop(a);
    fe_online_close(a);
    fe_table_free(a->table);
    a->table = NULL;
    free(a->backdrop);
    if (!a->script)
        fe_app_save_settings(a);
    if (a->script)
        status = fe_script_finish(a->script, a);
    if (a->layout && fe_layout_check_count(a->layout) > 0) {
        fprintf(stderr, "cityscape: %d layout problems (CITYSCAPE_LAYOUT_CHECK)\n",
                fe_layout_check_count(a->layout));
        if (status == 0)
            status = 1;
    }
    fe_layout_check_free(a->layout);
    fe_script_close(a->script);
    fe_audio_close(a->audio);
    fe_renderer_destroy(a->r);
    fe_window_close(&a->win);
    SDL_Quit();
    return status;
}
