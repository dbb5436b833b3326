/* SPDX-License-Identifier: MIT */
/* camera.h - the isometric-style camera: pure math, no GL.
 *
 * An orthographic camera orbiting the table's centre. The table has four
 * edges, its seats 0-3: south (yaw 0, looking north), west (-90), north
 * (180) and east (90). Moves to a seat are eased (ease-in-out cubic, FE_CAMERA_EASE_S seconds) and never
 * overshoot; free orbit and zoom act at once. Screen coordinates are pixels
 * with the origin at the top left, as SDL reports the mouse. */
#ifndef FE_CAMERA_H
#define FE_CAMERA_H

#include <stdbool.h>

#define FE_CAMERA_EASE_S 0.5f
#define FE_CAMERA_PITCH 40.0f     /* default: a little above true isometric */
#define FE_CAMERA_SKYLINE_PITCH 6.0f
/* A seat's view is turned this far from straight on, so every block shows
 * two faces and its top. The skyline view looks straight across from the
 * seat's edge. */
#define FE_CAMERA_SEAT_TURN (-30.0f)
#define FE_CAMERA_PITCH_MIN 4.0f
#define FE_CAMERA_PITCH_MAX 89.0f
#define FE_CAMERA_ZOOM_MIN 0.5f
#define FE_CAMERA_ZOOM_MAX 4.0f

typedef struct {
    float yaw;   /* degrees */
    float pitch; /* degrees above the horizon */
    float zoom;  /* 1 = the framed region just fits */
    float pan;   /* frame centre: this far to the viewer's right of the board centre */
} fe_camera_pose;

typedef struct {
    fe_camera_pose now;  /* what is drawn */
    fe_camera_pose from; /* start of the current move */
    fe_camera_pose to;   /* end of the current move */
    float t;             /* seconds into the move */
    bool moving;
    float box_lo[3], box_hi[3]; /* what is framed (fe_camera_frame_box) */
    /* Pixels along the window's left, top, right and bottom edges that the
     * framed region keeps clear of (a column of buttons): it fits the rest
     * of the window at zoom 1 (fe_camera_set_inset). */
    float inset[4];
} fe_camera;

typedef struct {
    float origin[3];
    float dir[3]; /* unit length */
} fe_ray;

/* The table's edges: yaw of the seat itself, and of the camera at it (the
 * seat's yaw plus the turn). */
enum { FE_CAMERA_SEATS = 4 };
float fe_camera_edge_yaw(int seat);
float fe_camera_seat_yaw(int seat);
/* Camera at `seat`'s edge, default pitch and zoom, not moving, framing a
 * square table five units across until told otherwise. */
void fe_camera_init(fe_camera *cam, int seat);
/* Frame a box of the world (a game's table: eg_scene's lo/hi) at zoom 1.
 * Takes effect at once. */
void fe_camera_frame_box(fe_camera *cam, const float lo[3], const float hi[3]);
/* Keep the framed region clear of strips of the window: `left`, `top`,
 * `right`, `bottom` pixels (leaving at least a fifth of the window);
 * drawing and picking both use it. */
void fe_camera_set_inset(fe_camera *cam, float left, float top, float right, float bottom);
/* Eased moves: to a seat's edge (default pitch, zoom kept), or to the low
 * "skyline" view from that edge looking down the lines. */
void fe_camera_to_seat(fe_camera *cam, int seat);
void fe_camera_to_skyline(fe_camera *cam, int seat);
void fe_camera_to_pose(fe_camera *cam, fe_camera_pose pose);
/* Free orbit and zoom: immediate, cancel any move. Pitch and zoom clamp. */
void fe_camera_orbit(fe_camera *cam, float dyaw, float dpitch);
void fe_camera_zoom_by(fe_camera *cam, float factor);
/* Advance a move by dt seconds; true while still moving. */
bool fe_camera_update(fe_camera *cam, float dt);
/* The seat whose edge the camera is nearest (by yaw). */
int fe_camera_nearest_seat(const fe_camera *cam);
/* Ease-in-out cubic on [0,1], clamped: monotonic, 0 -> 0, 1 -> 1. */
float fe_ease_in_out(float t);

/* Matrices, column-major float[16] (cglm mat4 layout). */
void fe_camera_eye(const fe_camera *cam, float eye[3], float centre[3]);
void fe_camera_view(const fe_camera *cam, float out[16]);
void fe_camera_proj(const fe_camera *cam, int width, int height, float out[16]);
void fe_camera_view_proj(const fe_camera *cam, int width, int height, float out[16]);

/* World point -> screen pixel (x right, y down); false if behind the view
 * volume's near/far planes. */
bool fe_camera_project(const fe_camera *cam, int width, int height,
                       const float world[3], float screen[2]);
/* Screen pixel -> world ray (from the near plane into the scene). */
fe_ray fe_camera_ray(const fe_camera *cam, int width, int height, float sx, float sy);

/* Ray hits, with the distance along the ray in *t (may be NULL). */
bool fe_ray_box(const fe_ray *ray, const float bmin[3], const float bmax[3], float *t);
/* The ray in the frame of a piece drawn at `pos` turned by `yaw` radians
 * (the rot_y of shaders/scene.vert): what picking tests against the piece's
 * own box. */
fe_ray fe_ray_to_frame(const fe_ray *ray, const float pos[3], float yaw);
bool fe_ray_plane(const fe_ray *ray, const float point[3], const float normal[3], float *t);

#endif
