/*
 * script.h -- card scripts: the bridge between the C core and the Lua effects.
 *
 * The engine owns one sandboxed Lua VM (script.c).  A card's script is loaded the
 * first time a game needs that card; it registers the card's effects (triggered,
 * activated, command, constant) with the `card` object.  The core asks this
 * module, at fixed points, what the scripts add:
 *   - which triggered effects an event causes (script_collect),
 *   - which Commands and activated effects can be used now (script_list_*),
 *   - running an effect (script_run_effect: T_EFFECT),
 *   - what constant effects add to a card's AP, HP, keywords and rules
 *     (script_constant_*).
 * Scripts keep no state of their own between calls: everything lives in the game.
 */
#ifndef GCG_SCRIPT_H
#define GCG_SCRIPT_H

#include "game.h"
#include "run.h"

#define EFF_COMMAND 0xFFF0 /* T_EFFECT b: the Command effect for the current timing */
#define EFF_BURST 0xFFF1   /* T_EFFECT b: the card's 【Burst】 */

/* Kinds of effect a card script registers. */
enum eff_kind {
    EK_DEPLOY,        /* 【Deploy】 */
    EK_ATTACK,        /* 【Attack】 */
    EK_DESTROYED,     /* 【Destroyed】 */
    EK_WHEN_PAIRED,   /* 【When Paired】 */
    EK_WHEN_LINKED,   /* 【When Linked】 */
    EK_BURST,         /* 【Burst】 */
    EK_TURN_START,    /* at the start of the turn */
    EK_TURN_END,      /* at the end of the turn */
    EK_EVENT,         /* "when (event)" */
    EK_MAIN,          /* Command 【Main】 */
    EK_ACTION,        /* Command 【Action】 */
    EK_ACT_MAIN,      /* 【Activate･Main】 */
    EK_ACT_ACTION,    /* 【Activate･Action】 */
    EK_CONSTANT,      /* constant effect */
    EK_ALT_PLAY,      /* another way to play the card from the hand */
    EK_COUNT
};

/* Events only scripts see (card:on), numbered apart from enum ev_kind (narrate.h)
 * and below 63 (each has its own bit in script_info.events). */
enum {
    SEV_SUPPORTED = 48,   /* "supported": <Support> raised a Unit's AP (13-1-3) */
    SEV_AP_CHANGED,       /* "ap_changed": a modifier changed a card's AP (e:modify ...) */
    SEV_SHIELD_AREA       /* "shield_area_destroyed": a Shield or a Base destroyed by damage */
};

/* One registered effect as the C core sees it without calling Lua: read once
 * when the script loads, so that the hot paths (triggers, constant effects,
 * listing activations) touch Lua only to call a script's function. */
enum {
    EM_ONCE = 1 << 0,          /* 【Once per Turn】 */
    EM_REST_SELF = 1 << 1,     /* cost: rest this Unit/Base */
    EM_ALSO_ACTION = 1 << 2,   /* 【Main】/【Action】 */
    EM_ANY_TURN = 1 << 3,      /* start/end of every turn, not only yours */
    EM_HAND = 1 << 4,          /* a constant of a card in the hand */
    EM_PILOT = 1 << 5,         /* a Pilot qualification filter */
    EM_CONDITION = 1 << 6,     /* condition(e), or a count (effmeta.count) */
    EM_FILTER = 1 << 7,        /* filter(e) (events) */
    EM_APPLIES = 1 << 8,       /* applies: a function(e, target) or a filter table */
    EM_AP_FN = 1 << 9,         /* ap/hp/cost given by functions */
    EM_HP_FN = 1 << 10,
    EM_COST_FN = 1 << 11,
    EM_ATTACK_ACTIVE = 1 << 12,/* attack_active(e, attacker, target) */
    EM_PREVENT = 1 << 13,      /* prevent_damage(e, ...) */
    EM_PROTECT_AP = 1 << 14,   /* protect_ap(e, unit, source): AP can't be reduced */
    EM_NEVER = 1 << 15,        /* condition = false: only through a grant (e:grant_rule) */
    /* (script_meta.c reads these: the mechanisms of docs/scripting.md added since) */
    EM_REDUCE = 1 << 16,       /* reduce_damage: damage it receives is reduced (5-21) */
    EM_LURE = 1 << 17,         /* lure: enemy Units must choose it as their attack target */
    EM_SHIELD_AREA = 1 << 18,  /* shield_area: its damage rules reach shield area cards */
    EM_PREVENT_DESTROY = 1 << 19, /* prevent_destroy: "can't be destroyed by ..." */
    EM_REST_INSTEAD = 1 << 20, /* rest_instead: "you may rest this Unit instead" (10-1-9) */
    EM_EVENT_OPTS = 1 << 21,   /* the event's card, source, cause, origin, matched in C */
    EM_COSTS = 1 << 22,        /* costs chosen when it resolves: exile, rest, <Development> */
    EM_GRANTED = 1 << 23,      /* a triggered effect with condition = false: given to a card
                                * or a player for a while by e:grant_rule (a delayed trigger) */
    EM_TRASH = 1 << 24,        /* a constant of a card in the trash (zone = "trash") */
    EM_KW_FN = 1 << 25,        /* keyword amounts given by functions */
    EM_LEVEL_FN = 1 << 26,     /* level given by a function */
    EM_PAIR_UNIT = 1 << 27     /* an alternative play of a Pilot: only paired with a Unit
                                * matching its filter (`unit = {...}`, kept in `pilot`) */
};

