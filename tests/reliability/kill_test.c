/* SPDX-License-Identifier: MIT */
/* kill_test.c - the autosave survives SIGKILL at any moment.
 *
 * usage: kill_test CITYSCAPE WORKDIR [KILLS]
 *
 * Plays a scripted all-computer game (2 players, Easy and Medium, 2 rounds,
 * fixed seed: the game is deterministic) headless once to the end as the
 * reference, then again KILLS times (default 30, or $CS_KILLS), each time
 * killed with SIGKILL at a random moment of the run. After every kill the
 * autosave (WORKDIR/kill/autosave.csr) must load with eg_record_load, replay
 * through the rules, and be a prefix of the reference game: the same game,
 * params and players, and the moves of the reference up to some move. That is,
 * the save always holds the game as it stood before or after a placement,
 * never a torn or half-written one. A leftover autosave.csr.tmp is allowed.
 * The seed of the random moments is printed; $CS_KILL_SEED repeats a run.
 * Exit 0 ok, 1 failure, 77 (skipped) when no OpenGL context can be had. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "eg_record.h"

static uint64_t rng_state;

static uint64_t next_random(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static const char *exe, *script_path;

/* Starts the game on the script with its save folder; output to log. */
static pid_t start_game(const char *save_dir, const char *log)
{
    pid_t pid = fork();
    if (pid != 0)
        return pid;
    int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
        dup2(fd, 1);
        dup2(fd, 2);
        close(fd);
    }
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    execl(exe, exe, "--script", script_path, "--save-dir", save_dir, "--seed", "11",
          (char *)NULL);
    _exit(127);
}

static int clean_dir(const char *dir)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    return system(cmd) == 0 ? 0 : -1;
}

/* got is the reference game cut off at some point: the same game, params,
 * seed and players, and its moves a prefix of the reference's. */
static const char *is_prefix(const eg_record *got, const eg_record *ref)
{
    if (strcmp(got->game, ref->game) != 0 || strcmp(got->params, ref->params) != 0 ||
        got->seed != ref->seed)
        return "the game or its configuration differs from the reference game";
    if (got->nplayers != ref->nplayers ||
        memcmp(got->players, ref->players, sizeof got->players) != 0)
        return "the players differ from the reference game";
    if (got->nmoves > ref->nmoves)
        return "more moves than the reference game";
    for (int m = 0; m < got->nmoves; m++)
        if (got->moves[m].player != ref->moves[m].player ||
            strcmp(got->moves[m].move, ref->moves[m].move) != 0)
            return "a move differs from the reference game";
    return NULL;
}

