/* SPDX-License-Identifier: MIT */
/* golden_compare.c - run `cityscape --screenshot` and compare the picture
 * with a reference PNG.
 *
 *   golden_compare EXE GOLDEN.png OUT.png [cityscape options...]
 *
 * Passes when the mean absolute difference per channel is < 2.0 and fewer
 * than 1% of pixels differ by more than 48 in some channel. Exits 77 (ctest
 * SKIP) when cityscape reports that no OpenGL context can be had (exit 3).
 * With CS_UPDATE_GOLDEN=1 in the environment it copies OUT over GOLDEN. */
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

static int compare(const char *golden, const char *actual)
{
    SDL_Surface *g = load_rgba(golden), *a = g ? load_rgba(actual) : NULL;
    int rc = 1;
    if (!g || !a)
        goto done;
    if (g->w != a->w || g->h != a->h) {
        fprintf(stderr, "golden_compare: size %dx%d, reference %dx%d\n", a->w, a->h, g->w, g->h);
        goto done;
    }
    double sum = 0.0;
    long big = 0, npix = (long)g->w * g->h;
    for (int y = 0; y < g->h; y++) {
        const Uint8 *pg = (const Uint8 *)g->pixels + (size_t)y * (size_t)g->pitch;
        const Uint8 *pa = (const Uint8 *)a->pixels + (size_t)y * (size_t)a->pitch;
        for (int x = 0; x < g->w; x++) {
            int worst = 0;
            for (int c = 0; c < 3; c++) {
                int d = abs((int)pg[4 * x + c] - (int)pa[4 * x + c]);
                sum += d;
                if (d > worst)
                    worst = d;
            }
            if (worst > 48)
                big++;
        }
    }
    double mad = sum / (3.0 * (double)npix), frac = (double)big / (double)npix;
    bool ok = mad < 2.0 && frac < 0.01;
    printf("%s: mean abs diff %.3f per channel (limit 2.0), %.3f%% pixels off by > 48 "
           "(limit 1%%): %s\n",
           actual, mad, 100.0 * frac, ok ? "ok" : "DIFFERENT");
    rc = ok ? 0 : 1;
done:
    SDL_FreeSurface(g);
    SDL_FreeSurface(a);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 4 || argc > MAX_ARGS - 4) {
        fprintf(stderr, "usage: golden_compare EXE GOLDEN.png OUT.png [cityscape options]\n");
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
