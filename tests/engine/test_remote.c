/* SPDX-License-Identifier: MIT */
/* test_remote.c - the server's lines read (eg_csp.h) and the mid end's
 * remote mode (midend.h) fed with lines cityscape-server sent: transcripts
 * recorded from the real server by tests/server/net_test (data/csp, one file per client:
 * a hot-seat client of Cityscape, a client that dropped and came back,
 * Six Cities with hidden choices, Skyscrapers with an undo), and malformed
 * or out-of-order lines, which must be refused by line and column, never
 * crash and never half-apply. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_csp.h"
#include "eg_line.h"
#include "midend.h"

/* ---- Transcripts. */

typedef struct {
    char **lines;
    int n;
} transcript;

static transcript load(const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", CS_CSP_DATA, name);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    transcript t = {0};
    static char line[EG_CSP_LINE_MAX + 8];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        t.lines = realloc(t.lines, sizeof *t.lines * (size_t)(t.n + 1));
        t.lines[t.n++] = strdup(line);
    }
    fclose(f);
    assert_true(t.n > 10);
    return t;
}

static void unload(transcript *t)
{
    for (int i = 0; i < t->n; i++)
        free(t->lines[i]);
    free(t->lines);
}

/* The lines the mid end sent (its send callback). */
static char sent[8][64];
static int nsent;

static int capture(void *ctx, const char *line, eg_error *err)
{
    (void)ctx;
    (void)err;
    if (nsent < 8)
        snprintf(sent[nsent++], sizeof sent[0], "%s", line);
    return 0;
}

static eg_midend *remote(void)
{
    eg_error err = {0};
    eg_midend *me = eg_midend_new_remote(capture, NULL, &err);
    assert_non_null(me);
    nsent = 0;
    return me;
}

static void feed_ok(eg_midend *me, const char *line, unsigned *changed)
{
    eg_error err = {0};
    int rc = eg_midend_feed(me, line, changed, &err);
    if (rc != 0)
        fail_msg("'%.80s': %s", line, err.msg);
}

static char *buf(size_t n)
{
    char *p = calloc(1, n);
    assert_non_null(p);
    return p;
}

/* Feeds a whole transcript, checking each line's effect against the line
 * itself: each VIEW's seat view is exactly view_parse of its text, each MOVE
 * joins the record as sent, each TURN is to_act, OVER the result, and no
 * state holds what its seat may not know. */
