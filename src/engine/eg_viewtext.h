/* SPDX-License-Identifier: MIT */
/* eg_viewtext.h - the shared grammar of a player's view as text (eg_game's
 * view_format and view_parse; docs/games/<id>.md describes each game's
 * fields).
 *
 *     GAME/VERSION KEY=VALUE KEY=VALUE ...
 *
 * One line of printable ASCII (32-126), fewer than EG_VIEW_MAX bytes; words
 * separated by single spaces; the game's id and version first, then every
 * key the game names exactly once, in any order (formatters write the
 * documented order). A value holds no space. The games parse the values;
 * this file finds the words and writes the errors, so that every game's
 * refusals name the key, the value and the column alike:
 *     "column 31: round=5/4: round 5 of 4"
 * The codes are EG_VT_BASE + EG_VT_* below (100-107) in every game, clear of
 * every game's own codes (which a game may still return for a value its own
 * notation refuses, e.g. a board). */
#ifndef EG_VIEWTEXT_H
#define EG_VIEWTEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "eg_game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Reasons, added to EG_VT_BASE. */
enum { EG_VT_BASE = 100 };
enum {
    EG_VT_SYNTAX,      /* a character, a space or a word out of place */
    EG_VT_GAME,        /* not this game's id and version */
    EG_VT_UNKNOWN_KEY,
    EG_VT_DUPLICATE_KEY,
    EG_VT_MISSING_KEY,
    EG_VT_VALUE,       /* a value malformed or out of range */
    EG_VT_VIEWER,      /* a view for another viewer than the one asked */
    EG_VT_CONTRADICTS, /* values that cannot hold together */
    EG_VT__COUNT
};

/* ---- Writing. */
typedef struct {
    char *out;
    size_t size, len;
    bool full;
} eg_vt_out;

void eg_vt_start(eg_vt_out *w, char *out, size_t size);
void eg_vt_add(eg_vt_out *w, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* The length written, or -1 when it did not fit (out holds "" then). */
int eg_vt_done(eg_vt_out *w);

/* ---- Reading. */
enum { EG_VT_MAX_KEYS = 32 };

typedef struct {
    const char *val;   /* into the text; not NUL-terminated */
    size_t len;
    int col;           /* 1-based column of the value's first character */
} eg_vt_field;

typedef struct {
    int base;
    const char *const *keys;
    eg_vt_field f[EG_VT_MAX_KEYS]; /* f[i] is keys[i]'s value */
} eg_vt_in;

/* Splits text into its words, checks the head ("cityscape/1") and that
 * every one of the nkeys keys is there once. 0 or base + EG_VT_*. */
int eg_vt_read(eg_vt_in *in, const char *text, const char *head, const char *const *keys,
               int nkeys, int base, eg_error *err);

/* A refusal of key k's value at byte `at` of it: base + reason, the column,
 * and "column C: KEY=VALUE: " before the printf-style words. */
int eg_vt_fail(const eg_vt_in *in, int k, size_t at, int reason, eg_error *err,
               const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

/* A cursor over one value, for the games' value grammars. */
typedef struct {
    const eg_vt_in *in;
    int k;
    size_t at;
} eg_vt_cur;

eg_vt_cur eg_vt_cursor(const eg_vt_in *in, int k);
bool eg_vt_at_end(const eg_vt_cur *c);
char eg_vt_peek(const eg_vt_cur *c);   /* '\0' at the end */
/* A decimal number min..max (what names it in the error: "round"). */
int eg_vt_int(eg_vt_cur *c, int min, int max, const char *what, int *out, eg_error *err);
/* The character ch (what it separates, for the error: "between scores"). */
int eg_vt_char(eg_vt_cur *c, char ch, const char *what, eg_error *err);
/* The end of the value: refuses trailing characters. */
int eg_vt_end(eg_vt_cur *c, eg_error *err);
/* One of the '|'-separated words (e.g. "goals|building"); *out = its index. */
int eg_vt_word(eg_vt_cur *c, const char *words, int *out, eg_error *err);
/* Exactly n comma-separated numbers min..max filling the whole value. */
int eg_vt_ints(const eg_vt_in *in, int k, int min, int max, const char *what, int *out, int n,
               eg_error *err);
/* A player 1..nplayers, or '-' for none (*out = -1) when allow_none. */
int eg_vt_player(eg_vt_cur *c, int nplayers, bool allow_none, int *out, eg_error *err);
/* Players as a comma list ("1,3") or '-' for none: a bit set. */
int eg_vt_players(const eg_vt_in *in, int k, int nplayers, unsigned *out, eg_error *err);
/* Writes a bit set of players as eg_vt_players reads it. */
void eg_vt_add_players(eg_vt_out *w, unsigned bits);
/* The viewer field: 1..nplayers or '-' (a spectator), which must be the
 * viewer asked for (EG_NO_PLAYER for '-'). */
int eg_vt_viewer(const eg_vt_in *in, int k, int nplayers, int viewer, eg_error *err);
/* The value copied NUL-terminated into out (refused when it does not fit). */
int eg_vt_copy(const eg_vt_in *in, int k, char *out, size_t outsz, eg_error *err);

#ifdef __cplusplus
}
#endif
#endif
