/*
 * script_api.c -- the effect context `e` that every script function receives:
 * what it may ask (queries), choose (choices that stop the game at a decision)
 * and do (actions), in the words of the card texts.  docs/scripting.md is the
 * reference; scripts/types/gcg.lua the editor stubs.
 *
 * Cards are handed to scripts as handles (serial << 16 | id): a card that has
 * moved is a new card (4-1-5), so an old handle no longer reaches it and actions
 * on it do nothing.  Players are 1-based in scripts.
 *
 * Choices replay: an effect that needs an answer stops (SCRIPT_NEED_DECISION);
 * when the answer comes, script_run.c restores the state the effect started from
 * and runs it again, and each choice takes its recorded answer in order.
 */
#include <lauxlib.h>
#include <string.h>
#include "carddb.h"
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "rules.h"
#include "run.h"
#include "script_vm.h"
#include "stats.h"
#include "zone.h"

#define CTX_MT "gcg.ctx"

static struct script_vm *VM(lua_State *L)
{
    return *(struct script_vm **)lua_getextraspace(L);
}

/* The game of the call in progress; errors if the context is not the one of
 * the call in progress (a stale `e` kept from another call, or not an `e`). */
static gcg_game *ctx_game(lua_State *L)
{
    struct script_vm *vm = VM(L);
    if (!vm->ctx || lua_touserdata(L, 1) != vm->ctx || !lua_islightuserdata(L, 1) || !vm->game)
        luaL_error(L, "this effect context is no longer valid (keep no `e` between calls)");
    return vm->game;
}

/* A query: the game, noting the facets of the state the answer rests on
 * (facet.h), so that a condition or legality check built on it is cached by
 * what it looked at.  Every query must name what it reads (F_ALL when unsure):
 * a facet left out makes a cached answer outlive the truth. */
static gcg_game *Q(lua_State *L, facets f)
{
    gcg_game *g = ctx_game(L);
    VM(L)->reads |= f;
    return g;
}

/* Actions: allowed only when resolving. */
static gcg_game *ACT(lua_State *L)
{
    gcg_game *g = ctx_game(L);
    struct script_vm *vm = VM(L);
    if (vm->mode == CM_DRY)
        vm_stop(L, SCRIPT_DRY_OK);
    if (vm->mode == CM_READONLY)
        luaL_error(L, "a script cannot change the game while its legality or a constant "
                      "effect is being checked");
    vm->acted = 1;
    return g;
}

/* The cards a call is about -- its card, that card's Unit or Pilot, the event's
 * card (for a constant effect, the card it is asked about) -- are what the
 * cached answers are kept by (facet.h): whether a handle still reaches them
 * needs no facet. */
static int own_card(struct script_vm *vm, const gcg_game *g, int cid)
{
    if (vm->source < 0)
        return 0;
    if (cid == vm->source || cid == g->s.cards[vm->source].pair) {
        vm->reads |= F_SELF;
        return 1;
    }
    return cid == vm->ev_card;
}

/* The facet of where card cid is: its location (the battle area: its owner's). */
static facets where_facet(const gcg_game *g, int cid)
{
    const card *c = &g->s.cards[cid];
    return F_AT(c->loc, c->owner);
}

/* A card handle argument: the card id if the handle still reaches it, else -1.
 * Whether it does rests on the card staying where it is. */
static int card_arg(lua_State *L, gcg_game *g, int i)
{
    lua_Integer h = luaL_checkinteger(L, i);
    int cid = (int)(h & 0xFFFF);
    if (cid >= g->s.ncards)
        luaL_argerror(L, i, "not a card");
    if (g->s.cards[cid].serial != (uint16_t)(h >> 16))
        return -1; /* moved: a new card, which this handle never reaches again */
    struct script_vm *vm = VM(L);
    if (!own_card(vm, g, cid))
        vm->reads |= where_facet(g, cid);
    return cid;
}

static void push_card(lua_State *L, gcg_game *g, int cid)
{
    if (cid < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, card_handle(g, cid));
}

static int player_arg(lua_State *L, gcg_game *g, int i, int dflt)
{
    if (lua_isnoneornil(L, i))
        return dflt;
    lua_Integer p = luaL_checkinteger(L, i);
    luaL_argcheck(L, p >= 1 && p <= g->s.nplayers, i, "no such player");
    return (int)p - 1;
}

/* ------------------------------------------------------------ context fields */

/* A field of `e` (e.card, e.me ...): the __index of the methods table, so it
 * is called as (methods, key) for a key that is not a method.  It answers for
 * the call in progress (a method is where a kept `e` is refused: ctx_game). */
static int ctx_field(lua_State *L)
{
    struct script_vm *vm = VM(L);
    if (!vm->ctx || !vm->game)
        luaL_error(L, "this effect context is no longer valid (keep no `e` between calls)");
    const char *k = luaL_checkstring(L, 2);
    gcg_game *g = vm->game;
    if (!strcmp(k, "me")) {
        lua_pushinteger(L, vm->controller + 1);
    } else if (!strcmp(k, "card")) {
        vm->reads |= F_SELF;
        push_card(L, g, vm->source);
    } else if (!strcmp(k, "options")) {
        lua_getfield(L, LUA_REGISTRYINDEX, "gcg.mode_options"); /* mode hooks */
    } else if (!strcmp(k, "unit") && vm->source < 0) {
        lua_pushnil(L);
    } else if (!strcmp(k, "unit")) {
        /* "this Unit": a Pilot's effects belong to its Unit (3-3-9-2). */
        int c = vm->source;
        vm->reads |= F_PAIR | F_SELF;
        const gcg_card_def *d = def_of(g, c);
        if ((d->type == GCG_PILOT || (g->s.cards[c].flags & CF_AS_PILOT)) &&
            g->s.cards[c].loc == GCG_LOC_BATTLE && g->s.cards[c].pair != NONE16)
            c = g->s.cards[c].pair;
        push_card(L, g, c);
    } else if (!strcmp(k, "event_card")) {
        vm->reads |= F_CONTEXT;
        push_card(L, g, vm->ev_card);
    } else if (!strcmp(k, "event_card2")) {
        vm->reads |= F_CONTEXT;
        push_card(L, g, vm->ev_card2);
    } else if (!strcmp(k, "event_player")) {
        vm->reads |= F_CONTEXT;
        if (vm->ev_player < 0)
            lua_pushnil(L);
        else
            lua_pushinteger(L, vm->ev_player + 1);
    } else {
        lua_pushnil(L);
    }
    return 1;
}

