/*
 * gcg.h -- the one public API of the gcg rules engine for the Gundam Card Game.
 *
 * Everything outside the library (the gcg program, the REPL, bots, tests, and any
 * program that embeds the engine) talks to the engine through this header only.
 *
 * The shape of the API:
 *   - gcg_carddb: immutable card definitions loaded from JSON.  Shared read-only.
 *   - gcg_deck:   a parsed deck (main deck + resource deck) with line numbers.
 *   - gcg_engine: one per thread.  Owns nothing mutable that belongs to a game;
 *                 holds the card database and the script machinery.
 *   - gcg_game:   one game.  Its state is a flat block of memory, so a game can be
 *                 copied (snapshot/restore) cheaply.  The game never blocks: it runs
 *                 until it needs a decision, exposes it, and resumes when answered.
 *
 * Conventions: functions that can fail take a gcg_err* (may be NULL) and return
 * 0 / a valid pointer on success, -1 / NULL on failure with err->msg filled in.
 * Players are numbered from 0.  Card instances are numbered from 0 within a game.
 */
#ifndef GCG_H
#define GCG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GCG_VERSION "0.1.0"
#define GCG_MAX_PLAYERS 8
#define GCG_NONE 0xFFFF /* "no card" / "no player" in 16-bit fields */

/* ---------------------------------------------------------------- errors */

typedef struct gcg_err {
    char msg[2048];
} gcg_err;

/* A list of problems (deck violations, load errors): every one is reported. */
typedef struct gcg_problems {
    int n;
    char **msgs; /* n strings, owned by the list */
} gcg_problems;

void gcg_problems_free(gcg_problems *p);

/* ---------------------------------------------------------------- cards */

typedef enum gcg_card_type {
    GCG_UNIT,
    GCG_PILOT,
    GCG_COMMAND,
    GCG_BASE,
    GCG_RESOURCE,
    GCG_UNIT_TOKEN,
    GCG_EX_BASE,
    GCG_EX_RESOURCE,
    GCG_CARD_TYPE_COUNT
} gcg_card_type;

enum gcg_color {
    GCG_BLUE = 1 << 0,
    GCG_GREEN = 1 << 1,
    GCG_RED = 1 << 2,
    GCG_WHITE = 1 << 3,
    GCG_PURPLE = 1 << 4
};

/* Keywords a card prints as its own (a line starting with the keyword).
 * Keywords that text grants conditionally are left to the card's script. */
enum gcg_keyword {
    GCG_KW_BLOCKER = 1 << 0,
    GCG_KW_FIRST_STRIKE = 1 << 1,
    GCG_KW_HIGH_MANEUVER = 1 << 2,
    GCG_KW_SUPPRESSION = 1 << 3,
    GCG_KW_REPAIR = 1 << 4,  /* amount in gcg_card_def.repair */
    GCG_KW_BREACH = 1 << 5,  /* amount in gcg_card_def.breach */
    GCG_KW_SUPPORT = 1 << 6  /* amount in gcg_card_def.support */
};

/* Timings a Command card (or any card) prints: used for legality listing. */
enum gcg_timing {
    GCG_TIMING_MAIN = 1 << 0,   /* 【Main】 */
    GCG_TIMING_ACTION = 1 << 1, /* 【Action】 */
    GCG_TIMING_PILOT = 1 << 2,  /* 【Pilot】[name]: may be paired as a Pilot */
    GCG_TIMING_BURST = 1 << 3   /* 【Burst】 */
};

typedef struct gcg_card_def {
    const char *number;   /* "ST01-001" */
    const char *name;     /* UTF-8 */
    const char *text;     /* UTF-8 effect text, "" if none */
    const char *link;     /* link condition as printed, or NULL */
    const char *zone;     /* "Space", "Earth", "Space/Earth" or NULL */
    const char *rarity;   /* "LR", "R", "U", "C" */
    const char *set;      /* "ST01", "GD01", ... */
    const char *pilot_name; /* Command with 【Pilot】[name]: the Pilot name, else NULL */
    const char *const *traits;
    int ntraits;
    gcg_card_type type;
    unsigned colors;  /* gcg_color bits; 0 for tokens and resources */
    int level;        /* -1 when the card has none */
    int cost;         /* -1 when the card has none */
    int ap;           /* Unit/Base AP, Pilot AP boost; -1 when none */
    int hp;           /* Unit/Base HP, Pilot HP boost; -1 when none */
    unsigned keywords; /* gcg_keyword bits printed as the card's own */
    int repair, breach, support;
    unsigned timings;  /* gcg_timing bits */
} gcg_card_def;

