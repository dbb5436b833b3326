#version 330 core
// SPDX-License-Identifier: MIT
// Text (texture alpha times colour) or a solid rounded panel.
in vec2 v_uv;
uniform sampler2D u_tex;
uniform vec4 u_color;
uniform int u_solid;
uniform vec2 u_size; // panel size in pixels, for its rounded corners
out vec4 o_color;

void main()
{
    if (u_solid != 0) {
        vec2 p = (v_uv - 0.5) * u_size;
        float r = min(10.0, 0.25 * min(u_size.x, u_size.y));
        vec2 q = abs(p) - (0.5 * u_size - r);
        float d = length(max(q, 0.0)) - r;
        o_color = vec4(u_color.rgb, u_color.a * clamp(0.5 - d, 0.0, 1.0));
    } else {
        o_color = vec4(u_color.rgb, u_color.a * texture(u_tex, v_uv).a);
    }
}
