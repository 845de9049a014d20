/*
 * api.h -- inside the script API: what the files of the effect context `e`
 * share.  Not for the rest of the core (script.h is its door).
 *
 * Every script function receives the effect context `e`; its methods are
 * spread over one file per subject, so that a method is found from its name:
 *
 *   api.c          the context itself: its fields (e.me, e.card, e.unit, e.event_*),
 *                  the argument checks every method makes, api_open
 *   api_query.c    finding and reading cards and the game: e:units, e:cards,
 *                  e:deck_top, e:ap, e:hp, e:level, e:is_rested, e:pilot, e:count,
 *                  e:my_turn, e:battle, e:step ...
 *   api_choice.c   questions that stop the game at a decision: e:choose,
 *                  e:choose_one, e:may, e:choose_option; declared targets
 *   api_action.c   changing the game: e:draw, e:discard, e:rest, e:set_active,
 *                  e:damage, e:destroy, e:to_hand ..., e:deploy, e:deploy_token,
 *                  e:pair, e:place_resource, e:shield_to_hand, e:look, e:reveal,
 *                  e:run_main
 *   api_rule.c     lasting changes and rules given for a while: e:modify, e:grant,
 *                  e:forbid, e:grant_rule, e:grant_player_rule,
 *                  e:allow_attack_on_deploy_turn
 *   api_mode.c     what only game modes' hooks may call: e:players, e:team,
 *                  e:first_player, e:round, e:set_direction, e:end_game
 *   api_filter.c   card filters ({ side = "enemy", max_hp = 3 }) and counts
 *   api_event.c    what the triggering event carried: e.event_source, e.event_battle,
 *                  e.event_effect, e.event_amount, e.event_from; e:this_turn
 *   api_damage.c   damage changed for a while and shield areas: e:reduce_next_damage,
 *                  e:redirect_damage, e:damage_shield_area, e:destroy_shield_area
 *   api_cost.c     costs paid inside an effect: e:cost, e:can_pay, e:pay
 *   api_card.c     a card's keywords wherever it is: e:keyword_amount
 *   api_battle.c   attack targets and battles: e:change_attack_target, e:begin_battle,
 *                  e:keep_rested
 *   api_ask.c      questions about players: e:choose_player
 *   api_run.c      another effect run from this one: e:run_main, e:run_action
 *
 * Every method checks every argument before it uses it (type and range), and
 * raises a Lua error naming the argument otherwise: a script error is reported
 * with its card, file and line, and the game goes on.
 *
 * Cards are handed to scripts as handles (serial << 16 | id): a card that has
 * moved is a new card (4-1-5), so an old handle no longer reaches it and actions
 * on it do nothing.  Players are 1-based in scripts.
 */
#ifndef GCG_API_H
#define GCG_API_H

#include <lauxlib.h>
#include "script_vm.h"

static inline struct script_vm *api_vm(lua_State *L)
{
    return *(struct script_vm **)lua_getextraspace(L);
}

/* The methods of each subject (NULL-ended), gathered by api_open. */
extern const luaL_Reg api_query_methods[];
extern const luaL_Reg api_choice_methods[];
extern const luaL_Reg api_action_methods[];
extern const luaL_Reg api_rule_methods[];
extern const luaL_Reg api_mode_methods[];
extern const luaL_Reg api_event_methods[];
extern const luaL_Reg api_damage_methods[];
extern const luaL_Reg api_cost_methods[];
extern const luaL_Reg api_card_methods[];
extern const luaL_Reg api_battle_methods[];
extern const luaL_Reg api_ask_methods[];
extern const luaL_Reg api_run_methods[];

/* ------------------------------------------------------------ api.c */

/* The game of the call in progress; errors if the context is not the one of
 * the call in progress (a stale `e` kept from another call, or not an `e`). */
gcg_game *api_ctx_game(lua_State *L);
/* A query: the game, noting the facets of the state the answer rests on
 * (facet.h), so that a condition or legality check built on it is cached by
 * what it looked at.  Every query must name what it reads (F_ALL when unsure):
 * a facet left out makes a cached answer outlive the truth. */
gcg_game *api_q(lua_State *L, facets f);
/* An action: the game, if the call may change it (an effect resolving); a dry
 * run ends here with "playable", a legality check raises an error. */
