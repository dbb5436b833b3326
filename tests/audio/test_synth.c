/* SPDX-License-Identifier: MIT */
/* test_synth.c - the procedural sound effects and the mixer. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "synth.h"

static float buf[FE_SYNTH_MAX_FRAMES], buf2[FE_SYNTH_MAX_FRAMES];

static float rms(const float *x, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += (double)x[i] * x[i];
    return n ? (float)sqrt(s / n) : 0.0f;
}

/* Where most of the sound's energy sits: zero crossings per second. */
static float crossings_per_second(const float *x, int n)
{
    int c = 0;
    for (int i = 1; i < n; i++)
        c += (x[i - 1] < 0.0f) != (x[i] < 0.0f);
    return (float)c * (float)FE_SYNTH_RATE / (float)n;
}

static void test_every_effect_is_audible_short_and_within_range(void **state)
{
    (void)state;
    for (int id = 0; id < FE_SFX__COUNT; id++) {
        int n = fe_synth_render((fe_sfx)id, 3, buf);
        assert_int_equal(n, fe_synth_length((fe_sfx)id, 3));
        assert_true(n > FE_SYNTH_RATE / 50 && n <= FE_SYNTH_MAX_FRAMES); /* 20 ms .. 1 s */
        float peak = 0;
        for (int i = 0; i < n; i++) {
            assert_false(isnan(buf[i]));
            peak = fmaxf(peak, fabsf(buf[i]));
        }
        assert_true(peak <= 1.0f && peak > 0.3f);
        assert_true(rms(buf, n) > 0.01f);
    }
}

static void test_effects_are_the_same_every_time(void **state)
{
    (void)state;
    for (int id = 0; id < FE_SFX__COUNT; id++) {
        int n = fe_synth_render((fe_sfx)id, 2, buf);
        assert_int_equal(fe_synth_render((fe_sfx)id, 2, buf2), n);
        assert_memory_equal(buf, buf2, sizeof(float) * (size_t)n);
    }
}

static void test_a_taller_block_knocks_lower(void **state)
{
    (void)state;
    float prev = 1e9f;
    for (int h = 1; h <= 5; h++) {
        int n = fe_synth_render(FE_SFX_DROP, h, buf);
        float f = crossings_per_second(buf, n / 3); /* the ringing part */
        assert_true(f < prev);
        prev = f;
    }
}

static void test_mute_and_volume_zero_are_silent(void **state)
{
    (void)state;
    int n = fe_synth_render(FE_SFX_WIN, 1, buf);
    fe_mixer m;
    float out[512];
    fe_mixer_init(&m);
    fe_mixer_set_volume(&m, 80, true);
    fe_mixer_start(&m, buf, n);
    fe_mixer_mix(&m, out, 512);
    assert_true(rms(out, 512) == 0.0f);
    fe_mixer_set_volume(&m, 0, false);
    fe_mixer_mix(&m, out, 512);
    assert_true(rms(out, 512) == 0.0f);
}

static void test_volume_scales_the_sound(void **state)
{
    (void)state;
    int n = fe_synth_render(FE_SFX_POINTS, 1, buf);
    fe_mixer m;
    float full[1024], half[1024];
    fe_mixer_init(&m);
    fe_mixer_set_volume(&m, 100, false);
    fe_mixer_start(&m, buf, n);
    fe_mixer_mix(&m, full, 1024);
    fe_mixer_init(&m);
    fe_mixer_set_volume(&m, 50, false);
    fe_mixer_start(&m, buf, n);
    fe_mixer_mix(&m, half, 1024);
    for (int i = 0; i < 1024; i++)
        assert_float_equal(half[i], full[i] * 0.5f, 1e-6);
}

static void test_mixer_plays_to_the_end_and_frees_the_voice(void **state)
{
    (void)state;
    int n = fe_synth_render(FE_SFX_PICKUP, 1, buf);
    fe_mixer m;
    fe_mixer_init(&m);
    fe_mixer_set_volume(&m, 100, false);
    fe_mixer_start(&m, buf, n);
    static float out[FE_SYNTH_MAX_FRAMES];
    fe_mixer_mix(&m, out, n + 100);
    assert_float_equal(out[10], buf[10], 1e-6);
    assert_true(out[n + 50] == 0.0f);
    assert_null(m.voice[0].data);
}

static void test_nine_sounds_at_once_drop_the_oldest_and_stay_clipped(void **state)
{
    (void)state;
    int n = fe_synth_render(FE_SFX_DROP, 5, buf);
    fe_mixer m;
    fe_mixer_init(&m);
    fe_mixer_set_volume(&m, 100, false);
    float out[256];
    for (int k = 0; k < FE_MIXER_VOICES + 1; k++) {
        fe_mixer_start(&m, buf, n);
        fe_mixer_mix(&m, out, 256);
        for (int i = 0; i < 256; i++)
            assert_true(out[i] >= -1.0f && out[i] <= 1.0f);
    }
    int busy = 0;
    for (int v = 0; v < FE_MIXER_VOICES; v++)
        busy += m.voice[v].data != NULL;
    assert_int_equal(busy, FE_MIXER_VOICES);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_effect_is_audible_short_and_within_range),
        cmocka_unit_test(test_effects_are_the_same_every_time),
        cmocka_unit_test(test_a_taller_block_knocks_lower),
        cmocka_unit_test(test_mute_and_volume_zero_are_silent),
        cmocka_unit_test(test_volume_scales_the_sound),
        cmocka_unit_test(test_mixer_plays_to_the_end_and_frees_the_voice),
        cmocka_unit_test(test_nine_sounds_at_once_drop_the_oldest_and_stay_clipped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