static void follow(const char *name, unsigned want_held, int *secret_moves)
{
    transcript t = load(name);
    eg_midend *me = remote();
    char *a = NULL, *b = NULL;
    int secrets = 0;
    bool over = false;
    for (int i = 0; i < t.n; i++) {
        const char *line = t.lines[i];
        eg_csp_line l;
        eg_error err = {0};
        assert_int_equal(eg_csp_parse(line, &l, &err), 0);
        unsigned changed = 0;
        feed_ok(me, line, &changed);
        const eg_game *g = eg_midend_game(me);
        if (l.kind == EG_CSP_TABLE) {
            assert_non_null(g);
            assert_string_equal(g->id, l.game);
            assert_string_equal(eg_midend_table_code(me), l.word);
            free(a);
            free(b);
            a = buf(g->state_size);
            b = buf(g->state_size);
            assert_true(changed & EG_FED_TABLE);
            assert_false(eg_midend_remote_ready(me));
        } else if (l.kind == EG_CSP_VIEW) {
            assert_int_equal(g->view_parse(l.text, l.seat, a, &err), 0);
            eg_midend_view(me, l.seat, b);
            assert_memory_equal(a, b, g->state_size);
            if (g->redact) {
                g->redact(b, l.seat, a);
                assert_memory_equal(a, b, g->state_size); /* nothing of another seat */
            }
        } else if (l.kind == EG_CSP_MOVE) {
            assert_int_equal(eg_midend_moves(me), l.k);
            const eg_record_move *m = &eg_midend_record(me)->moves[l.k - 1];
            assert_int_equal(m->player, l.seat);
            if (strcmp(l.text, "?") == 0) {
                secrets++;
                assert_true(eg_midend_move_flags(me, l.k - 1) & EG_MOVE_PRIVATE);
            }
            assert_int_equal(eg_midend_to_act(me), 0u); /* until the TURN */
        } else if (l.kind == EG_CSP_TURN) {
            assert_true(eg_midend_remote_ready(me));
            assert_int_equal(eg_midend_to_act(me), l.turn);
            /* state() is the lowest held seat's view, state_at(moves) too. */
            assert_ptr_equal(eg_midend_state(me), eg_midend_state_at(me, eg_midend_moves(me)));
        } else if (l.kind == EG_CSP_OVER) {
            int sc[EG_MAX_PLAYERS], pl[EG_MAX_PLAYERS], vs[EG_MAX_PLAYERS];
            assert_int_equal(eg_midend_remote_result(me, sc, pl), l.nscores);
            g->scores(eg_midend_state(me), vs);
            for (int p = 0; p < l.nscores; p++) {
                assert_int_equal(sc[p], l.scores[p]);
                assert_int_equal(pl[p], l.places[p]);
                assert_int_equal(vs[p], l.scores[p]); /* the final view's own scores */
            }
            over = true;
        } else if (l.kind == EG_CSP_UNDONE) {
            assert_int_equal(eg_midend_moves(me), l.k);
            assert_true(changed & EG_FED_UNDONE);
        }
    }
    assert_true(over);
    assert_true(eg_midend_is_over(me));
    /* Each round ended once: the results screen counts its columns by the
     * moves flagged EG_MOVE_ENDS_ROUND (a 4-round Cityscape game showed 7). */
    const eg_game *g = eg_midend_game(me);
    int ends = 0;
    for (int k = 0; k < eg_midend_moves(me); k++)
        ends += (eg_midend_move_flags(me, k) & EG_MOVE_ENDS_ROUND) != 0;
    if (g->nrounds)
        assert_int_equal(ends, g->nrounds(eg_midend_state(me)));
    assert_int_equal(eg_midend_held(me), want_held);
    for (int p = 0; p < EG_MAX_PLAYERS; p++) {
        assert_int_equal(eg_midend_is_human(me, p), (want_held >> p) & 1u);
        assert_int_equal(strlen(eg_midend_token(me, p)), (want_held >> p) & 1u ? 32u : 0u);
    }
    /* Every state a screen may ask for is there. */
    for (int k = 0; k <= eg_midend_moves(me); k++)
        assert_non_null(eg_midend_state_at(me, k));
    assert_null(eg_midend_state_at(me, eg_midend_moves(me) + 1));
    *secret_moves = secrets;
    free(a);
    free(b);
    eg_midend_free(me);
    unload(&t);
}

static void test_follows_a_hot_seat_client(void **s)
{
    (void)s;
    int secrets;
    follow("cityscape-Ann.csp", 3u, &secrets);
    assert_true(secrets > 0); /* the other seats' goals, as '?' */
}

static void test_follows_a_client_that_came_back(void **s)
{
    (void)s;
    int secrets;
    follow("cityscape-Bob.csp", 4u, &secrets);
    assert_true(secrets > 0);
}

static void test_follows_hidden_choices(void **s)
{
    (void)s;
    int secrets;
    follow("six-cities-Bob.csp", 4u, &secrets);
    assert_true(secrets > 0);
}

static void test_follows_an_undo(void **s)
{
    (void)s;
    int secrets;
    follow("skyscrapers-Ann.csp", 1u, &secrets);
    assert_int_equal(secrets, 0);
}

/* ---- Lines refused: by line and column, nothing changed. */

/* Feeds t's first n lines. */
static eg_midend *prefix(const transcript *t, int n)
{
    eg_midend *me = remote();
    for (int i = 0; i < n; i++)
        feed_ok(me, t->lines[i], NULL);
    return me;
}

