/* SPDX-License-Identifier: MIT */
/* sk_viewtext.c - Skyscrapers' view as text (docs/games/skyscrapers.md, "A
 * player's view as text"). A solitaire hides nothing: the view is the whole
 * state, in the words every game's view uses:
 *
 *   skyscrapers/1 viewer=1 variant=2 slides=1 ended=0 to-act=1 score=0
 *     board=S3,M2,S2,A0@A,S4/.../A2,M5,A5,C5,A3
 *
 * The board is SPN's (shared/spec/skyscrapers.md) without its tokens, which
 * are the keys variant= and slides= here. */
#include "sk_game.h"

#include <stdio.h>
#include <string.h>

#include "eg_viewtext.h"

enum { K_VIEWER, K_VARIANT, K_SLIDES, K_ENDED, K_TO_ACT, K_SCORE, K_BOARD, K__COUNT };
static const char *const KEYS[K__COUNT] = {"viewer", "variant", "slides", "ended",
                                           "to-act", "score",   "board"};
static const char HEAD[] = "skyscrapers/1";

int sk_view_format(const void *view, int viewer, char *out, size_t outsz)
{
    const sk_state *s = view;
    char spn[SK_SPN_MAX];
    if (sk_spn_format(&s->board, spn, sizeof spn) < 0)
        return -1;
    spn[strcspn(spn, " ")] = '\0'; /* the board; its tokens are keys here */
    eg_vt_out w;
    eg_vt_start(&w, out, outsz);
    eg_vt_add(&w, "%s viewer=", HEAD);
    if (viewer >= 0)
        eg_vt_add(&w, "%d", viewer + 1);
    else
        eg_vt_add(&w, "-");
    static const char *const VARIANTS[] = {"standard", "1", "2"};
    eg_vt_add(&w, " variant=%s slides=%d ended=%d to-act=",
              VARIANTS[s->board.variant <= SK_VARIANT2 ? s->board.variant : 0],
              s->board.slides, s->ended ? 1 : 0);
    eg_vt_add_players(&w, eg_skyscrapers.to_act(view));
    eg_vt_add(&w, " score=%d board=%s", sk_score_board(&s->board, NULL), spn);
    return eg_vt_done(&w);
}

int sk_view_parse(const char *text, int viewer, void *view, eg_error *err)
{
    eg_vt_in in;
    int rc = eg_vt_read(&in, text, HEAD, KEYS, K__COUNT, EG_VT_BASE, err);
    if (rc || (rc = eg_vt_viewer(&in, K_VIEWER, 1, viewer, err)))
        return rc;
    int variant, slides, ended, score;
    eg_vt_cur c = eg_vt_cursor(&in, K_VARIANT);
    if ((rc = eg_vt_word(&c, "standard|1|2", &variant, err)) || (rc = eg_vt_end(&c, err)) ||
        (rc = eg_vt_ints(&in, K_SLIDES, 0, SK_SLIDE_LIMIT, "tile slides in a row", &slides, 1,
                         err)) ||
        (rc = eg_vt_ints(&in, K_ENDED, 0, 1, "ended", &ended, 1, err)) ||
        (rc = eg_vt_ints(&in, K_SCORE, 0, 9999, "score", &score, 1, err)))
        return rc;
    if (slides && variant != SK_VARIANT2)
        return eg_vt_fail(&in, K_SLIDES, 0, EG_VT_CONTRADICTS, err,
                          "slides are counted in variant 2 only");
    /* The board as an SPN: the board itself, then its tokens. */
    const eg_vt_field *f = &in.f[K_BOARD];
    char spn[EG_VIEW_MAX];
    if (f->len == 0 || f->len >= SK_SPN_MAX)
        return eg_vt_fail(&in, K_BOARD, 0, EG_VT_VALUE, err,
                          "expected an SPN board (rank 5 first)");
    int n = snprintf(spn, sizeof spn, "%.*s", (int)f->len, f->val);
    if (variant)
        n += snprintf(spn + n, sizeof spn - (size_t)n, " variant=%d", variant);
    if (slides)
        snprintf(spn + n, sizeof spn - (size_t)n, " slides=%d", slides);
    sk_state s;
    memset(&s, 0, sizeof s);
    eg_error e = {0};
    if (sk_spn_parse(spn, strlen(spn), &s.board, &e) != SK_OK) {
        size_t at = e.column > 0 && (size_t)e.column <= f->len ? (size_t)e.column - 1 : 0;
        const char *words = strncmp(e.msg, "column ", 7) == 0 && strchr(e.msg, ':')
                                ? strchr(e.msg, ':') + 2
                                : e.msg;
        eg_vt_fail(&in, K_BOARD, at, EG_VT_VALUE, err, "%s", words);
        if (err)
            err->code = e.code; /* SPN's own reason */
        return e.code;
    }
    s.ended = (uint8_t)ended;
    if (score != sk_score_board(&s.board, NULL))
        return eg_vt_fail(&in, K_SCORE, 0, EG_VT_CONTRADICTS, err, "the board scores %d",
                          sk_score_board(&s.board, NULL));
    unsigned acting;
    if ((rc = eg_vt_players(&in, K_TO_ACT, 1, &acting, err)))
        return rc;
    if (acting != eg_skyscrapers.to_act(&s))
        return eg_vt_fail(&in, K_TO_ACT, 0, EG_VT_CONTRADICTS, err,
                          "ended=%d and the board's moves left say otherwise", ended);
    memcpy(view, &s, sizeof s);
    return 0;
}
