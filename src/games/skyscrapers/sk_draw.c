/* SPDX-License-Identifier: MIT */
/* sk_draw.c - Skyscrapers on the table: the city as piecepack tiles, coins
 * and pawns (eg_scene.h), and what a drag or a click means as a move.
 *
 * Item ids: a square's top piece (tile, stack or coin) and the hole are the
 * square's number 0..24 (a1 = 0, e5 = 24); a pawn is 100 + its square. */
#include <stdio.h>
#include <string.h>

#include "eg_scene.h"
#include "sk_game.h"

enum { PAWN_ID = 100 };

static const float PITCH = 1.1f, TILE = 1.0f, TILE_H = 0.12f;

/* Piecepack colours: suns red, moons black, crowns green, arms blue. */
static const float SUIT_RGB[SK_SUITS][3] = {
    {0.80f, 0.18f, 0.14f}, {0.16f, 0.16f, 0.19f}, {0.18f, 0.52f, 0.24f}, {0.17f, 0.34f, 0.74f}};
static const char *const SUIT_SYMBOL[SK_SUITS] = {
    "\xe2\x98\x80", /* sun U+2600 */
    "\xe2\x98\xbe", /* moon U+263E */
    "\xe2\x99\x9b", /* crown U+265B */
    "\xe2\x9a\x94", /* arms U+2694 */
};

static void square_centre(int sq, float out[3])
{
    out[0] = ((float)sk_file(sq) - 2.0f) * PITCH;
    out[1] = 0.0f;
    out[2] = (2.0f - (float)sk_rank(sq)) * PITCH; /* rank 1 nearest the player */
}

static void tile_label(int tile, char *out, size_t outsz)
{
    int v = sk_tile_value(tile);
    static const char *const VALUE[SK_VALUES] = {"", "A", "2", "3", "4", "5"};
    snprintf(out, outsz, "%s%s", SUIT_SYMBOL[sk_tile_suit(tile)], VALUE[v]);
}

/* A tile as drawn (at the origin), its suit and value printed when it is
 * the top one. */
static eg_item *add_tile(eg_scene *sc, int32_t id, int tile, bool labelled)
{
    eg_item *it = eg_scene_add(sc, EG_SHAPE_BLOCK, id);
    if (!it)
        return NULL;
    it->size[0] = it->size[2] = TILE;
    it->size[1] = TILE_H;
    it->rgb[0] = 0.93f;
    it->rgb[1] = 0.89f;
    it->rgb[2] = 0.80f;
    if (labelled) {
        tile_label(tile, it->label, sizeof it->label);
        memcpy(it->label_rgb, SUIT_RGB[sk_tile_suit(tile)], sizeof it->label_rgb);
    }
    return it;
}

/* A coin as drawn (at the origin): its suit, or "+3" while it scores. */
static eg_item *add_coin(eg_scene *sc, int32_t id, int suit, bool scores)
{
    eg_item *it = eg_scene_add(sc, EG_SHAPE_COIN, id);
    if (!it)
        return NULL;
    it->size[0] = it->size[2] = 0.72f;
    it->size[1] = 0.09f;
    memcpy(it->rgb, SUIT_RGB[suit], sizeof it->rgb);
    snprintf(it->label, sizeof it->label, "%s", scores ? "+3" : SUIT_SYMBOL[suit]);
    it->label_rgb[0] = it->label_rgb[1] = it->label_rgb[2] = 0.97f;
    return it;
}

/* Slide keys (eg_item.key): a piece is the same piece wherever it stands,
 * so that a move is seen moving it (EG_ITEM_SLIDES) and the table marks it
 * as the last move: a tile by its number, a coin and a pawn by their suit. */
enum { KEY_TILE = 1, KEY_COIN = 100, KEY_PAWN = 200 };

