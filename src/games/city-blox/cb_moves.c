/* SPDX-License-Identifier: MIT */
/* cb_moves.c - applying moves (docs/games/city-blox.md "Moves"). Every move
 * is checked whole before the state changes, so a refusal changes nothing. */
#include "cb_internal.h"

#include <stdio.h>
#include <string.h>

cb_decision cb_decision_now(const cb_state *s, int *player)
{
    *player = EG_NO_PLAYER;
    if (s->phase == CB_PH_OVER)
        return CB_D_NONE;
    if (s->ntasks) {
        *player = s->tasks[0].player;
        return CB_D_TASK;
    }
    if (s->phase == CB_PH_SELECT) {
        *player = s->picker_first;
        return CB_D_SELECT;
    }
    if (s->phase == CB_PH_TURNS && s->turn < s->norder) {
        *player = s->order[s->turn];
        return s->step == CB_STEP_PICK ? CB_D_PICK : s->step == CB_STEP_MEND ? CB_D_MEND : CB_D_LAY;
    }
    return CB_D_NONE;
}

unsigned cb_to_act(const cb_state *s)
{
    int p;
    return cb_decision_now(s, &p) == CB_D_NONE ? 0u : 1u << p;
}

bool cb_is_over(const cb_state *s) { return s->phase == CB_PH_OVER; }

/* ---- Parsing pieces of a move. */
typedef struct {
    const char *s;
    size_t len;
} span;

/* Splits off text up to `sep` (or the end); returns the piece. */
static span cut(span *rest, char sep)
{
    span a = *rest;
    const char *p = memchr(rest->s, sep, rest->len);
    if (!p) {
        rest->s += rest->len;
        rest->len = 0;
        return a;
    }
    a.len = (size_t)(p - rest->s);
    rest->len -= a.len + 1;
    rest->s = p + 1;
    return a;
}

static bool is(span a, const char *word) { return a.len == strlen(word) && memcmp(a.s, word, a.len) == 0; }

static int plot_arg(const cb_state *s, int player, span a, const char *move, eg_error *err,
                    bool unfinished)
{
    int q = cb_plot_parse(s, player, a.s, a.len);
    if (q < 0)
        return -eg_error_set(err, CB_ERR_NO_SUCH_PLOT, 0, "%s: '%.*s' is not a plot of player %d",
                             move, (int)(a.len > 16 ? 16 : a.len), a.s, player + 1);
    if (unfinished && !cb_plot_unfinished(s, player, q))
        return -eg_error_set(err, CB_ERR_PLOT_COMPLETE, 0,
                             "%s: the %.*s plot is complete and never changes", move, (int)a.len, a.s);
    return q;
}

static int kind_arg(span a, const char *move, int *kind, eg_error *err)
{
    if (cb_kind_parse(a.s, a.len, kind) != CB_OK)
        return eg_error_set(err, CB_ERR_NO_SUCH_KIND, 0,
                            "%s: '%.*s' is not a brick size (1x1 1x2 2x2 2x3 2x4 L)", move,
                            (int)(a.len > 16 ? 16 : a.len), a.s);
    return CB_OK;
}

/* A brick already on plot q of player: its index in s->placed. */
static int brick_arg(const cb_state *s, int player, int q, span a, const char *move, int *idx,
                     bool must_remove, eg_error *err)
{
    cb_brick b;
    eg_error e2;
    if (cb_brick_parse(a.s, a.len, &b, &e2) != CB_OK)
        return eg_error_set(err, e2.code, 0, "%s: %s", move, e2.msg);
    *idx = cb_find_brick(s, cb_plot_id(player, q), b);
    char name[16];
    cb_plot_name(s, player, q, name);
    if (*idx < 0)
        return eg_error_set(err, CB_ERR_NO_SUCH_BRICK, 0, "%s: no brick %.*s on player %d's %s plot",
                            move, (int)a.len, a.s, player + 1, name);
    if (must_remove && !cb_removable(s, *idx))
        return eg_error_set(err, CB_ERR_WOULD_UNSUPPORT, 0,
                            "%s: taking %.*s away would leave a second-level brick in the air",
                            move, (int)a.len, a.s);
    return CB_OK;
}

