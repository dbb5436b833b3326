#version 330 core
// SPDX-License-Identifier: MIT
// Shadow pass: the same placement as scene.vert, position only.
layout(location = 0) in vec3 a_pos;
layout(location = 2) in vec4 i_pos_yaw;
layout(location = 4) in vec4 i_param;

uniform mat4 u_light_vp;
uniform int u_material;

const int MAT_PIECE = 1;
const int MAT_PIECE_DIE = 3;

void main()
{
    vec3 p = a_pos;
    if (u_material == MAT_PIECE) {
        p *= i_param.xyz;
    } else if (u_material == MAT_PIECE_DIE) { // as scene.vert: rolled about its middle
        int f = int(i_param.w + 0.5);
        float a = float((f >> 14) & 1023) * (6.28318531 / 1024.0), c = cos(a), s = sin(a);
        p = mat3(1.0, 0.0, 0.0, 0.0, c, s, 0.0, -s, c) * (p * i_param.xyz) +
            vec3(0.0, 0.5 * i_param.y, 0.0);
    }
    float c = cos(i_pos_yaw.w), s = sin(i_pos_yaw.w);
    vec3 world = mat3(c, 0.0, -s, 0.0, 1.0, 0.0, s, 0.0, c) * p + i_pos_yaw.xyz;
    gl_Position = u_light_vp * vec4(world, 1.0);
}
