/* SPDX-License-Identifier: MIT */
/* kill_test.c - the autosave survives SIGKILL at any moment, in every game.
 *
 * usage: kill_test [--game ID]... [--full] CITYSCAPE WORKDIR [KILLS]
 *
 * For each game (--game, or $CS_KILL_GAMES as ids separated by spaces; all
 * four by default) it plays one whole game at the table in the window,
 * headless (320x180), to the end: Cityscape, Six Cities and City Blox
 * between two Easy computer players (Cityscape 2 rounds); Skyscrapers by
 * `play-to-end 40` (a legal move drawn at random and made with the pointer,
 * until the game is over; the End button only after 40 moves). With a
 * fixed --seed the game is the same every time: that run is the reference.
 * Then it plays it again KILLS times per game (default 20 for Cityscape, 6
 * for the others; --full: 100 each, the benchmark; $CS_KILLS overrides
 * both), each time killed with SIGKILL at a random moment: one time in ten
 * anywhere in the run, start-up included, else within the game's length
 * after that run's first save. After
 * every kill the autosave (WORKDIR/<id>/kill/<id>.rec) must
 *   - load with eg_record_load and replay through the rules;
 *   - be a prefix of the reference game: the same game, params, seed and
 *     players, and the reference's moves up to some move;
 *   - continue in the window: started on a copy of it, the game is
 *     continued (Continue at the table's setup) and must load it to the
 *     same position: `expect-moves N` at once, and the save the table
 *     writes holds those moves and goes on as the reference game did (a
 *     computer may move before the window closes): at most the move in
 *     flight is lost.
 * A leftover .tmp is allowed. The seed of the random moments is printed;
 * $CS_KILL_SEED repeats a run. Exit 0 ok, 1 failure, 77 (skipped) when no
 * OpenGL context can be had. */
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

static const char *exe;

/* Starts the game on a script with its save folder; output to log. */
static pid_t start_game(const char *script, const char *save_dir, const char *log)
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
    execl(exe, exe, "--script", script, "--save-dir", save_dir, "--seed", "11", (char *)NULL);
    _exit(127);
}

/* Runs the game on a script to its end; its exit status, -1 if it could
 * not be run. */
static int run_game(const char *script, const char *save_dir, const char *log)
{
    pid_t pid = start_game(script, save_dir, log);
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) != pid)
        return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int clean_dir(const char *dir)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    return system(cmd) == 0 ? 0 : -1;
}

static bool copy_file(const char *from, const char *to)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", from, to);
    return system(cmd) == 0;
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

/* A save as replayed: whether the game is over. */
typedef struct {
    bool over;
} replayed;

/* Loads and replays a save; false with the reason in msg. */
static bool load_save(const char *path, eg_record *rec, replayed *out, char *msg, size_t msgsz)
{
    eg_error err;
    memset(&err, 0, sizeof err);
    const eg_game *g = NULL;
    eg_record_init(rec);
    if (eg_record_load(path, rec, &err) == 0) {
        const eg_game *found = eg_game_find(rec->game);
        void *state = found ? malloc(found->state_size) : NULL;
        int rc = state ? eg_record_replay(rec, &g, state, &err) : 1;
        if (rc == 0)
            out->over = g->is_over(state);
        free(state);
        if (rc == 0)
            return true;
    }
    snprintf(msg, msgsz, "line %d: %s", err.line, err.msg);
    return false;
}

/* One game's scripts and save. */
typedef struct {
    const eg_game *g;
    char dir[1024];          /* WORKDIR/<id> */
    char save_name[64];      /* <id>.rec */
} game_run;

static bool write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return false;
    bool ok = fputs(text, f) >= 0;
    return fclose(f) == 0 && ok;
}

/* The script that plays the whole game. */
static bool write_play_script(const game_run *r, const char *path)
{
    char text[4096];
    const eg_game *g = r->g;
    int n = snprintf(text, sizeof text,
                     "size 320 180\nexpect title\nclick New game\nclick %s\nexpect table-setup\n",
                     g->name);
    /* Every player an Easy computer: the setup's button for a player steps
     * human, the levels in order, and round again; player 1 starts human,
     * the others at the second level (the first when there is one). */
    if (!(g->flags & EG_GAME_SOLITAIRE) && g->nlevels > 0)
        for (int p = 1; p <= g->min_players; p++) {
            int ctrl = p == 1 ? 0 : 1 + (g->nlevels > 1 ? 1 : 0);
            while (ctrl != 1) {
                n += snprintf(text + n, sizeof text - (size_t)n, "click Player %d: %s\n", p,
                              ctrl ? g->level_names[ctrl - 1] : "human");
                ctrl = (ctrl + 1) % (g->nlevels + 1);
            }
        }
    /* Cityscape: 2 rounds, not the 2-player game's 4 (the option steps 4,
     * 5 ... 32 and wraps to 1, 2). */
    if (strcmp(g->id, "cityscape") == 0)
        for (int rounds = 4; rounds != 2; rounds = rounds % 32 + 1)
            n += snprintf(text + n, sizeof text - (size_t)n, "click Rounds: %d\n", rounds);
    /* A solitaire ends when its player presses End: first 40 moves. */
    snprintf(text + n, sizeof text - (size_t)n, "click Start\nexpect table\nplay-to-end %d\nquit\n",
             g->flags & EG_GAME_SOLITAIRE ? 40 : 0);
    return write_file(path, text);
}