/* The functions an effect may have, each kept in the registry (effmeta.fn). */
enum eff_fn {
    EF_RUN,            /* what it does: fn(e [, target]) (an alternative play has none) */
    EF_CONDITION,      /* condition(e) */
    EF_FILTER,         /* filter(e): card:on's */
    EF_APPLIES,        /* applies(e, target) */
    EF_AP, EF_HP, EF_COST, /* constants computed: fn(e, target) */
    EF_ATTACK_ACTIVE,  /* attack_active(e, attacker, target) */
    EF_PREVENT,        /* prevent_damage(e, victim, source, amount, battle) */
    EF_PROTECT_AP,     /* protect_ap(e, unit, source) */
    /* the newer mechanisms' (script_meta.c) */
    EF_LEVEL,          /* level(e, target): a constant's Lv. change */
    EF_REDUCE,         /* reduce_damage(e, victim, source, amount, battle) -> N */
    EF_PREVENT_DESTROY,/* prevent_destroy(e, victim, source, battle) */
    EF_LURE,           /* lure(e, target, attacker) */
    EF_REST_INSTEAD,   /* rest_instead(e, card, source) */
    EF_KW_REPAIR, EF_KW_BREACH, EF_KW_SUPPORT, /* keywords = { repair = fn(e, target) } */
    EF_COUNT
};
/* The name of an effect's function, as reports give it ("condition" ...). */
const char *script_fn_name(int ef);

/* A declared target (target = { "Choose 1 to 2 enemy Units", side = "enemy", min = 1,
 * max = 2 }): chosen by the core before the effect's function runs, which gets
 * it as an argument (a handle, or with a count a list of them). */
#define MAX_TARGETS 3
#define MAX_ANY_OF 4
typedef struct decl_target {
    struct api_filter *f;  /* which cards, read once */
    char *prompt;
    uint8_t from;          /* where it is chosen from (gcg_loc): Units in play (the
                            * battle area), or target.from */
    uint8_t min, max;      /* how many: 1 and 1 unless given */
    uint8_t list;          /* min or max given: run gets a list, not a handle */
    uint8_t other;         /* other = true: not this Unit (e.unit) */
    uint8_t nany;          /* any_of = { {...}, {...} }: it also passes one of these */
    struct api_filter *any_of[MAX_ANY_OF]; /* ("Lv.1 or lower or has 1 or less AP") */
    char *may;             /* may = "question?": "You may choose 2 ...", asked first when
                            * min cards can be chosen; otherwise, or "no", none */
} decl_target;

/* A condition given in words the engine decides without Lua (condition = { turn =
 * "your", self = { rested = true }, pilot_in_play = { color = "Red" } }): every
 * field given must hold. */
typedef struct decl_cond {
    int8_t turn;                 /* 1: during your turn, 0: the enemy's, -1: either */
    struct api_filter *self;     /* this Unit (e.unit) passes it */
    struct api_filter *pilot;    /* a Pilot paired with one of your Units passes it */
} decl_cond;

