/* SPDX-License-Identifier: MIT */
/* cmd_replay.c - `cityscape-cli replay [--json] FILE`: check a game record
 * (docs/record-format.md) and print each round's scores and the result. */
#include "cli.h"
#include "eg_json.h"
#include "eg_record.h"
#include "cs_core.h"
#include "record.h"
#include "cityscape_game.h"
#include "legacy_record.h"

#include <stdlib.h>
#include <string.h>

static void replay_usage(FILE *out)
{
    fprintf(out,
            "usage: cityscape-cli replay [--json] FILE\n\n"
            "Checks a game record (a save; docs/record-format.md) against the rules,\n"
            "then prints each round: every seat's goals, line scores and total, the\n"
            "players' round scores and running totals, and the winner(s). A game in\n"
            "progress prints its complete rounds and where it stands. FILE - reads\n"
            "standard input. A record or save is at most 4 MiB (4194304 bytes, the\n"
            "most the game itself saves); a larger file is refused unread.\n\n"
            "A record of any game of the collection (game-record 1) is replayed\n"
            "through that game's rules. Cityscape's (the window saves them so)\n"
            "print round by round as above; for the other games the output gives\n"
            "the game, the players, the number of moves, each player's score and,\n"
            "once the game is over, the places.\n\n"
            "  --json   one JSON object instead of text\n\n"
            "Exit status: 0 valid record, 1 bad record (one line on stderr:\n"
            "FILE: line L, column C: message), 2 usage error.\n");
}

/* The game after round r (0-based) of the record, as far as it goes. */
static void game_through(const cs_record *rec, int r, cs_game *g)
{
    cs_record upto = *rec;
    upto.nrounds = (uint8_t)(r + 1);
    cs_record_replay(&upto, g, NULL);
}

static void print_winners(FILE *out, const cs_record *rec, const cs_game *g)
{
    unsigned w = cs_game_winners(g);
    int n = 0, best = 0;
    for (int p = 0; p < rec->cfg.nplayers; p++)
        if (w & (1u << p)) {
            n++;
            best = (int)g->total[p];
        }
    fprintf(out, "%s", n == 1 ? "winner:" : "winners (tie):");
    for (int p = 0; p < rec->cfg.nplayers; p++)
        if (w & (1u << p))
            fprintf(out, " player %d (%s)", p + 1, rec->players[p].name);
    fprintf(out, " with %d\n", best);
}

/* Where an unfinished game stands. */
static void print_standing(FILE *out, const cs_record *rec, const cs_game *g)
{
    int r = rec->nrounds;
    const cs_record_round *rr = &rec->rounds[r - 1];
    if (g->phase == CS_PHASE_SCORED) {
        fprintf(out, "round %d of %d is over; round %d has not started\n", r, rec->cfg.nrounds,
                r + 1);
    } else if (g->phase == CS_PHASE_GOALS) {
        fprintf(out, "round %d of %d: setting goals (set:", r, rec->cfg.nrounds);
        for (int s = 0; s < CS_SEATS; s++)
            if (rr->goals_set & (1u << s))
                fprintf(out, " %c", cs_seat_char((cs_seat)s));
        fprintf(out, "%s; waiting for:", rr->goals_set ? "" : " none");
        for (int s = 0; s < CS_SEATS; s++)
            if (cs_seat_player(g, (cs_seat)s) >= 0 && !(rr->goals_set & (1u << s)))
                fprintf(out, " %c", cs_seat_char((cs_seat)s));
        fprintf(out, ")\n");
    } else {
        int p = cs_game_to_move(g);
        fprintf(out, "round %d of %d: %d of 25 blocks placed, player %d (%s) to move\n", r,
                rec->cfg.nrounds, rr->nmoves, p + 1, rec->players[p].name);
    }
}