/* ------------------------------------------------------------ filters */

static int opt_int(lua_State *L, int fi, const char *k, int *out)
{
    lua_getfield(L, fi, k);
    int has = lua_isinteger(L, -1);
    if (has)
        *out = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return has;
}

/* -1 absent, 0 false, 1 true */
static int opt_bool(lua_State *L, int fi, const char *k)
{
    lua_getfield(L, fi, k);
    int v = lua_isnil(L, -1) ? -1 : lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
}

int api_units(gcg_game *g, int me, const api_filter *f, lua_Integer *out, int cap)
{
    struct script_vm *vm = vm_of(g);
    const gstate *s = &g->s;
    int k = 0;
    vm->reads |= F_PLAYERS;
    for (int q = 0; q < s->nplayers && k < cap; q++) {
        if (!mode_alive(s, q) || !api_filter_side(g, me, q, f))
            continue; /* (a side the filter rules out: its Units are not looked at) */
        vm->reads |= F_UNITS(q);
        const zone *z = zone_cget(s, q, GCG_LOC_BATTLE);
        for (int i = 0; z && i < z->n && k < cap; i++) {
            int cid = z->ids[i];
            if (s->cards[cid].owner == q && api_filter_match(vm->L, g, me, cid, f))
                out[k++] = card_handle(g, cid);
        }
    }
    return k;
}

/* A new list of the k card handles hs. */
static void push_handles(lua_State *L, const lua_Integer *hs, int k)
{
    lua_createtable(L, k, 0);
    for (int i = 0; i < k; i++) {
        lua_pushinteger(L, hs[i]);
        lua_rawseti(L, -2, i + 1);
    }
}

/* e:units([filter]) -> Units in play matching the filter */
static int e_units(lua_State *L)
{
    gcg_game *g = Q(L, F_PLAYERS);
    api_filter f;
    api_filter_compile(L, 2, &f);
    lua_Integer hs[MAX_CARDS];
    push_handles(L, hs, api_units(g, VM(L)->controller, &f, hs, MAX_CARDS));
    return 1;
}

static gcg_loc where_loc(lua_State *L, int i)
{
    int loc = api_loc_named(luaL_checkstring(L, i));
    return loc >= 0 ? (gcg_loc)loc : (gcg_loc)luaL_argerror(L, i, "unknown location");
}

/* The cards at location loc that filter table fi picks for player `me`;
 * filter.side (default "your") says whose.  Up to cap handles into out (a deck
 * top first); returns how many.  Notes the facets it reads. */
static int cards_at(lua_State *L, gcg_game *g, gcg_loc loc, int fi, lua_Integer *out, int cap)
{
    api_filter f;
    api_filter_compile(L, fi, &f);
    return api_cards_at(g, VM(L)->controller, loc, &f, out, cap);
}

/* e:cards(where [, filter]) -> cards in a location; filter.side (default "your")
 * says whose.  A deck lists top first. */
static int e_cards(lua_State *L)
{
    gcg_game *g = Q(L, F_PLAYERS);
    gcg_loc loc = where_loc(L, 2);
    lua_Integer hs[MAX_CARDS];
    push_handles(L, hs, cards_at(L, g, loc, 3, hs, MAX_CARDS));
    return 1;
}

/* e:deck_top(n [, player]) -> the top n cards of a deck (yours by default), top
 * first; fewer if the deck holds fewer ("look at the top 3 cards of your deck") */
static int e_deck_top(lua_State *L)
{
    gcg_game *g = Q(L, F_PLAYERS | F_LOC(GCG_LOC_DECK));
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 0, 2, "a number of cards, 0 or more");
    int p = player_arg(L, g, 3, VM(L)->controller);
    const zone *z = zone_cget(&g->s, p, GCG_LOC_DECK);
    int k = z && z->owner == p ? (n < z->n ? (int)n : z->n) : 0;
    lua_Integer hs[ZONE_CAP];
    for (int i = 0; i < k; i++)
        hs[i] = card_handle(g, z->ids[z->n - 1 - i]);
    push_handles(L, hs, k);
    return 1;
}

/* ------------------------------------------------------------ queries */

#define CARD_QUERY(fname, facets, expr)                                                     \
    static int fname(lua_State *L)                                                          \
    {                                                                                       \
        gcg_game *g = Q(L, facets);                                                         \
        int cid = card_arg(L, g, 2);                                                        \
        if (cid < 0)                                                                        \
            return lua_pushnil(L), 1;                                                       \
        expr;                                                                               \
        return 1;                                                                           \
    }

CARD_QUERY(e_ap, F_AP_STATS, lua_pushinteger(L, card_ap(g, cid)))
CARD_QUERY(e_hp, F_HP_STATS | F_DAMAGE, lua_pushinteger(L, api_remaining_hp(g, cid)))
CARD_QUERY(e_level, 0, lua_pushinteger(L, card_level(g, cid)))
CARD_QUERY(e_damage_of, F_DAMAGE, lua_pushinteger(L, g->s.cards[cid].damage))
CARD_QUERY(e_rested, 0, {
    VM(L)->reads |= F_RESTED_OF(g->s.cards[cid].owner);
    lua_pushboolean(L, (g->s.cards[cid].flags & CF_RESTED) != 0);
})
CARD_QUERY(e_linked, F_PAIR, lua_pushboolean(L, card_is_linked(g, cid)))
CARD_QUERY(e_owner, 0, lua_pushinteger(L, g->s.cards[cid].owner + 1))
CARD_QUERY(e_number, 0, lua_pushstring(L, def_of(g, cid)->number))
CARD_QUERY(e_name, 0, lua_pushstring(L, def_of(g, cid)->name))
CARD_QUERY(e_is_token, 0, lua_pushboolean(L, (g->s.cards[cid].flags & CF_TOKEN) != 0))
CARD_QUERY(e_loc, 0, lua_pushstring(L, gcg_loc_name((gcg_loc)g->s.cards[cid].loc)))
CARD_QUERY(e_pilot, F_PAIR, {
    const card *c = &g->s.cards[cid];
    push_card(L, g, card_is_unit_in_play(g, cid) && c->pair != NONE16 ? c->pair : -1);
})
CARD_QUERY(e_unit_of, F_PAIR, {
    const card *c = &g->s.cards[cid];
    push_card(L, g, !card_is_unit_in_play(g, cid) && c->loc == GCG_LOC_BATTLE &&
                            c->pair != NONE16 ? c->pair : -1);
})

