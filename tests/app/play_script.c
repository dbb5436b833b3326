/* SPDX-License-Identifier: MIT */
/* play_script.c - a whole hot-seat game played through the game's real
 * event path, checked against the rules core.
 *
 * usage: play_script CITYSCAPE NPLAYERS SEED WORKDIR [MODE]
 *
 * Plans a random legal game with the rules core (goals and placements of
 * every round), writes a script that plays it with the mouse: curtains,
 * dice clicked to their codes, every block dragged from the supply onto its
 * lot. MODE "mixed" places some blocks by click-then-click and some with the
 * keyboard alone. Runs `cityscape --script` headless, then checks that the
 * autosave holds exactly the planned goals and moves, and that the totals the
 * game printed equal the totals the rules core computes for the plan.
 * Exit 77 (skipped) when no OpenGL context can be had. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "cs_core.h"
#include "eg_record.h"

/* The planned game as the record must hold it: who made each move, and the
 * move in the notation (goals S:1234, placements 3b4). */
enum { MAX_PLANNED = 512 };
static struct {
    int player;
    char move[EG_MOVE_MAX];
} planned[MAX_PLANNED];
static int nplanned;

static int plan_move(int player, const char *move)
{
    if (nplanned == MAX_PLANNED)
        return -1;
    planned[nplanned].player = player;
    snprintf(planned[nplanned].move, sizeof planned[nplanned].move, "%s", move);
    nplanned++;
    return 0;
}

static uint64_t rng_state;

static uint32_t next_random(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return (uint32_t)((z ^ (z >> 31)) >> 32);
}

static int failf(const char *what)
{
    fprintf(stderr, "play_script: %s\n", what);
    return 1;
}

/* Player p's controller cycles human -> easy -> medium -> hard -> human;
 * the setup screen starts with player 2 on medium, the others human. */
