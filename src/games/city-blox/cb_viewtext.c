/* SPDX-License-Identifier: MIT */
/* cb_viewtext.c - City Blox's view as text (docs/games/city-blox.md, "A
 * player's view as text"). Nothing is secret but the order of the event
 * deck (the generator, which redact blanks): which events are left is
 * public. One line:
 *
 *   city-blox/1 players=2 level=1 trio=house,school,market help=- viewer=1
 *     round=3 phase=turns step=pick selector=2 picker-first=2 to-act=2
 *     order=2,1,2,1 turn=0 mend=1:0 supply=12,15,14,13,11,4 pile=0,1,0,1,1,1
 *     tasks=- drawers=- drawn=0 events-left=1,2,...,12 last-event=-
 *     lunch-next=- lunch-now=- double-up=0,0 cards=h3,s5,m1/h7,s2,m9
 *     done=0,0 cleared=0,0 places=-,- finish-turn=-,- finished=0
 *     bricks=1:1:2x4@b2,2:3:Lsw@c5,...
 *
 * What the last event did to each player (the words at the table) is not
 * in it: it changes nothing of the play. */
#include "cb_internal.h"

#include <string.h>

#include "eg_viewtext.h"

enum { K_PLAYERS, K_LEVEL, K_TRIO, K_HELP, K_VIEWER, K_ROUND, K_PHASE, K_STEP, K_SELECTOR,
       K_PICKER, K_TO_ACT, K_ORDER, K_TURN, K_MEND, K_SUPPLY, K_PILE, K_TASKS, K_DRAWERS,
       K_DRAWN, K_EVENTS, K_LAST, K_LUNCH_NEXT, K_LUNCH_NOW, K_DOUBLE, K_CARDS, K_DONE,
       K_CLEARED, K_PLACES, K_FINISH, K_FINISHED, K_BRICKS, K__COUNT };
static const char *const KEYS[K__COUNT] = {
    "players",  "level",      "trio",       "help",       "viewer",    "round",
    "phase",    "step",       "selector",   "picker-first", "to-act",  "order",
    "turn",     "mend",       "supply",     "pile",       "tasks",     "drawers",
    "drawn",    "events-left", "last-event", "lunch-next", "lunch-now", "double-up",
    "cards",    "done",       "cleared",    "places",     "finish-turn", "finished",
    "bricks"};
static const char HEAD[] = "city-blox/1";
static const char LEVELS[] = "1b|1|2b|2"; /* longest first: eg_vt_word takes the first match */
static const int LEVEL_OF[] = {CB_LEVEL_1B, CB_LEVEL_1, CB_LEVEL_2B, CB_LEVEL_2};
static const char PHASES[] = "select|turns|events|over";
static const char STEPS[] = "pick|mend|lay|end";
static const char TASKS[] = "place|gain|lose|pay|give|swap|recycle";
static const char CARD_KINDS[] = "house|school|market";
static const char *const TASK_NAME[] = {"place", "gain", "lose", "pay", "give", "swap",
                                        "recycle"};
static const char *const PHASE_NAME[] = {"select", "turns", "events", "over"};
static const char *const STEP_NAME[] = {"pick", "mend", "lay", "end"};

/* ---- Writing. */

static void add_list(eg_vt_out *w, const char *key, const uint8_t *v, int n)
{
    eg_vt_add(w, " %s=", key);
    for (int i = 0; i < n; i++)
        eg_vt_add(w, "%s%d", i ? "," : "", v[i]);
}

static void add_players_list(eg_vt_out *w, const char *key, const uint8_t *v, int n)
{
    eg_vt_add(w, " %s=", key);
    if (n == 0)
        eg_vt_add(w, "-");
    for (int i = 0; i < n; i++)
        eg_vt_add(w, "%s%d", i ? "," : "", v[i] + 1);
}

static void add_set(eg_vt_out *w, const char *key, unsigned bits)
{
    eg_vt_add(w, " %s=", key);
    eg_vt_add_players(w, bits);
}

static void add_task(eg_vt_out *w, const cb_task *t)
{
    eg_vt_add(w, "%s:%d:", t->kind <= CB_T_RECYCLE ? TASK_NAME[t->kind] : "?", t->player + 1);
    if (t->kind == CB_T_PLACE)
        eg_vt_add(w, "%s", cb_kind_name(t->arg));
    else if (t->kind == CB_T_PAY || t->kind == CB_T_GIVE)
        eg_vt_add(w, "%d", t->arg + 1);
    else
        eg_vt_add(w, "%d", t->arg);
}

