/* SPDX-License-Identifier: MIT */
/* card_pixels.c - measures, in a screenshot of City Blox's table, the cut-out
 * cells of the viewer's house card (green, nearest the viewer) against the
 * studs of the plate beside it: ground truth from the pixels only.
 *
 *   card_pixels SHOT.png NCELLS MIN_PX FILES RANKS
 *
 * NCELLS: how many cells the card's cut-out has, FILES and RANKS how many
 * files and ranks it spans (from the drawn scene).
 * The card is the largest green blob in the lower half of the picture; its
 * cut-out the dark pixels inside it (green on both sides along the row and
 * the column); the plate the grey blob nearest the card. Passes when a
 * cell covers at least MIN_PX x MIN_PX pixels, at least 0.8 of a plate
 * cell (the plate's pixels / 64), and the cut-out has the plate's cells'
 * aspect: its extent measured in the plate's own cells (the plate's corners
 * give the file and rank steps on the screen) is FILES by RANKS within 15 %
 * of each other. Prints what it measured. */
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int n, x0, y0, x1, y1;
    double cx, cy;
} blob;

static int W, H;
static unsigned char *rgb; /* W * H * 4 */

static const unsigned char *px(int x, int y) { return rgb + 4 * ((size_t)y * (size_t)W + (size_t)x); }

/* The house card: its green face or its pale frame. */
static bool green(int x, int y)
{
    const unsigned char *p = px(x, y);
    int lo = p[0] < p[1] ? (p[0] < p[2] ? p[0] : p[2]) : (p[1] < p[2] ? p[1] : p[2]);
    int hi = p[0] > p[1] ? (p[0] > p[2] ? p[0] : p[2]) : (p[1] > p[2] ? p[1] : p[2]);
    return (p[1] > 110 && p[1] > p[0] + 25 && p[1] > p[2] + 45) || (lo > 150 && hi - lo < 70);
}

static bool grey(int x, int y)
{
    const unsigned char *p = px(x, y);
    return abs(p[0] - p[1]) < 14 && abs(p[1] - p[2]) < 14 && abs(p[0] - p[2]) < 14 && p[0] > 70 &&
           p[0] < 175;
}

static bool dark(int x, int y)
{
    const unsigned char *p = px(x, y);
    return p[0] < 95 && p[1] < 95 && p[2] < 95;
}

/* 4-connected components of pixels where want() holds, in [ylo, H): labels
 * into lab (1-based), blobs into out. Returns how many. */
