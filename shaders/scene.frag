#version 330 core
// SPDX-License-Identifier: MIT
// MATERIAL is #defined by the loader (one program per material, so that
// software rasterisers do not pay for every material's branch).
// Lit pieces of any game's table (items.c): the table top, painted and
// wooden pieces, dice with their glyphs, the letters of side labels.
// The wood is procedural (bake.frag) but baked into textures once, and the
// shadow on the flat ground is baked whenever a caster moves: this keeps
// the per-pixel cost low enough for software rasterisers.
// Per-material meaning of v_param:
//   piece, game's die: xyz size (scale of the unit mesh), w flags (items.c):
//          1 wood, 2 glows, 4 card, bits 3-10 the glow's strength (0..255),
//          a die's bits 11-13 its glyph (face_mark's code), 14-23 its roll;
//          another piece's bits 11-12 its mesh (lit_band's SHAPE_*)
//   glyph: x size, y atlas cell
in vec3 v_world;
flat in vec3 v_normal;
noperspective in vec3 v_obj;
flat in vec3 v_obj_normal;
flat in vec4 v_color;
flat in vec4 v_param;
noperspective in vec3 v_shadow;
flat in vec3 v_face;
flat in vec3 v_sky;

uniform vec3 u_light_dir;    // toward the light, unit
uniform sampler2DShadow u_shadow;
uniform vec2 u_shadow_texel;
uniform sampler2D u_atlas;
uniform int u_atlas_cells;   // 0: no atlas (no font)
uniform sampler2D u_wood_maple;
uniform sampler2D u_ground;     // rgb: the table lit, unshadowed (bake.frag mode 4);
                                // a: sun visibility on table and board top (mode 3)
uniform float u_ground_extent;

out vec4 o_color;

const int MAT_TABLE = 0;
const int MAT_PIECE = 1;
const int MAT_PIECE_WOOD = 2;  // a piece with wood grain under its paint
const int MAT_PIECE_DIE = 3;   // a game's die, its glyph on its top face
const int MAT_GLYPH = 4;       // a letter of a side label (blended)

// ---- Shadow: one hardware-filtered tap (4 depth compares). On a software
// rasterizer every tap is paid per pixel; the large flat shadows (table,
// board) are baked with 9 taps instead (bake.frag).
float shadow_at(vec3 p)
{
    if (p.x <= 0.0 || p.x >= 1.0 || p.y <= 0.0 || p.y >= 1.0 || p.z >= 1.0)
        return 1.0;
    return texture(u_shadow, vec3(p.xy, p.z - 0.0015));
}

// ---- Dice faces: pips for 1-4, '=' for 5, a star for 6.
float sd_star5(vec2 p, float r, float rf)
{
    const vec2 k1 = vec2(0.809016994375, -0.587785252292);
    const vec2 k2 = vec2(-k1.x, k1.y);
    p.x = abs(p.x);
    p -= 2.0 * max(dot(k1, p), 0.0) * k1;
    p -= 2.0 * max(dot(k2, p), 0.0) * k2;
    p.x = abs(p.x);
    p.y -= r;
    vec2 ba = rf * vec2(-k1.y, k1.x) - vec2(0.0, 1.0);
    float h = clamp(dot(p, ba) / dot(ba, ba), 0.0, r);
    return length(p - ba * h) * sign(p.y * ba.x - p.x * ba.y);
}

float sd_box(vec2 p, vec2 b)
{
    vec2 d = abs(p) - b;
    return length(max(d, 0.0)) + min(max(d.x, d.y), 0.0);
}

// Signed distance to the mark of `code` on a face, p in [-0.5, 0.5]^2, y up.
float face_mark(int code, vec2 p)
{
    const float r = 0.1;
    float d = 1e3;
    if (code == 1 || code == 3)
        d = min(d, length(p) - r);
    if (code >= 2 && code <= 4) {
        d = min(d, length(p - vec2(-0.25, 0.25)) - r);
        d = min(d, length(p - vec2(0.25, -0.25)) - r);
    }
    if (code == 4) {
        d = min(d, length(p - vec2(0.25, 0.25)) - r);
        d = min(d, length(p - vec2(-0.25, -0.25)) - r);
    }
    if (code == 5) {
        d = min(sd_box(p - vec2(0.0, 0.12), vec2(0.27, 0.055)),
                sd_box(p + vec2(0.0, 0.12), vec2(0.27, 0.055)));
        d -= 0.02;
    }
    if (code == 6)
        d = sd_star5(p + vec2(0.0, 0.03), 0.34, 0.45) - 0.015;
    return d;
}

