/* SPDX-License-Identifier: MIT */
/* render.h - the 3-D renderer.
 *
 * The renderer draws any game's scene (eg_scene.h: its pieces as items)
 * from a camera (camera.h). It never changes game state; everything it
 * shows comes from the scene passed to each draw call. Call it with an
 * OpenGL 3.3 core context current (window.h makes one). */
#ifndef FE_RENDER_H
#define FE_RENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "camera.h"

typedef struct fe_renderer fe_renderer;

/* data_dir holds shaders/ (see fe_data_dir()). NULL with a message in err on
 * failure; a missing font only disables text (see fe_renderer_warning). */
fe_renderer *fe_renderer_create(const char *data_dir, char *err, size_t errsz);
void fe_renderer_destroy(fe_renderer *r);
/* A non-fatal problem met at creation (e.g. no font), or NULL. */
const char *fe_renderer_warning(const fe_renderer *r);

/* Overlay text, in framebuffer pixels (origin top left), after a draw.
 * align: 0 left, 1 centre, 2 right of x. px is the font's pixel size. */
void fe_renderer_text(fe_renderer *r, float x, float y, int px, int align, bool bold,
                      const float rgba[4], const char *utf8);
/* The rectangle fe_renderer_text draws that text in (its shadow in, as
 * the draw log records it) into out: x, y, w, h; false if it cannot be
 * measured (no font). */
bool fe_renderer_text_box(fe_renderer *r, float x, float y, int px, int align, bool bold,
                          const char *utf8, float out[4]);
/* Pixel size for body text in a framebuffer of this height. */
int fe_renderer_text_px(int height);
/* Data directory: $CITYSCAPE_DATA_DIR, else SDL_GetBasePath() +
 * "../share/cityscape". Writes into out. */
void fe_data_dir(char *out, size_t outsz);

/* ---- Any game's table (items.c): the pieces of an eg_scene on the table,
 * framed by the camera (fe_camera_frame_box with the scene's lo/hi), with
 * shadows, ghosts and labels. */
struct eg_scene;
void fe_renderer_draw_items(fe_renderer *r, const struct eg_scene *scene, const fe_camera *cam,
                            int width, int height);

#endif
