/* SPDX-License-Identifier: MIT */
/* eg_slide.h - a scene's pieces sliding after a move (EG_ITEM_SLIDES,
 * EG_ITEM_STOCK in eg_scene.h): which piece drawn before the move each
 * piece drawn after it comes from, and the scene part of the way there.
 * The table keeps the picture before a move and the time since; this
 * matches the two pictures. Pure data: no GL, no SDL. */
#ifndef EG_SLIDE_H
#define EG_SLIDE_H

#include "eg_scene.h"

/* The items of sc that a slide after the next move starts from (those
 * with EG_ITEM_SLIDES or EG_ITEM_STOCK), copied into `before` (room for
 * EG_SCENE_MAX_ITEMS); returns how many. */
int eg_slide_keep(const eg_scene *sc, eg_item *before);

/* sc, drawn after a move, as it stands at u (0: the move made, 1: landed)
 * of the slide from `before` (eg_slide_keep's items, drawn before it),
 * easing out:
 * - the same piece (the same key, with no key the same id; the n-th of
 *   them in scene order with the n-th) from where it was;
 * - a piece new to the scene from the nearest like piece (shape, size a
 *   quarter turn aside, colour; else the same proportions at another
 *   scale) that left it with the move, else from a like stock; a piece
 *   of several items follows its first item;
 * - a piece that left the scene, taken by none, into a like stock, drawn
 *   as an item added to sc (no id, picked by nothing).
 * Items on their way are marked EG_ITEM_MOVING | EG_ITEM_NO_SHADOW. Every
 * piece that came or changed places glows at least `glow`, at any u (the
 * last move, shown until the next); one that only made room does not. */
void eg_slide(eg_scene *sc, const eg_item *before, int nbefore, float u, float glow);

#endif