/* "N" (1-based) as a player index, or -1. */
static int player_arg(const cb_state *s, span a)
{
    if (a.len != 1 || a.s[0] < '1' || a.s[0] > '0' + s->p.nplayers)
        return -1;
    return a.s[0] - '1';
}

#define TRY(x)                                                                                 \
    do {                                                                                       \
        int rc_ = (x);                                                                         \
        if (rc_)                                                                               \
            return rc_;                                                                        \
    } while (0)

static int wrong(const char *move, const char *wants, eg_error *err)
{
    return eg_error_set(err, CB_ERR_WRONG_STEP, 0, "%s: not now; %s", move, wants);
}

/* ---- Level 1B: bricks of a complete plot back to the supply. */
static int do_clear(cb_state *s, int player, span rest, const char *move, eg_error *err)
{
    if (s->p.level != CB_LEVEL_1B)
        return eg_error_set(err, CB_ERR_NOT_1B, 0, "%s: only Level 1B clears a complete plot", move);
    int q = plot_arg(s, player, rest, move, err, false);
    if (q < 0)
        return -q;
    if (cb_plot_unfinished(s, player, q))
        return eg_error_set(err, CB_ERR_NOT_COMPLETE, 0, "%s: the plot is not complete", move);
    if (s->cleared[player] & (1u << q))
        return eg_error_set(err, CB_ERR_ALREADY_CLEARED, 0, "%s: the plot is already turned over", move);
    if (!cb_some_size_out(s))
        return eg_error_set(err, CB_ERR_SIZES_LEFT, 0,
                            "%s: every brick size is still in the supply", move);
    cb_clear_plot(s, cb_plot_id(player, q));
    s->cleared[player] |= (uint8_t)(1u << q);
    return CB_OK;
}

/* pile:SIZE[,SIZE...]: adds sizes to the build pile being selected (one
 * click at the table is one size); the picks begin once it holds as many
 * different sizes as the round needs. A whole pile in one move still works. */
static int do_pile(cb_state *s, span rest, const char *move, eg_error *err)
{
    uint8_t pile[CB_KINDS];
    memcpy(pile, s->pile, sizeof pile);
    int n = 0;
    for (int k = 0; k < CB_KINDS; k++)
        n += pile[k] > 0;
    int want = cb_pile_size_needed(s);
    while (rest.len) {
        int k;
        TRY(kind_arg(cut(&rest, ','), move, &k, err));
        if (pile[k])
            return eg_error_set(err, CB_ERR_PILE_REPEAT, 0,
                                "%s: %s twice; the pile holds different sizes", move, cb_kind_name(k));
        if (s->supply[k] == 0)
            return eg_error_set(err, CB_ERR_NOT_IN_SUPPLY, 0, "%s: no %s left in the supply", move,
                                cb_kind_name(k));
        pile[k] = 1;
        n++;
    }
    if (n > want)
        return eg_error_set(err, CB_ERR_PILE_SIZE, 0, "%s: the pile takes %d different sizes, not %d",
                            move, want, n);
    for (int k = 0; k < CB_KINDS; k++) {
        s->supply[k] -= (uint8_t)(pile[k] - s->pile[k]);
        s->pile[k] = pile[k];
    }
    if (n < want)
        return CB_OK; /* the selector goes on choosing */
    s->phase = CB_PH_TURNS;
    s->turn = 0;
    s->norder = 0;
    /* set_order lives in cb_flow.c; an empty-step round start does it. */
    return CB_OK;
}

static int do_lay(cb_state *s, int player, int q)
{
    cb_brick b[CB_BRICKS];
    int n = cb_plot_bricks(s, player, q, b);
    cb_verdict v;
    int ck = cb_card_kind_of(s, player, q);
    cb_judge(cb_cards[s->card[player][q]].cutout, b, n, s->p.level, ck, &v);
    if (!v.complete && (s->p.help & (1u << player))) {
        /* Help: a free look. The card lies on the plot, showing what is
         * wrong, until the next move; the turn goes on (another card, or
         * End turn) and nothing is paid. */
        s->look = (int8_t)cb_plot_id(player, q);
        s->looked |= (uint8_t)(1u << q);
        return CB_OK;
    }
    s->step = CB_STEP_END;
    if (!v.complete) {
        cb_push_back(s, (cb_task){CB_T_PAY, (uint8_t)player, (uint8_t)q, 0});
        return CB_OK;
    }
    s->done[player] |= (uint8_t)(1u << q);
    if (s->p.level == CB_LEVEL_2 || s->p.level == CB_LEVEL_2B) {
        cb_clear_plot(s, cb_plot_id(player, q));
        s->cleared[player] |= (uint8_t)(1u << q);
    }
    if (s->ndrawers < sizeof s->drawers)
        s->drawers[s->ndrawers++] = (uint8_t)player;
    if (s->done[player] == 7)
        s->finish_turn[player] = s->turn;
    return CB_OK;
}