typedef struct effmeta {
    uint8_t kind;      /* enum eff_kind */
    uint8_t during;    /* 0, 1 = 【During Pair】, 2 = 【During Link】 */
    uint8_t event;     /* EK_EVENT: the event kind (narrate.h) it answers */
    uint8_t cost;      /* activated effects: ①; alternative plays: the cost */
    uint8_t level;     /* alternative plays: the Lv */
    uint32_t flags;    /* EM_* */
    int16_t ap, hp, cost_mod;        /* constants given as numbers */
    int16_t repair, breach, support; /* constant keyword amounts */
    unsigned keywords, cant;         /* constant keyword bits, CANT_* bits */
    struct api_filter *applies;      /* `applies` given as a filter table, read once */
    struct decl_target *target;      /* target = { prompt, filter... }: what the
                                      * effect chooses first, read once (or NULL);
                                      * ntargets of them (target = { {...}, {...} }) */
    char *text;                      /* `text = "..."`: what the effect does, for
                                      * people (explain.c, narration), or NULL */
    uint8_t ntargets;                /* how many declared targets (0 to MAX_TARGETS) */
    uint8_t acts_first;              /* learned at a dry run: its function's first call
                                      * into the game is an action (dry_call) */
    uint8_t target_any;              /* a list of targets with any = true: used when one
                                      * of them can be chosen; each chosen if it can */
    uint8_t act, act_n;              /* a declared action (ACT_*: draw = N, deploy_token =
                                      * "T-...", shield_to_hand = true), done in C */
    int16_t act_def;                 /* deploy_token's token */
    uint8_t act_rested;              /* deploy_token = { "T-...", rested = true } */
    uint8_t act_then;                /* the action with a function: "X. Then, ..." -- the
                                      * action is done first, in C, then then_if is asked,
                                      * the target chosen and the function called */
    uint8_t it_act, it_n;            /* what is done to the declared target (IT_*: rest_it =
                                      * true, damage_it = N, gets = { ap = N }), done in C
                                      * when it asks nothing */
    uint8_t it_mod;                  /* IT_MOD: the modifier (M_AP: gets = { ap = N };
                                      * M_KEYWORD, M_BREACH ...: gains = "blocker" ...) */
    uint8_t it_until;                /* its lasts (U_TURN, U_BATTLE, U_LEAVES) */
    int16_t it_amount;               /* its amount: N, a keyword's amount, or its bit */
    struct api_count_cond *then_count; /* then_if = { count = ... }: "Then, if ..." */
    struct decl_cond *then_cond;       /* then_if = { turn = ..., ... }: the same */
    struct api_count_cond *count;    /* condition = { count = ... }: decided in C */
    struct decl_cond *cond;          /* condition = { turn = ..., self = ... }: the same */
    struct api_filter *pilot;        /* pilot = { ... }: the qualification, read once (an
                                      * alternative play's unit = { ... }: EM_PAIR_UNIT) */
    int fn[EF_COUNT];                /* its functions in the Lua registry (LUA_NOREF:
                                      * none): copied when the script loads, so that
                                      * what the script's tables say later changes
                                      * nothing */
    struct meta_ext *ext;            /* the newer fields (script_meta.c), or NULL */
    struct decl_look *look;          /* look_top = { N, "prompt", pick = ... }: the look at
                                      * the top of the deck (api_look.c), or NULL */
    struct decl_step *step2;         /* a declared second step (then_target = {...},
                                      * also_target = {...}), or NULL: see decl_step */
} effmeta;

/* "Look at the top N cards of your deck. You may reveal 1 <pick> card among them and add it
 * to your hand. Return the remaining cards randomly to the bottom of your deck." (look_top =
 * { N, "prompt", pick = FILTER | { FILTER, ... } }): done in C (api_look.c), after the
 * declared target's discard_it when there is one ("You may discard 1. If you do, ..."). */
typedef struct decl_look {
    uint8_t n;                               /* how many cards: 1 to 10 */
    uint8_t npick;                           /* a card fits when it passes one of pick[] */
    struct api_filter *pick[MAX_ANY_OF];
    char *prompt;                            /* the question (e:choose_one's, may = true) */
} decl_look;

/* A declared second step (docs/scripting.md, "Two steps"), beside a declared target and
 * what it gets (it_act), done in C without Lua:
 *   then_target: "Choose A. Do X to it. Then, [if ...,] choose B. Do Y to it." -- the first
 *     target's action is done, then (then_if holding, and with if_you_do only when the first
 *     target chose all it asked for: "If you do") B is chosen and gets its own action (then_rest_it,
 *     then_gains ...);
 *   also_target: "Choose 1 A. Do X to it. If ..., choose 1 to 2 A instead." -- after the
 *     first target, when also_if holds, B is chosen too (the cards the first chose left out),
 *     and then the effect's action is done to the first's cards and to B's, in turn.
 * m holds B (its one target, what it gets, the loader's function for it) and its
 * condition (m.then_count / m.then_cond). */
