/* SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
/* test_settings.c - the settings file: round trip, and a broken file never
 * stops the game (defaults with a warning naming the line). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "settings.h"

/* Field by field: the struct has padding. */
static void assert_settings_equal(const cs_settings *a, const cs_settings *b)
{
    assert_int_equal(a->fullscreen, b->fullscreen);
    assert_int_equal(a->vsync, b->vsync);
    assert_int_equal(a->volume, b->volume);
    assert_int_equal(a->mute, b->mute);
    assert_float_equal(a->anim_speed, b->anim_speed, 1e-6);
    assert_int_equal(a->tint, b->tint);
    assert_int_equal(a->numbers, b->numbers);
    assert_int_equal(a->practice_aid, b->practice_aid);
    assert_float_equal(a->ui_scale, b->ui_scale, 1e-6);
}

static void test_format_then_parse_round_trips(void **state)
{
    (void)state;
    cs_settings s = cs_settings_default();
    s.fullscreen = true;
    s.volume = 35;
    s.anim_speed = 2.0f;
    s.tint = false;
    s.ui_scale = 1.5f;
    char text[1024], warn[256];
    assert_true(cs_settings_format(&s, text, sizeof text) > 0);
    cs_settings back;
    assert_int_equal(cs_settings_parse(text, strlen(text), &back, warn, sizeof warn), 0);
    assert_settings_equal(&s, &back);
}

static void test_bad_lines_keep_defaults_and_say_where(void **state)
{
    (void)state;
    const char *text = "# mine\nvolume = 250\nfullscreen = maybe\nwobble = 3\nmute = true\n"
                       "animation_speed\n";
    cs_settings s;
    char warn[512];
    assert_int_equal(cs_settings_parse(text, strlen(text), &s, warn, sizeof warn), 4);
    cs_settings d = cs_settings_default();
    assert_int_equal(s.volume, d.volume);
    assert_int_equal(s.fullscreen, d.fullscreen);
    assert_true(s.mute); /* the good line still counts */
    assert_non_null(strstr(warn, "line 2: volume must be"));
    assert_non_null(strstr(warn, "line 3: expected true or false"));
    assert_non_null(strstr(warn, "line 4: unknown setting"));
    assert_non_null(strstr(warn, "line 6: expected 'key = value'"));
}

static void test_nan_and_infinity_are_refused(void **state)
{
    (void)state;
    const char *text = "volume = nan\nanimation_speed = inf\nui_scale = -nan\n";
    cs_settings s;
    char warn[512];
    assert_int_equal(cs_settings_parse(text, strlen(text), &s, warn, sizeof warn), 3);
    cs_settings d = cs_settings_default();
    assert_settings_equal(&s, &d);
}

static void test_binary_junk_is_survived(void **state)
{
    (void)state;
    char junk[600];
    for (size_t i = 0; i < sizeof junk; i++)
        junk[i] = (char)(i * 37 + 11);
    cs_settings s;
    char warn[256];
    assert_true(cs_settings_parse(junk, sizeof junk, &s, warn, sizeof warn) > 0);
    assert_true(s.volume >= 0 && s.volume <= 100);
}

static void test_half_written_file_loads_what_it_can(void **state)
{
    (void)state;
    char path[] = "/tmp/cs-settings-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("vsync = false\nvolu", f); /* cut off mid-line */
    fclose(f);
    cs_settings s;
    char warn[512];
    assert_int_equal(cs_settings_load(path, &s, warn, sizeof warn), 1);
    assert_false(s.vsync);
    assert_non_null(strstr(warn, "line 2"));
    assert_true(cs_settings_save(path, &s));
    assert_int_equal(cs_settings_load(path, &s, warn, sizeof warn), 0);
    remove(path);
}

static void test_missing_file_is_defaults_without_warning(void **state)
{
    (void)state;
    cs_settings s;
    char warn[128];
    assert_int_equal(cs_settings_load("/nonexistent/cityscape/settings.txt", &s, warn, sizeof warn),
                     0);
    cs_settings d = cs_settings_default();
    assert_settings_equal(&s, &d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_format_then_parse_round_trips),
        cmocka_unit_test(test_bad_lines_keep_defaults_and_say_where),
        cmocka_unit_test(test_nan_and_infinity_are_refused),
        cmocka_unit_test(test_binary_junk_is_survived),
        cmocka_unit_test(test_half_written_file_loads_what_it_can),
        cmocka_unit_test(test_missing_file_is_defaults_without_warning),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
