/* SPDX-License-Identifier: MIT */
/* wrap.c - text cut and wrapped to a measured width (see eg_wrap.h). */
#include "eg_wrap.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *eg_text_fit(const char *text, eg_measure measure, void *ctx, float max_w, char *out,
                        size_t outsz)
{
    snprintf(out, outsz, "%s", text);
    size_t n = strlen(out);
    if (measure(ctx, out) <= max_w)
        return out;
    /* Drop whole characters from the end until the rest and "…" fit. */
    static const char ell[] = "\xe2\x80\xa6";
    while (n > 0) {
        n--;
        while (n > 0 && ((unsigned char)out[n] & 0xc0) == 0x80)
            n--;
        if (n + sizeof ell > outsz)
            continue;
        memcpy(out + n, ell, sizeof ell);
        if (measure(ctx, out) <= max_w)
            return out;
    }
    snprintf(out, outsz, "%s", ell);
    return out;
}

/* Whether a line that ends at we, after the word from w (in text), ends a
 * phrase: after ',' ';' ':' or '.' and a space, or before two spaces or
 * more (a score line's columns) -- but not after a column's label, a word
 * ending in ':' that follows two spaces ("   =: two or more of equal
 * height"): the label goes with its words. */
static bool ends_phrase(const char *text, const char *w, const char *we)
{
    if (we[0] != ' ')
        return false;
    if (we[1] == ' ')
        return true;
    bool label = we[-1] == ':' && w >= text + 2 && w[-1] == ' ' && w[-2] == ' ';
    return strchr(",;:.", we[-1]) && !label;
}

/* How much of word (len bytes) fits in max_w, in whole UTF-8 characters:
 * at least one character, so that a line is never empty. */
static size_t word_fit(const char *word, size_t len, eg_measure measure, void *ctx, float max_w)
{
    char part[EG_WRAP_LINE_MAX];
    size_t n = 0;
    for (size_t next = 0; next < len && next < sizeof part - 1; n = next) {
        next++;
        while (next < len && ((unsigned char)word[next] & 0xc0) == 0x80)
            next++;
        memcpy(part, word, next);
        part[next] = '\0';
        if (n && measure(ctx, part) > max_w)
            break;
    }
    return n;
}

/* One paragraph (no '\n') broken into lines; `phrases`: eg_status_wrap's
 * breaks. */
static int wrap_paragraph(const char *text, eg_measure measure, void *ctx, float max_w,
                          char (*lines)[EG_WRAP_LINE_MAX], int max_lines, bool phrases)
{
    int n = 0;
    const char *p = text;
    while (*p && n < max_lines) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        /* The longest run of whole words from p that fits; with phrases,
         * the longest that ends a phrase, where that fills half the line. */
        char line[EG_WRAP_LINE_MAX] = "";
        size_t used = 0, phrase = 0;
        const char *q = p, *end = p;
        while (*q) {
            const char *w = q;
            while (*w == ' ')
                w++;
            const char *we = w;
            while (*we && *we != ' ')
                we++;
            size_t len = (size_t)(we - p);
            if (len >= sizeof line) {
                if (used == 0) { /* one huge word: what the line holds of it */
                    memcpy(line, p, sizeof line - 1);
                    line[sizeof line - 1] = '\0';
                    end = we;
                }
                break;
            }
            char trial[EG_WRAP_LINE_MAX];
            memcpy(trial, p, len);
            trial[len] = '\0';
            float width = measure(ctx, trial);
            bool too_wide = width > max_w;
            if (used > 0 && too_wide) {
                if (phrase && phrase < used) { /* back to the phrase's end */
                    line[phrase] = '\0';
                    end = p + phrase;
                }
                break;
            }
            if (phrases && too_wide) { /* a word wider than the line: on in the next */
                len = word_fit(p, len, measure, ctx, max_w);
                we = p + len;
                trial[len] = '\0';
            }
            memcpy(line, trial, len + 1);
            used = len;
            end = q = we;
            if (phrases && ends_phrase(text, w, we) && width >= 0.5f * max_w)
                phrase = used;
            if (too_wide)
                break; /* one word wider than the line: cut below (or on, with phrases) */
        }
        if (n == max_lines - 1 && *end) {
            /* The last line allowed: the rest of the text, cut. */
            char rest[EG_WRAP_LINE_MAX];
            snprintf(rest, sizeof rest, "%s", p);
            eg_text_fit(rest, measure, ctx, max_w, lines[n++], EG_WRAP_LINE_MAX);
            break;
        }
        eg_text_fit(line, measure, ctx, max_w, lines[n++], EG_WRAP_LINE_MAX);
        p = end;
    }
    return n;
}

