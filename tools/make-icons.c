/* SPDX-License-Identifier: MIT */
/* make-icons.c - draws the Cityscape icon: three painted blocks standing as
 * a little isometric skyline on a rounded wooden tile. One description of
 * the shapes is rasterised (4x4 supersampling) to PNGs at every hicolor size
 * and written out as SVG, so every size is the same picture.
 *
 * usage: make-icons OUTDIR APPID   (writes OUTDIR/<size>x<size>/apps/APPID.png
 *                                   and OUTDIR/scalable/apps/APPID.svg) */
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
    float x, y;
} pt;

typedef struct {
    int n;
    pt p[4];
    unsigned rgb;
} poly;

enum { MAX_POLYS = 16 };

/* Rounded tile, drawn analytically; the blocks are convex polygons. */
#define TILE_RADIUS 0.2f
#define TILE_MARGIN 0.04f
static const unsigned TILE_RGB = 0xc98a4b, TILE_EDGE_RGB = 0x8a5326;

static unsigned shade(unsigned rgb, float k)
{
    unsigned r = (rgb >> 16) & 255, g = (rgb >> 8) & 255, b = rgb & 255;
    float f[3] = {(float)r * k, (float)g * k, (float)b * k};
    unsigned out = 0;
    for (int i = 0; i < 3; i++) {
        float v = f[i] > 255.0f ? 255.0f : f[i];
        out = (out << 8) | (unsigned)v;
    }
    return out;
}

/* An isometric block standing on (cx, cy), half-width w, height h: its top,
 * left and right faces, lit from the top left. */
static int add_block(poly *out, float cx, float cy, float w, float h, unsigned rgb)
{
    float q = w * 0.5f;
    poly top = {4, {{cx, cy - h - q}, {cx + w, cy - h}, {cx, cy - h + q}, {cx - w, cy - h}},
                shade(rgb, 1.18f)};
    poly left = {4, {{cx - w, cy - h}, {cx, cy - h + q}, {cx, cy + q}, {cx - w, cy}}, rgb};
    poly right = {4, {{cx, cy - h + q}, {cx + w, cy - h}, {cx + w, cy}, {cx, cy + q}},
                  shade(rgb, 0.72f)};
    out[0] = top;
    out[1] = left;
    out[2] = right;
    return 3;
}

static int icon_polys(poly *out)
{
    int n = 0;
    /* Okabe-Ito colours, as the game paints heights 5, 2 and 4. */
    n += add_block(out + n, 0.53f, 0.60f, 0.17f, 0.40f, 0xcc79a7);
    n += add_block(out + n, 0.32f, 0.73f, 0.15f, 0.20f, 0x56b4e9);
    n += add_block(out + n, 0.70f, 0.76f, 0.15f, 0.27f, 0x009e73);
    return n;
}

static bool inside_poly(const poly *p, float x, float y)
{
    bool pos = false, neg = false;
    for (int i = 0; i < p->n; i++) {
        pt a = p->p[i], b = p->p[(i + 1) % p->n];
        float c = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
        if (c > 0)
            pos = true;
        else if (c < 0)
            neg = true;
    }
    return !(pos && neg);
}

/* Signed distance to the rounded tile (negative inside). */
static float tile_distance(float x, float y)
{
    float half = 0.5f - TILE_MARGIN, r = TILE_RADIUS;
    float dx = SDL_fabsf(x - 0.5f) - (half - r), dy = SDL_fabsf(y - 0.5f) - (half - r);
    float ox = dx > 0 ? dx : 0, oy = dy > 0 ? dy : 0;
    float in = dx > dy ? dx : dy;
    return SDL_sqrtf(ox * ox + oy * oy) + (in < 0 ? in : 0) - r;
}

