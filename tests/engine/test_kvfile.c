/* SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
/* test_kvfile.c - the engine's "key = value" reader (eg_kvfile.h), on keys
 * of the test's own: what each line hands over, and how bad lines and
 * files are named. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "eg_kvfile.h"

/* Every line handed over, as "key|value;"; the key "bad" is refused. */
static const char *collect(void *ctx, const char *key, const char *value, int line)
{
    char *seen = ctx;
    (void)line;
    if (!strcmp(key, "bad"))
        return "not wanted";
    snprintf(seen + strlen(seen), 512 - strlen(seen), "%s|%s;", key, value);
    return NULL;
}

static void test_lines_are_trimmed_and_comments_passed_over(void **state)
{
    (void)state;
    static const char text[] = "# a comment\n\n  a =  1 \r\n\tb=two words\t\nc = x = y";
    char seen[512] = "", warn[256];
    assert_int_equal(eg_kv_parse(text, strlen(text), collect, seen, warn, sizeof warn), 0);
    assert_string_equal(seen, "a|1;b|two words;c|x = y;");
    assert_string_equal(warn, "");
}

static void test_bad_lines_are_named_with_their_number(void **state)
{
    (void)state;
    char text[600] = "a = 1\nno equals sign\nbad = 3\n";
    strcat(text, "long = ");
    for (int i = 0; i < 300; i++)
        strcat(text, "x");
    strcat(text, "\nz = 9\n");
    char seen[512] = "", warn[512];
    assert_int_equal(eg_kv_parse(text, strlen(text), collect, seen, warn, sizeof warn), 3);
    assert_string_equal(seen, "a|1;z|9;");
    assert_string_equal(warn, "line 2: expected 'key = value'; line 3: not wanted: bad; "
                              "line 4: line too long (over 255 bytes)\n");
    static const char nul[] = {'a', '=', '1', '\n', 'b', '\0', '\n'};
    seen[0] = '\0';
    assert_int_equal(eg_kv_parse(nul, sizeof nul, collect, seen, warn, sizeof warn), 1);
    assert_string_equal(warn, "line 2: not text (a NUL byte)\n");
}

static void test_past_five_problems_are_counted(void **state)
{
    (void)state;
    char text[256] = "", seen[512] = "", warn[512];
    for (int i = 0; i < 8; i++)
        strcat(text, "junk\n");
    assert_int_equal(eg_kv_parse(text, strlen(text), collect, seen, warn, sizeof warn), 8);
    assert_non_null(strstr(warn, "line 5: expected"));
    assert_null(strstr(warn, "line 6"));
    assert_non_null(strstr(warn, "; and 3 more bad lines\n"));
}

static void test_files_missing_cut_and_folders(void **state)
{
    (void)state;
    char seen[512] = "", warn[512];
    assert_int_equal(eg_kv_load("/nonexistent/kv.txt", 64, collect, seen, warn, sizeof warn), 0);
    assert_string_equal(warn, "");
    char path[] = "/tmp/eg-kv-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("a = 1\nb = 2\nc = 3\n", f); /* 18 bytes: a limit of 14 keeps a and b */
    fclose(f);
    assert_int_equal(eg_kv_load(path, 14, collect, seen, warn, sizeof warn), 1);
    assert_string_equal(seen, "a|1;b|2;");
    assert_non_null(strstr(warn, path));
    assert_non_null(strstr(warn, "only its first 12 bytes were read"));
    seen[0] = '\0';
    assert_int_equal(eg_kv_load(path, 1024, collect, seen, warn, sizeof warn), 0);
    assert_string_equal(seen, "a|1;b|2;c|3;");
    assert_string_equal(warn, "");
    remove(path);
    assert_int_equal(eg_kv_load("/tmp", 64, collect, seen, warn, sizeof warn), 1);
    assert_non_null(strstr(warn, "/tmp: a folder, not a file"));
}

static void test_values(void **state)
{
    (void)state;
    bool b = false;
    float x = 0.0f;
    assert_true(eg_kv_bool("on", &b) && b);
    assert_true(eg_kv_bool("0", &b) && !b);
    assert_false(eg_kv_bool("maybe", &b));
    assert_true(eg_kv_float("1.5", 0.0f, 2.0f, &x));
    assert_float_equal(x, 1.5f, 1e-6);
    assert_false(eg_kv_float("nan", 0.0f, 2.0f, &x));
    assert_false(eg_kv_float("3", 0.0f, 2.0f, &x));
    assert_false(eg_kv_float("1x", 0.0f, 2.0f, &x));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_are_trimmed_and_comments_passed_over),
        cmocka_unit_test(test_bad_lines_are_named_with_their_number),
        cmocka_unit_test(test_past_five_problems_are_counted),
        cmocka_unit_test(test_files_missing_cut_and_folders),
        cmocka_unit_test(test_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