static int wrap_text(const char *text, eg_measure measure, void *ctx, float max_w,
                     char (*lines)[EG_WRAP_LINE_MAX], int max_lines, bool phrases)
{
    int n = 0;
    for (const char *p = text; *p && n < max_lines;) {
        size_t len = strcspn(p, "\n");
        char *para = len ? malloc(len + 1) : NULL;
        if (!len && n > 0 && lines[n - 1][0]) /* an empty line between paragraphs */
            lines[n++][0] = '\0';
        if (para) {
            memcpy(para, p, len);
            para[len] = '\0';
            n += wrap_paragraph(para, measure, ctx, max_w, &lines[n], max_lines - n, phrases);
            free(para);
        }
        p += len + (p[len] == '\n');
    }
    return n;
}

int eg_text_wrap(const char *text, eg_measure measure, void *ctx, float max_w,
                 char (*lines)[EG_WRAP_LINE_MAX], int max_lines)
{
    return wrap_text(text, measure, ctx, max_w, lines, max_lines, false);
}

int eg_status_wrap(const char *text, eg_measure measure, void *ctx, float max_w,
                   char (*lines)[EG_WRAP_LINE_MAX], int max_lines)
{
    return wrap_text(text, measure, ctx, max_w, lines, max_lines, true);
}

/* Where a folded status line may end (eg_status_fold): the length of text
 * kept when cut at i, or 0 where i is no phrase's end. */
static size_t fold_end(const char *text, size_t i)
{
    if (!text[i])
        return i;
    if (text[i] != ' ' || i == 0)
        return 0;
    if (strchr(",;:", text[i - 1]))
        return i - 1; /* the comma or colon dropped: the ▾ says there is more */
    return text[i - 1] == '.' || text[i + 1] == '(' || text[i + 1] == ' ' ? i : 0;
}

int eg_status_fold(const char *text, eg_measure measure, void *ctx, float max_w,
                   char (*lines)[EG_WRAP_LINE_MAX], int max_lines, bool *more)
{
    enum { MOST = 16 };
    char start[EG_WRAP_LINE_MAX * 2], rows[MOST + 1][EG_WRAP_LINE_MAX];
    max_lines = max_lines < MOST ? max_lines : MOST;
    size_t len = strlen(text);
    /* One line where a phrase's end fills half of it (eg_status_wrap's
     * rule), else up to max_lines. */
    for (int most = max_lines > 1 ? 1 : max_lines; most <= max_lines;
         most = most < max_lines ? max_lines : most + 1)
        for (size_t i = len + 1; i-- > 0;) { /* the longest start that ends a phrase and fits */
            size_t keep = fold_end(text, i);
            while (keep > 0 && text[keep - 1] == ' ')
                keep--;
            if (keep == 0 || keep >= sizeof start)
                continue;
            memcpy(start, text, keep);
            start[keep] = '\0';
            int n = eg_status_wrap(start, measure, ctx, max_w, rows, most + 1);
            if (n > most || (most < max_lines && measure(ctx, start) < 0.5f * max_w))
                continue;
            memcpy(lines, rows, (size_t)n * sizeof rows[0]);
            if (more)
                *more = text[keep + strspn(text + keep, " ")] != '\0';
            return n;
        }
    if (more)
        *more = true;
    return eg_status_wrap(text, measure, ctx, max_w, lines, max_lines);
}
