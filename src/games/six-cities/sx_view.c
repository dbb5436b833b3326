/* SPDX-License-Identifier: MIT */
/* sx_view.c - what one player may know, and one possible world for the AI.
 *
 * Hidden: the other hands (their sizes stay), the order and contents of the
 * deck (its size stays), the generator (from it and the seed one could
 * recompute every shuffle), and with the hidden simultaneous choice, the
 * blocks others set aside before everyone has chosen. Public: the board,
 * the supplies, the played cards, the scores. */
#include "sx_internal.h"

#include <string.h>

static void hide_hand(sx_state *s, int p)
{
    int n = sx_hand_size(s, p);
    memset(s->hand[p], 0, sizeof s->hand[p]);
    s->hand[p][0] = (uint8_t)n;
}

/* A secret choice not yet revealed: the blocks seem still in the supply. */
static void hide_choice(sx_state *s, int p)
{
    int cols[2], n = sx_player_colours(s, p, cols);
    for (int i = 0; i < n; i++)
        for (int f = 1; f <= SX_MAX_FLOORS; f++) {
            s->supply[cols[i]][f] = (uint8_t)(s->supply[cols[i]][f] + s->aside[cols[i]][f]);
            s->aside[cols[i]][f] = 0;
        }
}

void sx_redact(const sx_state *s, int viewer, sx_state *out)
{
    if (out != s)
        *out = *s;
    for (int p = 0; p < out->nplayers; p++) {
        if (p == viewer)
            continue;
        hide_hand(out, p);
        if (out->params.hidden_choice && out->phase == SX_PHASE_CHOOSE)
            hide_choice(out, p);
    }
    memset(out->deck, 0, sizeof out->deck);
    out->rng.s = 0;
}

/* The cards nobody in the view can see: five of each kind less the known ones. */
static int unseen_cards(const sx_state *v, uint8_t cards[SX_CARDS])
{
    int left[SX_CARD_KINDS + 1];
    for (int k = 1; k <= SX_CARD_KINDS; k++)
        left[k] = SX_CARDS_PER_KIND;
    for (int p = 0; p < v->nplayers; p++)
        for (int k = 1; k <= SX_CARD_KINDS; k++)
            left[k] -= v->hand[p][k];
    for (int i = 0; i < v->nplayed; i++)
        left[v->played[i]]--;
    for (int i = 0; i < v->ndiscards; i++)
        left[v->discards[i]]--;
    for (int i = 0; i < v->ndeck; i++)
        if (v->deck[i])
            left[v->deck[i]]--;
    int n = 0;
    for (int k = 1; k <= SX_CARD_KINDS; k++)
        for (int j = 0; j < left[k] && n < SX_CARDS; j++)
            cards[n++] = (uint8_t)k;
    return n;
}

/* A secret choice of another player, drawn at random from their supply. */
static void guess_choice(sx_state *s, int p, eg_rng *rng)
{
    int cols[2], n = sx_player_colours(s, p, cols);
    for (int i = 0; i < n; i++) {
        int c = cols[i], k = sx_choice_size(s, c);
        for (int j = 0; j < k; j++) {
            int total = 0;
            for (int f = 1; f <= SX_MAX_FLOORS; f++)
                total += s->supply[c][f];
            int pick = (int)eg_rng_below(rng, (uint32_t)total), f = 1;
            while (pick >= s->supply[c][f])
                pick -= s->supply[c][f++];
            s->supply[c][f]--;
            s->aside[c][f]++;
        }
    }
}

void sx_determinize(const sx_state *view, int viewer, uint64_t seed, sx_state *out)
{
    sx_state v;
    sx_redact(view, viewer, &v); /* never trust more than the viewer may see */
    eg_rng rng;
    eg_rng_seed(&rng, seed ^ 0x5358u);
    uint8_t cards[SX_CARDS];
    int n = unseen_cards(&v, cards);
    eg_rng_shuffle_u8(&rng, cards, n);
    int next = 0;
    for (int p = 0; p < v.nplayers; p++) {
        int unknown = v.hand[p][0];
        v.hand[p][0] = 0;
        for (int j = 0; j < unknown && next < n; j++)
            v.hand[p][cards[next++]]++;
    }
    for (int i = 0; i < v.ndeck && next < n; i++)
        v.deck[i] = cards[next++];
    if (v.params.hidden_choice && v.phase == SX_PHASE_CHOOSE)
        for (int p = 0; p < v.nplayers; p++)
            if (p != viewer && (v.chosen & (1u << p)))
                guess_choice(&v, p, &rng);
    eg_rng_seed(&v.rng, eg_rng_next(&rng));
    *out = v;
}