static void print_text(FILE *out, const cs_record *rec)
{
    int n = rec->cfg.nplayers;
    cs_game g;
    cs_record_replay(rec, &g, NULL);
    fprintf(out, "%d players, %d rounds agreed\n", n, rec->cfg.nrounds);
    for (int p = 0; p < n; p++) {
        cs_seat seats[2];
        int k = cs_player_seats(&g, p, seats);
        fprintf(out, "  player %d: %s [%s], seat%s", p + 1, rec->players[p].name,
                rec->players[p].controller, k > 1 ? "s" : "");
        for (int i = 0; i < k; i++)
            fprintf(out, " %c", cs_seat_char(seats[i]));
        fprintf(out, "\n");
    }
    for (int r = 0; r < rec->nrounds; r++) {
        if (rec->rounds[r].nmoves < CS_BLOCKS)
            break;
        cs_game rg;
        game_through(rec, r, &rg);
        fprintf(out, "\nround %d (player %d builds first)\n", r + 1,
                cs_round_first_player(&rg, r) + 1);
        for (int s = 0; s < CS_SEATS; s++) {
            int p = cs_seat_player(&rg, (cs_seat)s);
            if (p < 0)
                continue;
            const uint8_t *c = rec->rounds[r].goals[s];
            const int16_t *l = rg.seat_score[s];
            fprintf(out, "  %c  player %d  goals %d%d%d%d  lines %3d %3d %3d %3d  total %3d\n",
                    cs_seat_char((cs_seat)s), p + 1, c[0], c[1], c[2], c[3], l[0], l[1], l[2],
                    l[3], l[0] + l[1] + l[2] + l[3]);
        }
        fprintf(out, "  round:");
        for (int p = 0; p < n; p++)
            fprintf(out, "  %d: %d", p + 1, cs_game_player_round_score(&rg, p, r));
        fprintf(out, "\n  totals:");
        for (int p = 0; p < n; p++)
            fprintf(out, " %d: %d", p + 1, (int)rg.total[p]);
        fprintf(out, "\n");
    }
    fprintf(out, "\n");
    if (g.phase == CS_PHASE_GAME_OVER) {
        fprintf(out, "game over after %d rounds\n", rec->cfg.nrounds);
        print_winners(out, rec, &g);
    } else {
        print_standing(out, rec, &g);
        fprintf(out, "totals so far:");
        for (int p = 0; p < n; p++)
            fprintf(out, " %d: %d", p + 1, (int)g.total[p]);
        fprintf(out, "\n");
    }
}

static void print_json(FILE *out, const cs_record *rec)
{
    int n = rec->cfg.nplayers;
    cs_game g;
    cs_record_replay(rec, &g, NULL);
    fprintf(out, "{\"players\":[");
    for (int p = 0; p < n; p++) {
        fprintf(out, "%s{\"name\":", p ? "," : "");
        eg_json_string(out, rec->players[p].name);
        fprintf(out, ",\"controller\":");
        eg_json_string(out, rec->players[p].controller);
        fprintf(out, "}");
    }
    fprintf(out, "],\"rounds_agreed\":%d,\"rounds\":[", rec->cfg.nrounds);
    for (int r = 0; r < rec->nrounds; r++) {
        cs_game rg;
        game_through(rec, r, &rg);
        bool done = rec->rounds[r].nmoves == CS_BLOCKS;
        fprintf(out, "%s{\"round\":%d,\"first\":%d,\"placed\":%d", r ? "," : "", r + 1,
                cs_round_first_player(&rg, r) + 1, rec->rounds[r].nmoves);
        if (done) {
            fprintf(out, ",\"seats\":{");
            int first = 1;
            for (int s = 0; s < CS_SEATS; s++) {
                if (cs_seat_player(&rg, (cs_seat)s) < 0)
                    continue;
                const uint8_t *c = rec->rounds[r].goals[s];
                const int16_t *l = rg.seat_score[s];
                fprintf(out, "%s\"%c\":{\"goals\":\"%d%d%d%d\",\"lines\":[%d,%d,%d,%d],"
                             "\"total\":%d}",
                        first ? "" : ",", cs_seat_char((cs_seat)s), c[0], c[1], c[2], c[3],
                        l[0], l[1], l[2], l[3], l[0] + l[1] + l[2] + l[3]);
                first = 0;
            }
            fprintf(out, "},\"scores\":[");
            for (int p = 0; p < n; p++)
                fprintf(out, "%s%d", p ? "," : "", cs_game_player_round_score(&rg, p, r));
            fprintf(out, "]");
        }
        fprintf(out, "}");
    }
    fprintf(out, "],\"totals\":[");
    for (int p = 0; p < n; p++)
        fprintf(out, "%s%d", p ? "," : "", (int)g.total[p]);
    fprintf(out, "],\"complete\":%s", g.phase == CS_PHASE_GAME_OVER ? "true" : "false");
    if (g.phase == CS_PHASE_GAME_OVER) {
        fprintf(out, ",\"winners\":[");
        unsigned w = cs_game_winners(&g);
        int first = 1;
        for (int p = 0; p < n; p++)
            if (w & (1u << p)) {
                fprintf(out, "%s%d", first ? "" : ",", p + 1);
                first = 0;
            }
        fprintf(out, "]");
    } else if (g.phase == CS_PHASE_BUILDING) {
        fprintf(out, ",\"to_move\":%d", cs_game_to_move(&g) + 1);
    }
    fprintf(out, "}\n");
}

