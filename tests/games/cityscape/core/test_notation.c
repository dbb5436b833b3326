/* SPDX-License-Identifier: MIT */
/* test_notation.c - the notation contract (shared/spec/notation.md): lots,
 * moves, goals and CPN, and the refusal of malformed text with its error
 * code and 1-based column. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "cs_test.h"

#define EMPTY_BOARD "-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-"
#define SPEC_EXAMPLE "-,-,-,5/-,-,-,-/2,-,-,-/13,-,-,- S:3562"

/* ---- Helpers. */

/* Parse `text` and format it again: the result must be the same text. */
static void assert_cpn_round_trip(const char *text)
{
    cs_position pos = T_cpn(text);
    char out[CS_CPN_MAX];
    int n = cs_cpn_format(&pos, out, sizeof out);
    assert_int_equal(n, (int)strlen(text));
    assert_string_equal(out, text);
}

/* `text` is refused with `code`, at 1-based `column`, with a message, and
 * the position passed in is left alone. */
static void assert_cpn_refused_len(const char *text, size_t len, cs_errcode code,
                                   int column)
{
    cs_position pos, before;
    memset(&pos, 0xab, sizeof pos);
    before = pos;
    cs_error err;
    memset(&err, 0, sizeof err);
    cs_errcode rc = cs_cpn_parse(text, len, &pos, &err);
    if (rc != code || err.column != column)
        print_error("\"%s\": want %s at column %d, got %s at column %d (%s)\n", text,
                    cs_errcode_name(code), column, cs_errcode_name(rc), err.column,
                    err.msg);
    assert_int_equal(rc, code);
    assert_int_equal(err.code, code);
    assert_int_equal(err.column, column);
    assert_true(strlen(err.msg) > 0);
    assert_memory_equal(&pos, &before, sizeof pos);
    /* and a caller that does not want the details gets the same answer */
    assert_int_equal(cs_cpn_parse(text, len, &pos, NULL), code);
}

static void assert_cpn_refused(const char *text, cs_errcode code, int column)
{
    assert_cpn_refused_len(text, strlen(text), code, column);
}

static void assert_move_refused(const char *text, cs_errcode code, int column)
{
    cs_move m = {9, 99};
    cs_error err;
    memset(&err, 0, sizeof err);
    cs_errcode rc = cs_move_parse(text, strlen(text), &m, &err);
    if (rc != code || err.column != column)
        print_error("move \"%s\": want %s at column %d, got %s at column %d (%s)\n", text,
                    cs_errcode_name(code), column, cs_errcode_name(rc), err.column,
                    err.msg);
    assert_int_equal(rc, code);
    assert_int_equal(err.column, column);
    assert_true(strlen(err.msg) > 0);
    assert_int_equal(m.height, 9);
    assert_int_equal(m.lot, 99);
}

static void assert_lot_refused(const char *text, cs_errcode code)
{
    int lot = -7;
    cs_error err;
    memset(&err, 0, sizeof err);
    assert_int_equal(cs_lot_parse(text, strlen(text), &lot, &err), code);
    assert_int_equal(err.code, code);
    assert_true(err.column >= 1);
    assert_true(strlen(err.msg) > 0);
    assert_int_equal(lot, -7);
}

/* ---- Lots. */

/* "A lot is a1 ... d4": files a-d west to east, ranks 1-4 south to north. */
static void test_lots_a1_to_d4_parse_and_format(void **state)
{
    (void)state;
    for (int rank = 0; rank < CS_RANKS; rank++) {
        for (int file = 0; file < CS_FILES; file++) {
            char name[3] = {(char)('a' + file), (char)('1' + rank), '\0'};
            int lot = -1;
            cs_error err;
            assert_int_equal(cs_lot_parse(name, 2, &lot, &err), CS_OK);
            assert_int_equal(lot, file + 4 * rank);
            char out[3];
            assert_int_equal(cs_lot_format(lot, out, sizeof out), 2);
            assert_string_equal(out, name);
        }
    }
}

/* "a1 is the south-west corner" - file a is the west edge, rank 1 the
 * south edge. */
