/* SPDX-License-Identifier: MIT */
/* test_draw.c - Cityscape's side of the generic table (cs_draw.c), judged
 * against the rules core over seeded random games of 2, 3 and 4 players:
 *   - every legal placement is reachable by a drawn pick: a supply block
 *     dropped onto the lot's square and onto the top block of the building
 *     there, each drawn with the flags that let a player pick and drop
 *     them; and every pick interpret() accepts is a move the rules accept;
 *   - the goals set through clicks on the dice where they are drawn (and
 *     through the key's faces) end in a Confirm button carrying exactly the
 *     goals move the rules accept, enabled only then;
 *   - a scene drawn for a viewer never shows another player's goal (judged
 *     against the unredacted state's goals), nor the viewer's own while
 *     own_secrets_hidden is set, until the round is scored. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cityscape_game.h"
#include "cs_draw.h"
#include "eg_scene.h"

static const eg_game *G = &eg_cityscape;
static const char *const GLYPH[7] = {"", "1", "2", "3", "4", "=", "*"};

static uint64_t rng_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static eg_scene *draw_for(const cs_city_state *view, int viewer, const cs_city_ui *ui, bool hidden)
{
    static eg_scene sc;
    memset(&sc, 0, sizeof sc);
    sc.own_secrets_hidden = hidden;
    G->draw(view, viewer, ui, EG_NO_ITEM, &sc);
    return &sc;
}

/* The first drawn item with this id and all these flags; NULL if none. */
static const eg_item *find(const eg_scene *sc, int32_t id, unsigned flags)
{
    for (int i = 0; i < sc->nitems; i++)
        if (sc->items[i].id == id && (sc->items[i].flags & flags) == flags)
            return &sc->items[i];
    return NULL;
}

/* The highest drawn item of a lot (its building's top block, or the
 * square), which must be a drop target. */
static const eg_item *top_of(const eg_scene *sc, int lot)
{
    const eg_item *best = NULL;
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        if (e->id == lot && (!best || e->pos[1] > best->pos[1]))
            best = e;
    }
    return best;
}

static bool is_legal(const cs_city_state *s, int player, const char *move)
{
    cs_city_state copy = *s;
    unsigned flags;
    return G->execute(&copy, player, move, &flags, NULL) == 0;
}

/* A new game of n players, its goals set by legal moves drawn at random,
 * then k random placements. */
static void random_position(int n, uint64_t *rng, int k, cs_city_state *s)
{
    char params[sizeof(cs_city_params)];
    G->default_params(params, n);
    assert_int_equal(G->new_game(params, 1, s, NULL), 0);
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    while (s->g.phase == CS_PHASE_GOALS) {
        unsigned act = G->to_act(s);
        int p = 0;
        while (!(act & (1u << p)))
            p++;
        int m = G->legal_moves(s, p, legal, EG_MAX_LEGAL);
        assert_true(m > 0);
        unsigned flags;
        assert_int_equal(G->execute(s, p, legal[rng_next(rng) % (uint64_t)m], &flags, NULL), 0);
    }
    for (int i = 0; i < k && s->g.phase == CS_PHASE_BUILDING; i++) {
        int p = cs_game_to_move(&s->g);
        int m = G->legal_moves(s, p, legal, EG_MAX_LEGAL);
        unsigned flags;
        assert_int_equal(G->execute(s, p, legal[rng_next(rng) % (uint64_t)m], &flags, NULL), 0);
    }
}

/* ---- Placements: reachable, and nothing else accepted. */

/* Whether item i is the first drawn with its id (pieces of one id are one
 * choice: the supply's blocks of a height, a lot and its building). */
static bool first_of_id(const eg_scene *sc, int i)
{
    for (int k = 0; k < i; k++)
        if (sc->items[k].id == sc->items[i].id)
            return false;
    return true;
}

