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

#include "facet.h"
#include "gcg.h"
#include "state.h"

/* The facts of a card definition that the rules read all the time, packed
 * small and side by side (gcg_card_def has the rest): a decision looks at every
 * card in the hand and in play, and 20 bytes a card stay in the nearest cache
 * where the full definitions, spread over the heap among their texts, do not. */
typedef struct card_facts {
    uint8_t type;         /* gcg_card_type */
    uint8_t timings;      /* gcg_timing bits */
    int8_t level, cost;   /* as gcg_card_def: -1 when none */
    int16_t ap, hp;       /* the same */
    uint8_t repair, breach, support;
    uint8_t script;       /* SF_* bits (script.h): what its script has, once known */
    uint16_t keywords;    /* gcg_keyword bits */
    uint16_t colors;      /* gcg_color bits */
    uint32_t kinds;       /* its script's kinds of effect (1 << EK_*), once known */
    uint8_t const_aspects;   /* what its constants can change (CA_*), once known ... */
    uint8_t static_cant;     /* CANT_* bits its own constants give always (script_static_cant) */
    uint16_t const_keywords; /* ... and which keywords they can give */
} card_facts;
/* (facts_of is everywhere: a 24-byte stride is an lea, 28 an imul -- 0.5% of a game) */
_Static_assert(sizeof(card_facts) == 24, "card_facts has grown: mind facts_of's stride");

/* What the scripts of a game's cards listen for and can change, gathered from
 * their script facts as the cards are made (script_note_card), so that the core
 * skips what no card of the game can answer.  Only ever grows in a game.  (A new
 * field must be merged too when a game is copied: listen_merge, game.c.) */
typedef struct listening {
    uint32_t kinds;          /* kinds of effect (1 << EK_*) */
    uint64_t events;         /* events their "when" effects answer (event_bit) */
    uint32_t eflags;         /* every EM_* flag (script.h) of their effects */
    int lowers_hp;           /* a constant of theirs may lower HP */
    int hpless;              /* one is a Unit or Base with no HP printed (0 or "-") */
    unsigned const_aspects;  /* what their constants can change (CA_*) ... */
    unsigned const_keywords; /* ... and which keywords they can give */
    unsigned applies_aspects;  /* the same, of the cards whose constants reach */
    unsigned applies_keywords; /* other cards (applies, shield_area) */
    unsigned others_aspects;   /* the same, of those of their constants that reach */
    unsigned others_keywords;  /* cards that are not tokens (not `applies = { token = true }`) */
    uint64_t history;        /* events kept for e:this_turn (event_bit; events.c) */
    unsigned static_cant;    /* CANT_* bits their constants give always (script_static_cant) */
    unsigned pilot_keywords; /* keywords printed on a Pilot (or a 【Pilot】 Command), which
                              * its paired Unit has (3-3-9-2, stats.c) */
} listening;

struct gcg_engine {
    const gcg_carddb *db;
    int strict;
    int check_invariants;
    int exb, exr;  /* card indices of the EX Base and EX Resource tokens */
    /* The database's cards by index, for the hot paths (def_of); kept in step
     * with the database when a game is made (engine_sync). */
    const gcg_card_def **defs;
    card_facts *facts;    /* the same cards' facts (facts_of) */
    int ndefs;
    unsigned defs_generation;
    /* Cards deployed as Units by an effect (e:deploy's as_unit, engine_unit_form):
     * forms[b] is card b's Unit form, made the first time one is deployed, or
     * NULL.  Its definition index is ndefs + b: defs[] and facts[] have room for
     * 2 * ndefs (so the index of a form is the same in every engine of the same
     * database, and making one never moves the arrays). */
    gcg_card_def **forms;
    int nforms; /* entries of forms[] (the ndefs it was made for) */
    struct script_vm *vm; /* card scripts (script.c) */
    /* What the scripts of each card index register, as the core sees it
     * without calling Lua (script.c fills it; script_info_of reads it). */
    struct script_info *sinfo;
    int nsinfo;
};

/* The definition index of card definition `base`'s Unit form with this AP and
 * HP, made now if it is not yet; -1 if the card has a Unit form with another AP
 * or HP, or the database is too big to give forms 16-bit indices. */
int engine_unit_form(gcg_engine *e, int base, int ap, int hp);

/* The card definition a definition index stands for outside the battle area:
 * the card itself for a Unit form, else def. */
static inline int engine_def_base(const gcg_engine *e, int def)
{
    return def >= e->ndefs ? def - e->ndefs : def;
}

