/*
 * script_vm.h -- inside the scripting layer: the VM record shared by script.c
 * (VM, sandbox, loading), api*.c (the effect context `e`, api.h) and
 * script_run.c (running effects for the core).  Not for the rest of the core.
 */
#ifndef GCG_SCRIPT_VM_H
#define GCG_SCRIPT_VM_H

#include <lua.h>
#include "pool.h"
#include "script.h"
#include "script_mode.h"

#define SCRIPT_MAX_DIRS 9
#define API_WORDS 33 /* the words filters are written in (api_filter.c) */
#define API_WORD_SLOTS 64
#define SCRIPT_BUDGET 5000000L        /* Lua instructions per top-level call */
#define SCRIPT_MEM_CAP (32u << 20)    /* bytes a call may add to the VM */
#define SCRIPT_MAX_BLOCK (256u << 10) /* the largest block a script may allocate: no
                                       * string or table bigger (a long string's
                                       * comparison is one instruction) */
#define SCRIPT_HOLD_CAP (16u << 20)   /* what the VM may hold beyond its size when the
                                       * scripts had loaded, between calls */
#define SCRIPT_MAX_FILE (256u << 10)  /* the largest script file */
#define SCRIPT_MAX_REACH 100000L      /* tables and functions a script may keep */
#define SCRIPT_LOAD_HOLD (4u << 20)   /* what one script may keep once it has loaded */

/* What a call into Lua may do. */
enum call_mode {
    CM_RUN,      /* resolve an effect: actions and choices allowed */
    CM_DRY,      /* playability check: the first action ends it, choices pick */
    CM_READONLY  /* a condition or constant: any change is an error */
};

/* Why a call stopped early (thrown as a light userdata sentinel, vm_stop). */
extern const char SCRIPT_NEED_DECISION[]; /* a choice must be asked */
extern const char SCRIPT_DRY_OK[];        /* dry run reached an action: playable */
extern const char SCRIPT_DRY_NO[];        /* dry run found no target: not playable */
extern const char SCRIPT_BUDGET_OUT[];    /* instruction budget exhausted */
extern const char SCRIPT_MEMORY_OUT[];    /* the memory cap was reached */
extern const char SCRIPT_LEFT[];          /* the effect's controller has left the game, or
                                          * the game is over: the effect ends there,
                                          * quietly (12-2-5, 1-2-4) */

struct script_vm {
    lua_State *L;
    pool pool;         /* where the VM's small blocks come from (pool.c) */
    gcg_engine *eng;
    size_t mem, mem_limit;
    size_t mem_settled;  /* the VM's size when the last script had loaded */
    int limited;
    long budget;
    int ndefs;
    script_info *info;
    char **paths;
    char *dirs[SCRIPT_MAX_DIRS];
    int ndirs;
    int ref_new_card;  /* card.lua's constructor */
    int ref_effects;   /* table: def index -> effects list */
    int ref_sandbox;   /* the frozen globals scripts see */
    int ref_trusted;   /* what the walk of a script's functions leaves (seal.c):
                        * the sandbox's and card.lua's own tables and functions */
    /* the call in progress */
    gcg_game *game;
    int mode;
    int depth;
    gcg_game *c_effect; /* the game whose effect is doing a declared action in C now (its
                         * events name the effect, as in its function: script_effect_source) */
    int cursor;        /* next recorded answer (CM_RUN) */
    int acted;         /* the effect's function has changed the game since it began
                        * (an action, a random draw): see need_decision */
    unsigned entries;  /* calls into the game (api_ctx_game, e's fields) in a dry run */
    int acted_first;   /* the dry run's first call into the game was an action */
    int source;        /* card whose effect runs */
    int controller;
    int def;           /* def index of the running effect's card */
    int cells;         /* the recorded upvalues of the script that runs (seal.c;
                        * a registry ref or LUA_NOREF) */
    int effect;        /* its effect index (1-based) */
    const event *ev;   /* the event that triggered it, if any */
    int ev_card, ev_card2, ev_player;
    int ev_serial, ev_serial2; /* the serials ev_card, ev_card2 had when the trigger was
                                * claimed (trig.ev_serial), or -1: whatever they are now */
    /* what else the event carried (e.event_source ...; script_event.c) */
    int ev_src, ev_flags, ev_from, ev_amount;
    int holder;        /* a granted effect: the card that has it (e.unit), or -1 */
    int granted;       /* the call is about an effect given by e:grant_rule */
    int const_depth;   /* constant effects being computed inside one another */
    facets reads;      /* facets read by the computation in progress (facet.h) */
    struct { const char *text; int word; } word_at[API_WORD_SLOTS]; /* where the filter
                                                     * words are (api_filter.c) */
    int filter_memo;   /* registry reference: the frozen tables whose filters
                        * are kept in filter_kept (api_filter.c) */
    struct api_filter_kept *filter_kept; /* API_FILTER_KEPT slots, by address */
    void *ctx;         /* the effect context of the call in progress */
    const char *stop;  /* the engine's stop on its way out of the call, or NULL */
    uint64_t ctx_seq;  /* contexts made so far (each call's is new) */
    /* the last game mode settings read (script_mode.c) */
    int mode_known;
    char mode_key[400];
    mode_settings mode_memo;
    /* What the printed facts of each card definition say to each declared filter with
     * a type, trait, colour or name (api_filter.c, api_filter_match_printed): sv[sid]
     * holds a verdict per definition index (0: not asked yet), made at the first card
     * of that definition matched; nsv filters numbered so far.  All made again when
     * the engine's definitions change (sv_ndefs: the ndefs they were made for). */
    uint8_t **sv;
    int nsv, sv_cap, sv_ndefs;
};

