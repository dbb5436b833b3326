/* SPDX-License-Identifier: MIT */
/* play_script.c - a whole hot-seat game of Cityscape played at the generic
 * table through the game's real event path, its scores checked by an
 * independent scorer.
 *
 * usage: play_script CITYSCAPE CITYSCAPE-CLI NPLAYERS SEED WORKDIR [MODE]
 *
 * Plans a random legal game with the rules core (goals and placements of
 * every round; who acts next as the table seats them: the lowest player who
 * may act, the one seated keeping the seat while they may), writes a script
 * that plays it with the table's commands (docs/scripting.md): the curtain
 * taken with Ready whenever another person is to take the seat, every
 * seat's dice set where the scene drew them (click-item on a die turns it
 * one face; some set by dragging a face of the key onto the die, drag-item),
 * the seat's Confirm, and every block dragged from the supply onto its lot
 * (drag-item, aimed where the renderer drew the pieces). MODE "mixed" also
 * places blocks by click-then-click (click-item the block, click-item the
 * lot) and with the keyboard alone (key-to: the arrows to the block, Return,
 * the arrows to the lot, Return). Runs `cityscape --script` headless, then
 * checks that the table's save holds exactly the planned goals and moves,
 * and that its totals, replayed, equal per player the sum over the rounds of
 * `cityscape-cli score` on each round's final position (CPN with the seats'
 * goals: shared/spec/notation.md). Exit 77 (skipped) when no OpenGL context
 * can be had. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "cs_core.h"
#include "eg_game.h"
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

/* The script and who sits at the table now (-1: nobody yet). */
static FILE *sc;
static int seated = -1;

/* A curtain comes down whenever another person is to take the seat. */
static void take_seat(int player)
{
    if (player != seated)
        fprintf(sc, "click Ready\n");
    seated = player;
}

/* Player p sets the goals of every seat they hold: each die clicked to its
 * face, or the key's face dragged onto it; then the seat's Confirm. */
static int set_goals(cs_game *plan, int p)
{
    take_seat(p);
    cs_seat seats[2];
    int n = cs_player_seats(plan, p, seats);
    for (int k = 0; k < n; k++) {
        uint8_t codes[CS_LINES];
        for (int l = 0; l < CS_LINES; l++) {
            codes[l] = (uint8_t)(1 + next_random() % 6);
            int die = 200 + 4 * (int)seats[k] + l;
            if ((codes[l] + l) % 3 == 0)
                fprintf(sc, "drag-item %d %d\n", 400 + codes[l], die);
            else
                for (int c = 0; c < codes[l]; c++)
                    fprintf(sc, "click-item %d\n", die);
        }
        if (n > 1)
            fprintf(sc, "click Confirm %s\n", cs_seat_name(seats[k]));
        else
            fprintf(sc, "click Confirm\n");
        char move[EG_MOVE_MAX];
        cs_goals_format(seats[k], codes, move, sizeof move);
        cs_error e;
        if (cs_game_set_goals(plan, p, seats[k], codes, &e) != CS_OK) {
            fprintf(stderr, "play_script: player %d %s: %s\n", p + 1, move, e.msg);
            return -1;
        }
        if (plan_move(p, move) != 0)
            return -1;
        fprintf(sc, "expect-moves %d\n", nplanned);
    }
    return 0;
}

/* cityscape-cli score --json on a round's final position: each seat's total
 * added to its player's. */
