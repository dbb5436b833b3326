/* SPDX-License-Identifier: MIT */
/* flow.h - the game's screens and what moves between them.
 *
 * Title -> setup -> for each round: goal setting -> building -> reveal ->
 * round summary -> ... -> final results -> title. Hot-seat curtains ("Pass
 * to NAME") are screens too. The flow owns the match and applies every move
 * through it; it knows nothing of SDL or GL, so tests drive whole games
 * through it. Time is given to it (cs_flow_tick), never read by it. */
#ifndef CS_FLOW_H
#define CS_FLOW_H

#include <stdbool.h>

#include "cs_core.h"
#include "match.h"

typedef enum {
    CS_SCREEN_TITLE,
    CS_SCREEN_SETUP,
    CS_SCREEN_RULES,
    CS_SCREEN_SETTINGS,
    CS_SCREEN_PASS,      /* curtain: hand the computer to `player` */
    CS_SCREEN_GOALS,     /* `player` sets the dice of their seat(s) */
    CS_SCREEN_BUILD,     /* placements; the board is shown */
    CS_SCREEN_REVEAL,    /* dice turn over one by one, lines light up */
    CS_SCREEN_SUMMARY,   /* the round's scores and the running totals */
    CS_SCREEN_FINAL,     /* winners */
    CS_SCREEN_GAMES,     /* the game choice: every game of the engine's registry */
    CS_SCREEN_TABLE_SETUP, /* another game's setup, from its options (table.c) */
    CS_SCREEN_TABLE,     /* another game in play (table.c) */
    CS_SCREEN_MENU,      /* the in-game menu over `paused` (Esc) */
} cs_screen;

/* The screen's name as scripts write it ("title", "build", "table", ...). */
const char *cs_flow_screen_name(cs_screen s);

/* A block on its way to a lot: a drop at the end of a drag, or a computer's
 * move lifted from the supply. The move is applied when it lands. */
typedef struct {
    bool active;
    cs_move move;
    int player;
    float t, duration;  /* seconds */
    float from[3];      /* world start (base centre), when has_from */
    bool has_from;
} cs_flow_drop;

/* The reveal timeline: seat by seat, die by die. What each die scores and
 * the lots it lights are the steps of Cityscape's table (its reveal(): one
 * step per line of each held seat, in this order), as for every game. */
typedef struct {
    int seat_index;     /* index into the reveal order of occupied seats */
    int line;           /* die being turned: 0..3, 4 = this seat finished */
    float t;            /* seconds into the current step */
    int shown_points[CS_MAX_PLAYERS]; /* points risen into each total so far */
    uint8_t turned[CS_SEATS];         /* bit per line: die already turned */
    eg_reveal_step steps[CS_SEATS * CS_LINES];
    int nsteps;
} cs_flow_reveal;

typedef struct {
    float anim_speed;   /* 1 = normal; 0 = no animations (tests, impatience) */
    bool practice_aid;  /* show own lines' visible counts and goals met now */
    bool tint;
    bool numbers;
} cs_flow_prefs;

/* Chooses a computer player's goals for one seat, asked once every human
 * has set theirs (it may wait for a job started earlier). NULL: the flow
 * picks random goals. */
typedef void (*cs_flow_goals_fn)(void *ctx, const cs_game *g, int player, cs_seat seat,
                                 uint8_t codes[CS_LINES]);

typedef struct {
    cs_screen screen;
    cs_screen back;          /* where Rules/Settings return to */
    cs_screen paused;        /* the game screen under the in-game menu (and the
                                Rules or Settings opened from it); TITLE: none */
    cs_match match;
    bool has_match;
    int player;              /* PASS / GOALS: whose turn to take the device */
    int viewer;              /* the human now at the computer, -1 none */
    bool undo_open;          /* hot-seat: closes once the next player acts */
    uint8_t draft[CS_SEATS][CS_LINES]; /* GOALS: the dice being set (0 = unset) */
    cs_flow_drop drop;
    float curtain_in;        /* BUILD: seconds before the curtain falls, the
                                block just placed seen resting; no one acts */
    cs_flow_reveal reveal;
    bool peek;               /* Peek held: own goals visible */
    cs_flow_prefs prefs;
    uint32_t seed;           /* random first builder, random computer moves */
    uint32_t match_seed;     /* drawn from seed for each match started: the
                                computer players' choices differ from game
                                to game, the same for the same --seed */
    bool dirty;              /* the match changed: the caller saves it */
    cs_match_setup setup;    /* SETUP: what is being chosen */
    bool random_first;       /* SETUP: pick the first builder at random */
    cs_flow_goals_fn computer_goals;
    void *computer_goals_ctx;
} cs_flow;

void cs_flow_init(cs_flow *f, uint32_t seed);
/* Frees the match (the mid end) a flow holds. */
void cs_flow_free(cs_flow *f);
/* Setup screen: start a new match from f->setup (a random first builder
 * when f->random_first). */