/* script.c */
struct script_vm *vm_of(const gcg_game *g);
/* Is the value at idx one of the engine's stops (a SCRIPT_* sentinel)? */
int vm_is_sentinel(lua_State *L, int idx);
/* What a failed call's error value at idx says, for a report: its message, or
 * what the engine's stop means. */
const char *vm_message(lua_State *L, int idx);
/* Stop the call in progress for the engine's reason `why` (a SCRIPT_* sentinel):
 * no pcall or xpcall of the script's catches it.  Does not return. */
__attribute__((noreturn)) int vm_stop(lua_State *L, const char *why);
/* Call fn (on the stack, with nargs arguments under it) in `mode` for game g:
 * budget, memory cap, sentinels.  Returns LUA_OK, or an error status with the
 * message / sentinel on the stack (and the stack otherwise balanced as
 * lua_pcall leaves it). */
int vm_call(struct script_vm *vm, gcg_game *g, int mode, int nargs, int nresults);
/* Push a new environment table whose reads fall through to the frozen sandbox. */
void vm_push_env(struct script_vm *vm);
/* Call the function on the stack (with nargs arguments) protected, with the
 * budget and memory cap a script's loading has (any script code run while one
 * loads, or while its settings are read).  Returns the lua_pcall status. */
int vm_pcall_loading(struct script_vm *vm, int nargs, int nresults);
/* Load a text script file (at most SCRIPT_MAX_FILE bytes) and run it in the
 * environment at index env, with the loading budget and memory cap; nresults
 * results are left on the stack.  Returns the lua_pcall status (an error leaves
 * its message on the stack).  If text is not NULL, the file's text is given
 * back there (the caller frees it). */
int vm_run_file(struct script_vm *vm, const char *path, int env, int nresults, char **text);
/* Seal what a script has made (seal.c): the `n` values at the top of the stack
 * (popped), and everything reachable from them, frozen; their functions'
 * upvalues recorded.  env: the script's environment (index), whose _ENV cells
 * need no record when the script's text never names _ENV.  Returns the registry
 * ref of the record (LUA_NOREF: nothing to watch), or LUA_REFNIL with an error
 * message on the stack. */
int vm_seal(struct script_vm *vm, int n, int env, const char *text);
/* The script's memory is settled: what it holds now is what the VM may hold. */
void vm_settled(struct script_vm *vm);
/* Record a script error for game g (card, file, line, message), narrate it. */
void vm_report(gcg_game *g, int def, const char *what, const char *msg);

/* script_meta.c: the newer registration options (of the options table et, once
 * script_load.c has read its own), read once into m (meta_ext, effmeta.fn); -1
 * with a message on the stack for a bad one.  Then what the card as a whole has
 * of them.  meta_option_known: is k one of the options it reads, for a constant
 * (constant) or another registration? */
int meta_option_known(const char *k, int constant);
int meta_read(lua_State *L, int et, effmeta *m);
void meta_note_info(script_info *info, const effmeta *m);
void meta_ext_free(meta_ext *x);
/* The kind (narrate.h, or SEV_*) of a newer event name ("paid" ...), or -1. */
int event_kind_more(const char *name);
#define EVENT_NAMES_MORE "resource_placed, ex_resource_spent, paid, command_activated, " \
                         "ap_changed, shield_area_destroyed, retargeted"

/* script_cost.c: the costs an effect declares besides ① and resting its card
 * (exile = {...}, rest = {...}, development = N).  Can p pay them (unit: the
 * effect's Unit, which "other" leaves out)?  Pay them as the effect begins: 1
 * paid, 0 not (the effect does nothing), -1 a decision begun; *acted: whether
 * any card moved. */
int cost_payable(gcg_game *g, int p, int unit, const effmeta *m);
int cost_pay(gcg_game *g, int p, int unit, const effmeta *m, int *acted);

