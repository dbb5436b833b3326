#version 330 core
// SPDX-License-Identifier: MIT
// MATERIAL is #defined by the loader (one program per material, so that
// software rasterisers do not pay for every material's branch).
// Every piece is an instanced mesh: a_* per vertex, i_* per instance.
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 i_pos_yaw; // base position, yaw (radians)
layout(location = 3) in vec4 i_color;   // rgb, alpha
layout(location = 4) in vec4 i_param;   // see scene.frag, per material

uniform mat4 u_view_proj;
uniform mat4 u_light_vp;     // orthographic: w stays 1
uniform vec3 u_light_dir;    // toward the light, unit
uniform vec3 u_half_dir;     // between light and viewer, unit
uniform vec3 u_fill_dir;     // the fill light, from the viewer's side, unit

// Every mesh is faceted (one normal per triangle) and colour and
// parameters are per instance: those are flat, so a software rasteriser
// interpolates only positions per pixel. Every camera (and the sun's
// shadow map) is orthographic, w stays 1: the pieces' positions are
// interpolated without perspective, which is the same here and costs less
// per pixel. Not v_world: llvmpipe's plane equations for the table's huge
// triangles, far outside the window, lose the precision then.
out vec3 v_world;
flat out vec3 v_normal;     // unit length
noperspective out vec3 v_obj;             // object space, before any rotation: for painting
flat out vec3 v_obj_normal;
flat out vec4 v_color;
flat out vec4 v_param;
noperspective out vec3 v_shadow;          // shadow-map coordinates and depth, 0..1
// The lighting that depends only on the face's normal, once per face:
// x the sun's cosine, y the fill's, z the highlight (n.h)^48; v_sky the
// sky's colour for the face's slope.
flat out vec3 v_face;
flat out vec3 v_sky;

const int MAT_PIECE = 1;
const int MAT_PIECE_WOOD = 2;
const int MAT_PIECE_DIE = 3;
const int MAT_GLYPH = 4;

mat3 rot_y(float a)
{
    float c = cos(a), s = sin(a);
    return mat3(c, 0.0, -s, 0.0, 1.0, 0.0, s, 0.0, c);
}

mat3 rot_x(float a)
{
    float c = cos(a), s = sin(a);
    return mat3(1.0, 0.0, 0.0, 0.0, c, s, 0.0, -s, c);
}

void main()
{
    vec3 p = a_pos;
    vec3 n = a_normal;
    vec3 obj = a_pos;
    if (MATERIAL == MAT_PIECE_DIE) {
        // A game's die: a unit cube about its middle, sized, rolled about
        // its own x axis (flags bits 14-23: 1024ths of a turn, items.c),
        // its foot on the instance's base when unrolled.
        int f = int(i_param.w + 0.5);
        mat3 r = rot_x(float((f >> 14) & 1023) * (6.28318531 / 1024.0));
        p = r * (p * i_param.xyz) + vec3(0.0, 0.5 * i_param.y, 0.0);
        n = r * normalize(n / i_param.xyz);
    } else if (MATERIAL == MAT_GLYPH) {
        // A letter of a side label: a unit square facing +z, i_param.x wide.
        p.xy *= i_param.x;
    } else if (MATERIAL == MAT_PIECE || MATERIAL == MAT_PIECE_WOOD) {
        // Any game's piece: a unit mesh scaled to its size (i_param.xyz).
        p *= i_param.xyz;
        n = normalize(n / i_param.xyz);
    }
    mat3 ry = rot_y(i_pos_yaw.w);
    vec3 world = ry * p + i_pos_yaw.xyz;
    v_world = world;
    v_normal = normalize(ry * n);
    v_obj = obj;
    v_obj_normal = a_normal;
    v_color = i_color;
    v_param = i_param;
    v_shadow = (u_light_vp * vec4(world + v_normal * 0.012, 1.0)).xyz * 0.5 + 0.5;
    vec3 nn = v_normal;
    // x^48 by squaring: pow() is a log and an exp in software.
    float x = max(dot(nn, u_half_dir), 0.0), x2 = x * x, x4 = x2 * x2, x8 = x4 * x4,
          x16 = x8 * x8;
    v_face = vec3(max(dot(nn, u_light_dir), 0.0), max(dot(nn, u_fill_dir), 0.0) * 0.42,
                  x16 * x16 * x16);
    v_sky = mix(vec3(0.28, 0.25, 0.23), vec3(0.42, 0.43, 0.47), nn.y * 0.5 + 0.5);
    gl_Position = u_view_proj * vec4(world, 1.0);
}
