/* SPDX-License-Identifier: MIT */
/* eg_scene.h - what a game shows on the table: a list of pieces the
 * renderer draws and the picking tests, built by the game's draw() from a
 * player's view. One description serves both, so a press lands on the piece
 * that was drawn there (the pick uses the drawn boxes and the drawn
 * matrices).
 *
 * Units: 1 = one Cityscape block's width (about 2.5 cm); y is up and the
 * table top is y = 0. Pure data: no GL, no SDL. */
#ifndef EG_SCENE_H
#define EG_SCENE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "eg_game.h"

enum {
    EG_SCENE_MAX_ITEMS = 1536,
    EG_SCENE_MAX_BUTTONS = 12,
    EG_SCENE_HUD_LINES = 4,
    EG_SCENE_ASIDE_LINES = 6,
    EG_NO_ITEM = -1,
};

typedef enum {
    EG_SHAPE_BLOCK,  /* a bevelled box: blocks, tiles (low blocks), plates */
    EG_SHAPE_COIN,   /* a disc: size x is the diameter, y the thickness */
    EG_SHAPE_PAWN,   /* a standing pawn: base disc and head, within size */
    EG_SHAPE_CARD,   /* a thin card lying flat, with a white border */
    EG_SHAPE_BRICK,  /* a toy brick: a box with studs on top, studs[0] x studs[1] */
    EG_SHAPE_DIE,    /* a die: a cube with chamfered edges, size its box, rgb
                        its paint; label is the face on top, painted as
                        Cityscape's goal dice are: "1".."4" pips, "=" two
                        blue bars, "*" a red star; "" a blank die; any other
                        label is printed over its top as text while it is
                        face up. Every other face is blank. roll turns it
                        about its own x axis through its middle, after yaw
                        (pi: the labelled face underneath, the top blank);
                        picking follows the roll */
    EG_SHAPE__COUNT
} eg_shape;

/* Item flags. */
enum {
    EG_ITEM_PICK = 1u << 0,  /* can be clicked or picked up and dragged */
    EG_ITEM_DROP = 1u << 1,  /* a place to drop onto */
    EG_ITEM_LIT = 1u << 2,   /* glows (a legal target, a scoring piece) */
    EG_ITEM_GHOST = 1u << 3, /* drawn translucent (where a piece would go) */
    EG_ITEM_WOOD = 1u << 4,  /* wood grain under the paint */
    EG_ITEM_NO_SHADOW = 1u << 5,
    EG_ITEM_UNSEEN = 1u << 6, /* not drawn, but picked: a drop target over
                                 something drawn otherwise (a stud of a plate) */
    EG_ITEM_MOVING = 1u << 7, /* moving now (dragged, falling): the renderer
                                 redraws it every frame over a cached picture
                                 of the rest; it casts no shadow */
    EG_ITEM_SLIDES = 1u << 8, /* after a move, slides (~0.3 s) from where the
                                 same piece (the same key, or with no key the
                                 same id; the same one of them, counted in
                                 scene order) was drawn before it, if it was
                                 drawn with this flag too. A piece new to the
                                 scene slides from a like piece (shape,
                                 size, colour) that left it with the move,
                                 else from a like EG_ITEM_STOCK; one that
                                 left it slides into a like stock and goes */
    EG_ITEM_KEEP_CLEAR = 1u << 9, /* the pieces players hold (every Cityscape
                                     edge's goal dice, Six Cities' hands
                                     and supplies, every City Blox player's
                                     plates and
                                     cards, Skyscrapers' tiles' tops,
                                     coins and pawns): the
                                     window's buttons, status lines and panels
                                     keep off them, the layout checks measure
                                     it */
    EG_ITEM_STOCK = 1u << 10, /* a stock of like pieces (City Blox's supply
                                 box): sliding pieces come from it and go
                                 back into it (EG_ITEM_SLIDES) */
    EG_ITEM_LABEL_BACKED = 1u << 11, /* its label printed on a dark backing the
                                        size of the text, so it reads over any
                                        ground (Six Cities' supply counts) */
};