/* The transcript fed up to its first TURN line (the table ready). */
static eg_midend *at_first_turn(const transcript *t)
{
    int n = 0;
    while (strncmp(t->lines[n], "TURN ", 5) != 0)
        n++;
    return prefix(t, n + 1);
}

static void refused(eg_midend *me, const char *line, int code, int lineno, const char *words)
{
    int moves = eg_midend_moves(me);
    unsigned turn = eg_midend_to_act(me);
    eg_error err = {0};
    unsigned changed = 99;
    int rc = eg_midend_feed(me, line, &changed, &err);
    if (rc != code || !strstr(err.msg, words) || err.line != lineno)
        fail_msg("'%.60s': code %d line %d '%s'; wanted %d line %d '%s'", line, rc, err.line,
                 err.msg, code, lineno, words);
    char at[32];
    snprintf(at, sizeof at, "line %d: ", lineno);
    assert_non_null(strstr(err.msg, at));
    assert_int_equal(changed, 0u);
    assert_int_equal(eg_midend_moves(me), moves);
    assert_int_equal(eg_midend_to_act(me), turn);
}

static void test_out_of_order_lines_are_refused_by_line(void **s)
{
    (void)s;
    eg_midend *me = remote();
    /* Before a TABLE: nothing to show, nothing to act on, and no crash. */
    assert_null(eg_midend_game(me));
    assert_null(eg_midend_state(me));
    assert_int_equal(eg_midend_moves(me), 0);
    assert_int_equal(eg_midend_to_act(me), 0u);
    assert_false(eg_midend_is_over(me));
    assert_false(eg_midend_remote_ready(me));
    assert_int_equal(eg_midend_curtain_for(me, EG_NO_PLAYER), EG_NO_PLAYER);
    assert_int_equal(eg_midend_undo_point(me, 0), -1);
    char none[8] = "keep";
    eg_midend_view(me, 0, none);
    assert_string_equal(none, "keep");
    eg_error err = {0};
    assert_int_equal(eg_midend_move(me, 0, "3b4", NULL, &err), EG_ERR_CSP_REMOTE);
    assert_string_equal(err.msg, "the table is not ready yet");
    refused(me, "MOVE 1 1 3b4", EG_ERR_CSP_ORDER, 1, "MOVE before any TABLE line");
    refused(me, "TURN 1", EG_ERR_CSP_ORDER, 2, "TURN before any TABLE line");
    refused(me, "TABLE ABCDEF chess 2 x=1", EG_ERR_CSP_ORDER, 3, "'chess' is not a game");
    refused(me, "TABLE ABCDEF cityscape 9 players=2", EG_ERR_CSP_SYNTAX, 4, "column 24: players");
    refused(me, "TABLE ABCDEF cityscape 2 rounds=99", EG_ERR_CSP_ORDER, 5, "params");
    eg_midend_free(me);

    transcript t = load("cityscape-Ann.csp");
    /* Up to the first TURN: the table is followed. */
    int n = 0;
    while (strncmp(t.lines[n], "TURN ", 5) != 0)
        n++;
    me = prefix(&t, n + 1);
    assert_true(eg_midend_remote_ready(me));
    int ln = n + 2;
    refused(me, "MOVE 3 1 S:1111", EG_ERR_CSP_ORDER, ln++, "MOVE 3 after move 0");
    refused(me, "MOVE 1 5 S:1111", EG_ERR_CSP_SYNTAX, ln++, "column 8: seat '5' is out of range");
    refused(me, "VIEW 3 cityscape/1 players=4", EG_ERR_CSP_ORDER, ln++,
            "seat 3 is not held by this client");
    refused(me, "VIEW 1 cityscape/1 players=four", EG_ERR_CSP_VIEW, ln++, "VIEW 1: the view text");
    refused(me, "UNDONE 4", EG_ERR_CSP_ORDER, ln++, "UNDONE 4 with 0 moves made");
    refused(me, "OVER 1,2 1,2", EG_ERR_CSP_ORDER, ln++, "OVER: 2 scores for 4 seats");
    refused(me, "SEAT 4 xyz", EG_ERR_CSP_SYNTAX, ln++, "token 'xyz' is not 32 hex digits");
    refused(me, "PLAYER 2 Bob dancing", EG_ERR_CSP_SYNTAX, ln++, "column 14: seat state 'dancing'");
    refused(me, "HELLO there", EG_ERR_CSP_SYNTAX, ln++, "'HELLO' is not a line of CSP/1");
    refused(me, "PLAYER 2 Ann%2Gee away", EG_ERR_CSP_SYNTAX, ln++,
            "column 13: name: '%2G' is not % and two hex digits");
    /* A name as CSP/1 writes it (a space %20, the name "-" %2D) is shown
     * as it was typed; '-' alone is a seat nobody has taken. */
    feed_ok(me, "PLAYER 2 Ann%20Lee away", NULL);
    assert_string_equal(eg_midend_record(me)->players[1].name, "Ann Lee");
    feed_ok(me, "PLAYER 3 %2D away", NULL);
    assert_string_equal(eg_midend_record(me)->players[2].name, "-");
    feed_ok(me, "PLAYER 4 - open", NULL);
    assert_string_equal(eg_midend_record(me)->players[3].name, "Seat 4");
    /* Still following: the next lines of the transcript apply. */
    for (int i = n + 1; i < t.n; i++)
        feed_ok(me, t.lines[i], NULL);
    assert_true(eg_midend_is_over(me));
    eg_midend_free(me);
    unload(&t);
}