/* sandbox.c */
/* Build the frozen globals scripts see (vm->ref_sandbox, vm->ref_trusted). */
void sandbox_build(struct script_vm *vm);
/* Charge n steps of work done in C to the call's instruction budget (stops the
 * call when it is spent). */
void sbx_charge(lua_State *L, long n);
/* Push the value at idx as a string as tostring gives it to scripts: a table,
 * function, userdata or thread without a __tostring is its type's name, never
 * its address (which differs from VM to VM); returns the text. */
const char *sbx_tostring(lua_State *L, int idx);

/* script_load.c */
/* Load card.lua, the card object's builder, from the built-in folder. */
int script_load_card_lib(struct script_vm *vm, const char *builtin, gcg_err *err);
/* Free what the C side holds of a card's script (L: NULL when the VM is gone). */
void script_info_clear(lua_State *L, script_info *info);

/* api.c */
void api_open(lua_State *L);
/* Push a new effect context for a call (vm_call makes it the live one while
 * the call runs: it must be the call's first argument). */
void api_push_ctx(lua_State *L);
/* Handle of a card for scripts: serial << 16 | id. */
static inline lua_Integer card_handle(const gcg_game *g, int cid)
{
    return ((lua_Integer)g->s.cards[cid].serial << 16) | cid;
}
/* The card handle h reaches, or -1: it names no card, or the card has moved since (a
 * new card, 4-1-5). */
static inline int handle_card(const gcg_game *g, lua_Integer h)
{
    int cid = (int)(h & 0xFFFF);
    return cid < g->s.ncards && g->s.cards[cid].serial == (uint16_t)(h >> 16) ? cid : -1;
}
/* api_filter.c: card filters ({ side = "enemy", max_hp = 3 }), read from
 * their table once (api_filter_compile) and matched in C. */
#define API_FILTER_TRAITS 8
/* Learn where the VM keeps the words filters are written in (api_open). */
void api_filter_open(lua_State *L, struct script_vm *vm);
/* Free the per-definition verdicts of declared filters (script_vm_free). */
void api_filter_verdicts_free(struct script_vm *vm);
typedef struct api_filter {
    int table;             /* stack index of the filter table (0: none, all match) */
    int side, has_side, type, has_type, exclude, has_exclude;
    unsigned keyword, has_num;
    lua_Integer num[7];    /* max_hp, min_hp, hp, max_ap, min_ap, max_level, min_level */
    int8_t want[6];        /* rested, active, linked, paired, token, damaged: -1 absent */
    uint8_t lv_this;       /* bit 0: max_level = "this", bit 1: min_level = "this" (this
                            * Unit's Lv., read as the filter is matched); bits 2, 3: the
                            * same with "event_card" (the event's card's Lv.) */
    uint8_t other;         /* other = true: not this Unit (e.unit) */
    uint8_t has_want;      /* some want[] is given (flags_match has something to ask) */
    uint8_t rest;          /* a test past side, exclude, other and the kept verdicts
                            * (api_filter.c: filter_plan) */
    int has_trait, ntraits;
    int has_color, color_ok, has_name, name_ok, where;
    uint32_t effect_kinds; /* effect = "destroyed" ...: it has an effect of that kind (1 << EK_*) */
    int sid;               /* a declared filter's number among the VM's per-definition
                            * verdicts (api_filter_match_printed), or 0: none kept */
    /* traits[i] as the card database writes it (carddb_trait_named: printed
     * traits matched by address), or NULL when no card of it had that trait */
    const char *tnamed[API_FILTER_TRAITS];
    /* texts, read only when their has_ flag is set (not cleared) */
    char traits[API_FILTER_TRAITS][64];
    char color[32], name[128];
} api_filter;
/* Read the filter table at index fi (nil: no filter); errors name a bad field. */
void api_filter_compile(lua_State *L, int fi, api_filter *f);
/* The same for a table that has fields of its own besides the filter's: the
 * keys in skip (NULL-ended) and the numbered items are left out, and the filter
 * is matched without its table from then on (read once, when a script loads). */
void api_filter_compile_but(lua_State *L, int ti, api_filter *f, const char *const *skip);
/* The cards at location loc that filter f picks for player `me` (whose: its
 * side, "your" by default), as e:cards lists them: up to cap handles into out;
 * returns how many.  Notes the facets it reads. */
int api_cards_at(gcg_game *g, int me, int loc, const api_filter *f, lua_Integer *out, int cap);
/* A condition given as a count, condition = { count = "trash", type = "command",
 * min = 4 }: how many cards at a location pass a filter (whose: the filter's
 * side, "your" by default), between min and max -- all told, or (per_player)
 * for some one player.  Read once when the script loads, decided in C. */
