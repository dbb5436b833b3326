/* SPDX-License-Identifier: MIT */
/* test_cards.c - the 36 landscape cards against RULINGS.md "Components":
 * assets/city-blox/cards.txt is read and checked card by card, and the cards
 * embedded in the game must equal it.
 *
 * The fewest bricks are computed here by a search of our own (iterative
 * deepening over every placement inside the cut-out), not by the game's
 * cb_fewest_fill: a second reading of the rule, not the code asserting
 * itself. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdlib.h>

#include "cb_test.h"

/* ---- An independent exact cover: does a set of at most `left` bricks of
 * allowed kinds, within the box, cover `cells` exactly? */
typedef struct {
    int n;
    uint64_t mask[CB_SHAPES * CB_CELLS];
    int kind[CB_SHAPES * CB_CELLS];
} placements;

static void list_inside(uint64_t cells, unsigned kinds, placements *p)
{
    p->n = 0;
    for (int sh = 0; sh < CB_SHAPES; sh++)
        for (int c = 0; c < CB_CELLS; c++) {
            cb_brick b = {(uint8_t)sh, (uint8_t)c, 1};
            uint64_t m = cb_brick_mask(b);
            if (m && !(m & ~cells) && (kinds & (1u << cb_shape_kind(sh)))) {
                p->mask[p->n] = m;
                p->kind[p->n++] = cb_shape_kind(sh);
            }
        }
}

static bool cover(const placements *p, uint64_t rem, int left, int have[CB_KINDS])
{
    if (rem == 0)
        return true;
    if (left == 0)
        return false;
    uint64_t low = rem & (~rem + 1);
    for (int i = 0; i < p->n; i++) {
        if (!(p->mask[i] & low) || (p->mask[i] & ~rem) || have[p->kind[i]] == 0)
            continue;
        have[p->kind[i]]--;
        bool ok = cover(p, rem & ~p->mask[i], left - 1, have);
        have[p->kind[i]]++;
        if (ok)
            return true;
    }
    return false;
}

/* Fewest bricks, or -1 if more than `most` are needed. */
static int fewest(uint64_t cells, unsigned kinds, int most)
{
    static placements p;
    list_inside(cells, kinds, &p);
    int have[CB_KINDS];
    for (int k = 0; k < CB_KINDS; k++)
        have[k] = cb_kind_count[k];
    for (int n = 1; n <= most; n++)
        if (cover(&p, cells, n, have))
            return n;
    return -1;
}

/* ---- Reading cards.txt. */
typedef struct {
    int kind, number, tag;
    uint64_t cut;
    int n1, n2;
    cb_brick one[CB_FILL_MAX], two[CB_FILL_MAX];
} file_card;

static int index_of(const char *const *names, int n, const char *w)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], w) == 0)
            return i;
    return -1;
}

static int read_bricks(char *rest, cb_brick *out)
{
    int n = 0;
    for (char *w = strtok(rest, " \n"); w; w = strtok(NULL, " \n")) {
        assert_true(n < CB_FILL_MAX);
        out[n++] = T_brick(w);
    }
    return n;
}

static int read_cards(file_card *cards)
{
    static const char *const KINDS[] = {"house", "school", "market"};
    static const char *const TAGS[] = {"plain", "corner", "level"};
    FILE *f = fopen(CB_CARDS_TXT, "r");
    assert_non_null(f);
    char line[512];
    int n = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (strncmp(line, "card ", 5) == 0) {
            assert_true(n < CB_CARDS);
            char kind[16], tag[16], cut[80];
            file_card *c = &cards[n++];
            assert_int_equal(sscanf(line + 5, "%15s %d %15s %79s", kind, &c->number, tag, cut), 4);
            c->kind = index_of(KINDS, 3, kind);
            c->tag = index_of(TAGS, 3, tag);
            assert_true(c->kind >= 0 && c->tag >= 0);
            c->cut = T_cut(cut);
        } else if (strncmp(line, "one ", 4) == 0) {
            cards[n - 1].n1 = read_bricks(line + 4, cards[n - 1].one);
        } else if (strncmp(line, "two ", 4) == 0) {
            cards[n - 1].n2 = read_bricks(line + 4, cards[n - 1].two);
        } else {
            fail_msg("cards.txt: unexpected line %s", line);
        }
    }
    fclose(f);
    return n;
}

static file_card cards[CB_CARDS];

static int setup(void **state)
{
    (void)state;
    assert_int_equal(read_cards(cards), CB_CARDS);
    return 0;
}

/* "12 each for house (green), school (yellow) and supermarket (brown)" */
static void test_twelve_cards_of_each_kind(void **state)
{
    (void)state;
    for (int i = 0; i < CB_CARDS; i++) {
        assert_int_equal(cards[i].kind, i / CB_CARDS_PER_KIND);
        assert_int_equal(cards[i].number, i % CB_CARDS_PER_KIND + 1);
    }
}

