/* SPDX-License-Identifier: MIT */
/* gl_util.c - shader program loading (see gl_util.h). */
#include "gl_util.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL2/SDL.h>

bool fe_dir_exists(const char *dir)
{
    struct stat st;
    return stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
}

static GLuint compile(const char *dir, const char *name, GLenum type, const char *defines,
                      char *err, size_t errsz)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    /* errno is fopen's (SDL_LoadFile reads with stdio): "No such file". */
    errno = 0;
    char *src = SDL_LoadFile(path, NULL);
    if (!src) {
        snprintf(err, errsz, "%s: %s", path, errno ? strerror(errno) : SDL_GetError());
        return 0;
    }
    GLuint sh = glCreateShader(type);
    /* Split after the #version line, which must stay first. */
    char *body = strchr(src, '\n');
    body = body ? body + 1 : src + strlen(src);
    const GLchar *parts[3] = {src, defines ? defines : "", body};
    GLint lens[3] = {(GLint)(body - src), -1, -1};
    glShaderSource(sh, 3, parts, lens);
    glCompileShader(sh);
    SDL_free(src);
    GLint ok = GL_FALSE;
    glGetShaderiv(sh, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[1024] = "";
        glGetShaderInfoLog(sh, sizeof log, NULL, log);
        snprintf(err, errsz, "%s: compile error:\n%s", path, log);
        glDeleteShader(sh);
        return 0;
    }
    return sh;
}

GLuint fe_program_load(const char *dir, const char *vert_name, const char *frag_name,
                       char *err, size_t errsz)
{
    return fe_program_load_defines(dir, vert_name, frag_name, NULL, err, errsz);
}

GLuint fe_program_load_defines(const char *dir, const char *vert_name, const char *frag_name,
                               const char *defines, char *err, size_t errsz)
{
    GLuint vs = compile(dir, vert_name, GL_VERTEX_SHADER, defines, err, errsz);
    if (!vs)
        return 0;
    GLuint fs = compile(dir, frag_name, GL_FRAGMENT_SHADER, defines, err, errsz);
    if (!fs) {
        glDeleteShader(vs);
        return 0;
    }
    GLuint prog = glCreateProgram();
    glAttachShader(prog, vs);
    glAttachShader(prog, fs);
    glLinkProgram(prog);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = GL_FALSE;
    glGetProgramiv(prog, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[1024] = "";
        glGetProgramInfoLog(prog, sizeof log, NULL, log);
        snprintf(err, errsz, "%s/%s + %s: link error:\n%s", dir, vert_name, frag_name, log);
        glDeleteProgram(prog);
        return 0;
    }
    return prog;
}

GLint fe_uniform_require(GLuint prog, const char *shader, const char *name, char *err,
                         size_t errsz)
{
    GLint loc = glGetUniformLocation(prog, name);
    if (loc < 0)
        snprintf(err, errsz, "shader %s: uniform %s is missing (misspelt, or optimised out)",
                 shader, name);
    return loc;
}

/* ---- GL error checking. */

bool fe_gl_debug_enabled(void)
{
    const char *env = getenv("CITYSCAPE_GL_DEBUG");
    if (env && *env)
        return strcmp(env, "0") != 0;
#ifdef FE_GL_DEBUG
    return true;
#else
    return false;
#endif
}

static const char *gl_error_name(GLenum e)
{
    switch (e) {
    case GL_INVALID_ENUM: return "GL_INVALID_ENUM";
    case GL_INVALID_VALUE: return "GL_INVALID_VALUE";
    case GL_INVALID_OPERATION: return "GL_INVALID_OPERATION";
    case GL_INVALID_FRAMEBUFFER_OPERATION: return "GL_INVALID_FRAMEBUFFER_OPERATION";
    case GL_OUT_OF_MEMORY: return "GL_OUT_OF_MEMORY";
    default: return "unknown GL error";
    }
}

static void GLAPIENTRY on_gl_message(GLenum source, GLenum type, GLuint id, GLenum severity,
                                     GLsizei length, const GLchar *message,
                                     const void *user)
{
    (void)id;
    (void)severity;
    (void)length;
    (void)user;
    /* Compile and link failures are reported by fe_program_load with the
     * file name and the info log; they are not misuses of the API. */
    if (type != GL_DEBUG_TYPE_ERROR || source == GL_DEBUG_SOURCE_SHADER_COMPILER)
        return;
    /* Synchronous output: we are inside the offending call, so the message
     * (which names the function on Mesa) and a core dump point at it. */
    fprintf(stderr, "cityscape: GL error: %s\n", message);
    abort();
}

bool fe_gl_debug_install(void)
{
    if (!fe_gl_debug_enabled())
        return false;
    if (epoxy_gl_version() < 43 && !epoxy_has_gl_extension("GL_KHR_debug"))
        return false;
    glEnable(GL_DEBUG_OUTPUT);
    glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS);
    glDebugMessageCallback(on_gl_message, NULL);
    glDebugMessageControl(GL_DONT_CARE, GL_DEBUG_TYPE_ERROR, GL_DONT_CARE, 0, NULL, GL_TRUE);
    return true;
}

void fe_gl_check(const char *what)
{
    static int8_t enabled = -1;
    if (enabled < 0)
        enabled = fe_gl_debug_enabled();
    if (!enabled)
        return;
    GLenum e = glGetError();
    if (e == GL_NO_ERROR)
        return;
    fprintf(stderr, "cityscape: GL error %s after %s\n", gl_error_name(e), what);
    abort();
}