/* The definition at an index (a card's, or a Unit form's), or NULL. */
static inline const gcg_card_def *engine_def(const gcg_engine *e, int def)
{
    if (def >= 0 && def < e->ndefs)
        return e->defs[def];
    return def >= e->ndefs && def - e->ndefs < e->nforms ? e->forms[def - e->ndefs] : NULL;
}

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
    uint8_t loc_from, loc_to; /* EV_DEPLOY: loc_from is where the card came from */
    uint8_t flags;   /* EVF_* (narrate.h): battle or effect, by damage */
    uint16_t src;    /* the card whose effect or damage caused it, or NONE16 */
    uint16_t card, def;
    int32_t a, b;
} event;

/* One call that built an edited game's board (edit.c), kept so that a replay
 * can build the same board again (replay.c): the calls are public and check
 * their arguments, so a replay's board is checked like any other. */
enum edit_kind { ED_ADD, ED_RESTED, ED_DAMAGE, ED_FRESH, ED_PAIR, ED_DIRECTION, ED_START };

typedef struct edit_op {
    uint8_t kind;   /* enum edit_kind */
    uint8_t player; /* ED_ADD: whose; ED_START: the active player */
    uint8_t loc;    /* ED_ADD: gcg_loc; ED_START: gcg_phase */
    uint8_t unused;
    int32_t a, b;   /* ED_ADD: the card database index; the card and its value (or the
                     * Unit and the Pilot, the direction, the turn) */
} edit_op;

struct gcg_game {
    gcg_engine *eng;
    const gcg_carddb *db;
    setup_rec setup;
    gstate *initial;   /* edited games: the state to replay from (else rebuilt) */
    int edited;        /* made by gcg_game_new_empty: no setup to build it from */
    edit_op *edits;    /* edited games: the calls that built the board, in order */
    int nedits, edits_cap;
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
    uint64_t eff_base_tick; /* the change counter when it was kept */
    char **script_errors;
    int nscript_errors;
    listening listen; /* what the scripts of its cards listen for (grows in play) */
    /* Facets (facet.h): a counter of changes, and when each facet last changed.
     * Caches beside the state are stamped with these (facet_fresh).  The facets
     * changed since the last stamp was made are only noted (`unstamped`):
     * their ticks are written when the next stamp is made, so a burst of events
     * between two stamps writes each facet's tick once, not once per event. */
    uint64_t tick;
    facets unstamped;
    uint64_t facet_tick[FA_COUNT];
    /* What constant effects give each card (script_run.c), by card id. */
    struct const_entry *const_cache;
    uint32_t const_cap;
    struct legal_entry *legal_cache; /* whether effects can be used (script_run.c) */
    struct cond_entry *cond_cache;   /* whether constants' conditions hold (same) */
    struct count_entry *count_cache; /* whether conditions given as counts hold (api_filter.c) */
    /* The cards on the field whose constant effects apply to other cards, each
     * with the Unit it belongs to (same): kept until such a card comes or goes. */
    struct {
        facet_stamp st;
        int ok, n, cap;
        uint16_t *src, *unit;
        /* what their constants can change, all told (script_info's const_aspects,
         * const_keywords: of a token; others_aspects, others_keywords: of another card) */
        unsigned aspects, keywords, others_aspects, others_keywords;
        uint64_t seen; /* the tick (a change counter) when it was last found good */
    } const_sources;
    /* The cards in play that have triggered effects offered to every card in play
     * (an event's "when", turn start and end), each with its Unit, in the order
     * of the field (script_run.c): kept until the field or its pairings change. */
    struct {
        facet_stamp st;
        int ok, n, cap;
        uint16_t *src, *unit;
        uint32_t kinds;  /* the kinds of effect they have, all told (1 << EK_*) */
        uint64_t events; /* the events their EK_EVENT effects answer (event_bit) */
    } answerers;
    facet_stamp quiet; /* when rules management last found nothing to do (rules.c) */
    int quiet_ok;      /* 0: not good; 1, or 2 needing no compare (rules.c, rules_quiet) */
    int cache_fault; /* game_cache_fault was called */
    /* gcg_game_restart: the state game_build makes, packed (it depends on the
     * seed only through the random state, which a restart seeds afresh), and
     * what the scripts of its cards listen for; kept at the first restart. */
    uint8_t *built;
    size_t built_len;
    listening built_listen;
    /* Stops (gcg_game_set_stops, run.c): a test's wish to see the game where
     * nobody decides.  Not the game's state, and never copied: `mask` of steps and
     * phases to pause at, the one being paused at (`at`, 0 if none), the one a
     * resumed game goes on into without pausing again (`resumed`), and while
     * a task's entry asks to pause, `asked`. */
    struct { unsigned mask, at, resumed, asked; } stop;
    gstate s;
};