static void check_placements(const cs_city_state *s, int viewer, int *nlegal, int *reached,
                             int *accepted)
{
    cs_city_state view;
    G->redact(s, viewer, &view);
    cs_city_ui ui;
    G->new_ui(&view, viewer, &ui);
    const eg_scene *sc = draw_for(&view, viewer, &ui, false);
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    int mover = cs_game_to_move(&s->g);
    int m = mover == viewer ? G->legal_moves(s, viewer, legal, EG_MAX_LEGAL) : 0;
    *nlegal += m;
    for (int i = 0; i < m; i++) {
        cs_move mv;
        assert_int_equal(cs_move_parse(legal[i], strlen(legal[i]), &mv, NULL), CS_OK);
        const eg_item *from = find(sc, CS_CITY_SUPPLY_ID + mv.height, EG_ITEM_PICK);
        assert_non_null(from);
        /* Onto the lot's square, and onto the building's top block. */
        const eg_item *square = find(sc, mv.lot, EG_ITEM_DROP);
        const eg_item *top = top_of(sc, mv.lot);
        assert_non_null(square);
        assert_non_null(top);
        assert_true(top->flags & EG_ITEM_DROP);
        if (s->g.board.height[mv.lot] > 0)
            assert_true(top->pos[1] + top->size[1] > square->pos[1] + square->size[1] + 0.1f);
        const eg_item *targets[2] = {square, top};
        for (int t = 0; t < 2; t++) {
            eg_pick pick = {from->id, targets[t]->id};
            char move[EG_MOVE_MAX] = "";
            eg_error err = {0};
            cs_city_ui probe = ui;
            int rc = G->interpret(&view, viewer, &probe, &pick, move, &err);
            if (rc != 0)
                fail_msg("%s: refused (%s)", legal[i], err.msg);
            assert_string_equal(move, legal[i]);
            (*reached)++;
        }
    }
    /* Every pick of every drawn piece onto every drawn place, and every
     * click: what interpret accepts, the rules accept; a refusal that is not
     * a selection or a ui change says why in words. */
    for (int a = 0; a < sc->nitems; a++) {
        if (!(sc->items[a].flags & EG_ITEM_PICK) || !first_of_id(sc, a))
            continue;
        for (int b = -1; b < sc->nitems; b++) {
            if (b >= 0 && (!(sc->items[b].flags & EG_ITEM_DROP) || !first_of_id(sc, b)))
                continue;
            eg_pick pick = {sc->items[a].id, b < 0 ? EG_NO_ITEM : sc->items[b].id};
            char move[EG_MOVE_MAX] = "";
            eg_error err = {0};
            cs_city_ui probe = ui;
            int rc = G->interpret(&view, viewer, &probe, &pick, move, &err);
            if (rc == 0) {
                if (!is_legal(s, viewer, move))
                    fail_msg("pick %d -> %d gave %s, which the rules refuse", pick.from, pick.to,
                             move);
                (*accepted)++;
            } else if (rc == CS_CITY_REFUSED && pick.from > CS_CITY_SUPPLY_ID &&
                       pick.from <= CS_CITY_SUPPLY_ID + CS_HEIGHTS && pick.to != EG_NO_ITEM) {
                if (!err.msg[0])
                    fail_msg("pick %d -> %d refused without words", pick.from, pick.to);
            }
        }
    }
}

static void test_placements(void **state)
{
    (void)state;
    uint64_t rng = 20261126;
    int nlegal = 0, reached = 0, accepted = 0, positions = 0;
    for (int n = 2; n <= 4; n++)
        for (int game = 0; game < 12; game++) {
            cs_city_state s;
            random_position(n, &rng, (int)(rng_next(&rng) % 25), &s);
            if (s.g.phase != CS_PHASE_BUILDING)
                continue;
            for (int viewer = 0; viewer < n; viewer++)
                check_placements(&s, viewer, &nlegal, &reached, &accepted);
            positions++;
        }
    printf("placements: %d positions, %d legal moves, each reached by 2 drawn picks (%d); "
           "%d distinct picks accepted\n",
           positions, nlegal, reached, accepted);
    assert_true(positions > 20);
    assert_true(nlegal > 1000);
    assert_int_equal(reached, 2 * nlegal);
    assert_int_equal(accepted, nlegal); /* one per (height, lot): the legal moves, no more */
}

/* ---- Goals through the dice. */

/* The die of seat/line as drawn now: its item (the label shows the face). */
static const eg_item *die_of(const eg_scene *sc, int seat, int line)
{
    return find(sc, cs_city_die_id(seat, line), 0);
}

