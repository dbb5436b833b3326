/* SPDX-License-Identifier: MIT */
/* eg_game.h - the back-end interface: what a game gives the engine.
 *
 * One game is one constant table of functions and constants (eg_game),
 * in the spirit of Simon Tatham's `struct game` and OpenSpiel's `State`.
 * The mid end, the record, the AI jobs, the arena, the CLI dispatch and
 * the conformance tests know games only through this table.
 *
 * Designed against all four rule sets:
 *   Cityscape    2-4 players, simultaneous secret goals, shared supply,
 *                rounds, a scoring reveal per round.
 *   Skyscrapers  1 player, a seeded deal, unlimited undo, score any time.
 *   Six Cities   2-4 players (2: two colours each), secret hands, a deck
 *                (chance), block choice then placements, rounds.
 *   City Blox    2-4 players, a pile chosen by the selector, picks in
 *                order, events (chance), levels, places after the winner.
 *
 * Rules of the table
 *   - Nothing here calls SDL, GL or the file system.
 *   - Params, state and view are flat values of the sizes the table gives:
 *     the engine copies them with memcpy (undo steps, search branches).
 *     No pointers inside them.
 *   - Chance is in the state: new_game takes a seed, and any later shuffle
 *     or draw uses a generator kept in the state, so a record (params,
 *     seed, moves) replays exactly.
 *   - A move is a short printable ASCII string without spaces or newlines
 *     (< EG_MOVE_MAX bytes): the record stores it, the CEP/CLI print it.
 *     A game that needs several words in one move joins them with '.' or
 *     ',' -- never a space.
 *   - Every refusal is a distinct game-specific code (> 0) with a message
 *     for people that names what and where.
 *   - Hidden information: redact(state, viewer) gives the state as one
 *     player may know it (other hands, face-down cards, unrevealed goals,
 *     the deck order blanked). Drawing, the AI and hints only ever see a
 *     redacted state; determinize() fills the blanks consistently with a
 *     seed, for the AI's sampling.
 */
#ifndef EG_GAME_H
#define EG_GAME_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    EG_MAX_PLAYERS = 4,
    EG_MOVE_MAX = 48,        /* bytes of a move string, NUL included */
    EG_PARAMS_TEXT_MAX = 256,/* bytes of encoded params, NUL included */
    EG_POSITION_MAX = 1024,  /* bytes of a formatted position, NUL included */
    EG_VIEW_MAX = 4096,      /* bytes of a player's view as text, NUL included */
    EG_MAX_LEGAL = 4096,     /* room the engine gives legal_moves */
    EG_NO_PLAYER = -1,
};

/* ---- Errors: a game-specific code (> 0; 0 = ok), where, and words. */
typedef struct {
    int code;        /* 0 ok; > 0 one distinct value per reason, per game */
    int column;      /* 1-based column in the text parsed, 0 = not known */
    char msg[200];   /* "d2+c2: no work crew beside d2" */
    int line;        /* 1-based line of a file (records), 0 = not known */
} eg_error;