static void test_lot_a1_is_south_west(void **state)
{
    (void)state;
    int lot = -1;
    assert_int_equal(cs_lot_parse("a1", 2, &lot, NULL), CS_OK);
    assert_int_equal(cs_lot_file(lot), 0); /* west */
    assert_int_equal(cs_lot_rank(lot), 0); /* south */
    assert_int_equal(cs_lot_parse("d4", 2, &lot, NULL), CS_OK);
    assert_int_equal(cs_lot_file(lot), 3); /* east */
    assert_int_equal(cs_lot_rank(lot), 3); /* north */
    assert_int_equal(cs_lot_parse("d1", 2, &lot, NULL), CS_OK);
    assert_int_equal(lot, 3);
    assert_int_equal(cs_lot_parse("a4", 2, &lot, NULL), CS_OK);
    assert_int_equal(lot, 12);
}

static void test_lot_outside_a1_d4_is_refused(void **state)
{
    (void)state;
    assert_lot_refused("e1", CS_ERR_NO_SUCH_LOT);
    assert_lot_refused("a5", CS_ERR_NO_SUCH_LOT);
    assert_lot_refused("a0", CS_ERR_NO_SUCH_LOT);
    assert_lot_refused("A1", CS_ERR_NO_SUCH_LOT);
    assert_lot_refused("a12", CS_ERR_NO_SUCH_LOT);
    assert_lot_refused("a", CS_ERR_NO_SUCH_LOT);
    assert_lot_refused("", CS_ERR_SYNTAX);
    char out[8];
    assert_int_equal(cs_lot_format(16, out, sizeof out), -1);
    assert_int_equal(cs_lot_format(-1, out, sizeof out), -1);
    assert_int_equal(cs_lot_format(0, out, 2), -1);
}

/* ---- Moves. */

/* "3b4 places a height-3 block on b4" */
static void test_move_3b4_is_height_3_on_b4(void **state)
{
    (void)state;
    cs_move m = {0, 0};
    cs_error err;
    assert_int_equal(cs_move_parse("3b4", 3, &m, &err), CS_OK);
    assert_int_equal(m.height, 3);
    assert_int_equal(m.lot, T_lot("b4"));
    char out[4];
    assert_int_equal(cs_move_format(m, out, sizeof out), 3);
    assert_string_equal(out, "3b4");
}

static void test_every_move_round_trips(void **state)
{
    (void)state;
    for (int h = 1; h <= CS_HEIGHTS; h++) {
        for (int lot = 0; lot < CS_LOTS; lot++) {
            cs_move m = {(uint8_t)h, (uint8_t)lot}, back = {0, 0};
            char out[8];
            assert_int_equal(cs_move_format(m, out, sizeof out), 3);
            assert_int_equal(cs_move_parse(out, 3, &back, NULL), CS_OK);
            assert_int_equal(back.height, h);
            assert_int_equal(back.lot, lot);
        }
    }
    char small[3];
    assert_int_equal(cs_move_format(T_move(3, "b4"), small, sizeof small), -1);
    cs_move bad = {6, 0};
    char out[8];
    assert_int_equal(cs_move_format(bad, out, sizeof out), -1);
}

static void test_malformed_move_is_refused(void **state)
{
    (void)state;
    assert_move_refused("6b4", CS_ERR_BAD_HEIGHT, 1);
    assert_move_refused("0b4", CS_ERR_BAD_HEIGHT, 1);
    assert_move_refused("3e4", CS_ERR_NO_SUCH_LOT, 2);
    assert_move_refused("3b5", CS_ERR_NO_SUCH_LOT, 3);
    assert_move_refused("", CS_ERR_SYNTAX, 1);
    assert_move_refused("b4", CS_ERR_SYNTAX, 1);
    assert_move_refused("3b", CS_ERR_SYNTAX, 2);
    /* parsers stop at len: "3b4" cut to 2 characters is not a move */
    cs_move m;
    assert_int_equal(cs_move_parse("3b4", 2, &m, NULL), CS_ERR_SYNTAX);
}

/* ---- Goals. */

/* "SEAT is S, W, N or E; DDDD are the 4 codes (digits 1-6) of that seat's
 * lines 1-4" */