/* place:PLOT:BRICK for the brick in hand. */
static int do_place(cb_state *s, int player, span rest, const char *move, eg_error *err)
{
    int q = plot_arg(s, player, cut(&rest, ':'), move, err, true);
    if (q < 0)
        return -q;
    cb_brick b;
    eg_error e2;
    if (cb_brick_parse(rest.s, rest.len, &b, &e2) != CB_OK)
        return eg_error_set(err, e2.code, 0, "%s: %s", move, e2.msg);
    int kind = s->tasks[0].arg;
    if (cb_shape_kind(b.shape) != kind)
        return eg_error_set(err, CB_ERR_WRONG_KIND, 0, "%s: the brick in hand is a %s, not a %s",
                            move, cb_kind_name(kind), cb_kind_name(cb_shape_kind(b.shape)));
    TRY(cb_placement_check(s, cb_plot_id(player, q), b, -1, move, err));
    cb_add_brick(s, cb_plot_id(player, q), b);
    cb_pop_task(s);
    return CB_OK;
}

static int do_give(cb_state *s, int player, span rest, const char *move, eg_error *err)
{
    int t = player_arg(s, rest);
    if (t < 0)
        return eg_error_set(err, CB_ERR_NO_SUCH_PLAYER, 0, "%s: '%.*s' is not a player 1..%d", move,
                            (int)(rest.len > 8 ? 8 : rest.len), rest.s, s->p.nplayers);
    if (t == player)
        return eg_error_set(err, CB_ERR_SELF_TARGET, 0, "%s: %s goes to another player", move,
                            cb_event_name(s->tasks[0].arg));
    if (!cb_player_active(s, t))
        return eg_error_set(err, CB_ERR_TARGET_DONE, 0, "%s: player %d has finished building",
                            move, t + 1);
    int ev = s->tasks[0].arg;
    cb_pop_task(s);
    s->last_target = (int8_t)t;
    if (ev == CB_EV_DOUBLE_UP)
        s->double_up[t]++, s->effect[t].what = CB_FX_DOUBLE;
    else if (ev == CB_EV_LUNCH)
        s->lunch_next |= (uint8_t)(1u << t), s->effect[t].what = CB_FX_LUNCH;
    else if (ev == CB_EV_THUNDER)
        cb_push_front(s, (cb_task){CB_T_LOSE, (uint8_t)t, 0, 0});
    else
        cb_push_front(s, (cb_task){CB_T_GAIN, (uint8_t)t, 0, 0});
    return CB_OK;
}

/* swap:PLOT:BRICK,N:PLOT:BRICK */
static int do_swap(cb_state *s, int player, span rest, const char *move, eg_error *err)
{
    span mine = cut(&rest, ','), theirs = rest;
    int q = plot_arg(s, player, cut(&mine, ':'), move, err, true), i, j;
    if (q < 0)
        return -q;
    TRY(brick_arg(s, player, q, mine, move, &i, true, err));
    int t = player_arg(s, cut(&theirs, ':'));
    if (t < 0 || t == player)
        return eg_error_set(err, t < 0 ? CB_ERR_NO_SUCH_PLAYER : CB_ERR_SELF_TARGET, 0,
                            "%s: name another player 1..%d after the comma", move, s->p.nplayers);
    int r = plot_arg(s, t, cut(&theirs, ':'), move, err, true);
    if (r < 0)
        return -r;
    TRY(brick_arg(s, t, r, theirs, move, &j, true, err));
    int ki = cb_shape_kind(s->placed[i].b.shape), kj = cb_shape_kind(s->placed[j].b.shape);
    cb_pop_task(s);
    s->last_target = (int8_t)t;
    s->effect[player] = (cb_effect){CB_FX_SWAPPED, (uint8_t)ki, (uint8_t)q, (uint8_t)kj};
    s->effect[t] = (cb_effect){CB_FX_SWAPPED, (uint8_t)kj, (uint8_t)r, (uint8_t)ki};
    if (i > j) {
        cb_remove_brick(s, i);
        cb_remove_brick(s, j);
    } else {
        cb_remove_brick(s, j);
        cb_remove_brick(s, i);
    }
    s->supply[ki]--; /* in hand, not in the supply */
    s->supply[kj]--;
    cb_push_front(s, (cb_task){CB_T_PLACE, (uint8_t)t, (uint8_t)ki, 0});
    cb_push_front(s, (cb_task){CB_T_PLACE, (uint8_t)player, (uint8_t)kj, 0});
    return CB_OK;
}

