#version 330 core
// SPDX-License-Identifier: MIT
// Bakes what does not depend on the view into textures, so the per-pixel
// shader stays cheap on software rasterisers:
//   mode 0: table wood (one 8 x 8 unit tile, repeated)
//   mode 1: board wood (the board's top, +-u_extent)
//   mode 2: block maple (a 1 x 1 unit patch, sampled per block)
//   mode 4: the table lit by sun and sky, unshadowed (+-u_extent)
//   mode 3: ground shadow: sun visibility on the table and board top
//           (+-u_extent), into the alpha of mode 4's texture, redrawn when
//           anything that casts shadows moves
in vec2 v_uv;
uniform int u_mode;
uniform float u_extent;
uniform mat4 u_light_vp;
uniform sampler2DShadow u_shadow;
uniform vec2 u_shadow_texel;
uniform float u_board_half;
uniform float u_table_y;
uniform vec3 u_light_dir;
out vec4 o_color;

float hash12(vec2 p)
{
    vec3 p3 = fract(vec3(p.xyx) * 0.1031);
    p3 += dot(p3, p3.yzx + 33.33);
    return fract((p3.x + p3.y) * p3.z);
}

// Value noise, tileable with period `period` (in lattice cells).
float noise2(vec2 p, vec2 period)
{
    vec2 i = floor(p), f = fract(p);
    f = f * f * (3.0 - 2.0 * f);
    vec2 i1 = mod(i + 1.0, period);
    i = mod(i, period);
    return mix(mix(hash12(i), hash12(vec2(i1.x, i.y)), f.x),
               mix(hash12(vec2(i.x, i1.y)), hash12(i1), f.x), f.y);
}

// Grain runs along q.x; the growth rings show as long wavering stripes
// across q.y. `period` makes the pattern tile (0: effectively none).
vec3 wood(vec2 q, float ring_scale, vec3 light, vec3 dark, vec2 period)
{
    float warp = noise2(vec2(q.x * 0.35, q.y * 1.1), period * vec2(0.35, 1.1)) * 1.6
               + noise2(q * vec2(0.9, 3.0), period * vec2(0.9, 3.0)) * 0.35;
    float ring = fract((q.y + warp) * ring_scale);
    float late = smoothstep(0.55, 0.8, ring) * (1.0 - smoothstep(0.9, 1.0, ring));
    float fibre = noise2(vec2(q.x * 2.0, q.y * 70.0), period * vec2(2.0, 70.0));
    vec3 c = mix(light, dark, late * 0.75);
    return c * (0.93 + 0.1 * fibre);
}

float shadow_at(vec3 world)
{
    vec4 lp = u_light_vp * vec4(world + vec3(0.0, 0.012, 0.0), 1.0);
    vec3 p = lp.xyz / lp.w * 0.5 + 0.5;
    if (p.x <= 0.0 || p.x >= 1.0 || p.y <= 0.0 || p.y >= 1.0 || p.z >= 1.0)
        return 1.0;
    float s = 0.0;
    for (int y = -1; y <= 1; y++)
        for (int x = -1; x <= 1; x++)
            s += texture(u_shadow, vec3(p.xy + vec2(x, y) * u_shadow_texel * 1.6, p.z - 0.0015));
    return s / 9.0;
}

void main()
{
    if (u_mode == 0 || u_mode == 4) {
        // Planks 1.6 wide across y.
        vec2 q = u_mode == 0 ? v_uv * 8.0 : (v_uv * 2.0 - 1.0) * u_extent;
        float plank = floor(q.y / 1.6);
        vec3 c = wood(vec2(q.x * 0.5 + plank * 7.0, q.y * 1.6), 1.6, vec3(0.37, 0.23, 0.14),
                      vec3(0.27, 0.16, 0.09), vec2(4.0, 1e4));
        float seam = abs(fract(q.y / 1.6) - 0.5) * 1.6;
        c *= mix(0.45, 1.0, smoothstep(0.78, 0.76, seam));
        if (u_mode == 4) {
            // The lighting of scene.frag for an upward face, in full sun,
            // and a pool of light round the board fading into the room.
            vec3 sky = vec3(0.42, 0.43, 0.47), fill = vec3(0.95, 0.97, 1.0) * 0.12;
            vec3 sun = vec3(1.0, 0.93, 0.82) * 0.72 * max(normalize(u_light_dir).y, 0.0);
            c *= (sky + fill + sun) * mix(0.55, 1.0, exp(-dot(q, q) * 0.006));
        }
        o_color = vec4(c, 1.0);
    } else if (u_mode == 1) {
        vec2 q = (v_uv * 2.0 - 1.0) * u_extent;
        o_color = vec4(wood(q, 1.7, vec3(0.80, 0.58, 0.35), vec3(0.60, 0.38, 0.20), vec2(1e4)), 1.0);
    } else if (u_mode == 2) {
        vec2 q = v_uv * 2.0;
        o_color = vec4(wood(q * vec2(1.0, 2.0), 1.75, vec3(0.88, 0.73, 0.51),
                            vec3(0.73, 0.55, 0.35), vec2(2.0, 4.0)), 1.0);
    } else {
        vec2 xz = (v_uv * 2.0 - 1.0) * u_extent;
        float y = u_table_y;
        if (max(abs(xz.x), abs(xz.y)) < u_board_half) {
            vec2 f = abs(fract(xz) - 0.5); // from the nearest lot centre
            y = max(f.x, f.y) < 0.45 && max(abs(xz.x), abs(xz.y)) < 2.0 ? -0.03 : 0.0;
        }
        o_color = vec4(0.0, 0.0, 0.0, shadow_at(vec3(xz.x, y, xz.y)));
    }
}