/* The game plays with the cards of the file. */
static void test_embedded_cards_equal_the_file(void **state)
{
    (void)state;
    for (int i = 0; i < CB_CARDS; i++) {
        const cb_card *e = &cb_cards[i];
        assert_int_equal(e->kind, cards[i].kind);
        assert_int_equal(e->tag, cards[i].tag);
        assert_true(e->cutout == cards[i].cut);
        assert_int_equal(e->nfill1, cards[i].n1);
        assert_int_equal(e->nfill2, cards[i].n2);
        assert_memory_equal(e->fill1, cards[i].one, sizeof(cb_brick) * (size_t)cards[i].n1);
        assert_memory_equal(e->fill2, cards[i].two, sizeof(cb_brick) * (size_t)cards[i].n2);
    }
}

/* "a house cut-out needs at least 2 bricks to fill on one level, a school at
 * least 3, a supermarket at least 4 (the fewest bricks from the six sizes
 * that fill it exactly)" - computed, and shown by the stored fill. */
static void test_fewest_bricks_two_three_four(void **state)
{
    (void)state;
    for (int i = 0; i < CB_CARDS; i++) {
        int want = cards[i].kind + 2;
        int got = fewest(cards[i].cut, (1u << CB_KINDS) - 1, want);
        if (got != want)
            print_error("%s %d: fewest %d, want %d\n", cb_card_kind_name(cards[i].kind),
                        cards[i].number, got, want);
        assert_int_equal(got, want);
        assert_int_equal(cards[i].n1, want);
        cb_verdict v;
        int bad;
        assert_int_equal(cb_bricks_check(cards[i].one, cards[i].n1, &bad, NULL), CB_OK);
        cb_judge(cards[i].cut, cards[i].one, cards[i].n1, CB_LEVEL_1, cards[i].kind, &v);
        assert_true(v.complete);
    }
}

/* "a few of each kind can be filled with fewer bricks only by a clever use of
 * a corner or of a second level": corner cards need more bricks without
 * corners; level cards have a two-level fill of fewer bricks. */
static void test_some_cards_reward_a_corner_or_a_second_level(void **state)
{
    (void)state;
    int tags[3][3] = {{0}};
    for (int i = 0; i < CB_CARDS; i++) {
        int want = cards[i].kind + 2;
        int rect = fewest(cards[i].cut, ((1u << CB_KINDS) - 1) & ~(1u << CB_CORNER), want);
        tags[cards[i].kind][cards[i].tag]++;
        if (cards[i].tag == CB_TAG_CORNER)
            assert_int_equal(rect, -1); /* not within `want` bricks without a corner */
        if (cards[i].tag == CB_TAG_PLAIN)
            assert_int_equal(rect, want);
        if (cards[i].tag == CB_TAG_LEVEL)
            assert_true(cards[i].n2 < want);
    }
    for (int k = 0; k < 3; k++) {
        assert_true(tags[k][CB_TAG_CORNER] >= 2);
        if (k > CB_HOUSE) /* a two-level fill takes two bricks at least */
            assert_true(tags[k][CB_TAG_LEVEL] >= 2);
    }
}

/* "every card fillable from the supply, and at Levels 2/2B with the hidden
 * knobs it needs": the stored two-level fill, judged. */
static void test_every_card_fillable_at_levels_2_and_2b(void **state)
{
    (void)state;
    for (int i = 0; i < CB_CARDS; i++) {
        int bad, used[CB_KINDS] = {0};
        assert_int_equal(cb_bricks_check(cards[i].two, cards[i].n2, &bad, NULL), CB_OK);
        for (int j = 0; j < cards[i].n2; j++)
            used[cb_shape_kind(cards[i].two[j].shape)]++;
        for (int k = 0; k < CB_KINDS; k++)
            assert_true(used[k] <= cb_kind_count[k]);
        cb_verdict v;
        cb_judge(cards[i].cut, cards[i].two, cards[i].n2, CB_LEVEL_2, cards[i].kind, &v);
        assert_true(v.complete);
        cb_judge(cards[i].cut, cards[i].two, cards[i].n2, CB_LEVEL_2B, cards[i].kind, &v);
        if (!v.complete)
            print_error("%s %d: %s\n", cb_card_kind_name(cards[i].kind), cards[i].number, v.reason);
        assert_true(v.complete);
    }
}

/* Cards lie in a fixed orientation; no two cut-outs are the same. */
static void test_all_cut_outs_differ(void **state)
{
    (void)state;
    for (int i = 0; i < CB_CARDS; i++)
        for (int j = i + 1; j < CB_CARDS; j++)
            assert_true(cards[i].cut != cards[j].cut);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_twelve_cards_of_each_kind),
        cmocka_unit_test(test_embedded_cards_equal_the_file),
        cmocka_unit_test(test_fewest_bricks_two_three_four),
        cmocka_unit_test(test_some_cards_reward_a_corner_or_a_second_level),
        cmocka_unit_test(test_every_card_fillable_at_levels_2_and_2b),
        cmocka_unit_test(test_all_cut_outs_differ),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