typedef struct gcg_carddb gcg_carddb;

/* Load a card database from a JSON file.  All-or-nothing: on any error nothing is
 * returned and err names the file, the card number, the field and the line. */
gcg_carddb *gcg_carddb_load(const char *path, gcg_err *err);
/* Same, from a string; `source` names it in errors. */
gcg_carddb *gcg_carddb_load_string(const char *json, const char *source, gcg_err *err);
/* Add (or override, by number) cards from another JSON file.  All-or-nothing. */
int gcg_carddb_merge_file(gcg_carddb *db, const char *path, gcg_err *err);
void gcg_carddb_free(gcg_carddb *db);

int gcg_carddb_count(const gcg_carddb *db);
const gcg_card_def *gcg_carddb_at(const gcg_carddb *db, int index);
/* Index of the card with this number, or -1. */
int gcg_carddb_find(const gcg_carddb *db, const char *number);
/* Cards matching `text` (number, name, trait or effect text), forgiving of case
 * and of how a name is typed ("Zaku II" finds "Zaku Ⅱ"); an exact number first.
 * Fills up to max indices, returns the match count. */
int gcg_carddb_search(const gcg_carddb *db, const char *text, int *out, int max);

const char *gcg_card_type_name(gcg_card_type t);
/* Does the card's text need a script: text beyond the keywords the core handles
 * (printed <Blocker>, <Repair N> ..., reminder text, a 【Pilot】[name] line)? */
int gcg_card_needs_script(const gcg_card_def *d);
/* "Blue", "Blue/White", "" */
void gcg_color_names(unsigned colors, char *buf, size_t n);

/* ---------------------------------------------------------------- decks */

typedef struct gcg_deck_entry {
    int card;  /* card database index */
    int count;
    int line;  /* 1-based line in the source, 0 if none */
} gcg_deck_entry;

typedef struct gcg_deck {
    char *name;   /* from the file name or a "name" field */
    char *source; /* file path or the name given when parsing a string */
    gcg_deck_entry *main;
    int nmain;
    gcg_deck_entry *resources;
    int nresources;
} gcg_deck;

/* Parse a deck in the plain format ("N NUMBER [Name]" lines, '#' comments, Resource
 * lines form the resource deck) or JSON (detected by a leading '{').  Syntax and
 * unknown-card problems go to `problems` (each with source:line); the deck is
 * returned (possibly partial) unless the file cannot be read.  Use
 * gcg_deck_validate for the construction rules (6-1). */
gcg_deck *gcg_deck_load(const gcg_carddb *db, const char *path, gcg_problems *problems);
gcg_deck *gcg_deck_parse(const gcg_carddb *db, const char *text, const char *source,
                         gcg_problems *problems);
/* Check rules 6-1; appends each violation to `problems`; returns how many. */
int gcg_deck_validate(const gcg_carddb *db, const gcg_deck *deck, gcg_problems *problems);
int gcg_deck_main_count(const gcg_deck *deck);
int gcg_deck_resource_count(const gcg_deck *deck);
void gcg_deck_free(gcg_deck *deck);
/* A legal deck (6-1) drawn at random from the Units, Pilots, Commands and Bases
 * of the sets named in `sets` ("GD02,GD03"; "all" for every set): one or two of
 * their colours, 22 Units or more, 2 to 4 copies of each number, and 10
 * Resources.  The same seed gives the same deck.  NULL (and err) when the sets
 * cannot make one. */
gcg_deck *gcg_deck_random(const gcg_carddb *db, const char *sets, uint64_t seed, gcg_err *err);

