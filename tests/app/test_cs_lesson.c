/* SPDX-License-Identifier: MIT */
/* test_cs_lesson.c - Cityscape's "Learn to play" as lesson data
 * (src/games/cityscape/cs_lesson.c), played through the engine's mid end:
 * the dice it asks for hold one goal of each kind, the city it builds is
 * twenty legal blocks, each placement it asks for makes the goal its note
 * speaks of come true (and the computer's spoils line 4), a placement or a
 * die it does not ask for is refused in words naming what it asks, and the
 * round ends scored as the last notes say.
 *
 * The ground truth is the rules (shared/rules/cityscape-official-rules.txt,
 * RULINGS.md), scored by a second scorer written here from the lesson's own
 * sentences ("a building is seen when it is taller than every building in
 * front of it"; "=: a building counts when none in front is taller, and
 * each one as tall as another scores 10"; the star scores 25 when its line
 * holds the tallest building), and compared with the game's scores. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "eg_lesson.h"
#include "eg_record.h"
#include "game.h"
#include "midend.h"

/* ---- The city as this test keeps it: heights per lot from the moves. */

typedef struct {
    int h[4][4];        /* [file][rank], heights stacked */
    char goals[4][5];   /* per seat S W N E: four digits */
    int placed;
} city;

static int seat_index(char s)
{
    const char *p = strchr("SWNE", s);
    return p ? (int)(p - "SWNE") : -1;
}

static void apply(city *c, const char *move)
{
    if (move[1] == ':') {
        int s = seat_index(move[0]);
        assert_true(s >= 0);
        snprintf(c->goals[s], sizeof c->goals[s], "%s", move + 2);
        return;
    }
    assert_true(move[0] >= '1' && move[0] <= '5');
    assert_true(move[1] >= 'a' && move[1] <= 'd');
    assert_true(move[2] >= '1' && move[2] <= '4');
    c->h[move[1] - 'a'][move[2] - '1'] += move[0] - '0';
    c->placed++;
}

/* Line l (0 = line 1, on the seat's left) of a seat, nearest first: S looks
 * up the files from rank 1, line 1 is file a; W looks along the ranks from
 * file a, line 1 is rank 4; N down the files from rank 4, line 1 is file d;
 * E along the ranks from file d, line 1 is rank 1. */
static void line_of(const city *c, int seat, int l, int out[4])
{
    for (int k = 0; k < 4; k++)
        switch (seat) {
        case 0: out[k] = c->h[l][k]; break;
        case 1: out[k] = c->h[k][3 - l]; break;
        case 2: out[k] = c->h[3 - l][3 - k]; break;
        default: out[k] = c->h[3 - k][l]; break;
        }
}

static int tallest(const city *c)
{
    int t = 0;
    for (int f = 0; f < 4; f++)
        for (int r = 0; r < 4; r++)
            t = c->h[f][r] > t ? c->h[f][r] : t;
    return t;
}

/* The buildings seen (each taller than every one in front). */
static int seen(const int line[4])
{
    int n = 0, top = 0;
    for (int k = 0; k < 4; k++)
        if (line[k] > top) {
            n++;
            top = line[k];
        }
    return n;
}

static int line_score(const city *c, int seat, int l)
{
    int line[4];
    line_of(c, seat, l, line);
    int goal = c->goals[seat][l] - '0';
    if (goal >= 1 && goal <= 4)
        return seen(line) == goal ? 10 * goal : 0;
    if (goal == 5) { /* =: those none in front is taller, each as tall as another */
        int counted[4], n = 0, top = 0, score = 0;
        for (int k = 0; k < 4; k++)
            if (line[k] > 0 && line[k] >= top) {
                counted[n++] = line[k];
                top = line[k];
            }
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                if (i != j && counted[i] == counted[j]) {
                    score += 10;
                    break;
                }
        return score;
    }
    for (int k = 0; k < 4; k++) /* the star: the city's tallest in the line */
        if (line[k] == tallest(c))
            return 25;
    return 0;
}

/* ---- The lesson through the mid end. */

static const eg_game *cityscape(void) { return eg_game_find("cityscape"); }
static const eg_lesson *lesson(void) { return cityscape()->lesson; }

static int step_named(const char *title)
{
    for (int i = 0; i < lesson()->nsteps; i++)
        if (strcmp(lesson()->steps[i].title, title) == 0)
            return i;
    fail_msg("no step \"%s\"", title);
    return -1;
}

typedef struct {
    eg_midend *me;
    city c;
} run;

static void move(run *r, int player, const char *m)
{
    eg_error err = {0};
    int rc = eg_midend_move(r->me, player, m, NULL, &err);
    if (rc != 0)
        fail_msg("%s by player %d: %s", m, player + 1, err.msg);
    apply(&r->c, m);
}

static void make(run *r, const eg_lesson_move *m)
{
    for (; m && m->move; m++)
        move(r, m->player, m->move);
}

