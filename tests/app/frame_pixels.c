/* SPDX-License-Identifier: MIT */
/* frame_pixels.c - what the table's camera frames, read from the pixels of
 * a screenshot: ground truth for tests/app/table_framing.sh.
 *
 *   frame_pixels clear SHOT.png DUMP.txt R G B TOL MIN
 *       the pixels of colour (R, G, B) (each channel within TOL: a piece's
 *       paint) number at least MIN, none lies on the window's edge (the
 *       piece cut off by it) and none just outside (within 3 px of) a box
 *       the frame drew (DUMP.txt: the script's dump-text, its `panel X Y W
 *       H` lines: the piece running under a panel or a button); pixels
 *       inside a box or a text's rectangle (`text X Y W H`) are not the
 *       piece's
 *   frame_pixels void SHOT.png R G B TOL
 *       no row of the picture is mostly (half or more) that colour (the
 *       window's clear colour: nothing drawn there)
 *   frame_pixels none SHOT.png R G B TOL
 *       no pixel is that colour (a piece left out of the view)
 *   frame_pixels still A.png B.png Y0 DUMP_A.txt DUMP_B.txt
 *       the two pictures are alike (each channel within 8) in every pixel
 *       from row Y0 down that lies outside (by 3 px) every box and text
 *       of either dump: the background did not move between them (the
 *       Key page scrolled); at least 1000 such pixels
 *
 * Prints what it measured; exits 0 when it holds, 1 when not, 2 on bad
 * input. */
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_RECTS = 512, NEAR_PX = 3 };

typedef struct {
    float x, y, w, h;
} rect;

static bool inside(const rect *r, float grow, int x, int y)
{
    return (float)x >= r->x - grow && (float)x < r->x + r->w + grow && (float)y >= r->y - grow &&
           (float)y < r->y + r->h + grow;
}

/* The dump's lines of one kind ("panel" or "text"). */
static int read_rects(const char *path, const char *kind, rect *out, int max)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[512], word[16];
    int n = 0;
    while (fgets(line, sizeof line, f) && n < max)
        if (sscanf(line, "%15s %f %f %f %f", word, &out[n].x, &out[n].y, &out[n].w, &out[n].h) ==
                5 &&
            strcmp(word, kind) == 0)
            n++;
    fclose(f);
    return n;
}

static bool is_colour(const Uint8 *p, const int rgb[3], int tol)
{
    for (int c = 0; c < 3; c++)
        if (abs((int)p[c] - rgb[c]) > tol)
            return false;
    return true;
}

static SDL_Surface *load(const char *path)
{
    SDL_Surface *raw = IMG_Load(path);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    if (!s)
        fprintf(stderr, "frame_pixels: %s: %s\n", path, SDL_GetError());
    SDL_FreeSurface(raw);
    return s;
}