typedef struct decl_step {
    effmeta m;
    uint8_t also;      /* also_target: chosen before the action, which is done to both */
    uint8_t if_you_do; /* if_you_do = true: only when the first target chose all it asked
                        * for (its min, at least 1: api_targets_done) */
} decl_step;

/* An effect's declared action (effmeta.act): its whole text is one action, done in C
 * without calling Lua when it asks nothing (api_declared_action); its function, made
 * when the script loads, does it when it must ask ("the battle area is full"). */
enum { ACT_NONE, ACT_DRAW, ACT_TOKEN, ACT_SHIELD_TO_HAND, ACT_DECK_TO_TRASH, ACT_THIS_TO_HAND };
/* (ACT_THIS_TO_HAND: this_to_hand = true, "Add this card to your hand." -- a 【Burst】's
 * e:to_hand(e.card).) */

/* What a declared target gets (effmeta.it_act), in place of a function: "Rest it." (each
 * chosen card in turn, as e:rest), "Deal N damage to it/them." (all at once, as
 * e:damage_all), "It gets AP+N during this turn." / "It gains <Blocker> during this turn."
 * (each chosen card in turn, as e:modify / e:grant; with no declared target, this Unit:
 * e.unit).  Its function, made when the script loads,
 * does the same, and runs when C cannot (a "rest this Unit instead" in the game:
 * api_target_action). */
enum { IT_NONE, IT_REST, IT_DAMAGE, IT_MOD, IT_DISCARD,
       IT_HAND,  /* hand_it = true: "Return it to its owner's hand." (each in turn, as e:to_hand) */
       IT_EXILE  /* exile_it = true: "Exile it/them from the game." (each in turn, as e:remove) */
};
/* (IT_DISCARD: discard_it = true, a target from the hand: "Discard it." -- each chosen card
 * in turn, as e:discard_card, rules management after each.) */

/* Does the effect's declared target decide whether it does anything (10-1-8-1, 10-2-2)?
 * Not when a declared action comes first ("Add 1 of your Shields to your hand. Then,
 * choose ..."): the action is done whatever there is to choose. */
static inline int effmeta_target_gates(const effmeta *m)
{
    return m->target && !m->act_then;
}

/* The fields of a registration the C core reads besides effmeta's own (script_meta.c),
 * kept apart: most effects have none of them. */
typedef struct meta_cost {  /* a cost chosen when the effect resolves */
    uint8_t count;          /* how many cards */
    uint8_t loc;            /* exile: from where (the trash) */
    uint8_t other;          /* rest, destroy: not this Unit */
    struct api_filter *f;   /* which cards */
    char *prompt;           /* the question, if given at [1]: "Discard 1 (Zeon) Unit card" */
} meta_cost;

typedef struct meta_ext {
    /* Options of a triggered effect matched against its event in C (card:on, card:deploy ...) */
    int8_t ev_battle, ev_effect; /* battle = true/false, by_effect = true/false: -1 either */
    int8_t ev_from;              /* from = "trash": where a deployed card came from (-1 any) */
    uint8_t card_self, src_self; /* card = "self", source = "self": this card's Unit */
    uint8_t card_other, src_other; /* card = { ..., other = true }: not this card's Unit */
    struct api_filter *card_f, *src_f; /* card = FILTER, source = FILTER */
    uint8_t card2_self, card2_other; /* card2 = ...: the event's second card (e.event_card2) */
    struct api_filter *card2_f;
    /* Costs (10-1-7-4): ① and rest_self are effmeta's */
    meta_cost exile, rest;      /* exile = {...}, rest = {...}; development = N */
    meta_cost discard, destroy; /* discard = {...} (from the hand), destroy = {...} (Units) */
    uint8_t optional;           /* the costs may be declined (<Development>: "you may") */
    uint8_t destroy_self;       /* destroy_self = true ("Destroy this Unit：") */
    uint8_t to_deck_self;       /* to_deck_self = "top" | "bottom": 1 top, 2 bottom */
    uint8_t development;        /* <Development N> (13-1-8): the N */
    uint8_t rest_self;          /* a triggered effect's rest_self = true: "you may rest this Unit" */
    char *may;                  /* may = "question": "You may <its costs>. If you do, ..." */
    uint8_t part_of;            /* part_of = i: a part of effect i (one 【Once per Turn】 use) */
    /* Constants */
    int16_t level;              /* level = N (a function: EM_LEVEL_FN) */
    unsigned rules;             /* R_* bits: lure = true, deploys_rested ... */
    int16_t reduce;             /* reduce_damage = N (a function: EM_REDUCE with reduce_fn) */
    uint8_t reduce_fn;
    uint8_t shield_side;        /* shield_area = "your" | "friendly" | "enemy" | "any" */
    uint8_t kw_fns;             /* GCG_KW_REPAIR/BREACH/SUPPORT amounts given by functions */
    uint8_t ntraits;            /* traits = {"Neo Zeon"}: traits it gives */
    char *traits[4];
    char *alias;                /* also_named = "Char Aznable" (2-2: a second name) */
} meta_ext;