static void add_flow(eg_vt_out *w, const cb_state *s)
{
    eg_vt_add(w, " round=%d phase=%s step=%s selector=%d picker-first=%d", s->round + 1,
              PHASE_NAME[s->phase & 3], STEP_NAME[s->step & 3], s->selector + 1,
              s->picker_first + 1);
    add_set(w, "to-act", cb_to_act(s));
    add_players_list(w, "order", s->order, s->norder);
    eg_vt_add(w, " turn=%d mend=%d:%d", s->turn, s->mend_plot + 1, s->mend_changes);
    add_list(w, "supply", s->supply, CB_KINDS);
    add_list(w, "pile", s->pile, CB_KINDS);
    eg_vt_add(w, " tasks=");
    if (!s->ntasks)
        eg_vt_add(w, "-");
    for (int t = 0; t < s->ntasks; t++) {
        eg_vt_add(w, "%s", t ? "," : "");
        add_task(w, &s->tasks[t]);
    }
    add_players_list(w, "drawers", s->drawers, s->ndrawers);
    eg_vt_add(w, " drawn=%d events-left=", s->ndrawn);
    if (!s->deck_left)
        eg_vt_add(w, "-");
    for (int e = 0, sep = 0; e < CB_EVENTS; e++)
        if (s->deck_left & (1u << e)) {
            eg_vt_add(w, "%s%d", sep ? "," : "", e + 1);
            sep = 1;
        }
    if (s->last_event < 0)
        eg_vt_add(w, " last-event=-");
    else if (s->last_target < 0)
        eg_vt_add(w, " last-event=%d:%d:-", s->last_event + 1, s->last_drawer + 1);
    else
        eg_vt_add(w, " last-event=%d:%d:%d", s->last_event + 1, s->last_drawer + 1,
                  s->last_target + 1);
    add_set(w, "lunch-next", s->lunch_next);
    add_set(w, "lunch-now", s->lunch_now);
}

int cb_view_format(const void *view, int viewer, char *out, size_t outsz)
{
    const cb_state *s = view;
    int n = s->p.nplayers;
    eg_vt_out w;
    eg_vt_start(&w, out, outsz);
    eg_vt_add(&w, "%s players=%d level=%s trio=%s,%s,%s", HEAD, n, cb_level_name(s->p.level),
              cb_card_kind_name(s->p.trio[0]), cb_card_kind_name(s->p.trio[1]),
              cb_card_kind_name(s->p.trio[2]));
    add_set(&w, "help", s->p.help);
    eg_vt_add(&w, " viewer=");
    if (viewer >= 0)
        eg_vt_add(&w, "%d", viewer + 1);
    else
        eg_vt_add(&w, "-");
    add_flow(&w, s);
    add_list(&w, "double-up", s->double_up, n);
    eg_vt_add(&w, " cards=");
    for (int p = 0; p < n; p++)
        for (int q = 0; q < CB_PLOTS; q++)
            eg_vt_add(&w, "%s%c%d", q ? "," : p ? "/" : "", "hsm"[s->card[p][q] / CB_CARDS_PER_KIND],
                      s->card[p][q] % CB_CARDS_PER_KIND + 1);
    add_list(&w, "done", s->done, n);
    add_list(&w, "cleared", s->cleared, n);
    eg_vt_add(&w, " places=");
    for (int p = 0; p < n; p++)
        if (s->place[p] < 0)
            eg_vt_add(&w, "%s-", p ? "," : "");
        else
            eg_vt_add(&w, "%s%d", p ? "," : "", s->place[p] + 1);
    eg_vt_add(&w, " finish-turn=");
    for (int p = 0; p < n; p++)
        if (s->finish_turn[p] == 0xff)
            eg_vt_add(&w, "%s-", p ? "," : "");
        else
            eg_vt_add(&w, "%s%d", p ? "," : "", s->finish_turn[p]);
    eg_vt_add(&w, " finished=%d bricks=", s->nfinished);
    if (!s->nplaced)
        eg_vt_add(&w, "-");
    for (int i = 0; i < s->nplaced; i++) {
        char b[24];
        cb_brick_format(s->placed[i].b, b, sizeof b);
        eg_vt_add(&w, "%s%d:%d:%s", i ? "," : "", s->placed[i].plot / CB_PLOTS + 1,
                  s->placed[i].plot % CB_PLOTS + 1, b);
    }
    return eg_vt_done(&w);
}

