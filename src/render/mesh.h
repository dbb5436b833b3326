/* SPDX-License-Identifier: MIT */
/* mesh.h - geometry of the pieces: bevelled boxes, the board, the holder.
 *
 * Meshes are built as plain triangle lists (position, normal) and uploaded
 * indexed: identical vertices (same position and normal, so within one flat
 * face) are stored once, and a software rasteriser shades each once per
 * batch instead of once per triangle that uses it. They are drawn
 * instanced: each instance gives a base position, a yaw about the vertical,
 * a colour and four material parameters (see fe_instance). */
#ifndef FE_MESH_H
#define FE_MESH_H

#include <epoxy/gl.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct {
    float pos[3];
    float normal[3];
} fe_vertex;

typedef struct {
    float pos[3];   /* translation */
    float yaw;      /* radians, about +y */
    float color[4]; /* rgb, a = opacity */
    float param[4]; /* material-specific (see shaders/scene.vert) */
} fe_instance;

/* A growable triangle list on the CPU. */
typedef struct {
    fe_vertex *v;
    size_t n, cap;
    bool oom;
} fe_geom;

void fe_geom_free(fe_geom *g);
/* Box centred on (cx, cy, cz) with half-sizes h and chamfered edges of width
 * `bevel`. */
void fe_geom_bevel_box(fe_geom *g, const float centre[3], const float half[3], float bevel);
/* A flat square, size x size in x and z about the origin, facing +y. */
void fe_geom_quad(fe_geom *g, float size);
/* A solid of revolution about +y from a profile of {radius, y} points,
 * bottom to top (coins, studs, pawns). It has no bottom face: every such
 * piece stands on something, and the camera and the sun are above the
 * table. */
void fe_geom_lathe(fe_geom *g, const float (*profile)[2], int n, int segments);

enum { FE_MESH_MAX_INSTANCES = 256 }; /* per batch; fe_mesh_draw batches longer lists */

typedef struct {
    GLuint vao, vbo, ibo, ebo; /* vertices, instances, indices */
    GLsizei count;             /* indices (three per triangle) */
} fe_mesh;

/* Upload a geometry; false (and the mesh zeroed) on GL or memory failure. */
bool fe_mesh_upload(fe_mesh *m, const fe_geom *g);
/* Every instance with the program in use, in the order given (the
 * instances drawn first win the early depth tests). */
void fe_mesh_draw(const fe_mesh *m, const fe_instance *inst, int ninst);
void fe_mesh_destroy(fe_mesh *m);

#endif