gcg_game *api_act(lua_State *L);
/* Is card cid one of those the call is about (its card, that card's Unit or
 * Pilot, the event's card)?  Notes F_SELF for the first two. */
int api_own_card(struct script_vm *vm, const gcg_game *g, int cid);
/* The facet of where card cid is: its location (the battle area: its owner's). */
facets api_where_facet(const gcg_game *g, int cid);
/* Argument i, a card handle: the card id if the handle still reaches it, else
 * -1 (the card moved).  Anything but a handle of this game is an error. */
int api_card_arg(lua_State *L, gcg_game *g, int i);
void api_push_card(lua_State *L, gcg_game *g, int cid);
/* A new list of the k card handles hs. */
void api_push_handles(lua_State *L, const lua_Integer *hs, int k);
/* Argument i, a player (1-based in scripts): 0-based, or dflt if absent.  Any
 * other value is an error naming the argument. */
int api_player_arg(lua_State *L, gcg_game *g, int i, int dflt);
/* The same for the player an action is done to or a question is asked of; -1
 * if that player has left the game (12-2-5: removed "together with all of their
 * cards and effects"): the caller does nothing of what concerns them -- no
 * draw, no shuffle, no rule given, the question not asked (its answer "no" /
 * nothing chosen) -- and the rest of the effect goes on.  Every method that
 * acts on or asks a named player takes its player through here. */
int api_live_player_arg(lua_State *L, gcg_game *g, int i, int dflt);
/* Argument i, a whole number from lo to hi (dflt if absent; a dflt out of lo..hi
 * makes the argument required: absent, it is an error). */
int api_int_arg(lua_State *L, int i, lua_Integer lo, lua_Integer hi, lua_Integer dflt);
/* Argument i, text of at most max bytes (a prompt, a label). */
#define API_TEXT_MAX 300 /* a prompt or a label (shown cut to PROMPT_LEN, LABEL_LEN) */
const char *api_text_arg(lua_State *L, int i, size_t max);
/* Argument i, an options table whose keys are all in `allowed` (NULL-ended),
 * or nil: 1 if it is a table.  An unknown option is an error. */
int api_opts(lua_State *L, int i, const char *const *allowed);
/* Field k of the table at fi: an integer (1 if present), or a boolean
 * (-1 absent, 0 false, 1 true); another type is an error. */
int api_opt_int(lua_State *L, int fi, const char *k, int *out);
int api_opt_bool(lua_State *L, int fi, const char *k);
/* { player = p } at argument i: who answers a question (0-based), else dflt;
 * -1 if p has left the game (api_live_player_arg: the question is not asked) */
int api_opt_player(lua_State *L, gcg_game *g, int i, int dflt);
/* Methods only a card's effect may call (its card is the subject), and only a
 * mode's hooks may call: an error otherwise. */
void api_card_only(lua_State *L, const char *method);
void api_mode_only(lua_State *L, const char *method);
/* Argument i, a location's name ("hand", "trash" ...). */
gcg_loc api_where_loc(lua_State *L, int i);
/* The cards at loc that the filter table at fi picks for the controller
 * (filter.side, default "your", says whose): up to cap handles into out (a deck
 * top first); returns how many. */
int api_cards_filtered(lua_State *L, gcg_game *g, gcg_loc loc, int fi, lua_Integer *out, int cap);
/* Is card cid in play (the battle area, the resource area, the base section)? */
int api_in_play(const gcg_game *g, int cid);
/* After an action: rules management happens at once (11-1-2); returns nret. */
int api_done(lua_State *L, gcg_game *g, int nret);
/* An effect's declared action done in C (1), or 0: call its function (api_action.c). */
int api_declared_action(gcg_game *g, int p, const struct effmeta *m);
/* What a declared target gets (rest_it, damage_it, gets, gains, discard_it, hand_it,
 * exile_it) on the n chosen handles h, done in C; 0 when it must ask (its function does
 * it then). */
