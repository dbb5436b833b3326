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
#include <sys/stat.h>
#include <unistd.h>

#include "settings.h"

/* Field by field: the struct has padding. */
static void assert_settings_equal(const fe_settings *a, const fe_settings *b)
{
    assert_int_equal(a->fullscreen, b->fullscreen);
    assert_int_equal(a->vsync, b->vsync);
    assert_int_equal(a->volume, b->volume);
    assert_int_equal(a->mute, b->mute);
    assert_float_equal(a->ui_scale, b->ui_scale, 1e-6);
}

static void test_format_then_parse_round_trips(void **state)
{
    (void)state;
    fe_settings s = fe_settings_default();
    s.fullscreen = true;
    s.volume = 35;
    s.vsync = false;
    s.ui_scale = 1.5f;
    char text[1024], warn[256];
    assert_true(fe_settings_format(&s, text, sizeof text) > 0);
    fe_settings back;
    assert_int_equal(fe_settings_parse(text, strlen(text), &back, warn, sizeof warn), 0);
    assert_settings_equal(&s, &back);
}

static void test_bad_lines_keep_defaults_and_say_where(void **state)
{
    (void)state;
    const char *text = "# mine\nvolume = 250\nfullscreen = maybe\nwobble = 3\nmute = true\n"
                       "animation_speed\n";
    fe_settings s;
    char warn[512];
    assert_int_equal(fe_settings_parse(text, strlen(text), &s, warn, sizeof warn), 4);
    fe_settings d = fe_settings_default();
    assert_int_equal(s.volume, d.volume);
    assert_int_equal(s.fullscreen, d.fullscreen);
    assert_true(s.mute); /* the good line still counts */
    assert_non_null(strstr(warn, "line 2: volume must be"));
    assert_non_null(strstr(warn, "line 3: expected true or false"));
    assert_non_null(strstr(warn, "line 4: unknown setting"));
    assert_non_null(strstr(warn, "line 6: expected 'key = value'"));
}

/* The setup screens' memory (eg_setup_memory): written, read back whole,
 * and a bad line of it named and left out while the good ones count. */
static void test_setup_memory_round_trips(void **state)
{
    (void)state;
    fe_settings s = fe_settings_default();
    snprintf(s.setups.last_game, sizeof s.setups.last_game, "six-cities");
    eg_setup_memory *m = eg_setups_find(&s.setups, "six-cities", true);
    assert_non_null(m);
    snprintf(m->options, sizeof m->options, "players=3 rounds=6 start=1 hidden=0");
    snprintf(m->seats, sizeof m->seats, "human hard medium");
    snprintf(m->names[0], sizeof m->names[0], "Ann \xc3\xa9");
    snprintf(m->deal, sizeof m->deal, "4242");
    assert_non_null(eg_setups_find(&s.setups, "city-blox", true));
    char text[8192], warn[256];
    assert_true(fe_settings_format(&s, text, sizeof text) > 0);
    fe_settings back;
    assert_int_equal(fe_settings_parse(text, strlen(text), &back, warn, sizeof warn), 0);
    assert_string_equal(back.setups.last_game, "six-cities");
    const eg_setup_memory *b = eg_setups_find(&back.setups, "six-cities", false);
    assert_non_null(b);
    assert_string_equal(b->options, m->options);
    assert_string_equal(b->seats, m->seats);
    assert_string_equal(b->names[0], "Ann \xc3\xa9");
    assert_string_equal(b->names[1], "");
    assert_string_equal(b->deal, "4242");
    assert_non_null(eg_setups_find(&back.setups, "city-blox", false));
    assert_null(eg_setups_find(&back.setups, "skyscrapers", false));
}

static void test_bad_setup_lines_are_named(void **state)
{
    (void)state;
    const char *text = "setup.six-cities.seats = human hard\n"
                       "setup.Six Cities.seats = human\n"
                       "setup.six-cities.deal = 0x10\n"
                       "setup.six-cities.colour = red\n"
                       "setup.city-blox.name9 = Zed\n"
                       "last_game = ../etc\n"
                       "setup.six-cities.name2 = Bob\n";
    fe_settings s;
    char warn[768];
    assert_int_equal(fe_settings_parse(text, strlen(text), &s, warn, sizeof warn), 5);
    const eg_setup_memory *m = eg_setups_find(&s.setups, "six-cities", false);
    assert_non_null(m);
    assert_string_equal(m->seats, "human hard"); /* the good lines count */
    assert_string_equal(m->names[1], "Bob");
    assert_string_equal(m->deal, "");
    assert_null(eg_setups_find(&s.setups, "city-blox", false)); /* no slot for a bad line */
    assert_string_equal(s.setups.last_game, "");
    assert_non_null(strstr(warn, "line 2: expected setup.GAME.FIELD"));
    assert_non_null(strstr(warn, "line 3: the deal must be random or a number"));
    assert_non_null(strstr(warn, "line 4: unknown setup field"));
    assert_non_null(strstr(warn, "line 5: unknown setup field"));
    assert_non_null(strstr(warn, "line 6: last_game must be"));
}

