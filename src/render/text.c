/* SPDX-License-Identifier: MIT */
/* text.c - TTF fonts to GL textures (see text.h). */
#include "text.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CACHE_SIZE 48
#define ATLAS_CELL 128
#define LABEL_MAX 256 /* longer text is not drawn: keep messages shorter */

typedef struct {
    char text[LABEL_MAX];
    int px;
    bool bold;
    unsigned last_used;
    fe_text_label label;
} cache_entry;

/* One open font per size and weight in use: SDL_ttf's TTF_SetFontSize
 * empties the font's glyph cache, so one font set to each size in turn
 * (headings, body, small print, then again every frame) measured and drew
 * every glyph afresh. */
enum { SIZED_FONTS = 12 };
typedef struct {
    TTF_Font *font;
    int px;
    bool bold;
    unsigned last_used;
} sized_font;

struct fe_text {
    TTF_Font *regular, *bold;
    char path[512], bold_path[600];
    sized_font sized[SIZED_FONTS];
    cache_entry cache[CACHE_SIZE];
    unsigned clock;
    GLuint atlas;
    bool ttf_inited;
};

static const char *const font_dirs[] = {
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/TTF",
    "/usr/share/fonts/dejavu",
    "/usr/local/share/fonts",
    "/opt/homebrew/share/fonts",
};

static bool file_readable(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f)
        fclose(f);
    return f != NULL;
}

/* Finds the regular font; the bold one is looked for beside it. */
static bool find_font(char *out, size_t outsz, char *err, size_t errsz)
{
    const char *env = getenv("CITYSCAPE_FONT");
    if (env && *env) {
        if (file_readable(env)) {
            snprintf(out, outsz, "%s", env);
            return true;
        }
        snprintf(err, errsz, "CITYSCAPE_FONT=%s cannot be read", env);
        return false;
    }
    for (size_t i = 0; i < sizeof font_dirs / sizeof font_dirs[0]; i++) {
        snprintf(out, outsz, "%s/DejaVuSans.ttf", font_dirs[i]);
        if (file_readable(out))
            return true;
    }
    snprintf(err, errsz,
             "no font found: install DejaVu Sans (package fonts-dejavu-core) or set "
             "CITYSCAPE_FONT to a .ttf file; looked in %s and others",
             font_dirs[0]);
    return false;
}

fe_text *fe_text_create(char *err, size_t errsz)
{
    fe_text *t = calloc(1, sizeof *t);
    if (!t) {
        snprintf(err, errsz, "out of memory");
        return NULL;
    }
    if (!find_font(t->path, sizeof t->path, err, errsz)) {
        free(t);
        return NULL;
    }
    if (!TTF_WasInit() && TTF_Init() != 0) {
        snprintf(err, errsz, "SDL_ttf: %s", TTF_GetError());
        free(t);
        return NULL;
    }
    t->ttf_inited = true;
    t->regular = TTF_OpenFont(t->path, 16);
    if (!t->regular) {
        snprintf(err, errsz, "%s: %s", t->path, TTF_GetError());
        fe_text_destroy(t);
        return NULL;
    }
    /* DejaVuSans.ttf -> DejaVuSans-Bold.ttf; fall back to the regular one. */
    char bold[600];
    size_t n = strlen(t->path);
    if (n > 4 && strcmp(t->path + n - 4, ".ttf") == 0) {
        snprintf(bold, sizeof bold, "%.*s-Bold.ttf", (int)(n - 4), t->path);
        if (file_readable(bold) && (t->bold = TTF_OpenFont(bold, 16)) != NULL)
            snprintf(t->bold_path, sizeof t->bold_path, "%s", bold);
    }
    return t;
}

void fe_text_destroy(fe_text *t)
{
    if (!t)
        return;
    for (int i = 0; i < CACHE_SIZE; i++)
        if (t->cache[i].label.tex)
            glDeleteTextures(1, &t->cache[i].label.tex);
    if (t->atlas)
        glDeleteTextures(1, &t->atlas);
    for (int i = 0; i < SIZED_FONTS; i++)
        if (t->sized[i].font)
            TTF_CloseFont(t->sized[i].font);
    if (t->regular)
        TTF_CloseFont(t->regular);
    if (t->bold)
        TTF_CloseFont(t->bold);
    if (t->ttf_inited)
        TTF_Quit();
    free(t);
}

static TTF_Font *font_at(fe_text *t, int px, bool bold)
{
    px = px < 4 ? 4 : px;
    bold = bold && t->bold;
    sized_font *victim = &t->sized[0];
    for (int i = 0; i < SIZED_FONTS; i++) {
        sized_font *e = &t->sized[i];
        if (e->font && e->px == px && e->bold == bold) {
            e->last_used = ++t->clock;
            return e->font;
        }
        if (!e->font || (victim->font && e->last_used < victim->last_used))
            victim = e;
    }
    TTF_Font *f = TTF_OpenFont(bold ? t->bold_path : t->path, px);
    if (!f) { /* keep going with the one font, resized */
        f = bold ? t->bold : t->regular;
        TTF_SetFontSize(f, px);
        return f;
    }
    if (victim->font)
        TTF_CloseFont(victim->font);
    *victim = (sized_font){f, px, bold, ++t->clock};
    return f;
}