/* Rules a constant gives a card (const_mods.rules, meta_ext.rules). */
enum {
    R_LURE = 1 << 0,           /* enemy Units must choose it as their attack target if they can */
    R_DEPLOYS_RESTED = 1 << 1, /* it is deployed rested */
    R_ATTACK_UNITS_FRESH = 1 << 2 /* it may attack a Unit on the turn it is deployed */
};

/* What the C core knows of a card's script without calling Lua. */
typedef struct script_info {
    uint8_t loaded;   /* the script was looked for */
    uint8_t has;      /* a script exists and loaded without error */
    uint8_t constant; /* has constant effects */
    uint8_t neff;     /* effects registered: eff[0] is effect 1 */
    uint32_t kinds;   /* bit (1 << eff_kind) for each kind registered */
    uint64_t events;  /* EK_EVENT effects: bit event_bit(event) for each event answered */
    uint32_t eflags;  /* every EM_* flag of its effects, and ... */
    uint8_t lowers_hp;    /* a constant that may lower HP (a number < 0 or a function) */
    uint8_t hand_constant; /* a constant of the card in the hand (cost changes) */
    int hand_cost_lo, hand_cost_hi; /* the least and the most those constants
                                     * add to its cost, all told ... */
    uint8_t static_cant;   /* CANT_* bits of constants with nothing but `cant` (no condition,
                            * no applies ...): left out of const_aspects (script_static_cant) */
    uint8_t hand_cost_fn;  /* ... unless one gives its cost as a function */
    uint8_t applies_constant; /* a constant that applies to other cards (applies) */
    uint8_t const_aspects;    /* CA_* bits: what its constants can change */
    unsigned const_keywords;  /* keywords its constants can give (GCG_KW_* bits) */
    uint8_t others_aspects;   /* the same, of its constants that reach other cards and */
    unsigned others_keywords; /* not only tokens (applies = { token = true, ... }) */
    /* Its text names nothing that can refuse a legality check (script.c,
     * text_may_refuse): every dry run of its effects reaches an action or the
     * end, so none is made. */
    uint8_t never_refuses;
    uint8_t play_idx[2];   /* a Command's effect played in the main phase [0] and in an
                            * action step [1] (script_info_effect's answer, kept at load:
                            * asked at every listing of a hand that holds it), or 0 */
    uint8_t reads_history; /* its text names e:this_turn: the game keeps this turn's events */
    uint8_t trash_constant; /* a constant of the card in the trash (zone = "trash") */
    const char *alias;      /* a second name (also_named), or NULL */
    int cells;        /* the recorded upvalues of its functions (seal.c): a registry
                       * ref, or LUA_NOREF when there are none to watch */
    char *load_error; /* why its script did not load (file, line, what), or NULL */
    effmeta *eff;
} script_info;

/* Index of the first effect of this kind (a 【Main】/【Action】 Command effect counts
 * for the action step too), or 0. */
static inline int script_info_effect(const script_info *info, int kind, int action_step)
{
    for (int i = 1; i <= info->neff; i++) {
        const effmeta *m = &info->eff[i - 1];
        if (m->kind == kind ||
            (action_step && kind == EK_ACTION && m->kind == EK_MAIN && (m->flags & EM_ALSO_ACTION)))
            return i;
    }
    return 0;
}