/* Facets `mask` (F_* bits) of the state have changed. */
static inline void facets_changed(gcg_game *g, facets mask)
{
    if (!mask)
        return; /* (an event that changed nothing a cache reads: every answer holds) */
    ++g->tick;
    if (mask & g->quiet.reads) /* the one answer told at once (rules.c) */
        g->quiet_ok = 0;
    g->unstamped |= mask & F_TICKED;
}

/* Write the ticks of the facets changed since the last stamp: they changed at or
 * before now, and after every stamp made so far (each stamp writes them first),
 * so now is as good a tick for them as the true one.  (The caches beside the
 * state are not a part of it: a const game still keeps them.) */
static inline void facets_settle(const gcg_game *cg)
{
    gcg_game *g = (gcg_game *)cg;
    for (facets m = g->unstamped; m; m &= m - 1)
        g->facet_tick[__builtin_ctzll(m)] = g->tick;
    g->unstamped = 0;
}

/* The state changed in ways not told by events (restored, edited): every
 * cached answer is stale. */
static inline void game_touch(gcg_game *g)
{
    facets_changed(g, F_ALL);
}

/* The compared facets among `reads` (F_TURN, F_STEP) as they are now. */
static inline uint64_t facet_key(const gcg_game *g, facets reads)
{
    const gstate *s = &g->s;
    uint64_t k = 0;
    if (reads & F_TURN)
        k |= (uint64_t)s->turn | (uint64_t)s->active << 16 | (uint64_t)s->over << 24;
    if (reads & F_STEP)
        k |= ((uint64_t)s->phase | (uint64_t)s->step << 8 | (uint64_t)s->battle.on << 16) << 32;
    return k;
}

/* A stamp for an answer computed now from what `reads` names. */
static inline facet_stamp facet_stamp_now(const gcg_game *g, facets reads)
{
    facets_settle(g);
    facet_stamp st = {g->tick, facet_key(g, reads), reads};
    return st;
}

/* Is an answer with this stamp still good: nothing it read has changed? */
static inline int facet_fresh(const gcg_game *g, const facet_stamp *st)
{
    if (st->at == g->tick && !(st->reads & (F_TURN | F_STEP)))
        return 1; /* nothing at all has changed since */
    if (st->reads & g->unstamped)
        return 0; /* changed since the last stamp was made, so since this one */
    for (facets m = st->reads & F_TICKED; m; m &= m - 1)
        if (g->facet_tick[__builtin_ctzll(m)] > st->at)
            return 0;
    return !(st->reads & (F_TURN | F_STEP)) || st->key == facet_key(g, st->reads);
}

/* Card database access. */
static inline const gcg_card_def *def_of(const gcg_game *g, int cid)
{
    return g->eng->defs[g->s.cards[cid].def];
}

static inline const card_facts *facts_of(const gcg_game *g, int cid)
{
    return &g->eng->facts[g->s.cards[cid].def];
}

/* game.c */
gcg_game *game_alloc(gcg_engine *eng);
/* A game with no cards, to build a board by hand (gcg_game_new_empty; replays
 * of such a board, replay.c). */
gcg_game *game_new_edited(gcg_engine *eng, const setup_rec *r, gcg_err *err);
/* The running effect's start state: keep the current state as it, bring it
 * back, or apply f to it in place (a player leaving mid-effect). */
void game_base_save(gcg_game *g);
void game_base_restore(gcg_game *g);
/* Checking builds: is the state the start state, but for the decision in
 * progress (the pending question and its labels, the answer just given, the
 * answer log)? */
int game_base_unchanged(gcg_game *g);
/* Is the game's state the same as `other` (checking builds), but for the decision in
 * progress (its options, the answer, the log's length, eff_untouched), which are set
 * from the game's into `other` first? */
int game_state_same(gcg_game *g, gstate *other);
void game_base_edit(gcg_game *g, void (*f)(gstate *s, int arg), int arg);
void game_init_state(gcg_game *g, int nplayers);
int game_add_player_cards(gcg_game *g, int p, const uint16_t *main, int nmain,
                          const uint16_t *res, int nres, gcg_err *err);
/* Run until the next decision or the end (run.c). */
void run(gcg_game *g);
/* Report an engine or script problem in this game's error list (script.c). */
void game_report(gcg_game *g, const char *msg);
/* Checking builds: a cached answer about card cid was stale (a facet missing
 * from facet.h's bookkeeping).  Reported; the game ends at the next step. */
void game_cache_fault(gcg_game *g, const char *what, int cid);
/* Record an answer in the log (decide.c). */
void log_append(gcg_game *g, const uint16_t *ids, int n);

#endif