/* The colour of one sample (alpha 0 outside the tile). */
static unsigned sample(const poly *polys, int n, float x, float y, bool *covered)
{
    float d = tile_distance(x, y);
    *covered = d <= 0.0f;
    if (!*covered)
        return 0;
    unsigned rgb = d > -0.035f ? TILE_EDGE_RGB : TILE_RGB;
    /* A faint grain across the tile. */
    float grain = 0.94f + 0.06f * SDL_sinf(y * 60.0f + SDL_sinf(x * 9.0f) * 2.5f);
    rgb = shade(rgb, grain);
    for (int i = 0; i < n; i++)
        if (inside_poly(&polys[i], x, y))
            rgb = polys[i].rgb;
    return rgb;
}

static bool write_png(const char *path, int size, const poly *polys, int n)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s)
        return false;
    Uint8 *px = s->pixels;
    const int ss = 4;
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            float acc[4] = {0, 0, 0, 0};
            for (int sy = 0; sy < ss; sy++)
                for (int sx = 0; sx < ss; sx++) {
                    float fx = ((float)x + ((float)sx + 0.5f) / ss) / (float)size;
                    float fy = ((float)y + ((float)sy + 0.5f) / ss) / (float)size;
                    bool cov;
                    unsigned rgb = sample(polys, n, fx, fy, &cov);
                    if (!cov)
                        continue;
                    acc[0] += (float)((rgb >> 16) & 255);
                    acc[1] += (float)((rgb >> 8) & 255);
                    acc[2] += (float)(rgb & 255);
                    acc[3] += 1.0f;
                }
            Uint8 *o = px + (size_t)y * (size_t)s->pitch + (size_t)x * 4;
            for (int i = 0; i < 3; i++)
                o[i] = acc[3] > 0 ? (Uint8)(acc[i] / acc[3] + 0.5f) : 0;
            o[3] = (Uint8)(255.0f * acc[3] / (float)(ss * ss) + 0.5f);
        }
    }
    bool ok = IMG_SavePNG(s, path) == 0;
    SDL_FreeSurface(s);
    return ok;
}

static bool write_svg(const char *path, const poly *polys, int n)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return false;
    float half = 0.5f - TILE_MARGIN;
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" "
               "viewBox=\"0 0 1 1\">\n"
               "  <rect x=\"%.4f\" y=\"%.4f\" width=\"%.4f\" height=\"%.4f\" rx=\"%.4f\" "
               "fill=\"#%06x\" stroke=\"#%06x\" stroke-width=\"0.035\"/>\n",
            0.5f - half + 0.0175f, 0.5f - half + 0.0175f, 2 * half - 0.035f, 2 * half - 0.035f,
            TILE_RADIUS - 0.0175f, TILE_RGB, TILE_EDGE_RGB);
    for (int i = 0; i < n; i++) {
        fprintf(f, "  <polygon fill=\"#%06x\" points=\"", polys[i].rgb);
        for (int k = 0; k < polys[i].n; k++)
            fprintf(f, "%s%.4f,%.4f", k ? " " : "", polys[i].p[k].x, polys[i].p[k].y);
        fprintf(f, "\"/>\n");
    }
    fprintf(f, "</svg>\n");
    return fclose(f) == 0;
}

static bool make_dirs(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        bool ok = mkdir(path, 0755) == 0 || errno == EEXIST;
        *p = '/';
        if (!ok)
            return false;
    }
    return true;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: make-icons OUTDIR APPID\n");
        return 2;
    }
    static const int sizes[] = {16, 22, 24, 32, 48, 64, 128, 256};
    poly polys[MAX_POLYS];
    int n = icon_polys(polys);
    char path[1024];
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        snprintf(path, sizeof path, "%s/%dx%d/apps/%s.png", argv[1], sizes[i], sizes[i], argv[2]);
        if (!make_dirs(path) || !write_png(path, sizes[i], polys, n)) {
            fprintf(stderr, "make-icons: cannot write %s: %s\n", path, SDL_GetError());
            return 1;
        }
    }
    snprintf(path, sizeof path, "%s/scalable/apps/%s.svg", argv[1], argv[2]);
    if (!make_dirs(path) || !write_svg(path, polys, n)) {
        fprintf(stderr, "make-icons: cannot write %s\n", path);
        return 1;
    }
    return 0;
}