int api_target_action(gcg_game *g, const struct effmeta *m, const lua_Integer *h, int n);
/* Argument i, how long a lasting change lasts: "turn" (default), "battle", "leaves". */
const char *api_until_name(int until);
int api_until_named(const char *name); /* U_TURN ... or -1 */
int api_until_arg(lua_State *L, int i);
/* The modifier that gives keyword kw (a GCG_KW_* bit): M_REPAIR, M_BREACH and M_SUPPORT
 * carry their amount, M_KEYWORD the bit (e:grant, a declared gains). */
int api_keyword_mod(unsigned kw);

/* ------------------------------------------------------------ api_look.c */

/* A declared look_top for player p (the top of the deck looked at, the choice, the card
 * revealed and added to the hand, the rest to the bottom at random): 1 when done (or
 * ended: the game over, p gone), -1 when the choice is asked (the decision is begun). */
int api_look_top(gcg_game *g, int p, const struct decl_look *l);
/* e:deck_top(n) and e:look of them: the handles of the top n cards (1 to 10) of p's deck,
 * top first, into top, each marked as seen by p (10-3-5); how many. */
int api_look_at_top(gcg_game *g, int p, int n, lua_Integer *top);
/* The running effect's answers read from its last one on (the look's, after the effect
 * went on from its question). */
void api_answer_last(struct script_vm *vm, const gcg_game *g);
/* deck_to_trash = N: the top N cards of p's deck into their trash, one at a time (as
 * e:to_trash of each of e:deck_top(N)); 1. */
int api_deck_to_trash(gcg_game *g, int p, int n);

/* ------------------------------------------------------------ api_ask.c */

/* e:rest's rest of card cid (in play): a card whose rest_instead rule allows may be
 * rested instead, if its controller says so (a question: stops for a decision).
 * 1 if cid or a card instead of it was rested; 0 if cid was rested already. */
int api_rest(lua_State *L, gcg_game *g, int cid);

/* ------------------------------------------------------------ api_run.c */

/* e:run_main / e:run_action ([card]): action 0 for 【Main】, 1 for 【Action】. */
int api_run_command(lua_State *L, int action);

/* ------------------------------------------------------------ api_event.c */

/* A field e.event_* besides e.event_card, e.event_card2, e.event_player (what the
 * triggering event carried): pushes it (nil for any other key); returns 1. */
int api_event_field(lua_State *L, const char *k);

/* ------------------------------------------------------------ api_choice.c */

/* The next recorded answer of the running effect into idx (at most max of
 * it); -1 if it has none left. */
int api_next_answer(struct script_vm *vm, gcg_game *g, int *idx, int max);
/* 10-1-9, "you may rest this Unit instead": each card whose substitute applies to
 * resting cid is offered in turn, its controller asked (the effect's recorded answers
 * first).  The card to rest instead, -1 if none (rest cid itself), or -2 with the
 * question set up: the effect waits for its answer. */
int api_rest_instead(struct script_vm *vm, gcg_game *g, int cid);
/* Stop for the question begun (dec_begin_*).  Does not return. */
__attribute__((noreturn)) int api_need_decision(lua_State *L);
/* Player `who` chooses between min and max of the k candidate handles into
 * out; returns how many.  Stops the script for a decision unless the answer is
 * recorded. */
int api_choose_handles(lua_State *L, gcg_game *g, int who, const char *prompt,
                       const lua_Integer *cands, int k, int min, int max, lua_Integer *out);

/* "This Unit" of the call in progress (e.unit: a Pilot's Unit, a granted effect's
 * card), or -1; notes the facets it reads.  (Inline: e.unit is read often.) */
static inline int api_this_unit(gcg_game *g)
{
    struct script_vm *vm = vm_of(g);
    if (vm->holder >= 0) { /* a granted effect's card */
        vm->reads |= F_SELF;
        return vm->holder;
    }
    if (vm->source < 0)
        return -1;
    /* "this Unit": a Pilot's effects belong to its Unit (3-3-9-2). */
    int c = vm->source;
    vm->reads |= F_PAIR | F_SELF;
    const gcg_card_def *d = def_of(g, c);
    if ((d->type == GCG_PILOT || (g->s.cards[c].flags & CF_AS_PILOT)) &&
        g->s.cards[c].loc == GCG_LOC_BATTLE && g->s.cards[c].pair != NONE16)
        c = g->s.cards[c].pair;
    return c;
}

#endif
