/* SPDX-License-Identifier: MIT */
/* eg_setup.h - a game's setup before it starts, as the window's setup
 * screen edits it (docs/table.md, "The setup"): the options and their
 * values, who plays each seat and under what name, and the deal; the
 * record a setup starts; and the setups remembered game by game, as the
 * settings file keeps them (docs/settings.md: `last_game` and
 * `setup.GAME.FIELD` lines, read through eg_kvfile.h).
 *
 * Everything here is checked against the game (eg_game.h): a value steps
 * only to one the game accepts, a remembered choice the game no longer
 * has keeps the game's default and is named with its file, line and key.
 *
 * Pure C11: no SDL. */
#ifndef EG_SETUP_H
#define EG_SETUP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eg_line.h" /* EG_NAME_WORD_MAX: the params of eg_setup_hosted */
#include "eg_record.h"
#include "eg_viewtext.h"

enum {
    EG_SETUP_OPTIONS = 12,   /* the most options a setup shows */
    EG_SETUP_VALUE_MAX = 24, /* bytes of one option's value, NUL included */
    EG_SETUP_DEAL_MAX = 21,  /* a deal's digits (up to 20), NUL included */
    EG_SEAT_HUMAN = 0,       /* eg_setup.seat: a person; 1 + level: a computer
                                level; nlevels + 1: open to a friend online */
};

typedef struct {
    const eg_game *g;
    int nplayers;
    char val[EG_SETUP_OPTIONS][EG_SETUP_VALUE_MAX]; /* option i's value, as text */
    int seat[EG_MAX_PLAYERS];
    /* Each seat's name as typed ("": the seat's default, eg_setup_name). */
    char name[EG_MAX_PLAYERS][EG_NAME_MAX];
    char deal[EG_SETUP_DEAL_MAX]; /* digits, or "" for a random deal */
} eg_setup;

/* g's defaults for its fewest players: the first seat a person, the others
 * the game's second level (its first with one; people with none); no
 * names, a random deal. */
void eg_setup_new(eg_setup *s, const eg_game *g);
/* The option values of the game's defaults for n players (the seats, names
 * and deal kept). */
void eg_setup_players(eg_setup *s, int n);
/* One more player, from the most back to the fewest. */
void eg_setup_more_players(eg_setup *s);
/* Option i's next value that the game accepts with the others as they
 * are, wrapping past its last (an int past max to min, a choice past the
 * last to the first, a bool to the other); unchanged when none is. */
void eg_setup_step(eg_setup *s, int i);
/* Seat p's next player: a person, each level, and with open_seat a seat
 * left to a friend online; then a person again. A solitaire's seat is a
 * person's (or online a friend's): its levels give hints, and no computer
 * takes the seat (Skyscrapers' "hint" level would play on without end). */
void eg_setup_step_seat(eg_setup *s, int p, bool open_seat);
/* Whether the seats have more than one choice (eg_setup_step_seat): false
 * for a solitaire played here, whose seat the setup shows greyed. */
bool eg_setup_seat_choice(const eg_setup *s, bool open_seat);

/* The options as params text ("players=3 rounds=6"), the unset left out. */
void eg_setup_params(const eg_setup *s, char *out, size_t outsz);
/* The options decoded by the game (free() it); NULL when the game refuses
 * them (err, when given, says why) or memory runs out. */
void *eg_setup_decode(const eg_setup *s, eg_error *err);
bool eg_setup_valid(const eg_setup *s);
/* Whether the setup screen lists option i: never "players" (a button of
 * its own), not an option for the person at a seat the computer plays
 * (its label ends "player N": City Blox's Help for a child), and not one
 * that does not apply to the others' values (the game's option_shown;
 * every option when the values do not decode). */
bool eg_setup_listed(const eg_setup *s, const void *decoded, int i);
/* Option i's value for people: "on"/"off" for a bool, a choice's words
 * (eg_option.choice_words), else the value. */
const char *eg_setup_value_words(const eg_setup *s, int i);

/* Who plays a seat, as a record names it: "human", or a level's name;
 * -1 for a name that is neither. The other way: "remote" past the levels. */
int eg_seat_of(const eg_game *g, const char *controller);
const char *eg_seat_word(const eg_game *g, int seat);
/* Seat p's name: as typed, else "Player N" for a person and "Computer N"
 * for a computer player. */
void eg_setup_name(const eg_setup *s, int p, char *out, size_t outsz);
/* text with each seat of rec called by its name where the game wrote
 * "Player N" or "player N" (a whole word, N 1-9): as the setup, the
 * curtain and the results call it, typed on the setup screen (or in the
 * record), or "Computer N" for a computer player. A person's default name
 * ("Player N") stays as the game wrote it. Cut to size bytes. */
