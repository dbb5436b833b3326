/* SPDX-License-Identifier: MIT */
/* key_pixels.c - finds each symbol's colour where the Key page drew it: ground
 * truth from the pixels only.
 *
 *   key_pixels SHOT.png < LINES
 *
 * Each line of standard input is "X0 Y0 X1 Y1 R G B MIN WHAT": the
 * rectangle where a symbol stands on the page (found by the caller from the
 * drawn texts beside it), the symbol's paint (0..1) and how many pixels of
 * it make it found (a mark's dot is a few). A pixel is of that
 * colour when its chromaticity (r, g, b over their sum) is within 0.05 of
 * the paint's and its brightness within half to one and a half times the
 * paint's (the table's light shades it). Prints each symbol found or missing; exit 1 when any is missing,
 * 2 on bad input. */
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <math.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: key_pixels SHOT.png < LINES\n");
        return 2;
    }
    SDL_Surface *raw = IMG_Load(argv[1]);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    if (!s) {
        fprintf(stderr, "key_pixels: %s: %s\n", argv[1], IMG_GetError());
        return 2;
    }
    int x0, y0, x1, y1, min, missing = 0, line = 0;
    float r, g, b;
    char what[128];
    while (scanf("%d %d %d %d %f %f %f %d %127[^\n]", &x0, &y0, &x1, &y1, &r, &g, &b, &min,
                 what) == 9) {
        line++;
        float sum = r + g + b + 1e-6f, n = 0;
        for (int y = y0 > 0 ? y0 : 0; y < y1 && y < s->h; y++)
            for (int x = x0 > 0 ? x0 : 0; x < x1 && x < s->w; x++) {
                const Uint8 *p = (const Uint8 *)s->pixels + y * s->pitch + x * 4;
                float pr = p[0] / 255.0f, pg = p[1] / 255.0f, pb = p[2] / 255.0f;
                float ps = pr + pg + pb + 1e-6f;
                float d = fabsf(pr / ps - r / sum) + fabsf(pg / ps - g / sum) + fabsf(pb / ps - b / sum);
                if (d < 0.1f && ps > 0.5f * sum && ps < 1.5f * sum)
                    n++;
            }
        printf("%s: %s (%d pixels of its colour in %d,%d-%d,%d)\n", n >= (float)min ? "found" : "MISSING",
               what, (int)n, x0, y0, x1, y1);
        missing += n < (float)min;
    }
    if (line == 0) {
        fprintf(stderr, "key_pixels: no symbols given\n");
        return 2;
    }
    SDL_FreeSurface(s);
    SDL_FreeSurface(raw);
    return missing ? 1 : 0;
}
