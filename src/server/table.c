/* SPDX-License-Identifier: MIT */
/* table.c - tables, seats and their saves, computer seats, and the
 * commands of CSP/1 (docs/network-protocol.md). Only the mid end applies
 * moves; a connection gets the views of the seats it holds and no other. */
#define _POSIX_C_SOURCE 200809L
#include "sv_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "eg_line.h"
#include "eg_record.h"

static const char CODE_CHARS[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/* ---- Files: DATA/<code>.rec (the record, saved by the mid end after each
 * move) and DATA/<code>.seats (the seats, written whenever one changes). */

static void path_of(const sv_table *t, const char *ext, char *out, size_t outsz)
{
    snprintf(out, outsz, "%s/%s.%s", t->srv->opt.data, t->code, ext);
}

static const char *const KIND_WORDS[] = {"person", "open", "computer"};

static int save_seats(sv_table *t, eg_error *err)
{
    char text[1024], path[4096];
    int n = snprintf(text, sizeof text, "cityscape-server-seats 2\n"); /* 2: names as CSP/1's */
    for (int i = 0; i < t->nseats; i++) {
        const sv_seat *st = &t->seats[i];
        char name[EG_NAME_WORD_MAX];
        eg_name_encode(st->name, name, sizeof name);
        n += snprintf(text + n, sizeof text - (size_t)n, "seat %d %s %s %s\n", i + 1,
                      KIND_WORDS[st->kind], st->token, name);
    }
    if (t->rematch[0]) /* the rematch offered at its end: told to whoever comes back */
        n += snprintf(text + n, sizeof text - (size_t)n, "rematch %s %d\n", t->rematch,
                      t->rematch_seat + 1);
    path_of(t, "seats", path, sizeof path);
    return eg_file_write_atomic(path, text, (size_t)n, err);
}

/* The word at *w (its length), *w moved past it and the spaces after. */
static size_t next_word(const char **w, const char **word)
{
    *word = *w;
    size_t len = strcspn(*w, " ");
    *w += len + strspn(*w + len, " ");
    return len;
}

/* One line "seat N KIND TOKEN NAME" of a .seats file as t's next seat: 0,
 * or 1 with why in words (a name's own reason as eg_name_decode gives it).
 * Version 1 wrote a name as it stood, to the line's end; version 2 writes
 * it as one word (docs/network-protocol.md, "Names"). */
static int read_seat(sv_table *t, const char *line, int version, char *why, size_t whysz)
{
    int n = t->nseats + 1, at = 0, k = 0;
    if (sscanf(line, "seat %d %n", &k, &at) != 1 || !at || k != n || n > EG_MAX_PLAYERS) {
        if (n > EG_MAX_PLAYERS)
            snprintf(why, whysz, "seat %d: a table has at most %d seats", n, EG_MAX_PLAYERS);
        else if (at && k != n)
            snprintf(why, whysz, "seat %d where seat %d was due", k, n);
        else
            snprintf(why, whysz, "not 'seat %d KIND TOKEN NAME'%s", n,
                     t->nseats ? " nor 'rematch CODE SEAT'" : "");
        return 1;
    }
    const char *w = line + at, *kind, *token, *name;
    size_t klen = next_word(&w, &kind), tlen = next_word(&w, &token);
    sv_seat *st = &t->seats[t->nseats];
    int kn = 0;
    while (kn < 3 && !(klen == strlen(KIND_WORDS[kn]) && strncmp(kind, KIND_WORDS[kn], klen) == 0))
        kn++;
    if (kn == 3) {
        snprintf(why, whysz, "seat %d: '%.*s' is not a seat's kind (person, open or computer)", n,
                 klen < 16 ? (int)klen : 16, kind);
        return 1;
    }
    if (tlen != NP_TOKEN_LEN || strspn(token, "0123456789abcdef") < NP_TOKEN_LEN) {
        snprintf(why, whysz, "seat %d: '%.*s' is not a token (32 hex digits)", n,
                 tlen < 40 ? (int)tlen : 40, token);
        return 1;
    }
    size_t nlen = version == 1 ? strlen(w) : next_word(&w, &name);
    name = version == 1 ? w : name;
    while (version == 1 && nlen && name[nlen - 1] == ' ')
        nlen--;
    char reason[120], decoded[4096];
    if (!nlen || (version == 2 && *w)) {
        snprintf(why, whysz, "seat %d: %s", n, nlen ? "words after its name (a space in a name "
                 "is written %20)" : "no name after its token");
        return 1;
    }
    if (version == 1 ? eg_name_check(name, nlen, NP_NAME_MAX, reason, sizeof reason) >= 0
                     : nlen >= sizeof decoded ||
                           eg_name_decode(name, nlen, decoded, NP_NAME_MAX, reason,
                                          sizeof reason) >= 0) {
        snprintf(why, whysz, "seat %d's name: %s", n, nlen >= sizeof decoded ? "too long" : reason);
        return 1;
    }
    st->kind = (np_seat_kind)kn;
    snprintf(st->token, sizeof st->token, "%.*s", NP_TOKEN_LEN, token);
    snprintf(st->name, sizeof st->name, "%.*s", (int)(version == 1 ? nlen : strlen(decoded)),
             version == 1 ? name : decoded);
    t->nseats++;
    return 0;
}

/* t's seats from its .seats file at path: 0, or an error naming the line
 * (err->line) and why. */
static int load_seats(sv_table *t, const char *path, eg_error *err)
{
    size_t len;
    char *text = eg_file_read(path, 4096, &len, err);
    if (!text)
        return err->code;
    char why[200] = "";
    int version = 0, ln = 1;
    for (char *line = text, *end; *line && !why[0]; line = end + (*end == '\n'), ln++) {
        end = line + strcspn(line, "\n");
        char was = *end;
        *end = '\0';
        int n = 0;
        if (ln == 1) {
            version = strcmp(line, "cityscape-server-seats 2") == 0   ? 2
                      : strcmp(line, "cityscape-server-seats 1") == 0 ? 1 : 0;
            if (!version)
                snprintf(why, sizeof why, "not 'cityscape-server-seats 2' (nor 1)");
        } else if (strncmp(line, "rematch ", 8) == 0) {
            if (!t->nseats || sscanf(line, "rematch %6[A-Z0-9] %d", t->rematch, &n) != 2 ||
                strlen(t->rematch) != NP_CODE_LEN || n < 1 || n > t->nseats)
                snprintf(why, sizeof why, "not 'rematch CODE SEAT' after the seats (a code of "
                         "%d letters and digits, a seat from 1 to %d)", NP_CODE_LEN, t->nseats);
            t->rematch_seat = n - 1;
        } else {
            t->rematch[0] = '\0'; /* a rematch line comes after the seats */
            read_seat(t, line, version, why, sizeof why);
        }
        *end = was;
    }
    if (!why[0] && !version)
        snprintf(why, sizeof why, "empty: not 'cityscape-server-seats 2'");
    free(text);
    if (why[0]) {
        t->rematch[0] = '\0';
        eg_error_set(err, EG_ERR_RECORD_SYNTAX, 0, "%s", why);
        err->line = ln > 1 ? ln - 1 : 1;
        return err->code;
    }
    return 0;
}

/* The seats saved, or the reason on standard error (the table plays on). */
static void keep_seats(sv_table *t)
{
    eg_error err = {0};
    if (save_seats(t, &err) != 0)
        fprintf(stderr, "cityscape-server: table %s: seats not saved: %s\n", t->code, err.msg);
}

/* ---- Lines to the table. */

/* What the table's connections have been told: the state after t->sent
 * moves (the moves saved so far; later ones are sent once saved). */
static const void *told(const sv_table *t)
{
    return eg_midend_state_at(t->me, t->sent);
}

static void turn_line(sv_table *t, const void *state, char *out, size_t outsz)
{
    unsigned bits = t->g->to_act(state);
    size_t n = 0;
    out[0] = '\0';
    for (int p = 0; p < t->nseats; p++)
        if (bits & (1u << p))
            n += (size_t)snprintf(out + n, outsz - n, "%s%d", n ? "," : "", p + 1);
    if (!n)
        snprintf(out, outsz, "-");
}

static void send_move(sv_table *t, sv_conn *c, int k)
{
    const eg_record_move *m = &eg_midend_record(t->me)->moves[k];
    bool secret = (eg_midend_move_flags(t->me, k) & EG_MOVE_PRIVATE) &&
                  !(c->seats & (1u << m->player));
    sv_send(c, "MOVE %d %d %s", k + 1, m->player + 1, secret ? "?" : m->move);
}

static void send_views(sv_table *t, sv_conn *c)
{
    char text[EG_VIEW_MAX];
    for (int p = -1; p < t->nseats; p++) {
        if (p < 0 ? c->seats != 0 : !(c->seats & (1u << p)))
            continue;
        if (t->g->redact)
            t->g->redact(told(t), p, t->scratch);
        else
            memcpy(t->scratch, told(t), t->g->state_size);
        if (t->g->view_format(t->scratch, p, text, sizeof text) < 0)
            snprintf(text, sizeof text, "-");
        if (p < 0)
            sv_send(c, "VIEW - %s", text);
        else
            sv_send(c, "VIEW %d %s", p + 1, text);
    }
}

static void send_turn(sv_table *t, sv_conn *c)
{
    char turn[32];
    turn_line(t, told(t), turn, sizeof turn);
    sv_send(c, "TURN %s", turn);
    if (!t->g->is_over(told(t)))
        return;
    int scores[EG_MAX_PLAYERS] = {0}, places[EG_MAX_PLAYERS] = {0};
    t->g->scores(told(t), scores);
    t->g->places(told(t), places);
    char a[64] = "", b[64] = "";
    for (int p = 0; p < t->nseats; p++) {
        snprintf(a + strlen(a), sizeof a - strlen(a), "%s%d", p ? "," : "", scores[p]);
        snprintf(b + strlen(b), sizeof b - strlen(b), "%s%d", p ? "," : "", places[p] + 1);
    }
    sv_send(c, "OVER %s %s", a, b);
}

static void send_player(sv_table *t, sv_conn *c, int p)
{
    const sv_seat *st = &t->seats[p];
    const char *state = st->kind == NP_SEAT_COMPUTER ? "computer"
                        : st->kind == NP_SEAT_OPEN   ? "open"
                        : !st->holder                ? "away"
                        : (st->holder->seats & (st->holder->seats - 1)) ? "hotseat"
                                                                         : "connected";
    char name[EG_NAME_WORD_MAX];
    eg_name_encode(st->kind == NP_SEAT_OPEN ? "" : st->name, name, sizeof name);
    sv_send(c, "PLAYER %d %s %s", p + 1, name[0] ? name : "-", state);
}

/* Every seat's PLAYER line to everyone at t but `but` (NULL: everyone). */
static void players_to_all_but(sv_table *t, const sv_conn *but)
{
    for (sv_conn *c = t->conns; c; c = c->tnext)
        for (int p = 0; p < t->nseats && c != but; p++)
            send_player(t, c, p);
}

/* After TABLE and SEAT: the moves so far, the seats, the views, the turn. */
static void send_state(sv_table *t, sv_conn *c)
{
    for (int k = 0; k < t->sent; k++)
        send_move(t, c, k);
    for (int p = 0; p < t->nseats; p++)
        send_player(t, c, p);
    send_views(t, c);
    send_turn(t, c);
    if (t->rematch[0])
        sv_send(c, "REMATCH %s %d", t->rematch, t->rematch_seat + 1);
}

static void send_table(sv_table *t, sv_conn *c)
{
    const eg_record *rec = eg_midend_record(t->me);
    sv_send(c, "TABLE %s %s %d %s", t->code, t->g->id, t->nseats, rec->params);
}

/* ---- Computer seats: one job at a time per table, polled by a timer. */

static void save(sv_table *t);

static void kick(sv_table *t);

static void mind_finished(sv_table *t);

static void job_poll(uv_timer_t *timer)
{
    sv_table *t = timer->data;
    if (!t->job || !eg_job_poll(t->job))
        return;
    char move[EG_MOVE_MAX];
    eg_error err = {0};
    int rc = eg_job_join(t->job, move, &err);
    t->job = NULL;
    uv_timer_stop(&t->poll);
    bool stale = t->job_stale;
    t->job_stale = false;
    if (!stale && rc == 0) {
        rc = eg_midend_move(t->me, t->job_seat, move, NULL, &err);
        if (rc == 0)
            save(t);
        else
            fprintf(stderr, "cityscape-server: table %s: seat %d's computer move '%s' was "
                    "refused: %s\n", t->code, t->job_seat + 1, move, err.msg);
    } else if (!stale) {
        fprintf(stderr, "cityscape-server: table %s: seat %d's computer player: %s\n", t->code,
                t->job_seat + 1, err.msg);
        return; /* not again at once: it would fail the same way */
    }
    kick(t);
}

static void kick(sv_table *t)
{
    if (t->job || eg_midend_is_over(t->me))
        return;
    unsigned bits = eg_midend_to_act(t->me);
    for (int p = 0; p < t->nseats; p++) {
        if (t->seats[p].kind != NP_SEAT_COMPUTER || !(bits & (1u << p)))
            continue;
        eg_ai_request req = {0};
        req.level = t->seats[p].level;
        req.seed = t->ai_seed ^ (++t->ai_moves * 0x9e3779b97f4a7c15ull);
        eg_midend_view(t->me, p, t->scratch);
        t->job = eg_job_start(t->g, t->scratch, p, &req);
        if (!t->job) {
            fprintf(stderr, "cityscape-server: table %s: no computer player for seat %d\n",
                    t->code, p + 1);
            return;
        }
        t->job_seat = p;
        uv_timer_start(&t->poll, job_poll, 2, 2);
        return;
    }
}

/* ---- Saves, off the loop: the record's text is made here and written
 * crash-safe (eg_file_write_atomic: a temporary file, fsync, rename, fsync
 * of the folder) in libuv's thread pool, one save of a table at a time. A
 * move is sent to the table once the save that holds it is done, so that
 * whatever a client has seen survives a SIGKILL. */

static void save_work(uv_work_t *w)
{
    sv_table *t = w->data;
    memset(&t->save_err, 0, sizeof t->save_err);
    if (t->save_text)
        eg_file_write_atomic(t->rec_path, t->save_text, strlen(t->save_text), &t->save_err);
}

static void saved(uv_work_t *w, int status)
{
    sv_table *t = w->data;
    (void)status;
    t->saving = false;
    free(t->save_text);
    t->save_text = NULL;
    if (t->save_err.code)
        fprintf(stderr, "cityscape-server: table %s: not saved: %s\n", t->code, t->save_err.msg);
    int from = t->save_undo_to >= 0 ? t->save_undo_to : t->sent, n = t->save_n;
    t->sent = n;
    for (sv_conn *c = t->conns; c && (from < n || t->save_undo_to >= 0); c = c->tnext) {
        if (t->save_undo_to >= 0)
            sv_send(c, "UNDONE %d", t->save_undo_to);
        for (int k = from; k < n; k++)
            send_move(t, c, k);
        send_views(t, c);
        send_turn(t, c);
    }
    if (t->dirty)
        save(t);
    mind_finished(t);
}

/* The record as it is now, to be saved and then told to the table. */
static void save(sv_table *t)
{
    if (t->saving) {
        t->dirty = true;
        return;
    }
    eg_error err = {0};
    t->dirty = false;
    t->save_text = eg_record_format(eg_midend_record(t->me), &err);
    if (!t->save_text)
        fprintf(stderr, "cityscape-server: table %s: not saved: %s\n", t->code, err.msg);
    t->save_n = eg_midend_moves(t->me);
    t->save_undo_to = t->undo_to;
    t->undo_to = -1;
    t->saving = true;
    t->work.data = t;
    if (uv_queue_work(t->srv->loop, &t->work, save_work, saved) != 0) {
        save_work(&t->work);
        saved(&t->work, 0);
    }
}

/* ---- Tables. */

static void random_bytes(sv_server *s, void *buf, size_t n)
{
    if (uv_random(s->loop, NULL, buf, n, 0, NULL) != 0) {
        /* No system randomness: the clock, which at least differs. */
        uint64_t x = uv_hrtime();
        for (size_t i = 0; i < n; i++, x = x * 6364136223846793005ull + 1442695040888963407ull)
            ((unsigned char *)buf)[i] = (unsigned char)(x >> 56);
    }
}

static sv_table *find_table(sv_server *s, const char *code)
{
    for (sv_table *t = s->tables; t; t = t->next)
        if (strcmp(t->code, code) == 0)
            return t;
    return NULL;
}

static void new_token(sv_server *s, char out[NP_TOKEN_LEN + 1])
{
    unsigned char b[NP_TOKEN_LEN / 2];
    random_bytes(s, b, sizeof b);
    for (size_t i = 0; i < sizeof b; i++)
        snprintf(out + 2 * i, 3, "%02x", b[i]);
}

static sv_table *table_alloc(sv_server *s, const eg_game *g)
{
    sv_table *t = calloc(1, sizeof *t);
    if (!t || !(t->scratch = malloc(g->state_size))) {
        free(t);
        return NULL;
    }
    t->srv = s;
    t->g = g;
    t->undo_to = t->save_undo_to = -1;
    uv_timer_init(s->loop, &t->poll);
    uv_timer_init(s->loop, &t->expire);
    t->poll.data = t->expire.data = t;
    t->handles = 2;
    random_bytes(s, &t->ai_seed, sizeof t->ai_seed);
    return t;
}

/* A table's timers closed, then its memory freed (a table that never
 * started, or one put away). */
static void free_table_handle(uv_handle_t *h)
{
    sv_table *t = h->data;
    if (--t->handles == 0)
        free(t);
}

static void table_close(sv_table *t)
{
    eg_midend_free(t->me);
    free(t->scratch);
    uv_close((uv_handle_t *)&t->poll, free_table_handle);
    uv_close((uv_handle_t *)&t->expire, free_table_handle);
}

static void table_link(sv_server *s, sv_table *t)
{
    t->next = s->tables;
    s->tables = t;
    s->ntables++;
}

/* ---- Putting finished tables away: a table whose game is over and that
 * nobody is at (no connection: players nor watchers) for keep_finished_s
 * seconds leaves the server's memory and its files move to DATA/finished/,
 * so that finished games neither fill --max-tables nor are resumed at every
 * start. A JOIN or WATCH of its code is then told where its record is. */

static void finished_path(const sv_server *s, const char *code, const char *ext, char *out,
                          size_t outsz)
{
    snprintf(out, outsz, "%s/finished/%s%s%s", s->opt.data, code, ext ? "." : "",
             ext ? ext : "");
}

static void put_away(uv_timer_t *timer)
{
    sv_table *t = timer->data;
    sv_server *s = t->srv;
    if (t->conns)
        return;
    if (t->saving || t->job) { /* a save still writing: once it is done */
        uv_timer_start(&t->expire, put_away, 1000, 0);
        return;
    }
    char dir[4096];
    finished_path(s, "", NULL, dir, sizeof dir);
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        fprintf(stderr, "cityscape-server: %s: cannot make the folder: %s\n", dir,
                strerror(errno));
    static const char *const EXTS[] = {"rec", "seats"};
    for (int i = 0; i < 2; i++) {
        char from[4096], to[4096];
        path_of(t, EXTS[i], from, sizeof from);
        finished_path(s, t->code, EXTS[i], to, sizeof to);
        if (rename(from, to) != 0)
            fprintf(stderr, "cityscape-server: table %s: %s not moved to %s: %s\n", t->code,
                    from, to, strerror(errno));
    }
    for (sv_table **pp = &s->tables; *pp; pp = &(*pp)->next)
        if (*pp == t) {
            *pp = t->next;
            break;
        }
    s->ntables--;
    table_close(t);
}

/* Starts or stops the clock that puts t away, as it is over and empty or not. */
static void mind_finished(sv_table *t)
{
    if (t->conns || !eg_midend_is_over(t->me))
        uv_timer_stop(&t->expire);
    else if (!uv_is_active((uv_handle_t *)&t->expire))
        uv_timer_start(&t->expire, put_away, (uint64_t)t->srv->opt.keep_finished_s * 1000, 0);
}

/* No table has `code`: an ERR saying so, or where its finished record is. */
static void no_table(sv_conn *c, const char *code)
{
    char path[4096];
    finished_path(c->srv, code, "rec", path, sizeof path);
    if (access(path, F_OK) == 0)
        sv_refuse(c, "table", "the game at table %s is over and was put away; its record is "
                  "finished/%s.rec on the server", code, code);
    else
        sv_refuse(c, "table", "no table has the code %s", code);
}

static void table_start(sv_table *t)
{
    path_of(t, "rec", t->rec_path, sizeof t->rec_path);
    t->sent = eg_midend_moves(t->me);
    save(t);
    kick(t);
    mind_finished(t);
}

static int level_named(const eg_game *g, const char *name)
{
    for (int l = 0; l < g->nlevels; l++)
        if (strcmp(name, g->level_names[l]) == 0)
            return l;
    return -1;
}

/* The game, its params and its seats from NEW, or an ERR. */
static const eg_game *new_game(sv_conn *c, const np_command *cmd, eg_record *rec)
{
    const eg_game *g = eg_game_find(cmd->word);
    if (!g || !g->view_format) {
        sv_refuse(c, "game", "unknown game '%s' (cityscape, skyscrapers, six-cities, city-blox)",
                  cmd->word);
        return NULL;
    }
    if (cmd->nseats < g->min_players || cmd->nseats > g->max_players) {
        sv_refuse(c, "game", "%s is for %d to %d players, not %d", g->name, g->min_players,
                  g->max_players, cmd->nseats);
        return NULL;
    }
    char params[1024];
    if (g->params_size > sizeof params) {
        sv_refuse(c, "game", "%s: params too large", g->id);
        return NULL;
    }
    memset(params, 0, sizeof params);
    eg_error err = {0};
    g->default_params(params, cmd->nseats);
    /* The seats say how many play: params_decode takes the rest from the
     * defaults for players=, so it is said first. */
    char text[EG_PARAMS_TEXT_MAX + 16] = "";
    for (int i = 0; i < g->noptions; i++)
        if (strcmp(g->options[i].key, "players") == 0)
            snprintf(text, sizeof text, "players=%d ", cmd->nseats);
    snprintf(text + strlen(text), sizeof text - strlen(text), "%s", cmd->params);
    if (text[0] && g->params_decode(text, params, &err) != 0) {
        sv_refuse(c, "game", "%s", err.msg);
        return NULL;
    }
    int players = g->params_players ? g->params_players(params) : g->min_players;
    if (players != cmd->nseats) {
        sv_refuse(c, "game", "the params say %d players, the seats %d", players, cmd->nseats);
        return NULL;
    }
    snprintf(rec->game, sizeof rec->game, "%s", g->id);
    g->params_encode(params, rec->params, sizeof rec->params);
    rec->nplayers = cmd->nseats;
    for (int p = 0; p < cmd->nseats; p++) {
        const np_seat *st = &cmd->seats[p];
        if (st->kind == NP_SEAT_COMPUTER && level_named(g, st->level) < 0) {
            char list[128] = "";
            for (int l = 0; l < g->nlevels; l++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", l ? ", " : "",
                         g->level_names[l]);
            sv_refuse(c, "game", "seat %d: '%s' is not a level of %s (%s)", p + 1, st->level,
                      g->name, list);
            return NULL;
        }
        snprintf(rec->players[p].controller, EG_CONTROLLER_MAX, "%s",
                 st->kind == NP_SEAT_COMPUTER ? st->level : "human");
        snprintf(rec->players[p].name, EG_NAME_MAX, "%s %d",
                 st->kind == NP_SEAT_COMPUTER ? "Computer" : "Seat", p + 1);
    }
    if (cmd->has_seed)
        rec->seed = cmd->seed;
    else
        random_bytes(c->srv, &rec->seed, sizeof rec->seed);
    return g;
}

/* Seat p named for the person who takes it, in its PLAYER lines, its
 * .seats line and the table's record (so the saved game and its replay
 * name the players): the seat's own name given with NEW or JOIN, else the
 * connection's HELLO name; NAME-P where another person's seat at t has that
 * name already (one client's hot seats named by HELLO alone). */
static void name_seat(sv_table *t, int p, const char *own, const char *name)
{
    sv_seat *st = &t->seats[p];
    name = own && own[0] ? own : name;
    snprintf(st->name, sizeof st->name, "%s", name);
    size_t len = strlen(name);
    int cut = (int)eg_utf8_cut(name, len < NP_NAME_MAX - 4 ? len : NP_NAME_MAX - 4);
    for (int q = 0; q < t->nseats; q++)
        if (q != p && t->seats[q].kind == NP_SEAT_ME && strcmp(t->seats[q].name, name) == 0)
            snprintf(st->name, sizeof st->name, "%.*s-%c", cut, name, '1' + p);
    eg_midend_set_name(t->me, p, st->name);
}

static void conn_join(sv_table *t, sv_conn *c)
{
    if (c->table == t)
        return;
    sv_leave_table(c);
    c->table = t;
    c->tnext = t->conns;
    t->conns = c;
    mind_finished(t);
}

/* A new table of cmd's game, params and seats (a person's seat empty,
 * named "-"), linked and started once its seats are filled: NULL after an
 * ERR to c. */
static sv_table *create_table(sv_conn *c, const np_command *cmd, uint64_t not_seed)
{
    sv_server *s = c->srv;
    if (s->ntables >= s->opt.max_tables) {
        sv_refuse(c, "full", "the server holds %d tables, its most", s->opt.max_tables);
        return NULL;
    }
    eg_record rec;
    eg_record_init(&rec);
    eg_error err = {0};
    const eg_game *g = new_game(c, cmd, &rec);
    while (g && !cmd->has_seed && rec.seed == not_seed) /* a rematch: never the same deal */
        random_bytes(s, &rec.seed, sizeof rec.seed);
    sv_table *t = g ? table_alloc(s, g) : NULL;
    if (g && (!t || !(t->me = eg_midend_new_for(g, &rec, &err)))) {
        sv_refuse(c, "game", "%s", t ? err.msg : "out of memory");
        if (t)
            table_close(t);
        t = NULL;
    }
    eg_record_free(&rec);
    if (!t)
        return NULL;
    do {
        unsigned char b[NP_CODE_LEN];
        random_bytes(s, b, sizeof b);
        for (int i = 0; i < NP_CODE_LEN; i++)
            t->code[i] = CODE_CHARS[b[i] % (sizeof CODE_CHARS - 1)];
    } while (find_table(s, t->code));
    t->nseats = cmd->nseats;
    for (int p = 0; p < t->nseats; p++) {
        sv_seat *st = &t->seats[p];
        st->kind = cmd->seats[p].kind;
        new_token(s, st->token);
        /* A computer seat named as the record names it and as a computer
         * seat is at home: "Computer N". */
        snprintf(st->name, sizeof st->name, "%.*s", NP_NAME_MAX - 1,
                 st->kind == NP_SEAT_COMPUTER ? eg_midend_record(t->me)->players[p].name : "-");
        if (st->kind == NP_SEAT_COMPUTER)
            st->level = level_named(g, cmd->seats[p].level);
    }
    table_link(s, t);
    return t;
}

static void cmd_new(sv_conn *c, const np_command *cmd)
{
    sv_table *t = create_table(c, cmd, 0);
    if (!t)
        return;
    sv_leave_table(c);
    for (int p = 0; p < t->nseats; p++) {
        sv_seat *st = &t->seats[p];
        if (st->kind == NP_SEAT_ME) {
            name_seat(t, p, cmd->names[p], c->name);
            st->holder = c;
            c->seats |= 1u << p;
        }
    }
    keep_seats(t);
    c->table = t;
    c->tnext = NULL;
    t->conns = c;
    send_table(t, c);
    for (int p = 0; p < t->nseats; p++)
        if (c->seats & (1u << p))
            sv_send(c, "SEAT %d %s", p + 1, t->seats[p].token);
    send_state(t, c);
    table_start(t);
}

/* The person's seats `seats` of t taken by c (JOIN, REJOIN, REMATCH). */
static void take_seats(sv_table *t, sv_conn *c, unsigned seats)
{
    conn_join(t, c);
    for (int p = 0; p < t->nseats; p++) {
        sv_seat *st = &t->seats[p];
        if (!(seats & (1u << p)))
            continue;
        if (st->holder && st->holder != c)
            st->holder->seats &= ~(1u << p); /* a connection that is gone but not yet closed */
        st->holder = c;
        c->seats |= 1u << p;
    }
    send_table(t, c);
    for (int p = 0; p < t->nseats; p++)
        if (seats & (1u << p))
            sv_send(c, "SEAT %d %s", p + 1, t->seats[p].token);
    send_state(t, c);
    players_to_all_but(t, c);
}

static void cmd_join(sv_conn *c, const np_command *cmd)
{
    sv_table *t = find_table(c->srv, cmd->word);
    if (!t) {
        no_table(c, cmd->word);
        return;
    }
    int p = cmd->seat - 1;
    if (cmd->seat == 0)
        for (p = 0; p < t->nseats && t->seats[p].kind != NP_SEAT_OPEN; p++)
            ;
    if (p >= t->nseats) {
        sv_refuse(c, "seat", cmd->seat ? "table %s has no seat %d (1 to %d)"
                                       : "table %s has no open seat", t->code,
                  cmd->seat ? cmd->seat : 0, t->nseats);
        return;
    }
    if (t->seats[p].kind != NP_SEAT_OPEN) {
        sv_refuse(c, "seat", "seat %d of table %s is not open (%s)", p + 1, t->code,
                  t->seats[p].kind == NP_SEAT_COMPUTER ? "a computer plays it"
                                                       : "a person has taken it");
        return;
    }
    t->seats[p].kind = NP_SEAT_ME;
    name_seat(t, p, cmd->names[p], c->name);
    keep_seats(t);
    save(t); /* the record names the seat's player */
    take_seats(t, c, 1u << p);
}

static void cmd_rejoin(sv_conn *c, const np_command *cmd)
{
    for (sv_table *t = c->srv->tables; t; t = t->next)
        for (int p = 0; p < t->nseats; p++)
            if (t->seats[p].kind == NP_SEAT_ME && strcmp(t->seats[p].token, cmd->word) == 0) {
                take_seats(t, c, 1u << p);
                return;
            }
    sv_refuse(c, "token", "no seat has that token");
}

static void watch(sv_table *t, sv_conn *c)
{
    conn_join(t, c);
    send_table(t, c);
    send_state(t, c);
}

static void cmd_watch(sv_conn *c, const np_command *cmd)
{
    sv_table *t = find_table(c->srv, cmd->word);
    if (!t) {
        no_table(c, cmd->word);
        return;
    }
    watch(t, c);
}

/* The seat of MOVE or UNDO, if c holds it; else an ERR and -1. */
static int own_seat(sv_conn *c, int seat)
{
    sv_table *t = c->table;
    if (!t) {
        sv_refuse(c, "table", "you are at no table (NEW, JOIN or REJOIN first)");
        return -1;
    }
    if (seat > t->nseats) {
        sv_refuse(c, "seat", "table %s has no seat %d (1 to %d)", t->code, seat, t->nseats);
        return -1;
    }
    if (!(c->seats & (1u << (seat - 1)))) {
        sv_refuse(c, "seat", "seat %d is not yours", seat);
        return -1;
    }
    return seat - 1;
}

static void cmd_move(sv_conn *c, const np_command *cmd)
{
    int p = own_seat(c, cmd->seat);
    if (p < 0)
        return;
    sv_table *t = c->table;
    if (!(eg_midend_to_act(t->me) & (1u << p))) {
        char turn[32];
        turn_line(t, eg_midend_state(t->me), turn, sizeof turn);
        sv_refuse(c, "turn", "seat %d is not to act now (to act: %s)", p + 1, turn);
        return;
    }
    eg_error err = {0};
    int k = eg_midend_move(t->me, p, cmd->move, NULL, &err);
    if (k != 0) {
        sv_refuse(c, "illegal", "%s", err.msg); /* the game names the move */
        return;
    }
    save(t);
    kick(t);
}

static void cmd_undo(sv_conn *c, const np_command *cmd)
{
    int p = own_seat(c, cmd->seat);
    if (p < 0)
        return;
    sv_table *t = c->table;
    eg_error err = {0};
    if (eg_midend_undo(t->me, p, &err) != 0) {
        sv_refuse(c, "undo", "%s", err.msg);
        return;
    }
    if (t->job) {
        eg_job_cancel(t->job);
        t->job_stale = true;
    }
    int n = eg_midend_moves(t->me);
    t->undo_to = t->undo_to >= 0 && t->undo_to < n ? t->undo_to : n;
    if (t->sent > n)
        t->sent = n; /* what is told is never past the record */
    save(t);
    kick(t);
}

/* The rematch of t, offered by c (a player at its end): a new table of
 * the same game, params and seats (a computer at its level, an open seat
 * open, a person's seat kept for its player: away until they accept), with
 * a new deal; everyone else at t is told. NULL after an ERR to c. */
static sv_table *offer_rematch(sv_conn *c, sv_table *t)
{
    if (!eg_midend_is_over(t->me)) {
        sv_refuse(c, "rematch", "the game at table %s is not over (%d moves made): a rematch "
                  "is offered at its end", t->code, eg_midend_moves(t->me));
        return NULL;
    }
    if (!c->seats) {
        sv_refuse(c, "seat", "you hold no seat at table %s: its players offer a rematch",
                  t->code);
        return NULL;
    }
    const eg_record *old = eg_midend_record(t->me);
    np_command cmd;
    memset(&cmd, 0, sizeof cmd);
    cmd.kind = NP_NEW;
    snprintf(cmd.word, sizeof cmd.word, "%s", t->g->id);
    snprintf(cmd.params, sizeof cmd.params, "%s", old->params);
    cmd.nseats = t->nseats;
    for (int p = 0; p < t->nseats; p++) {
        cmd.seats[p].kind = t->seats[p].kind;
        if (t->seats[p].kind == NP_SEAT_COMPUTER)
            snprintf(cmd.seats[p].level, sizeof cmd.seats[p].level, "%s",
                     t->g->level_names[t->seats[p].level]);
    }
    sv_table *n = create_table(c, &cmd, old->seed);
    if (!n)
        return NULL;
    for (int p = 0; p < n->nseats; p++)
        if (t->seats[p].kind == NP_SEAT_ME)
            name_seat(n, p, NULL, t->seats[p].name);
    keep_seats(n);
    table_start(n);
    snprintf(t->rematch, sizeof t->rematch, "%s", n->code);
    for (t->rematch_seat = 0; !(c->seats & (1u << t->rematch_seat)); t->rematch_seat++)
        ;
    keep_seats(t);
    for (sv_conn *o = t->conns; o; o = o->tnext)
        if (o != c)
            sv_send(o, "REMATCH %s %d", n->code, t->rematch_seat + 1);
    return n;
}

/* REMATCH: the first from a player at a finished table offers one; each
 * after it accepts: the seats c holds at the old table, the same seats at
 * the new (a watcher watches it). */
static void cmd_rematch(sv_conn *c, const np_command *cmd)
{
    (void)cmd;
    sv_table *t = c->table;
    if (!t) {
        sv_refuse(c, "table", "you are at no table (NEW, JOIN or REJOIN first)");
        return;
    }
    sv_table *n = t->rematch[0] ? find_table(c->srv, t->rematch) : offer_rematch(c, t);
    if (!n) {
        if (t->rematch[0])
            no_table(c, t->rematch);
        return;
    }
    unsigned seats = c->seats;
    if (!seats) {
        watch(n, c);
        return;
    }
    for (int p = 0; p < n->nseats; p++)
        if ((seats & (1u << p)) && n->seats[p].kind == NP_SEAT_OPEN) { /* joined after the offer */
            n->seats[p].kind = NP_SEAT_ME;
            name_seat(n, p, NULL, c->name);
            keep_seats(n);
        }
    take_seats(n, c, seats);
}

static void cmd_hello(sv_conn *c, const np_command *cmd)
{
    char name[EG_NAME_WORD_MAX];
    snprintf(c->name, sizeof c->name, "%.*s", NP_NAME_MAX - 1, cmd->word);
    eg_name_encode(c->name, name, sizeof name);
    sv_send(c, "OK hello %s", name);
}

static void cmd_seats(sv_conn *c, const np_command *cmd)
{
    (void)cmd;
    if (!c->table) {
        sv_refuse(c, "table", "you are at no table (NEW, JOIN or REJOIN first)");
        return;
    }
    for (int p = 0; p < c->table->nseats; p++)
        send_player(c->table, c, p);
    send_turn(c->table, c);
}

static void cmd_ping(sv_conn *c, const np_command *cmd)
{
    (void)cmd;
    sv_send(c, "PONG");
}

static void cmd_bye(sv_conn *c, const np_command *cmd)
{
    (void)cmd;
    sv_send(c, "OK bye");
    sv_close(c, true);
}

static void (*const COMMANDS[])(sv_conn *, const np_command *) = {
    [NP_HELLO] = cmd_hello, [NP_NEW] = cmd_new,     [NP_JOIN] = cmd_join,
    [NP_WATCH] = cmd_watch, [NP_REJOIN] = cmd_rejoin, [NP_SEATS] = cmd_seats,
    [NP_MOVE] = cmd_move,   [NP_UNDO] = cmd_undo,   [NP_PING] = cmd_ping,
    [NP_BYE] = cmd_bye,     [NP_REMATCH] = cmd_rematch,
};

void sv_command(sv_conn *c, const np_command *cmd)
{
    COMMANDS[cmd->kind](c, cmd);
}

void sv_leave_table(sv_conn *c)
{
    sv_table *t = c->table;
    if (!t)
        return;
    for (sv_conn **pp = &t->conns; *pp; pp = &(*pp)->tnext)
        if (*pp == c) {
            *pp = c->tnext;
            break;
        }
    c->table = NULL;
    c->tnext = NULL;
    unsigned had = c->seats;
    c->seats = 0;
    for (int p = 0; p < t->nseats; p++)
        if (had & (1u << p))
            t->seats[p].holder = NULL;
    if (had)
        players_to_all_but(t, NULL);
    mind_finished(t);
}

/* ---- Resuming and stopping. */

/* The table of DIR/FILE (CODE.seats) and its record CODE.rec resumed; or,
 * where either does not read, named on standard error with the file at
 * fault, its line and why, and left on disk. */
static void resume_one(sv_server *s, const char *dir, const char *file)
{
    char path[4096], rpath[4096];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    size_t n = strlen(path) - strlen(".seats");
    snprintf(rpath, sizeof rpath, "%.*s.rec", (int)n, path);
    eg_record rec;
    eg_record_init(&rec);
    eg_error err = {0};
    sv_table *t = NULL;
    const eg_game *g = NULL;
    const char *bad = rpath; /* the file at fault */
    if (eg_record_load(rpath, &rec, &err) == 0 && (g = eg_game_find(rec.game)) &&
        (t = table_alloc(s, g))) {
        snprintf(t->code, sizeof t->code, "%.*s", NP_CODE_LEN, file);
        bad = path;
        int rc = load_seats(t, path, &err);
        if (rc == 0 && t->nseats != rec.nplayers)
            rc = eg_error_set(&err, EG_ERR_RECORD_CONTRADICTS, 0, "%d seats, but %s has %d "
                              "players", t->nseats, rpath, rec.nplayers);
        if (rc == 0 && !(t->me = eg_midend_new_for(g, &rec, &err)))
            bad = rpath, rc = 1;
        if (rc == 0) {
            for (int p = 0; p < t->nseats; p++)
                if (t->seats[p].kind == NP_SEAT_COMPUTER) { /* named as the record names it */
                    t->seats[p].level = level_named(g, rec.players[p].controller);
                    snprintf(t->seats[p].name, sizeof t->seats[p].name, "%.*s", NP_NAME_MAX - 1,
                             rec.players[p].name); /* "Computer N"; "computer" before */
                }
            table_link(s, t);
            table_start(t);
            eg_record_free(&rec);
            return;
        }
        table_close(t);
    } else if (!err.code) {
        eg_error_set(&err, EG_ERR_RECORD_GAME, 0, "unknown game '%s'", rec.game);
    }
    size_t len = strlen(bad);
    bool named = strncmp(err.msg, bad, len) == 0 && err.msg[len] == ':'; /* "PATH: No such file" */
    char line[32] = "";
    if (err.line)
        snprintf(line, sizeof line, "line %d: ", err.line);
    fprintf(stderr, "cityscape-server: %s%s%s%s: table %.*s not resumed (its files are left on "
            "disk)\n", named ? "" : bad, named ? "" : ": ", line, err.msg, NP_CODE_LEN, file);
    eg_record_free(&rec);
}

int sv_tables_open(sv_server *s)
{
    const char *dir = s->opt.data;
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "cityscape-server: --data %s: cannot make the folder: %s\n", dir,
                strerror(errno));
        return 1;
    }
    uv_fs_t req;
    int n = uv_fs_scandir(s->loop, &req, dir, 0, NULL);
    if (n < 0) {
        fprintf(stderr, "cityscape-server: --data %s: %s\n", dir, uv_strerror(n));
        return 1;
    }
    uv_dirent_t ent;
    while (uv_fs_scandir_next(&req, &ent) != UV_EOF) {
        size_t len = strlen(ent.name);
        if (len == NP_CODE_LEN + 6 && strcmp(ent.name + NP_CODE_LEN, ".seats") == 0)
            resume_one(s, dir, ent.name);
    }
    uv_fs_req_cleanup(&req);
    return 0;
}

void sv_tables_close(sv_server *s)
{
    for (sv_table *t = s->tables; t; t = t->next) {
        if (t->job) {
            char move[EG_MOVE_MAX];
            eg_job_cancel(t->job);
            eg_job_join(t->job, move, NULL);
            t->job = NULL;
        }
        uv_close((uv_handle_t *)&t->poll, NULL);
        uv_close((uv_handle_t *)&t->expire, NULL);
    }
}

void sv_tables_free(sv_server *s)
{
    while (s->tables) {
        sv_table *t = s->tables;
        s->tables = t->next;
        eg_midend_free(t->me);
        free(t->scratch);
        free(t);
    }
}