static int components(bool (*want)(int, int), int ylo, int *lab, blob *out, int max,
                      const bool *mask)
{
    int nb = 0, *stack = malloc(sizeof(int) * (size_t)W * (size_t)H);
    memset(lab, 0, sizeof(int) * (size_t)W * (size_t)H);
    for (int y = ylo; y < H; y++)
        for (int x = 0; x < W; x++) {
            int i = y * W + x;
            if (lab[i] || !want(x, y) || (mask && !mask[i]) || nb >= max)
                continue;
            blob b = {0, x, y, x, y, 0, 0};
            int sp = 0;
            stack[sp++] = i;
            lab[i] = nb + 1;
            while (sp) {
                int j = stack[--sp], jx = j % W, jy = j / W;
                b.n++;
                b.cx += jx;
                b.cy += jy;
                b.x0 = jx < b.x0 ? jx : b.x0, b.x1 = jx > b.x1 ? jx : b.x1;
                b.y0 = jy < b.y0 ? jy : b.y0, b.y1 = jy > b.y1 ? jy : b.y1;
                static const int D[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                for (int d = 0; d < 4; d++) {
                    int kx = jx + D[d][0], ky = jy + D[d][1], k = ky * W + kx;
                    if (kx < 0 || kx >= W || ky < ylo || ky >= H || lab[k] || !want(kx, ky) ||
                        (mask && !mask[k]))
                        continue;
                    lab[k] = nb + 1;
                    stack[sp++] = k;
                }
            }
            b.cx /= b.n;
            b.cy /= b.n;
            out[nb++] = b;
        }
    free(stack);
    return nb;
}

int main(int argc, char **argv)
{
    if (argc != 6) {
        fprintf(stderr, "usage: card_pixels SHOT.png NCELLS MIN_PX FILES RANKS\n");
        return 2;
    }
    int ncells = atoi(argv[2]), files = atoi(argv[4]), ranks = atoi(argv[5]);
    double min_px = atof(argv[3]);
    SDL_Surface *s0 = IMG_Load(argv[1]);
    if (!s0 || ncells <= 0) {
        fprintf(stderr, "card_pixels: %s: %s\n", argv[1], s0 ? "no cells" : IMG_GetError());
        return 2;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(s0, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s0);
    W = s->w, H = s->h;
    rgb = malloc((size_t)W * (size_t)H * 4);
    for (int y = 0; y < H; y++)
        memcpy(rgb + (size_t)y * (size_t)W * 4, (unsigned char *)s->pixels + (size_t)y * (size_t)s->pitch,
               (size_t)W * 4);
    SDL_FreeSurface(s);
    enum { MAXB = 200000 };
    int *lab = malloc(sizeof(int) * (size_t)W * (size_t)H);
    blob *bl = malloc(sizeof(blob) * MAXB);
    /* The card: the largest green blob of the lower half. */
    int n = components(green, H / 2, lab, bl, MAXB, NULL), card = -1;
    for (int i = 0; i < n; i++)
        if (card < 0 || bl[i].n > bl[card].n)
            card = i;
    if (card < 0) {
        printf("card_pixels: no green card in the lower half\n");
        return 1;
    }
    blob cb = bl[card];
    int card_lab = card + 1;
    bool *inside = calloc((size_t)W * (size_t)H, 1);
    int cut = 0;
    for (int y = cb.y0; y <= cb.y1; y++)
        for (int x = cb.x0; x <= cb.x1; x++) {
            if (!dark(x, y))
                continue;
            bool l = false, r = false, u = false, d = false;
            for (int k = cb.x0; k < x && !l; k++) l = lab[y * W + k] == card_lab;
            for (int k = x + 1; k <= cb.x1 && !r; k++) r = lab[y * W + k] == card_lab;
            for (int k = cb.y0; k < y && !u; k++) u = lab[k * W + x] == card_lab;
            for (int k = y + 1; k <= cb.y1 && !d; k++) d = lab[k * W + x] == card_lab;
            if (l && r && u && d)
                inside[y * W + x] = true, cut++;
        }
    double cell = (double)cut / ncells;
    /* The plate: the grey blob nearest the card, at least half its size. */
    n = components(grey, H / 2, lab, bl, MAXB, NULL);
    int plate = -1;
    double best = 1e18;
    for (int i = 0; i < n; i++) {
        double dx = bl[i].cx - cb.cx, dy = bl[i].cy - cb.cy;
        if (bl[i].n * 2 >= cb.n && dx * dx + dy * dy < best)
            best = dx * dx + dy * dy, plate = i;
    }
    if (plate < 0) {
        printf("card_pixels: no plate near the card\n");
        return 1;
    }
    blob pb = bl[plate];
    double stud = pb.n / 64.0;
    /* The plate's corners (its extreme pixels: it is drawn as a
     * parallelogram) give two steps of one stud on the screen, e1 and e2;
     * the step along the files is the one most parallel to the way to the
     * next plate of the row (the school's, the grey blob nearest beside). */
    int cx[4] = {pb.x1, 0, pb.x0, 0}, cy[4] = {0, pb.y1, 0, pb.y0}; /* right bottom left top */
    int plate_lab = plate + 1;
    n = components(grey, H / 2, lab, bl, MAXB, NULL);
    for (int y = pb.y0; y <= pb.y1; y++)
        for (int x = pb.x0; x <= pb.x1; x++) {
            if (lab[y * W + x] != plate_lab)
                continue;
            if (x == pb.x1) cy[0] = y;
            if (y == pb.y1) cx[1] = x;
            if (x == pb.x0) cy[2] = y;
            if (y == pb.y0) cx[3] = x;
        }
    double e1[2] = {(cx[1] - cx[2]) / 8.0, (cy[1] - cy[2]) / 8.0}; /* left to bottom */
    double e2[2] = {(cx[3] - cx[2]) / 8.0, (cy[3] - cy[2]) / 8.0}; /* left to top */
    int next = -1;
    best = 1e18;
    for (int i = 0; i < n; i++) {
        double dx = bl[i].cx - pb.cx, dy = bl[i].cy - pb.cy;
        if (i != plate && bl[i].n * 2 >= pb.n && dx * dx + dy * dy < best)
            best = dx * dx + dy * dy, next = i;
    }
    double row[2] = {next >= 0 ? bl[next].cx - pb.cx : 1.0, next >= 0 ? bl[next].cy - pb.cy : 0.0};
    double c1 = fabs(row[0] * e1[0] + row[1] * e1[1]) / hypot(e1[0], e1[1]);
    double c2 = fabs(row[0] * e2[0] + row[1] * e2[1]) / hypot(e2[0], e2[1]);
    const double *ef = c1 > c2 ? e1 : e2, *er = c1 > c2 ? e2 : e1;
    /* Each cut-out pixel in stud units along the files and ranks. */
    double det = ef[0] * er[1] - ef[1] * er[0], lo[2] = {1e9, 1e9}, hi[2] = {-1e9, -1e9};
    for (int y = cb.y0; y <= cb.y1; y++)
        for (int x = cb.x0; x <= cb.x1; x++) {
            if (!inside[y * W + x])
                continue;
            double f = (x * er[1] - y * er[0]) / det, r = (ef[0] * y - ef[1] * x) / det;
            lo[0] = f < lo[0] ? f : lo[0], hi[0] = f > hi[0] ? f : hi[0];
            lo[1] = r < lo[1] ? r : lo[1], hi[1] = r > hi[1] ? r : hi[1];
        }
    double along_f = (hi[0] - lo[0]) / files, along_r = (hi[1] - lo[1]) / ranks;
    double aspect = along_f / along_r;
    printf("card_pixels: %dx%d: card %d px at %.0f,%.0f, cut-out %d px for %d cells: %.1f px a "
           "cell (%.1f across); plate %d px: %.1f px a stud; ratio %.2f; the cut-out spans "
           "%.2f x %.2f studs for %d x %d cells: a cell %.2f by %.2f studs, aspect %.2f\n",
           W, H, cb.n, cb.cx, cb.cy, cut, ncells, cell, sqrt(cell), pb.n, stud, cell / stud,
           hi[0] - lo[0], hi[1] - lo[1], files, ranks, along_f, along_r, aspect);
    bool ok = true;
    if (cell < min_px * min_px) {
        printf("FAIL: a cut-out cell covers %.1f pixels, under %.0f x %.0f\n", cell, min_px, min_px);
        ok = false;
    }
    if (cell < 0.8 * stud) {
        printf("FAIL: a cut-out cell is %.2f of a plate's stud cell, under 0.8\n", cell / stud);
        ok = false;
    }
    if (aspect < 1.0 / 1.15 || aspect > 1.15) {
        printf("FAIL: a cut-out cell is %.2f by %.2f of the plate's studs: not their shape\n",
               along_f, along_r);
        ok = false;
    }
    free(lab);
    free(bl);
    free(inside);
    free(rgb);
    return ok ? 0 : 1;
}