/* The kinds of effect offered to every card in play (offer_all, script_run.c). */
#define OFFERED_TO_ALL ((1u << EK_EVENT) | (1u << EK_TURN_START) | (1u << EK_TURN_END))

/* The bit of an event kind (narrate.h, or SEV_*) in script_info.events. */
static inline uint64_t event_bit(int kind)
{
    return 1ull << (kind < 63 ? kind : 63);
}

/* A card of definition `def` joins game g: what its script answers is added to
 * the kinds and events the game's cards listen for (so that an event no card
 * answers costs no search for triggered effects). */
void script_note_card(gcg_game *g, int def);

struct script_vm; /* opaque: the Lua VM and its bookkeeping */

int script_vm_new(gcg_engine *eng, const gcg_engine_opts *opts, gcg_err *err);
void script_vm_free(gcg_engine *eng);
/* Room for the scripts of cards added to the database since (use_cards). */
void script_vm_sync(gcg_engine *eng);
/* The script facts of card definition `def` (loads the script on first use). */
const script_info *script_info_load(gcg_engine *eng, int def);
static inline const script_info *script_info_of(gcg_engine *eng, int def)
{
    if ((unsigned)def < (unsigned)eng->nsinfo && eng->sinfo[def].loaded)
        return &eng->sinfo[def];
    return script_info_load(eng, def);
}
/* What card_facts tells of a card's script (its `script` bits), and so of how
 * the hand plays it, for the hot paths: a decision asks it of every card in the
 * hand and in play. */
enum {
    SF_KNOWN = 1 << 0,            /* the bits below and card_facts.kinds are set */
    SF_CONSTANT = 1 << 1,         /* script_info.constant ... */
    SF_HAND_CONSTANT = 1 << 2,    /* .hand_constant */
    SF_APPLIES_CONSTANT = 1 << 3, /* .applies_constant */
    /* a Unit or Base played from the hand by its printed Lv and cost alone: its
     * script gives it no other way to be played and no cost of its own */
    SF_PLAIN_PLAY = 1 << 4,
    SF_ACTION_COMMAND = 1 << 5,   /* a Command with 【Action】: an action step plays it */
    SF_TRASH_CONSTANT = 1 << 6    /* .trash_constant */
};
const card_facts *script_facts_load(gcg_engine *eng, int def);
static inline const card_facts *script_facts(gcg_engine *eng, int def)
{
    const card_facts *f = &eng->facts[def];
    return (f->script & SF_KNOWN) ? f : script_facts_load(eng, def);
}
/* What rule effect idx of def gives (e:grant_rule): its `text`, or what its
 * fields say, for the narration. */
void script_rule_text(gcg_engine *eng, int def, int idx, char *buf, size_t n);
/* Path of the script file used for a card, or NULL if it has none. */
const char *script_path_of(gcg_engine *eng, int def);

/* Note what the script layer reads from now on (facet.h): begin returns what
 * was noted before, end gives what was read since and notes both again. */
facets script_reads_begin(gcg_game *g);
facets script_reads_end(gcg_game *g, facets outer);

/* Triggered effects caused by an event (called by trig_collect). */
void script_collect(gcg_game *g, const event *ev);
/* Would triggered effect t (a card script's, or a 【Burst】) do anything if it
 * were activated now: can its first target be chosen (10-2-2)?  If not, a
 * 【Once per Turn】 it used when it triggered is given back. */
struct trig;
int script_trigger_activates(gcg_game *g, const struct trig *t);
/* Can Command cid be played at this timing (PLAY_MAIN/PLAY_ACTION)?  Checks that
 * the effect's first targets can be chosen (10-1-8-1). */
int script_command_playable(gcg_game *g, int p, int cid, int timing);
/* Add O_ACTIVATE options for card cid's activated effects at this timing. */
void script_list_activations(gcg_game *g, int p, int cid, int timing);
/* Why p can't activate effect idx of card src (in play) at this timing now: 1
 * with the reason in buf (the rule that refuses it), or 0 if p can. */
int script_activation_why(gcg_game *g, int p, int src, int idx, int timing, char *buf, size_t n);
/* Has any card of the game an activated effect for this timing (PLAY_*)? */
int script_game_has_activations(const gcg_game *g, int timing);
/* Does card cid have a 【Burst】 effect? */
int script_has_burst(gcg_game *g, int cid);
/* The alternative plays of hand card cid that p could use now (their effect
 * indices into out, at most max): how many. */
