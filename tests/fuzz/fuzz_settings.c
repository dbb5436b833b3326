/* SPDX-License-Identifier: MIT */
/* fuzz_settings.c - the settings file (src/app/settings.c): any text gives
 * settings within their documented ranges and bounded warnings, and the
 * settings format to text that parses back cleanly to the same text. */
#include <string.h>

#include "fuzz.h"
#include "settings.h"

static void in_range(const fe_settings *s)
{
    FUZZ_CHECK(s->volume >= 0 && s->volume <= 100);
    FUZZ_CHECK(s->ui_scale >= 0.75f && s->ui_scale <= 2.0f);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fe_settings s;
    char warn[512];
    int problems = fe_settings_parse((const char *)data, size, &s, warn, sizeof warn);
    FUZZ_CHECK(problems >= 0);
    FUZZ_CHECK(memchr(warn, '\0', sizeof warn) != NULL);
    FUZZ_CHECK((problems == 0) == (warn[0] == '\0'));
    in_range(&s);
    static char text[FE_SETTINGS_TEXT_MAX], text2[FE_SETTINGS_TEXT_MAX]; /* as fe_settings_save */
    int n = fe_settings_format(&s, text, sizeof text);
    FUZZ_CHECK(n > 0);
    fe_settings again;
    FUZZ_CHECK(fe_settings_parse(text, (size_t)n, &again, warn, sizeof warn) == 0);
    in_range(&again);
    FUZZ_CHECK(fe_settings_format(&again, text2, sizeof text2) == n);
    FUZZ_CHECK(strcmp(text, text2) == 0);
    return 0;
}
