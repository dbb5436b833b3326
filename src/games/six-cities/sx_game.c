/* SPDX-License-Identifier: MIT */
/* sx_game.c - a game of Six Cities: setup, whose turn, the deck, the choice
 * of blocks, turns, the discard-and-draw, the pass, scoring every round and
 * the finishing places (RULINGS.md "A round" and "The game"). */
#include "sx_internal.h"

#include <string.h>

/* ---- Params. */

int sx_blocks_per_round(int players) { return players == 4 ? 6 : 4; }

/* Rounds that the supply allows: 24 blocks per colour. */
int sx_max_rounds(int players) { return SX_BLOCKS_PER_COLOUR / sx_blocks_per_round(players); }

void sx_params_default(sx_params *p, int players)
{
    memset(p, 0, sizeof *p);
    p->players = players < 2 ? 2 : players > 4 ? 4 : players;
    p->rounds = p->players == 3 ? 6 : 4;
    p->first = 0;
    p->hidden_choice = 0;
}

int sx_params_check(const sx_params *p, eg_error *err)
{
    if (p->players < 2 || p->players > 4)
        return eg_error_set(err, SX_E_BAD_PARAM, 0, "players=%d: Six Cities is for 2 to 4",
                            (int)p->players);
    if (p->rounds < 1 || p->rounds > sx_max_rounds(p->players))
        return eg_error_set(err, SX_E_BAD_PARAM, 0,
                            "rounds=%d: the blocks last 1 to %d rounds with %d players",
                            (int)p->rounds, sx_max_rounds(p->players), (int)p->players);
    if (p->first < -1 || p->first >= p->players)
        return eg_error_set(err, SX_E_BAD_PARAM, 0,
                            "start=%d: the first start player is 1 to %d, or random",
                            (int)p->first + 1, (int)p->players);
    if (p->hidden_choice != 0 && p->hidden_choice != 1)
        return eg_error_set(err, SX_E_BAD_PARAM, 0, "hidden=%d: 0 or 1",
                            (int)p->hidden_choice);
    return SX_OK;
}

/* ---- Players, seats and colours. */

int sx_player_seat(const sx_state *s, int player)
{
    if (s->nplayers == 2)
        return player == 0 ? SX_S : SX_N;
    return player; /* S, W, N (, E) clockwise */
}

int sx_colour_player(const sx_state *s, int colour)
{
    if (s->nplayers == 2)
        return colour / 2;
    return colour < s->nplayers ? colour : -1;
}

int sx_player_colours(const sx_state *s, int player, int out[2])
{
    if (s->nplayers == 2) {
        out[0] = 2 * player;
        out[1] = 2 * player + 1;
        return 2;
    }
    out[0] = player;
    return 1;
}

int sx_hand_size(const sx_state *s, int player)
{
    int n = 0;
    for (int k = 0; k <= SX_CARD_KINDS; k++)
        n += s->hand[player][k];
    return n;
}

int sx_aside_total(const sx_state *s, int player)
{
    int cols[2], n = sx_player_colours(s, player, cols), total = 0;
    for (int i = 0; i < n; i++)
        for (int f = 1; f <= SX_MAX_FLOORS; f++)
            total += s->aside[cols[i]][f];
    return total;
}

int sx_choice_size(const sx_state *s, int colour)
{
    int left = 0;
    for (int f = 1; f <= SX_MAX_FLOORS; f++)
        left += s->supply[colour][f] + (s->phase == SX_PHASE_CHOOSE ? s->aside[colour][f] : 0);
    int share = sx_blocks_per_round(s->nplayers);
    return left < share ? left : share;
}

int sx_choice_left(const sx_state *s, int colour)
{
    if (s->phase != SX_PHASE_CHOOSE)
        return 0;
    int aside = 0;
    for (int f = 1; f <= SX_MAX_FLOORS; f++)
        aside += s->aside[colour][f];
    return sx_choice_size(s, colour) - aside;
}

/* ---- New game. */

