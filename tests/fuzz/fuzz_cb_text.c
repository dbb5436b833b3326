/* SPDX-License-Identifier: MIT */
/* fuzz_cb_text.c - City Blox notation (shared/spec/city-blox.md): studs,
 * brick sizes, bricks and cut-outs, and the judge that `cityscape-cli
 * city-blox fit` runs on them:
 *
 *   CUTOUT         (8 ranks of '#' and '.' separated by '/')
 *   LEVEL KIND     (two digits: level 0..3, card kind 0..2)
 *   BRICK          (each further line: 2x4@b2, Lsw@c5^2, ...)
 *
 * Every line is also tried as a stud, a size, a brick and a cut-out. The
 * parsers never misbehave; an accepted brick or cut-out formats back to the
 * very text read and parses to the same value; refusals carry a code and a
 * message. The brick set check agrees with a second judge written here (no
 * two bricks on one stud of a level, every second-level brick over a
 * first-level stud), and the verdict on a valid set is well formed. */
#include <string.h>

#include "cb_core.h"
#include "fuzz.h"

enum { LINE_BYTES = 128 };

static void check_refusal(const eg_error *err, int rc)
{
    FUZZ_CHECK(rc > 0 && err->code == rc);
    FUZZ_CHECK(memchr(err->msg, '\0', sizeof err->msg) != NULL && err->msg[0] != '\0');
}

static bool next_line(const char **p, const char *end, char *out, size_t outsz, size_t *len)
{
    if (*p >= end)
        return false;
    const char *nl = memchr(*p, '\n', (size_t)(end - *p));
    size_t n = (size_t)((nl ? nl : end) - *p);
    *len = n < outsz ? n : outsz;
    memcpy(out, *p, *len);
    *p = nl ? nl + 1 : end;
    return true;
}

/* Every reading of one line; *brick set when it is a brick. */
static bool try_line(const char *s, size_t len, cb_brick *brick, uint64_t *cut, bool *is_cut)
{
    eg_error err;
    memset(&err, 0, sizeof err);
    int cell;
    if (cb_stud_parse(s, len, &cell) == CB_OK) {
        FUZZ_CHECK(cell >= 0 && cell < CB_CELLS);
        char out[3];
        FUZZ_CHECK(cb_stud_format(cell, out) == 2 && len == 2 && memcmp(out, s, 2) == 0);
    }
    int kind;
    if (cb_kind_parse(s, len, &kind) == CB_OK)
        FUZZ_CHECK(kind >= 0 && kind < CB_KINDS && cb_kind_studs(kind) >= 1);
    uint64_t mask;
    int rc = cb_cutout_parse(s, len, &mask, &err);
    *is_cut = rc == CB_OK;
    if (rc == CB_OK) {
        char out[72];
        FUZZ_CHECK(cb_cutout_format(mask, out) == 71 && len == 71 && memcmp(out, s, 71) == 0);
        *cut = mask;
    } else {
        check_refusal(&err, rc);
    }
    memset(&err, 0, sizeof err);
    rc = cb_brick_parse(s, len, brick, &err);
    if (rc != CB_OK) {
        check_refusal(&err, rc);
        return false;
    }
    FUZZ_CHECK(brick->shape < CB_SHAPES && brick->cell < CB_CELLS);
    FUZZ_CHECK(brick->level == 1 || brick->level == 2);
    uint64_t covered = cb_brick_mask(*brick);
    int studs = 0;
    for (uint64_t m = covered; m; m &= m - 1)
        studs++;
    FUZZ_CHECK(studs == cb_kind_studs(cb_shape_kind(brick->shape)));
    FUZZ_CHECK(covered & cb_bit(brick->cell) || brick->shape == CB_S_LSW);
    char out[16];
    int n = cb_brick_format(*brick, out, sizeof out);
    FUZZ_CHECK(n > 0 && (size_t)n == len && memcmp(out, s, len) == 0);
    FUZZ_CHECK(cb_brick_format(*brick, out, (size_t)n) == -1);
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *p = (const char *)data, *end = p + size;
    char line[LINE_BYTES];
    size_t len;
    uint64_t cutout = 0;
    bool have_cut = false, is_cut;
    int level = 0, card_kind = 0, nlines = 0, n = 0;
    cb_brick bricks[CB_BRICKS];
    while (n < CB_BRICKS && next_line(&p, end, line, sizeof line, &len)) {
        cb_brick b;
        uint64_t cut;
        bool ok = try_line(line, len, &b, &cut, &is_cut);
        if (nlines == 0) {
            have_cut = is_cut;
            cutout = cut;
        } else if (nlines == 1) {
            level = len > 0 ? (line[0] & 3) : 0;
            card_kind = len > 1 ? (line[1] & 0xff) % CB_CARD_KINDS : 0;
        } else if (ok) {
            bricks[n++] = b;
        }
        nlines++;
    }
    if (!have_cut)
        return 0;

    /* The second judge: overlaps and support, by masks. */
    bool want_ok = true;
    uint64_t cover[3] = {0, 0, 0};
    for (int i = 0; i < n; i++) {
        uint64_t m = cb_brick_mask(bricks[i]);
        if (cover[bricks[i].level] & m)
            want_ok = false;
        cover[bricks[i].level] |= m;
    }
    for (int i = 0; i < n; i++)
        if (bricks[i].level == 2 && !(cb_brick_mask(bricks[i]) & cover[1]))
            want_ok = false;
    int bad = -1;
    eg_error err;
    memset(&err, 0, sizeof err);
    int rc = cb_bricks_check(bricks, n, &bad, &err);
    FUZZ_CHECK((rc == CB_OK) == want_ok);
    if (rc != CB_OK) {
        check_refusal(&err, rc);
        FUZZ_CHECK(bad >= 0 && bad < n);
        return 0;
    }
    cb_verdict v;
    memset(&v, 0, sizeof v);
    cb_judge(cutout, bricks, n, level, card_kind, &v);
    FUZZ_CHECK(v.hidden_knobs >= 0 && v.hidden_knobs <= CB_CELLS);
    FUZZ_CHECK(memchr(v.reason, '\0', sizeof v.reason) != NULL);
    FUZZ_CHECK(v.hidden_knobs == cb_hidden_knobs(cutout, cover[1], cover[2]));
    return 0;
}