static const eg_button *confirm_of(const eg_scene *sc, int seat, int nseats)
{
    char label[24];
    if (nseats > 1)
        snprintf(label, sizeof label, "Confirm %s", cs_seat_name((cs_seat)seat));
    else
        snprintf(label, sizeof label, "Confirm");
    for (int b = 0; b < sc->nbuttons; b++)
        if (strcmp(sc->buttons[b].label, label) == 0)
            return &sc->buttons[b];
    return NULL;
}

/* A pick that changes the ui: not a move, no words. */
static void ui_pick(const cs_city_state *view, int viewer, cs_city_ui *ui, int32_t from, int32_t to)
{
    eg_pick pick = {from, to};
    char move[EG_MOVE_MAX];
    eg_error err = {0};
    int rc = G->interpret(view, viewer, ui, &pick, move, &err);
    if (rc != CS_CITY_UI_CHANGED)
        fail_msg("pick %d -> %d: %d (%s)", from, to, rc, err.msg);
    assert_string_equal(err.msg, "");
}

/* One seat's goals set through the dice as drawn, at random by clicks on
 * the die, a drag of the key's face onto it, or a click on the face then
 * the die; then its Confirm must carry exactly those goals. */
static void set_seat_by_ui(cs_city_state *s, int player, cs_seat seat, int nseats, uint64_t *rng,
                           int *checked)
{
    cs_city_state view;
    G->redact(s, player, &view);
    cs_city_ui ui;
    G->new_ui(&view, player, &ui); /* as the table renews it after each move */
    uint8_t want[CS_LINES];
    for (int l = 0; l < CS_LINES; l++)
        want[l] = (uint8_t)(1 + rng_next(rng) % 6);
    for (int l = 0; l < CS_LINES; l++) {
        int way = (int)(rng_next(rng) % 3);
        const eg_scene *sc = draw_for(&view, player, &ui, false);
        /* Not every die set: Confirm is there and disabled. */
        const eg_button *b = confirm_of(sc, seat, nseats);
        assert_non_null(b);
        assert_false(b->enabled);
        const eg_item *die = die_of(sc, seat, l);
        assert_non_null(die);
        assert_true(die->flags & EG_ITEM_PICK);
        if (way == 0) { /* click until it shows the face */
            int clicks = 0;
            while (strcmp(die->label, GLYPH[want[l]]) != 0) {
                ui_pick(&view, player, &ui, die->id, EG_NO_ITEM);
                sc = draw_for(&view, player, &ui, false);
                die = die_of(sc, seat, l);
                assert_non_null(die);
                assert_true(++clicks <= 6);
            }
        } else {
            const eg_item *face = find(sc, CS_CITY_FACE_ID + want[l], EG_ITEM_PICK);
            assert_non_null(face);
            if (way == 1) { /* drag the key's face onto the die */
                assert_true(die->flags & EG_ITEM_DROP);
                ui_pick(&view, player, &ui, face->id, die->id);
            } else { /* click the face, then the die */
                ui_pick(&view, player, &ui, face->id, EG_NO_ITEM);
                sc = draw_for(&view, player, &ui, false);
                assert_non_null(find(sc, CS_CITY_FACE_ID + want[l], EG_ITEM_LIT));
                ui_pick(&view, player, &ui, die_of(sc, seat, l)->id, EG_NO_ITEM);
            }
        }
        sc = draw_for(&view, player, &ui, false);
        die = die_of(sc, seat, l);
        assert_int_equal(die->id, cs_city_die_id(seat, l)); /* the id names the die only */
        assert_string_equal(die->label, GLYPH[want[l]]);
    }
    const eg_button *b = confirm_of(draw_for(&view, player, &ui, false), seat, nseats);
    assert_non_null(b);
    assert_true(b->enabled);
    char expect[EG_MOVE_MAX];
    cs_goals_format(seat, want, expect, sizeof expect);
    assert_string_equal(b->move, expect);
    unsigned flags;
    eg_error err = {0};
    if (G->execute(s, player, b->move, &flags, &err) != 0)
        fail_msg("Confirm %s refused: %s", b->move, err.msg);
    assert_memory_equal(s->g.goals[seat], want, CS_LINES);
    (*checked)++;
}