static int clicks_to_human(int player)
{
    return player == 1 ? 2 : 0;
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: play_script CITYSCAPE NPLAYERS SEED WORKDIR [mixed]\n");
        return 2;
    }
    const char *exe = argv[1], *dir = argv[4];
    int nplayers = atoi(argv[2]);
    bool mixed = argc > 5 && strcmp(argv[5], "mixed") == 0;
    rng_state = strtoull(argv[3], NULL, 10);
    cs_config cfg = cs_config_default(nplayers);
    if (nplayers == 2)
        cfg.nrounds = 2; /* the quick game keeps the test short */
    cs_game plan;
    if (cs_game_init(&plan, &cfg, NULL) != CS_OK)
        return failf("bad player count");

    char script_path[1024], save_dir[1024], out_path[1024], cmd[4096];
    snprintf(script_path, sizeof script_path, "%s/game-%dp.script", dir, nplayers);
    snprintf(save_dir, sizeof save_dir, "%s/save-%dp", dir, nplayers);
    snprintf(out_path, sizeof out_path, "%s/game-%dp.out", dir, nplayers);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", save_dir, save_dir);
    if (system(cmd) != 0)
        return failf("cannot make the save folder");
    FILE *sc = fopen(script_path, "w");
    if (!sc)
        return failf("cannot write the script");
    fprintf(sc, "size 960 540\nexpect title\nclick New game\nclick Cityscape\nexpect setup\n");
    fprintf(sc, "click %d players\n", nplayers);
    for (int p = 0; p < nplayers; p++)
        for (int c = 0; c < clicks_to_human(p); c++)
            fprintf(sc, "click player %d\n", p + 1);
    if (nplayers == 2) {
        fprintf(sc, "click -\nclick -\n"); /* 4 rounds down to 2 */
    }
    fprintf(sc, "click Start\n");

    /* The curtain comes down whenever the computer must change hands. */
    int viewer = -1;
    for (int round = 0; round < cfg.nrounds; round++) {
        viewer = -1; /* everyone saw the summary: each round starts behind the curtain */
        for (int p = 0; p < nplayers; p++) {
            if (viewer != p)
                fprintf(sc, "expect pass\nclick Ready\n");
            viewer = p;
            fprintf(sc, "expect goals\ngoals");
            cs_seat seats[2];
            int n = cs_player_seats(&plan, p, seats);
            for (int k = 0; k < n; k++) {
                uint8_t codes[CS_LINES];
                for (int l = 0; l < CS_LINES; l++)
                    codes[l] = (uint8_t)(1 + next_random() % 6);
                fprintf(sc, " %d%d%d%d", codes[0], codes[1], codes[2], codes[3]);
                char move[EG_MOVE_MAX];
                cs_goals_format(seats[k], codes, move, sizeof move);
                if (cs_game_set_goals(&plan, p, seats[k], codes, NULL) != CS_OK ||
                    plan_move(p, move) != 0)
                    return failf("planning goals failed");
            }
            fprintf(sc, "\nclick Confirm\n");
        }
        for (int k = 0; k < CS_BLOCKS; k++) {
            cs_move moves[CS_HEIGHTS * CS_LOTS];
            int n = cs_board_legal_moves(&plan.board, moves);
            cs_move m = moves[next_random() % (uint32_t)n];
            char text[8];
            cs_move_format(m, text, sizeof text);
            const char *how = !mixed ? "drag" : k % 5 == 3 ? "place" : k % 5 == 4 ? "keys" : "drag";
            int mover = cs_game_to_move(&plan);
            if (viewer != mover)
                fprintf(sc, "expect pass\nclick Ready\n");
            viewer = mover;
            fprintf(sc, "expect build\n%s %s\n", how, text);
            if (cs_game_place(&plan, mover, m, NULL) != CS_OK || plan_move(mover, text) != 0)
                return failf("planning moves failed");
        }
        fprintf(sc, "expect summary\nclick %s\n",
                round + 1 < cfg.nrounds ? "Next round" : "Final results");
        if (round + 1 < cfg.nrounds)
            cs_game_next_round(&plan, NULL);
    }
    fprintf(sc, "expect final\nquit\n");
    fclose(sc);

    snprintf(cmd, sizeof cmd, "SDL_VIDEODRIVER=offscreen '%s' --script '%s' --save-dir '%s' > '%s'",
             exe, script_path, save_dir, out_path);
    int status = system(cmd);
    int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 1;
    if (rc == 3) {
        fprintf(stderr, "play_script: no OpenGL 3.3 context here: skipped\n");
        return 77;
    }
    if (rc != 0) {
        fprintf(stderr, "play_script: the game exited %d (script %s)\n", rc, script_path);
        return 1;
    }

    /* The saved record holds exactly the planned game... */
    char save_path[1100];
    snprintf(save_path, sizeof save_path, "%s/autosave.csr", save_dir);
    eg_record got;
    eg_error err;
    eg_record_init(&got);
    if (eg_record_load(save_path, &got, &err) != 0) {
        fprintf(stderr, "play_script: %s: line %d: %s\n", save_path, err.line, err.msg);
        return 1;
    }
    if (got.nmoves != nplanned) {
        fprintf(stderr, "play_script: the save holds %d moves, the plan %d\n", got.nmoves,
                nplanned);
        return 1;
    }
    for (int k = 0; k < nplanned; k++) {
        if (got.moves[k].player != planned[k].player ||
            strcmp(got.moves[k].move, planned[k].move) != 0) {
            fprintf(stderr, "play_script: move %d is %d %s, the plan's %d %s\n", k + 1,
                    got.moves[k].player + 1, got.moves[k].move, planned[k].player + 1,
                    planned[k].move);
            return 1;
        }
    }
    eg_record_free(&got);
    /* ...and the totals the game showed are the rules core's. */
    char line[512] = "", want[512];
    FILE *out = fopen(out_path, "r");
    if (!out || !fgets(line, sizeof line, out))
        return failf("the game printed no result");
    fclose(out);
    int n = snprintf(want, sizeof want, "script: round %d of %d, screen final, totals",
                     cfg.nrounds, cfg.nrounds);
    for (int p = 0; p < nplayers; p++)
        n += snprintf(want + n, sizeof want - (size_t)n, " %d:%d", p + 1, plan.total[p]);
    line[strcspn(line, "\n")] = '\0';
    if (strcmp(line, want) != 0) {
        fprintf(stderr, "play_script: the game says\n  %s\nthe rules core says\n  %s\n", line, want);
        return 1;
    }
    printf("%s\nplay_script: %d-player hot-seat game matches the rules core\n", line, nplayers);
    return 0;
}