static void draw_square(const sk_board *b, int sq, const sk_score *score, int32_t selected,
                        eg_scene *sc)
{
    const sk_square *s = &b->sq[sq];
    float c[3];
    square_centre(sq, c);
    float y = 0.0f;
    bool single = s->ntiles == 1 && s->pawn == SK_NONE;
    for (int k = 0; k < s->ntiles; k++) {
        bool top = k == s->ntiles - 1;
        eg_item *it = add_tile(sc, sq, s->tile[k], top);
        if (!it)
            return;
        memcpy(it->pos, c, sizeof c);
        it->pos[1] = y;
        /* The city is all the player's own: the panels keep off its tops. */
        it->flags = EG_ITEM_WOOD | EG_ITEM_DROP | EG_ITEM_SLIDES | (single ? EG_ITEM_PICK : 0) |
                    (top ? EG_ITEM_KEEP_CLEAR : 0);
        it->key = KEY_TILE + s->tile[k];
        if (selected == sq)
            it->pos[1] += 0.15f;
        y += TILE_H;
    }
    if (s->coin != SK_NONE) {
        /* A scoring coin says so; the others show their suit. */
        eg_item *it = add_coin(sc, sq, s->coin, (score->scoring_coins >> sq) & 1u);
        if (!it)
            return;
        memcpy(it->pos, c, sizeof c);
        it->flags = EG_ITEM_WOOD | EG_ITEM_DROP | EG_ITEM_SLIDES | EG_ITEM_KEEP_CLEAR |
                    (s->pawn == SK_NONE ? EG_ITEM_PICK : 0);
        it->key = KEY_COIN + s->coin;
        if (selected == sq)
            it->pos[1] += 0.15f;
        y = 0.09f;
    }
    if (s->ntiles == 0 && s->coin == SK_NONE) { /* the hole: a dark inset to drop into */
        eg_item *it = eg_scene_add(sc, EG_SHAPE_BLOCK, sq);
        if (!it)
            return;
        memcpy(it->pos, c, sizeof c);
        it->size[0] = it->size[2] = TILE * 0.96f;
        it->size[1] = 0.01f;
        it->rgb[0] = 0.12f;
        it->rgb[1] = 0.09f;
        it->rgb[2] = 0.07f;
        it->flags = EG_ITEM_DROP | EG_ITEM_NO_SHADOW;
    }
    if (s->pawn != SK_NONE) {
        eg_item *it = eg_scene_add(sc, EG_SHAPE_PAWN, PAWN_ID + sq);
        if (!it)
            return;
        memcpy(it->pos, c, sizeof c);
        it->pos[1] = y + (selected == PAWN_ID + sq ? 0.2f : 0.0f);
        it->size[0] = it->size[2] = 0.42f;
        it->size[1] = 0.78f;
        memcpy(it->rgb, SUIT_RGB[s->pawn], sizeof it->rgb);
        /* A pawn on a stack never moves again. */
        it->flags = EG_ITEM_WOOD | EG_ITEM_SLIDES | EG_ITEM_KEEP_CLEAR | /* panels keep off */
                    (sk_is_stack(s) ? 0 : EG_ITEM_PICK);
        it->key = KEY_PAWN + s->pawn;
    }
}

/* Files a-e along the near edge and ranks 1-5 along the left, printed on
 * the table, so that "d2+c2" and the hints can be read off the city. */
static void draw_coordinates(eg_scene *sc)
{
    for (int i = 0; i < 5; i++)
        for (int k = 0; k < 2; k++) {
            eg_item *it = eg_scene_add(sc, EG_SHAPE_BLOCK, EG_NO_ITEM);
            if (!it)
                return;
            float along = ((float)i - 2.0f) * PITCH, edge = 2.5f * PITCH + 0.35f;
            it->pos[0] = k == 0 ? along : -edge;
            it->pos[2] = k == 0 ? edge : -along;
            it->size[0] = it->size[2] = 0.3f;
            it->size[1] = 0.004f;
            it->rgb[0] = 0.32f;
            it->rgb[1] = 0.22f;
            it->rgb[2] = 0.14f;
            it->flags = EG_ITEM_NO_SHADOW;
            snprintf(it->label, sizeof it->label, "%c", k == 0 ? 'a' + i : '1' + i);
            it->label_rgb[0] = 0.97f;
            it->label_rgb[1] = 0.92f;
            it->label_rgb[2] = 0.80f;
        }
}

void sk_draw(const void *view, int viewer, const void *ui, int32_t selected, eg_scene *sc)
{
    (void)ui;
    (void)viewer;
    const sk_state *st = view;
    const sk_board *b = &st->board;
    sk_score score;
    sk_score_board(b, &score);
    for (int sq = 0; sq < SK_SQUARES; sq++)
        draw_square(b, sq, &score, selected, sc);
    draw_coordinates(sc);
    sc->lo[0] = sc->lo[2] = -2.5f * PITCH - 0.6f;
    sc->hi[0] = sc->hi[2] = 2.5f * PITCH + 0.6f;
    sc->lo[1] = 0.0f;
    sc->hi[1] = 1.2f;
    sc->seat_yaw = 0.0f;
    static const char *const VARIANT[3] = {"standard rules", "variant 1", "variant 2"};
    sk_move moves[SK_MAX_MOVES];
    int n = sk_legal_moves(b, moves);
    bool over = st->ended || n == 0;
    snprintf(sc->hud[0], sizeof sc->hud[0], "Skyscrapers (%s)", VARIANT[b->variant % 3]);
    snprintf(sc->hud[1], sizeof sc->hud[1], "Score %d: stacks %d, coins %d", score.total,
             score.stacks, score.coins);
    if (over)
        snprintf(sc->hud[2], sizeof sc->hud[2], "The game is over. Final score %d.", score.total);
    else
        snprintf(sc->hud[2], sizeof sc->hud[2], "%d moves possible. Drag a tile, coin or pawn.",
                 n);
    if (b->variant == SK_VARIANT2 && b->slides > 0)
        snprintf(sc->hud[3], sizeof sc->hud[3], "Tile slides in a row: %d of 3", b->slides);
    if (!over) {
        eg_button *bt = &sc->buttons[sc->nbuttons++];
        snprintf(bt->label, sizeof bt->label, "End game");
        snprintf(bt->move, sizeof bt->move, "end");
        bt->enabled = true;
        bt->ask = "End this game?"; /* the table asks before a game not played out ends */
        bt->ask_why = "The city is scored as it stands; the moves still possible are not played.";
    }
}