/* ---- The parser alone. */

static void parses(const char *line, eg_csp_kind kind, eg_csp_line *l)
{
    eg_error err = {0};
    if (eg_csp_parse(line, l, &err) != 0)
        fail_msg("'%s': %s", line, err.msg);
    assert_int_equal(l->kind, kind);
}

static void test_each_line_parses(void **s)
{
    (void)s;
    eg_csp_line l;
    parses("CSP/1 cityscape-server 0.1.0", EG_CSP_GREETING, &l);
    assert_string_equal(l.word, "0.1.0");
    parses("OK hello Ann", EG_CSP_OK, &l);
    assert_string_equal(l.text, "hello Ann");
    parses("ERR illegal d2+c2: no work crew beside d2", EG_CSP_ERR, &l);
    assert_string_equal(l.word, "illegal");
    assert_string_equal(l.text, "d2+c2: no work crew beside d2");
    parses("TABLE K7QX2M cityscape 2 players=2 first=1\r", EG_CSP_TABLE, &l);
    assert_string_equal(l.word, "K7QX2M");
    assert_string_equal(l.game, "cityscape");
    assert_int_equal(l.players, 2);
    assert_string_equal(l.text, "players=2 first=1");
    parses("SEAT 2 5f0c0000000000000000000000000ae1", EG_CSP_SEAT, &l);
    assert_int_equal(l.seat, 1);
    parses("MOVE 12 3 ?", EG_CSP_MOVE, &l);
    assert_int_equal(l.k, 12);
    assert_int_equal(l.seat, 2);
    assert_string_equal(l.text, "?");
    parses("UNDONE 0", EG_CSP_UNDONE, &l);
    assert_int_equal(l.k, 0);
    parses("VIEW - cityscape/1 a  b", EG_CSP_VIEW, &l);
    assert_int_equal(l.seat, EG_NO_PLAYER);
    assert_string_equal(l.text, "cityscape/1 a  b");
    parses("PLAYER 4 - open", EG_CSP_PLAYER, &l);
    assert_string_equal(l.word, ""); /* nobody's */
    assert_int_equal(l.state, EG_SEAT_OPEN);
    assert_string_equal(eg_seat_state_word(l.state), "open");
    parses("PLAYER 2 Zo\xc3\xab%20%25%2d connected", EG_CSP_PLAYER, &l);
    assert_string_equal(l.word, "Zo\xc3\xab %-");
    parses("TURN 1,3", EG_CSP_TURN, &l);
    assert_int_equal(l.turn, 5u);
    parses("TURN -", EG_CSP_TURN, &l);
    assert_int_equal(l.turn, 0u);
    parses("OVER 12,30,18 3,1,2", EG_CSP_OVER, &l);
    assert_int_equal(l.nscores, 3);
    assert_int_equal(l.scores[1], 30);
    assert_int_equal(l.places[1], 0);
    parses("PONG", EG_CSP_PONG, &l);
}