int script_alt_plays(gcg_game *g, int p, int cid, int *out, int max);
/* The ① cost of activated effect idx of card cid. */
int script_activation_cost(gcg_game *g, int cid, int idx);
/* The Lv and cost of alternative play `idx` of card cid. */
void script_alt_play_price(gcg_game *g, int cid, int idx, int *level, int *cost);
/* May Pilot cid be paired with `unit` by its alternative play idx (its `unit` filter)? */
int script_alt_play_pairs_with(gcg_game *g, int p, int cid, int idx, int unit);
/* Start an activated effect chosen by the player (pays its cost, spending `ex` EX
 * Resources if asked (res_pay), and pushes T_EFFECT). */
void script_start_activation(gcg_game *g, int p, int cid, int index, int ex);
/* The cards whose effects are in progress or waiting (card `first`, -1 for
 * none, then the triggered effects and the effects on the task stack), named
 * for a report of a game that cannot go on: "GD01-022 (Wing Gundam), ...";
 * "" if there are none. */
void script_loop_cards(const gcg_game *g, int first, char *buf, size_t n);
/* T_EFFECT: run an effect; resumes after a choice. */
rstat script_run_effect(gcg_game *g, task *t);
/* T_MODE: run a hook of the game's mode script. */
rstat script_run_mode_hook(gcg_game *g, task *t);

/* What constant effects can change (script_info.const_aspects): a value no
 * constant of any card in a game can change needs no constants computed. */
enum { CA_AP = 1, CA_HP = 2, CA_COST = 4, CA_CANT = 8, CA_RULES = 16, CA_LEVEL = 32,
       CA_TRAITS = 64 };

/* Constant effects: what they add to card cid. */
struct const_mods;
typedef struct const_mods {
    int ap, hp, cost;
    unsigned keywords;
    int repair, breach, support;
    unsigned cant;   /* CANT_* bits */
    int level;       /* Lv. changes ("this card in your hand gets Lv. -1") */
    unsigned rules;  /* R_* bits */
    int ntraits;     /* traits given ("all your Units gain (Neo Zeon)") */
    const char *traits[4];
} const_mods;
enum {
    CANT_ATTACK = 1 << 0,
    CANT_ATTACK_PLAYER = 1 << 1,
    CANT_BLOCK = 1 << 2,
    CANT_BE_BLOCKED = 1 << 3,
    CANT_SET_ACTIVE = 1 << 4,   /* "can't be set as active" */
    CANT_BE_PAIRED = 1 << 5     /* "can't be paired with a Pilot" */
};
void script_constants(const gcg_game *g, int cid, const_mods *out);
/* The keywords among kw that constants give card cid (as script_constants's,
 * computing only the constant effects that could give one of them). */
unsigned script_constant_keywords(const gcg_game *g, int cid, unsigned kw);
/* What card cid's own constants and (in the battle area) its Pilot's can change:
 * the aspects (CA_*) into *a, the keywords into *k, from their facts; 0 when a
 * fact is not known yet (script_facts loads it). */
static inline int script_own_const_facts(const gcg_game *g, int cid, unsigned *a, unsigned *k)
{
    const card *c = &g->s.cards[cid];
    const card_facts *f = facts_of(g, cid);
    if (!(f->script & SF_KNOWN))
        return 0;
    *a = f->const_aspects, *k = f->const_keywords;
    if (c->loc == GCG_LOC_BATTLE && c->pair != NONE16) {
        const card_facts *pf = facts_of(g, c->pair);
        if (!(pf->script & SF_KNOWN))
            return 0;
        *a |= pf->const_aspects, *k |= pf->const_keywords;
    }
    return 1;
}
/* Could card cid's own constants, or its Pilot's, change one of `aspects` (CA_*)
 * or `keywords` of it (script_own_const_facts, its facts loaded first)?  Notes the
 * pairing as read; checking builds verify a no by computing the constants.  (stats.c
 * answers it inline when the facts are known, and calls this for a no in checking
 * builds.) */
int script_const_own_reach(const gcg_game *g, int cid, unsigned aspects, unsigned keywords);
/* Make g->const_sources good (the cards on the field whose constants reach other
 * cards, and what those constants can change): script_run.c. */