/* ---------------------------------------------------------------- engine */

typedef struct gcg_engine gcg_engine;

typedef struct gcg_engine_opts {
    const char *const *script_dirs; /* searched first to last before the built-in dir */
    int nscript_dirs;
    const char *builtin_script_dir; /* NULL: the installed or source-tree default */
    int strict;                     /* script errors become game failures */
    int check_invariants;           /* check the state after every step (tests) */
} gcg_engine_opts;

/* The engine borrows `db`; it must outlive the engine. */
gcg_engine *gcg_engine_new(const gcg_carddb *db, const gcg_engine_opts *opts, gcg_err *err);
void gcg_engine_free(gcg_engine *eng);
const gcg_carddb *gcg_engine_carddb(const gcg_engine *eng);
/* The script file the engine uses for card `index`, or NULL when it has none or
 * its script fails to load (the failure is printed once). */
const char *gcg_engine_card_script(gcg_engine *eng, int index);
/* Why the script of card `index` did not load ("card N: script FILE: FILE:LINE:
 * what"), or NULL if it loaded or there is none.  Such a card plays as one
 * without effects. */
const char *gcg_engine_card_script_error(gcg_engine *eng, int index);

/* ---------------------------------------------------------------- games */

typedef struct gcg_game gcg_game;

typedef enum gcg_loc {
    GCG_LOC_OUTSIDE = 0, /* outside the game: unused tokens, removed tokens and EX cards */
    GCG_LOC_DECK,
    GCG_LOC_RESOURCE_DECK,
    GCG_LOC_RESOURCE,
    GCG_LOC_BATTLE,
    GCG_LOC_SHIELD,  /* shield section of the shield area */
    GCG_LOC_BASE,    /* base section of the shield area */
    GCG_LOC_REMOVAL,
    GCG_LOC_HAND,
    GCG_LOC_TRASH,
    GCG_LOC_RESOLVING, /* an active Command or 【Burst】: in no location (4-1-2) */
    GCG_LOC_COUNT
} gcg_loc;

typedef enum gcg_phase {
    GCG_PHASE_SETUP,
    GCG_PHASE_START,
    GCG_PHASE_DRAW,
    GCG_PHASE_RESOURCE,
    GCG_PHASE_MAIN,
    GCG_PHASE_END,
    GCG_PHASE_GAME_OVER
} gcg_phase;

typedef enum gcg_step {
    GCG_STEP_NONE,
    GCG_STEP_ACTIVE,     /* start phase */
    GCG_STEP_START,
    GCG_STEP_ATTACK,     /* battle */
    GCG_STEP_BLOCK,
    GCG_STEP_ACTION,     /* battle action step or end-phase action step */
    GCG_STEP_DAMAGE,
    GCG_STEP_BATTLE_END,
    GCG_STEP_END,        /* end phase */
    GCG_STEP_HAND,
    GCG_STEP_CLEANUP
} gcg_step;

typedef struct gcg_player_spec {
    const gcg_deck *deck;
    int team; /* 1-based team; 0 or less: the mode decides */
} gcg_player_spec;

typedef struct gcg_game_config {
    const char *mode;       /* "standard" if NULL */
    const char *variant;    /* mode variant or NULL (the mode's default) */
    const char *options;    /* mode options "key=value,key=value" (--set) or NULL */
    int nplayers;           /* 2 if 0 */
    gcg_player_spec players[GCG_MAX_PLAYERS];
    uint64_t seed;
    int first_player;       /* -1: decided from the seed (6-2-1-4) */
    int skip_deck_check;    /* 1: do not apply 6-1 (tests with tiny decks, or decks
                             * already checked with gcg_deck_validate, as gcg sim does) */
} gcg_game_config;

/* Create a game, perform the setup of rules 6-2 and run to the first decision.
 * An illegal deck or config is refused with every problem named in err. */