int sx_new_game(const sx_params *p, uint64_t seed, sx_state *s, eg_error *err)
{
    int rc = sx_params_check(p, err);
    if (rc != SX_OK)
        return rc;
    memset(s, 0, sizeof *s);
    s->params = *p;
    s->nplayers = (uint8_t)p->players;
    s->nrounds = (uint8_t)p->rounds;
    s->pending_draw = -1;
    eg_rng_seed(&s->rng, seed);
    sx_board_init(&s->board);
    for (int c = 0; c < SX_COLOURS; c++)
        if (sx_colour_player(s, c) >= 0)
            memcpy(s->supply[c], SX_SUPPLY, sizeof s->supply[c]);
    for (int i = 0; i < SX_CARDS; i++)
        s->deck[i] = (uint8_t)(i / SX_CARDS_PER_KIND + 1);
    s->ndeck = SX_CARDS;
    eg_rng_shuffle_u8(&s->rng, s->deck, SX_CARDS);
    for (int p_ = 0; p_ < s->nplayers; p_++)
        for (int i = 0; i < SX_HAND; i++)
            s->hand[p_][s->deck[--s->ndeck]]++;
    s->start = (uint8_t)(p->first >= 0 ? p->first
                                       : (int)eg_rng_below(&s->rng, (uint32_t)p->players));
    s->turn = (int8_t)s->start;
    s->phase = SX_PHASE_CHOOSE;
    return SX_OK;
}

/* ---- Whose turn. */

unsigned sx_to_act(const sx_state *s)
{
    if (s->phase == SX_PHASE_OVER)
        return 0;
    if (s->phase == SX_PHASE_CHOOSE && s->params.hidden_choice)
        return ((1u << s->nplayers) - 1) & ~(unsigned)s->chosen;
    return 1u << s->turn;
}

/* The next player clockwise after `from` who still has set-aside blocks
 * (possibly `from` itself), or -1 when every block is placed. */
static int next_builder(const sx_state *s, int from)
{
    for (int i = 1; i <= s->nplayers; i++) {
        int p = (from + i) % s->nplayers;
        if (sx_aside_total(s, p) > 0)
            return p;
    }
    return -1;
}

static int builders_left(const sx_state *s)
{
    int n = 0;
    for (int p = 0; p < s->nplayers; p++)
        n += sx_aside_total(s, p) > 0;
    return n;
}

bool sx_can_place(const sx_state *s, int player)
{
    int cols[2], ncols = sx_player_colours(s, player, cols);
    sx_seat seat = (sx_seat)sx_player_seat(s, player);
    for (int card = 1; card <= SX_CARD_KINDS; card++) {
        if (!s->hand[player][card])
            continue;
        int in_city = sx_card_site(seat, card);
        for (int city = 0; city < SX_CITIES; city++)
            for (int i = 0; i < ncols; i++)
                for (int f = SX_MAX_FLOORS; f >= 1; f--)
                    if (s->aside[cols[i]][f] &&
                        sx_check_place(&s->board, cols[i], f, city * 9 + in_city, card,
                                       seat, NULL) == SX_OK)
                        return true;
    }
    return false;
}

/* ---- The deck. */

bool sx_draw(sx_state *s, int player, unsigned *flags)
{
    if (s->ndeck == 0) {
        if (s->nplayed == 0)
            return false;
        /* "When the deck runs out, the played cards are shuffled into a new deck." */
        memcpy(s->deck, s->played, s->nplayed);
        s->ndeck = s->nplayed;
        s->nplayed = 0;
        eg_rng_shuffle_u8(&s->rng, s->deck, s->ndeck);
        *flags |= EG_MOVE_CHANCE;
    }
    s->hand[player][s->deck[--s->ndeck]]++;
    return true;
}

/* A placement's draw waits until the next player acts, so the placement can
 * be taken back without anyone having seen a new card (EG_UNDO_OWN_LAST). */
static void settle_pending_draw(sx_state *s, unsigned *flags)
{
    if (s->pending_draw >= 0) {
        int p = s->pending_draw;
        s->pending_draw = -1;
        sx_draw(s, p, flags);
        *flags |= EG_MOVE_CHANCE;
    }
}

/* Cards discarded in the discard-and-draw join the played cards when the turn ends. */
static void end_turn_discards(sx_state *s)
{
    memcpy(s->played + s->nplayed, s->discards, s->ndiscards);
    s->nplayed = (uint8_t)(s->nplayed + s->ndiscards);
    s->ndiscards = 0;
}

