/*
 * state.h -- the game state: one flat block of plain data.
 *
 * Everything that makes a game what it is lives in `gstate`: cards, locations,
 * the turn, the pending decision, the resumable task stack, triggers, modifiers,
 * the random generator.  No pointers, so a state is copied with memcpy (snapshot,
 * restore, clone for search) and hashed field by field.  Things that are not the
 * game's state (the engine, the answer log, the event narration) live beside it in
 * struct gcg_game (game.h).
 *
 * Limits are compile-time capacities, not rules: the rules' limits (6 Units, 15
 * Resources, ...) are in gstate.rules, set by the game mode.
 */
#ifndef GCG_STATE_H
#define GCG_STATE_H

#include <stdint.h>
#include "gcg.h"
#include "rng.h"

#define MAXP GCG_MAX_PLAYERS
#define NONE16 0xFFFF
#define NONE8 0xFF

#define ZONE_CAP 80       /* cards in one location */
#define MAX_CARDS 1024    /* card instances in one game: 8 decks of 72 and 448
                           * tokens (a card's number is never reused: zone.c) */
#define MAX_OPTS 240      /* options of one decision */
#define MAX_TASKS 48      /* depth of the task stack */
#define MAX_TRIGS 64      /* triggered effects waiting */
#define MAX_MODS 96       /* lasting modifiers in force */
#define MAX_OPT_USED 32   /* 【Once per Turn】 uses recorded this turn */
#define MAX_HIST 64       /* what happened this turn, for e:this_turn (events.c) */
#define PROMPT_LEN 96
#define MAX_EFF_ANS 128  /* answers recorded by the running effect */
#define MAX_EFFECTS_TURN 4000 /* effects begun in one turn: more is a loop */
#define MAX_DEFERRED 8   /* tasks an effect starts, run after it */
#define LABEL_LEN 64      /* a script's named choice (e:choose_option), its NUL too */
#define MAX_LABELS 6
#define END_TEXT_LEN 64   /* e:end_game{ reason = ... }, its NUL too */

/* Locations that hold an ordered list of cards (a zone).  gcg_loc values
 * GCG_LOC_DECK..GCG_LOC_TRASH; OUTSIDE and RESOLVING hold no list. */
#define ZONE_LOCS (GCG_LOC_TRASH - GCG_LOC_DECK + 1)
#define MAX_ZONES (MAXP * ZONE_LOCS)
#define LOC_IS_ZONE(l) ((l) >= GCG_LOC_DECK && (l) <= GCG_LOC_TRASH)

/* card.flags */
enum {
    CF_RESTED = 1 << 0,
    CF_TOKEN = 1 << 1,
    CF_EX = 1 << 2,        /* EX Base / EX Resource token */
    CF_LINKED = 1 << 3,    /* a Unit paired with a Pilot meeting its link condition */
    CF_AS_PILOT = 1 << 4,  /* a Command card paired as a Pilot (3-4-6) */
    CF_REVEALED = 1 << 5,  /* a shield or deck card revealed to everyone */
    CF_GONE = 1 << 6,      /* a token that left the game: its slot is reused
                            * only once MAX_CARDS cards have been made */
    CF_LOOKED = 1 << 7     /* its owner has looked at it where it lies (10-3-5) */
};

typedef struct card {
    uint16_t def;        /* card database index */
    uint16_t pair;       /* paired Pilot (for a Unit) or Unit (for a Pilot) */
    uint16_t serial;     /* bumped on every move: a moved card is a new card (4-1-5) */
    uint16_t fresh_turn; /* turn it entered the battle area (3-2-4) */
    uint8_t owner;
    uint8_t loc;         /* gcg_loc */
    uint8_t zone;        /* zone index or NONE8 */
    uint8_t flags;
    uint8_t damage;
    uint8_t ex_paid;     /* EX Resources spent to play it (7-5-2-2-3), while it stays
                          * where it was played (a card that moves is new: 0) */
    uint8_t flags2;      /* CF2_* */
    uint16_t dmg_src;    /* the card whose damage it received last (NONE16: none) */
} card;

/* card.flags2: how the card's damage was last dealt (for "destroyed with battle
 * damage", "destroyed by an effect", events.c) */
enum {
    CF2_DMG_BATTLE = 1 << 0, /* its last damage was battle damage */
    CF2_DMG_EFFECT = 1 << 1  /* ... effect damage */
};

typedef struct zone {
    uint8_t n;
    uint8_t loc;
    uint8_t owner;        /* the player (or team leader) it belongs to */
    uint8_t nex;          /* how many of its cards are EX cards (CF_EX): a resource
                           * area with none has no EX Resource to pay with */
    uint8_t nrested;      /* how many of its cards are rested (CF_RESTED): a resource
                           * area's active Resources, asked at every listing, are
                           * n - nrested (res_active).  Kept by zone_take and
                           * card_rest_flag, the only ways a card in a zone leaves it
                           * or changes CF_RESTED (zone_put makes a card active);
                           * checking builds count afresh (invariant.c). */
    uint8_t ndamaged;     /* how many of its cards have damage: rules management
                           * walks a battle area or base section for damaged cards
                           * only when it has some (doomed_cards, rules.c).  Kept by
                           * zone_take and card_set_damage, the only ways a card in a
                           * zone leaves it or changes its damage (zone_put clears
                           * it); checking builds count afresh (invariant.c). */
    uint16_t ids[ZONE_CAP]; /* ids[0] bottom/first, ids[n-1] top/last */
} zone;

/* player.flags */
enum {
    PF_LOST = 1 << 0,
    PF_WON = 1 << 1,
    PF_BATTLE_DAMAGE = 1 << 2, /* took battle damage with no shields (1-2-2-1) */
    PF_ELIMINATED = 1 << 3     /* removed from a multiplayer game, cards gone */
};

typedef struct player {
    uint8_t team;
    uint8_t flags;
    uint8_t mulliganed;
    uint8_t hit_by;      /* who dealt the battle damage of PF_BATTLE_DAMAGE */
    uint8_t zone[GCG_LOC_COUNT]; /* zone index per location, NONE8 if none */
} player;

/* Rules parameters: standard values by default, a mode may change them. */
typedef struct rules {
    uint8_t battle_limit;    /* 4-5-4: 6 */
    uint8_t hand_limit;      /* 4-8-4: 10 */
    uint8_t resource_limit;  /* 4-4-2: 15 */
    uint8_t ex_limit;        /* 4-4-2-1: 5 */
    uint8_t base_limit;      /* 4-6-3: 1 */
    uint8_t shields;         /* 6-2-2: 6 per player */
    uint8_t opening_hand;    /* 6-2-1-5: 5 */
    uint8_t shared_shields;  /* team battle: one shield area per team */
    uint16_t turn_cap;       /* safety: a game this long ends (draw) */
    /* Set by the game mode (mode.c, scripts/modes/): */
    uint8_t team_turns;      /* 12-3-1: a team takes its turn together */
    uint8_t victory;         /* enum victory */
    int8_t direction;        /* +1 or -1: turn order around the table (12-2-1) */
    uint8_t draws;           /* 7-3-1: cards drawn in the draw phase (1) */
    uint16_t hooks;          /* MH_* bits: the mode's hook functions */
    /* EX cards (6-2-3, 6-2-4, 12-2-2, 12-3-6, 12-3-7) follow one rule in every
     * mode: an EX Base per team (its shield area), an EX Resource for every
     * player not on Player One's team. */
} rules;

/* How a game is won (rules 1-2, 12-2-5, 12-3-9). */
enum victory {
    V_LAST_STANDING,    /* the last team left wins; the defeated are removed (12-2-5-2) */
    V_WINNER_TAKES_ALL  /* battle damage with no shields ends the game: the attacker
                         * wins; a deck-out only removes the player (12-2-5-1) */
};

/* Mode hooks (rules.hooks bits): Lua functions of the mode script. */
enum {
    MH_SETUP = 1 << 0,        /* setup(e): after Player One is decided (direction ...) */
    MH_BEFORE_HAND = 1 << 1,  /* before_hand(e): per player, before the opening draw */
    MH_MULLIGAN = 1 << 2,     /* mulligan(e): per player, instead of the redraw choice */
    MH_TURN_END = 1 << 3,     /* turn_end(e): after each turn (round limits ...) */
    /* At the start of a phase, for the active player (the team's leader): */
    MH_TURN_START = 1 << 4,   /* turn_start(e): the start phase, before its active step */
    MH_DRAW_PHASE = 1 << 5,   /* draw_phase(e): before the draw (7-3) */
    MH_RESOURCE_PHASE = 1 << 6, /* resource_phase(e): before the Resource (7-4) */
    MH_MAIN_PHASE = 1 << 7,   /* main_phase(e): before the first action (7-5) */
    MH_END_PHASE = 1 << 8,    /* end_phase(e): before its action step (7-6) */
    MH_LAST = MH_END_PHASE
};

/* Kinds of task on the resumable task stack (see run.c). */
enum task_kind {
    T_SETUP,        /* rules 6-2 */
    T_TURN,         /* one turn: phases and steps (rules 7) */
    T_MAIN,         /* main phase: offer actions until it ends (7-5) */
    T_PLAY,         /* play a card from the hand (7-5-2) */
    T_BATTLE,       /* rules 8 */
    T_ACTION_STEP,  /* rules 9 */
    T_TRIGGERS,     /* resolve a batch of triggered effects (10-1-6) */
    T_EFFECT,       /* resolve one effect */
    T_SHIELD_HIT,   /* a shield destroyed: reveal, 【Burst】, trash (5-10-3) */
    T_EXCESS,       /* choose a Unit or Base to trash at the limit (11-4, 11-5) */
    T_HAND_STEP,    /* discard down to the hand limit (7-6-5) */
    T_SUPPORT,      /* <Support>: choose the other friendly Unit (13-1-3) */
    T_MODE,         /* a mode hook (a = which, player = for whom) */
    T_KIND_COUNT
};

/* task.flags */
enum {
    TF_HOLD_TRIGGERS = 1 << 0, /* a card is being played: what its price triggers waits */
    TF_DAMAGE_ONLY = 1 << 1    /* a battle that performs only the damage step (5-22-4) */
};

typedef struct task {
    uint8_t kind;
    uint8_t step;
    uint8_t player;
    uint8_t flags;
    uint16_t a, b, c, d;
} task;

/* Option verbs: what choosing an option does. */
enum opt_verb {
    O_PASS,        /* action step: pass; also "no block", "don't" */
    O_END_MAIN,    /* declare the end of the main phase (7-5-5) */
    O_PLAY,        /* play card a from the hand */
    O_PAIR,        /* play Pilot (or 【Pilot】 Command) a onto Unit b */
    O_ACTIVATE,    /* activate ability c of card a */
    O_ATTACK,      /* Unit a attacks player p (b = NONE) or Unit b */
    O_BLOCK,       /* Unit a blocks */
    O_YES,
    O_NO,
    O_CARD,        /* a card: chosen target, discard, order */
    O_PLAYER,      /* a player */
    O_TRIGGER,     /* resolve waiting trigger c next */
    O_KEEP,        /* mulligan: keep */
    O_REDRAW,      /* mulligan: redraw */
    O_CHOICE,      /* a script's named choice c (label in gstate.eff_labels) */
    O_HANDOFF      /* a team's decision passes to teammate p, or back to the leader
                    * (12-3-4: each decides for their own cards) */
};

typedef struct option {
    uint8_t verb;
    uint8_t p;
    uint16_t a, b, c;
} option;

/* c of O_PLAY, O_PAIR and O_ACTIVATE: the effect index in the low byte (an
 * alternative play's, an activated effect's; 0: none), and in the high byte how
 * many EX Resources the player chose to spend on the cost -- 0 for the default
 * way, normal Resources first (7-5-2-2-3: the player chooses the Resources; a
 * choice is offered only where it changes something, play.c). */
#define OPT_IDX(c) ((c) & 0xFF)
#define OPT_EX(c) ((c) >> 8)
static inline int opt_pays_ex(const option *o)
{
    return (o->verb == O_PLAY || o->verb == O_PAIR || o->verb == O_ACTIVATE) && OPT_EX(o->c) > 0;
}

typedef struct pending {
    uint8_t kind;   /* gcg_decision_kind */
    uint8_t player;
    uint8_t min, max;
    uint16_t nopts;
    /* The prompt, told in words only when asked for (decide.c): which one
     * (enum prompt_id, decide.h), its numbers, and a script's own text. */
    uint8_t prompt;
    uint8_t unused;
    uint16_t parg[2];
    char text[PROMPT_LEN];
    option opts[MAX_OPTS];
} pending;

/* A triggered effect waiting to resolve. */
enum trig_kind {
    TR_REPAIR,   /* <Repair N>: recover N HP at the end of your turn (13-1-1) */
    TR_BREACH,   /* <Breach N>: damage to the first card of the shield area (13-1-2) */
    TR_BURST,    /* 【Burst】 of a destroyed shield (13-2-5) */
    TR_SCRIPT    /* a card script's triggered effect */
};

typedef struct trig {
    uint8_t kind;
    uint8_t controller;
    uint8_t state;     /* 0 waiting, 1 resolving/done */
    uint8_t p;         /* event player (e.g. the opponent for <Breach>) */
    uint16_t card, serial;
    uint16_t effect;   /* script effect index */
    uint16_t amount;
    uint16_t ev_card;  /* the event's card (destroyed Unit, ...) */
    uint16_t holder;   /* a granted effect (e:grant_rule): the card that has it, or NONE16 */
    /* What else the event carried (events.c): its source card (NONE16), EVF_*
     * flags, the location a deployed card came from, an amount. */
    uint16_t ev_src;
    uint8_t ev_flags, ev_from;
    int16_t ev_amount;
    /* The serials ev_card and `amount` (a script trigger's second card) had when
     * the trigger was claimed, the event over (trig_activate): e.event_card reaches
     * the card where the event left it, not once it has moved again (4-1-5). */
    uint16_t ev_serial, ev_serial2;
} trig;

/* Lasting modifiers (AP+2 during this turn, gains <Blocker> during this battle). */
enum mod_kind { M_AP, M_HP, M_KEYWORD, M_REPAIR, M_BREACH, M_SUPPORT, M_CANT_ATTACK, M_CANT_BLOCK,
                M_RULE, /* a script's rule: amount = effect index of the source card's def */
                /* (damage.c, api_damage.c ...) */
                M_REDUCE_NEXT,  /* the next damage it receives is reduced by amount */
                M_REDIRECT,     /* its battle damage goes to card amount (serial: unused) */
                M_KEEP_RESTED,  /* not set active in its owner's next start phase */
                M_CANT_ATTACK_PLAYER, /* can't attack player amount - 1's team (0: any player) */
                M_CANT_SET_ACTIVE     /* can't be set as active */
};
enum mod_until { U_BATTLE, U_TURN, U_LEAVES,
                 U_START /* until its owner's next start phase is over (M_KEEP_RESTED) */ };

typedef struct mod {
    uint8_t kind;
    uint8_t until;
    uint16_t card, serial;
    int16_t amount;   /* or keyword bits for M_KEYWORD */
    uint16_t source;
    uint16_t unused;
} mod;

typedef struct battle {
    uint8_t on;
    uint8_t target_player;  /* the attacked player (for a Unit target: its owner) */
    uint8_t blocked;
    uint8_t attacker_owner;
    uint16_t attacker, attacker_serial;
    uint16_t target, target_serial; /* NONE16: the player is the target */
} battle;

typedef struct opt_use {
    uint16_t card, serial, effect, unused;
} opt_use;

/* Something that happened this turn (a card deployed, paired, destroyed ...):
 * kept from the start of the turn to its end when a card of the game asks
 * what happened this turn (e:this_turn, events.c). */
typedef struct hist {
    uint8_t kind;       /* enum ev_kind of the event */
    uint8_t player;     /* the card's owner (or the player the event is about) */
    uint8_t flags;      /* the event's EVF_* flags */
    uint8_t src_owner;  /* the owner of its source card, or NONE8 */
    uint16_t card, serial; /* the card as it was then */
    uint16_t def, src_def; /* its card number, its source's (NONE16: none) */
} hist;

typedef struct gstate {
    uint8_t nplayers;
    uint8_t active;
    uint8_t first_player;
    uint8_t phase;    /* gcg_phase */
    uint8_t step;     /* gcg_step */
    uint8_t over;
    uint8_t end_reason;
    uint8_t started;  /* editing is closed */
    uint16_t turn;
    uint16_t round;      /* rounds begun: Player One's turns (mode round limits) */
    uint16_t ncards;
    uint16_t ntasks;
    uint16_t ntrigs;
    uint16_t nmods;
    uint16_t nopt_used;
    uint16_t nhist;      /* what happened this turn (hist) */
    uint16_t has_answer;
    uint16_t nanswer;
    uint16_t trig_claimed; /* triggers below this index belong to a batch */
    /* The running effect asked its question before doing anything (its declared
     * target, or a script's first question before any action, script_run.c): the
     * state is its start state and that question. */
    uint8_t eff_untouched;
    uint8_t maybe_gone;  /* a token may have left the game (CF_GONE): its slot to
                          * reuse once the game has made MAX_CARDS cards */
    uint8_t nlabels;     /* eff_labels in use: the pending decision's named choices */
    char end_text[END_TEXT_LEN]; /* a mode's reason for ending the game (e:end_game), or "" */
    uint32_t narr_len;   /* events recorded (the narration outside the state) */
    uint32_t log_len;    /* answers given */
    /* The effect being run (script.c): answers it has had, tasks it started. */
    uint8_t eff_running;
    uint8_t ndeferred;
    uint16_t eff_nans;
    /* Effects begun this turn (script_run.c): a turn that never ends -- effects
     * that keep triggering each other -- is stopped at MAX_EFFECTS_TURN. */
    uint16_t effects_turn;
    uint16_t unused16;
    rng_state rng;
    rules rules;
    battle battle;
    player players[MAXP];
    zone zones[MAX_ZONES];
    task tasks[MAX_TASKS];
    trig trigs[MAX_TRIGS];
    mod mods[MAX_MODS];
    opt_use opt_used[MAX_OPT_USED];
    hist hist[MAX_HIST];
    uint16_t answer[MAX_OPTS];
    uint16_t eff_ans[MAX_EFF_ANS];
    task deferred[MAX_DEFERRED];
    char eff_labels[MAX_LABELS][LABEL_LEN];
    pending pend;
    card cards[MAX_CARDS];
} gstate;

/* Copying a state (state.c).  Every array of a state is bounded by a count; what
 * lies past the count is never read, so only what is in use is copied: a
 * two-player game is some 4 KB of its 32 KB.  Snapshots, clones and the start
 * state an effect replays from (script_run.c) all go through these. */
void state_copy(gstate *dst, const gstate *src);
/* A blank state for n players: the header and the zones in use cleared, the
 * rest left as it is (unread until a count covers it). */
void state_clear(gstate *s, int nplayers);
/* The zones in use: a zone per location of each player (game.c). */
static inline int state_nzones(const gstate *s)
{
    int n = s->nplayers * ZONE_LOCS;
    return n < MAX_ZONES ? n : MAX_ZONES;
}
/* Pack the state into buf (cap bytes); returns the size it needs, and writes
 * nothing unless it fits.  state_unpack reads a packed state back. */
size_t state_pack(const gstate *s, void *buf, size_t cap);
void state_unpack(gstate *dst, const void *buf);

#endif
