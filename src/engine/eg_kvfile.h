/* SPDX-License-Identifier: MIT */
/* eg_kvfile.h - reading a small "key = value" text file (the window's
 * settings, docs/settings.md): one setting a line, '#' comments and blank
 * lines passed over, spaces about key and value trimmed. Every good line
 * counts and every bad one is named, as the engine's other readers name
 * what and where (eg_parse.h): "line 3: expected true or false: vsync".
 * The first five problems are named, the rest counted.
 *
 * Pure C11 with stdio: no SDL. What the keys mean is the caller's: it
 * applies each line and says what was wrong with it. */
#ifndef EG_KVFILE_H
#define EG_KVFILE_H

#include <stdbool.h>
#include <stddef.h>

/* Applies one line (its number given, for a caller that names it later);
 * returns NULL, or what is wrong with it ("unknown setting"), then named
 * with the line's number and key. */
typedef const char *(*eg_kv_apply)(void *ctx, const char *key, const char *value, int line);

/* The lines of text[0..len), the last one without its '\n' too (a line
 * over 255 bytes, or one holding a NUL byte, is a problem). warn gets the
 * problems as one line ("line 2: ...; line 5: ...; and 3 more bad lines\n"),
 * "" without any. Returns the number of problems. */
int eg_kv_parse(const char *text, size_t len, eg_kv_apply apply, void *ctx, char *warn,
                size_t warnsz);

/* The file at path, read whole up to max bytes (beyond it, the whole lines
 * before the limit still count). 0 for a missing file (nothing to say); a
 * file that cannot be read, or is not a regular file, is one problem. warn
 * names the file before its problems ("PATH: line 2: ...\n"); "" without
 * any. Returns the number of problems. */
int eg_kv_load(const char *path, size_t max, eg_kv_apply apply, void *ctx, char *warn,
               size_t warnsz);

/* Values: true/on/yes/1 or false/off/no/0; a number lo..hi (NaN refused). */
bool eg_kv_bool(const char *v, bool *out);
bool eg_kv_float(const char *v, float lo, float hi, float *out);

#endif
