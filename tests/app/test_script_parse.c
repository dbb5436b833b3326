/* SPDX-License-Identifier: MIT */
/* test_script_parse.c - script lines read without SDL (src/app/script_parse.c):
 * the commands and arguments script.c runs, and every malformed number named
 * instead of read as 0 (the old atoi/atof reading let "expect-moves abc"
 * expect 0 moves and "wait soon" wait no time). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "eg_script.h"

static void reads_commands_as_script_c_ran_them(void **state)
{
    (void)state;
    eg_script_cmd c;
    char err[200];
    assert_true(eg_script_parse_line("!wait 0.4", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_WAIT);
    assert_true(c.urgent);
    assert_true(c.x[0] > 0.39f && c.x[0] < 0.41f);
    assert_true(eg_script_parse_line("click  New game\r", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_CLICK);
    assert_false(c.urgent);
    assert_string_equal(c.args, "New game");
    assert_true(eg_script_parse_line("drag-item 3301 12 -2", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_DRAG_ITEM);
    assert_int_equal(c.n[0], 3301);
    assert_int_equal(c.n[1], 12);
    assert_int_equal(c.n[2], -2);
    assert_true(eg_script_parse_line("lift-item 5 7", &c, err, sizeof err));
    assert_int_equal(c.n[2], 0);
    assert_true(eg_script_parse_line("size 960 540", &c, err, sizeof err));
    assert_int_equal(c.n[0], 960);
    assert_int_equal(c.n[1], 540);
    assert_true(eg_script_parse_line("  # a comment", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_NONE);
    assert_true(eg_script_parse_line("", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_NONE);
    assert_true(eg_script_parse_line("expect-text \"Round 2\"", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_EXPECT_TEXT);
    assert_string_equal(c.args, "\"Round 2\"");
    assert_true(eg_script_parse_line("play-to-end 40", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_PLAY_TO_END);
    assert_int_equal(c.n[0], 40);
    assert_true(eg_script_parse_line("play-to-end", &c, err, sizeof err));
    assert_int_equal(c.n[0], 0);
    assert_true(eg_script_parse_line("key-to 103", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_KEY_TO);
    assert_int_equal(c.n[0], 103);
    assert_true(eg_script_parse_line("expect-span 45 0 15", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_EXPECT_SPAN);
    assert_int_equal(c.n[0], 45);
    assert_int_equal(c.n[1], 0);
    assert_int_equal(c.n[2], 15);
    assert_true(eg_script_parse_line("press 12.5 300", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_PRESS);
    assert_true(c.x[0] == 12.5f && c.x[1] == 300.0f);
    assert_true(eg_script_parse_line("move-to 640 360", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_MOVE_TO);
    assert_false(eg_script_parse_line("move-to 640", &c, err, sizeof err));
    assert_string_equal(err, "move-to X Y, not '640'");
    assert_true(eg_script_parse_line("hover-item 5", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_HOVER_ITEM);
    assert_int_equal(c.n[0], 5);
    assert_true(eg_script_parse_line("wheel -3", &c, err, sizeof err));
    assert_int_equal(c.op, EG_SCMD_WHEEL);
    assert_int_equal(c.n[0], -3);
    assert_string_equal(eg_script_op_name(EG_SCMD_EXPECT_MOVES), "expect-moves");
}

static void names_bad_lines(void **state)
{
    (void)state;
    static const struct {
        const char *line, *want;
    } bad[] = {
        {"frobnicate 3", "unknown command 'frobnicate'"},
        {"expect-moves abc", "expect-moves N, not 'abc'"},
        {"expect-moves 3 4", "expect-moves N, not '3 4'"},
        {"wait soon", "wait SECONDS (0 to 3600), not 'soon'"},
        {"wait -1", "wait SECONDS (0 to 3600), not '-1'"},
        {"wait nan", "wait SECONDS (0 to 3600), not 'nan'"},
        {"clickat 3", "clickat X Y, not '3'"},
        {"size 10 10", "size W H (64 to 8192 pixels each), not '10 10'"},
        {"drag-item 1 2 40", "drag-item FROM TO [TURNS]"},
        {"click-item 12x", "click-item ID (an item id of the game's scene), not '12x'"},
        {"key-to", "key-to ID (an item id of the game's scene), not ''"},
        {"key-to 3 4", "key-to ID (an item id of the game's scene), not '3 4'"},
        {"play-to-end many", "play-to-end [N]"},
        {"expect-span 0 0 15", "expect-span PCT FROM TO (1 to 100 percent; item ids FROM to TO, "
                               "FROM not above TO), not '0 0 15'"},
        {"expect-span 50 15 0", "expect-span PCT FROM TO"},
        {"expect-span 50 0", "expect-span PCT FROM TO"},
        {"wheel 41", "wheel N (mouse wheel notches, -40 to 40; negative: toward the player), "
                     "not '41'"},
        {"wheel down", "wheel N"},
        {"wheel", "wheel N"},
        {"hover-item b2", "hover-item ID (an item id of the game's scene), not 'b2'"},
        {"goals 1 2 3 4", "unknown command 'goals'"},
        {"expect-moves 99999999999999999999", "expect-moves N, not '99999999999999999999'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        eg_script_cmd c;
        char err[200] = "";
        assert_false(eg_script_parse_line(bad[i].line, &c, err, sizeof err));
        if (strstr(err, bad[i].want) == NULL)
            fail_msg("'%s': got '%s', want '%s'", bad[i].line, err, bad[i].want);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_commands_as_script_c_ran_them),
        cmocka_unit_test(names_bad_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
