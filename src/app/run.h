/* SPDX-License-Identifier: MIT */
/* run.h - the playable game in its window, from start to quit (run.c). */
#ifndef FE_RUN_H
#define FE_RUN_H

#include <stdint.h>

typedef struct {
    const char *script_path;  /* --script FILE */
    const char *save_dir;     /* --save-dir DIR (else $CITYSCAPE_SAVE_DIR, else SDL's) */
    int width, height;        /* window size */
    uint32_t seed;
} fe_game_options;

int fe_game_run(const fe_game_options *opt);

#endif