static void bad_line(const char *line, int column, const char *words)
{
    eg_csp_line l;
    eg_error err = {0};
    assert_int_equal(eg_csp_parse(line, &l, &err), EG_ERR_CSP_SYNTAX);
    if (err.column != column || !strstr(err.msg, words))
        fail_msg("'%.60s': column %d '%s'; wanted column %d '%s'", line, err.column, err.msg,
                 column, words);
}

/* A name as one word and back (eg_name_encode, eg_name_decode), and the
 * one cut at a whole UTF-8 character that the server's NAME-2 and a text
 * field's Backspace share (eg_utf8_cut). */
static void test_names_as_words(void **s)
{
    (void)s;
    static const char *const names[] = {"Ann Lee", "Zo\xc3\xab \xc3\x98" "deg\xc3\xa5rd", "-",
                                         "100% ", "a-b", "                               "};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        char w[EG_NAME_WORD_MAX], back[EG_NAME_WORD_MAX], why[120];
        eg_name_encode(names[i], w, sizeof w);
        assert_null(strchr(w, ' '));
        assert_int_equal(eg_name_decode(w, strlen(w), back, 32, why, sizeof why), -1);
        assert_string_equal(back, names[i]);
    }
    char w[EG_NAME_WORD_MAX], why[120];
    eg_name_encode("-", w, sizeof w);
    assert_string_equal(w, "%2D");
    assert_int_equal(eg_name_decode("Ann%2", 5, w, 32, why, sizeof why), 3);
    assert_int_equal(eg_name_decode("Ann%20%C3", 9, w, 32, why, sizeof why), 6);
    assert_string_equal(why, "byte 0xc3 after 'Ann ' is not UTF-8");
    const char *euro = "a\xe2\x82\xac"; /* a, then a 3-byte character */
    assert_int_equal(eg_utf8_cut(euro, 4), 4);
    assert_int_equal(eg_utf8_cut(euro, 3), 1);
    assert_int_equal(eg_utf8_cut(euro, 2), 1);
    assert_int_equal(eg_utf8_cut(euro, 1), 1);
    assert_int_equal(eg_utf8_cut(euro, 0), 0);
}

static void test_malformed_lines_name_the_column(void **s)
{
    (void)s;
    bad_line("", 1, "first word missing");
    bad_line("MOVE x 1 3b4", 6, "move number 'x' is not a whole number");
    bad_line("MOVE 1 1", 9, "move missing");
    bad_line("MOVE 1 1 3b4 extra", 14, "'extra': more than the line holds");
    bad_line("TURN 1,5", 6, "seats to act '1,5'");
    bad_line("OVER 1,2 1", 11, "1 places for 2 scores");
    bad_line("OVER 1,2,3,4,5 1,1,1,1,1", 14, "score: more than 4");
    bad_line("PLAYER 0 Ann away", 8, "seat '0' is out of range (1 to 4)");
    bad_line("VIEW 2", 7, "view text missing");
    bad_line("VIEW 2 a\tb", 9, "a control character (byte 9)");
    bad_line("UNDONE -1", 8, "moves left '-1' is not a whole number");
    bad_line("MOVE 99999999999 1 a", 6, "is not a whole number");
    char *huge = buf(EG_CSP_LINE_MAX + 100);
    memcpy(huge, "VIEW 1 ", 7);
    memset(huge + 7, 'x', EG_CSP_LINE_MAX + 50);
    bad_line(huge, EG_CSP_LINE_MAX + 1, "longer than the");
    free(huge);
}

/* Lines of the transcripts cut and changed at random: each is read or
 * refused with words, and fed to a mid end following the table it is
 * refused or applied whole (ASan and UBSan watch). */