static void test_goals_s_3562_parse_and_format(void **state)
{
    (void)state;
    int seat = -1;
    uint8_t codes[CS_LINES] = {0};
    assert_int_equal(cs_goals_parse("S:3562", 6, &seat, codes, NULL), CS_OK);
    assert_int_equal(seat, CS_S);
    assert_int_equal(codes[0], 3);
    assert_int_equal(codes[1], 5);
    assert_int_equal(codes[2], 6);
    assert_int_equal(codes[3], 2);
    char out[8];
    assert_int_equal(cs_goals_format(CS_S, codes, out, sizeof out), 6);
    assert_string_equal(out, "S:3562");
    assert_int_equal(cs_goals_parse("E:1146", 6, &seat, codes, NULL), CS_OK);
    assert_int_equal(seat, CS_E);
    const uint8_t bad[CS_LINES] = {1, 2, 7, 1};
    assert_int_equal(cs_goals_format(CS_W, bad, out, sizeof out), -1);
}

/* ---- CPN. */

/* "-,-,-,5/-,-,-,-/2,-,-,-/13,-,-,- S:3562 - a 1 and a 3 stacked on a1
 * (height 4), a 2 on a2, a 5 on d4; seat S wants 3 buildings visible in file
 * a, a pair in file b, the tallest in file c and 2 visible in file d." */
static void test_cpn_spec_example(void **state)
{
    (void)state;
    cs_position pos = T_cpn(SPEC_EXAMPLE);
    const cs_board *b = &pos.board;
    uint8_t stack[CS_BLOCKS];
    assert_int_equal(cs_board_stack(b, T_lot("a1"), stack), 2);
    assert_int_equal(stack[0], 1); /* bottom */
    assert_int_equal(stack[1], 3); /* top */
    assert_int_equal(b->height[T_lot("a1")], 4);
    assert_int_equal(cs_board_stack(b, T_lot("a2"), stack), 1);
    assert_int_equal(b->height[T_lot("a2")], 2);
    assert_int_equal(cs_board_stack(b, T_lot("d4"), stack), 1);
    assert_int_equal(b->height[T_lot("d4")], 5);
    for (int lot = 0; lot < CS_LOTS; lot++)
        if (lot != T_lot("a1") && lot != T_lot("a2") && lot != T_lot("d4"))
            assert_int_equal(b->height[lot], 0);
    assert_int_equal(b->nplaced, 4);
    assert_int_equal(b->supply[1], 4);
    assert_int_equal(b->supply[2], 4);
    assert_int_equal(b->supply[3], 4);
    assert_int_equal(b->supply[4], 5);
    assert_int_equal(b->supply[5], 4);
    assert_int_equal(pos.has_goals, 1u << CS_S);
    assert_int_equal(pos.goals[CS_S][0], 3);
    assert_int_equal(pos.goals[CS_S][1], 5);
    assert_int_equal(pos.goals[CS_S][2], 6);
    assert_int_equal(pos.goals[CS_S][3], 2);
    for (int seat = CS_W; seat <= CS_E; seat++)
        for (int i = 0; i < CS_LINES; i++)
            assert_int_equal(pos.goals[seat][i], 0);
    assert_cpn_round_trip(SPEC_EXAMPLE);
}

/* "The empty board is -,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-." */
static void test_cpn_empty_board(void **state)
{
    (void)state;
    cs_position pos = T_cpn(EMPTY_BOARD);
    cs_board empty;
    cs_board_init(&empty);
    assert_memory_equal(&pos.board, &empty, sizeof empty);
    assert_int_equal(pos.has_goals, 0);
    assert_cpn_round_trip(EMPTY_BOARD);
    char out[CS_CPN_MAX];
    assert_int_equal(cs_board_format(&empty, out, sizeof out), 31);
    assert_string_equal(out, EMPTY_BOARD);
}

/* "BOARD is 4 ranks separated by /, rank 4 (north) first and rank 1 (south)
 * last. Each rank is 4 lots separated by ,, file a first. Each lot is the
 * heights of its blocks from the bottom up (52 = a 5 with a 2 on top,
 * height 7)" */
static void test_cpn_ranks_north_first_files_west_first_stacks_bottom_up(void **state)
{
    (void)state;
    cs_position pos = T_cpn("52,-,-,1/-,-,-,-/-,-,-,-/3,-,-,4");
    uint8_t stack[CS_BLOCKS];
    assert_int_equal(cs_board_stack(&pos.board, T_lot("a4"), stack), 2);
    assert_int_equal(stack[0], 5);
    assert_int_equal(stack[1], 2);
    assert_int_equal(pos.board.height[T_lot("a4")], 7);
    assert_int_equal(pos.board.height[T_lot("d4")], 1);
    assert_int_equal(pos.board.height[T_lot("a1")], 3);
    assert_int_equal(pos.board.height[T_lot("d1")], 4);
    /* formatting a board built by moves gives the same text */
    cs_board b;
    cs_board_init(&b);
    T_place(&b, 4, "d1");
    T_place(&b, 5, "a4");
    T_place(&b, 3, "a1");
    T_place(&b, 2, "a4");
    T_place(&b, 1, "d4");
    char out[CS_CPN_MAX];
    assert_true(cs_board_format(&b, out, sizeof out) > 0);
    assert_string_equal(out, "52,-,-,1/-,-,-,-/-,-,-,-/3,-,-,4");
    assert_true(cs_board_equal(&b, &pos.board));
}