/* recycle:PLOT:BRICK:K,K,K */
static int do_recycle(cb_state *s, int player, span rest, const char *move, eg_error *err)
{
    int q = plot_arg(s, player, cut(&rest, ':'), move, err, true), i;
    if (q < 0)
        return -q;
    TRY(brick_arg(s, player, q, cut(&rest, ':'), move, &i, true, err));
    int big = cb_shape_kind(s->placed[i].b.shape);
    if (big != CB_2X3 && big != CB_2X4)
        return eg_error_set(err, CB_ERR_NOT_RED_GREEN, 0, "%s: Recycle trades a red 2x3 or a green 2x4",
                            move);
    int avail = 0;
    for (int k = 0; k < CB_KINDS; k++)
        avail += cb_kind_studs(k) < cb_kind_studs(big) && s->supply[k] > 0;
    int want = avail < 3 ? avail : 3, n = 0, got[3];
    uint8_t seen[CB_KINDS] = {0};
    while (rest.len) {
        int k;
        TRY(kind_arg(cut(&rest, ','), move, &k, err));
        if (n >= want || seen[k] || cb_kind_studs(k) >= cb_kind_studs(big) || s->supply[k] == 0)
            return eg_error_set(err, CB_ERR_RECYCLE_SIZES, 0,
                                "%s: name %d different sizes smaller than the %s, from the supply",
                                move, want, cb_kind_name(big));
        seen[k] = 1;
        got[n++] = k;
    }
    if (n != want)
        return eg_error_set(err, CB_ERR_RECYCLE_SIZES, 0,
                            "%s: name %d different sizes smaller than the %s, from the supply", move,
                            want, cb_kind_name(big));
    cb_pop_task(s);
    unsigned sizes = 0;
    for (int m = 0; m < n; m++)
        sizes |= 1u << got[m];
    s->effect[player] = (cb_effect){CB_FX_RECYCLED, (uint8_t)big, (uint8_t)q, (uint8_t)sizes};
    cb_remove_brick(s, i);
    for (int m = n - 1; m >= 0; m--) {
        s->supply[got[m]]--;
        cb_push_front(s, (cb_task){CB_T_PLACE, (uint8_t)player, (uint8_t)got[m], 0});
    }
    return CB_OK;
}

/* lose:PLOT:BRICK (events) and pay:BRICK (the penalty). */
static int do_lose(cb_state *s, int player, span rest, const char *move, bool pay, eg_error *err)
{
    const cb_task *t = &s->tasks[0];
    int q = pay ? t->arg : plot_arg(s, player, cut(&rest, ':'), move, err, true), i;
    if (q < 0)
        return -q;
    TRY(brick_arg(s, player, q, rest, move, &i, true, err));
    if (!pay && t->arg && cb_shape_kind(s->placed[i].b.shape) != CB_2X2)
        return eg_error_set(err, CB_ERR_NOT_2X2, 0,
                            "%s: Faulty construction takes a yellow 2x2 brick", move);
    cb_pop_task(s);
    if (!pay)
        s->effect[player] =
            (cb_effect){CB_FX_LOST, (uint8_t)cb_shape_kind(s->placed[i].b.shape), (uint8_t)q, 0};
    cb_remove_brick(s, i);
    return CB_OK;
}