/* Fills *err (may be NULL) and returns code. printf-style. */
int eg_error_set(eg_error *err, int code, int column, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* ---- Setup options, so one setup screen serves every game.
 * Params are edited as text "key=value key=value" (params_encode /
 * params_decode); each option says what its key accepts. */
typedef enum {
    EG_OPT_INT,     /* min..max */
    EG_OPT_CHOICE,  /* one of choices: "1|2" or "standard|1|2" */
    EG_OPT_BOOL,    /* "0" or "1" */
} eg_opt_kind;

typedef struct {
    const char *key;       /* "rounds", "variant", "level" */
    const char *label;     /* "Rounds", "Variant"; "Help for player 2" (its
                              "player N" said as the seat's name) */
    eg_opt_kind kind;
    int min, max;          /* EG_OPT_INT */
    const char *choices;   /* EG_OPT_CHOICE: '|'-separated values */
    const char *help;      /* one line for people */
    int seat;              /* 0: the game's; N: an option for the person at
                              seat N, listed only while a person plays it
                              (eg_setup_listed; City Blox's Help) */
} eg_option;

/* ---- What a move did, for the mid end's undo policy, sounds and
 * animation. Returned by execute(). */
enum {
    EG_MOVE_REVEALS = 1u << 0,    /* hidden information became public */
    EG_MOVE_CHANCE = 1u << 1,     /* a draw or shuffle happened */
    EG_MOVE_ENDS_ROUND = 1u << 2, /* the round was scored */
    EG_MOVE_ENDS_GAME = 1u << 3,
    EG_MOVE_PRIVATE = 1u << 4,    /* the move itself must not be shown to
                                     other players (a secret goal, a hidden
                                     choice); records keep it, screens and
                                     other players' views do not */
    EG_MOVE_BARRIER = 1u << 5,    /* no undo reaches back across this move,
                                     under either policy: the move stays, and
                                     so does everything before it (Cityscape's
                                     goals: a goal once confirmed is kept) */
};

/* ---- Undo policies (the mid end applies them; see docs/adding-a-game.md). */
typedef enum {
    EG_UNDO_FREE,         /* solitaire: unlimited undo and redo, never back
                             across a move with BARRIER */
    EG_UNDO_OWN_LAST,     /* your own last move, until another player acts,
                             never across a move with REVEALS, CHANCE,
                             ENDS_ROUND or BARRIER */
} eg_undo_policy;

/* ---- A scoring reveal, as steps the mid end animates one by one. */
typedef struct {
    int8_t player;        /* who scores (EG_NO_PLAYER: a heading) */
    int16_t points;       /* points this step adds (may be 0) */
    uint32_t light[2];    /* game-defined things to light (bit sets, e.g.
                             lots or sites), read by the game's draw() */
    char text[96];        /* "line 2: goal 3, sees 2 -> 0" */
} eg_reveal_step;

enum { EG_MAX_REVEAL_STEPS = 64 };

/* ---- Computer players. */
typedef struct {
    int level;             /* 0 .. nlevels-1 */
    uint64_t seed;
    uint32_t budget_ms;    /* wall clock; 0 = the level's default */
    uint32_t iterations;   /* a fixed search budget instead of the clock; 0 = none */
    uint32_t pool_nodes;   /* a cap on the search's memory (tree nodes); 0 = the
                              level's default. The window caps it: its GL stack
                              already holds most of the memory a game may use */
    const atomic_int *cancel; /* non-NULL: stop soon when *cancel != 0 (set
                                 by the mid end's worker job from another
                                 thread) */
} eg_ai_request;

/* ---- Display options: ways of showing the table that a game offers
 * beside its pieces (Cityscape's heights as numbers, its skyline view, its
 * practice aid). The table keeps each one's state for the window (not
 * saved with a game, kept from game to game), turns it with its key or its
 * button, and passes them to draw() in eg_scene.shown (bit i: displays[i]
 * on), as it passes own_secrets_hidden. */
enum {
    EG_DISPLAY_ON = 1u << 0,       /* on when the window opens */
    EG_DISPLAY_LOW_VIEW = 1u << 1, /* the table's camera, not draw(): while on,
                                      it stands low at the viewer's edge
                                      looking across the board (Cityscape's
                                      skyline); Home ends it */
};
enum { EG_MAX_DISPLAYS = 8 };

typedef struct {
    const char *label; /* "Numbers": the button reads "Numbers: on" */
    char key;          /* the upper-case letter that turns it (the keys the
                          input layer reports: 'N', 'V'); 0: its button only */
    unsigned flags;    /* EG_DISPLAY_* */
    const char *help;  /* one line for people */
} eg_display;

typedef struct eg_game eg_game;
struct eg_record; /* eg_record.h */
struct eg_scene;  /* eg_scene.h */
struct eg_pick;
struct eg_lesson; /* eg_lesson.h */
struct eg_key_entry; /* eg_scene.h */

struct eg_game {
    /* ---- Identity. */
    const char *id;           /* "cityscape", "skyscrapers", "six-cities", "city-blox" */
    const char *name;         /* "Cityscape" */
    const char *credit;       /* "Designed by ...; published by ..." */
    const char *summary;      /* one line for the game choice */
    int min_players, max_players;
    unsigned flags;           /* EG_GAME_* below */
    eg_undo_policy undo;

    /* ---- Parameters: a flat value of params_size bytes. */
    size_t params_size;
    const eg_option *options; /* nopt entries, in setup-screen order */
    int noptions;
    /* Defaults for n players (n within min..max). */
    void (*default_params)(void *params, int nplayers);
    /* "players=3 rounds=6 variant=1": every key the game has, in option
     * order; decode accepts any subset (the rest from defaults for the
     * given players= or min_players) and refuses unknown keys and values
     * out of range, naming the key. Returns length or -1 (too small). */
    int (*params_encode)(const void *params, char *out, size_t outsz);
    int (*params_decode)(const char *text, void *params, eg_error *err);
    int (*params_players)(const void *params);
    /* Whether the setup screen shows option i with these params (City
     * Blox's Help for player 3 only with three players or more); NULL:
     * every option is shown. A hidden option keeps its value. */
    bool (*option_shown)(const void *params, int i);
    /* Option i's value (one of its EG_OPT_CHOICE choices) in words for
     * people, as the setup shows it (City Blox's trio "hsm": "house,
     * school, market"); NULL, or NULL returned: the value as written. */
    const char *(*choice_words)(int i, const char *value);
    /* The widest label draw() commonly gives a button (City Blox's "Lay
     * market2 card"): the table's button column is never narrower, so that
     * it does not widen, and the board reframe, when such a button comes;
     * NULL: the labels shown. */
    const char *widest_button;

    /* ---- State: a flat value of state_size bytes. */
    size_t state_size;
    /* A new game: seed fixes every shuffle and deal. */
    int (*new_game)(const void *params, uint64_t seed, void *state, eg_error *err);
    /* Players who may act now, bit (1 << player); 0 when the game is over
     * or waits for nobody. Several bits: simultaneous choices. */
    unsigned (*to_act)(const void *state);
    /* Legal moves of `player` now, sorted in byte order, at most max; returns
     * the count. Games with huge move sets may return a representative
     * subset only if flags has EG_GAME_PARTIAL_LEGAL. */
    int (*legal_moves)(const void *state, int player, char (*out)[EG_MOVE_MAX], int max);
    /* Applies one move of `player` in place; on refusal leaves the state
     * unchanged and returns the game's code (> 0). *flags gets EG_MOVE_*. */
    int (*execute)(void *state, int player, const char *move, unsigned *flags,
                   eg_error *err);
    bool (*is_over)(const void *state);
    /* Current round (0-based) and how many there are (1 when no rounds). */
    int (*round)(const void *state);
    int (*nrounds)(const void *state);
    /* Scores so far per player; returns the player count. */
    int (*scores)(const void *state, int out[EG_MAX_PLAYERS]);
    /* Finishing places (0 = first; equal values share a place) once over. */
    void (*places)(const void *state, int out[EG_MAX_PLAYERS]);

    /* ---- Hidden information. NULL for games of perfect information. */
    /* The state as `viewer` may know it (EG_NO_PLAYER: a spectator). */
    void (*redact)(const void *state, int viewer, void *out);
    /* Fills what a redacted state hides, consistently with what the viewer
     * saw, using seed: one possible world for the AI. */
    void (*determinize)(const void *view, int viewer, uint64_t seed, void *out);

    /* ---- A player's view as text (OpenSpiel's information state): what
     * `viewer` may know now, one line of printable ASCII without '\n'
     * (< EG_VIEW_MAX bytes), documented per game in docs/games/<id>.md.
     * view_format writes a state already redacted for viewer (EG_NO_PLAYER:
     * a spectator); it never reads what redact blanked, so two states that
     * differ only in another player's secrets give the same text. Returns
     * the length, or -1 when out is too small. view_parse reads that text
     * back into a redacted state for the same viewer (what the AI and
     * legal_moves need: ai_choose and legal_moves work on it), refusing any
     * malformed text with a code > 0 and err naming what and where (column).
     * Both NULL: the game has no view text yet. */
    int (*view_format)(const void *view, int viewer, char *out, size_t outsz);
    int (*view_parse)(const char *text, int viewer, void *view, eg_error *err);

    /* ---- Positions (the game's notation; NULL if it has none). */
    int (*format_position)(const void *state, char *out, size_t outsz);
    /* A state to draw from a position in the game's notation (a picture of
     * the position, `cityscape --screenshot F --position TEXT`), seated so
     * that player p sees it from the p-th edge; not a game to play on (what
     * the notation does not say, a turn order, is made up). 0, or a code
     * with err naming what and where. NULL: none. */
    int (*position_state)(const char *text, void *state, eg_error *err);

    /* ---- Scoring reveal: the steps that explain the scoring that the move
     * which produced `after` (flags had ENDS_ROUND) just did. */
    int (*reveal)(const void *before, const void *after,
                  eg_reveal_step out[EG_MAX_REVEAL_STEPS]);

    /* ---- Computer players. nlevels == 0: none. */
    int nlevels;
    const char *const *level_names;   /* "easy", "medium", "hard" */
    /* One line per level for people (the setup screen): what it does,
     * roughly how strong, how long it thinks. NULL: none. */
    const char *const *level_help;
    /* Chooses a move for `player` from what that player may see (view is
     * already redacted for player). Returns 0 and fills move, or a code. */
    int (*ai_choose)(const void *view, int player, const eg_ai_request *req,
                     char move[EG_MOVE_MAX], eg_error *err);

    /* ---- Words. */
    const char *rules_text;   /* the in-game rules page (plain text, paragraphs
                                 separated by blank lines) */

    /* ---- Command line: `cityscape-cli ID COMMAND ...`; argv[0] is the
     * command. Exit 0 ok, 1 bad input, 2 usage. NULL: none. */
    int (*cli)(int argc, char **argv);

    /* ---- The table, for games the window plays (EG_GAME_PLAYABLE;
     * eg_scene.h). */
    /* A player's ui state (Tatham's game_ui): what one seat is setting but
     * has not yet made a move -- Cityscape's goal dice before Confirm, the
     * turn of a brick in the hand. A flat value of ui_size bytes (0: the
     * game has none, and every `ui` below is NULL). It is never saved and
     * never undone; it may be NULL (a screenshot, a spectator), which a game
     * reads as a new one. The table keeps one per player and calls new_ui for a
     * player's ui when a game starts or continues, when that player's move
     * is made, and when any move is undone (NULL: all zero bytes). */
    size_t ui_size;
    void (*new_ui)(const void *view, int viewer, void *ui);
    /* draw() fills the scene from what `viewer` may see (an already
     * redacted state) and what that viewer is setting (ui); `selected` is
     * the item the player holds or has clicked (EG_NO_ITEM: none), to be
     * shown raised. The window lights the legal targets itself by asking
     * interpret() about each drop item (on a copy of the ui). */
    void (*draw)(const void *view, int viewer, const void *ui, int32_t selected,
                 struct eg_scene *scene);
    /* A pick as a move: a drag of item from onto item to, or a click on
     * from (to == EG_NO_ITEM). 0 and the move, or a code and the reason in
     * words, shown while the piece snaps back ("d2+c2: no work crew beside
     * d2"). A click may also just select, or change the ui (a die set):
     * then it returns a code with an empty message, and the table draws
     * again. */
    int (*interpret)(const void *view, int viewer, void *ui, const struct eg_pick *pick,
                     char move[EG_MOVE_MAX], eg_error *err);
    /* What the pointer rests on, in words for a tooltip ("city 2, row 1
     * column 3: yellow, 6 floors; to take it you need 6 of yours"); returns
     * the length, 0 for nothing to say. NULL: no tooltips. */
    int (*describe)(const void *view, int viewer, const void *ui, int32_t item, char *out,
                    size_t outsz);
    /* A piece the player holds or has selected, turned by `by` steps (the
     * R key and the wheel: +1 one way, -1 the other): the id of the piece
     * to hold now (the same id when the turn is kept in the ui), which
     * draw() then shows as `selected` and interpret() reads as pick->from.
     * EG_NO_ITEM: it does not turn, and the wheel zooms as usual. NULL:
     * nothing turns. */
    int32_t (*turn)(const void *view, int viewer, void *ui, int32_t item, int by);
    /* Where the held piece would rest if let go over pick->to: adds items
     * (EG_ITEM_GHOST) to the scene after draw(). The table calls it while a
     * piece is carried over, or the keyboard's highlight rests on, a place
     * it may legally go; the carried piece then snaps, hovering just above
     * the preview, its first item over the preview's first item (draw the
     * preview like the piece). NULL: no preview. */
    void (*preview)(const void *view, int viewer, const void *ui, const struct eg_pick *pick,
                    struct eg_scene *scene);

    /* ---- Older record formats this game reads (NULL: none). Returns -1
     * when `text` is not in such a format, 0 when it filled *rec (an empty
     * record from eg_record_init), or a code > 0 with err when it is but is
     * broken. */
    int (*import_record)(const char *text, size_t len, struct eg_record *rec, eg_error *err);

    /* ---- Display options the table offers (ndisplays <= EG_MAX_DISPLAYS;
     * NULL, 0: none). */
    const eg_display *displays;
    int ndisplays;

    /* ---- The key (the table's Key page): every symbol the table shows of
     * this game beside what it means. key() adds to the scene one item per
     * symbol that is a piece or a label on one (drawn as draw() draws it),
     * and fills out[i] for each symbol; returns the count (<= max). Every
     * kind of label draw() prints (its shape, its label and side label with
     * each run of letters and digits as '#', its label's colour) and every
     * mark in its aside lines must have an entry (tests/engine's
     * key_coverage). NULL: no key. */
    int (*key)(struct eg_scene *scene, struct eg_key_entry *out, int max);

    /* ---- "Learn to play" (eg_lesson.h): a starting record and steps, run
     * by the table; NULL: the game has none. */
    const struct eg_lesson *lesson;

    /* ---- A move in words a player uses, for the hint, the move list, the
     * last move and the refusals the table shows: "a red 2-floor block in
     * city 3 (card 5)", never the notation "53R2". `view` is the state as
     * `viewer` may know it (EG_NO_PLAYER: a spectator); the move may be any
     * player's and need not be legal now. Returns the length written (out
     * always ends in NUL), 0 when it has no words for that text (the table
     * then shows the notation). NULL: the notation is shown. */
    int (*move_words)(const void *view, int viewer, const char *move, char *out, size_t outsz);

    /* ---- A refusal in words a player uses, for the table's message: why
     * the rules refused `move` (err: the code, and the message the rules
     * give programs, which may name the notation) said as a player reads
     * it: "There is a brick there already on the house plate: ...", never
     * "b2 already has a brick". `view` as for move_words (the state the
     * move was refused in). Returns the length written, 0 when it has no
     * words for it (the table then shows err's message without the move's
     * notation in front: eg_refusal_words). NULL: likewise. */
    int (*refusal_words)(const void *view, int viewer, const char *move, const eg_error *err,
                         char *out, size_t outsz);

    /* ---- The moves of single picks a move is made of, for a hint whose
     * move no one pick makes: the table lights the piece and place of each
     * (Six Cities' choice "R1R1R2Y3": the clicks "+R1", "+R2", "+Y3" on the
     * supply, each kind once). `view` as for move_words. Returns how many
     * (<= max), 0 when the move is not made so. NULL: every move is one
     * pick or a button. */
    int (*move_steps)(const void *view, int viewer, const char *move, char (*out)[EG_MOVE_MAX],
                      int max);
};

enum {
    EG_GAME_SOLITAIRE = 1u << 0,      /* one player, no opponents */
    EG_GAME_HIDDEN = 1u << 1,         /* has private information: curtains */
    EG_GAME_PARTIAL_LEGAL = 1u << 2,
    EG_GAME_PLAYABLE = 1u << 3,       /* the window can play it (draw and
                                         input written); else "coming" */
    EG_GAME_NO_CHANCE = 1u << 4,      /* nothing is dealt by chance: the seed
                                         changes no game, so the setup screen
                                         offers no deal to choose (Cityscape) */
};

/* ---- The registry: every game the program knows, in menu order. */
int eg_game_count(void);
const eg_game *eg_game_at(int i);
const eg_game *eg_game_find(const char *id);   /* NULL if unknown */

#ifdef __cplusplus
}
#endif
#endif