/* ---- Reading. */

static int read_word(const eg_vt_in *in, int k, const char *words, int *out, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, k);
    int rc = eg_vt_word(&c, words, out, err);
    return rc ? rc : eg_vt_end(&c, err);
}

static int read_player(const eg_vt_in *in, int k, int n, int *out, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, k);
    int rc = eg_vt_player(&c, n, false, out, err);
    return rc ? rc : eg_vt_end(&c, err);
}

/* Comma-separated numbers min..max, or '-' for none when none_ok; *n gets
 * the count (at most max_n). */
static int read_u8s(const eg_vt_in *in, int k, int min, int max, const char *what, bool none_ok,
                    uint8_t *out, int max_n, int *n, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, k);
    *n = 0;
    if (none_ok && eg_vt_peek(&c) == '-') {
        c.at++;
        return eg_vt_end(&c, err);
    }
    for (;;) {
        int v;
        int rc = eg_vt_int(&c, min, max, what, &v, err);
        if (rc)
            return rc;
        if (*n >= max_n)
            return eg_vt_fail(in, k, c.at, EG_VT_VALUE, err, "more than %d", max_n);
        out[(*n)++] = (uint8_t)v;
        if (eg_vt_at_end(&c))
            return 0;
        if ((rc = eg_vt_char(&c, ',', "between the numbers", err)))
            return rc;
    }
}

/* Exactly n numbers. */
static int read_exact(const eg_vt_in *in, int k, int min, int max, const char *what,
                      uint8_t *out, int n, eg_error *err)
{
    int got;
    int rc = read_u8s(in, k, min, max, what, false, out, n, &got, err);
    if (!rc && got != n)
        return eg_vt_fail(in, k, 0, EG_VT_VALUE, err, "%d numbers, not %d", n, got);
    return rc;
}

static int read_params(const eg_vt_in *in, cb_state *s, eg_error *err)
{
    int v;
    int rc = eg_vt_ints(in, K_PLAYERS, 2, CB_MAX_PLAYERS, "players", &v, 1, err);
    if (rc)
        return rc;
    cb_params_default(&s->p, v);
    if ((rc = read_word(in, K_LEVEL, LEVELS, &v, err)))
        return rc;
    s->p.level = (uint8_t)LEVEL_OF[v];
    eg_vt_cur c = eg_vt_cursor(in, K_TRIO);
    for (int q = 0; q < CB_PLOTS; q++) {
        if ((q && (rc = eg_vt_char(&c, ',', "between the plots", err))) ||
            (rc = eg_vt_word(&c, CARD_KINDS, &v, err)))
            return rc;
        s->p.trio[q] = (uint8_t)v;
    }
    if ((rc = eg_vt_end(&c, err)))
        return rc;
    unsigned help;
    if ((rc = eg_vt_players(in, K_HELP, s->p.nplayers, &help, err)))
        return rc;
    s->p.help = (uint8_t)help;
    eg_error e;
    if (cb_params_check(&s->p, &e) != CB_OK)
        return eg_vt_fail(in, K_TRIO, 0, EG_VT_CONTRADICTS, err, "%s", e.msg);
    return 0;
}

static int read_task(const eg_vt_in *in, eg_vt_cur *c, int n, cb_task *t, eg_error *err)
{
    int kind, player, arg = 0;
    int rc = eg_vt_word(c, TASKS, &kind, err);
    if (!rc)
        rc = eg_vt_char(c, ':', "after the task", err);
    if (!rc)
        rc = eg_vt_player(c, n, false, &player, err);
    if (!rc)
        rc = eg_vt_char(c, ':', "after the player", err);
    if (rc)
        return rc;
    size_t at = c->at;
    if (kind == CB_T_PLACE) {
        const eg_vt_field *f = &in->f[c->k];
        size_t len = 0;
        while (c->at + len < f->len && f->val[c->at + len] != ',')
            len++;
        if (cb_kind_parse(f->val + c->at, len, &arg) != CB_OK || len > 3)
            return eg_vt_fail(in, c->k, at, EG_VT_VALUE, err,
                              "a brick size (1x1 1x2 2x2 2x3 2x4 L) is placed");
        c->at += len;
    } else if (kind == CB_T_PAY || kind == CB_T_GIVE) {
        rc = eg_vt_int(c, 1, kind == CB_T_PAY ? CB_PLOTS : CB_EVENTS,
                       kind == CB_T_PAY ? "plot" : "event", &arg, err);
        arg--;
    } else {
        rc = eg_vt_int(c, 0, kind == CB_T_SWAP || kind == CB_T_RECYCLE ? 0 : 1, "task's flag",
                       &arg, err);
    }
    t->kind = (uint8_t)kind;
    t->player = (uint8_t)player;
    t->arg = (uint8_t)arg;
    t->pad = 0;
    return rc;
}