static void test_mangled_lines_never_crash(void **s)
{
    (void)s;
    transcript t = load("six-cities-Bob.csp");
    eg_midend *me = remote();
    uint64_t x = 88172645463325252ull;
    int refusals = 0;
    for (int i = 0; i < t.n; i++) {
        for (int j = 0; j < 4; j++) {
            char line[EG_CSP_LINE_MAX + 8];
            snprintf(line, sizeof line, "%s", t.lines[i]);
            size_t len = strlen(line);
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            size_t at = len ? (size_t)(x % len) : 0;
            if (j == 0)
                line[at] = '\0';                                /* cut */
            else if (j == 1)
                line[at] = (char)(' ' + (x >> 20) % 95);        /* one byte changed */
            else if (j == 2)
                line[at] = (char)((x >> 24) & 0xff ? (x >> 24) & 0xff : 1); /* any byte */
            else
                memmove(line + at, line + at + 1, len - at);    /* one byte gone */
            eg_error err = {0};
            int moves = eg_midend_moves(me);
            if (eg_midend_feed(me, line, NULL, &err) != 0) {
                refusals++;
                assert_true(err.line > 0);
                assert_true(err.msg[0] != '\0');
                assert_int_equal(eg_midend_moves(me), moves);
            }
        }
        eg_midend_feed(me, t.lines[i], NULL, NULL);
    }
    assert_true(refusals > t.n); /* most are refused */
    eg_midend_free(me);
    unload(&t);
}

/* ---- Moves and undos are sent, not made; what answers in remote mode. */

static void test_moves_are_sent_not_made(void **s)
{
    (void)s;
    transcript t = load("cityscape-Ann.csp");
    eg_midend *me = at_first_turn(&t);
    assert_int_equal(eg_midend_to_act(me), 15u); /* goals: every seat at once */
    eg_error err = {0};
    unsigned flags = 0;
    assert_int_equal(eg_midend_move(me, 0, "S:1111", &flags, &err), 0);
    assert_int_equal(flags, EG_MIDEND_SENT);
    assert_string_equal(sent[0], "MOVE 1 S:1111");
    assert_int_equal(eg_midend_moves(me), 0);
    assert_int_equal(eg_midend_waiting(me), 1u);
    /* Not again while it is on its way; not a seat held elsewhere. */
    assert_int_equal(eg_midend_move(me, 0, "S:2222", &flags, &err), EG_ERR_CSP_REMOTE);
    assert_non_null(strstr(err.msg, "seat 1's move is on its way"));
    assert_int_equal(eg_midend_move(me, 2, "N:1111", &flags, &err), EG_ERR_CSP_REMOTE);
    assert_non_null(strstr(err.msg, "seat 3 is not held here"));
    assert_int_equal(eg_midend_move(me, 1, "two words", &flags, &err), EG_ERR_CSP_REMOTE);
    assert_int_equal(nsent, 1);
    /* The server's refusal clears the wait and is kept in its words. */
    feed_ok(me, "ERR illegal S:1111: not a goal", NULL);
    char code[EG_CSP_WORD_MAX];
    assert_int_equal(eg_midend_remote_refusal(me, &err, code), EG_ERR_CSP_REMOTE);
    assert_string_equal(code, "illegal");
    assert_string_equal(err.msg, "S:1111: not a goal");
    assert_int_equal(eg_midend_waiting(me), 0u);
    /* Undo: sent; redo: none; autosave: the server's. */
    assert_int_equal(eg_midend_undo(me, 1, &err), 0);
    assert_string_equal(sent[1], "UNDO 2");
    assert_int_equal(eg_midend_waiting(me), 2u); /* no move of seat 2 till UNDONE or ERR */
    assert_false(eg_midend_can_redo(me));
    assert_int_equal(eg_midend_redo(me, &err), EG_ERR_CSP_REMOTE);
    eg_midend_set_autosave(me, "/nonexistent/x.rec");
    assert_int_equal(eg_midend_autosave_status(me, &err), 0);
    /* Curtains only between the seats this client holds. */
    assert_int_equal(eg_midend_curtain_for(me, 1), 0);
    assert_int_equal(eg_midend_curtain_for(me, 0), EG_NO_PLAYER);
    assert_true(eg_midend_is_human(me, 0));
    assert_false(eg_midend_is_human(me, 2));
    assert_int_equal(eg_midend_seat_state(me, 3), EG_SEAT_COMPUTER);
    assert_int_equal(eg_midend_seat_state(me, 0), EG_SEAT_HOTSEAT);
    assert_string_equal(eg_midend_record(me)->players[0].name, "Ann");
    /* Another seat's view: the held one's, redacted for it: no secret. */
    const eg_game *g = eg_midend_game(me);
    char *v = buf(g->state_size), *w = buf(g->state_size);
    eg_midend_view(me, 2, v);
    g->redact(v, 0, w);
    g->redact(v, 2, w);
    assert_memory_equal(v, w, g->state_size);
    free(v);
    free(w);
    eg_midend_free(me);
    unload(&t);

    t = load("cityscape-Bob.csp");
    me = at_first_turn(&t);
    assert_int_equal(eg_midend_curtain_for(me, EG_NO_PLAYER), EG_NO_PLAYER); /* one seat here */
    eg_midend_free(me);
    unload(&t);
}