typedef struct {
    uint8_t shape;          /* eg_shape */
    uint8_t studs[2];       /* EG_SHAPE_BRICK: studs along x and z */
    uint16_t flags;         /* EG_ITEM_* */
    float pos[3];           /* centre of the bottom face */
    float size[3];          /* along x (width), y (height), z (depth), before yaw */
    float yaw;              /* radians about +y */
    float rgb[3];
    char label[16];         /* UTF-8 printed over the top face ("" none) */
    float label_rgb[3];
    int32_t id;             /* the game's own number for picking; EG_NO_ITEM none */
    int32_t key;            /* EG_ITEM_SLIDES: the piece it is across moves where
                               its id is not (an index into a list); 0: its id */
    float glow;             /* 0..1: how strongly it glows (a scoring line, the
                               last move; Cityscape's 0.3 and 0.75), with or
                               without EG_ITEM_LIT; EG_ITEM_LIT with glow 0
                               glows fully */
    float roll;             /* radians about its own x axis through its middle,
                               after yaw (a die turning over): drawn for
                               EG_SHAPE_DIE only; 0 for most pieces */
    char side_label[8];     /* printed in label_rgb on each of its four vertical
                               sides turned to the camera, none on those turned
                               away ("" none): a building's height. Digits and
                               "abcd" only (another letter is left out and the
                               renderer warns); not drawn on a rolled piece */
} eg_item;

typedef struct {
    char label[24];
    char move[EG_MOVE_MAX]; /* the move a click makes */
    bool enabled;
    /* A question the table asks first, Yes or No, before it makes the move
     * ("End this game?"), and the line under it; NULL: the move at once.
     * The table's, the same for every game: the game gives only the words. */
    const char *ask, *ask_why;
    bool lit;               /* set by the table (a hint's button), not draw() */
} eg_button;

typedef struct eg_scene {
    eg_item items[EG_SCENE_MAX_ITEMS];
    int nitems;
    eg_button buttons[EG_SCENE_MAX_BUTTONS];
    int nbuttons;
    char hud[EG_SCENE_HUD_LINES][160]; /* status lines: whose turn, scores */
    float lo[3], hi[3];     /* what the camera must frame */
    float seat_yaw;         /* radians: the viewer's edge (0: looking toward -z) */
    /* Each player's edge, as seat_yaw, for a camera that visits them (the
     * scoring reveal); has_player_yaw false: every player sits at seat_yaw. */
    float player_yaw[EG_MAX_PLAYERS];
    bool has_player_yaw;
    /* Set by the table before draw() (draw only reads it): several people
     * share this screen and the viewer does not hold Peek, so the viewer's
     * own secrets that need not be seen to play (Cityscape's goal dice once
     * set) are drawn hidden. */
    bool own_secrets_hidden;
    /* Set by the table before draw(): several people play at this screen
     * (hot seat), so the status names the one to act ("Player 2's turn"),
     * not "Your turn", which does not say whose where no curtain does. */
    bool hot_seat;
    /* Set by the table before draw(): the game's display options that are
     * on, bit i for eg_game.displays[i]. */
    uint32_t shown;
    /* A panel of lines the table prints at the top left, under the status
     * lines (a display option's words: Cityscape's practice aid); the
     * first is its heading. "" none. */
    char aside[EG_SCENE_ASIDE_LINES][96];
} eg_scene;

/* One line of the table's Key page (eg_game.key): a symbol the table shows
 * and what it means. */
typedef struct eg_key_entry {
    int item;          /* the scene item that is the symbol (its shape, size,
                          colours, label, side label or die face, as draw()
                          draws it; where it stands is the table's), or -1:
                          the symbol is `mark` */
    char mark[16];     /* a mark printed in the table's panels (the practice
                          aid's "\xe2\x9c\x93"), drawn as the panel draws it */
    const char *words; /* what it means, a sentence for people */
} eg_key_entry;

/* What the player did with the pointer or keys, for interpret(). */
typedef struct eg_pick {
    int32_t from;   /* the item picked up or clicked */
    int32_t to;     /* the item it was dropped on; EG_NO_ITEM for a click */
} eg_pick;

/* What the camera frames (pieces moving, unseen or ghosts left out): the
 * scene's box raised to the top of its tallest piece, so that a tower of
 * any height stays in the window. */
void eg_scene_fit_tops(eg_scene *sc);
/* The board alone, for a low view along the lines (a skyline): leaves the
 * supply (EG_ITEM_STOCK) out of the scene and gives the box of the places
 * (items of an id some EG_ITEM_DROP item has, what stands on them
 * included); false when the scene has no place. */