typedef struct api_count_cond {
    int loc, min, max, per_player;
    api_filter f;
} api_count_cond;
/* Read the condition table at index ti; errors name a bad field. */
void api_count_compile(lua_State *L, int ti, api_count_cond *c);
/* Does it hold for player `me`?  Notes the facets it reads. */
int api_count_holds(gcg_game *g, int me, const api_count_cond *c);
/* The location a script names ("hand", "trash" ...), or -1. */
int api_loc_named(const char *name);
/* Does the filter pick tokens only (token = true)? */
int api_filter_tokens_only(const api_filter *f);
/* Does card cid match (for player `me`)?  Notes the facets it reads. */
int api_filter_match(lua_State *L, gcg_game *g, int me, int cid, const api_filter *f);
/* The Units in play filter f picks for player `me`, as e:units lists them: up to
 * cap handles into out; returns how many.  Notes the facets it reads. */
int api_units(gcg_game *g, int me, const api_filter *f, lua_Integer *out, int cap);
/* An effect's declared targets (effmeta.target), for the call set up in the VM:
 * 1 and the chosen cards' handles in out (all of them in turn, n[i] for target
 * i); 0 if one that needs a card can't have one (the effect does nothing); -1 if
 * the controller must choose first (the decision is begun).  A legality check
 * (dry) takes the first cards, as few as it may. */
typedef struct api_targets {
    lua_Integer h[MAX_TARGETS * MAX_OPTS];
    int n[MAX_TARGETS];
} api_targets;
int api_effect_target(gcg_game *g, const effmeta *m, int dry, api_targets *out);
/* A second step's one target (decl_step: m is the step's), chosen as api_effect_target
 * chooses, the nskip cards of skip left out (also_target: those the first target chose).
 * 1, 0 (none to choose, and it needs one) or -1 (the decision is begun). */
int api_step_target(gcg_game *g, const effmeta *m, const lua_Integer *skip, int nskip,
                    api_targets *out);
/* Can its targets be chosen now (10-1-8-1)?  (api_effect_target's dry run) */
int api_target_exists(gcg_game *g, const effmeta *m);
/* Does a condition given in words hold for player `me`, in the call set up in the
 * VM (api_cond.c)?  Notes the facets it reads. */
int api_cond_holds(gcg_game *g, int me, const decl_cond *c);
/* A condition given without Lua: in words (c), as a count (n), or both ({ count =
 * "trash", min = 7, turn = "your" }: the words asked first, as `e:my_turn() and
 * e:count(...)` would).  1 if each one given holds. */
static inline int api_decl_holds(gcg_game *g, int me, const decl_cond *c,
                                 const api_count_cond *n)
{
    return (!c || api_cond_holds(g, me, c)) && (!n || api_count_holds(g, me, n));
}
/* "If you do" (decl_step.if_you_do): did each declared target of m choose all it asked for
 * -- its min, and at least 1 (a `may` answered no, or "choose 2" with one to choose, did
 * not, 5-20-1)? */
static inline int api_targets_done(const effmeta *m, const api_targets *a)
{
    for (int i = 0; i < m->ntargets; i++)
        if (a->n[i] < (m->target[i].min > 1 ? m->target[i].min : 1))
            return 0;
    return 1;
}
/* Does a second step's condition (decl_step: then_if, also_if) hold for player `me`? */
static inline int api_step_holds(gcg_game *g, int me, const decl_step *st)
{
    return !(st->m.then_count || st->m.then_cond) ||
           api_decl_holds(g, me, st->m.then_cond, st->m.then_count);
}
/* Push the chosen targets as run's arguments (a handle each, or a list for a
 * target with a count); returns how many. */
int api_push_targets(lua_State *L, const effmeta *m, const api_targets *t);
/* Could a card of `owner` pass the filter's side (for player `me`)? */
int api_filter_side(const gcg_game *g, int me, int owner, const api_filter *f);
/* The same, where a filter that names no side means "your" cards (e:cards). */
int api_filter_side_or_yours(const gcg_game *g, int me, int owner, const api_filter *f);
/* Both at once, for one card. */
int api_match(lua_State *L, gcg_game *g, int me, int cid, int fi);
/* A card's HP left: its HP less its damage, never below 0. */
int api_remaining_hp(const gcg_game *g, int cid);
/* A card no longer where it was (this turn's history, e:this_turn): does its card
 * number `def` (a token or not), owned by `owner`, pass the filter's fields that
 * do not change in play (side, type, trait, color, name, Lv., token)?  And does
 * the filter name only such fields? */
int api_filter_match_def(gcg_game *g, int me, int owner, int def, int token, const api_filter *f);
int api_filter_static_only(const api_filter *f);

#endif