gcg_game *gcg_game_new(gcg_engine *eng, const gcg_game_config *cfg, gcg_err *err);
void gcg_game_free(gcg_game *g);
/* Start g over as a new game with another seed: the same decks, mode, players
 * and options, exactly the game gcg_game_new would make with that seed, in the
 * same memory.  For playing many games (gcg sim).  A game made with
 * gcg_game_new_empty (edited) cannot be restarted. */
int gcg_game_restart(gcg_game *g, uint64_t seed, gcg_err *err);

/* A new game identical to g (state and log).  Cheap: the state is flat. */
gcg_game *gcg_game_clone(const gcg_game *g);
/* Make dst identical to src (same engine).  No allocation in the common case. */
int gcg_game_copy(gcg_game *dst, const gcg_game *src);

/* Check the state's invariants (every card in one place, limits, pairing ...):
 * 0, or -1 with what is broken in buf.  Engines made with check_invariants run it
 * after every step and end the game with an error report if it fails. */
int gcg_game_check(const gcg_game *g, char *buf, size_t n);

/* 64-bit hash of the whole game state.  Equal states hash equal on every machine. */
uint64_t gcg_game_hash(const gcg_game *g);

/* ---------------------------------------------------------------- status */

typedef enum gcg_end_reason {
    GCG_END_NONE,
    GCG_END_BATTLE_DAMAGE, /* 1-2-2-1 */
    GCG_END_DECK_OUT,      /* 1-2-2-2 */
    GCG_END_CONCEDE,       /* 1-2-4 */
    GCG_END_DRAW,          /* everyone lost at once, or a mode's tiebreak */
    GCG_END_MODE,          /* a mode's own rule (round limit, ...) */
    GCG_END_ERROR          /* a strict-mode script failure or turn cap */
} gcg_end_reason;

int gcg_game_nplayers(const gcg_game *g);
int gcg_game_turn(const gcg_game *g);          /* 1-based turn number */
int gcg_game_active_player(const gcg_game *g);
int gcg_game_first_player(const gcg_game *g);
/* Rounds begun (a round is a turn of each player or team, from Player One's). */
int gcg_game_round(const gcg_game *g);
/* The order of play around the table: 1 (clockwise, seat order) or -1 (12-2-1). */
int gcg_game_direction(const gcg_game *g);
gcg_phase gcg_game_phase(const gcg_game *g);
gcg_step gcg_game_step(const gcg_game *g);
int gcg_game_over(const gcg_game *g);
/* Winner's player index, -1 for none (game on or a draw).  With teams, any winning
 * player; gcg_game_player_won tells each. */
int gcg_game_winner(const gcg_game *g);
int gcg_game_player_won(const gcg_game *g, int player);
int gcg_game_player_lost(const gcg_game *g, int player);
int gcg_game_player_team(const gcg_game *g, int player);
gcg_end_reason gcg_game_end_reason(const gcg_game *g);
/* Why the game ended, in words for players: a mode's own reason when it gave one
 * (e:end_game{ reason = "..." }), else gcg_end_reason_name of the end reason. */
const char *gcg_game_end_text(const gcg_game *g);
const char *gcg_end_reason_name(gcg_end_reason r);
const char *gcg_phase_name(gcg_phase p);
const char *gcg_step_name(gcg_step s);
const char *gcg_loc_name(gcg_loc l);
/* The keyword scripts and tests write as "blocker", "first strike" (or
 * "first-strike"), "high-maneuver", "suppression", "repair", "breach",
 * "support": its GCG_KW_* bit, or 0 for any other text (or NULL). */
unsigned gcg_keyword_bit(const char *name);
uint64_t gcg_game_seed(const gcg_game *g);
/* The mode's name and variant ("standard", "") as the game was set up. */
const char *gcg_game_mode(const gcg_game *g);
const char *gcg_game_variant(const gcg_game *g);

/* Game modes the engine can find (scripts/modes/ and the --scripts folders):
 * fills up to max names (each at most 31 bytes) and returns how many there are. */
int gcg_engine_modes(gcg_engine *eng, char names[][32], int max);
/* A mode's one-line summary (or NULL if there is no such mode). */
const char *gcg_engine_mode_summary(gcg_engine *eng, const char *mode);
/* The player counts a mode (and variant, NULL: its default) allows: 0 with min and
 * max filled in, or -1 if there is no such mode. */