/* ---- Scoring and the end of a round. */

static void end_round(sx_state *s, unsigned *flags)
{
    sx_scoring sc;
    sx_score_board(&s->board, &sc);
    for (int c = 0; c < SX_COLOURS; c++)
        if (sx_colour_player(s, c) >= 0)
            s->score[c] = (int16_t)(s->score[c] + sc.colour[c].total);
    /* Blocks left over after everyone passed go back to the supply. */
    for (int c = 0; c < SX_COLOURS; c++)
        for (int f = 1; f <= SX_MAX_FLOORS; f++) {
            s->supply[c][f] = (uint8_t)(s->supply[c][f] + s->aside[c][f]);
            s->aside[c][f] = 0;
        }
    *flags |= EG_MOVE_ENDS_ROUND;
    s->round++;
    s->passes = 0;
    s->chosen = 0;
    if (s->round >= s->nrounds) {
        s->phase = SX_PHASE_OVER;
        *flags |= EG_MOVE_ENDS_GAME;
        return;
    }
    s->start = (uint8_t)((s->start + 1) % s->nplayers); /* passes clockwise */
    s->turn = (int8_t)s->start;
    s->phase = SX_PHASE_CHOOSE;
}

/* ---- The moves. */

static int do_choose(sx_state *s, int player, const sx_move *m, unsigned *flags,
                     eg_error *err)
{
    if (s->phase != SX_PHASE_CHOOSE)
        return eg_error_set(err, SX_E_NOT_CHOOSING, 0,
                            "the blocks are chosen at the start of a round, not now");
    if (s->chosen & (1u << player))
        return eg_error_set(err, SX_E_ALREADY_CHOSEN, 0,
                            "player %d has chosen this round's blocks already", player + 1);
    if (!(sx_to_act(s) & (1u << player)))
        return eg_error_set(err, SX_E_NOT_YOUR_TURN, 0,
                            "player %d chooses first (clockwise from the start player)",
                            s->turn + 1);
    int n[SX_COLOURS] = {0};
    for (int c = 0; c < SX_COLOURS; c++) {
        for (int f = 1; f <= SX_MAX_FLOORS; f++)
            n[c] += m->count[c][f];
        if (n[c] > 0 && sx_colour_player(s, c) != player)
            return eg_error_set(err, SX_E_NOT_YOUR_COLOUR, 0,
                                "%s is not a colour of player %d", sx_colour_name(c),
                                player + 1);
    }
    for (int c = 0; c < SX_COLOURS; c++) {
        if (sx_colour_player(s, c) != player)
            continue;
        int left = sx_choice_left(s, c), size = sx_choice_size(s, c);
        /* A whole choice names every block still to choose; "+R2" one more. */
        if (m->one && n[c] > left)
            return eg_error_set(err, SX_E_CHOICE_COUNT, 0,
                                "%d %s blocks set aside already; this round takes %d",
                                size - left, sx_colour_name(c), size);
        if (!m->one && n[c] != left) {
            if (left == size)
                return eg_error_set(err, SX_E_CHOICE_COUNT, 0,
                                    "%d %s blocks chosen; this round takes %d", n[c],
                                    sx_colour_name(c), size);
            return eg_error_set(err, SX_E_CHOICE_COUNT, 0,
                                "%d %s blocks chosen; %d more are to be chosen this round",
                                n[c], sx_colour_name(c), left);
        }
        for (int f = 1; f <= SX_MAX_FLOORS; f++)
            if (m->one && m->count[c][f] > s->supply[c][f])
                return eg_error_set(err, SX_E_CHOICE_SUPPLY, 0,
                                    "no %s %d-floor block is left in the supply",
                                    sx_colour_name(c), f);
            else if (m->count[c][f] > s->supply[c][f])
                return eg_error_set(err, SX_E_CHOICE_SUPPLY, 0,
                                    "%d %s %d-floor blocks chosen; the supply has %d",
                                    m->count[c][f], sx_colour_name(c), f, s->supply[c][f]);
    }
    bool done = true;
    for (int c = 0; c < SX_COLOURS; c++) {
        for (int f = 1; f <= SX_MAX_FLOORS; f++) {
            s->supply[c][f] = (uint8_t)(s->supply[c][f] - m->count[c][f]);
            s->aside[c][f] = (uint8_t)(s->aside[c][f] + m->count[c][f]);
        }
        if (sx_colour_player(s, c) == player && sx_choice_left(s, c) > 0)
            done = false;
    }
    if (s->params.hidden_choice)
        *flags |= EG_MOVE_PRIVATE;
    if (!done)
        return SX_OK; /* the same player picks on */
    s->chosen |= (uint8_t)(1u << player);
    if (s->chosen == (1u << s->nplayers) - 1) {
        if (s->params.hidden_choice)
            *flags |= EG_MOVE_REVEALS;
        s->phase = SX_PHASE_BUILD;
        s->turn = (int8_t)s->start;
        if (sx_aside_total(s, s->turn) == 0) {
            int next = next_builder(s, s->turn);
            if (next < 0)
                end_round(s, flags);
            else
                s->turn = (int8_t)next;
        }
    } else if (!s->params.hidden_choice) {
        s->turn = (int8_t)((player + 1) % s->nplayers);
    }
    return SX_OK;
}