static void set_goals_by_ui(cs_city_state *s, int player, uint64_t *rng, int *checked)
{
    cs_seat seats[2];
    int nseats = cs_player_seats(&s->g, player, seats);
    for (int k = 0; k < nseats; k++)
        set_seat_by_ui(s, player, seats[k], nseats, rng, checked);
}

static void test_goals(void **state)
{
    (void)state;
    uint64_t rng = 77;
    int checked = 0;
    for (int n = 2; n <= 4; n++)
        for (int game = 0; game < 6; game++) {
            char params[sizeof(cs_city_params)];
            cs_city_state s;
            G->default_params(params, n);
            assert_int_equal(G->new_game(params, 1, &s, NULL), 0);
            for (int p = 0; p < n; p++)
                set_goals_by_ui(&s, p, &rng, &checked);
            assert_int_equal(s.g.phase, CS_PHASE_BUILDING);
        }
    printf("goals: %d seats confirmed through the dice\n", checked);
    assert_int_equal(checked, 6 * (4 + 3 + 4));
}

/* ---- Secrets. */

/* No die of a seat in `hidden_seats` shows a face, by label, by id or in
 * words, and no status line names its goals. */
static void check_hidden(const cs_city_state *full, const eg_scene *sc, int viewer,
                         unsigned hidden_seats, const cs_city_state *view, int *dice)
{
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        if (e->shape != EG_SHAPE_DIE || e->id < CS_CITY_DIE_ID || e->id >= CS_CITY_FACE_ID)
            continue;
        int seat = (e->id - CS_CITY_DIE_ID) / 4, line = (e->id - CS_CITY_DIE_ID) % 4;
        if (!(hidden_seats & (1u << seat)))
            continue;
        int goal = full->g.goals[seat][line];
        assert_true(goal >= 1 && goal <= 6);
        if (e->label[0] || e->roll < 3.0f)
            fail_msg("viewer %d sees seat %c line %d (goal %s): label '%s', id %d", viewer + 1,
                     cs_seat_char((cs_seat)seat), line + 1, GLYPH[goal], e->label, e->id);
        char words[256];
        G->describe(view, viewer, NULL, e->id, words, sizeof words);
        assert_null(strstr(words, cs_code_meaning(goal)));
        (*dice)++;
    }
}

/* ---- A position drawn from its CPN (--screenshot --position at the table).
 * The CPN is read here by a second reader: ranks 4 to 1 split by '/', files
 * a-d by ',', each digit one block from the bottom up; "S:3562" a seat's
 * goals. */