static void test_nan_and_infinity_are_refused(void **state)
{
    (void)state;
    const char *text = "volume = nan\nvolume = inf\nui_scale = -nan\n";
    fe_settings s;
    char warn[512];
    assert_int_equal(fe_settings_parse(text, strlen(text), &s, warn, sizeof warn), 3);
    fe_settings d = fe_settings_default();
    assert_settings_equal(&s, &d);
}

/* An old file's keys for Cityscape's deleted screens are passed over in
 * silence: the other settings count, nothing is said, and the file is not
 * set aside as unreadable; a key never known is still named. */
static void test_retired_keys_are_passed_over(void **state)
{
    (void)state;
    const char *text = "volume = 20\nanimation_speed = 2\nblock_tint = false\n"
                       "block_numbers = no\npractice_aid = true\nmute = true\n";
    fe_settings s;
    char warn[512];
    assert_int_equal(fe_settings_parse(text, strlen(text), &s, warn, sizeof warn), 0);
    assert_string_equal(warn, "");
    assert_int_equal(s.volume, 20);
    assert_true(s.mute);
    char out[1024];
    assert_true(fe_settings_format(&s, out, sizeof out) > 0);
    assert_null(strstr(out, "animation_speed"));
    assert_null(strstr(out, "practice_aid"));
    const char *unknown = "volume = 20\nanimation_sped = 2\n";
    assert_int_equal(fe_settings_parse(unknown, strlen(unknown), &s, warn, sizeof warn), 1);
    assert_non_null(strstr(warn, "line 2: unknown setting: animation_sped"));
    assert_int_equal(s.volume, 20);
}

static void test_binary_junk_is_survived(void **state)
{
    (void)state;
    char junk[600];
    for (size_t i = 0; i < sizeof junk; i++)
        junk[i] = (char)(i * 37 + 11);
    fe_settings s;
    char warn[256];
    assert_true(fe_settings_parse(junk, sizeof junk, &s, warn, sizeof warn) > 0);
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
    fe_settings s;
    char warn[512];
    assert_int_equal(fe_settings_load(path, &s, warn, sizeof warn), 1);
    assert_false(s.vsync);
    assert_non_null(strstr(warn, "line 2"));
    assert_true(fe_settings_save(path, &s, false, NULL, 0));
    assert_int_equal(fe_settings_load(path, &s, warn, sizeof warn), 0);
    remove(path);
}

/* ---- Files of any size and kind (issue 26). */

static void write_file(const char *path, const char *head, size_t filler, char fill,
                       const char *tail)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(head, f);
    for (size_t i = 0; i < filler; i++)
        fputc(fill == '#' && i % 64 == 63 ? '\n' : fill, f);
    fputs(tail, f);
    assert_int_equal(fclose(f), 0);
}

static int count_char(const char *s, char c)
{
    int n = 0;
    for (; *s; s++)
        n += *s == c;
    return n;
}

/* A file over 8 KiB (comments) was once read as defaults, every value lost. */
static void test_a_file_over_8_kib_keeps_every_value(void **state)
{
    (void)state;
    char path[] = "/tmp/cs-settings-big-XXXXXX";
    close(mkstemp(path));
    write_file(path, "fullscreen = true\n", 12000, '#', "\nvolume = 35\nmute = true\n");
    fe_settings s;
    char warn[512];
    assert_int_equal(fe_settings_load(path, &s, warn, sizeof warn), 0);
    assert_true(s.fullscreen);
    assert_int_equal(s.volume, 35);
    assert_true(s.mute);
    assert_string_equal(warn, "");
    remove(path);
}

/* Over the limit: one warning saying so, and the lines before it count. */
static void test_a_file_over_the_limit_keeps_what_was_read(void **state)
{
    (void)state;
    char path[] = "/tmp/cs-settings-huge-XXXXXX";
    close(mkstemp(path));
    write_file(path, "volume = 35\n", FE_SETTINGS_MAX_BYTES, '#', "\nmute = true\n");
    fe_settings s;
    char warn[512];
    assert_int_equal(fe_settings_load(path, &s, warn, sizeof warn), 1);
    assert_int_equal(s.volume, 35);
    assert_false(s.mute); /* past the limit: not read */
    assert_non_null(strstr(warn, path));
    assert_non_null(strstr(warn, "larger than 1024 KiB"));
    assert_int_equal(count_char(warn, '\n'), 1);
    remove(path);
}