bool eg_scene_board_alone(eg_scene *sc, float lo[3], float hi[3]);

/* The point (fx, fy, fz) of e, in fractions of its width and depth from
 * its centre (-0.5 .. 0.5) and of its height from its bottom (0 .. 1),
 * turned by its yaw as the renderer turns it; in scene units. */
void eg_item_point(const eg_item *e, float fx, float fy, float fz, float out[3]);

/* The piece held in the hand carried to `at` (its bottom centre): the
 * topmost item with that id (a stock of like pieces shares an id:
 * Cityscape's blocks of one height, a supply's stack) and the items of the
 * id or of its key (what the game marks as the same piece: Six Cities'
 * floor bands) on it within its footprint, moved as one and marked EG_ITEM_MOVING |
 * EG_ITEM_NO_SHADOW (in the hand: no shadow, and the renderer keeps the
 * still part of the frame and redraws only it). False when no item has
 * the id. */
bool eg_scene_carry(eg_scene *sc, int32_t id, const float at[3]);
/* Every item with this id lit (EG_ITEM_LIT), drawn (EG_ITEM_UNSEEN taken
 * off: a hint's City Blox stud) and raised by `lift`; none for EG_NO_ITEM. */
void eg_scene_light(eg_scene *sc, int32_t id, float lift);
/* What a step of the scoring reveal counts, lit: the items whose id is
 * 0..63 and whose bit is set in its light[] (eg_reveal_step). */
void eg_scene_light_step(eg_scene *sc, const eg_reveal_step *st);

/* The scene as text, as scripts' dump-scene writes it (docs/scripting.md):
 * "seat_yaw", "frame LO HI" (the box the camera frames, lo and hi as
 * x y z), "own_secrets_hidden", "hud N TEXT" lines, "button
 * LABEL|MOVE|ENABLED|LIT" lines, then "item ID SHAPE FLAGS X Y Z W H D YAW R G
 * B |LABEL|" for each item, each glowing one followed by "glow INDEX ID G". */
void eg_scene_write(const eg_scene *sc, FILE *f);

/* Adds an item (NULL when the scene is full). */
static inline eg_item *eg_scene_add(eg_scene *s, eg_shape shape, int32_t id)
{
    if (s->nitems >= EG_SCENE_MAX_ITEMS)
        return 0;
    eg_item *it = &s->items[s->nitems++];
    *it = (eg_item){0};
    it->shape = (uint8_t)shape;
    it->id = id;
    it->label_rgb[0] = it->label_rgb[1] = it->label_rgb[2] = 0.1f;
    return it;
}

/* Adds an item of this shape with its bottom centre at (x, y, z) and its
 * size w x h x d (NULL when the scene is full). */
static inline eg_item *eg_scene_add_at(eg_scene *s, eg_shape shape, int32_t id, float x, float y,
                                       float z, float w, float h, float d)
{
    eg_item *it = eg_scene_add(s, shape, id);
    if (!it)
        return 0;
    it->pos[0] = x;
    it->pos[1] = y;
    it->pos[2] = z;
    it->size[0] = w;
    it->size[1] = h;
    it->size[2] = d;
    return it;
}

/* ---- Keyboard focus: the arrows follow the picture, whatever the camera.
 * A map of the scene's items as drawn: pt[i], item i's point on the screen
 * (y down), where seen[i]; want[i], whether the arrows may stop on it. */
typedef struct eg_focus_map {
    int n;
    const float (*pt)[2];
    const bool *seen, *want;
    float cx, cy;           /* the screen's centre: where "no focus" stands */
} eg_focus_map;

/* The four arrow keys, as directions (y up): right, left, up,
 * down. */
extern const float EG_ARROWS[4][2];

/* The item the arrow (dx, dy) goes to from item `from`: the wanted one
 * ahead of it (more than a pixel) with the least distance along plus twice
 * across; from -1 (no focus) the wanted one nearest the centre. -1: none. */
int eg_focus_toward(const eg_focus_map *m, int from, float dx, float dy);

/* The first arrow (an index of EG_ARROWS) of the fewest presses from item
 * `from` (-1: none) to an item whose id (ids[i], item i's) is `id`; -2 when
 * `from` is one already, -1 when no arrows lead there. */
int eg_focus_arrow_to(const eg_focus_map *m, const int32_t *ids, int from, int32_t id);

#endif