static int check_turn(const sx_state *s, int player, eg_error *err)
{
    if (s->phase != SX_PHASE_BUILD)
        return eg_error_set(err, SX_E_NOT_BUILDING, 0,
                            "this round's blocks are still being chosen");
    if (player != s->turn)
        return eg_error_set(err, SX_E_NOT_YOUR_TURN, 0, "it is player %d's turn, not %d's",
                            s->turn + 1, player + 1);
    return SX_OK;
}

static int check_card(const sx_state *s, int player, int card, eg_error *err)
{
    if (!s->hand[player][card])
        return eg_error_set(err, SX_E_NO_SUCH_CARD, 0, "card %d is not in player %d's hand",
                            card, player + 1);
    return SX_OK;
}

static int do_place(sx_state *s, int player, const sx_move *m, unsigned *flags,
                    eg_error *err)
{
    int rc = check_turn(s, player, err);
    if (rc == SX_OK)
        rc = check_card(s, player, m->card, err);
    if (rc != SX_OK)
        return rc;
    if (sx_colour_player(s, m->colour) != player)
        return eg_error_set(err, SX_E_NOT_YOUR_COLOUR, 0, "%s is not a colour of player %d",
                            sx_colour_name(m->colour), player + 1);
    if (!s->aside[m->colour][m->floors])
        return eg_error_set(err, SX_E_BLOCK_NOT_SET_ASIDE, 0,
                            "no %s %d-floor block is set aside for this round",
                            sx_colour_name(m->colour), m->floors);
    sx_seat seat = (sx_seat)sx_player_seat(s, player);
    int site = (m->city - 1) * SX_CITY_SITES + sx_card_site(seat, m->card);
    rc = sx_check_place(&s->board, m->colour, m->floors, site, m->card, seat, err);
    if (rc != SX_OK)
        return rc;
    s->hand[player][m->card]--;
    s->played[s->nplayed++] = (uint8_t)m->card;
    s->aside[m->colour][m->floors]--;
    sx_board_put(&s->board, m->colour, m->floors, site);
    end_turn_discards(s);
    s->passes = 0;
    int next = next_builder(s, player);
    if (next < 0 || next == player) {
        sx_draw(s, player, flags);
        *flags |= EG_MOVE_CHANCE;
        if (next < 0) {
            end_round(s, flags);
            return SX_OK;
        }
    } else {
        s->pending_draw = (int8_t)player;
    }
    s->turn = (int8_t)next;
    return SX_OK;
}

static int do_discard(sx_state *s, int player, const sx_move *m, unsigned *flags,
                      eg_error *err)
{
    int rc = check_turn(s, player, err);
    if (rc == SX_OK)
        rc = check_card(s, player, m->card, err);
    if (rc != SX_OK)
        return rc;
    if (sx_can_place(s, player))
        return eg_error_set(err, SX_E_DISCARD_NOT_NEEDED, 0,
                            "card %d cannot be discarded: a card in the hand allows a "
                            "placement",
                            m->card);
    if (s->ndeck == 0 && s->nplayed == 0)
        return eg_error_set(err, SX_E_NOTHING_TO_DRAW, 0,
                            "deck and played cards are exhausted: pass instead");
    s->hand[player][m->card]--;
    s->discards[s->ndiscards++] = (uint8_t)m->card;
    sx_draw(s, player, flags);
    *flags |= EG_MOVE_CHANCE;
    return SX_OK;
}