static int e_has_trait(lua_State *L)
{
    gcg_game *g = Q(L, 0);
    int cid = card_arg(L, g, 2);
    lua_pushboolean(L, cid >= 0 && carddb_has_trait(def_of(g, cid), luaL_checkstring(L, 3)));
    return 1;
}

static int e_has_keyword(lua_State *L)
{
    gcg_game *g = Q(L, F_KW_STATS);
    int cid = card_arg(L, g, 2);
    unsigned b = gcg_keyword_bit(luaL_checkstring(L, 3));
    luaL_argcheck(L, b != 0, 3, "unknown keyword");
    lua_pushboolean(L, cid >= 0 && card_has_keyword(g, cid, b));
    return 1;
}

static int e_matches(lua_State *L)
{
    gcg_game *g = Q(L, 0); /* the filter's fields note their own */
    int cid = card_arg(L, g, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    lua_pushboolean(L, cid >= 0 && api_match(L, g, VM(L)->controller, cid, 3));
    return 1;
}

static int e_my_turn(lua_State *L)
{
    gcg_game *g = Q(L, F_TURN | F_PLAYERS);
    lua_pushboolean(L, g->s.players[g->s.active].team ==
                           g->s.players[VM(L)->controller].team);
    return 1;
}

static int e_turn(lua_State *L)
{
    lua_pushinteger(L, Q(L, F_TURN)->s.turn);
    return 1;
}

/* e:step() -> the current step ("attack step", "damage step", ...; "" outside a step) */
static int e_step(lua_State *L)
{
    lua_pushstring(L, gcg_step_name((gcg_step)Q(L, F_STEP)->s.step));
    return 1;
}

/* e:count(where [, player]) -> cards in that player's location (default: you);
 * e:count(where, filter) -> how many e:cards(where, filter) would list */
static int e_count(lua_State *L)
{
    gcg_game *g = Q(L, F_PLAYERS);
    gcg_loc loc = where_loc(L, 2);
    if (lua_istable(L, 3)) {
        lua_Integer hs[MAX_CARDS];
        lua_pushinteger(L, cards_at(L, g, loc, 3, hs, MAX_CARDS));
        return 1;
    }
    int p = player_arg(L, g, 3, VM(L)->controller);
    VM(L)->reads |= F_AT(loc, p);
    lua_pushinteger(L, zone_n(&g->s, p, loc));
    return 1;
}

/* e:player_level([player]) -> Lv of a player (2-9-4) */
static int e_player_level(lua_State *L)
{
    gcg_game *g = Q(L, F_LOC(GCG_LOC_RESOURCE));
    lua_pushinteger(L, res_total(g, player_arg(L, g, 2, VM(L)->controller)));
    return 1;
}

static int e_opponents(lua_State *L)
{
    gcg_game *g = Q(L, F_PLAYERS);
    int me = VM(L)->controller, k = 0;
    lua_newtable(L);
    for (int q = 0; q < g->s.nplayers; q++)
        if (mode_alive(&g->s, q) && mode_enemy(&g->s, me, q)) {
            lua_pushinteger(L, q + 1);
            lua_rawseti(L, -2, ++k);
        }
    return 1;
}

/* e:battle() -> attacker, target (nil when the player is attacked), attacked player */
static int e_battle(lua_State *L)
{
    gcg_game *g = Q(L, F_BATTLE | F_STEP);
    const battle *b = &g->s.battle;
    if (!b->on)
        return 0;
    push_card(L, g, b->attacker);
    push_card(L, g, b->target == NONE16 ? -1 : b->target);
    lua_pushinteger(L, b->target_player + 1);
    return 3;
}

/* ------------------------------------------------------------ choices */

/* The next recorded answer, or -1 if the effect has none left. */
static int next_answer(struct script_vm *vm, gcg_game *g, int *idx, int max)
{
    gstate *s = &g->s;
    if (vm->cursor >= s->eff_nans)
        return -1;
    int k = s->eff_ans[vm->cursor++], n = 0;
    for (int i = 0; i < k && vm->cursor < s->eff_nans; i++) { /* (all k read: in step) */
        int a = s->eff_ans[vm->cursor++];
        if (n < max)
            idx[n++] = a;
    }
    return n; /* (how many were kept: a cut-short record gives fewer, never garbage) */
}

/* Stop for a question.  Asked before the effect did anything, on its first run,
 * it finds the game in the effect's start state: the answer needs no return to
 * it (eff_untouched, script_run.c). */
__attribute__((noreturn)) static int need_decision(lua_State *L)
{
    struct script_vm *vm = VM(L);
    gstate *s = &vm->game->s;
    s->eff_untouched = s->eff_nans == 0 && !vm->acted;
    vm_stop(L, SCRIPT_NEED_DECISION);
}

/* Choose between min and max of the k candidate handles into out; returns how
 * many.  Stops the script for a decision unless the answer is recorded. */
static int choose_handles(lua_State *L, gcg_game *g, int who, const char *prompt,
                          const lua_Integer *cands, int k, int min, int max, lua_Integer *out)
{
    struct script_vm *vm = VM(L);
    if (k == 0 || max == 0) {
        if (vm->mode == CM_DRY && min > 0)
            vm_stop(L, SCRIPT_DRY_NO); /* 10-1-8-1 */
        return 0;
    }
    if (max > k)
        max = k;
    if (min > k)
        min = k; /* 1-3-2: as much as possible */
    /* No real choice (all must be taken), or a legality check: take the first. */
    if (vm->mode != CM_RUN || (min == max && max == k)) {
        int n = vm->mode != CM_RUN ? (min > 0 ? min : 0) : k;
        for (int i = 0; i < n; i++)
            out[i] = cands[i];
        return n;
    }
    int idx[MAX_OPTS];
    int got = next_answer(vm, g, idx, MAX_OPTS);
    if (got < 0) {
        dec_begin_text(g, GCG_DEC_CHOOSE, who, min, max, prompt);
        for (int i = 0; i < k; i++)
            dec_add(g, O_CARD, who, (int)(cands[i] & 0xFFFF), NONE16, 0);
        need_decision(L);
    }
    int n = 0;
    for (int i = 0; i < got; i++)
        if (idx[i] < k)
            out[n++] = cands[idx[i]];
    return n;
}

int api_effect_target(gcg_game *g, const effmeta *m, int dry, lua_Integer *out)
{
    struct script_vm *vm = vm_of(g);
    lua_Integer cands[MAX_OPTS];
    /* (a legality check needs one Unit, and rests only on what it looked at) */
    int cap = dry ? 1 : MAX_OPTS;
    int k = m->target_from == GCG_LOC_BATTLE
                ? api_units(g, vm->controller, m->target, cands, cap)
                : api_cards_at(g, vm->controller, m->target_from, m->target, cands, cap);
    if (k == 0)
        return 0;
    if (k == 1 || dry) { /* no real choice; a legality check takes the first */
        *out = cands[0];
        return 1;
    }
    int idx[MAX_OPTS];
    int got = next_answer(vm, g, idx, MAX_OPTS);
    if (got < 0) {
        dec_begin_text(g, GCG_DEC_CHOOSE, vm->controller, 1, 1, m->target_prompt);
        for (int i = 0; i < k; i++)
            dec_add(g, O_CARD, vm->controller, (int)(cands[i] & 0xFFFF), NONE16, 0);
        return -1;
    }
    if (got < 1 || idx[0] >= k)
        return 0;
    *out = cands[idx[0]];
    return 1;
}

/* Choose between min and max of the cards listed at stack index 3 (handles
 * that no longer reach their card are left out) for player `who`; the chosen
 * go to out.  Stops the script for a decision unless the answer is recorded. */
static int choose_listed(lua_State *L, gcg_game *g, int who, int min, int max,
                         lua_Integer *chosen)
{
    struct script_vm *vm = VM(L);
    const char *prompt = luaL_checkstring(L, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    int n = (int)luaL_len(L, 3);
    if (max < min)
        max = min;
    lua_Integer cands[MAX_OPTS];
    int k = 0;
    for (int i = 1; i <= n && k < MAX_OPTS; i++) {
        lua_geti(L, 3, i);
        lua_Integer h = luaL_checkinteger(L, -1);
        lua_pop(L, 1);
        int cid = (int)(h & 0xFFFF);
        if (cid < g->s.ncards && g->s.cards[cid].serial == (uint16_t)(h >> 16)) {
            vm->reads |= where_facet(g, cid); /* the handle still reaches it */
            cands[k++] = h;
        }
    }
    return choose_handles(L, g, who, prompt, cands, k, min, max, chosen);
}

/* e:choose(prompt, cards [, {min=1, max=1, player=}]) -> list of chosen handles */
static int e_choose(lua_State *L)
{
    gcg_game *g = Q(L, 0);
    int min = 1, max = 1, who = VM(L)->controller;
    if (lua_istable(L, 4)) {
        opt_int(L, 4, "min", &min);
        opt_int(L, 4, "max", &max);
        int p;
        if (opt_int(L, 4, "player", &p))
            who = p - 1;
    }
    lua_Integer chosen[MAX_OPTS];
    push_handles(L, chosen, choose_listed(L, g, who, min, max, chosen));
    return 1;
}

/* e:choose_one(prompt, cards [, optional]) -> a handle or nil */
static int e_choose_one(lua_State *L)
{
    gcg_game *g = Q(L, 0);
    lua_Integer chosen[MAX_OPTS];
    chosen[0] = 0; /* (set when got > 0; said for the compiler) */
    int got = choose_listed(L, g, VM(L)->controller, lua_toboolean(L, 4) ? 0 : 1, 1, chosen);
    if (got > 0)
        lua_pushinteger(L, chosen[0]);
    else
        lua_pushnil(L);
    return 1;
}

/* e:may(prompt) -> true if the player chooses to ("you may", 10-1-3) */
static int e_may(lua_State *L)
{
    gcg_game *g = Q(L, 0);
    struct script_vm *vm = VM(L);
    const char *prompt = luaL_checkstring(L, 2);
    if (vm->mode != CM_RUN) {
        lua_pushboolean(L, 1);
        return 1;
    }
    int idx[4];
    int got = next_answer(vm, g, idx, 4);
    if (got < 0) {
        dec_begin_text(g, GCG_DEC_YESNO, vm->controller, 1, 1, prompt);
        dec_add(g, O_YES, vm->controller, NONE16, NONE16, 0);
        dec_add(g, O_NO, vm->controller, NONE16, NONE16, 0);
        return need_decision(L);
    }
    lua_pushboolean(L, got >= 1 && idx[0] == 0);
    return 1;
}

/* e:choose_option(prompt, {"label", ...}) -> 1-based index of the choice */
static int e_choose_option(lua_State *L)
{
    gcg_game *g = Q(L, 0);
    struct script_vm *vm = VM(L);
    const char *prompt = luaL_checkstring(L, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    int n = (int)luaL_len(L, 3);
    luaL_argcheck(L, n >= 1 && n <= 6, 3, "give 1 to 6 labels");
    if (vm->mode != CM_RUN || n == 1) {
        lua_pushinteger(L, 1);
        return 1;
    }
    int idx[4];
    int got = next_answer(vm, g, idx, 4);
    if (got < 0) {
        dec_begin_text(g, GCG_DEC_ACTION, vm->controller, 1, 1, prompt);
        for (int i = 0; i < n; i++) {
            lua_geti(L, 3, i + 1);
            str_copy(g->s.eff_labels[i], LABEL_LEN, luaL_checkstring(L, -1));
            lua_pop(L, 1);
            dec_add(g, O_CHOICE, vm->controller, NONE16, NONE16, i);
        }
        return need_decision(L);
    }
    lua_pushinteger(L, got >= 1 ? idx[0] + 1 : 1);
    return 1;
}

/* ------------------------------------------------------------ actions */

/* After an action: rules management happens at once (11-1-2). */
static int done(lua_State *L, gcg_game *g, int nret)
{
    rules_check(g);
    (void)L;
    return nret;
}

static int e_draw(lua_State *L)
{
    gcg_game *g = ACT(L);
    int n = (int)luaL_optinteger(L, 2, 1);
    int p = player_arg(L, g, 3, VM(L)->controller);
    for (int i = 0; i < n; i++)
        if (act_draw(g, p) < 0)
            break;
    return done(L, g, 0);
}

#define CARD_ACTION(fname, body)                                                            \
    static int fname(lua_State *L)                                                          \
    {                                                                                       \
        gcg_game *g = ACT(L);                                                               \
        int cid = card_arg(L, g, 2);                                                        \
        if (cid < 0)                                                                        \
            return 0; /* the card has moved: it is out of the effect's reach */             \
        body;                                                                               \
        return done(L, g, 0);                                                               \
    }

static int in_play(const gcg_game *g, int cid)
{
    int l = g->s.cards[cid].loc;
    return l == GCG_LOC_BATTLE || l == GCG_LOC_RESOURCE || l == GCG_LOC_BASE;
}

CARD_ACTION(e_rest, if (in_play(g, cid)) act_rest(g, cid))
CARD_ACTION(e_set_active, if (in_play(g, cid)) act_ready(g, cid))
CARD_ACTION(e_damage, {
    int n = (int)luaL_checkinteger(L, 3);
    if (g->s.cards[cid].loc == GCG_LOC_BATTLE || g->s.cards[cid].loc == GCG_LOC_BASE)
        act_damage(g, cid, n, 0, VM(L)->source);
})
/* e:damage_all(cards, n): deal n damage to each card at once ("deal 1 damage to
 * all enemy Units ..."); rules management once, after all of it (11-1-2). */
static int e_damage_all(lua_State *L)
{
    gcg_game *g = ACT(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    int n = (int)luaL_checkinteger(L, 3);
    lua_Integer k = luaL_len(L, 2);
    lua_settop(L, 3);
    for (lua_Integer i = 1; i <= k; i++) {
        lua_geti(L, 2, i);
        int cid = card_arg(L, g, 4);
        lua_pop(L, 1);
        if (cid >= 0 &&
            (g->s.cards[cid].loc == GCG_LOC_BATTLE || g->s.cards[cid].loc == GCG_LOC_BASE))
            act_damage(g, cid, n, 0, VM(L)->source);
    }
    return done(L, g, 0);
}
CARD_ACTION(e_recover, {
    if (card_is_unit_in_play(g, cid) || g->s.cards[cid].loc == GCG_LOC_BASE)
        act_recover(g, cid, (int)luaL_checkinteger(L, 3));
})
CARD_ACTION(e_destroy, {
    if (card_is_unit_in_play(g, cid) || g->s.cards[cid].loc == GCG_LOC_BASE)
        act_destroy(g, cid);
})
CARD_ACTION(e_to_hand, act_move(g, cid, GCG_LOC_HAND, AT_TOP))
CARD_ACTION(e_to_trash, act_move(g, cid, GCG_LOC_TRASH, AT_TOP))
CARD_ACTION(e_remove, act_move(g, cid, GCG_LOC_REMOVAL, AT_TOP))
CARD_ACTION(e_to_deck, {
    const char *w = luaL_optstring(L, 3, "top");
    act_move(g, cid, GCG_LOC_DECK, strcmp(w, "bottom") ? AT_TOP : AT_BOTTOM);
})
CARD_ACTION(e_to_shields, act_move(g, cid, GCG_LOC_SHIELD, AT_TOP))
CARD_ACTION(e_discard_card, {
    if (g->s.cards[cid].loc == GCG_LOC_HAND) {
        ev_emit(g, EV_DISCARD, g->s.cards[cid].owner, cid, 0, 0);
        act_move(g, cid, GCG_LOC_TRASH, AT_TOP);
    }
})

/* e:look(cards): the controller looks at these cards of their own (the top of the
 * deck, a Shield): they see them until the cards move (10-3-5). */
static int e_look(lua_State *L)
{
    gcg_game *g = ACT(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    int me = VM(L)->controller;
    lua_Integer n = luaL_len(L, 2);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 2, i);
        int cid = card_arg(L, g, lua_gettop(L));
        lua_pop(L, 1);
        if (cid >= 0 && g->s.cards[cid].owner == me)
            g->s.cards[cid].flags |= CF_LOOKED;
    }
    return 0;
}

/* e:reveal(cards): show these cards to every player (their names go into the
 * narration: "P1 reveals Zaku II #30"). */
static int e_reveal(lua_State *L)
{
    gcg_game *g = ACT(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer n = luaL_len(L, 2);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 2, i);
        int cid = card_arg(L, g, lua_gettop(L));
        lua_pop(L, 1);
        if (cid >= 0)
            ev_emit(g, EV_REVEAL, g->s.cards[cid].owner, cid, 0, 0);
    }
    return 0;
}

static int e_shuffle(lua_State *L)
{
    gcg_game *g = ACT(L);
    act_shuffle(g, player_arg(L, g, 2, VM(L)->controller));
    return done(L, g, 0);
}

/* Deploy cards cids[0..n) (Units or Bases of one owner, from anywhere) at once,
 * paying nothing.  Over the limit the player first chooses as many cards already
 * there to trash, which are not destroyed (11-4-2, 11-4-2-2, 11-5-2).  Returns
 * the first card deployed, or -1. */
static int deploy_cards(lua_State *L, gcg_game *g, const int *cids, int n, int rested)
{
    const gcg_card_def *d = def_of(g, cids[0]);
    int unit = d->type == GCG_UNIT || d->type == GCG_UNIT_TOKEN;
    int loc = unit ? GCG_LOC_BATTLE : GCG_LOC_BASE;
    int p = g->s.cards[cids[0]].owner;
    int limit = unit ? g->s.rules.battle_limit : g->s.rules.base_limit;
    const zone *z = zone_cget(&g->s, p, loc);
    int over = z ? z->n + n - limit : 0;
    if (z && over > 0) {
        lua_Integer cands[ZONE_CAP], old[ZONE_CAP];
        for (int i = 0; i < z->n; i++)
            cands[i] = card_handle(g, z->ids[i]);
        const char *prompt = !unit ? "Choose the Base to trash"
                             : over == 1 ? "The battle area is full: choose a Unit to trash"
                                         : "The battle area is full: choose Units to trash";
        int got = choose_handles(L, g, p, prompt, cands, z->n, over, over, old);
        for (int i = 0; i < got; i++) {
            int oc = (int)(old[i] & 0xFFFF);
            ev_emit(g, EV_EXCESS, p, oc, loc, 0);
            act_move(g, oc, GCG_LOC_TRASH, AT_TOP);
        }
    }
    int first = -1;
    for (int i = 0; i < n; i++) {
        if (act_move(g, cids[i], loc, AT_TOP) != 0)
            continue;
        g->s.cards[cids[i]].fresh_turn = g->s.turn;
        if (rested)
            g->s.cards[cids[i]].flags |= CF_RESTED;
        if (first < 0)
            first = cids[i];
    }
    for (int i = 0; i < n; i++)
        if (g->s.cards[cids[i]].loc == loc)
            ev_emit(g, EV_DEPLOY, p, cids[i], 0, 0);
    return first;
}

static int deploy_card(lua_State *L, gcg_game *g, int cid, int rested)
{
    return deploy_cards(L, g, &cid, 1, rested);
}

static int rested_opt(lua_State *L, int i)
{
    return lua_istable(L, i) && opt_bool(L, i, "rested") == 1;
}

/* e:deploy(card [, {rested=true}]) -> the deployed handle or nil */
static int e_deploy(lua_State *L)
{
    gcg_game *g = ACT(L);
    int cid = card_arg(L, g, 2);
    if (cid < 0)
        return 0;
    int r = deploy_card(L, g, cid, rested_opt(L, 3));
    push_card(L, g, r);
    return done(L, g, 1);
}

/* e:pair(pilot, unit) -> true if paired: a Pilot card (or 【Pilot】 Command) from
 * anywhere but the battle area is placed beneath a Unit in play that has no Pilot
 * (3-3-1, 3-3-4); 【When Paired】 and, if it meets the link condition, Link follow
 * (13-2-9, 3-2-6-2). */
static int e_pair(lua_State *L)
{
    gcg_game *g = ACT(L);
    int pilot = card_arg(L, g, 2);
    int unit = card_arg(L, g, 3);
    gstate *s = &g->s;
    if (pilot < 0 || unit < 0 || !card_is_unit_in_play(g, unit) || s->cards[unit].pair != NONE16 ||
        s->cards[pilot].loc == GCG_LOC_BATTLE || !carddb_can_pilot(def_of(g, pilot))) {
        lua_pushboolean(L, 0);
        return 1;
    }
    int p = s->cards[unit].owner;
    zone_attach(s, pilot, unit);
    if (def_of(g, pilot)->type == GCG_COMMAND)
        s->cards[pilot].flags |= CF_AS_PILOT;
    ev_emit(g, EV_PAIR, p, pilot, unit, 0);
    if (carddb_link_ok(def_of(g, unit), def_of(g, pilot))) {
        s->cards[unit].flags |= CF_LINKED;
        ev_emit(g, EV_LINK, p, unit, pilot, 0);
    }
    lua_pushboolean(L, 1);
    return done(L, g, 1);
}

/* e:deploy_token(number [, {rested=true}]) -> the token's handle */
static int e_deploy_token(lua_State *L)
{
    gcg_game *g = ACT(L);
    const char *number = luaL_checkstring(L, 2);
    int def = gcg_carddb_find(g->db, number);
    if (def < 0)
        return luaL_error(L, "deploy_token: unknown card %s", number);
    gcg_card_type t = gcg_carddb_at(g->db, def)->type;
    if (t != GCG_UNIT_TOKEN && t != GCG_EX_BASE)
        return luaL_error(L, "deploy_token: %s is not a token", number);
    int count = 1; /* { count = 2 }: "Deploy 2 ... tokens", all at once (11-4-2-2) */
    if (lua_istable(L, 3))
        opt_int(L, 3, "count", &count);
    if (count < 1 || count > 6)
        return luaL_error(L, "deploy_token: count must be 1 to 6");
    int cids[6];
    for (int i = 0; i < count; i++) {
        cids[i] = card_new(g, def, VM(L)->controller, CF_TOKEN);
        if (cids[i] < 0)
            return luaL_error(L, "deploy_token: too many cards in this game");
    }
    deploy_cards(L, g, cids, count, rested_opt(L, 3));
    for (int i = 0; i < count; i++) /* the deployed tokens (nil for one that is not) */
        push_card(L, g, g->s.cards[cids[i]].loc == GCG_LOC_BATTLE ||
                                g->s.cards[cids[i]].loc == GCG_LOC_BASE
                            ? cids[i]
                            : -1);
    return done(L, g, count);
}

/* e:place_resource([{rested=true, ex=true}]): a Resource from the resource deck
 * (or an EX Resource token) into the resource area, within its limits (4-4-2). */
static int e_place_resource(lua_State *L)
{
    gcg_game *g = ACT(L);
    int p = VM(L)->controller;
    int ex = lua_istable(L, 2) && opt_bool(L, 2, "ex") == 1;
    gstate *s = &g->s;
    if (zone_n(s, p, GCG_LOC_RESOURCE) >= s->rules.resource_limit)
        return 0;
    int cid;
    if (ex) {
        int nex = 0;
        const zone *z = zone_cget(s, p, GCG_LOC_RESOURCE);
        for (int i = 0; i < z->n; i++)
            nex += (s->cards[z->ids[i]].flags & CF_EX) != 0;
        if (nex >= s->rules.ex_limit)
            return 0;
        cid = card_new(g, g->eng->exr, p, CF_TOKEN | CF_EX);
        if (cid < 0)
            return 0;
    } else {
        cid = zone_top(s, p, GCG_LOC_RESOURCE_DECK);
        if (cid < 0)
            return 0;
    }
    act_move(g, cid, GCG_LOC_RESOURCE, AT_TOP);
    if (rested_opt(L, 2))
        s->cards[cid].flags |= CF_RESTED;
    ev_emit(g, EV_RESOURCE, p, cid, 0, 0);
    return done(L, g, 0);
}

/* e:shield_to_hand([player]): the top Shield to its owner's hand -> its handle */
static int e_shield_to_hand(lua_State *L)
{
    gcg_game *g = ACT(L);
    int p = player_arg(L, g, 2, VM(L)->controller);
    int cid = zone_top(&g->s, p, GCG_LOC_SHIELD);
    if (cid < 0)
        return 0;
    act_move(g, cid, GCG_LOC_HAND, AT_TOP); /* 12-3-8: to its owner's hand */
    push_card(L, g, cid);
    return done(L, g, 1);
}

static int until_arg(lua_State *L, int i)
{
    const char *u = luaL_optstring(L, i, "turn");
    if (!strcmp(u, "turn"))
        return U_TURN;
    if (!strcmp(u, "battle"))
        return U_BATTLE;
    if (!strcmp(u, "leaves"))
        return U_LEAVES;
    return luaL_argerror(L, i, "until must be \"turn\", \"battle\" or \"leaves\"");
}

/* e:modify(card, {ap = 2, hp = 1}, [until]) -- "gets AP+2 during this turn" */
static int e_modify(lua_State *L)
{
    gcg_game *g = ACT(L);
    int cid = card_arg(L, g, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    int until = until_arg(L, 4);
    if (cid < 0 || !in_play(g, cid))
        return 0;
    int v;
    if (opt_int(L, 3, "ap", &v) && v)
        mod_add(g, M_AP, until, cid, v, VM(L)->source);
    if (opt_int(L, 3, "hp", &v) && v)
        mod_add(g, M_HP, until, cid, v, VM(L)->source);
    return done(L, g, 0);
}

/* e:grant(card, keyword [, amount] [, until]) -- "gains <Blocker> during this turn" */
static int e_grant(lua_State *L)
{
    gcg_game *g = ACT(L);
    int cid = card_arg(L, g, 2);
    unsigned b = gcg_keyword_bit(luaL_checkstring(L, 3));
    luaL_argcheck(L, b != 0, 3, "unknown keyword");
    int amount = 0, ui = 4;
    if (lua_isinteger(L, 4)) {
        amount = (int)lua_tointeger(L, 4);
        ui = 5;
    }
    int until = until_arg(L, ui);
    if (cid < 0 || !in_play(g, cid))
        return 0;
    int src = VM(L)->source;
    if (b == GCG_KW_REPAIR)
        mod_add(g, M_REPAIR, until, cid, amount, src);
    else if (b == GCG_KW_BREACH)
        mod_add(g, M_BREACH, until, cid, amount, src);
    else if (b == GCG_KW_SUPPORT)
        mod_add(g, M_SUPPORT, until, cid, amount, src);
    else
        mod_add(g, M_KEYWORD, until, cid, (int)b, src);
    return done(L, g, 0);
}

/* e:forbid(card, "attack" | "block", [until]) -- "It can't attack during this turn" */
static int e_forbid(lua_State *L)
{
    gcg_game *g = ACT(L);
    int cid = card_arg(L, g, 2);
    const char *what = luaL_checkstring(L, 3);
    int kind = !strcmp(what, "attack") ? M_CANT_ATTACK : !strcmp(what, "block") ? M_CANT_BLOCK : -1;
    luaL_argcheck(L, kind >= 0, 3, "\"attack\" or \"block\"");
    int until = until_arg(L, 4);
    if (cid >= 0 && in_play(g, cid))
        mod_add(g, kind, until, cid, 1, VM(L)->source);
    return done(L, g, 0);
}

/* e:allow_attack_on_deploy_turn(card) -- "It may attack on the turn it is deployed":
 * a Unit deployed this turn may attack as if it had been in play since the turn
 * began (the exception to 3-2-4). */
static int e_allow_attack_on_deploy_turn(lua_State *L)
{
    gcg_game *g = ACT(L);
    int cid = card_arg(L, g, 2);
    if (cid >= 0 && card_is_unit_in_play(g, cid) && g->s.cards[cid].fresh_turn == g->s.turn) {
        g->s.cards[cid].fresh_turn = 0; /* 0: no turn (turns count from 1) */
        game_touch(g);
    }
    return done(L, g, 0);
}

/* e:grant_rule(card, rule_index, [until]): the card gets a rule the source card's
 * script defines as card:rule (e.g. "may choose an active enemy Unit as its attack
 * target"), for a while. */
static int e_grant_rule(lua_State *L)
{
    gcg_game *g = ACT(L);
    int cid = card_arg(L, g, 2);
    int idx = (int)luaL_checkinteger(L, 3);
    int until = until_arg(L, 4);
    if (cid >= 0 && in_play(g, cid))
        mod_add(g, M_RULE, until, cid, idx, VM(L)->source);
    return done(L, g, 0);
}

/* e:grant_player_rule(player, rule_index, [until]): the rule applies to that
 * player's shield area (e.g. "your shield area cards can't receive damage"). */
static int e_grant_player_rule(lua_State *L)
{
    gcg_game *g = ACT(L);
    int p = player_arg(L, g, 2, VM(L)->controller);
    int idx = (int)luaL_checkinteger(L, 3);
    int until = until_arg(L, 4);
    gstate *s = &g->s;
    if (s->nmods >= MAX_MODS)
        mods_expire(g, -1);
    if (s->nmods < MAX_MODS) {
        mod *m = &s->mods[s->nmods++];
        *m = (mod){M_RULE, (uint8_t)until, NONE16, (uint16_t)p, (int16_t)idx,
                   (uint16_t)VM(L)->source, 0};
        facets_changed(g, F_MODS);
    }
    return done(L, g, 0);
}

/* e:discard(n [, player]): the player chooses n cards of their hand to discard */
static int e_discard(lua_State *L)
{
    gcg_game *g = ACT(L);
    int n = (int)luaL_optinteger(L, 2, 1);
    int p = player_arg(L, g, 3, VM(L)->controller);
    char many[64];
    const char *prompt = "choose 1 card to discard";
    if (n != 1) {
        snprintf(many, sizeof many, "choose %d cards to discard", n);
        prompt = many;
    }
    const zone *h = zone_cget(&g->s, p, GCG_LOC_HAND);
    lua_Integer hand[ZONE_CAP], chosen[ZONE_CAP];
    for (int i = 0; i < h->n; i++)
        hand[i] = card_handle(g, h->ids[i]);
    int k = choose_handles(L, g, p, prompt, hand, h->n, n, n, chosen);
    for (int i = 0; i < k; i++) {
        int cid = (int)(chosen[i] & 0xFFFF);
        ev_emit(g, EV_DISCARD, p, cid, 0, 0);
        act_move(g, cid, GCG_LOC_TRASH, AT_TOP);
    }
    return done(L, g, 0);
}

/* e:run_main(): resolve this card's 【Main】 effect now ("Activate this card's
 * 【Main】", as a 【Burst】 does). */
static int e_run_main(lua_State *L)
{
    gcg_game *g = Q(L, 0);
    struct script_vm *vm = VM(L);
    vm_push_effects(vm, g->s.cards[vm->source].def);
    if (!lua_istable(L, -1))
        return 0;
    lua_Integer n = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, -1, i);
        lua_getfield(L, -1, "kind");
        int is_main = !strcmp(lua_tostring(L, -1), "main");
        lua_pop(L, 1);
        if (is_main) {
            const effmeta *m = &script_info_of(g->eng, g->s.cards[vm->source].def)->eff[i - 1];
            lua_Integer target = 0;
            int r = m->target ? api_effect_target(g, m, vm->mode != CM_RUN, &target) : 1;
            if (r < 0)
                need_decision(L);
            if (r == 0 && vm->mode == CM_DRY)
                vm_stop(L, SCRIPT_DRY_NO); /* 10-1-8-1 */
            if (r == 0)
                return 0; /* no Unit to choose: the effect does nothing */
            lua_rawgeti(L, LUA_REGISTRYINDEX, m->fn_ref);
            lua_pushvalue(L, 1);
            if (m->target)
                lua_pushinteger(L, target);
            lua_call(L, m->target ? 2 : 1, 0);
            return 0;
        }
        lua_pop(L, 1);
    }
    return 0;
}

/* ------------------------------------------------------------ for modes */

/* e:players() -> the players still in the game, in seat order */
static int e_players(lua_State *L)
{
    gcg_game *g = Q(L, F_PLAYERS);
    int k = 0;
    lua_newtable(L);
    for (int p = 0; p < g->s.nplayers; p++)
        if (mode_alive(&g->s, p)) {
            lua_pushinteger(L, p + 1);
            lua_rawseti(L, -2, ++k);
        }
    return 1;
}

static int e_team(lua_State *L)
{
    gcg_game *g = Q(L, F_PLAYERS);
    lua_pushinteger(L, g->s.players[player_arg(L, g, 2, VM(L)->controller)].team + 1);
    return 1;
}

static int e_first_player(lua_State *L)
{
    lua_pushinteger(L, Q(L, F_PLAYERS)->s.first_player + 1);
    return 1;
}

static int e_round(lua_State *L)
{
    lua_pushinteger(L, Q(L, F_TURN)->s.round);
    return 1;
}

/* e:set_direction(1 | -1): the order of play around the table (12-2-1). */
static int e_set_direction(lua_State *L)
{
    gcg_game *g = ACT(L);
    lua_Integer d = luaL_checkinteger(L, 2);
    luaL_argcheck(L, d == 1 || d == -1, 2, "1 (clockwise) or -1 (counterclockwise)");
    g->s.rules.direction = (int8_t)d;
    facets_changed(g, F_PLAYERS);
    return 0;
}

/* e:end_game{ winner = p } or e:end_game{} (no winner): a mode's own ending. */
static int e_end_game(lua_State *L)
{
    gcg_game *g = ACT(L);
    gstate *s = &g->s;
    int winner = -1;
    if (lua_istable(L, 2)) {
        lua_getfield(L, 2, "winner");
        if (!lua_isnil(L, -1))
            winner = player_arg(L, g, lua_gettop(L), -1);
        lua_pop(L, 1);
    }
    s->over = 1;
    s->phase = GCG_PHASE_GAME_OVER;
    s->end_reason = winner >= 0 ? GCG_END_MODE : GCG_END_DRAW;
    for (int p = 0; p < s->nplayers; p++) {
        if (winner >= 0 && mode_same_team(s, p, winner) && mode_alive(s, p)) {
            s->players[p].flags |= PF_WON;
            ev_emit(g, EV_WIN, p, -1, 0, 0);
        } else {
            s->players[p].flags |= PF_LOST;
        }
    }
    if (winner < 0)
        ev_emit(g, EV_GAME_DRAW, -1, -1, GCG_END_MODE, 0);
    return 0;
}

static int ctx_tostring(lua_State *L)
{
    lua_pushliteral(L, "effect context");
    return 1;
}

static const luaL_Reg methods[] = {
    {"units", e_units}, {"cards", e_cards}, {"deck_top", e_deck_top},
    {"ap", e_ap}, {"hp", e_hp}, {"level", e_level}, {"damage_of", e_damage_of},
    {"is_rested", e_rested}, {"is_linked", e_linked}, {"owner", e_owner},
    {"number", e_number}, {"name", e_name}, {"is_token", e_is_token}, {"location", e_loc},
    {"pilot", e_pilot}, {"unit_of", e_unit_of}, {"has_trait", e_has_trait},
    {"has_keyword", e_has_keyword}, {"matches", e_matches}, {"my_turn", e_my_turn},
    {"turn", e_turn}, {"step", e_step}, {"count", e_count}, {"player_level", e_player_level},
    {"opponents", e_opponents}, {"battle", e_battle},
    {"choose", e_choose}, {"choose_one", e_choose_one}, {"may", e_may},
    {"choose_option", e_choose_option},
    {"draw", e_draw}, {"discard", e_discard}, {"discard_card", e_discard_card},
    {"rest", e_rest}, {"set_active", e_set_active}, {"damage", e_damage},
    {"damage_all", e_damage_all},
    {"recover", e_recover}, {"destroy", e_destroy}, {"to_hand", e_to_hand},
    {"to_trash", e_to_trash}, {"to_deck", e_to_deck}, {"remove", e_remove},
    {"to_shields", e_to_shields}, {"shuffle", e_shuffle}, {"look", e_look}, {"reveal", e_reveal}, {"deploy", e_deploy},
    {"deploy_token", e_deploy_token}, {"place_resource", e_place_resource},
    {"pair", e_pair},
    {"shield_to_hand", e_shield_to_hand}, {"modify", e_modify}, {"grant", e_grant},
    {"forbid", e_forbid}, {"grant_rule", e_grant_rule},
    {"allow_attack_on_deploy_turn", e_allow_attack_on_deploy_turn},
    {"grant_player_rule", e_grant_player_rule},
    {"players", e_players}, {"team", e_team}, {"first_player", e_first_player},
    {"round", e_round}, {"set_direction", e_set_direction}, {"end_game", e_end_game}, {"run_main", e_run_main},
    {NULL, NULL},
};

/* The effect context `e` is a light userdata whose value is a number drawn for
 * the call (so a kept `e` never matches a later call's), and every light
 * userdata of the VM has the context's metatable: making an `e` allocates
 * nothing.  (The engine's own stop values are light userdata too; scripts
 * never get to keep one: script.c rethrows them.) */
void api_open(lua_State *L)
{
    api_filter_open(L, VM(L));
    luaL_newmetatable(L, CTX_MT);
    luaL_newlib(L, methods);
    lua_createtable(L, 0, 2); /* the methods' metatable: the fields */
    lua_pushcfunction(L, ctx_field);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_setfield(L, -2, "__index"); /* a method is one table lookup away */
    lua_pushcfunction(L, ctx_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pushlightuserdata(L, NULL);
    lua_insert(L, -2);
    lua_setmetatable(L, -2); /* for every light userdata */
    lua_pop(L, 1);
}

void api_push_ctx(lua_State *L)
{
    struct script_vm *vm = VM(L);
    lua_pushlightuserdata(L, (void *)(uintptr_t)++vm->ctx_seq);
}
