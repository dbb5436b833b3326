/* SPDX-License-Identifier: MIT */
/* gl_util.h - shader program loading and small GL helpers. */
#ifndef FE_GL_UTIL_H
#define FE_GL_UTIL_H

#include <epoxy/gl.h>
#include <stdbool.h>
#include <stddef.h>

/* Compile `dir`/`vert_name` and `dir`/`frag_name` and link them. On failure
 * returns 0 and err names the file and holds the driver's info log. */
GLuint fe_program_load(const char *dir, const char *vert_name, const char *frag_name,
                       char *err, size_t errsz);
/* The same, with `defines` (lines such as "#define MATERIAL 2\n") inserted
 * after each file's #version line. */
GLuint fe_program_load_defines(const char *dir, const char *vert_name, const char *frag_name,
                               const char *defines, char *err, size_t errsz);
/* True if `dir` is a readable directory. */
bool fe_dir_exists(const char *dir);

/* The location of a uniform the renderer cannot work without. When the
 * program has no such active uniform (misspelt, or optimised out because the
 * shader no longer uses it) returns -1 and err names the shader and the
 * uniform: a missing location would otherwise turn every glUniform* on it
 * into a silent no-op or, at location 0, an update of some other uniform. */
GLint fe_uniform_require(GLuint prog, const char *shader, const char *name, char *err,
                         size_t errsz);

/* ---- GL error checking (docs/renderer.md, "GL errors").
 * On in Debug builds (FE_GL_DEBUG) and wherever CITYSCAPE_GL_DEBUG=1;
 * CITYSCAPE_GL_DEBUG=0 turns it off. When on, the context is created with
 * the debug flag, KHR_debug messages of type error abort the run naming the
 * call (Mesa's messages name the GL function), and fe_gl_check() after each
 * pass aborts on any error glGetError() still holds. */
bool fe_gl_debug_enabled(void);
/* Installs the debug-output callback; call once with the context current.
 * Returns true if the context offers KHR_debug. */
bool fe_gl_debug_install(void);
/* Aborts with "GL error GL_INVALID_OPERATION after <what>" if an error is
 * pending (only when debugging is enabled; otherwise does nothing). */
void fe_gl_check(const char *what);

#endif