void script_const_sources(const gcg_game *g);
/* The CANT_* bits card cid has always from its own (or its Pilot's) constants that say
 * nothing but `cant` ("This Unit can't choose the enemy player as its attack target"):
 * card_cants adds them without computing constants; they are not among the facts'
 * const_aspects (so a game whose only such constants are these computes none for a
 * card's cants).  What script_constants gives includes them as well. */
static inline unsigned script_static_cant(const gcg_game *g, int cid)
{
    /* where constants_of computes the card's own (not in the hand or trash: those work
     * there only with zone = "hand" / "trash"), and its Pilot's.  (The facts of every
     * card of a game are known: script_note_card.) */
    const card *c = &g->s.cards[cid];
    if (c->loc == GCG_LOC_BATTLE)
        return facts_of(g, cid)->static_cant |
               (c->pair != NONE16 ? facts_of(g, c->pair)->static_cant : 0u);
    if (c->loc == GCG_LOC_BASE || c->loc == GCG_LOC_SHIELD || c->loc == GCG_LOC_RESOURCE)
        return facts_of(g, cid)->static_cant;
    return 0;
}
/* Could any constant effect lower a card's HP (so that an undamaged card could
 * have 0 HP)?  If not, constants only add HP: rules management skips a card
 * whose damage is below the HP it has without them. */
int script_may_lower_hp(const gcg_game *g);
/* The least and the most card cid's cost can be in the hand, whatever its own
 * constants' conditions say (10-1-2): 0 if a constant computes its cost. */
int script_hand_cost_range(const gcg_game *g, int cid, int *lo, int *hi);
/* Could any rule let this Unit attack an active enemy Unit (a constant of its
 * own or its Pilot's, or a rule granted to it that is such a rule)?  If not, script_may_attack_active
 * is 0 for every target. */
int script_attack_active_possible(const gcg_game *g, int attacker);
/* May attacker choose the ACTIVE enemy Unit target (a rule an effect grants)? */
int script_may_attack_active(const gcg_game *g, int attacker, int target);
/* Is damage to `victim` from `source` prevented (5-21 "can't receive damage")? */
int script_damage_prevented(const gcg_game *g, int victim, int source, int amount, int battle);

/* ------------------------------------------------------------ newer mechanisms */

/* script_event.c: what events carry for scripts. */
/* The card whose effect is resolving now (a script call that may act), or -1: the
 * cause of what the effect does (events say it, narrate.c). */
int script_effect_source(const gcg_game *g);
/* The events kept from the start of a turn to its end when a card of the game
 * asks what happened this turn (e:this_turn): listening.history. */
#define EVENTS_KEPT (1ull << EV_DEPLOY | 1ull << EV_PAIR | 1ull << EV_PAID | 1ull << EV_DISCARD | \
                     1ull << EV_DESTROYED | 1ull << EV_COMMAND | 1ull << EV_PLAY | \
                     1ull << EV_DRAW | 1ull << EV_ATTACK | 1ull << EV_LINK)
/* Keep an event in this turn's history; forget the last turn's. */
void events_note(gcg_game *g, const event *ev);
void events_turn_begin(gcg_game *g);
/* The events a game's cards must hear of to tell the script events (SEV_*) that
 * `events` names. */
uint64_t script_events_derived(uint64_t events);
/* Does event ev pass effect m's event options (card = "self", source = {...},
 * battle = true ...), for the call set up in the VM (its Unit: unit)? */
struct script_vm;
int script_event_matches(gcg_game *g, const effmeta *m, const event *ev, int ev_card2, int unit);
/* The amount an event carries for scripts (e.event_amount). */
int script_event_amount(const event *ev);

/* script_run.c: the newer rules constants and granted rules give (docs/scripting.md).
 * By how much is damage to victim reduced ("reduce it by N", 5-21)?  A 【Once per
 * Turn】 reduction is used up. */
int script_damage_reduction(gcg_game *g, int victim, int source, int amount, int battle);
/* Can't victim be destroyed (by source's effect, or its damage: battle or not)? */
int script_destroy_prevented(const gcg_game *g, int victim, int source, int battle);
/* The cards in play whose rest_instead rule lets their controller rest them instead of
 * card cid, rested by source's effect ("you may rest this Unit instead", 10-1-9). */
int script_rest_substitutes(gcg_game *g, int cid, int source, int *out, int cap);
/* Must enemy Unit `attacker` choose `target` as its attack target if it can? */
int script_lures(const gcg_game *g, int target, int attacker);

#endif