static int read_tasks(const eg_vt_in *in, cb_state *s, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, K_TASKS);
    if (eg_vt_peek(&c) == '-') {
        c.at++;
        return eg_vt_end(&c, err);
    }
    for (;;) {
        if (s->ntasks >= CB_TASKS)
            return eg_vt_fail(in, K_TASKS, c.at, EG_VT_VALUE, err, "more than %d tasks",
                              CB_TASKS);
        int rc = read_task(in, &c, s->p.nplayers, &s->tasks[s->ntasks++], err);
        if (rc)
            return rc;
        if (eg_vt_at_end(&c))
            return 0;
        if ((rc = eg_vt_char(&c, ',', "between tasks", err)))
            return rc;
    }
}

static int read_events(const eg_vt_in *in, cb_state *s, eg_error *err)
{
    uint8_t ev[CB_EVENTS];
    int n, rc = read_u8s(in, K_EVENTS, 1, CB_EVENTS, "event", true, ev, CB_EVENTS, &n, err);
    if (rc)
        return rc;
    for (int i = 0; i < n; i++) {
        if (i && ev[i] <= ev[i - 1])
            return eg_vt_fail(in, K_EVENTS, 0, EG_VT_VALUE, err,
                              "events are listed once each, in order");
        s->deck_left |= (uint16_t)(1u << (ev[i] - 1));
    }
    eg_vt_cur c = eg_vt_cursor(in, K_LAST);
    s->last_event = s->last_drawer = s->last_target = -1;
    if (eg_vt_peek(&c) == '-') {
        c.at++;
        return eg_vt_end(&c, err);
    }
    int e, d, t;
    if ((rc = eg_vt_int(&c, 1, CB_EVENTS, "event", &e, err)) ||
        (rc = eg_vt_char(&c, ':', "after the event", err)) ||
        (rc = eg_vt_player(&c, s->p.nplayers, false, &d, err)) ||
        (rc = eg_vt_char(&c, ':', "after who drew it", err)) ||
        (rc = eg_vt_player(&c, s->p.nplayers, true, &t, err)) || (rc = eg_vt_end(&c, err)))
        return rc;
    s->last_event = (int8_t)(e - 1);
    s->last_drawer = (int8_t)d;
    s->last_target = (int8_t)t;
    return 0;
}