int gcg_engine_mode_players(gcg_engine *eng, const char *mode, const char *variant, int *min,
                            int *max);

/* ---------------------------------------------------------------- decisions */

typedef enum gcg_decision_kind {
    GCG_DEC_NONE,   /* game over */
    GCG_DEC_ACTION, /* pick one action */
    GCG_DEC_YESNO,  /* options "yes" and "no" */
    GCG_DEC_CHOOSE, /* choose between min and max distinct options */
    GCG_DEC_ORDER   /* choose which of these goes first (one option) */
} gcg_decision_kind;

typedef struct gcg_decision {
    gcg_decision_kind kind;
    int player;      /* who decides */
    int min, max;    /* how many options to choose */
    int noptions;
    char prompt[160]; /* "Choose your action", "Redraw your hand?" ... */
} gcg_decision;

/* The pending decision (kind GCG_DEC_NONE once the game is over). */
void gcg_game_decision(const gcg_game *g, gcg_decision *out);
/* The player who decides the pending decision, or -1 (the game is over): the
 * decision's player without putting its prompt into words. */
int gcg_game_decider(const gcg_game *g);
/* Stable key of option i ("pass", "play c12", "attack c3 p1", "yes"); the same
 * option has the same key in the same situation, on any machine. */
int gcg_option_key(const gcg_game *g, int i, char *buf, size_t n);
/* Human-readable label of option i ("Play Gundam (ST01-001) for 3"). */
int gcg_option_label(const gcg_game *g, int i, char *buf, size_t n);
/* Card instance an option is about (the card to play, attack with, choose), or -1. */
int gcg_option_card(const gcg_game *g, int i);
/* Index of the option with this key, or -1. */
int gcg_option_find(const gcg_game *g, const char *key);
/* Why `key` is not an option of the pending decision, in words, with the rule
 * that refuses it ("c9 is active: only rested Units can be attacked (8-2-1)"):
 * returns 1 with the reason in buf, 2 if there is none to tell beyond "not an
 * option of this decision" (in buf too), or 0 if it is an option.  Changes
 * nothing. */
int gcg_option_explain(const gcg_game *g, const char *key, char *buf, size_t n);
/* What the pending decision is for, in words for people: the card whose effect
 * asks and that effect's text ("Side 7 #88: 【Activate･Main】Rest this Base：
 * Choose 1 friendly Unit. It recovers 1 HP."), or a game mode's rule.  Returns
 * the card's id, or -1 (buf "" when the core's own rules ask). */
int gcg_decision_source(const gcg_game *g, char *buf, size_t n);

/* Answer the pending decision with option indices.  Validated: an illegal answer
 * is refused with a reason in err and changes nothing.  An accepted answer is
 * logged and the game runs on to its next decision (or its end). */
int gcg_respond(gcg_game *g, const int *choices, int nchoices, gcg_err *err);
/* Same, by option keys. */
int gcg_respond_keys(gcg_game *g, const char *const *keys, int nkeys, gcg_err *err);
/* The player concedes (1-2-4), whatever decision is pending. */
int gcg_concede(gcg_game *g, int player, gcg_err *err);

/* ---------------------------------------------------------------- log, replay */

/* Number of answers given so far. */
int gcg_log_length(const gcg_game *g);
/* What happened, in order: event i of the game as `viewer` may know it
 * ("P1 plays Gundam #12", "P2 draws a card"); viewer -1 sees everything.
 * Narration is on by default; bots and simulations may turn it off. */
int gcg_narration_count(const gcg_game *g);
int gcg_narration_text(const gcg_game *g, int i, int viewer, char *buf, size_t n);
void gcg_game_set_narration(gcg_game *g, int on);

/* Replay JSON: engine version, seed, mode (variant, options), decks (card numbers),
 * answers (keys).
 * Caller frees the returned string with free(). */