/* A file of NUL bytes was once read as empty, without a word. */
static void test_nul_bytes_are_named(void **state)
{
    (void)state;
    char path[] = "/tmp/cs-settings-nul-XXXXXX";
    close(mkstemp(path));
    write_file(path, "", 4096, '\0', "");
    fe_settings s;
    char warn[512];
    assert_int_equal(fe_settings_load(path, &s, warn, sizeof warn), 1);
    assert_non_null(strstr(warn, path));
    assert_non_null(strstr(warn, "line 1: not text (a NUL byte)"));
    assert_int_equal(count_char(warn, '\n'), 1);
    remove(path);
}

/* A folder in the file's place was once read as empty, without a word. */
static void test_a_folder_is_named(void **state)
{
    (void)state;
    char path[] = "/tmp/cs-settings-dir-XXXXXX";
    assert_non_null(mkdtemp(path));
    fe_settings s;
    char warn[512];
    assert_int_equal(fe_settings_load(path, &s, warn, sizeof warn), 1);
    assert_non_null(strstr(warn, path));
    assert_non_null(strstr(warn, "a folder, not a file"));
    rmdir(path);
}

static void test_an_unreadable_file_is_named(void **state)
{
    (void)state;
    if (geteuid() == 0)
        skip(); /* root reads a mode-000 file */
    char path[] = "/tmp/cs-settings-perm-XXXXXX";
    close(mkstemp(path));
    write_file(path, "volume = 35\n", 0, '#', "");
    chmod(path, 0);
    fe_settings s;
    char warn[512];
    assert_int_equal(fe_settings_load(path, &s, warn, sizeof warn), 1);
    assert_non_null(strstr(warn, path));
    assert_non_null(strstr(warn, "Permission denied"));
    remove(path);
}

/* Junk: one warning for the file, the first five lines named, the rest
 * counted (it was one warning line per bad line). */
static void test_junk_is_one_warning_per_file(void **state)
{
    (void)state;
    char text[4096] = "";
    for (int i = 0; i < 40; i++)
        strcat(text, "wobble\n");
    strcat(text, "volume = 35\n");
    fe_settings s;
    char warn[1024];
    assert_int_equal(fe_settings_parse(text, strlen(text), &s, warn, sizeof warn), 40);
    assert_int_equal(s.volume, 35);
    assert_int_equal(count_char(warn, '\n'), 1);
    assert_non_null(strstr(warn, "line 1: expected 'key = value'; line 2:"));
    assert_non_null(strstr(warn, "line 5: expected 'key = value'; and 35 more bad lines"));
    assert_null(strstr(warn, "line 6:"));
}

/* Rewriting a file that was not read whole keeps it aside first. */
static void test_saving_keeps_a_file_not_read_whole_aside(void **state)
{
    (void)state;
    char dir[] = "/tmp/cs-settings-keep-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[64], old[96], again[96];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    const char *text = "volume = 35\nwobble = 3\n";
    write_file(path, text, 0, '#', "");
    fe_settings s;
    char warn[512], aside[128];
    assert_int_equal(fe_settings_load(path, &s, warn, sizeof warn), 1);
    assert_true(fe_settings_save(path, &s, true, aside, sizeof aside));
    snprintf(old, sizeof old, "%s.unreadable", path);
    assert_string_equal(aside, old);
    FILE *f = fopen(old, "rb");
    assert_non_null(f);
    char back[128] = "";
    size_t n = fread(back, 1, sizeof back - 1, f);
    fclose(f);
    assert_int_equal(n, strlen(text));
    assert_memory_equal(back, text, n); /* byte for byte */
    assert_int_equal(fe_settings_load(path, &s, warn, sizeof warn), 0);
    assert_int_equal(s.volume, 35); /* the good value written again */
    /* A second time beside the first, never over it. */
    write_file(path, "junk\n", 0, '#', "");
    assert_true(fe_settings_save(path, &s, true, aside, sizeof aside));
    snprintf(again, sizeof again, "%s.unreadable-2", path);
    assert_string_equal(aside, again);
    remove(old);
    remove(again);
    remove(path);
    rmdir(dir);
}

static void test_missing_file_is_defaults_without_warning(void **state)
{
    (void)state;
    fe_settings s;
    char warn[128];
    assert_int_equal(fe_settings_load("/nonexistent/cityscape/settings.txt", &s, warn, sizeof warn),
                     0);
    fe_settings d = fe_settings_default();
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
        cmocka_unit_test(test_a_file_over_8_kib_keeps_every_value),
        cmocka_unit_test(test_a_file_over_the_limit_keeps_what_was_read),
        cmocka_unit_test(test_nul_bytes_are_named),
        cmocka_unit_test(test_a_folder_is_named),
        cmocka_unit_test(test_an_unreadable_file_is_named),
        cmocka_unit_test(test_junk_is_one_warning_per_file),
        cmocka_unit_test(test_saving_keeps_a_file_not_read_whole_aside),
        cmocka_unit_test(test_setup_memory_round_trips),
        cmocka_unit_test(test_retired_keys_are_passed_over),
        cmocka_unit_test(test_bad_setup_lines_are_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