static int read_flow(const eg_vt_in *in, cb_state *s, eg_error *err)
{
    int n = s->p.nplayers, v, cnt;
    int rc = eg_vt_ints(in, K_ROUND, 1, CB_MAX_ROUNDS, "round", &v, 1, err);
    if (rc)
        return rc;
    s->round = (uint16_t)(v - 1);
    if ((rc = read_word(in, K_PHASE, PHASES, &v, err)))
        return rc;
    s->phase = (uint8_t)v;
    if ((rc = read_word(in, K_STEP, STEPS, &v, err)))
        return rc;
    s->step = (uint8_t)v;
    if ((rc = read_player(in, K_SELECTOR, n, &v, err)))
        return rc;
    s->selector = (uint8_t)v;
    if ((rc = read_player(in, K_PICKER, n, &v, err)))
        return rc;
    s->picker_first = (uint8_t)v;
    if ((rc = read_u8s(in, K_ORDER, 1, n, "player", true, s->order, CB_MAX_PLAYERS * 2, &cnt,
                       err)))
        return rc;
    s->norder = (uint8_t)cnt;
    for (int i = 0; i < cnt; i++)
        s->order[i]--;
    if ((rc = eg_vt_ints(in, K_TURN, 0, cnt, "turns taken", &v, 1, err)))
        return rc;
    s->turn = (uint8_t)v;
    eg_vt_cur c = eg_vt_cursor(in, K_MEND);
    int plot, changes;
    if ((rc = eg_vt_int(&c, 1, CB_PLOTS, "plot", &plot, err)) ||
        (rc = eg_vt_char(&c, ':', "between the plot and the changes", err)) ||
        (rc = eg_vt_int(&c, 0, 255, "changes", &changes, err)) || (rc = eg_vt_end(&c, err)))
        return rc;
    s->mend_plot = (uint8_t)(plot - 1);
    s->mend_changes = (uint8_t)changes;
    if ((rc = read_exact(in, K_SUPPLY, 0, 17, "bricks", s->supply, CB_KINDS, err)) ||
        (rc = read_exact(in, K_PILE, 0, 17, "bricks", s->pile, CB_KINDS, err)) ||
        (rc = read_tasks(in, s, err)))
        return rc;
    if ((rc = read_u8s(in, K_DRAWERS, 1, n, "player", true, s->drawers, CB_MAX_PLAYERS * 2, &cnt,
                       err)))
        return rc;
    s->ndrawers = (uint8_t)cnt;
    for (int i = 0; i < cnt; i++)
        s->drawers[i]--;
    if ((rc = eg_vt_ints(in, K_DRAWN, 0, cnt, "events drawn", &v, 1, err)))
        return rc;
    s->ndrawn = (uint8_t)v;
    unsigned bits;
    if ((rc = read_events(in, s, err)) || (rc = eg_vt_players(in, K_LUNCH_NEXT, n, &bits, err)))
        return rc;
    s->lunch_next = (uint8_t)bits;
    if ((rc = eg_vt_players(in, K_LUNCH_NOW, n, &bits, err)))
        return rc;
    s->lunch_now = (uint8_t)bits;
    return read_exact(in, K_DOUBLE, 0, 9, "extra bricks", s->double_up, n, err);
}

static int read_cards(const eg_vt_in *in, cb_state *s, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, K_CARDS);
    for (int p = 0; p < s->p.nplayers; p++)
        for (int q = 0; q < CB_PLOTS; q++) {
            int rc = p || q ? eg_vt_char(&c, q ? ',' : '/', q ? "between plots" : "between players",
                                         err)
                            : 0;
            if (rc)
                return rc;
            size_t at = c.at;
            const char *kinds = "hsm";
            const char *k = eg_vt_peek(&c) ? strchr(kinds, eg_vt_peek(&c)) : NULL;
            int num;
            if (!k || (int)(k - kinds) != s->p.trio[q])
                return eg_vt_fail(in, K_CARDS, at, EG_VT_VALUE, err,
                                  "player %d plot %d holds a %s card (%c1-%c12)", p + 1, q + 1,
                                  cb_card_kind_name(s->p.trio[q]), "hsm"[s->p.trio[q]],
                                  "hsm"[s->p.trio[q]]);
            c.at++;
            if ((rc = eg_vt_int(&c, 1, CB_CARDS_PER_KIND, "card", &num, err)))
                return rc;
            s->card[p][q] = (uint8_t)(s->p.trio[q] * CB_CARDS_PER_KIND + num - 1);
        }
    return eg_vt_end(&c, err);
}

static int read_places(const eg_vt_in *in, cb_state *s, eg_error *err)
{
    int n = s->p.nplayers;
    for (int k = K_PLACES; k <= K_FINISH; k += K_FINISH - K_PLACES) {
        eg_vt_cur c = eg_vt_cursor(in, k);
        for (int p = 0; p < n; p++) {
            int rc = p ? eg_vt_char(&c, ',', "between players", err) : 0, v = -1;
            if (!rc && eg_vt_peek(&c) == '-')
                c.at++;
            else if (!rc)
                rc = k == K_PLACES ? eg_vt_int(&c, 1, n, "place", &v, err)
                                   : eg_vt_int(&c, 0, CB_MAX_PLAYERS * 2 - 1, "turn", &v, err);
            if (rc)
                return rc;
            if (k == K_PLACES)
                s->place[p] = (int8_t)(v < 0 ? -1 : v - 1);
            else
                s->finish_turn[p] = (uint8_t)(v < 0 ? 0xff : v);
        }
        int rc = eg_vt_end(&c, err);
        if (rc)
            return rc;
    }
    int v;
    int rc = eg_vt_ints(in, K_FINISHED, 0, n, "players finished", &v, 1, err);
    s->nfinished = (uint8_t)v;
    return rc;
}

