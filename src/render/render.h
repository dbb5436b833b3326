/* SPDX-License-Identifier: MIT */
/* render.h - the Cityscape 3-D renderer.
 *
 * The renderer draws a read-only scene description (cs_render_scene) from a
 * camera (camera.h). It never changes game state; everything it shows comes
 * from the scene passed to each draw call. Call it with an OpenGL 3.3 core
 * context current (window.h makes one). */
#ifndef CS_RENDER_H
#define CS_RENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "camera.h"
#include "cs_core.h"

typedef struct cs_renderer cs_renderer;

typedef struct {
    bool tint;    /* colour-blind-safe colour per block height (Okabe-Ito) */
    bool numbers; /* the block's height painted on its sides */
    bool supply;  /* the unplayed blocks beside the board, with counts */
    bool legend;  /* a text key to the dice faces */
} cs_render_options;

typedef struct {
    int height;       /* 1..5; 0 = no ghost */
    float pos[3];     /* world position of its base centre */
    float alpha;      /* 0..1 */
} cs_render_ghost;

typedef struct {
    const cs_board *board;              /* NULL: empty board, full supply */
    uint8_t goals[CS_SEATS][CS_LINES];  /* dice codes 1..6 (0 = blank die) */
    uint8_t occupied;                   /* bit (1 << seat): a holder with dice */
    uint8_t face_up;                    /* bit (1 << seat): dice show their codes */
    float die_flip[CS_SEATS][CS_LINES]; /* degrees 0 (back) .. 180 (code shown);
                                           used for seats not face_up */
    int highlight_lot;                  /* -1 none; a building there is lit too */
    int supply_lit;                     /* 1..5: the block of that height a player
                                           would take next is lit; 0 none */
    float lot_glow[CS_LOTS];            /* 0..1, for the reveal */
    int top_glow_lot;                   /* -1 none: the top block of this lot glows */
    float top_glow;                     /* 0..1 (the last placement, marked) */
    cs_render_ghost ghost;
    cs_render_options opt;
} cs_render_scene;

/* An empty scene: empty board, every seat occupied, no dice face up,
 * tint and numbers and supply on. */
void cs_render_scene_init(cs_render_scene *scene);
cs_render_options cs_render_options_default(void);

/* data_dir holds shaders/ (see cs_data_dir()). NULL with a message in err on
 * failure; a missing font only disables text (see cs_renderer_warning). */
cs_renderer *cs_renderer_create(const char *data_dir, char *err, size_t errsz);
void cs_renderer_destroy(cs_renderer *r);
/* A non-fatal problem met at creation (e.g. no font), or NULL. */
const char *cs_renderer_warning(const cs_renderer *r);

/* Draw into the bound framebuffer, whose size is width x height pixels. */
void cs_renderer_draw(cs_renderer *r, const cs_render_scene *scene, const cs_camera *cam,
                      int width, int height);

/* Overlay text, in framebuffer pixels (origin top left), after a draw.
 * align: 0 left, 1 centre, 2 right of x. px is the font's pixel size. */
void cs_renderer_text(cs_renderer *r, float x, float y, int px, int align, bool bold,
                      const float rgba[4], const char *utf8);
/* Pixel size for body text in a framebuffer of this height. */
int cs_renderer_text_px(int height);
/* Draw the key to the dice faces in a corner, bottom right or (top) top
 * left (also drawn by cs_renderer_draw when scene->opt.legend is set). */
void cs_renderer_legend(cs_renderer *r, int width, int height, bool top);

/* Data directory: $CITYSCAPE_DATA_DIR, else SDL_GetBasePath() +
 * "../share/cityscape". Writes into out. */
void cs_data_dir(char *out, size_t outsz);

/* ---- Any game's table (items.c): the pieces of an eg_scene on the table,
 * framed by the camera (cs_camera_frame_box with the scene's lo/hi), with
 * shadows, ghosts and labels. */
struct eg_scene;
void cs_renderer_draw_items(cs_renderer *r, const struct eg_scene *scene, const cs_camera *cam,
                            int width, int height);

#endif
