/* SPDX-License-Identifier: MIT */
/* gl_util.h - shader program loading and small GL helpers. */
#ifndef CS_GL_UTIL_H
#define CS_GL_UTIL_H

#include <epoxy/gl.h>
#include <stdbool.h>
#include <stddef.h>

/* Read a whole text file; NULL with a message in err if it cannot be read.
 * The caller frees the result. */
char *cs_read_text_file(const char *path, char *err, size_t errsz);
/* Compile `dir`/`vert_name` and `dir`/`frag_name` and link them. On failure
 * returns 0 and err names the file and holds the driver's info log. */
GLuint cs_program_load(const char *dir, const char *vert_name, const char *frag_name,
                       char *err, size_t errsz);
/* The same, with `defines` (lines such as "#define MATERIAL 2\n") inserted
 * after each file's #version line. */
GLuint cs_program_load_defines(const char *dir, const char *vert_name, const char *frag_name,
                               const char *defines, char *err, size_t errsz);
/* True if `dir` is a readable directory. */
bool cs_dir_exists(const char *dir);

#endif