static int score_round(const char *cli, const cs_game *g, long sum[CS_MAX_PLAYERS])
{
    cs_position pos;
    memset(&pos, 0, sizeof pos);
    pos.board = g->board;
    for (int s = 0; s < CS_SEATS; s++)
        if (g->seat_owner[s] != CS_NO_PLAYER) {
            memcpy(pos.goals[s], g->goals[s], CS_LINES);
            pos.has_goals |= (uint8_t)(1u << s);
        }
    char cpn[CS_CPN_MAX], cmd[2048], json[1024] = "";
    if (cs_cpn_format(&pos, cpn, sizeof cpn) < 0)
        return -1;
    snprintf(cmd, sizeof cmd, "'%s' score --json '%s'", cli, cpn);
    FILE *f = popen(cmd, "r");
    if (!f)
        return -1;
    size_t len = fread(json, 1, sizeof json - 1, f);
    json[len] = '\0';
    if (pclose(f) != 0)
        return -1;
    static const char letters[] = "SWNE";
    for (int s = 0; s < CS_SEATS; s++) {
        if (g->seat_owner[s] == CS_NO_PLAYER)
            continue;
        char key[8];
        snprintf(key, sizeof key, "\"%c\":{", letters[s]);
        const char *at = strstr(json, key), *tot = at ? strstr(at, "\"total\":") : NULL;
        if (!tot)
            return -1;
        sum[g->seat_owner[s]] += strtol(tot + 8, NULL, 10);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 6) {
        fprintf(stderr, "usage: play_script CITYSCAPE CITYSCAPE-CLI NPLAYERS SEED WORKDIR "
                        "[drag|mixed]\n");
        return 2;
    }
    const char *exe = argv[1], *cli = argv[2], *dir = argv[5];
    int nplayers = atoi(argv[3]);
    bool mixed = argc > 6 && strcmp(argv[6], "mixed") == 0;
    rng_state = strtoull(argv[4], NULL, 10);
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
    sc = fopen(script_path, "w");
    if (!sc)
        return failf("cannot write the script");
    fprintf(sc, "size 960 540\nexpect title\nclick New game\nclick Cityscape\n"
                "expect table-setup\n");
    for (int n = 2; n < nplayers; n++) /* the option steps 2, 3, 4 */
        fprintf(sc, "click Players: %d\n", n);
    /* The rounds option steps up and wraps (1 to 32), from the players'
     * default. */
    for (int r = cs_config_default(nplayers).nrounds; r != cfg.nrounds; r = r % 32 + 1)
        fprintf(sc, "click Rounds: %d\n", r);
    /* Every seat but the first starts as a medium computer: medium -> hard
     * -> human. */
    for (int p = 2; p <= nplayers; p++)
        fprintf(sc, "click Player %d: medium\nclick Player %d: hard\n", p, p);
    fprintf(sc, "click Start\nexpect table\n");

    long cli_total[CS_MAX_PLAYERS] = {0};
    for (int round = 0; round < cfg.nrounds; round++) {
        /* Goals: the one seated keeps the seat (after a round, who placed
         * its last block), then the lowest player still to set them. */
        int first = round > 0 ? seated : -1;
        if (first >= 0 && set_goals(&plan, first) != 0)
            return failf("planning goals failed");
        for (int p = 0; p < nplayers; p++)
            if (p != first && set_goals(&plan, p) != 0)
                return failf("planning goals failed");
        for (int k = 0; k < CS_BLOCKS; k++) {
            cs_move moves[CS_HEIGHTS * CS_LOTS];
            int n = cs_board_legal_moves(&plan.board, moves);
            cs_move m = moves[next_random() % (uint32_t)n];
            char text[8];
            cs_move_format(m, text, sizeof text);
            int h = text[0] - '0', lot = (text[2] - '1') * 4 + (text[1] - 'a');
            int mover = cs_game_to_move(&plan);
            take_seat(mover);
            int how = !mixed ? 0 : k % 5 == 3 ? 1 : k % 5 == 4 ? 2 : 0;
            if (how == 0)
                fprintf(sc, "drag-item %d %d\n", 100 + h, lot);
            else if (how == 1)
                fprintf(sc, "click-item %d\nclick-item %d\n", 100 + h, lot);
            else
                fprintf(sc, "key-to %d\nkey Return\nkey-to %d\nkey Return\n", 100 + h, lot);
            if (cs_game_place(&plan, mover, m, NULL) != CS_OK || plan_move(mover, text) != 0)
                return failf("planning moves failed");
            fprintf(sc, "expect-moves %d\n", nplanned);
        }
        if (score_round(cli, &plan, cli_total) != 0)
            return failf("cityscape-cli score failed on a round's final position");
        if (round + 1 < cfg.nrounds) {
            fprintf(sc, "click Continue\n"); /* the round's scoring */
            cs_game_next_round(&plan, NULL);
        }
    }
    fprintf(sc, "quit\n");
    fclose(sc);

    snprintf(cmd, sizeof cmd,
             "SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} '%s' --script '%s' --save-dir '%s' "
             "--seed 5 > '%s' 2>&1",
             exe, script_path, save_dir, out_path);
    int status = system(cmd);
    int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 1;
    if (rc == 3) {
        fprintf(stderr, "play_script: no OpenGL 3.3 context here: skipped\n");
        return 77;
    }
    if (rc != 0) {
        fprintf(stderr, "play_script: the game exited %d (script %s, output %s)\n", rc,
                script_path, out_path);
        return 1;
    }

    /* The saved record holds exactly the planned game... */
    char save_path[1100];
    snprintf(save_path, sizeof save_path, "%s/cityscape.rec", save_dir);
    eg_record got;
    eg_error err;
    memset(&err, 0, sizeof err);
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
    /* ...and its totals, replayed, are the independent scorer's. */
    const eg_game *g = NULL;
    void *state = malloc(eg_game_find("cityscape")->state_size);
    int scores[EG_MAX_PLAYERS];
    if (!state || eg_record_replay(&got, &g, state, &err) != 0)
        return failf("the save does not replay");
    bool over = g->is_over(state);
    int ns = g->scores(state, scores);
    free(state);
    eg_record_free(&got);
    char said[256] = "", want[256] = "";
    int a = 0, b = 0;
    for (int p = 0; p < nplayers; p++) {
        a += snprintf(said + a, sizeof said - (size_t)a, " %d:%d", p + 1, p < ns ? scores[p] : -1);
        b += snprintf(want + b, sizeof want - (size_t)b, " %d:%ld", p + 1, cli_total[p]);
    }
    if (!over || strcmp(said, want) != 0) {
        fprintf(stderr, "play_script: the saved game (%s) has totals%s;\n"
                        "cityscape-cli score on each round's final position gives%s\n",
                over ? "over" : "not over", said, want);
        return 1;
    }
    printf("play_script: %d-player hot-seat game at the table (%s), %d moves: totals%s, as "
           "cityscape-cli score gives over %d rounds\n",
           nplayers, mixed ? "drag, click and keyboard" : "drag", nplanned, said, cfg.nrounds);
    return 0;
}
