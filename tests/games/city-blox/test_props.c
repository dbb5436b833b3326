/* SPDX-License-Identifier: MIT */
/* test_props.c - seeded random games of City Blox (2-4 players, every
 * level), a quarter random legal moves and the rest computer moves so that games end.
 * After every move a second, independent reading checks:
 *   - every brick of the box is somewhere: supply + pile + hands + plots,
 *     counted from the position text (cb_position_format), not from the core;
 *   - no two bricks share a stud of a level, every second-level brick stands
 *     on a first-level one, every brick is on the plate;
 *   - a complete Level 1 plot is exactly its cut-out, seen from above;
 *   - a refused move changes nothing; places are 0..n-1 once over;
 *   - every legal move can be made with the mouse at the table
 *     (cb_table_actions), checked at one move in 32 and wherever Recycle is
 *     owed; each Recycle choice is a button of the drawn scene.
 * CB_PROPERTY_SEED and CB_PROPERTY_GAMES replay or widen a run. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <inttypes.h>
#include <stdlib.h>

#include "cb_draw.h"
#include "cb_internal.h"
#include "cb_test.h"
#include "eg_scene.h"

/* Under ASan+UBSan about 0.3 ms a move: 60 games stay near 15 s; widen
 * with CB_PROPERTY_GAMES (docs/games/city-blox.md gives a wide run). */
enum { DEFAULT_GAMES = 60, MOVE_CAP = 1500 };

static uint64_t seed_base = 0xb10c5ull;
static int ngames = DEFAULT_GAMES;
static long seen_moves, seen_events, seen_refusals, seen_complete, seen_over, seen_mouse,
    seen_recycle;

/* Counts bricks by kind from the position text. */
static void count_from_text(const cb_state *s, int out[CB_KINDS])
{
    static char pos[8192];
    assert_true(cb_position_format(s, pos, sizeof pos) > 0);
    const char *p = strstr(pos, "supply=");
    assert_non_null(p);
    int sup[CB_KINDS];
    assert_int_equal(sscanf(p, "supply=%d,%d,%d,%d,%d,%d", &sup[0], &sup[1], &sup[2], &sup[3],
                            &sup[4], &sup[5]),
                     6);
    for (int k = 0; k < CB_KINDS; k++)
        out[k] = sup[k];
    /* Every token SIZE after "pile=" up to " |", and every SHAPE@ in plots. */
    const char *pile = strstr(pos, "pile=") + 5;
    for (const char *q = pile; *q && *q != ' '; ) {
        size_t n = strcspn(q, ", ");
        int k;
        if (!(n == 1 && *q == '-')) {
            assert_int_equal(cb_kind_parse(q, n, &k), CB_OK);
            out[k]++;
        }
        q += n;
        if (*q == ',')
            q++;
    }
    for (const char *q = strchr(pos, '@'); q; q = strchr(q + 1, '@')) {
        const char *b = q;
        while (b > pos && b[-1] != ',' && b[-1] != ':')
            b--;
        int k;
        assert_int_equal(cb_kind_parse(b, (size_t)(q - b), &k), CB_OK);
        out[k]++;
    }
    for (int t = 0; t < s->ntasks; t++) /* bricks in hand */
        if (s->tasks[t].kind == CB_T_PLACE)
            out[s->tasks[t].arg]++;
}

/* The plot rules, read again: studs per level, support, the plate. */
static void check_plots(const cb_state *s)
{
    for (int pl = 0; pl < s->p.nplayers; pl++)
        for (int q = 0; q < CB_PLOTS; q++) {
            cb_brick b[CB_BRICKS];
            int n = cb_plot_bricks(s, pl, q, b);
            int level_of[2][CB_CELLS];
            memset(level_of, 0, sizeof level_of);
            for (int i = 0; i < n; i++) {
                uint64_t m = cb_brick_mask(b[i]);
                assert_true(m != 0);
                assert_true(b[i].level == 1 || b[i].level == 2); /* 2 at every level */
                for (int c = 0; c < CB_CELLS; c++)
                    if (m >> c & 1)
                        assert_int_equal(level_of[b[i].level - 1][c]++, 0);
            }
            for (int i = 0; i < n; i++) {
                if (b[i].level != 2)
                    continue;
                int under = 0;
                for (int c = 0; c < CB_CELLS; c++)
                    under += (cb_brick_mask(b[i]) >> c & 1) && level_of[0][c];
                assert_true(under > 0);
            }
            if (!cb_plot_unfinished(s, pl, q) && s->p.level <= CB_LEVEL_1B &&
                !(s->cleared[pl] & (1u << q))) {
                uint64_t top = 0; /* seen from above: both levels */
                for (int c = 0; c < CB_CELLS; c++)
                    if (level_of[0][c] || level_of[1][c])
                        top |= (uint64_t)1 << c;
                assert_true(top == cb_cards[s->card[pl][q]].cutout);
                seen_complete++;
            }
        }
}

static void check(const cb_state *s)
{
    int n[CB_KINDS];
    count_from_text(s, n);
    for (int k = 0; k < CB_KINDS; k++)
        if (n[k] != cb_kind_count[k]) {
            print_error("kind %s: %d bricks, the box has %d\n", cb_kind_name(k), n[k],
                        cb_kind_count[k]);
            fail();
        }
    check_plots(s);
}

/* A Recycle choice `move` (recycle:PLOT:BRICK:SIZES) is a button of the
 * scene drawn with its brick selected. */