static int task_move(cb_state *s, int player, span word, span rest, const char *move, eg_error *err)
{
    const cb_task *t = &s->tasks[0];
    switch (t->kind) {
    case CB_T_PLACE:
        if (is(word, "place"))
            return do_place(s, player, rest, move, err);
        if (is(word, "return") && rest.len == 0) {
            s->supply[t->arg]++;
            cb_pop_task(s);
            return CB_OK;
        }
        return wrong(move, "place or return the brick in hand", err);
    case CB_T_GAIN: {
        if (!is(word, "gain"))
            return wrong(move, "choose a brick from the supply (gain:SIZE)", err);
        int k;
        TRY(kind_arg(rest, move, &k, err));
        if (s->supply[k] == 0)
            return eg_error_set(err, CB_ERR_NOT_IN_SUPPLY, 0, "%s: no %s left in the supply", move,
                                cb_kind_name(k));
        /* Said as the last event's gift, unless it is an earlier Double up's. */
        if (t->arg == 0 || s->last_event == CB_EV_DOUBLE_UP)
            s->effect[player] = (cb_effect){CB_FX_GAINED, (uint8_t)k, 0, 0};
        s->supply[k]--;
        s->tasks[0] = (cb_task){CB_T_PLACE, (uint8_t)player, (uint8_t)k, 0};
        return CB_OK;
    }
    case CB_T_LOSE:
        return is(word, "lose") ? do_lose(s, player, rest, move, false, err)
                                : wrong(move, "return a brick (lose:PLOT:BRICK)", err);
    case CB_T_PAY:
        return is(word, "pay") ? do_lose(s, player, rest, move, true, err)
                               : wrong(move, "pay the penalty (pay:BRICK)", err);
    case CB_T_GIVE:
        return is(word, "give") ? do_give(s, player, rest, move, err)
                                : wrong(move, "give the event card to a player (give:N)", err);
    case CB_T_SWAP:
        return is(word, "swap") ? do_swap(s, player, rest, move, err)
                                : wrong(move, "exchange bricks (swap:PLOT:BRICK,N:PLOT:BRICK)", err);
    default:
        return is(word, "recycle") ? do_recycle(s, player, rest, move, err)
                                   : wrong(move, "recycle a red or green brick", err);
    }
}

/* move:OLD>NEW and back:OLD while mending one plot. */
static int mend_move(cb_state *s, int player, span word, span rest, const char *move, eg_error *err)
{
    int q = s->mend_plot, i;
    if (is(word, "done") && rest.len == 0) {
        s->step = CB_STEP_LAY;
        return CB_OK;
    }
    if (is(word, "back")) {
        TRY(brick_arg(s, player, q, rest, move, &i, true, err));
        cb_remove_brick(s, i);
        s->mend_changes++;
        return CB_OK;
    }
    if (!is(word, "move"))
        return wrong(move, "mend with move:OLD>NEW, back:BRICK or done", err);
    span old = cut(&rest, '>');
    TRY(brick_arg(s, player, q, old, move, &i, false, err));
    cb_brick b;
    eg_error e2;
    if (cb_brick_parse(rest.s, rest.len, &b, &e2) != CB_OK)
        return eg_error_set(err, e2.code, 0, "%s: %s", move, e2.msg);
    if (cb_shape_kind(b.shape) != cb_shape_kind(s->placed[i].b.shape))
        return eg_error_set(err, CB_ERR_WRONG_KIND, 0, "%s: a moved brick keeps its size", move);
    if (memcmp(&b, &s->placed[i].b, sizeof b) == 0)
        return eg_error_set(err, CB_ERR_NO_CHANGE, 0, "%s: the brick is already there", move);
    TRY(cb_placement_check(s, cb_plot_id(player, q), b, i, move, err));
    /* Re-placed at the end: it is the newest brick now. */
    cb_placed moved = {s->placed[i].plot, b};
    cb_remove_brick(s, i);
    s->supply[cb_shape_kind(b.shape)]--;
    s->placed[s->nplaced++] = moved;
    s->mend_changes++;
    return CB_OK;
}