static void test_position(void **state)
{
    (void)state;
    static const char *const CPN[] = {
        "35,2,41,53/1,24,41,3/5,25,32,14/2,41,5,3 S:3562 W:1146 N:2215 E:4536",
        "35,-,4,-/1,-,-,3/-,-,2,-/2,-,5,- S:3562 W:1146",
    };
    for (int c = 0; c < 2; c++) {
        for (int viewer = 0; viewer < 4; viewer++) {
            cs_city_state st, view;
            eg_error err = {0};
            assert_int_equal(G->position_state(CPN[c], &st, &err), 0);
            G->redact(&st, viewer, &view);
            /* Drawn twice: with N (the building's height over it) and
             * without (each block's own height on its sides). */
            static eg_scene plain;
            memset(&plain, 0, sizeof plain);
            G->draw(&view, viewer, NULL, EG_NO_ITEM, &plain);
            static eg_scene numbered;
            memset(&numbered, 0, sizeof numbered);
            numbered.shown = CS_CITY_SHOW_NUMBERS;
            G->draw(&view, viewer, NULL, EG_NO_ITEM, &numbered);
            const eg_scene *sc = &numbered;
            const char *p = CPN[c];
            for (int rank = 3; rank >= 0; rank--) {
                for (int file = 0; file < 4; file++, p++) {
                    int lot = file + 4 * rank, blocks = 0, height = 0;
                    char own[CS_BLOCKS + 1] = "";
                    for (; *p >= '1' && *p <= '5'; p++)
                        own[blocks++] = *p, height += *p - '0';
                    int k = 0; /* without N: each block's own number, none on top */
                    for (int i = 0; i < plain.nitems; i++)
                        if (plain.items[i].id == lot && plain.items[i].size[1] > 0.1f) {
                            assert_true(k < blocks);
                            char want[2] = {own[k++], '\0'};
                            assert_string_equal(plain.items[i].side_label, want);
                            assert_string_equal(plain.items[i].label, "");
                        }
                    assert_int_equal(k, blocks);
                    if (*p == '-')
                        p++;
                    int drawn = 0; /* blocks of the lot: taller than its square */
                    const eg_item *top = NULL;
                    for (int i = 0; i < sc->nitems; i++)
                        if (sc->items[i].id == lot && sc->items[i].size[1] > 0.1f &&
                            !(sc->items[i].flags & EG_ITEM_GHOST))
                            drawn++, top = &sc->items[i];
                    assert_int_equal(drawn, blocks);
                    if (blocks) {
                        char want[8];
                        snprintf(want, sizeof want, "%d", height);
                        assert_string_equal(top->label, want);
                    }
                }
            }
            /* The goals: a full city's are everybody's now; a half-built
             * one's only the viewer's own. */
            for (const char *g = strchr(CPN[c], ' '); g && *g; g = strchr(g + 1, ' ')) {
                int seat = (int)(strchr("SWNE", g[1]) - "SWNE");
                for (int l = 0; l < 4; l++) {
                    const eg_item *die = die_of(sc, seat, l);
                    assert_non_null(die);
                    bool shown = c == 0 || seat == viewer;
                    char want[2] = {shown ? GLYPH[g[3 + l] - '0'][0] : '\0', '\0'};
                    assert_string_equal(die->label, want);
                }
            }
        }
    }
    cs_city_state st;
    eg_error err = {0};
    assert_true(G->position_state("35,2,x1,5/1,24,-,3/5,-,32,14/2,41,5,3", &st, &err) > 0);
    printf("a bad CPN: %s (column %d)\n", err.msg, err.column);
    assert_int_equal(err.column, 6);
}

static void test_secrets(void **state)
{
    (void)state;
    uint64_t rng = 4242;
    int dice = 0;
    for (int n = 2; n <= 4; n++)
        for (int game = 0; game < 10; game++) {
            cs_city_state s;
            random_position(n, &rng, (int)(rng_next(&rng) % 25), &s);
            assert_int_equal(s.g.phase, CS_PHASE_BUILDING);
            for (int viewer = 0; viewer < n; viewer++) {
                unsigned others = 0, own = 0;
                for (int seat = 0; seat < CS_SEATS; seat++) {
                    int owner = cs_seat_player(&s.g, (cs_seat)seat);
                    if (owner >= 0)
                        *(owner == viewer ? &own : &others) |= 1u << seat;
                }
                cs_city_state view;
                G->redact(&s, viewer, &view);
                /* The redacted view, and even the whole state given by
                 * mistake: others' goals never drawn. */
                check_hidden(&s, draw_for(&view, viewer, NULL, false), viewer, others, &view,
                             &dice);
                check_hidden(&s, draw_for(&s, viewer, NULL, false), viewer, others, &view, &dice);
                /* Own goals: shown, unless hidden. */
                const eg_scene *sc = draw_for(&view, viewer, NULL, false);
                for (int seat = 0; seat < CS_SEATS; seat++)
                    if (own & (1u << seat))
                        for (int l = 0; l < CS_LINES; l++)
                            assert_string_equal(die_of(sc, seat, l)->label,
                                                GLYPH[s.g.goals[seat][l]]);
                check_hidden(&s, draw_for(&view, viewer, NULL, true), viewer, others | own, &view,
                             &dice);
                sc = draw_for(&view, viewer, NULL, true);
                for (int h = 0; h < EG_SCENE_HUD_LINES; h++)
                    assert_null(strstr(sc->hud[h], "Your goals"));
            }
        }
    printf("secrets: %d hidden dice checked\n", dice);
    assert_true(dice > 500);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_placements),
        cmocka_unit_test(test_goals),
        cmocka_unit_test(test_secrets),
        cmocka_unit_test(test_position),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