/* "One line of ASCII: a board, then zero or more goal sets, separated by
 * single spaces." */
static void test_cpn_all_four_goal_sets_round_trip(void **state)
{
    (void)state;
    const char *text = EMPTY_BOARD " S:3562 W:1111 N:6543 E:2525";
    cs_position pos = T_cpn(text);
    assert_int_equal(pos.has_goals, 0xf);
    assert_int_equal(pos.goals[CS_W][0], 1);
    assert_int_equal(pos.goals[CS_N][0], 6);
    assert_int_equal(pos.goals[CS_N][3], 3);
    assert_int_equal(pos.goals[CS_E][1], 5);
    assert_cpn_round_trip(text);
    assert_cpn_round_trip(EMPTY_BOARD " N:1234");
    /* goal sets may come in any order; formatting lists them S W N E */
    pos = T_cpn(EMPTY_BOARD " E:1111 S:2222");
    char out[CS_CPN_MAX];
    cs_cpn_format(&pos, out, sizeof out);
    assert_string_equal(out, EMPTY_BOARD " S:2222 E:1111");
}

/* All 25 blocks, tall stacks: still one line that parses back. */
static void test_cpn_full_city_round_trip(void **state)
{
    (void)state;
    assert_cpn_round_trip("1,2,3112233455,4/2,3,4,5/3,4,5,1/4,5,1,2 S:1132 W:3461");
    assert_cpn_round_trip("5555544444333332222211111,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-");
    char out[16];
    cs_position pos = T_cpn(SPEC_EXAMPLE);
    assert_int_equal(cs_cpn_format(&pos, out, sizeof out), -1);
}

/* Parsers read only `len` characters: the text need not end in NUL. */
static void test_cpn_parse_reads_only_len_characters(void **state)
{
    (void)state;
    const char *text = SPEC_EXAMPLE "garbage";
    cs_position pos;
    assert_int_equal(cs_cpn_parse(text, strlen(SPEC_EXAMPLE), &pos, NULL), CS_OK);
    assert_int_equal(pos.has_goals, 1u << CS_S);
    /* cut inside the goals: "S:35" has two codes, column 38 is past the end */
    assert_cpn_refused_len(SPEC_EXAMPLE, strlen(SPEC_EXAMPLE) - 2, CS_ERR_SYNTAX, 38);
}

/* ---- Malformed CPN: refused with the error code and 1-based column. */

static void test_cpn_refuses_wrong_rank_count(void **state)
{
    (void)state;
    /* three ranks: the fourth is missing where the text ends */
    assert_cpn_refused("-,-,-,-/-,-,-,-/-,-,-,-", CS_ERR_SYNTAX, 24);
    /* five ranks: the extra '/' after the fourth rank */
    assert_cpn_refused(EMPTY_BOARD "/-,-,-,-", CS_ERR_SYNTAX, 32);
    assert_cpn_refused("-,-,-,-", CS_ERR_SYNTAX, 8);
}

static void test_cpn_refuses_five_lots_in_a_rank(void **state)
{
    (void)state;
    assert_cpn_refused("-,-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-", CS_ERR_SYNTAX, 8);
    assert_cpn_refused("-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-,-", CS_ERR_SYNTAX, 32);
    /* and three lots */
    assert_cpn_refused("-,-,-/-,-,-,-/-,-,-,-/-,-,-,-", CS_ERR_SYNTAX, 6);
}

static void test_cpn_refuses_height_0_or_6(void **state)
{
    (void)state;
    assert_cpn_refused("-,-,0,-/-,-,-,-/-,-,-,-/-,-,-,-", CS_ERR_BAD_HEIGHT, 5);
    assert_cpn_refused("-,-,-,-/-,6,-,-/-,-,-,-/-,-,-,-", CS_ERR_BAD_HEIGHT, 11);
    assert_cpn_refused("-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,29", CS_ERR_BAD_HEIGHT, 32);
}