static SDL_Surface *render_rgba(TTF_Font *f, const char *utf8)
{
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *s = TTF_RenderUTF8_Blended(f, utf8, white);
    if (!s)
        return NULL;
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    return rgba;
}

/* White text: only its cover is read, one byte a texel, not four, the
 * colour channels read as 1 and the cover as alpha (the same picture as
 * the RGBA upload it replaces, a quarter of the memory: a table's labels,
 * its scoring panel among them, held 1-3 MB in RGBA). 0 if out of memory. */
static GLuint upload(const SDL_Surface *s, bool mipmaps)
{
    unsigned char *cover = malloc((size_t)s->w * (size_t)s->h + 1);
    if (!cover)
        return 0;
    for (int y = 0; y < s->h; y++) {
        const unsigned char *row = (const unsigned char *)s->pixels + (size_t)y * (size_t)s->pitch;
        for (int x = 0; x < s->w; x++)
            cover[(size_t)y * (size_t)s->w + (size_t)x] = row[4 * x + 3];
    }
    GLuint tex;
    glGenTextures(1, &tex);
    glBindTexture(GL_TEXTURE_2D, tex);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, s->w, s->h, 0, GL_RED, GL_UNSIGNED_BYTE, cover);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    free(cover);
    static const GLint swizzle[4] = {GL_ONE, GL_ONE, GL_ONE, GL_RED};
    glTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_SWIZZLE_RGBA, swizzle);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    if (mipmaps) {
        glGenerateMipmap(GL_TEXTURE_2D);
        /* The nearest mip level, not a blend of two: llvmpipe pays for a
         * second filtered read on every block side (1080p: 19.6 -> 18.4 ms
         * a Cityscape frame; the pictures differ by 0.04 a channel). */
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_NEAREST);
    } else {
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    }
    return tex;
}

const fe_text_label *fe_text_label_get(fe_text *t, const char *utf8, int px, bool bold)
{
    if (!t || !utf8 || !*utf8 || strlen(utf8) >= LABEL_MAX)
        return NULL;
    t->clock++;
    cache_entry *victim = &t->cache[0];
    for (int i = 0; i < CACHE_SIZE; i++) {
        cache_entry *e = &t->cache[i];
        if (e->label.tex && e->px == px && e->bold == bold && strcmp(e->text, utf8) == 0) {
            e->last_used = t->clock;
            return &e->label;
        }
        if (e->last_used < victim->last_used)
            victim = e;
    }
    SDL_Surface *s = render_rgba(font_at(t, px, bold), utf8);
    if (!s)
        return NULL;
    if (victim->label.tex)
        glDeleteTextures(1, &victim->label.tex);
    victim->label.tex = upload(s, false);
    if (!victim->label.tex) {
        SDL_FreeSurface(s);
        return NULL;
    }
    victim->label.w = s->w;
    victim->label.h = s->h;
    SDL_FreeSurface(s);
    snprintf(victim->text, sizeof victim->text, "%s", utf8);
    victim->px = px;
    victim->bold = bold;
    victim->last_used = t->clock;
    return &victim->label;
}

int fe_text_measure(fe_text *t, const char *utf8, int px, bool bold)
{
    int w = 0, h = 0;
    if (t && TTF_SizeUTF8(font_at(t, px, bold), utf8, &w, &h) != 0)
        return 0;
    return w;
}

bool fe_text_size(fe_text *t, const char *utf8, int px, bool bold, int *w, int *h)
{
    *w = *h = 0;
    return t && TTF_SizeUTF8(font_at(t, px, bold), utf8, w, h) == 0;
}

int fe_text_atlas_cell(char c)
{
    const char *p = strchr(FE_ATLAS_CHARS, c);
    return c && p ? (int)(p - FE_ATLAS_CHARS) : -1;
}

GLuint fe_text_atlas(fe_text *t)
{
    if (!t)
        return 0;
    if (t->atlas)
        return t->atlas;
    int ncell = (int)strlen(FE_ATLAS_CHARS);
    SDL_Surface *atlas =
        SDL_CreateRGBSurfaceWithFormat(0, ATLAS_CELL * ncell, ATLAS_CELL, 32, SDL_PIXELFORMAT_RGBA32);
    if (!atlas)
        return 0;
    SDL_FillRect(atlas, NULL, 0);
    TTF_Font *f = font_at(t, ATLAS_CELL * 3 / 4, true);
    for (int i = 0; i < ncell; i++) {
        char s[2] = {FE_ATLAS_CHARS[i], 0};
        SDL_Surface *g = render_rgba(f, s);
        if (!g)
            continue;
        SDL_SetSurfaceBlendMode(g, SDL_BLENDMODE_NONE);
        SDL_Rect dst = {i * ATLAS_CELL + (ATLAS_CELL - g->w) / 2, (ATLAS_CELL - g->h) / 2, g->w,
                        g->h};
        SDL_BlitSurface(g, NULL, atlas, &dst);
        SDL_FreeSurface(g);
    }
    t->atlas = upload(atlas, true); /* white glyphs: their cover, one byte a texel */
    SDL_FreeSurface(atlas);
    return t->atlas;
}