/* A game-record of any game: replayed through its table (eg_record.h). */
static int replay_any_game(const char *path, const char *text, size_t len, int json)
{
    eg_record rec;
    eg_record_init(&rec);
    eg_error err = {0};
    const eg_game *g = NULL;
    void *state = NULL;
    int rc = eg_record_parse(text, len, &rec, &err);
    if (rc == 0) {
        g = eg_game_find(rec.game);
        state = calloc(1, g->state_size);
        rc = state ? eg_record_replay(&rec, NULL, state, &err)
                   : eg_error_set(&err, EG_ERR_NOMEM, 0, "out of memory");
    }
    if (rc != 0) {
        fprintf(stderr, "cityscape-cli: %s: ", path);
        if (err.line > 0)
            fprintf(stderr, "line %d%s%.0d: ", err.line, err.column ? ", column " : "",
                    err.column);
        fprintf(stderr, "%s\n", err.msg);
        free(state);
        eg_record_free(&rec);
        return CLI_BAD_INPUT;
    }
    if (g == &eg_cityscape) {
        /* Cityscape's saves (the window writes game-record 1) print round
         * by round, exactly as a cityscape-record of the same game. */
        cs_record *old = malloc(sizeof *old);
        rc = old ? cs_city_export_record(&rec, old, &err)
                 : eg_error_set(&err, EG_ERR_NOMEM, 0, "out of memory");
        if (rc == 0) {
            if (json)
                print_json(stdout, old);
            else
                print_text(stdout, old);
        } else {
            fprintf(stderr, "cityscape-cli: %s: %s\n", path, err.msg);
        }
        free(old);
        free(state);
        eg_record_free(&rec);
        return rc == 0 ? CLI_OK : CLI_BAD_INPUT;
    }
    int sc[EG_MAX_PLAYERS], pl[EG_MAX_PLAYERS];
    int n = g->scores(state, sc);
    bool over = g->is_over(state);
    if (over)
        g->places(state, pl);
    if (json) {
        printf("{\"game\":\"%s\",\"moves\":%d,\"over\":%s,\"scores\":[", rec.game, rec.nmoves,
               over ? "true" : "false");
        for (int p = 0; p < n; p++)
            printf("%s%d", p ? "," : "", sc[p]);
        printf("]}\n");
    } else {
        printf("%s, %d moves, %s\n", g->name, rec.nmoves, over ? "over" : "in progress");
        for (int p = 0; p < n; p++) {
            printf("player %d %s (%s): %d", p + 1, rec.players[p].name, rec.players[p].controller,
                   sc[p]);
            if (over)
                printf(", place %d", pl[p] + 1);
            printf("\n");
        }
    }
    free(state);
    eg_record_free(&rec);
    return CLI_OK;
}

int cli_replay(int argc, char **argv)
{
    int json = 0;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            replay_usage(stdout);
            return CLI_OK;
        }
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "cityscape-cli replay: unknown option '%s'\n", argv[i]);
            replay_usage(stderr);
            return CLI_USAGE;
        } else if (path) {
            fprintf(stderr, "cityscape-cli replay: one FILE at a time\n");
            replay_usage(stderr);
            return CLI_USAGE;
        } else {
            path = argv[i];
        }
    }
    if (!path) {
        replay_usage(stderr);
        return CLI_USAGE;
    }
    size_t len = 0;
    eg_error rerr = {0};
    char *text = eg_record_read_text(path, &len, &rerr); /* "-": standard input */
    if (!text) {
        fprintf(stderr, "cityscape-cli: %s\n", rerr.msg);
        return CLI_BAD_INPUT;
    }
    if (strncmp(text, "game-record", 11) == 0) {
        int grc = replay_any_game(path, text, len, json);
        free(text);
        return grc;
    }
    cs_record *rec = malloc(sizeof *rec);
    cs_error err;
    cs_errcode rc = rec ? cs_record_parse(text, len, rec, &err)
                        : cs_error_set(&err, CS_ERR_IO, 0, 0, "out of memory");
    free(text);
    if (rc != CS_OK) {
        char msg[256];
        cs_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "cityscape-cli: %s: %s\n", path, msg);
        free(rec);
        return CLI_BAD_INPUT;
    }
    if (json)
        print_json(stdout, rec);
    else
        print_text(stdout, rec);
    free(rec);
    return CLI_OK;
}