static int read_bricks(const eg_vt_in *in, cb_state *s, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, K_BRICKS);
    const eg_vt_field *f = &in->f[K_BRICKS];
    if (eg_vt_peek(&c) == '-') {
        c.at++;
        return eg_vt_end(&c, err);
    }
    for (;;) {
        int p, q, rc;
        if ((rc = eg_vt_player(&c, s->p.nplayers, false, &p, err)) ||
            (rc = eg_vt_char(&c, ':', "after the player", err)) ||
            (rc = eg_vt_int(&c, 1, CB_PLOTS, "plot", &q, err)) ||
            (rc = eg_vt_char(&c, ':', "after the plot", err)))
            return rc;
        size_t at = c.at, len = 0;
        while (c.at + len < f->len && f->val[c.at + len] != ',')
            len++;
        cb_brick b;
        eg_error e;
        if (cb_brick_parse(f->val + at, len, &b, &e) != CB_OK)
            return eg_vt_fail(in, K_BRICKS, at, EG_VT_VALUE, err, "%s", e.msg);
        if (s->nplaced >= CB_BRICKS)
            return eg_vt_fail(in, K_BRICKS, at, EG_VT_VALUE, err, "more than %d bricks",
                              CB_BRICKS);
        cb_add_brick(s, cb_plot_id(p, q - 1), b);
        c.at += len;
        if (eg_vt_at_end(&c))
            return 0;
        if ((rc = eg_vt_char(&c, ',', "between bricks", err)))
            return rc;
    }
}

/* Every plot's bricks hold together (no two on a stud of one level, every
 * second-level brick on a first-level one), whatever order they came in. */
static int check_plots(const eg_vt_in *in, const cb_state *s, eg_error *err)
{
    for (int p = 0; p < s->p.nplayers; p++)
        for (int q = 0; q < CB_PLOTS; q++) {
            cb_brick b[CB_BRICKS];
            int n = cb_plot_bricks(s, p, q, b), bad;
            eg_error e;
            if (cb_bricks_check(b, n, &bad, &e) != CB_OK)
                return eg_vt_fail(in, K_BRICKS, 0, EG_VT_CONTRADICTS, err,
                                  "player %d plot %d: %s", p + 1, q + 1, e.msg);
        }
    return 0;
}

int cb_view_parse(const char *text, int viewer, void *view, eg_error *err)
{
    eg_vt_in in;
    int rc = eg_vt_read(&in, text, HEAD, KEYS, K__COUNT, EG_VT_BASE, err);
    if (rc)
        return rc;
    cb_state s;
    memset(&s, 0, sizeof s);
    memset(s.place, 0xff, sizeof s.place);
    memset(s.finish_turn, 0xff, sizeof s.finish_turn);
    if ((rc = read_params(&in, &s, err)) ||
        (rc = eg_vt_viewer(&in, K_VIEWER, s.p.nplayers, viewer, err)) ||
        (rc = read_flow(&in, &s, err)) || (rc = read_cards(&in, &s, err)) ||
        (rc = read_exact(&in, K_DONE, 0, 7, "complete plots (bits)", s.done, s.p.nplayers,
                         err)) ||
        (rc = read_exact(&in, K_CLEARED, 0, 7, "cleared plots (bits)", s.cleared,
                         s.p.nplayers, err)) ||
        (rc = read_places(&in, &s, err)) || (rc = read_bricks(&in, &s, err)) ||
        (rc = check_plots(&in, &s, err)))
        return rc;
    int count[CB_KINDS];
    cb_count_bricks(&s, count);
    for (int k = 0; k < CB_KINDS; k++)
        if (count[k] != cb_kind_count[k])
            return eg_vt_fail(&in, K_SUPPLY, 0, EG_VT_CONTRADICTS, err,
                              "%s bricks: %d in supply, pile, hands and plots; the box has %d",
                              cb_kind_name(k), count[k], cb_kind_count[k]);
    unsigned acting;
    if ((rc = eg_vt_players(&in, K_TO_ACT, s.p.nplayers, &acting, err)))
        return rc;
    if (acting != cb_to_act(&s) || (!acting && s.phase != CB_PH_OVER))
        return eg_vt_fail(&in, K_TO_ACT, 0, EG_VT_CONTRADICTS, err,
                          "phase, tasks and turns say otherwise");
    memcpy(view, &s, sizeof s);
    return 0;
}
