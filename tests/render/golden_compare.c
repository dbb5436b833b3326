/* SPDX-License-Identifier: MIT */
/* golden_compare.c - run `cityscape --screenshot` and compare the picture
 * with a reference PNG.
 *
 *   golden_compare EXE GOLDEN.png OUT.png [cityscape options...]
 *
 * Passes when the mean absolute difference per channel is < 2.0, fewer
 * than 1% of pixels differ by more than 48 in some channel, and no 16x16
 * tile has more than 8% of its pixels off by > 32 (see compare()). Exits 77 (ctest
 * SKIP) when cityscape reports that no OpenGL context can be had (exit 3).
 * With CS_UPDATE_GOLDEN=1 in the environment it copies OUT over GOLDEN.
 * `golden_compare --compare A.png B.png` compares two pictures only. */
#define _POSIX_C_SOURCE 200809L

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

enum { SKIP = 77, MAX_ARGS = 32 };

static int run(char *const argv[])
{
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        execv(argv[0], argv);
        _exit(127);
    }
    int status = 0;
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

static SDL_Surface *load_rgba(const char *path)
{
    SDL_Surface *s = IMG_Load(path);
    if (!s) {
        fprintf(stderr, "golden_compare: %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    return rgba;
}

static bool copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = in ? fopen(to, "wb") : NULL;
    char buf[65536];
    size_t n;
    bool ok = in && out;
    while (ok && (n = fread(buf, 1, sizeof buf, in)) > 0)
        ok = fwrite(buf, 1, n, out) == n;
    if (in)
        fclose(in);
    if (out && fclose(out) != 0)
        ok = false;
    return ok;
}

/* The picture is compared in tiles of TILE x TILE pixels as well as whole:
 * software rasterisation may differ by a little almost everywhere (the
 * whole-picture limits), while a defect such as a wrong shadow changes a
 * small region a lot (the tile limit). Dice shadows cast untilted (the old
 * u_material defect) change under 0.1% of a 960x540 picture, which the
 * whole-picture limits cannot see, but 12-18% of the 16x16 tiles beside the
 * dice by more than 32 levels (docs/renderer.md, "Golden images"). */
enum { TILE = 16, TILE_OFF = 32 };
static const double TILE_LIMIT = 0.08;  /* fraction of a tile's pixels off by > TILE_OFF */
static const double MEAN_LIMIT = 2.0;   /* over the whole picture */
static const double BIG_LIMIT = 0.01;   /* fraction of pixels off by > 48 */

/* With CS_GOLDEN_DIFF=FILE.png, writes the difference, amplified 4x, for
 * people to look at when a golden fails. */
static void write_diff(const SDL_Surface *g, const SDL_Surface *a)
{
    const char *path = getenv("CS_GOLDEN_DIFF");
    if (!path || !*path)
        return;
    SDL_Surface *d = SDL_CreateRGBSurfaceWithFormat(0, g->w, g->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!d)
        return;
    for (int y = 0; y < g->h; y++) {
        const Uint8 *pg = (const Uint8 *)g->pixels + (size_t)y * (size_t)g->pitch;
        const Uint8 *pa = (const Uint8 *)a->pixels + (size_t)y * (size_t)a->pitch;
        Uint8 *pd = (Uint8 *)d->pixels + (size_t)y * (size_t)d->pitch;
        for (int x = 0; x < g->w; x++) {
            for (int c = 0; c < 3; c++) {
                int v = 4 * abs((int)pg[4 * x + c] - (int)pa[4 * x + c]);
                pd[4 * x + c] = (Uint8)(v > 255 ? 255 : v);
            }
            pd[4 * x + 3] = 255;
        }
    }
    IMG_SavePNG(d, path);
    SDL_FreeSurface(d);
}

static int compare(const char *golden, const char *actual)
{
    SDL_Surface *g = load_rgba(golden), *a = g ? load_rgba(actual) : NULL;
    int rc = 1;
    double *tiles = NULL;
    if (!g || !a)
        goto done;
    if (g->w != a->w || g->h != a->h) {
        fprintf(stderr, "golden_compare: size %dx%d, reference %dx%d\n", a->w, a->h, g->w, g->h);
        goto done;
    }
    int tw = (g->w + TILE - 1) / TILE, th = (g->h + TILE - 1) / TILE;
    tiles = calloc((size_t)tw * (size_t)th, sizeof *tiles);
    if (!tiles)
        goto done;
    double sum = 0.0;
    long big = 0, npix = (long)g->w * g->h;
    for (int y = 0; y < g->h; y++) {
        const Uint8 *pg = (const Uint8 *)g->pixels + (size_t)y * (size_t)g->pitch;
        const Uint8 *pa = (const Uint8 *)a->pixels + (size_t)y * (size_t)a->pitch;
        for (int x = 0; x < g->w; x++) {
            int worst = 0, d3 = 0;
            for (int c = 0; c < 3; c++) {
                int d = abs((int)pg[4 * x + c] - (int)pa[4 * x + c]);
                d3 += d;
                if (d > worst)
                    worst = d;
            }
            sum += d3;
            if (worst > TILE_OFF)
                tiles[(y / TILE) * tw + x / TILE] += 1.0;
            if (worst > 48)
                big++;
        }
    }
    double worst_tile = 0.0;
    int wx = 0, wy = 0;
    for (int ty = 0; ty < th; ty++)
        for (int tx = 0; tx < tw; tx++) {
            int pw = (tx + 1) * TILE <= g->w ? TILE : g->w - tx * TILE;
            int ph = (ty + 1) * TILE <= g->h ? TILE : g->h - ty * TILE;
            double m = tiles[ty * tw + tx] / (double)(pw * ph);
            if (m > worst_tile) {
                worst_tile = m;
                wx = tx * TILE;
                wy = ty * TILE;
            }
        }
    write_diff(g, a);
    double mad = sum / (3.0 * (double)npix), frac = (double)big / (double)npix;
    bool ok = mad < MEAN_LIMIT && frac < BIG_LIMIT && worst_tile < TILE_LIMIT;
    printf("%s: mean abs diff %.3f per channel (limit %.1f), %.3f%% pixels off by > 48 "
           "(limit %.0f%%), worst %dx%d tile %.1f%% off by > %d at (%d,%d) (limit %.0f%%): %s\n",
           actual, mad, MEAN_LIMIT, 100.0 * frac, 100.0 * BIG_LIMIT, TILE, TILE,
           100.0 * worst_tile, TILE_OFF, wx, wy, 100.0 * TILE_LIMIT, ok ? "ok" : "DIFFERENT");
    rc = ok ? 0 : 1;
done:
    free(tiles);
    SDL_FreeSurface(g);
    SDL_FreeSurface(a);
    return rc;
}

int main(int argc, char **argv)
{
    /* `golden_compare --compare A.png B.png`: just the comparison, to check
     * the limits against a picture made some other way. */
    if (argc == 4 && strcmp(argv[1], "--compare") == 0)
        return compare(argv[2], argv[3]);
    if (argc < 4 || argc > MAX_ARGS - 4) {
        fprintf(stderr, "usage: golden_compare EXE GOLDEN.png OUT.png [cityscape options]\n"
                        "       golden_compare --compare GOLDEN.png OTHER.png\n");
        return 2;
    }
    const char *exe = argv[1], *golden = argv[2], *out = argv[3];
    char *args[MAX_ARGS];
    int n = 0;
    args[n++] = (char *)exe;
    static char screenshot_flag[] = "--screenshot";
    args[n++] = screenshot_flag;
    args[n++] = (char *)out;
    for (int i = 4; i < argc; i++)
        args[n++] = argv[i];
    args[n] = NULL;
    remove(out);
    int rc = run(args);
    if (rc == 3) {
        fprintf(stderr, "golden_compare: no OpenGL 3.3 context here: skipped\n");
        return SKIP;
    }
    if (rc != 0) {
        fprintf(stderr, "golden_compare: %s exited with status %d\n", exe, rc);
        return 1;
    }
    const char *update = getenv("CS_UPDATE_GOLDEN");
    if (update && strcmp(update, "1") == 0) {
        if (!copy_file(out, golden)) {
            fprintf(stderr, "golden_compare: cannot write %s\n", golden);
            return 1;
        }
        printf("updated %s\n", golden);
        return 0;
    }
    if (access(golden, R_OK) != 0) {
        fprintf(stderr,
                "golden_compare: no reference %s; make it with CS_UPDATE_GOLDEN=1 "
                "(see docs/renderer.md)\n",
                golden);
        return 1;
    }
    return compare(golden, out);
}
