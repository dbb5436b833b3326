/* SPDX-License-Identifier: MIT */
/* text.h - SDL2_ttf text in GL textures.
 *
 * Labels are rendered at the exact pixel size they are drawn at (the
 * caller passes drawable pixels), so text stays crisp at any DPI. Rendered
 * labels are cached. The font is found at run time (CITYSCAPE_FONT, then
 * DejaVu Sans in the usual places); without one, text is disabled and
 * fe_text_create says why. */
#ifndef FE_TEXT_H
#define FE_TEXT_H

#include <epoxy/gl.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct fe_text fe_text;

typedef struct {
    GLuint tex;
    int w, h; /* pixels */
} fe_text_label;

/* NULL (with a message in err) if no font could be opened. */
fe_text *fe_text_create(char *err, size_t errsz);
void fe_text_destroy(fe_text *t);
/* A cached label for `utf8` at `px` pixels (white on transparent, alpha
 * premultiplied is not used). NULL if the text cannot be rendered. */
const fe_text_label *fe_text_label_get(fe_text *t, const char *utf8, int px, bool bold);
/* Width in pixels the label would take. */
int fe_text_measure(fe_text *t, const char *utf8, int px, bool bold);
/* Width and height of the label fe_text_label_get would make (false on
 * failure), without making it. */
bool fe_text_size(fe_text *t, const char *utf8, int px, bool bold, int *w, int *h);

/* The glyph atlas for text painted onto pieces: the characters of
 * FE_ATLAS_CHARS, one per square cell, white on transparent, mipmapped. */
/* The first nine are Cityscape's (rim letters, block heights 1-5: their
 * cells are fixed in scene.frag); the other digits follow, for side labels. */
#define FE_ATLAS_CHARS "abcd1234506789"
GLuint fe_text_atlas(fe_text *t);
/* Cell index of character c in the atlas, or -1. */
int fe_text_atlas_cell(char c);

#endif