static int turn_move(cb_state *s, cb_decision d, int player, span word, span rest,
                     const char *move, eg_error *err)
{
    if (d == CB_D_SELECT)
        return is(word, "pile") ? do_pile(s, rest, move, err)
                                : wrong(move, "select the build pile (pile:SIZE,SIZE,...)", err);
    if (d == CB_D_MEND)
        return mend_move(s, player, word, rest, move, err);
    if (d == CB_D_LAY) {
        if (is(word, "end") && rest.len == 0) {
            s->step = CB_STEP_END;
            return CB_OK;
        }
        if (!is(word, "lay"))
            return wrong(move, "lay a card (lay:PLOT) or end the turn", err);
        int q = plot_arg(s, player, rest, move, err, true);
        if (q < 0)
            return -q;
        if (s->looked & (1u << q))
            return eg_error_set(err, CB_ERR_LOOKED, 0,
                                "%s: that card was looked at this turn, and the plot has not "
                                "changed since", move);
        return do_lay(s, player, q);
    }
    /* CB_D_PICK */
    if (is(word, "take")) {
        int k;
        TRY(kind_arg(rest, move, &k, err));
        if (!s->pile[k])
            return eg_error_set(err, CB_ERR_NOT_IN_PILE, 0, "%s: no %s in the build pile", move,
                                cb_kind_name(k));
        s->pile[k]--;
        cb_push_back(s, (cb_task){CB_T_PLACE, (uint8_t)player, (uint8_t)k, 0});
        s->step = CB_STEP_LAY;
        return CB_OK;
    }
    if (is(word, "mend")) {
        int q = plot_arg(s, player, rest, move, err, true);
        if (q < 0)
            return -q;
        s->step = CB_STEP_MEND;
        s->mend_plot = (uint8_t)q;
        s->mend_changes = 0;
        return CB_OK;
    }
    return wrong(move, "take a brick from the pile (take:SIZE) or mend a plot (mend:PLOT)", err);
}

int cb_execute(cb_state *s, int player, const char *move, unsigned *flags, eg_error *err)
{
    unsigned dummy = 0;
    if (!flags)
        flags = &dummy;
    *flags = 0;
    size_t len = 0;
    while (len < EG_MOVE_MAX && move[len])
        len++;
    if (len == 0 || len >= EG_MOVE_MAX)
        return eg_error_set(err, CB_ERR_SYNTAX, 1, "a move is 1..%d characters", EG_MOVE_MAX - 1);
    for (size_t c = 0; c < len; c++)
        if (move[c] <= ' ' || move[c] > '~')
            return eg_error_set(err, CB_ERR_SYNTAX, (int)c + 1,
                                "column %zu: moves are printable and have no spaces", c + 1);
    if (s->phase == CB_PH_OVER)
        return eg_error_set(err, CB_ERR_GAME_OVER, 0, "%s: the game is over", move);
    int who;
    cb_decision d = cb_decision_now(s, &who);
    if (player != who)
        return eg_error_set(err, CB_ERR_NOT_YOUR_TURN, 0, "%s: it is player %d's turn, not %d's",
                            move, who + 1, player + 1);
    span rest = {move, len}, word = cut(&rest, ':');
    /* Work on a copy: a refusal halfway leaves the state as it was. */
    cb_state next = *s;
    next.look = -1; /* a look lasts until the next move */
    if (d != CB_D_LAY)
        next.looked = 0; /* looks count from the turn's action on */
    int rc;
    if (is(word, "clear") && (d == CB_D_SELECT || d == CB_D_PICK))
        rc = do_clear(&next, player, rest, move, err);
    else if (d == CB_D_TASK)
        rc = task_move(&next, player, word, rest, move, err);
    else if (is(word, "clear") || is(word, "pile") || is(word, "take") || is(word, "mend") ||
             is(word, "lay") || is(word, "end") || is(word, "move") || is(word, "back") ||
             is(word, "done"))
        rc = turn_move(&next, d, player, word, rest, move, err);
    else if (is(word, "place") || is(word, "return") || is(word, "gain") || is(word, "lose") ||
             is(word, "pay") || is(word, "give") || is(word, "swap") || is(word, "recycle"))
        rc = wrong(move, "no brick or event waits for that", err);
    else
        rc = eg_error_set(err, CB_ERR_NO_SUCH_MOVE, 1, "'%.*s' is not a City Blox move",
                          (int)(word.len > 20 ? 20 : word.len), word.s);
    if (rc)
        return rc;
    if (d == CB_D_SELECT && next.phase == CB_PH_TURNS)
        cb_begin_turns(&next);
    cb_advance(&next, flags);
    *s = next;
    return CB_OK;
}