void eg_name_players(const eg_record *rec, char *text, size_t size);
/* Whether rec's seat p has a name of its own, not the default "Player N". */
bool eg_player_renamed(const eg_record *rec, int p);
/* The levels chosen for the seats, a bit each (bit l: level l). */
unsigned eg_setup_levels(const eg_setup *s);

/* The record of a new game of the setup: its game, params and players,
 * and its deal (random_seed where the deal is random). */
void eg_setup_record(const eg_setup *s, uint64_t random_seed, eg_record *rec);
/* The setup as a server's NEW takes it: params with " seed=DEAL" for a
 * chosen deal and " nameN=NAME" for each seat played here that has a name
 * typed for it (the rest take the HELLO name), and the seats ("me", "open"
 * or a level, comma-separated). 0, or 1 with err naming the seat whose
 * name cannot go online and why (eg_name_check: "byte 0xff after 'Zo' is not
 * UTF-8"). A name is written as CSP/1 writes it (eg_name_encode: Ann%20Lee). */
int eg_setup_hosted(const eg_setup *s, char *params, size_t paramsz, char *seats,
                    size_t seatsz, eg_error *err);
/* A rematch of old (game, params, players) with a new deal. */
void eg_setup_rematch(const eg_record *old, uint64_t seed, eg_record *rec);

/* ---- Saves. */

/* Whether every seat of rec can be played by the window: a person, or one
 * of the game's levels. The record format also names outside engines
 * (`engine:COMMAND`), which only the arena runs: such a seat is refused
 * by name. 0, or 1 with err ("player 2 is played by ..."). */
int eg_seats_playable(const eg_game *g, const eg_record *rec, eg_error *err);
/* A save to continue at the table: the record at path, read and replayed
 * (any older format a game imports, eg_record_load), of a game that is
 * played at the table (its draw and interpret), every seat playable.
 * The game, or NULL with err (line and column where the file has them). */
const eg_game *eg_save_open(const char *path, eg_record *rec, eg_error *err);
/* The file of game `id` beside `beside` (a file in the saves' folder):
 * FOLDER/IDSUFFIX ("six-cities.rec", "six-cities-best.txt"); "" when
 * beside names no folder. */
void eg_save_path(const char *beside, const char *id, const char *suffix, char *out,
                  size_t outsz);

/* A solitaire deal's best score: eg_results.h (eg_best_score). */

/* ---- The setups remembered, game by game (the settings file's lines). */

enum { EG_SETUPS_GAMES = 8, EG_SETUP_ID_MAX = 24, EG_SETUP_TEXT_MAX = 160,
       EG_SETUP_SEATS = 8 };

typedef struct {
    char game[EG_SETUP_ID_MAX];     /* the game's id ("six-cities"); "" unused */
    char options[EG_SETUP_TEXT_MAX];/* "players=3 rounds=4" */
    char seats[EG_SETUP_TEXT_MAX];  /* "human hard medium" */
    char names[EG_SETUP_SEATS][EG_NAME_MAX]; /* "" the seat's default name */
    char deal[EG_SETUP_DEAL_MAX];   /* digits, or "" for random */
    int options_line, seats_line;   /* where they were read (0: not read) */
} eg_setup_memory;

typedef struct {
    char last_game[EG_SETUP_ID_MAX]; /* the table game played last; "" none */
    eg_setup_memory game[EG_SETUPS_GAMES];
} eg_setups;

/* The memory of game's setup, or NULL; with make, a free slot (or the
 * last one) is given to it when it has none. */
eg_setup_memory *eg_setups_find(eg_setups *m, const char *game, bool make);
/* Whether a settings key is the setups' (last_game, setup.GAME.FIELD). */
bool eg_setups_key(const char *key);
/* One line of the settings file (eg_kvfile.h's apply): NULL, or what is
 * wrong with it. A game's slot is taken only for a good line. */
const char *eg_setups_apply(eg_setups *m, const char *key, const char *value, int line);
/* The lines that eg_setups_apply reads back. */
void eg_setups_format(const eg_setups *m, eg_vt_out *w);

/* The setup's choices kept for the next setup of its game. */
void eg_setup_remember(const eg_setup *s, eg_setup_memory *m);
/* The remembered choices given to s, each checked against the game; one it
 * refuses keeps the default and is said in warn, a line each, naming the
 * file, line and key ("PATH: line 4: setup.six-cities.seats: Six Cities
 * has no player 'wizard'; seat 2 keeps its default\n"). Returns the
 * number of refusals. */
int eg_setup_recall(eg_setup *s, const eg_setup_memory *m, const char *file, char *warn,
                    size_t warnsz);

#endif