/* Loads and replays a save; false with the reason in msg. */
static bool load_save(const char *path, eg_record *rec, bool *over, char *msg, size_t msgsz)
{
    eg_error err;
    const eg_game *g = NULL;
    eg_record_init(rec);
    if (eg_record_load(path, rec, &err) == 0) {
        const eg_game *found = eg_game_find(rec->game);
        void *state = found ? malloc(found->state_size) : NULL;
        int rc = state ? eg_record_replay(rec, &g, state, &err) : 1;
        if (rc == 0)
            *over = g->is_over(state);
        free(state);
        if (rc == 0)
            return true;
    }
    snprintf(msg, msgsz, "line %d: %s", err.line, err.msg);
    return false;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: kill_test CITYSCAPE WORKDIR [KILLS]\n");
        return 2;
    }
    exe = argv[1];
    const char *dir = argv[2];
    int kills = argc > 3 ? atoi(argv[3]) : 30;
    if (getenv("CS_KILLS"))
        kills = atoi(getenv("CS_KILLS"));
    uint64_t seed = getenv("CS_KILL_SEED") ? strtoull(getenv("CS_KILL_SEED"), NULL, 10)
                                           : (uint64_t)time(NULL) ^ (uint64_t)getpid();
    rng_state = seed;

    char script[1024], ref_dir[1024], kill_dir[1024], log[1024], save[1100], tmp[1100];
    snprintf(script, sizeof script, "%s/kill-game.script", dir);
    snprintf(ref_dir, sizeof ref_dir, "%s/reference", dir);
    snprintf(kill_dir, sizeof kill_dir, "%s/kill", dir);
    snprintf(log, sizeof log, "%s/kill-game.log", dir);
    script_path = script;
    if (clean_dir(dir) != 0 || clean_dir(ref_dir) != 0) {
        fprintf(stderr, "kill_test: cannot make %s\n", dir);
        return 1;
    }
    FILE *sc = fopen(script, "w");
    if (!sc) {
        fprintf(stderr, "kill_test: cannot write %s\n", script);
        return 1;
    }
    /* Player 1 human -> easy; player 2 starts as medium; 4 rounds -> 2. */
    fputs("size 160 90\nexpect title\nclick New game\nclick Cityscape\nexpect setup\nclick 2 players\n"
          "click player 1\nclick -\nclick -\nclick Start\nexpect summary\nclick Next round\n"
          "expect summary\nclick Final results\nexpect final\nquit\n",
          sc);
    fclose(sc);

    /* The reference: the whole game, timed, and when its first save appears. */
    snprintf(save, sizeof save, "%s/autosave.csr", ref_dir);
    double t0 = now_s(), first_save = -1;
    pid_t pid = start_game(ref_dir, log);
    int status;
    if (pid < 0) {
        fprintf(stderr, "kill_test: cannot run %s\n", exe);
        return 1;
    }
    for (;;) {
        pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid)
            break;
        if (done < 0) {
            fprintf(stderr, "kill_test: cannot run %s\n", exe);
            return 1;
        }
        if (first_save < 0 && access(save, F_OK) == 0)
            first_save = now_s() - t0;
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    double full = now_s() - t0;
    if (first_save < 0)
        first_save = 0;
    int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 1;
    if (rc == 3) {
        fprintf(stderr, "kill_test: no OpenGL 3.3 context here: skipped\n");
        return 77;
    }
    if (rc != 0) {
        fprintf(stderr, "kill_test: the reference game exited %d (log %s)\n", rc, log);
        return 1;
    }
    eg_record ref;
    bool over = false;
    char msg[256];
    if (!load_save(save, &ref, &over, msg, sizeof msg) || !over) {
        fprintf(stderr, "kill_test: the reference game left no complete save %s\n", save);
        return 1;
    }
    int total = ref.nmoves;
    printf("kill_test: reference game %d moves in %.2f s (first save at %.2f s); %d kills, "
           "seed %llu\n",
           total, full, first_save, kills, (unsigned long long)seed);

    snprintf(save, sizeof save, "%s/autosave.csr", kill_dir);
    snprintf(tmp, sizeof tmp, "%s/autosave.csr.tmp", kill_dir);
    int no_save = 0, finished = 0, tmp_left = 0, failures = 0;
    int *seen = calloc((size_t)total + 1, sizeof *seen);
    if (!seen)
        return 1;
    for (int k = 0; k < kills; k++) {
        if (clean_dir(kill_dir) != 0)
            return 1;
        /* One kill in ten anywhere in the run, start-up included; the rest
         * while the game is being played and saved. */
        double u = (double)(next_random() % 1000000) / 1e6;
        double at = k % 10 == 0 ? full * 1.05 * u : first_save + (full - first_save) * u;
        pid = start_game(kill_dir, log);
        if (pid < 0)
            return 1;
        struct timespec ts = {(time_t)at, (long)((at - (double)(time_t)at) * 1e9)};
        while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
        }
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        if (WIFEXITED(status))
            finished++;
        if (access(tmp, F_OK) == 0)
            tmp_left++;
        if (access(save, F_OK) != 0) {
            no_save++;
            continue;
        }
        eg_record got;
        const char *why = NULL;
        msg[0] = '\0';
        if (load_save(save, &got, &over, msg, sizeof msg))
            why = is_prefix(&got, &ref);
        if (msg[0] || why) {
            char keep[1200];
            snprintf(keep, sizeof keep, "%s/failed-%d.csr", dir, k);
            rename(save, keep);
            fprintf(stderr, "kill_test: kill %d at %.3f s: %s (kept as %s)\n", k + 1, at,
                    msg[0] ? msg : why, keep);
            failures++;
            eg_record_free(&got);
            continue;
        }
        seen[got.nmoves]++;
        eg_record_free(&got);
    }
    eg_record_free(&ref);
    int distinct = 0;
    for (int i = 0; i <= total; i++)
        distinct += seen[i] > 0;
    free(seen);
    printf("kill_test: %d kills: %d saves loaded and matched the reference (%d distinct "
           "move counts of %d), %d before the first save, %d after the game ended, "
           "%d left a .tmp, %d failures\n",
           kills, kills - no_save - failures, distinct, total + 1, no_save, finished, tmp_left,
           failures);
    return failures ? 1 : 0;
}