/* "it never holds more than 5 blocks of one height" */
static void test_cpn_refuses_sixth_block_of_a_height(void **state)
{
    (void)state;
    assert_cpn_refused("111,111,-,-/-,-,-,-/-,-,-,-/-,-,-,-", CS_ERR_TOO_MANY_BLOCKS, 7);
    assert_cpn_refused("55,-,-,-/-,-,-,-/-,-,-,-/5,5,55,-", CS_ERR_TOO_MANY_BLOCKS, 31);
    assert_cpn_refused("444444,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-", CS_ERR_TOO_MANY_BLOCKS, 6);
}

/* "Each lot is the heights of its blocks ... or - for an empty lot": a lot
 * with no text at all is neither. */
static void test_cpn_refuses_empty_lot_text(void **state)
{
    (void)state;
    assert_cpn_refused("-,,-,-/-,-,-,-/-,-,-,-/-,-,-,-", CS_ERR_SYNTAX, 3);
    assert_cpn_refused("-,-,-,-//-,-,-,-/-,-,-,-", CS_ERR_SYNTAX, 9);
    assert_cpn_refused("-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,", CS_ERR_SYNTAX, 31);
    /* '-' is a whole lot: no digits after it */
    assert_cpn_refused("-3,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-", CS_ERR_SYNTAX, 2);
}

/* "SEAT is S, W, N or E" */
static void test_cpn_refuses_bad_seat_letter(void **state)
{
    (void)state;
    assert_cpn_refused(EMPTY_BOARD " X:3562", CS_ERR_BAD_SEAT, 33);
    assert_cpn_refused(EMPTY_BOARD " S:3562 Q:1111", CS_ERR_BAD_SEAT, 40);
}

static void test_cpn_refuses_lowercase_seat(void **state)
{
    (void)state;
    assert_cpn_refused(EMPTY_BOARD " s:3562", CS_ERR_BAD_SEAT, 33);
    assert_cpn_refused(EMPTY_BOARD " e:3562", CS_ERR_BAD_SEAT, 33);
}

/* "DDDD are the 4 codes" */
static void test_cpn_refuses_three_or_five_codes(void **state)
{
    (void)state;
    /* three codes: the fourth is missing at the end of the text */
    assert_cpn_refused(EMPTY_BOARD " S:356", CS_ERR_SYNTAX, 38);
    /* three codes, then another goal set: the fourth is missing before it */
    assert_cpn_refused(EMPTY_BOARD " S:356 W:1111", CS_ERR_SYNTAX, 38);
    /* five codes: the fifth */
    assert_cpn_refused(EMPTY_BOARD " S:35621", CS_ERR_SYNTAX, 39);
    /* no colon */
    assert_cpn_refused(EMPTY_BOARD " S3562", CS_ERR_SYNTAX, 34);
}

/* "(digits 1-6)" */
static void test_cpn_refuses_code_0_or_7(void **state)
{
    (void)state;
    assert_cpn_refused(EMPTY_BOARD " S:3062", CS_ERR_BAD_CODE, 36);
    assert_cpn_refused(EMPTY_BOARD " S:3567", CS_ERR_BAD_CODE, 38);
    assert_cpn_refused(EMPTY_BOARD " S:7562", CS_ERR_BAD_CODE, 35);
}

static void test_cpn_refuses_duplicate_seat(void **state)
{
    (void)state;
    assert_cpn_refused(EMPTY_BOARD " S:3562 S:1111", CS_ERR_DUPLICATE_SEAT, 40);
    assert_cpn_refused(EMPTY_BOARD " W:3562 E:1111 W:3562", CS_ERR_DUPLICATE_SEAT, 47);
}

/* "separated by single spaces" */
static void test_cpn_refuses_double_space(void **state)
{
    (void)state;
    /* the second space is the one that is wrong */
    assert_cpn_refused(EMPTY_BOARD "  S:3562", CS_ERR_SYNTAX, 33);
    assert_cpn_refused(EMPTY_BOARD " S:3562  W:1111", CS_ERR_SYNTAX, 40);
}

/* A space separates fields; one at the end separates nothing. The error
 * points at that space. */