char *gcg_replay_save(const gcg_game *g);
/* Rebuild a game from replay JSON: same seed, decks, answers, so the same hash. */
gcg_game *gcg_replay_load(gcg_engine *eng, const char *json, gcg_err *err);
/* Rebuild g as it was after its first n answers (undo).  Replays the log. */
int gcg_game_rewind(gcg_game *g, int n, gcg_err *err);

/* The triggered effects waiting to be resolved (10-1-6), in the order they
 * triggered: an ORDER decision chooses among some of them; effects that an
 * effect in progress has caused are among them (they are activated, or not if
 * they would have nothing to do, once it ends: 10-2-2). */
typedef enum gcg_trigger_kind {
    GCG_TRIG_REPAIR,  /* <Repair N> (13-1-1) */
    GCG_TRIG_BREACH,  /* <Breach N> (13-1-2) */
    GCG_TRIG_BURST,   /* a destroyed Shield's 【Burst】 (13-2-5) */
    GCG_TRIG_EFFECT   /* a card script's triggered effect */
} gcg_trigger_kind;
typedef struct gcg_trigger_view {
    int card;        /* whose effect it is (a card id) */
    int controller;  /* the player who resolves it */
    gcg_trigger_kind kind;
    int effect;      /* GCG_TRIG_EFFECT: its number in the card's script (1-based) */
    int amount;      /* <Repair N>, <Breach N>: N */
} gcg_trigger_view;
/* Fills up to max views; returns how many effects are waiting. */
int gcg_pending_triggers(const gcg_game *g, gcg_trigger_view *out, int max);

/* Stops, for tests that read a game where nobody decides (mid-battle): with
 * stops set, the game pauses whenever it enters one of those steps or phases,
 * before it does anything there -- no decision pending (kind GCG_DEC_NONE, the
 * game not over) until gcg_game_resume runs it on to its next decision or
 * stop.  Bits: GCG_STOP_STEP(GCG_STEP_DAMAGE), GCG_STOP_PHASE(GCG_PHASE_DRAW)
 * (a phase's start), or-ed; 0 clears them.  Stops change nothing in the game
 * (replays and undo run through them); they are not copied with it. */
#define GCG_STOP_STEP(s) (1u << (s))
#define GCG_STOP_PHASE(p) (1u << (16 + (p)))
void gcg_game_set_stops(gcg_game *g, unsigned mask);
/* The stop the game is paused at (a GCG_STOP_* bit), or 0. */
unsigned gcg_game_paused(const gcg_game *g);
int gcg_game_resume(gcg_game *g, gcg_err *err);

/* Script errors reported in this game (a script that errors, runs too long or
 * allocates too much): each names the card, the script file and line, the message.
 * The effect did nothing and the game went on. */
int gcg_script_error_count(const gcg_game *g);
const char *gcg_script_error(const gcg_game *g, int i);

/* ---------------------------------------------------------------- snapshots */

typedef struct gcg_snapshot gcg_snapshot;
gcg_snapshot *gcg_snapshot_new(const gcg_game *g);   /* allocate and take */
void gcg_snapshot_take(gcg_snapshot *s, const gcg_game *g); /* reuse, no allocation */
/* Restore: g returns to the snapshot's state and log length. */
int gcg_snapshot_restore(gcg_game *g, const gcg_snapshot *s, gcg_err *err);
void gcg_snapshot_free(gcg_snapshot *s);
size_t gcg_state_size(void);

/* ---------------------------------------------------------------- inspection */

typedef struct gcg_card_view {
    int id;          /* card instance, -1 if hidden from the viewer */
    int def;         /* card database index, -1 if hidden */
    int owner;
    gcg_loc loc;
    int rested;
    int damage;
    int paired;      /* the paired Pilot (for a Unit) or Unit (for a Pilot), or -1 */
    int linked;      /* a Unit whose paired Pilot meets its link condition */
    int token;
    int ex;          /* EX Base / EX Resource */
    int ap, hp;      /* current values, modifiers applied (Units, Bases) */
    unsigned keywords; /* current keywords */
    int repair, breach, support;
    int ex_paid;     /* EX Resources spent to play it (7-5-2-2-3), while it stays
                      * where it was played */
    int as_unit;     /* deployed as a Unit by an effect ("deploy it as an (AP3･HP3)
                      * Unit instead"): `def` is the card's, gcg_card_def_of gives
                      * the Unit it is while in the battle area */
} gcg_card_view;