cs_errcode cs_flow_start(cs_flow *f, cs_error *err);
/* The final screen's Rematch: a fresh match with the same players, names,
 * controllers and configuration (new goals, an empty board). */
cs_errcode cs_flow_rematch(cs_flow *f, cs_error *err);
/* Continue a saved match. */
struct eg_record;
cs_errcode cs_flow_resume(cs_flow *f, const struct eg_record *rec, cs_error *err);

void cs_flow_show(cs_flow *f, cs_screen screen); /* title, setup, rules, settings */
void cs_flow_back(cs_flow *f);                   /* leave rules / settings */

/* The in-game menu (Esc) over the goals, building, the reveal, the summary
 * or a curtain. Opening it lands a block on its way down (the move is kept)
 * and stops the clock: the reveal waits and the computer does not move
 * until the menu is closed. True when it opened. */
bool cs_flow_open_menu(cs_flow *f);
void cs_flow_close_menu(cs_flow *f);             /* Resume */
void cs_flow_leave(cs_flow *f);                  /* Save & exit: to the title */
/* Would leaving now lose anything the save does not hold? (Dice being set
 * are not saved until they are confirmed.) */
bool cs_flow_leaving_loses(const cs_flow *f);
/* The game screen shown under the menu and what it opened, or the screen. */
cs_screen cs_flow_game_screen(const cs_flow *f);

/* PASS: the named player has taken the computer. */
void cs_flow_take_device(cs_flow *f);

/* A computer player's goals worked out ahead of the flow's hook (on a
 * worker thread while the humans set theirs). */
cs_errcode cs_flow_computer_goals(cs_flow *f, int player, cs_seat seat,
                                  const uint8_t codes[CS_LINES], cs_error *err);

/* GOALS. Dice are set per seat and line; confirm when all are set. */
void cs_flow_goal_set(cs_flow *f, cs_seat seat, int line, int code);
void cs_flow_goal_cycle(cs_flow *f, cs_seat seat, int line, int step); /* scroll */
bool cs_flow_goals_ready(const cs_flow *f);
cs_errcode cs_flow_goals_confirm(cs_flow *f, cs_error *err);

/* BUILD. */
int cs_flow_to_move(const cs_flow *f);     /* -1 when no placement is awaited */
bool cs_flow_human_to_move(const cs_flow *f);
bool cs_flow_computer_to_move(const cs_flow *f);
/* Check a move before animating it (same refusals as the rules core). */
cs_errcode cs_flow_can_place(const cs_flow *f, cs_move m, cs_error *err);
/* Start the drop of a legal move by the player to move; it is applied when
 * it lands (at once when animations are off). from: start point, or NULL. */
cs_errcode cs_flow_place(cs_flow *f, cs_move m, const float from[3], cs_error *err);
/* The same, applied at once with no drop (the lesson's city, built before
 * its first note: tutorial.h). */
cs_errcode cs_flow_place_now(cs_flow *f, cs_move m, cs_error *err);
bool cs_flow_can_undo(const cs_flow *f);
int cs_flow_undo(cs_flow *f, cs_error *err);

/* REVEAL: skip to the summary. SUMMARY: next round or final results.
 * FINAL: back to the title. */
void cs_flow_skip(cs_flow *f);
void cs_flow_continue(cs_flow *f);

/* Advance animations by dt seconds; true while something still moves. */
bool cs_flow_tick(cs_flow *f, float dt);

/* Secrecy: may the current viewer see this seat's dice faces now? */
bool cs_flow_seat_face_up(const cs_flow *f, cs_seat seat);
/* Reveal: the die's flip angle (0 back .. 180 face) and a lot's glow. */
float cs_flow_die_flip(const cs_flow *f, cs_seat seat, int line);
float cs_flow_lot_glow(const cs_flow *f, int lot);
/* Seats in reveal order (occupied seats, S W N E); returns the count. */
int cs_flow_reveal_order(const cs_flow *f, cs_seat out[CS_SEATS]);
/* The seat whose edge the camera should face now. */
cs_seat cs_flow_camera_seat(const cs_flow *f);

/* Reveal step lengths at anim_speed 1, in seconds. */
#define CS_REVEAL_SEAT_S 0.7f   /* camera travels to the next edge */
#define CS_REVEAL_DIE_S 0.9f    /* one die turns and its line lights */
#define CS_REVEAL_HOLD_S 1.2f   /* a seat's four lines, all shown, before the next edge */
#define CS_DROP_S 0.22f         /* a dropped block falls */
#define CS_COMPUTER_MOVE_S 0.6f /* a computer's block travels and falls */
#define CS_CURTAIN_WAIT_S 0.5f  /* a placed block rests in view before the curtain */

#endif
