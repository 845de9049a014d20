/*
 * game.h -- struct gcg_game and struct gcg_engine, and the internal calls every
 * rules module shares.
 *
 * A game is its flat state (gstate, state.h) plus what is not state: the engine
 * it runs on, how it was set up (to rebuild it for undo and replays), the log of
 * answers, and the recorded events that narrate it.
 */
#ifndef GCG_GAME_H
#define GCG_GAME_H

#include "gcg.h"
#include "state.h"

struct gcg_engine {
    const gcg_carddb *db;
    int strict;
    int check_invariants;
    int exb, exr;  /* card indices of the EX Base and EX Resource tokens */
    /* The database's cards by index, for the hot paths (def_of); kept in step
     * with the database when a game is made (engine_sync). */
    const gcg_card_def **defs;
    int ndefs;
    unsigned defs_generation;
    struct script_vm *vm; /* card scripts (script.c) */
    /* What the scripts of each card index register, as the core sees it
     * without calling Lua (script.c fills it; script_info_of reads it). */
    struct script_info *sinfo;
    int nsinfo;
};

/* Cards merged into the database since the engine was made (a test run's
 * use_cards): make room for them.  Called when a game is made (engine.c). */
void engine_sync(gcg_engine *e);

/* How a game was set up: enough to build it again from nothing. */
typedef struct setup_rec {
    char mode[32];
    char variant[32];
    char options[256];
    int nplayers;
    uint64_t seed;
    int first_player;
    int teams[MAXP];
    int nmain[MAXP], nres[MAXP];
    uint16_t main[MAXP][ZONE_CAP];
    uint16_t res[MAXP][ZONE_CAP];
    char deck_name[MAXP][64];
} setup_rec;

/* One recorded event: the narration and the input of the trigger system. */
typedef struct event {
    uint8_t kind;    /* enum ev_kind (narrate.h) */
    uint8_t player;
    uint8_t p2;
    uint8_t loc_from, loc_to;
    uint8_t unused[3];
    uint16_t card, def;
    int32_t a, b;
} event;

struct gcg_game {
    gcg_engine *eng;
    const gcg_carddb *db;
    setup_rec setup;
    gstate *initial;   /* edited games: the state to replay from (else rebuilt) */
    /* answer log: entry i is answers[off[i]] .. answers[off[i+1]-1] */
    uint16_t *answers;
    uint32_t *off;
    uint32_t log_cap, ans_cap;
    /* events, s.narr_len of them valid */
    event *events;
    uint32_t ev_cap;
    int narrate;
    /* script_run.c: the state the running effect started from, packed
     * (state_pack; valid while s.eff_running), and the script errors reported
     * in this game */
    uint8_t *eff_base;
    size_t eff_base_len, eff_base_cap;
    char **script_errors;
    int nscript_errors;
    /* A cache of what constant effects give each card (script_run.c), valid while
     * nothing has changed: every change bumps `epoch` (game_touch). */
    uint32_t epoch;
    uint64_t *const_stamp;
    struct const_mods *const_cache;
    uint32_t const_cap;
    gstate s;
};

/* The state changed: cached values computed from it are stale. */
static inline void game_touch(gcg_game *g)
{
    g->epoch++;
}

/* Card database access. */
static inline const gcg_card_def *def_of(const gcg_game *g, int cid)
{
    return g->eng->defs[g->s.cards[cid].def];
}

/* game.c */
gcg_game *game_alloc(gcg_engine *eng);
/* The running effect's start state: keep the current state as it, bring it
 * back, or apply f to it in place (a player leaving mid-effect). */
void game_base_save(gcg_game *g);
void game_base_restore(gcg_game *g);
void game_base_edit(gcg_game *g, void (*f)(gstate *s, int arg), int arg);
void game_init_state(gcg_game *g, int nplayers);
int game_add_player_cards(gcg_game *g, int p, const uint16_t *main, int nmain,
                          const uint16_t *res, int nres, gcg_err *err);
/* Run until the next decision or the end (run.c). */
void run(gcg_game *g);
/* Report an engine or script problem in this game's error list (script.c). */
void game_report(gcg_game *g, const char *msg);
/* Record an answer in the log (decide.c). */
void log_append(gcg_game *g, const uint16_t *ids, int n);

#endif