static bool recycle_button(const cb_state *s, int who, const char *move)
{
    static eg_scene sc;
    char plot[16], brick[24];
    if (sscanf(move, "recycle:%15[^:]:%23[^:]", plot, brick) != 2)
        return false;
    cb_brick b;
    int q = cb_plot_parse(s, who, plot, strlen(plot));
    if (q < 0 || cb_brick_parse(brick, strlen(brick), &b, NULL) != CB_OK)
        return false;
    int i = cb_find_brick(s, cb_plot_id(who, q), b);
    sc.nitems = sc.nbuttons = 0;
    cb_draw(s, who, NULL, CB_ID_BRICK + i, &sc);
    for (int k = 0; k < sc.nbuttons; k++)
        if (strcmp(sc.buttons[k].move, move) == 0)
            return true;
    print_error("player %d '%s': not among the %d buttons drawn\n", who + 1, move, sc.nbuttons);
    return false;
}

/* Every legal move of `who` can be made at the table by the pointer. */
static void check_mouse(const cb_state *s, int who, char (*legal)[EG_MOVE_MAX], int n)
{
    static char acts[1024];
    for (int i = 0; i < n; i++) {
        if (cb_table_actions(s, who, legal[i], acts, sizeof acts) != 0)
            print_error("player %d '%s': no pointer actions make it\n", who + 1, legal[i]);
        assert_int_equal(cb_table_actions(s, who, legal[i], acts, sizeof acts), 0);
        if (strncmp(legal[i], "recycle:", 8) == 0) {
            assert_true(recycle_button(s, who, legal[i]));
            seen_recycle++;
        }
        seen_mouse++;
    }
}

static const char *const JUNK[] = {"take:3x3", "place:house:2x4@h8", "lay:park", "pile:1x1,1x1",
                                   "give:9",   "swap:x",             "x",        "move:1x1@a1>",
                                   "recycle:house:2x4@a1:1x1", "lose:market:1x1@z9"};

static void play(uint64_t seed)
{
    eg_rng r;
    eg_rng_seed(&r, seed);
    cb_params p;
    cb_params_default(&p, 2 + (int)eg_rng_below(&r, 3));
    p.level = (uint8_t)eg_rng_below(&r, 4);
    if (p.level == CB_LEVEL_1B) {
        p.trio[0] = CB_SCHOOL;
        p.trio[1] = p.trio[2] = CB_MARKET;
    }
    p.help = (uint8_t)eg_rng_below(&r, 16);
    cb_state s;
    assert_int_equal(cb_new_game(&p, eg_rng_next(&r), &s, NULL), CB_OK);
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    for (int m = 0; m < MOVE_CAP && !cb_is_over(&s); m++) {
        int who = T_act(&s);
        char move[EG_MOVE_MAX];
        if (eg_rng_below(&r, 8) == 0) { /* junk is refused and changes nothing */
            cb_state before = s;
            eg_error err = {0};
            const char *j = JUNK[eg_rng_below(&r, sizeof JUNK / sizeof JUNK[0])];
            assert_true(cb_execute(&s, who, j, NULL, &err) > 0);
            assert_memory_equal(&before, &s, sizeof s);
            seen_refusals++;
        }
        bool recycle = s.ntasks > 0 && s.tasks[0].kind == CB_T_RECYCLE;
        if (recycle || eg_rng_below(&r, 32) == 0)
            check_mouse(&s, who, legal, cb_legal_moves(&s, who, legal, EG_MAX_LEGAL));
        if (eg_rng_below(&r, 4) == 0) {
            int n = cb_legal_moves(&s, who, legal, EG_MAX_LEGAL);
            assert_true(n > 0);
            memcpy(move, legal[eg_rng_below(&r, (uint32_t)n)], EG_MOVE_MAX);
        } else {
            assert_int_equal(cb_ai_choose(&s, who, (int)eg_rng_below(&r, 2), eg_rng_next(&r), move,
                                          NULL),
                             CB_OK);
        }
        unsigned flags;
        eg_error err = {0};
        int rc = cb_execute(&s, who, move, &flags, &err);
        if (rc)
            print_error("seed %" PRIu64 " move %d player %d '%s': %s\n", seed, m, who + 1, move,
                        err.msg);
        assert_int_equal(rc, CB_OK);
        seen_moves++;
        seen_events += (flags & EG_MOVE_CHANCE) != 0;
        check(&s);
    }
    if (cb_is_over(&s)) {
        seen_over++;
        int count[CB_MAX_PLAYERS] = {0};
        for (int q = 0; q < p.nplayers; q++) {
            assert_true(s.place[q] >= 0 && s.place[q] < p.nplayers);
            count[s.place[q]]++;
        }
        assert_true(count[0] >= 1);
    }
}

static void test_random_games_keep_every_brick_and_every_rule(void **state)
{
    (void)state;
    for (int g = 0; g < ngames; g++)
        play(seed_base + (uint64_t)g);
    print_message("city-blox props: seed %#" PRIx64 ", %d games, %ld moves, %ld events, %ld "
                  "complete-plot checks, %ld refusals, %ld games over; %ld legal moves made "
                  "by the pointer, %ld of them Recycle choices\n",
                  seed_base, ngames, seen_moves, seen_events, seen_complete, seen_refusals,
                  seen_over, seen_mouse, seen_recycle);
    assert_true(seen_events > 0);
    assert_true(seen_recycle > 0);
    assert_true(seen_over > ngames / 2);
}

int main(void)
{
    const char *v = getenv("CB_PROPERTY_SEED");
    if (v && *v)
        seed_base = strtoull(v, NULL, 0);
    v = getenv("CB_PROPERTY_GAMES");
    if (v && *v)
        ngames = atoi(v);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games_keep_every_brick_and_every_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