/* The script that continues the saved game and looks at it at once, before
 * a computer player can move: the click loads it and starts the computer's
 * job in the same frame, and the next frame runs a '!' command before it
 * looks whether the job is done. */
static bool write_continue_script(const game_run *r, const char *path, int nmoves)
{
    char text[1024];
    snprintf(text, sizeof text,
             "size 320 180\nexpect title\nclick New game\nclick %s\nexpect table-setup\n"
             "click Continue\n!expect-moves %d\n!quit\n",
             r->g->name, nmoves);
    return write_file(path, text);
}

/* Continues the save `path` in the window from a
 * copy; NULL when it loaded the same position, else why not (in msg). */
static const char *check_continue(const game_run *r, const char *path, const eg_record *got,
                                  const eg_record *ref, char *msg,
                                  size_t msgsz)
{
    char dir[1200], script[1300], log[1300], save[1300];
    snprintf(dir, sizeof dir, "%s/continue", r->dir);
    snprintf(script, sizeof script, "%s/continue.script", r->dir);
    snprintf(log, sizeof log, "%s/continue.log", r->dir);
    snprintf(save, sizeof save, "%s/%s", dir, r->save_name);
    if (clean_dir(dir) != 0 || !copy_file(path, save) ||
        !write_continue_script(r, script, got->nmoves))
        return "cannot set up the continued game";
    int rc = run_game(script, dir, log);
    if (rc != 0) {
        snprintf(msg, msgsz, "continuing it in the window exited %d (log %.300s)", rc, log);
        return msg;
    }
    /* The table saves the game as soon as it has loaded it, and again
     * after a computer's move made before the window closed: the game goes
     * on from the save, as the reference game went on. */
    eg_record again;
    replayed rp2;
    if (!load_save(save, &again, &rp2, msg, msgsz))
        return "the save the table wrote on continuing does not load";
    bool same = !is_prefix(got, &again) && !is_prefix(&again, ref);
    eg_record_free(&again);
    return same ? NULL : "the table continued another game, or not as the reference went on";
}

/* Plays one game once as the reference and `kills` times killed; returns
 * the failures, or -1 (setup), or 77 (no OpenGL). */
