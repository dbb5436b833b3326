/* SPDX-License-Identifier: MIT */
/* mesh.c - procedural geometry and instanced meshes (see mesh.h). */
#include "mesh.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "layout.h"

/* ---- CPU triangle lists. */

void fe_geom_free(fe_geom *g)
{
    free(g->v);
    memset(g, 0, sizeof *g);
}

static void push_vertex(fe_geom *g, const float p[3], const float n[3])
{
    if (g->n == g->cap) {
        size_t cap = g->cap ? g->cap * 2 : 256;
        fe_vertex *v = realloc(g->v, cap * sizeof *v);
        if (!v) {
            g->oom = true;
            return;
        }
        g->v = v;
        g->cap = cap;
    }
    memcpy(g->v[g->n].pos, p, sizeof g->v[g->n].pos);
    memcpy(g->v[g->n].normal, n, sizeof g->v[g->n].normal);
    g->n++;
}

/* One triangle facing along n: the winding is fixed up to be counter-
 * clockwise seen from outside, so builders need not care about it. */
static void tri(fe_geom *g, const float a[3], const float b[3], const float c[3],
                const float n[3])
{
    float e1[3], e2[3], x[3];
    for (int i = 0; i < 3; i++) {
        e1[i] = b[i] - a[i];
        e2[i] = c[i] - a[i];
    }
    x[0] = e1[1] * e2[2] - e1[2] * e2[1];
    x[1] = e1[2] * e2[0] - e1[0] * e2[2];
    x[2] = e1[0] * e2[1] - e1[1] * e2[0];
    push_vertex(g, a, n);
    if (x[0] * n[0] + x[1] * n[1] + x[2] * n[2] >= 0.0f) {
        push_vertex(g, b, n);
        push_vertex(g, c, n);
    } else {
        push_vertex(g, c, n);
        push_vertex(g, b, n);
    }
}

/* Quad a-b-c-d (in order round its edge). */
static void quad(fe_geom *g, const float a[3], const float b[3], const float c[3],
                 const float d[3], const float n[3])
{
    tri(g, a, b, c, n);
    tri(g, a, c, d, n);
}

