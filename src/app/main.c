/* SPDX-License-Identifier: MIT */
/* main.c - the cityscape executable: command line, then one of its modes:
 * the game (no options, or --script), the position viewer (--position),
 * --screenshot and --bench-frames. The game's window lives in run.c, the
 * drawing in the renderer library (src/render). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "eg_parse.h"
#include "run.h"

static void usage(FILE *out)
{
    fputs("Usage: cityscape [OPTIONS]\n"
          "\n"
          "Without options, starts the game (README.md: how to play and the controls).\n"
          "\n"
          "Game options:\n"
          "  --script FILE        play the commands in FILE headless (docs/scripting.md)\n"
          "  --save-dir DIR       keep the autosave and settings in DIR\n"
          "  --seed N             seed for random choices (first builder, computer)\n"
          "\n"
          "Viewer and pictures:\n"
          "  --position CPN       show this position in a window you can turn (CPN, see docs)\n"
          "                       Q/E orbit, Up/Down tilt, wheel zoom, 1-4 seat S/W/N/E,\n"
          "                       K skyline, Esc quit\n"
          "  --seat S|W|N|E       view from this seat's edge, its dice face up (default S)\n"
          "  --screenshot FILE    render one frame offscreen to FILE (PNG) and exit\n"
          "  --size WxH           frame size in pixels (default 1280x720)\n"
          "  --bench-frames N     draw N frames of a 25-block city (or --game's table) with\n"
          "                       the camera orbiting, then N with one piece moving; print\n"
          "                       median and p95 frame times, first frame, peak memory\n"
          "  --game ID            --screenshot / --bench-frames: a new game of ID (cityscape,\n"
          "                       skyscrapers, six-cities, city-blox) after --moves random\n"
          "                       legal moves from --seed, drawn by the game's table\n"
          "  --moves K            random legal moves before drawing (default 12)\n"
          "  --drag N             --screenshot after N frames with a piece held up (a test\n"
          "                       of the frame cache: 1 draws it all, 3 copies the cache)\n"
          "  --help               this text\n"
          "\n"
          "Environment: CITYSCAPE_DATA_DIR (folder holding shaders/), CITYSCAPE_FONT (.ttf),\n"
          "CITYSCAPE_SAVE_DIR (autosave and settings; default: SDL's preference folder).\n"
          "Headless: SDL_VIDEODRIVER=offscreen cityscape --screenshot out.png ...\n"
          "Exit status: 0 ok, 1 failure (bad position, file not written), 2 usage,\n"
          "3 no OpenGL 3.3 core context.\n",
          out);
}

static bool parse_size(const char *s, int *w, int *h)
{
    char x;
    int n = 0;
    if (sscanf(s, "%d%c%d%n", w, &x, h, &n) != 3 || s[n] != '\0' || (x != 'x' && x != 'X'))
        return false;
    return *w >= 16 && *h >= 16 && *w <= 8192 && *h <= 8192;
}

static int bad_usage(const char *msg, const char *arg)
{
    fprintf(stderr, "cityscape: %s%s%s\nTry 'cityscape --help'.\n", msg, arg ? ": " : "",
            arg ? arg : "");
    return FE_EXIT_USAGE;
}

/* The numbers are read by the engine's strict reader (eg_parse.h): a bad
 * one is named with the column ("--moves: '12x' is not a whole number:
 * 'x' at column 3 (0 to 100000)"). */
static int parse_args(int argc, char **argv, fe_app_args *a)
{
    eg_error err = {0};
    uint64_t seed;
    memset(a, 0, sizeof *a);
    a->width = 1280;
    a->height = 720;
    a->moves = 12;
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        bool has_value = i + 1 < argc;
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            usage(stdout);
            return -1;
        } else if (!has_value && (strcmp(opt, "--script") == 0 || strcmp(opt, "--save-dir") == 0 ||
                                  strcmp(opt, "--seed") == 0 || strcmp(opt, "--game") == 0 ||
                                  strcmp(opt, "--moves") == 0 || strcmp(opt, "--drag") == 0)) {
            return bad_usage("missing value after", opt);
        } else if (strcmp(opt, "--script") == 0) {
            a->script = argv[++i];
        } else if (strcmp(opt, "--save-dir") == 0) {
            a->save_dir = argv[++i];
        } else if (strcmp(opt, "--game") == 0) {
            a->game = argv[++i];
        } else if (strcmp(opt, "--moves") == 0) {
            if (eg_parse_int(argv[++i], 0, 100000, &a->moves, opt, &err))
                return bad_usage(err.msg, NULL);
        } else if (strcmp(opt, "--drag") == 0) {
            if (eg_parse_int(argv[++i], 1, 1000, &a->drag, opt, &err))
                return bad_usage(err.msg, NULL);
        } else if (strcmp(opt, "--seed") == 0) {
            if (eg_parse_u64(argv[++i], 0, UINT32_MAX, &seed, opt, &err))
                return bad_usage(err.msg, NULL);
            a->seed = (uint32_t)seed;
        } else if (!has_value && (strcmp(opt, "--screenshot") == 0 || strcmp(opt, "--position") == 0 ||
                                  strcmp(opt, "--seat") == 0 || strcmp(opt, "--size") == 0 ||
                                  strcmp(opt, "--bench-frames") == 0)) {
            return bad_usage("missing value after", opt);
        } else if (strcmp(opt, "--screenshot") == 0) {
            a->screenshot = argv[++i];
        } else if (strcmp(opt, "--position") == 0) {
            a->cpn = argv[++i];
        } else if (strcmp(opt, "--seat") == 0) {
            const char *s = argv[++i], *at = s[0] && !s[1] ? strchr("SWNE", s[0]) : NULL;
            if (!at)
                return bad_usage("--seat must be S, W, N or E, not", s);
            a->seat = (int)(at - "SWNE");
        } else if (strcmp(opt, "--size") == 0) {
            if (!parse_size(argv[++i], &a->width, &a->height))
                return bad_usage("--size must be WxH (16..8192), not", argv[i]);
        } else if (strcmp(opt, "--bench-frames") == 0) {
            if (eg_parse_int(argv[++i], 1, 1000000, &a->bench_frames, opt, &err))
                return bad_usage(err.msg, NULL);
        } else {
            return bad_usage("unknown option", opt);
        }
    }
    if (a->screenshot && a->bench_frames)
        return bad_usage("--screenshot and --bench-frames do not go together", NULL);
    if (a->drag && !a->screenshot)
        return bad_usage("--drag goes with --screenshot", NULL);
    if (a->game && !a->screenshot && !a->bench_frames)
        return bad_usage("--game goes with --screenshot or --bench-frames", NULL);
    if (a->game && a->cpn)
        return bad_usage("--position is Cityscape's; it does not go with --game", a->game);
    return 0;
}

int main(int argc, char **argv)
{
    fe_app_args args;
    int rc = parse_args(argc, argv, &args);
    if (rc != 0)
        return rc < 0 ? FE_EXIT_OK : rc;
    if (args.screenshot)
        return fe_app_screenshot(&args);
    if (args.bench_frames)
        return fe_app_bench(&args);
    if (args.cpn)
        return fe_app_viewer(&args);
    fe_game_options opt = {args.script, args.save_dir, args.width, args.height, args.seed};
    return fe_game_run(&opt);
}