static int test_game(game_run *r, int kills)
{
    char script[1200], ref_dir[1200], kill_dir[1200], log[1200], save[1300], tmp[1400];
    snprintf(script, sizeof script, "%s/game.script", r->dir);
    snprintf(ref_dir, sizeof ref_dir, "%s/reference", r->dir);
    snprintf(kill_dir, sizeof kill_dir, "%s/kill", r->dir);
    snprintf(log, sizeof log, "%s/game.log", r->dir);
    if (clean_dir(r->dir) != 0 || clean_dir(ref_dir) != 0 || !write_play_script(r, script)) {
        fprintf(stderr, "kill_test: cannot make %s\n", r->dir);
        return -1;
    }

    /* The reference: the whole game, timed, and when its first save appears. */
    snprintf(save, sizeof save, "%s/%s", ref_dir, r->save_name);
    double t0 = now_s(), first_save = -1;
    pid_t pid = start_game(script, ref_dir, log);
    int status;
    if (pid < 0) {
        fprintf(stderr, "kill_test: cannot run %s\n", exe);
        return -1;
    }
    for (;;) {
        pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid)
            break;
        if (done < 0) {
            fprintf(stderr, "kill_test: cannot run %s\n", exe);
            return -1;
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
        fprintf(stderr, "kill_test: %s: the reference game exited %d (log %s)\n", r->g->id, rc,
                log);
        return -1;
    }
    eg_record ref;
    replayed rp;
    char msg[512];
    if (!load_save(save, &ref, &rp, msg, sizeof msg) || !rp.over) {
        fprintf(stderr, "kill_test: %s: the reference game left no finished save %s\n",
                r->g->id, save);
        return -1;
    }
    int total = ref.nmoves;
    printf("kill_test: %s: reference game %d moves in %.2f s (first save at %.2f s); %d kills, "
           "seed %llu\n",
           r->g->id, total, full, first_save, kills, (unsigned long long)rng_state);

    snprintf(save, sizeof save, "%s/%s", kill_dir, r->save_name);
    snprintf(tmp, sizeof tmp, "%s.tmp", save);
    int no_save = 0, finished = 0, tmp_left = 0, failures = 0, continued = 0;
    double span = full - first_save; /* the game's length after the first save */
    int *seen = calloc((size_t)total + 1, sizeof *seen);
    if (!seen)
        return -1;
    double t_kills = now_s();
    for (int k = 0; k < kills; k++) {
        if (clean_dir(kill_dir) != 0)
            return -1;
        /* One kill in ten anywhere in the run, start-up included; the rest
         * while the game is being played and saved: at a random moment of
         * the game's length after this run's first save, so that start-up
         * times that vary with the machine's load do not move the kills
         * past the end. A run that ends first tells the game's length. */
        double u = (double)(next_random() % 1000000) / 1e6;
        bool anywhere = k % 10 == 0;
        double at = anywhere ? full * 1.05 * u : span * u;
        double t_start = now_s(), t_save = anywhere ? t_start : -1;
        pid = start_game(script, kill_dir, log);
        if (pid < 0)
            return -1;
        bool exited = false;
        for (;;) {
            double t = now_s();
            if (t_save < 0 && access(save, F_OK) == 0)
                t_save = t;
            if (t_save >= 0 && t - t_save >= at)
                break;
            if (waitpid(pid, &status, WNOHANG) == pid) {
                exited = true;
                if (!anywhere && t_save >= 0)
                    span = t - t_save;
                break;
            }
            struct timespec ms = {0, 1000000};
            nanosleep(&ms, NULL);
        }
        if (!exited) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
        }
        at = (anywhere ? 0.0 : t_save - t_start) + at;
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
        if (load_save(save, &got, &rp, msg, sizeof msg)) {
            why = is_prefix(&got, &ref);
            if (!why) {
                why = check_continue(r, save, &got, &ref, msg, sizeof msg);
                continued += why == NULL;
            }
        } else {
            why = msg;
        }
        if (why) {
            char keep[1400];
            snprintf(keep, sizeof keep, "%s/failed-%d-%s", r->dir, k, r->save_name);
            rename(save, keep);
            fprintf(stderr, "kill_test: %s: kill %d at %.3f s: %s (kept as %s)\n", r->g->id,
                    k + 1, at, why, keep);
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
    printf("kill_test: %s: %d kills in %.0f s: %d saves loaded, replayed, matched the reference "
           "and continued in the window (%d distinct move counts of %d), %d before the first "
           "save, %d after the game ended, %d left a .tmp, %d failures\n",
           r->g->id, kills, now_s() - t_kills, continued, distinct, total + 1, no_save, finished,
           tmp_left, failures);
    return failures;
}

int main(int argc, char **argv)
{
    const char *ids[8];
    int nids = 0, i = 1;
    bool full = false;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (strcmp(argv[i], "--game") == 0 && i + 1 < argc && nids < 8)
            ids[nids++] = argv[++i];
        else if (strcmp(argv[i], "--full") == 0)
            full = true;
        else {
            fprintf(stderr, "kill_test: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    if (argc - i < 2) {
        fprintf(stderr, "usage: kill_test [--game ID]... [--full] CITYSCAPE WORKDIR [KILLS]\n");
        return 2;
    }
    exe = argv[i];
    const char *dir = argv[i + 1];
    int kills = argc - i > 2 ? atoi(argv[i + 2]) : -1;
    if (getenv("CS_KILLS"))
        kills = atoi(getenv("CS_KILLS"));
    static char env_ids[256];
    if (nids == 0 && getenv("CS_KILL_GAMES")) {
        snprintf(env_ids, sizeof env_ids, "%s", getenv("CS_KILL_GAMES"));
        for (char *t = strtok(env_ids, " ,"); t && nids < 8; t = strtok(NULL, " ,"))
            ids[nids++] = t;
    }
    if (nids == 0)
        for (int k = 0; k < eg_game_count() && nids < 8; k++)
            ids[nids++] = eg_game_at(k)->id;
    uint64_t seed = getenv("CS_KILL_SEED") ? strtoull(getenv("CS_KILL_SEED"), NULL, 10)
                                           : (uint64_t)time(NULL) ^ (uint64_t)getpid();
    rng_state = seed;
    setvbuf(stdout, NULL, _IOLBF, 0); /* progress as it comes, into a log too */
    printf("kill_test: seed %llu\n", (unsigned long long)seed);

    int failures = 0;
    for (int k = 0; k < nids; k++) {
        game_run r;
        memset(&r, 0, sizeof r);
        r.g = eg_game_find(ids[k]);
        if (!r.g) {
            fprintf(stderr, "kill_test: no game '%s'\n", ids[k]);
            return 2;
        }
        bool cityscape = strcmp(r.g->id, "cityscape") == 0;
        snprintf(r.dir, sizeof r.dir, "%s/%s", dir, r.g->id);
        snprintf(r.save_name, sizeof r.save_name, "%s.rec", r.g->id);
        int n = kills >= 0 ? kills : full ? 100 : cityscape ? 20 : 6;
        int rc = test_game(&r, n);
        if (rc == 77)
            return 77;
        if (rc < 0)
            return 1;
        failures += rc;
    }
    return failures ? 1 : 0;
}