/* Number of cards in a player's location (public information, 4-1-3).  For a
 * shared location (team shield area) every sharing player sees the same count. */
int gcg_zone_count(const gcg_game *g, int player, gcg_loc loc);
/* The player a location of `player` belongs to: `player`, or for a shared one
 * (a team's shield area and base section, 12-3-5) its owner, the team's leader;
 * -1 for a bad player or location.  To show a shared location once. */
int gcg_zone_owner(const gcg_game *g, int player, gcg_loc loc);
/* Card i of a player's location (0 = bottom/first, count-1 = top/last) as `viewer`
 * may see it; viewer -1 sees everything (an omniscient observer, tests). */
int gcg_zone_card(const gcg_game *g, int viewer, int player, gcg_loc loc, int i,
                  gcg_card_view *out);
/* A card instance as the viewer may see it; -1 (and nothing filled in) for a card
 * hidden from the viewer. */
int gcg_card_get(const gcg_game *g, int viewer, int card, gcg_card_view *out);
/* What makes a card's current values differ from its printed ones, for people:
 * one line per cause ("paired Pilot Amuro Ray #30: AP+1 HP+1", "AP+2 during this
 * turn (from Thoroughly Damaged #35)", "constant effects: AP+1"), '\n'-separated
 * in buf.  Returns the number of lines (0 for none, or a card hidden from viewer). */
int gcg_card_modifiers(const gcg_game *g, int viewer, int card, char *buf, size_t n);
const gcg_card_def *gcg_card_def_of(const gcg_game *g, int card);
int gcg_card_count(const gcg_game *g);
/* A player's Lv (the number of Resources, EX included, 2-9-4). */
int gcg_player_level(const gcg_game *g, int player);
/* Everything `viewer` may see, as JSON (viewer -1: everything).  free() it. */
char *gcg_view_json(const gcg_game *g, int viewer);

/* ---------------------------------------------------------------- bots */

typedef enum gcg_bot_kind { GCG_BOT_RANDOM, GCG_BOT_GREEDY, GCG_BOT_MCTS } gcg_bot_kind;
/* Choose an answer to the pending decision; fills choices (up to max) and returns
 * how many.  `rng` is the bot's own state (seed it with any value).  GCG_BOT_MCTS
 * searches with the default parameters, making its searcher for the call: to
 * search many decisions, or with other parameters, use gcg_mcts_* below. */
int gcg_bot_choose(const gcg_game *g, gcg_bot_kind kind, uint64_t *rng, int *choices,
                   int max);

/* ---------------------------------------------------------------- searching bot
 * Information-set Monte Carlo tree search (docs/simulation.md).  At each decision
 * it samples what its player cannot see (other hands, every deck's order, face-down
 * shields) from what that player can see and its own random state, plays the
 * sample forward on copies of the game, and answers with the option that did best.
 * It never reads the game's hidden cards nor its random state: for a seed and an
 * iteration budget its answer depends only on its player's view. */

/* How a playout answers: the greedy bot's order with a look at AP and HP
 * (heuristic: attack a Unit only to destroy it, block only to survive or trade,
 * keep one's Base), the greedy bot, or the random bot. */
typedef enum gcg_playout { GCG_PLAYOUT_HEURISTIC, GCG_PLAYOUT_GREEDY, GCG_PLAYOUT_RANDOM } gcg_playout;

typedef struct gcg_mcts_params {
    int iters;      /* iterations per decision (0: no limit but ms) */
    int ms;         /* milliseconds per decision (0: no limit but iters); the search
                     * stops at whichever limit comes first.  A time limit makes the
                     * answers depend on the machine's speed: not repeatable */
    int depth;      /* a playout stops this many turns after the searched one and the
                     * position is scored; 0: every playout goes to the game's end */
    double explore; /* the UCB exploration constant */
    gcg_playout playout; /* the playouts' policy */
} gcg_mcts_params;