/* A drag (or a click on a selected piece's target) as a move string; the
 * rules judge it when it is made, and their refusal is what the player
 * reads. */
int sk_interpret(const void *view, int viewer, void *ui, const eg_pick *pick, char move[EG_MOVE_MAX],
                 eg_error *err)
{
    (void)ui;
    (void)viewer;
    const sk_board *b = &((const sk_state *)view)->board;
    if (pick->to == EG_NO_ITEM)
        return eg_error_set(err, SK_ERR_MOVE_SYNTAX, 0, "%s", ""); /* a click selects */
    int from = pick->from, to = pick->to;
    char a[3], c[3];
    if (to >= PAWN_ID)
        return eg_error_set(err, SK_ERR_LAND_PAWN, 0, "a pawn stands on %s",
                            sk_square_name(to - PAWN_ID, c));
    if (from < 0 || to < 0 || to >= SK_SQUARES || (from >= SK_SQUARES && from < PAWN_ID) ||
        from >= PAWN_ID + SK_SQUARES)
        return eg_error_set(err, SK_ERR_NO_SUCH_SQUARE, 0, "not a square of the city");
    if (from >= PAWN_ID) {
        snprintf(move, EG_MOVE_MAX, "@%s-%s", sk_square_name(from - PAWN_ID, a),
                 sk_square_name(to, c));
        return 0;
    }
    bool hole = sk_is_hole(&b->sq[to]);
    snprintf(move, EG_MOVE_MAX, "%s%c%s", sk_square_name(from, a), hole ? '-' : '+',
             sk_square_name(to, c));
    return 0;
}

/* ---- The key (the table's Key page): each symbol, drawn as above. */

int sk_key(eg_scene *sc, eg_key_entry *out, int max)
{
    static const char *const NAME[SK_SUITS] = {"suns", "moons", "crowns", "arms"};
    static char words[3 * SK_SUITS][96];
    int n = 0;
    for (int suit = 0; suit < SK_SUITS && n + 3 <= max; suit++) {
        eg_item *it[3] = {add_tile(sc, 0, sk_tile_make(suit, 3), true),
                          add_tile(sc, 0, sk_tile_make(suit, 0), true),
                          add_coin(sc, 0, suit, false)};
        snprintf(words[3 * suit], sizeof words[0],
                 "A tile of %s, its value 2 to 5, A the ace (1)", NAME[suit]);
        snprintf(words[3 * suit + 1], sizeof words[0], "The blank tile of %s (0)", NAME[suit]);
        snprintf(words[3 * suit + 2], sizeof words[0], "A coin of %s", NAME[suit]);
        for (int k = 0; k < 3; k++)
            if (it[k])
                out[n++] = (eg_key_entry){(int)(it[k] - sc->items), "", words[3 * suit + k]};
    }
    eg_item *it = add_coin(sc, 0, 0, true);
    if (it && n < max)
        out[n++] = (eg_key_entry){(int)(it - sc->items), "",
                                  "A coin that scores: 3 points, as it stands now"};
    it = eg_scene_add(sc, EG_SHAPE_PAWN, 0); /* as draw_square stands one */
    if (it && n < max) {
        it->size[0] = it->size[2] = 0.42f;
        it->size[1] = 0.78f;
        memcpy(it->rgb, SUIT_RGB[3], sizeof it->rgb);
        it->flags = EG_ITEM_WOOD;
        out[n++] = (eg_key_entry){(int)(it - sc->items), "",
                                  "A pawn: moves straight onto its suit, doubles a stack"};
    }
    int first = sc->nitems;
    draw_coordinates(sc);
    if (sc->nitems > first && n < max) {
        sc->nitems = first + 1; /* one of the letters is enough */
        out[n++] = (eg_key_entry){first, "", "Files a-e and ranks 1-5 at the city's edge"};
    }
    return n;
}