/* The lesson's record, its moves before the first note made. */
static void start(run *r)
{
    memset(r, 0, sizeof *r);
    eg_record rec;
    eg_error err = {0};
    eg_record_init(&rec);
    assert_int_equal(eg_lesson_record(cityscape(), lesson(), &rec, &err), 0);
    r->me = eg_midend_new_for(cityscape(), &rec, &err);
    if (!r->me)
        fail_msg("the lesson's record: %s", err.msg);
    for (int i = 0; i < rec.nmoves; i++)
        apply(&r->c, rec.moves[i].move);
    eg_record_free(&rec);
}

/* Steps 1 .. k-1 as the learner plays them: each step's own moves, the
 * moves it allows (the first word of `allow`), the computer's. */
static void play_to(run *r, int k)
{
    for (int i = 0; i < k; i++) {
        const eg_lesson_step *s = &lesson()->steps[i];
        make(r, s->play);
        if (s->wait == EG_LESSON_MOVE) {
            char m[EG_MOVE_MAX];
            snprintf(m, sizeof m, "%.*s", (int)strcspn(s->allow, " "), s->allow);
            move(r, lesson()->learner, m);
        }
    }
}

static void finish(run *r) { eg_midend_free(r->me); }

static void test_the_dice_hold_one_goal_of_each_kind(void **state)
{
    (void)state;
    const eg_lesson_step *s = &lesson()->steps[0];
    assert_int_equal(s->wait, EG_LESSON_MOVE);
    assert_int_equal(strncmp(s->allow, "S:", 2), 0);
    bool number = false, pair = false, star = false;
    for (int l = 0; l < 4; l++) {
        char d = s->allow[2 + l];
        number |= d >= '1' && d <= '4';
        pair |= d == '5';
        star |= d == '6';
    }
    assert_true(number && pair && star);
    /* The note's words name them: 3, = and the star set, line 4's to turn to 2. */
    assert_string_equal(s->allow, "S:3562");
    assert_non_null(strstr(s->text, "Click line 4's die until it shows 2, then Confirm."));
    /* Two players, one round, you first; the computer plays N and E. */
    assert_non_null(strstr(lesson()->params, "players=2"));
    assert_non_null(strstr(lesson()->params, "rounds=1"));
    assert_non_null(strstr(lesson()->params, "first=1"));
    assert_int_equal(lesson()->learner, 0);
}

static void test_a_die_not_asked_for_is_refused_in_words(void **state)
{
    (void)state;
    const eg_lesson_step *s = &lesson()->steps[0];
    assert_false(eg_lesson_allows(s, "S:3563")); /* line 4 left at 3 */
    assert_false(eg_lesson_allows(s, "S:1111"));
    assert_true(eg_lesson_allows(s, "S:3562"));
    char why[200];
    eg_lesson_refusal(s, why, sizeof why);
    assert_non_null(strstr(why, "line 4's die until it shows 2"));
    assert_non_null(strstr(why, "Confirm"));
}

static void test_the_city_is_twenty_legal_blocks(void **state)
{
    (void)state;
    run r;
    start(&r);
    play_to(&r, 2); /* the goals, then the city built for "The city so far" */
    assert_string_equal(lesson()->steps[1].title, "The city so far");
    assert_int_equal(r.c.placed, 20);
    assert_non_null(strstr(lesson()->steps[1].text, "20 of the 25 blocks are built"));
    /* You build next. */
    assert_true(eg_midend_to_act(r.me) & (1u << lesson()->learner));
    /* Before the lesson's placements, only line 4 (die 2) scores. */
    assert_int_equal(line_score(&r.c, 0, 0), 0);
    assert_int_equal(line_score(&r.c, 0, 1), 0);
    assert_int_equal(line_score(&r.c, 0, 2), 0);
    assert_int_equal(line_score(&r.c, 0, 3), 20);
    /* The note on line 1: it sees two buildings, the 4 and the 6. */
    int line[4];
    line_of(&r.c, 0, 0, line);
    assert_int_equal(seen(line), 2);
    assert_int_equal(line[0], 4);
    finish(&r);
}

