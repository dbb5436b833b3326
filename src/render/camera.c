/* SPDX-License-Identifier: MIT */
/* camera.c - orthographic orbit camera and picking rays (see camera.h). */
#include "camera.h"

#include <cglm/cglm.h>
#include <float.h>
#include <math.h>
#include <string.h>

#include "layout.h"


#define CAMERA_DISTANCE 30.0f /* eye distance from the frame centre */
/* Orthographic: the view volume reaches this far before and behind the eye,
 * so that the table top fills the window from the lowest pitch, a tall
 * framing and the least zoom (no void past its near or far edge). */
#define CAMERA_DEPTH 1000.0f
#define DEFAULT_PAN 0.0f   /* the fit (fe_camera_proj) centres the view */
#define FRAME_MARGIN 1.04f /* a little table around what must be seen */
#define FRAME_LIFT 0.6f    /* stacks rise above the board: look a little higher */

static float clampf(float x, float lo, float hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

/* Signed difference b - a wrapped into [-180, 180). */
static float angle_delta(float a, float b)
{
    float d = fmodf(b - a + 180.0f, 360.0f);
    if (d < 0.0f)
        d += 360.0f;
    return d - 180.0f;
}

float fe_ease_in_out(float t)
{
    t = clampf(t, 0.0f, 1.0f);
    if (t < 0.5f)
        return 4.0f * t * t * t;
    float u = -2.0f * t + 2.0f;
    return 1.0f - u * u * u * 0.5f;
}

float fe_camera_edge_yaw(int seat)
{
    static const float yaw[FE_CAMERA_SEATS] = {0.0f, -90.0f, 180.0f, 90.0f};
    return yaw[seat & 3];
}

float fe_camera_seat_yaw(int seat)
{
    return fe_camera_edge_yaw(seat) + FE_CAMERA_SEAT_TURN;
}

static fe_camera_pose seat_pose(int seat, float zoom, float pan)
{
    fe_camera_pose p = {fe_camera_seat_yaw(seat), FE_CAMERA_PITCH, zoom, pan};
    return p;
}

void fe_camera_init(fe_camera *cam, int seat)
{
    /* Every field, the insets and the framing box included: a camera on the
     * stack must not frame with whatever bytes were there. */
    memset(cam, 0, sizeof *cam);
    cam->now = cam->from = cam->to = seat_pose(seat, 1.0f, DEFAULT_PAN);
    const float lo[3] = {-FE_BOARD_HALF, FE_TABLE_Y, -FE_BOARD_HALF};
    const float hi[3] = {FE_BOARD_HALF, 1.4f, FE_BOARD_HALF};
    fe_camera_frame_box(cam, lo, hi);
}

void fe_camera_set_inset(fe_camera *cam, float left, float top, float right, float bottom)
{
    cam->inset[0] = left;
    cam->inset[1] = top;
    cam->inset[2] = right;
    cam->inset[3] = bottom;
}

void fe_camera_frame_box(fe_camera *cam, const float lo[3], const float hi[3])
{
    memcpy(cam->box_lo, lo, sizeof cam->box_lo);
    memcpy(cam->box_hi, hi, sizeof cam->box_hi);
}

void fe_camera_to_pose(fe_camera *cam, fe_camera_pose pose)
{
    cam->from = cam->now;
    /* Go the short way round: the target yaw is expressed near the current. */
    pose.yaw = cam->now.yaw + angle_delta(cam->now.yaw, pose.yaw);
    pose.pitch = clampf(pose.pitch, FE_CAMERA_PITCH_MIN, FE_CAMERA_PITCH_MAX);
    pose.zoom = clampf(pose.zoom, FE_CAMERA_ZOOM_MIN, FE_CAMERA_ZOOM_MAX);
    cam->to = pose;
    cam->t = 0.0f;
    cam->moving = true;
}

void fe_camera_to_seat(fe_camera *cam, int seat)
{
    fe_camera_to_pose(cam, seat_pose(seat, cam->now.zoom, cam->to.pan));
}

void fe_camera_to_skyline(fe_camera *cam, int seat)
{
    fe_camera_pose p = {fe_camera_edge_yaw(seat), FE_CAMERA_SKYLINE_PITCH, 1.0f, cam->to.pan};
    fe_camera_to_pose(cam, p);
}

void fe_camera_orbit(fe_camera *cam, float dyaw, float dpitch)
{
    cam->moving = false;
    cam->now.yaw = fmodf(cam->now.yaw + dyaw, 360.0f);
    cam->now.pitch = clampf(cam->now.pitch + dpitch, FE_CAMERA_PITCH_MIN, FE_CAMERA_PITCH_MAX);
    cam->to = cam->now;
}

void fe_camera_zoom_by(fe_camera *cam, float factor)
{
    cam->moving = false;
    cam->now.zoom = clampf(cam->now.zoom * factor, FE_CAMERA_ZOOM_MIN, FE_CAMERA_ZOOM_MAX);
    cam->to = cam->now;
}

static float lerpf(float a, float b, float k)
{
    return a + (b - a) * k;
}

bool fe_camera_update(fe_camera *cam, float dt)
{
    if (!cam->moving)
        return false;
    cam->t += dt;
    float k = fe_ease_in_out(cam->t / FE_CAMERA_EASE_S);
    cam->now.yaw = lerpf(cam->from.yaw, cam->to.yaw, k);
    cam->now.pitch = lerpf(cam->from.pitch, cam->to.pitch, k);
    cam->now.zoom = lerpf(cam->from.zoom, cam->to.zoom, k);
    cam->now.pan = lerpf(cam->from.pan, cam->to.pan, k);
    if (cam->t >= FE_CAMERA_EASE_S) {
        cam->now = cam->to;
        cam->now.yaw = fmodf(cam->now.yaw, 360.0f);
        cam->moving = false;
    }
    return cam->moving;
}

int fe_camera_nearest_seat(const fe_camera *cam)
{
    int best = 0;
    float best_d = 1e9f;
    for (int s = 0; s < FE_CAMERA_SEATS; s++) {
        float d = fabsf(angle_delta(cam->now.yaw, fe_camera_seat_yaw(s)));
        if (d < best_d) {
            best_d = d;
            best = s;
        }
    }
    return best;
}

void fe_camera_eye(const fe_camera *cam, float eye[3], float centre[3])
{
    float yaw = glm_rad(cam->now.yaw), pitch = glm_rad(cam->now.pitch);
    /* Frame centre: the board centre moved `pan` to the seat's right, where
     * the supply stands (the seat's view is turned by FE_CAMERA_SEAT_TURN). */
    float pan_yaw = glm_rad(cam->now.yaw - FE_CAMERA_SEAT_TURN);
    centre[0] = cam->now.pan * cosf(pan_yaw);
    centre[1] = FRAME_LIFT;
    centre[2] = -cam->now.pan * sinf(pan_yaw);
    eye[0] = centre[0] + CAMERA_DISTANCE * sinf(yaw) * cosf(pitch);
    eye[1] = centre[1] + CAMERA_DISTANCE * sinf(pitch);
    eye[2] = centre[2] + CAMERA_DISTANCE * cosf(yaw) * cosf(pitch);
}

void fe_camera_view(const fe_camera *cam, float out[16])
{
    vec3 eye, centre, up = {0.0f, 1.0f, 0.0f};
    fe_camera_eye(cam, eye, centre);
    glm_lookat(eye, centre, up, (vec4 *)out);
}

/* Grow the view-space box [lo, hi] by a world point. */
static void extend(mat4 view, float x, float y, float z, float lo[2], float hi[2])
{
    vec4 p = {x, y, z, 1.0f}, v;
    glm_mat4_mulv(view, p, v);
    for (int i = 0; i < 2; i++) {
        lo[i] = fminf(lo[i], v[i]);
        hi[i] = fmaxf(hi[i], v[i]);
    }
}

/* What must be in view at zoom 1, as seen from this camera: the framed box. */
static void frame_extents(const fe_camera *cam, mat4 view, float lo[2], float hi[2])
{
    lo[0] = lo[1] = FLT_MAX;
    hi[0] = hi[1] = -FLT_MAX;
    for (int i = 0; i < 8; i++)
        extend(view, (i & 1) ? cam->box_hi[0] : cam->box_lo[0],
               (i & 4) ? cam->box_hi[1] : cam->box_lo[1],
               (i & 2) ? cam->box_hi[2] : cam->box_lo[2], lo, hi);
}

void fe_camera_proj(const fe_camera *cam, int width, int height, float out[16])
{
    float w = (float)(width > 0 ? width : 1), h = (float)(height > 0 ? height : 1);
    /* The part of the window the extents fit: less the insets, leaving at
     * least a fifth of the window each way. */
    float in[4];
    for (int i = 0; i < 4; i++)
        in[i] = clampf(cam->inset[i], 0.0f, (i % 2 ? h : w) * 0.8f);
    for (int i = 0; i < 2; i++) {
        float dim = i ? h : w, both = in[i] + in[i + 2];
        if (both > 0.8f * dim)
            in[i] *= 0.8f * dim / both, in[i + 2] *= 0.8f * dim / both;
    }
    float fw = w - in[0] - in[2], fh = h - in[1] - in[3];
    mat4 view;
    fe_camera_view(cam, (float *)view);
    float lo[2], hi[2];
    frame_extents(cam, view, lo, hi);
    /* Fit the extents whichever way that part is shaped, then zoom about
     * their centre. */
    float cx = 0.5f * (lo[0] + hi[0]), cy = 0.5f * (lo[1] + hi[1]);
    float hw0 = 0.5f * (hi[0] - lo[0]) * FRAME_MARGIN, hh0 = 0.5f * (hi[1] - lo[1]) * FRAME_MARGIN;
    float hh = fmaxf(hh0, hw0 * fh / fw) / cam->now.zoom;
    /* World units per pixel; the extents' centre goes to the part's centre
     * (x right, y up in view space; pixels y down). */
    float per = 2.0f * hh / fh;
    float wx = cx - per * (in[0] + 0.5f * fw - 0.5f * w);
    float wy = cy + per * (in[1] + 0.5f * fh - 0.5f * h);
    float hw = 0.5f * per * w, hwy = 0.5f * per * h;
    glm_ortho(wx - hw, wx + hw, wy - hwy, wy + hwy, -CAMERA_DEPTH, CAMERA_DEPTH, (vec4 *)out);
}

void fe_camera_view_proj(const fe_camera *cam, int width, int height, float out[16])
{
    mat4 v, p;
    fe_camera_view(cam, (float *)v);
    fe_camera_proj(cam, width, height, (float *)p);
    glm_mat4_mul(p, v, (vec4 *)out);
}

bool fe_camera_project(const fe_camera *cam, int width, int height,
                       const float world[3], float screen[2])
{
    mat4 vp;
    fe_camera_view_proj(cam, width, height, (float *)vp);
    vec4 p = {world[0], world[1], world[2], 1.0f}, c;
    glm_mat4_mulv(vp, p, c);
    float nx = c[0] / c[3], ny = c[1] / c[3], nz = c[2] / c[3];
    screen[0] = (nx * 0.5f + 0.5f) * (float)width;
    screen[1] = (0.5f - ny * 0.5f) * (float)height;
    return nz >= -1.0f && nz <= 1.0f;
}

fe_ray fe_camera_ray(const fe_camera *cam, int width, int height, float sx, float sy)
{
    mat4 vp, inv;
    fe_camera_view_proj(cam, width, height, (float *)vp);
    glm_mat4_inv(vp, inv);
    float nx = 2.0f * sx / (float)(width > 0 ? width : 1) - 1.0f;
    float ny = 1.0f - 2.0f * sy / (float)(height > 0 ? height : 1);
    vec4 a = {nx, ny, -1.0f, 1.0f}, b = {nx, ny, 1.0f, 1.0f}, wa, wb;
    glm_mat4_mulv(inv, a, wa);
    glm_mat4_mulv(inv, b, wb);
    fe_ray r;
    vec3 d;
    for (int i = 0; i < 3; i++) {
        r.origin[i] = wa[i] / wa[3];
        d[i] = wb[i] / wb[3] - r.origin[i];
    }
    glm_vec3_normalize(d);
    glm_vec3_copy(d, r.dir);
    return r;
}

bool fe_ray_box(const fe_ray *ray, const float bmin[3], const float bmax[3], float *t)
{
    float tmin = 0.0f, tmax = FLT_MAX;
    for (int i = 0; i < 3; i++) {
        if (fabsf(ray->dir[i]) < 1e-9f) {
            if (ray->origin[i] < bmin[i] || ray->origin[i] > bmax[i])
                return false;
            continue;
        }
        float inv = 1.0f / ray->dir[i];
        float t0 = (bmin[i] - ray->origin[i]) * inv;
        float t1 = (bmax[i] - ray->origin[i]) * inv;
        if (t0 > t1) {
            float tmp = t0;
            t0 = t1;
            t1 = tmp;
        }
        tmin = fmaxf(tmin, t0);
        tmax = fminf(tmax, t1);
        if (tmin > tmax)
            return false;
    }
    if (t)
        *t = tmin;
    return true;
}

fe_ray fe_ray_to_frame(const fe_ray *ray, const float pos[3], float yaw)
{
    /* Undo the translation, then the turn rot_y(yaw) (x' = c x + s z,
     * z' = -s x + c z), whose inverse is its transpose. */
    float c = cosf(yaw), s = sinf(yaw);
    float o[3] = {ray->origin[0] - pos[0], ray->origin[1] - pos[1], ray->origin[2] - pos[2]};
    fe_ray l;
    l.origin[0] = c * o[0] - s * o[2];
    l.origin[1] = o[1];
    l.origin[2] = s * o[0] + c * o[2];
    l.dir[0] = c * ray->dir[0] - s * ray->dir[2];
    l.dir[1] = ray->dir[1];
    l.dir[2] = s * ray->dir[0] + c * ray->dir[2];
    return l;
}

bool fe_ray_plane(const fe_ray *ray, const float point[3], const float normal[3], float *t)
{
    float denom = glm_vec3_dot((float *)ray->dir, (float *)normal);
    if (fabsf(denom) < 1e-9f)
        return false;
    vec3 d;
    glm_vec3_sub((float *)point, (float *)ray->origin, d);
    float k = glm_vec3_dot(d, (float *)normal) / denom;
    if (k < 0.0f)
        return false;
    if (t)
        *t = k;
    return true;
}