static void normalize3(float v[3])
{
    float l = sqrtf(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    if (l > 0.0f)
        for (int i = 0; i < 3; i++)
            v[i] /= l;
}

/* ---- Bevelled box: 6 inset faces, 12 chamfer strips, 8 corner triangles. */

static void box_point(float out[3], const float c[3], const float h[3], const int s[3],
                      int full_axis, float bevel)
{
    for (int i = 0; i < 3; i++)
        out[i] = c[i] + (float)s[i] * (i == full_axis ? h[i] : h[i] - bevel);
}

void fe_geom_bevel_box(fe_geom *g, const float c[3], const float h[3], float bevel)
{
    for (int a = 0; a < 3; a++) {
        for (int sa = -1; sa <= 1; sa += 2) {
            int u = (a + 1) % 3, v = (a + 2) % 3;
            float p[4][3], n[3] = {0, 0, 0};
            static const int su[4] = {-1, 1, 1, -1}, sv[4] = {-1, -1, 1, 1};
            n[a] = (float)sa;
            for (int k = 0; k < 4; k++) {
                int s[3];
                s[a] = sa;
                s[u] = su[k];
                s[v] = sv[k];
                box_point(p[k], c, h, s, a, bevel);
            }
            quad(g, p[0], p[1], p[2], p[3], n);
        }
    }
    if (bevel <= 0.0f)
        return;
    /* Edges: between face a (sign sa) and face b (sign sb), along axis e. */
    for (int a = 0; a < 3; a++) {
        for (int b = a + 1; b < 3; b++) {
            int e = 3 - a - b;
            for (int sa = -1; sa <= 1; sa += 2) {
                for (int sb = -1; sb <= 1; sb += 2) {
                    float p[4][3], n[3] = {0, 0, 0};
                    n[a] = (float)sa;
                    n[b] = (float)sb;
                    normalize3(n);
                    int s[3];
                    s[a] = sa;
                    s[b] = sb;
                    s[e] = -1;
                    box_point(p[0], c, h, s, a, bevel);
                    box_point(p[3], c, h, s, b, bevel);
                    s[e] = 1;
                    box_point(p[1], c, h, s, a, bevel);
                    box_point(p[2], c, h, s, b, bevel);
                    quad(g, p[0], p[1], p[2], p[3], n);
                }
            }
        }
    }
    for (int k = 0; k < 8; k++) {
        int s[3] = {k & 1 ? 1 : -1, k & 2 ? 1 : -1, k & 4 ? 1 : -1};
        float p[3][3], n[3] = {(float)s[0], (float)s[1], (float)s[2]};
        normalize3(n);
        for (int a = 0; a < 3; a++)
            box_point(p[a], c, h, s, a, bevel);
        tri(g, p[0], p[1], p[2], n);
    }
}

void fe_geom_quad(fe_geom *g, float size)
{
    const float up[3] = {0.0f, 1.0f, 0.0f}, k = 0.5f * size;
    float a[3] = {-k, 0, -k}, b[3] = {k, 0, -k};
    float c[3] = {k, 0, k}, d[3] = {-k, 0, k};
    quad(g, a, b, c, d, up);
}

/* ---- GL meshes. */

/* A solid of revolution about +y: profile[i] = {radius, y}, bottom to top;
 * a flat top where the last radius is not zero, no bottom (see mesh.h). Each
 * segment's side is flat, its normal following the profile's slope. */
void fe_geom_lathe(fe_geom *g, const float (*profile)[2], int n, int segments)
{
    const float tau = 6.28318530718f;
    for (int k = 0; k < segments; k++) {
        float a0 = tau * (float)k / (float)segments, a1 = tau * (float)(k + 1) / (float)segments;
        float c0 = cosf(a0), s0 = sinf(a0), c1 = cosf(a1), s1 = sinf(a1);
        for (int i = 0; i + 1 < n; i++) {
            float r0 = profile[i][0], y0 = profile[i][1], r1 = profile[i + 1][0], y1 = profile[i + 1][1];
            /* The side's outward normal in the profile plane: (dy, -dr). */
            float nr = y1 - y0, ny = -(r1 - r0), len = sqrtf(nr * nr + ny * ny);
            if (len <= 0.0f)
                continue;
            nr /= len;
            ny /= len;
            float p00[3] = {r0 * c0, y0, r0 * s0}, p01[3] = {r0 * c1, y0, r0 * s1};
            float p10[3] = {r1 * c0, y1, r1 * s0}, p11[3] = {r1 * c1, y1, r1 * s1};
            float am = 0.5f * (a0 + a1);
            float nm[3] = {nr * cosf(am), ny, nr * sinf(am)};
            if (r0 > 0.0f)
                tri(g, p00, p01, p11, nm);
            if (r1 > 0.0f)
                tri(g, p00, p11, p10, nm);
        }
        /* The flat top: a fan from the first rim vertex, not from the
         * centre: the same polygon in two triangles fewer, and no thin
         * slivers (a software rasteriser shades whole 4x4 stamps per
         * triangle, which tiny studs pay for many times over). */
        static const float up[3] = {0.0f, 1.0f, 0.0f};
        if (profile[n - 1][0] > 0.0f && k >= 1 && k + 1 < segments) {
            float r = profile[n - 1][0], y = profile[n - 1][1];
            float f[3] = {r, y, 0.0f}, a[3] = {r * c0, y, r * s0}, b[3] = {r * c1, y, r * s1};
            tri(g, f, a, b, up);
        }
    }
}

/* The distinct vertices of a triangle list, and for each of its vertices
 * the index of its distinct one. Meshes are small (under a thousand
 * vertices), so a linear search is enough. */
static size_t dedupe(const fe_geom *g, fe_vertex *uniq, GLuint *index)
{
    size_t n = 0;
    for (size_t i = 0; i < g->n; i++) {
        size_t k = 0;
        while (k < n && memcmp(&uniq[k], &g->v[i], sizeof uniq[k]) != 0)
            k++;
        if (k == n)
            uniq[n++] = g->v[i];
        index[i] = (GLuint)k;
    }
    return n;
}

bool fe_mesh_upload(fe_mesh *m, const fe_geom *g)
{
    memset(m, 0, sizeof *m);
    if (g->oom || g->n == 0)
        return false;
    fe_vertex *uniq = malloc(g->n * sizeof *uniq);
    GLuint *index = malloc(g->n * sizeof *index);
    if (!uniq || !index) {
        free(uniq);
        free(index);
        return false;
    }
    size_t nuniq = dedupe(g, uniq, index);
    glGenVertexArrays(1, &m->vao);
    glGenBuffers(1, &m->vbo);
    glGenBuffers(1, &m->ibo);
    glGenBuffers(1, &m->ebo);
    glBindVertexArray(m->vao);
    glBindBuffer(GL_ARRAY_BUFFER, m->vbo);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(nuniq * sizeof(fe_vertex)), uniq, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(fe_vertex),
                          (void *)offsetof(fe_vertex, pos));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, sizeof(fe_vertex),
                          (void *)offsetof(fe_vertex, normal));
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, m->ebo);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, (GLsizeiptr)(g->n * sizeof(GLuint)), index,
                 GL_STATIC_DRAW);
    glBindBuffer(GL_ARRAY_BUFFER, m->ibo);
    glBufferData(GL_ARRAY_BUFFER, FE_MESH_MAX_INSTANCES * sizeof(fe_instance), NULL,
                 GL_DYNAMIC_DRAW);
    const size_t off[3] = {offsetof(fe_instance, pos), offsetof(fe_instance, color),
                           offsetof(fe_instance, param)};
    for (GLuint i = 0; i < 3; i++) {
        glEnableVertexAttribArray(2 + i);
        glVertexAttribPointer(2 + i, 4, GL_FLOAT, GL_FALSE, sizeof(fe_instance),
                              (void *)off[i]);
        glVertexAttribDivisor(2 + i, 1);
    }
    glBindVertexArray(0);
    free(uniq);
    free(index);
    m->count = (GLsizei)g->n;
    return true;
}

void fe_mesh_draw(const fe_mesh *m, const fe_instance *inst, int ninst)
{
    if (!m->vao || ninst <= 0)
        return;
    glBindVertexArray(m->vao);
    glBindBuffer(GL_ARRAY_BUFFER, m->ibo);
    /* The instance buffer holds FE_MESH_MAX_INSTANCES: larger lists are
     * drawn in batches of that many (none is dropped). */
    for (int done = 0; done < ninst; done += FE_MESH_MAX_INSTANCES) {
        int k = ninst - done < FE_MESH_MAX_INSTANCES ? ninst - done : FE_MESH_MAX_INSTANCES;
        glBufferSubData(GL_ARRAY_BUFFER, 0, (GLsizeiptr)((size_t)k * sizeof *inst), inst + done);
        glDrawElementsInstanced(GL_TRIANGLES, m->count, GL_UNSIGNED_INT, NULL, k);
    }
}

void fe_mesh_destroy(fe_mesh *m)
{
    if (m->vao)
        glDeleteVertexArrays(1, &m->vao);
    if (m->vbo)
        glDeleteBuffers(1, &m->vbo);
    if (m->ibo)
        glDeleteBuffers(1, &m->ibo);
    if (m->ebo)
        glDeleteBuffers(1, &m->ebo);
    memset(m, 0, sizeof *m);
}