/* Each of the lesson's placements and what it does to your lines. */
static void test_each_placement_makes_its_goal_come_true(void **state)
{
    (void)state;
    run r;
    start(&r);
    int goal3 = step_named("Goal 3: see three buildings");
    play_to(&r, goal3 + 1);
    assert_int_equal(line_score(&r.c, 0, 0), 30); /* see exactly 3 */
    int spoiled = step_named("Goals can be spoiled");
    for (int i = goal3 + 1; i < spoiled; i++)
        make(&r, lesson()->steps[i].play);
    assert_int_equal(line_score(&r.c, 0, 3), 0); /* the computer spoils line 4 */
    assert_int_equal(r.c.h[3][1], 4);            /* "The computer put a 4 on d2." */
    assert_non_null(strstr(lesson()->steps[spoiled].text, "The computer put a 4 on d2."));
    finish(&r);
    start(&r);
    int pair = step_named("Goal =: a pair");
    play_to(&r, pair + 1);
    assert_int_equal(line_score(&r.c, 0, 1), 20); /* a pair */
    finish(&r);
    start(&r);
    play_to(&r, lesson()->nsteps);
    assert_int_equal(r.c.placed, 25);
    assert_true(eg_midend_is_over(r.me));
    /* The round as the last notes say, by this test's scorer and the game's. */
    int want[4] = {30, 20, 25, 0};
    for (int l = 0; l < 4; l++)
        assert_int_equal(line_score(&r.c, 0, l), want[l]);
    int total[4] = {0};
    for (int s = 0; s < 4; s++)
        for (int l = 0; l < 4; l++)
            total[s] += line_score(&r.c, s, l);
    assert_int_equal(total[1], 70); /* "Your west edge scored 70" */
    int scores[EG_MAX_PLAYERS] = {0};
    cityscape()->scores(eg_midend_state(r.me), scores);
    assert_int_equal(scores[0], total[0] + total[1]);
    assert_int_equal(scores[1], total[2] + total[3]);
    assert_int_equal(scores[0], 145);
    assert_int_equal(scores[1], 115);
    finish(&r);
}

static void test_a_placement_not_asked_for_is_refused_in_words(void **state)
{
    (void)state;
    const eg_lesson *l = lesson();
    int goal3 = step_named("Goal 3: see three buildings");
    const eg_lesson_step *s = &l->steps[goal3];
    assert_true(eg_lesson_allows(s, "2a4"));
    assert_false(eg_lesson_allows(s, "2b4")); /* another lot */
    assert_false(eg_lesson_allows(s, "3a4")); /* another block */
    char why[200];
    eg_lesson_refusal(s, why, sizeof why);
    assert_string_equal(why, "In this step, put a 2 on a4, the lit lot.");
    /* A note: read it first. */
    eg_lesson_refusal(&l->steps[1], why, sizeof why);
    assert_string_equal(why, "Read the note, then click Next.");
    assert_false(eg_lesson_allows(&l->steps[1], "2a4"));
}

/* The steps: a note, the asked move, the computer's, the note after it, in
 * the order the game goes; the computer moves only where the lesson says. */
static void test_the_steps_go_on_with_the_game(void **state)
{
    (void)state;
    const eg_lesson *l = lesson();
    static const struct {
        const char *title;
        eg_lesson_wait wait;
        const char *move; /* asked, or the computer's */
    } want[] = {
        {"Your secret goals", EG_LESSON_MOVE, "S:3562"},
        {"The city so far", EG_LESSON_NEXT, NULL},
        {"Goal 3: see three buildings", EG_LESSON_MOVE, "2a4"},
        {"The computer builds", EG_LESSON_COMPUTER, "4d2"},
        {"Goals can be spoiled", EG_LESSON_NEXT, NULL},
        {"Goal =: a pair", EG_LESSON_MOVE, "2b3"},
        {"The computer builds", EG_LESSON_COMPUTER, "1c4"},
        {"Goal \xe2\x98\x85: the tallest", EG_LESSON_MOVE, "3c3"},
        {"The reveal", EG_LESSON_NEXT, NULL},
        {"You have played a round", EG_LESSON_NEXT, NULL},
    };
    assert_int_equal(l->nsteps, (int)(sizeof want / sizeof want[0]));
    for (int i = 0; i < l->nsteps; i++) {
        const eg_lesson_step *s = &l->steps[i];
        assert_string_equal(s->title, want[i].title);
        assert_int_equal(s->wait, want[i].wait);
        if (s->wait == EG_LESSON_MOVE)
            assert_string_equal(s->allow, want[i].move);
        if (s->wait == EG_LESSON_COMPUTER) {
            assert_non_null(s->play);
            assert_string_equal(s->play[0].move, want[i].move);
            assert_int_equal(s->play[0].player, 1);
            assert_null(s->play[1].move);
        } else if (i != 1) {
            assert_true(s->play == NULL || s->play[0].move == NULL);
        }
        /* A placement's lot is lit (a lot is item file + 4 * rank). */
        if (want[i].move && want[i].move[1] != ':') {
            int32_t lot = (want[i].move[1] - 'a') + 4 * (want[i].move[2] - '1');
            bool lit = false;
            for (int k = 0; k < EG_LESSON_MAX_LIT && s->lit[k].glow > 0.0f; k++)
                lit |= s->lit[k].id == lot && s->lit[k].glow >= 1.0f;
            assert_true(lit);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_dice_hold_one_goal_of_each_kind),
        cmocka_unit_test(test_a_die_not_asked_for_is_refused_in_words),
        cmocka_unit_test(test_the_city_is_twenty_legal_blocks),
        cmocka_unit_test(test_each_placement_makes_its_goal_come_true),
        cmocka_unit_test(test_a_placement_not_asked_for_is_refused_in_words),
        cmocka_unit_test(test_the_steps_go_on_with_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