// ---- Atlas glyphs (the letters of side labels).
float atlas_alpha(float cell, vec2 uv)
{
    if (u_atlas_cells == 0 || uv.x < 0.0 || uv.x > 1.0 || uv.y < 0.0 || uv.y > 1.0)
        return 0.0;
    return texture(u_atlas, vec2((cell + uv.x) / float(u_atlas_cells), uv.y)).a;
}

// A piece's glow, as strong as its flags say (bits 3-10).
float glow_strength(int f)
{
    return float((f >> 3) & 255) / 255.0;
}

// Its paint a little brighter (its own hue kept: a lit red stays red); the
// band below makes it plain.
vec3 piece_glow(int f)
{
    return vec3(0.25 * glow_strength(f));
}

// ---- The lit look: besides the glow, a band round the edges of every face
// of a lit piece, in a colour far from the piece's own paint, so that it
// shows on every colour (the glow alone, toward a yellowish white, hardly
// showed on yellow or white pieces): the lit pieces' gold, or crimson on a
// piece whose paint is near gold (yellow, orange). Its width is in pixels,
// an eighth of the face across, within 1.5 to 6 but never over 0.15 of the
// face (a small brick at 640x360 keeps its paint), for a full glow; a
// weaker glow (the last move's pieces, Cityscape's last block: 0.3) draws
// it as clear but narrower, down to 0.4 of that. A brick's studs have none
// (the brick's own band rings them; at 640x360 they would be all band).
const int SHAPE_BOX = 0;  // a bevelled box (blocks, cards, bricks), y 0..1
const int SHAPE_COIN = 1; // lathes, y 0..1: a coin, its top 0.46 across
const int SHAPE_PAWN = 2;
const int SHAPE_STUD = 3; // a brick's stud: no band
const int SHAPE_DIE = 4;  // a die's cube about its middle

vec3 lit_colour(vec3 paint)
{
    const vec3 gold = vec3(1.0, 0.80, 0.15), crimson = vec3(0.72, 0.04, 0.22);
    return distance(paint, gold) > 0.55 ? gold : crimson;
}

// 1 within the band at distance e (pixels) from an edge of a face ext
// pixels across, 0 beyond it; `strength` the glow's.
float band_at(float e, float ext, float strength)
{
    float w = min(clamp(0.125 * ext, 1.5, 6.0), 0.15 * ext) * mix(0.4, 1.0, strength);
    return 1.0 - smoothstep(w - 0.75, w + 0.75, e);
}

float lit_band(int shape, float s)
{
    vec3 o = v_obj, n = v_obj_normal;
    if (shape == SHAPE_STUD)
        return 0.0;
    if (shape == SHAPE_BOX || shape == SHAPE_DIE) {
        // The face's own axes (a bevel's two are both near an edge).
        vec3 q = o - vec3(0.0, shape == SHAPE_BOX ? 0.5 : 0.0, 0.0);
        vec3 px = max(fwidth(q), vec3(1e-6)); // object units a pixel
        vec3 e = (0.5 - abs(q)) / px, ext = 1.0 / px;
        float b = 0.0;
        for (int i = 0; i < 3; i++)
            if (abs(n[i]) < 0.9)
                b = max(b, band_at(e[i], ext[i], s));
        return b;
    }
    if (n.y >= 0.9 && shape == SHAPE_COIN) { // its top, 0.46 across
        float r = length(o.xz), px = max(fwidth(r), 1e-6);
        return band_at((0.46 - r) / px, 0.92 / px, s);
    }
    float px = max(fwidth(o.y), 1e-6); // round the sides: the foot and the top
    if (shape == SHAPE_PAWN && o.y < 0.16) // a pawn's whole base, the head narrow
        return 1.0;
    return band_at(min(o.y, 1.0 - o.y) / px, 1.0 / px, s);
}