static int do_pass(sx_state *s, int player, unsigned *flags, eg_error *err)
{
    int rc = check_turn(s, player, err);
    if (rc != SX_OK)
        return rc;
    if (sx_can_place(s, player))
        return eg_error_set(err, SX_E_PASS_NOT_ALLOWED, 0,
                            "no pass: a card in the hand allows a placement");
    if (s->ndeck > 0 || s->nplayed > 0)
        return eg_error_set(err, SX_E_PASS_NOT_ALLOWED, 0,
                            "no pass: discard a card and draw while cards are left");
    end_turn_discards(s);
    s->passes++;
    /* Everyone still holding blocks passed in a row: nobody can build. */
    if (s->passes >= builders_left(s)) {
        end_round(s, flags);
        return SX_OK;
    }
    s->turn = (int8_t)next_builder(s, player);
    return SX_OK;
}

int sx_execute(sx_state *s, int player, const char *move, unsigned *flags, eg_error *err)
{
    unsigned fl = 0;
    if (flags)
        *flags = 0;
    if (s->phase == SX_PHASE_OVER)
        return eg_error_set(err, SX_E_GAME_OVER, 0, "the game is over");
    if (player < 0 || player >= s->nplayers)
        return eg_error_set(err, SX_E_NOT_YOUR_TURN, 0, "there is no player %d", player + 1);
    sx_move m;
    int rc = sx_move_parse(move, &m, err);
    if (rc != SX_OK)
        return rc;
    sx_state t = *s; /* refusals leave *s as it was */
    if (t.pending_draw >= 0 && m.kind != SX_MOVE_CHOOSE)
        settle_pending_draw(&t, &fl);
    switch (m.kind) {
    case SX_MOVE_CHOOSE: rc = do_choose(&t, player, &m, &fl, err); break;
    case SX_MOVE_PLACE: rc = do_place(&t, player, &m, &fl, err); break;
    case SX_MOVE_DISCARD: rc = do_discard(&t, player, &m, &fl, err); break;
    case SX_MOVE_PASS: default: rc = do_pass(&t, player, &fl, err); break;
    }
    if (rc != SX_OK)
        return rc;
    *s = t;
    if (flags)
        *flags = fl;
    return SX_OK;
}

/* ---- Scores and places. */

int sx_player_scores(const sx_state *s, int out[SX_MAX_PLAYERS])
{
    for (int p = 0; p < SX_MAX_PLAYERS; p++)
        out[p] = 0;
    for (int c = 0; c < SX_COLOURS; c++) {
        int p = sx_colour_player(s, c);
        if (p >= 0)
            out[p] += s->score[c];
    }
    return s->nplayers;
}

/* Most points; then the owner of the single tallest building; then more city
 * majorities on the board as last scored; then the place is shared. */
void sx_places(const sx_state *s, int out[SX_MAX_PLAYERS])
{
    int pts[SX_MAX_PLAYERS], tall[SX_MAX_PLAYERS] = {0}, maj[SX_MAX_PLAYERS] = {0};
    sx_player_scores(s, pts);
    sx_scoring sc;
    sx_score_board(&s->board, &sc);
    if (sc.tallest_site >= 0)
        tall[sx_colour_player(s, s->board.owner[sc.tallest_site])] = 1;
    for (int city = 0; city < SX_CITIES; city++)
        if (sc.majority[city] >= 0)
            maj[sx_colour_player(s, sc.majority[city])]++;
    for (int p = 0; p < SX_MAX_PLAYERS; p++) {
        out[p] = 0;
        if (p >= s->nplayers)
            continue;
        for (int q = 0; q < s->nplayers; q++) {
            bool better = pts[q] != pts[p]   ? pts[q] > pts[p]
                          : tall[q] != tall[p] ? tall[q] > tall[p]
                                               : maj[q] > maj[p];
            out[p] += better;
        }
    }
}