/* still A.png B.png Y0 DUMP_A DUMP_B */
static int still(char **argv)
{
    static rect boxes[4 * MAX_RECTS];
    int n = 0, y0 = atoi(argv[4]);
    for (int d = 5; d <= 6; d++)
        for (int k = 0; k < 2; k++) {
            int got = read_rects(argv[d], k ? "text" : "panel", boxes + n, MAX_RECTS);
            if (got < 0) {
                fprintf(stderr, "frame_pixels: cannot read %s\n", argv[d]);
                return 2;
            }
            n += got;
        }
    SDL_Surface *a = load(argv[2]), *b = load(argv[3]);
    int rc = 2;
    if (a && b && (a->w != b->w || a->h != b->h))
        fprintf(stderr, "frame_pixels: %s is %dx%d, %s %dx%d\n", argv[2], a->w, a->h, argv[3],
                b->w, b->h);
    else if (a && b) {
        long seen = 0, moved = 0;
        for (int y = y0 < 0 ? 0 : y0; y < a->h; y++)
            for (int x = 0; x < a->w; x++) {
                bool covered = false;
                for (int i = 0; i < n && !covered; i++)
                    covered = inside(&boxes[i], NEAR_PX, x, y);
                if (covered)
                    continue;
                const Uint8 *p = (const Uint8 *)a->pixels + y * a->pitch + 4 * x;
                const Uint8 *q = (const Uint8 *)b->pixels + y * b->pitch + 4 * x;
                int rgb[3] = {q[0], q[1], q[2]};
                seen++;
                moved += !is_colour(p, rgb, 8);
            }
        printf("%s vs %s: %ld pixels of the background from row %d, %ld of them changed\n",
               argv[2], argv[3], seen, y0, moved);
        rc = seen >= 1000 && moved == 0 ? 0 : 1;
    }
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc == 7 && strcmp(argv[1], "still") == 0)
        return still(argv);
    bool clear = argc == 9 && strcmp(argv[1], "clear") == 0;
    bool void_ = argc == 7 && strcmp(argv[1], "void") == 0;
    bool none = argc == 7 && strcmp(argv[1], "none") == 0;
    if (!clear && !void_ && !none) {
        fprintf(stderr, "usage: frame_pixels clear SHOT.png DUMP.txt R G B TOL MIN\n"
                        "       frame_pixels void|none SHOT.png R G B TOL\n"
                        "       frame_pixels still A.png B.png Y0 DUMP_A.txt DUMP_B.txt\n");
        return 2;
    }
    int at = clear ? 4 : 3, rgb[3] = {atoi(argv[at]), atoi(argv[at + 1]), atoi(argv[at + 2])};
    int tol = atoi(argv[at + 3]);
    SDL_Surface *s = load(argv[2]);
    if (!s)
        return 2;
    const Uint8 *px = s->pixels;
    int w = s->w, h = s->h, bad = 0;
    if (!clear) {
        int all = 0;
        for (int y = 0; y < h; y++) {
            int n = 0;
            for (int x = 0; x < w; x++)
                n += is_colour(px + y * s->pitch + 4 * x, rgb, tol);
            all += n;
            if (void_ && 2 * n >= w && bad++ < 3)
                printf("row %d: %d of %d pixels are %d,%d,%d\n", y, n, w, rgb[0], rgb[1], rgb[2]);
        }
        bad = void_ ? bad : all;
        printf("%s: %d %s of %d,%d,%d\n", argv[2], bad, void_ ? "rows mostly" : "pixels", rgb[0],
               rgb[1], rgb[2]);
        SDL_FreeSurface(s);
        return bad ? 1 : 0;
    }
    static rect panels[MAX_RECTS], texts[MAX_RECTS];
    int np = read_rects(argv[3], "panel", panels, MAX_RECTS);
    int nt = read_rects(argv[3], "text", texts, MAX_RECTS);
    if (np < 0 || nt < 0) {
        fprintf(stderr, "frame_pixels: cannot read %s\n", argv[3]);
        SDL_FreeSurface(s);
        return 2;
    }
    int count = 0, edge = 0, under = 0, top = h, first_under = -1;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            bool covered = false; /* a text or a box drawn over the table */
            for (int i = 0; i < nt && !covered; i++)
                covered = inside(&texts[i], 1.0f, x, y);
            for (int i = 0; i < np && !covered; i++)
                covered = inside(&panels[i], 0.0f, x, y);
            if (covered || !is_colour(px + y * s->pitch + 4 * x, rgb, tol))
                continue;
            count++;
            top = y < top ? y : top;
            edge += x == 0 || y == 0 || x == w - 1 || y == h - 1;
            for (int i = 0; i < np; i++) /* outside every box, within 3 px of one */
                if (inside(&panels[i], NEAR_PX, x, y)) {
                    if (under++ == 0)
                        first_under = i;
                    break;
                }
        }
    printf("%s: %d pixels of %d,%d,%d (top row %d), %d on the window's edge, %d at a box "
           "(%d boxes, %d texts)\n",
           argv[2], count, rgb[0], rgb[1], rgb[2], top, edge, under, np, nt);
    if (first_under >= 0)
        printf("  first at the box %.0f,%.0f %.0fx%.0f\n", (double)panels[first_under].x,
               (double)panels[first_under].y, (double)panels[first_under].w,
               (double)panels[first_under].h);
    SDL_FreeSurface(s);
    return count >= atoi(argv[8]) && edge == 0 && under == 0 ? 0 : 1;
}