// Any game's piece: its colour, wood grain under the paint if asked, a
// contact shadow at its foot, a white border on cards, a glow when lit.
vec3 piece_albedo(out float ao, out vec3 glow)
{
    int f = int(v_param.w + 0.5);
    vec3 size = v_param.xyz, o = v_obj * size;
    vec3 c = v_color.rgb;
    if (MATERIAL == MAT_PIECE_WOOD) { // only its program reads the wood
        vec3 n = v_obj_normal;
        vec2 uv = abs(n.y) > 0.5 ? o.xz * 0.8 : vec2(o.y * 0.5, (abs(n.x) > 0.5 ? o.z : o.x) * 0.8);
        vec3 natural = texture(u_wood_maple, uv + size.xz * 1.7).rgb;
        c = c * (0.42 + 0.5 * natural / vec3(0.85, 0.70, 0.48));
    }
    if ((f & 4) != 0) {
        vec2 d = 0.5 * size.xz - abs(o.xz);
        if (min(d.x, d.y) < 0.06 * min(size.x, size.z))
            c = vec3(0.95, 0.93, 0.88);
    }
    ao = mix(0.6, 1.0, smoothstep(0.0, 0.08, o.y));
    glow = piece_glow(f);
    return c;
}

// A game's die: its paint, and on its own top face (+y before the roll)
// the glyph of its label, drawn as Cityscape's goal dice are.
vec3 game_die_albedo(out vec3 glow)
{
    int f = int(v_param.w + 0.5), code = (f >> 11) & 7;
    glow = piece_glow(f);
    vec3 c = v_color.rgb;
    if (code < 1 || v_obj_normal.y < 0.99)
        return c;
    vec2 p = vec2(v_obj.x, -v_obj.z) / 0.95;
    float d = face_mark(code, p);
    float aa = fwidth(d) * 0.75 + 1e-4;
    float ink = 1.0 - smoothstep(-aa, aa, d);
    vec3 ink_col = code == 6 ? vec3(0.72, 0.12, 0.08) : code == 5 ? vec3(0.05, 0.25, 0.55)
                                                               : vec3(0.08, 0.07, 0.06);
    return mix(c, ink_col, ink);
}

void main()
{
    vec3 n = v_normal;
    vec3 albedo;
    float ao = 1.0, alpha = v_color.a, gloss = 0.12;
    vec3 glow = vec3(0.0);
    if (MATERIAL == MAT_TABLE) {
        // All baked: the lit wood, then the shadow takes the sun away; one
        // texture read per pixel.
        vec4 g = texture(u_ground, v_world.xz / (2.0 * u_ground_extent) + 0.5);
        const vec3 sky = vec3(0.42, 0.43, 0.47), fill = vec3(0.95, 0.97, 1.0) * 0.12;
        vec3 sun = vec3(1.0, 0.93, 0.82) * 0.72 * max(u_light_dir.y, 0.0);
        vec3 shade = (sky + fill) / (sky + fill + sun);
        o_color = vec4(g.rgb * mix(shade, vec3(1.0), g.a), 1.0);
        return;
    } else if (MATERIAL == MAT_PIECE || MATERIAL == MAT_PIECE_WOOD) {
        albedo = piece_albedo(ao, glow);
        gloss = 0.22;
    } else if (MATERIAL == MAT_PIECE_DIE) {
        albedo = game_die_albedo(glow);
        gloss = 0.3;
    } else if (MATERIAL == MAT_GLYPH) {
        alpha = atlas_alpha(v_param.y, vec2(v_obj.x + 0.5, 0.5 - v_obj.y)) * v_color.a;
        albedo = v_color.rgb;
        if (alpha < 0.01)
            discard;
    }
    // The face's own lighting comes from the vertex shader (scene.vert):
    // the sun's cosine, the highlight, the sky, and a soft fill from the
    // viewer's side that keeps the faces turned to the camera readable
    // from every seat (it casts no shadow, so it may move).
    float ndl = v_face.x;
    // A face turned from the sun is in its own shadow: no lookup needed.
    float sh = ndl > 0.0 ? shadow_at(v_shadow) : 0.0;
    vec3 sky = v_sky;
    vec3 sun = vec3(1.0, 0.93, 0.82) * 0.72;
    float spec = v_face.z * gloss * sh;
    float fill = v_face.y;
    vec3 col = albedo * (sky * ao + sun * ndl * sh * mix(0.6, 1.0, ao) + vec3(0.95, 0.97, 1.0) * fill * ao)
             + spec + glow * albedo;
    int f = int(v_param.w + 0.5);
    if (MATERIAL != MAT_GLYPH && ((f >> 3) & 255) != 0) { // lit: its band (above)
        int shape = MATERIAL == MAT_PIECE_DIE ? SHAPE_DIE : (f >> 11) & 3;
        col = mix(col, lit_colour(v_color.rgb), lit_band(shape, glow_strength(f)));
    }
    o_color = vec4(col, alpha);
}
