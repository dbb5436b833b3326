#version 330 core
// SPDX-License-Identifier: MIT
// Screen-space quads for text and panels. u_rect is x, y, w, h in NDC.
layout(location = 0) in vec2 a_corner; // 0..1

uniform vec4 u_rect;
out vec2 v_uv;

void main()
{
    v_uv = vec2(a_corner.x, 1.0 - a_corner.y);
    gl_Position = vec4(u_rect.xy + a_corner * u_rect.zw, 0.0, 1.0);
}