/* The default parameters (docs/simulation.md says how they were chosen). */
void gcg_mcts_defaults(gcg_mcts_params *p);
/* Read "iters=2000", "ms=100", "depth=2", "explore=0.7", "playout=heuristic", several
 * separated by commas, into p (fields not named keep their value).  -1 with err
 * naming the bad part. */
int gcg_mcts_parse(const char *text, gcg_mcts_params *p, gcg_err *err);
/* A bot named as on the command line: "random", "greedy", "mcts" or
 * "mcts:PARAMS" (PARAMS as gcg_mcts_parse reads them).  Fills kind and, for
 * mcts, p (from the defaults).  -1 with err naming the bad part. */
int gcg_bot_parse(const char *text, gcg_bot_kind *kind, gcg_mcts_params *p, gcg_err *err);
/* "mcts" or "mcts:iters=500,..." (the parameters that differ from the defaults). */
void gcg_mcts_name(const gcg_mcts_params *p, char *buf, size_t n);

/* A searcher: its parameters and its working memory (reused from decision to
 * decision).  One per thread; it may serve any number of games and players. */
typedef struct gcg_mcts gcg_mcts;
gcg_mcts *gcg_mcts_new(const gcg_mcts_params *p); /* NULL: the defaults */
void gcg_mcts_free(gcg_mcts *m);
/* Search the pending decision for the player who decides it and fill choices (up
 * to max) with the answer; returns how many (0 when the game is over).  g is not
 * changed: the search plays on copies.  `rng` is the bot's own random state. */
int gcg_mcts_choose(gcg_mcts *m, const gcg_game *g, uint64_t *rng, int *choices, int max);

/* What the last search found, for each answer it weighed (best first). */
typedef struct gcg_mcts_stat {
    int nchoices;
    const int *choices; /* the answer: option indices (valid until the next search) */
    int visits;         /* playouts that began with it */
    double value;       /* their mean result for the deciding player: 1 won, 0 lost */
} gcg_mcts_stat;
int gcg_mcts_nstats(const gcg_mcts *m);
int gcg_mcts_stat_at(const gcg_mcts *m, int i, gcg_mcts_stat *out);
/* Iterations (playouts) of the last search: 0 when the answer was forced. */
long gcg_mcts_iterations(const gcg_mcts *m);

/* ---------------------------------------------------------------- board editing
 * For tests, puzzles and rulings: build a board directly.  Create a game with
 * gcg_game_new_empty (no decks, no setup), place cards, set the turn, then call
 * gcg_game_start_at.  The editing calls are refused once the game has started. */

gcg_game *gcg_game_new_empty(gcg_engine *eng, const gcg_game_config *cfg, gcg_err *err);
/* Put a new instance of card `number` into player's location (on top / at the end).
 * Returns the card instance id or -1. */
int gcg_edit_add(gcg_game *g, int player, const char *number, gcg_loc loc, gcg_err *err);
int gcg_edit_set_rested(gcg_game *g, int card, int rested, gcg_err *err);
int gcg_edit_set_damage(gcg_game *g, int card, int damage, gcg_err *err);
int gcg_edit_pair(gcg_game *g, int unit, int pilot, gcg_err *err);
/* Mark a Unit as deployed this turn (it cannot attack unless linked). */
int gcg_edit_set_fresh(gcg_game *g, int card, int fresh, gcg_err *err);
/* The order of play: 1 (clockwise, seat order) or -1 (counterclockwise, 12-2-1). */
int gcg_edit_set_direction(gcg_game *g, int direction, gcg_err *err);
/* Turn number, active player, and where to start: GCG_PHASE_START (the whole turn),
 * GCG_PHASE_DRAW, GCG_PHASE_RESOURCE, GCG_PHASE_MAIN or GCG_PHASE_END. */
int gcg_game_start_at(gcg_game *g, int turn, int active, gcg_phase phase, gcg_err *err);

#ifdef __cplusplus
}
#endif
#endif /* GCG_H */