static void test_cpn_refuses_trailing_space(void **state)
{
    (void)state;
    assert_cpn_refused(EMPTY_BOARD " ", CS_ERR_SYNTAX, 32);
    assert_cpn_refused(EMPTY_BOARD " S:3562 ", CS_ERR_SYNTAX, 39);
}

static void test_cpn_refuses_leading_space(void **state)
{
    (void)state;
    assert_cpn_refused(" " EMPTY_BOARD, CS_ERR_SYNTAX, 1);
}

static void test_cpn_refuses_garbage(void **state)
{
    (void)state;
    assert_cpn_refused("hello", CS_ERR_SYNTAX, 1);
    assert_cpn_refused("S:3562", CS_ERR_SYNTAX, 1);
    assert_cpn_refused("", CS_ERR_SYNTAX, 1);
    assert_cpn_refused("-,-,-,-/-,-,-,-/-,-,x,-/-,-,-,-", CS_ERR_SYNTAX, 21);
    assert_cpn_refused("-;-,-,-/-,-,-,-/-,-,-,-/-,-,-,-", CS_ERR_SYNTAX, 2);
    assert_cpn_refused(EMPTY_BOARD "x", CS_ERR_SYNTAX, 32);
    assert_cpn_refused(EMPTY_BOARD "\tS:3562", CS_ERR_SYNTAX, 32);
}

/* "One line of ASCII" */
static void test_cpn_refuses_non_ascii_bytes(void **state)
{
    (void)state;
    /* U+00E9 in a lot */
    assert_cpn_refused("-,-,-,-/-,\xc3\xa9,-,-/-,-,-,-/-,-,-,-", CS_ERR_SYNTAX, 11);
    /* U+2014 after the board */
    assert_cpn_refused(EMPTY_BOARD "\xe2\x80\x94", CS_ERR_SYNTAX, 32);
    /* in place of a code, and of a seat */
    assert_cpn_refused(EMPTY_BOARD " S:35\xc3\xa9", CS_ERR_SYNTAX, 37);
    assert_cpn_refused(EMPTY_BOARD " \xc3\x89:3562", CS_ERR_BAD_SEAT, 33);
    /* a NUL byte inside the given length is not text either */
    assert_cpn_refused_len("-,-,-,-/-,-\0-,-/-,-,-,-/-,-,-,-", 31, CS_ERR_SYNTAX, 12);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lots_a1_to_d4_parse_and_format),
        cmocka_unit_test(test_lot_a1_is_south_west),
        cmocka_unit_test(test_lot_outside_a1_d4_is_refused),
        cmocka_unit_test(test_move_3b4_is_height_3_on_b4),
        cmocka_unit_test(test_every_move_round_trips),
        cmocka_unit_test(test_malformed_move_is_refused),
        cmocka_unit_test(test_goals_s_3562_parse_and_format),
        cmocka_unit_test(test_cpn_spec_example),
        cmocka_unit_test(test_cpn_empty_board),
        cmocka_unit_test(test_cpn_ranks_north_first_files_west_first_stacks_bottom_up),
        cmocka_unit_test(test_cpn_all_four_goal_sets_round_trip),
        cmocka_unit_test(test_cpn_full_city_round_trip),
        cmocka_unit_test(test_cpn_parse_reads_only_len_characters),
        cmocka_unit_test(test_cpn_refuses_wrong_rank_count),
        cmocka_unit_test(test_cpn_refuses_five_lots_in_a_rank),
        cmocka_unit_test(test_cpn_refuses_height_0_or_6),
        cmocka_unit_test(test_cpn_refuses_sixth_block_of_a_height),
        cmocka_unit_test(test_cpn_refuses_empty_lot_text),
        cmocka_unit_test(test_cpn_refuses_bad_seat_letter),
        cmocka_unit_test(test_cpn_refuses_lowercase_seat),
        cmocka_unit_test(test_cpn_refuses_three_or_five_codes),
        cmocka_unit_test(test_cpn_refuses_code_0_or_7),
        cmocka_unit_test(test_cpn_refuses_duplicate_seat),
        cmocka_unit_test(test_cpn_refuses_double_space),
        cmocka_unit_test(test_cpn_refuses_trailing_space),
        cmocka_unit_test(test_cpn_refuses_leading_space),
        cmocka_unit_test(test_cpn_refuses_garbage),
        cmocka_unit_test(test_cpn_refuses_non_ascii_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
