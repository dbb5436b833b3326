/* SPDX-License-Identifier: MIT */
/* test_refusal_words.c - a refusal as the table says it: the game's message
 * without the move's notation in front (eg_refusal_words), checked on
 * the messages the four games give today. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "eg_words.h"

static void said(const char *move, const char *msg, const char *want)
{
    char out[200];
    eg_refusal_words(move, msg, out, sizeof out);
    assert_string_equal(out, want);
}

static void test_refusals(void **state)
{
    (void)state;
    /* City Blox: a child reads what is wrong, not the notation. */
    said("place:house:2x3@g7", "place:house:2x3@g7: 2x3@g7: the brick is off the plate",
         "The brick is off the plate");
    said("place:house:1x2@b2", "place:house:1x2@b2 1x2@b2: b2 already has a brick on level 1",
         "b2 already has a brick on level 1");
    /* Skyscrapers: a square's name keeps its small letter. */
    said("a1+d3", "a1+d3: a1 is not beside d3", "a1 is not beside d3");
    said("c2-c3", "c2-c3: c2 is a stack; stacks never move", "c2 is a stack; stacks never move");
    /* Six Cities: a message that does not start with the move is kept. */
    said("85Y4", "card 8 from E means row 2 column 3 of city 4, where yellow has 6 floors",
         "Card 8 from E means row 2 column 3 of city 4, where yellow has 6 floors");
    said("3b4", "3b4: lot b4 holds a taller building", "Lot b4 holds a taller building");
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_refusals)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