/* A rematch: refused before the end; at the end another seat's offer
 * (REMATCH) is kept, REMATCH is sent and every held seat waits, and the new
 * table's TABLE line makes the mid end follow that table. */
static void test_rematch_offered_and_followed(void **s)
{
    (void)s;
    transcript t = load("cityscape-Ann.csp");
    eg_midend *me = at_first_turn(&t);
    eg_error err = {0};
    assert_int_equal(eg_midend_remote_rematch(me, &err), EG_ERR_CSP_REMOTE);
    assert_non_null(strstr(err.msg, "the game at table KVMHRS is not over"));
    assert_int_equal(nsent, 0);
    eg_midend_free(me);
    me = prefix(&t, t.n);
    assert_true(eg_midend_is_over(me));
    int by = -1;
    assert_string_equal(eg_midend_rematch(me, &by), "");
    unsigned changed = 0;
    feed_ok(me, "REMATCH P4TQ2X 2", &changed);
    assert_int_equal(changed, EG_FED_REMATCH);
    assert_string_equal(eg_midend_rematch(me, &by), "P4TQ2X");
    assert_int_equal(by, 1);
    assert_int_equal(eg_midend_remote_rematch(me, &err), 0);
    assert_string_equal(sent[0], "REMATCH");
    assert_int_equal(eg_midend_waiting(me), eg_midend_held(me));
    feed_ok(me, "TABLE P4TQ2X cityscape 4 players=4 rounds=4 first=1 seats=SWNE", &changed);
    assert_string_equal(eg_midend_table_code(me), "P4TQ2X");
    assert_string_equal(eg_midend_rematch(me, NULL), "");
    assert_int_equal(eg_midend_moves(me), 0);
    assert_int_equal(eg_midend_waiting(me), 0u);
    assert_int_not_equal(eg_midend_feed(me, "REMATCH P4TQ2X 5", &changed, &err), 0); /* of 4 */
    assert_non_null(strstr(err.msg, "seat '5'"));
    eg_midend_free(me);
    unload(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_line_parses),
        cmocka_unit_test(test_names_as_words),
        cmocka_unit_test(test_malformed_lines_name_the_column),
        cmocka_unit_test(test_follows_a_hot_seat_client),
        cmocka_unit_test(test_follows_a_client_that_came_back),
        cmocka_unit_test(test_follows_hidden_choices),
        cmocka_unit_test(test_follows_an_undo),
        cmocka_unit_test(test_out_of_order_lines_are_refused_by_line),
        cmocka_unit_test(test_mangled_lines_never_crash),
        cmocka_unit_test(test_moves_are_sent_not_made),
        cmocka_unit_test(test_rematch_offered_and_followed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
