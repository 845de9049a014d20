/*
 * api_action.c -- the script API's actions: e:draw, e:discard, e:discard_card,
 * e:rest, e:set_active, e:damage, e:damage_all, e:recover, e:destroy, e:to_hand,
 * e:to_trash, e:to_deck, e:to_deck_randomly, e:remove, e:to_shields, e:shuffle, e:look, e:reveal,
 * e:deploy, e:deploy_token, e:pair, e:place_resource, e:shield_to_hand,
 * e:run_main.
 *
 * An action is allowed only while an effect resolves (api_act): a dry run ends
 * at the first one ("playable"), a legality check refuses it.  After each,
 * rules management runs at once (11-1-2).
 */
#include <lauxlib.h>
#include <string.h>
#include "api.h"
#include "carddb.h"
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "rng.h"
#include "rules.h"
#include "run.h"
#include "stats.h"
#include "zone.h"

static int e_draw(lua_State *L)
{
    gcg_game *g = api_act(L);
    int n = api_int_arg(L, 2, 0, MAX_CARDS, 1);
    int p = api_live_player_arg(L, g, 3, api_vm(L)->controller);
    for (int i = 0; i < n && p >= 0; i++)
        if (act_draw(g, p) < 0)
            break;
    return api_done(L, g, 0);
}

#define CARD_ACTION(fname, body)                                                            \
    static int fname(lua_State *L)                                                          \
    {                                                                                       \
        gcg_game *g = api_act(L);                                                               \
        int cid = api_card_arg(L, g, 2);                                                        \
        if (cid < 0)                                                                        \
            return 0; /* the card has moved: it is out of the effect's reach */             \
        body;                                                                               \
        return api_done(L, g, 0);                                                               \
    }

/* e:rest(card) -> true if it was rested now (or a card instead of it, 10-1-9: api_ask.c) */
static int e_rest(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    lua_pushboolean(L, cid >= 0 && api_in_play(g, cid) && api_rest(L, g, cid));
    return api_done(L, g, 1);
}
CARD_ACTION(e_set_active, if (api_in_play(g, cid)) act_ready(g, cid))
CARD_ACTION(e_damage, {
    int n = api_int_arg(L, 3, 0, 999, 0);
    if (g->s.cards[cid].loc == GCG_LOC_BATTLE || g->s.cards[cid].loc == GCG_LOC_BASE)
        act_damage(g, cid, n, 0, api_vm(L)->source);
})
/* e:damage_all(cards, n): deal n damage to each card at once ("deal 1 damage to
 * all enemy Units ..."); rules management once, after all of it (11-1-2). */
static int e_damage_all(lua_State *L)
{
    gcg_game *g = api_act(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    int n = api_int_arg(L, 3, 0, 999, 0);
    lua_Integer k = luaL_len(L, 2);
    lua_settop(L, 3);
    for (lua_Integer i = 1; i <= k; i++) {
        lua_geti(L, 2, i);
        int cid = api_card_arg(L, g, 4);
        lua_pop(L, 1);
        if (cid >= 0 &&
            (g->s.cards[cid].loc == GCG_LOC_BATTLE || g->s.cards[cid].loc == GCG_LOC_BASE))
            act_damage(g, cid, n, 0, api_vm(L)->source);
    }
    return api_done(L, g, 0);
}
CARD_ACTION(e_recover, {
    if (card_is_unit_in_play(g, cid) || g->s.cards[cid].loc == GCG_LOC_BASE)
        act_recover(g, cid, api_int_arg(L, 3, 0, 999, 0));
})
/* e:destroy(c): a Unit or a Base in play, or a Pilot paired with a Unit ("Choose 1
 * Pilot paired with an enemy Unit ... Destroy it", GD03-110): the Pilot alone goes to
 * the trash (4-9-1) and its Unit stays, no longer paired or linked (act_move). */
static int destroyable(gcg_game *g, int cid)
{
    const card *c = &g->s.cards[cid];
    return card_is_unit_in_play(g, cid) || c->loc == GCG_LOC_BASE ||
           (c->loc == GCG_LOC_BATTLE && c->pair != NONE16 && card_is_unit_in_play(g, c->pair));
}
CARD_ACTION(e_destroy, {
    if (destroyable(g, cid))
        act_destroy(g, cid);
})
/* A card moved by an effect is a new card (4-1-5): these return its new handle
 * (nil if it did not go there: a token leaving the battle area is gone), so that
 * "if you discard a (Special Move) Command card, you may activate its 【Main】" can
 * go on with it. */
#define MOVE_ACTION(fname, dest, body)                                                      \
    static int fname(lua_State *L)                                                          \
    {                                                                                       \
        gcg_game *g = api_act(L);                                                           \
        int cid = api_card_arg(L, g, 2);                                                    \
        if (cid < 0)                                                                        \
            return 0; /* the card has moved: it is out of the effect's reach */             \
        body;                                                                               \
        if (g->s.cards[cid].loc == (dest))                                                  \
            lua_pushinteger(L, card_handle(g, cid));                                        \
        else                                                                                \
            lua_pushnil(L);                                                                 \
        return api_done(L, g, 1);                                                           \
    }
MOVE_ACTION(e_to_hand, GCG_LOC_HAND, act_move(g, cid, GCG_LOC_HAND, AT_TOP))
MOVE_ACTION(e_to_trash, GCG_LOC_TRASH, act_move(g, cid, GCG_LOC_TRASH, AT_TOP))
MOVE_ACTION(e_remove, GCG_LOC_REMOVAL, act_move(g, cid, GCG_LOC_REMOVAL, AT_TOP))
MOVE_ACTION(e_to_deck, GCG_LOC_DECK, {
    const char *w = luaL_optstring(L, 3, "top");
    luaL_argcheck(L, !strcmp(w, "top") || !strcmp(w, "bottom"), 3, "\"top\" or \"bottom\"");
    act_move(g, cid, GCG_LOC_DECK, strcmp(w, "bottom") ? AT_TOP : AT_BOTTOM);
})
MOVE_ACTION(e_to_shields, GCG_LOC_SHIELD, act_move(g, cid, GCG_LOC_SHIELD, AT_TOP))

/* e:to_deck_randomly(cards [, "top" | "bottom"]): "return the remaining cards randomly
 * to the bottom of your deck" -- the cards in a random order (5-13-1), then each to the
 * deck's bottom (or top), as e:to_deck would.  The order is drawn from the game's
 * generator as a script's own shuffle would draw it (for i = #cards down to 2, swap
 * card i with card math.random(i)); a card that has moved is left where it is. */
#define RANDOMLY_MAX 64
static int e_to_deck_randomly(lua_State *L)
{
    api_ctx_game(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    const char *w = luaL_optstring(L, 3, "bottom");
    luaL_argcheck(L, !strcmp(w, "top") || !strcmp(w, "bottom"), 3, "\"top\" or \"bottom\"");
    lua_Integer n = luaL_len(L, 2);
    luaL_argcheck(L, n >= 0 && n <= RANDOMLY_MAX, 2, "a list of at most 64 cards");
    if (n == 0)
        return 0;
    gcg_game *g = api_act(L);
    lua_Integer h[RANDOMLY_MAX];
    for (lua_Integer i = 0; i < n; i++) {
        int isnum;
        lua_geti(L, 2, i + 1);
        h[i] = lua_tointegerx(L, -1, &isnum);
        lua_pop(L, 1);
        if (!isnum || (h[i] & 0xFFFF) >= g->s.ncards)
            luaL_error(L, "e:to_deck_randomly: item %d of the list is not a card", (int)i + 1);
    }
    for (lua_Integer i = n; i >= 2; i--) {
        lua_Integer j = 1 + (lua_Integer)rng_below(&g->s.rng, (uint32_t)i);
        lua_Integer t = h[i - 1];
        h[i - 1] = h[j - 1];
        h[j - 1] = t;
    }
    lua_settop(L, 3);
    for (lua_Integer i = 0; i < n; i++) {
        lua_pushinteger(L, h[i]);
        int cid = api_card_arg(L, g, 4);
        lua_pop(L, 1);
        if (cid >= 0) {
            act_move(g, cid, GCG_LOC_DECK, strcmp(w, "bottom") ? AT_TOP : AT_BOTTOM);
            rules_check(g); /* (after each, as e:to_deck: 11-1-2) */
        }
    }
    return 0;
}
MOVE_ACTION(e_discard_card, GCG_LOC_TRASH, {
    if (g->s.cards[cid].loc != GCG_LOC_HAND)
        return 0; /* (only a card in the hand is discarded) */
    ev_emit(g, EV_DISCARD, g->s.cards[cid].owner, cid, 0, 0);
    act_move(g, cid, GCG_LOC_TRASH, AT_TOP);
})

/* e:look(cards [, player]): the controller (or that player: "all players each look
 * at the top card of their deck") looks at these cards of their own (the top of the
 * deck, a Shield): they see them until the cards move (10-3-5). */
static int e_look(lua_State *L)
{
    gcg_game *g = api_act(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    int me = api_player_arg(L, g, 3, api_vm(L)->controller);
    lua_Integer n = luaL_len(L, 2);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 2, i);
        int cid = api_card_arg(L, g, lua_gettop(L));
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
    gcg_game *g = api_act(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer n = luaL_len(L, 2);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 2, i);
        int cid = api_card_arg(L, g, lua_gettop(L));
        lua_pop(L, 1);
        if (cid >= 0)
            ev_emit(g, EV_REVEAL, g->s.cards[cid].owner, cid, 0, 0);
    }
    return 0;
}

static int e_shuffle(lua_State *L)
{
    gcg_game *g = api_act(L);
    int p = api_live_player_arg(L, g, 2, api_vm(L)->controller);
    if (p >= 0)
        act_shuffle(g, p);
    return api_done(L, g, 0);
}

/* Deploy cards cids[0..n) (Units or Bases of one owner, from anywhere) at once,
 * paying nothing.  Over the limit -- a team's, in team battle (12-3-14) -- the
 * player first chooses as many cards already there (of the team's) to trash,
 * which are not destroyed (11-4-2, 11-4-2-2, 11-5-2, 12-3-14-1).  With form >= 0
 * the one card (n = 1) is deployed as that Unit form (e:deploy's as_unit): it
 * becomes the Unit only as it moves, after those choices (a question asked
 * before that finds the game as the effect began, script_run.c).  Returns the
 * first card deployed, or -1. */
static int deploy_cards(lua_State *L, gcg_game *g, const int *cids, int n, int rested, int form)
{
    const gcg_card_def *d = form >= 0 ? engine_def(g->eng, form) : def_of(g, cids[0]);
    int unit = d->type == GCG_UNIT || d->type == GCG_UNIT_TOKEN;
    int loc = unit ? GCG_LOC_BATTLE : GCG_LOC_BASE;
    int p = g->s.cards[cids[0]].owner;
    int limit = mode_limit(&g->s, loc);
    if (n > limit)
        n = limit; /* (more at once than the area holds: the first ones) */
    uint16_t there[MAX_CARDS];
    int k = mode_limit_cards(&g->s, p, loc, there);
    int over = k + n - limit;
    if (over > 0) {
        lua_Integer cands[MAX_CARDS], old[MAX_CARDS];
        for (int i = 0; i < k; i++)
            cands[i] = card_handle(g, there[i]);
        const char *prompt = !unit ? "Choose the Base to trash"
                             : over == 1 ? "The battle area is full: choose a Unit to trash"
                                         : "The battle area is full: choose Units to trash";
        int got = api_choose_handles(L, g, p, prompt, cands, k, over, over, old);
        for (int i = 0; i < got; i++) {
            int oc = (int)(old[i] & 0xFFFF);
            ev_emit(g, EV_EXCESS, g->s.cards[oc].owner, oc, loc, 0);
            act_move(g, oc, GCG_LOC_TRASH, AT_TOP); /* its owner's trash (12-3-14-1) */
        }
    }
    int first = -1, from[6];
    for (int i = 0; i < n; i++) {
        from[i] = g->s.cards[cids[i]].loc; /* (told by the event: "deployed from your trash") */
        uint16_t printed = g->s.cards[cids[i]].def;
        if (form >= 0)
            g->s.cards[cids[i]].def = (uint16_t)form; /* a Unit from now on */
        if (act_move(g, cids[i], loc, AT_TOP) != 0) {
            g->s.cards[cids[i]].def = printed; /* (not deployed: its card again) */
            continue;
        }
        g->s.cards[cids[i]].fresh_turn = g->s.turn;
        if (rested || card_deploys_rested(g, cids[i]))
            card_rest_flag(&g->s, cids[i], 1);
        if (first < 0)
            first = cids[i];
    }
    for (int i = 0; i < n; i++)
        if (g->s.cards[cids[i]].loc == loc)
            ev_emit(g, EV_DEPLOY, p, cids[i], from[i], 0);
    return first;
}

static int deploy_card(lua_State *L, gcg_game *g, int cid, int rested, int form)
{
    return deploy_cards(L, g, &cid, 1, rested, form);
}

static int rested_opt(lua_State *L, int i)
{
    return lua_istable(L, i) && api_opt_bool(L, i, "rested") == 1;
}

static const char *const deploy_opts[] = {"rested", "as_unit", NULL};
static const char *const as_unit_opts[] = {"ap", "hp", NULL};
static const char *const token_opts[] = {"rested", "count", NULL};
static const char *const resource_opts[] = {"rested", "ex", "player", NULL};

/* { as_unit = { ap = A, hp = H } } of e:deploy's options: the definition index of
 * the card's Unit form (engine_unit_form), -1 without as_unit, or a clear error. */
static int as_unit_form(lua_State *L, gcg_game *g, int cid)
{
    if (!lua_istable(L, 3) || lua_getfield(L, 3, "as_unit") == LUA_TNIL) {
        if (lua_istable(L, 3))
            lua_pop(L, 1);
        return -1;
    }
    int fi = lua_gettop(L), ap = -1, hp = -1;
    const gcg_card_def *d = def_of(g, cid);
    if (!lua_istable(L, fi))
        return luaL_error(L, "e:deploy: as_unit must be a table like { ap = 3, hp = 3 }, not %s",
                          luaL_typename(L, fi));
    api_opts(L, fi, as_unit_opts);
    if (!api_opt_int(L, fi, "ap", &ap) || !api_opt_int(L, fi, "hp", &hp) || ap < 0 || ap > 99 ||
        hp < 1 || hp > 99)
        return luaL_error(L, "e:deploy: as_unit needs ap (0 to 99) and hp (1 to 99), as in "
                             "{ ap = 3, hp = 3 }");
    lua_pop(L, 1);
    if (d->type != GCG_PILOT && d->type != GCG_COMMAND)
        return luaL_error(L, "e:deploy: as_unit deploys a Pilot or Command card as a Unit; "
                             "%s is a %s", d->number, gcg_card_type_name(d->type));
    int form = engine_unit_form(g->eng, g->s.cards[cid].def, ap, hp);
    if (form < 0)
        return luaL_error(L, "e:deploy: %s is already deployed as a Unit with another AP or HP "
                             "elsewhere (a card has one Unit form)", d->number);
    return form;
}

/* e:deploy(card [, {rested=true, as_unit={ap=A, hp=H}}]) -> the deployed handle or nil.
 * as_unit deploys a Pilot or Command card as a Unit of that AP and HP with no
 * text, keeping its name, colour, Lv, cost and traits: the card is that Unit
 * while in the battle area and its printed card again wherever it goes next
 * (act_move; docs/scripting.md, "Deploying a card as a Unit"). */
static int e_deploy(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    api_opts(L, 3, deploy_opts);
    int form = cid < 0 ? -1 : as_unit_form(L, g, cid);
    if (cid < 0)
        return 0;
    if (form >= 0 && g->s.cards[cid].loc == GCG_LOC_BATTLE)
        return 0; /* (a paired Pilot: it is already in the battle area) */
    gcg_card_type t = def_of(g, cid)->type;
    if (form < 0 && t != GCG_UNIT && t != GCG_UNIT_TOKEN && t != GCG_BASE && t != GCG_EX_BASE)
        return luaL_error(L, "e:deploy: %s is not a Unit or a Base", def_of(g, cid)->number);
    if (form >= 0)
        script_note_card(g, form); /* (what a Unit of the game listens for: nothing, no text) */
    int r = deploy_card(L, g, cid, rested_opt(L, 3), form);
    api_push_card(L, g, r);
    return api_done(L, g, 1);
}

/* e:pair(pilot, unit) -> true if paired: a Pilot card (or 【Pilot】 Command) from
 * anywhere but the battle area is placed beneath a Unit in play that has no Pilot
 * (3-3-1, 3-3-4); 【When Paired】 and, if it meets the link condition, Link follow
 * (13-2-9, 3-2-6-2). */
static int e_pair(lua_State *L)
{
    gcg_game *g = api_act(L);
    int pilot = api_card_arg(L, g, 2);
    int unit = api_card_arg(L, g, 3);
    gstate *s = &g->s;
    if (pilot < 0 || unit < 0 || !card_is_unit_in_play(g, unit) || s->cards[unit].pair != NONE16 ||
        s->cards[pilot].loc == GCG_LOC_BATTLE || !carddb_can_pilot(def_of(g, pilot)) ||
        card_pair_forbidden(g, unit)) {
        lua_pushboolean(L, 0);
        return 1;
    }
    int p = s->cards[unit].owner;
    zone_attach(s, pilot, unit);
    if (def_of(g, pilot)->type == GCG_COMMAND)
        s->cards[pilot].flags |= CF_AS_PILOT;
    ev_emit(g, EV_PAIR, p, pilot, unit, 0);
    if (card_link_ok(g, unit, pilot)) {
        s->cards[unit].flags |= CF_LINKED;
        ev_emit(g, EV_LINK, p, unit, pilot, 0);
    }
    lua_pushboolean(L, 1);
    return api_done(L, g, 1);
}

/* One token card number for e:deploy_token: its card definition, or a clear error. */
static int token_def(lua_State *L, gcg_game *g, const char *number)
{
    int def = gcg_carddb_find(g->db, number);
    if (def < 0)
        return luaL_error(L, "deploy_token: unknown card %s", number);
    gcg_card_type t = gcg_carddb_at(g->db, def)->type;
    if (t != GCG_UNIT_TOKEN && t != GCG_EX_BASE)
        return luaL_error(L, "deploy_token: %s is not a token", number);
    return def;
}

/* e:deploy_token(number | {number, ...} [, {rested=true, count=n}]) -> each token's
 * handle.  A list deploys different tokens at once ("Deploy 1 rested [A] Unit token and
 * 1 rested [B] Unit token", 11-4-2-2): all of them Units, or all Bases. */
static int e_deploy_token(lua_State *L)
{
    gcg_game *g = api_act(L);
    int defs[6], count = 1; /* { count = 2 }: "Deploy 2 ... tokens", all at once (11-4-2-2) */
    if (api_opts(L, 3, token_opts))
        api_opt_int(L, 3, "count", &count);
    if (count < 1 || count > 6)
        return luaL_error(L, "deploy_token: count must be 1 to 6");
    if (lua_istable(L, 2)) {
        lua_Integer n = luaL_len(L, 2);
        if (n < 1 || n > 6 || count != 1)
            return luaL_error(L, "deploy_token: a list of 1 to 6 token numbers, without count");
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, 2, i);
            if (lua_type(L, -1) != LUA_TSTRING)
                return luaL_error(L, "deploy_token: token %d of the list is not a card number",
                                  (int)i);
            defs[i - 1] = token_def(L, g, lua_tostring(L, -1));
            lua_pop(L, 1);
            if ((gcg_carddb_at(g->db, defs[i - 1])->type == GCG_EX_BASE) !=
                (gcg_carddb_at(g->db, defs[0])->type == GCG_EX_BASE))
                return luaL_error(L, "deploy_token: a list mixes Unit and Base tokens");
        }
        count = (int)n;
    } else {
        int def = token_def(L, g, luaL_checkstring(L, 2));
        for (int i = 0; i < count; i++)
            defs[i] = def;
    }
    int cids[6];
    for (int i = 0; i < count; i++) {
        cids[i] = card_new(g, defs[i], api_vm(L)->controller, CF_TOKEN);
        if (cids[i] < 0)
            return luaL_error(L, "deploy_token: too many cards in this game");
    }
    deploy_cards(L, g, cids, count, rested_opt(L, 3), -1);
    for (int i = 0; i < count; i++) /* the deployed tokens (nil for one that is not) */
        api_push_card(L, g, g->s.cards[cids[i]].loc == GCG_LOC_BATTLE ||
                                g->s.cards[cids[i]].loc == GCG_LOC_BASE
                            ? cids[i]
                            : -1);
    return api_done(L, g, count);
}

/* An effect's declared action (effmeta.act: draw = N, deploy_token = "T-...",
 * shield_to_hand = true) for player p, done as its function's e:draw(N),
 * e:deploy_token(number), e:shield_to_hand() would do it, but without Lua.  0 when
 * it must ask (a full battle area: which Unit to trash) or cannot be done here:
 * the caller then calls the function, which does it. */
int api_declared_action(gcg_game *g, int p, const effmeta *m)
{
    if (!mode_alive(&g->s, p))
        return 0;
    switch (m->act) {
    case ACT_DRAW:
        for (int i = 0; i < m->act_n; i++)
            if (act_draw(g, p) < 0)
                break;
        break;
    case ACT_SHIELD_TO_HAND: {
        int cid = zone_top(&g->s, p, GCG_LOC_SHIELD);
        if (cid < 0)
            return 1; /* (no Shield: nothing done, as e:shield_to_hand) */
        act_move(g, cid, GCG_LOC_HAND, AT_TOP);
        break;
    }
    case ACT_TOKEN: {
        const gcg_card_def *d = m->act_def >= 0 ? gcg_carddb_at(g->db, m->act_def) : NULL;
        if (!d || d->type != GCG_UNIT_TOKEN)
            return 0;
        uint16_t there[MAX_CARDS];
        if (mode_limit_cards(&g->s, p, GCG_LOC_BATTLE, there) + 1 >
            mode_limit(&g->s, GCG_LOC_BATTLE))
            return 0; /* a Unit to trash first: the question, in Lua */
        int cid = card_new(g, m->act_def, p, CF_TOKEN);
        if (cid < 0)
            return 0;
        deploy_cards(NULL, g, &cid, 1, m->act_rested, -1); /* (asks nothing: no lua_State) */
        break;
    }
    case ACT_THIS_TO_HAND: { /* (as e:to_hand(e.card)) */
        int cid = vm_of(g)->source;
        if (g->s.over || cid < 0)
            return 1; /* (a script's call would stop there: 1-2-4) */
        act_move(g, cid, GCG_LOC_HAND, AT_TOP);
        break;
    }
    case ACT_DECK_TO_TRASH: /* (rules management after each card: api_look.c) */
        return api_deck_to_trash(g, p, m->act_n);
    default:
        return 0;
    }
    rules_check(g);
    return 1;
}

/* hand_it / exile_it on card cid (its handle still reaches it): as e:to_hand and e:remove
 * move it, rules management after each. */
static void move_it(gcg_game *g, const effmeta *m, int cid)
{
    act_move(g, cid, m->it_act == IT_HAND ? GCG_LOC_HAND : GCG_LOC_REMOVAL, AT_TOP);
    api_done(NULL, g, 0);
}

/* A declared target's rest_it / damage_it / gets / gains / discard_it / hand_it /
 * exile_it (effmeta.it_act) on the n chosen handles h, done as its function
 * (script_load.c: it_fn) would do it -- e:rest, e:discard_card, e:to_hand, e:remove,
 * e:modify (gets) or e:grant (gains) of each in turn, rules management after each (with
 * no declared target, gets and gains are this Unit's); e:damage_all of them all, rules
 * management once -- but without Lua.  0 when it must ask (a "rest this Unit instead"
 * somewhere in the game, 10-1-9): the caller then calls the function, which does it. */
int api_target_action(gcg_game *g, const effmeta *m, const lua_Integer *h, int n)
{
    if (m->it_act == IT_REST && (g->listen.eflags & EM_REST_INSTEAD))
        return 0;
    struct script_vm *vm = vm_of(g);
    vm->reads |= F_PLAYERS; /* (as the function's call reads it) */
    lua_Integer self;
    if (m->it_act == IT_MOD && !m->target) { /* "This Unit gets AP+N" (e.unit) */
        int unit = api_this_unit(g);
        if (unit < 0)
            return 1;
        self = card_handle(g, unit);
        h = &self, n = 1;
    }
    for (int i = 0; i < n; i++) {
        int cid = handle_card(g, h[i]), here = cid >= 0;
        if (m->it_act == IT_REST) {
            if (here && api_in_play(g, cid) && !(g->s.cards[cid].flags & CF_RESTED))
                act_rest(g, cid);
            api_done(NULL, g, 0); /* (as e:rest: rules management after each) */
        } else if (m->it_act == IT_DISCARD) { /* (as e:discard_card) */
            if (g->s.over || !mode_alive(&g->s, vm->controller))
                break; /* 12-2-5, 1-2-4 */
            if (here && g->s.cards[cid].loc == GCG_LOC_HAND) {
                ev_emit(g, EV_DISCARD, g->s.cards[cid].owner, cid, 0, 0);
                act_move(g, cid, GCG_LOC_TRASH, AT_TOP);
                api_done(NULL, g, 0);
            }
        } else if (m->it_act == IT_MOD) {
            if (here && api_in_play(g, cid)) { /* (as e:modify, e:grant) */
                mod_add(g, m->it_mod, m->it_until, cid, m->it_amount, vm->source);
                api_done(NULL, g, 0);
            }
        } else if (m->it_act == IT_HAND || m->it_act == IT_EXILE) {
            if (here) /* (as e:to_hand, e:remove: a card that has moved is out of reach) */
                move_it(g, m, cid);
        } else if (here && (g->s.cards[cid].loc == GCG_LOC_BATTLE ||
                            g->s.cards[cid].loc == GCG_LOC_BASE)) {
            act_damage(g, cid, m->it_n, 0, vm->source);
        }
    }
    if (m->it_act == IT_DAMAGE)
        api_done(NULL, g, 0); /* (as e:damage_all: once, after all) */
    return 1;
}

/* e:place_resource([{rested=true, ex=true, player=p}]): a Resource from the resource deck
 * (or an EX Resource token) into the resource area of the player (you), within its
 * limits (4-4-2). */
static int e_place_resource(lua_State *L)
{
    gcg_game *g = api_act(L);
    int p = api_vm(L)->controller;
    api_opts(L, 2, resource_opts);
    if (lua_istable(L, 2)) { /* "All players place 1 EX Resource" */
        lua_getfield(L, 2, "player");
        p = api_live_player_arg(L, g, lua_gettop(L), p);
        lua_pop(L, 1);
    }
    int ex = lua_istable(L, 2) && api_opt_bool(L, 2, "ex") == 1;
    int rested = rested_opt(L, 2); /* (every option checked, whatever happens next) */
    gstate *s = &g->s;
    if (p < 0)
        return 0; /* they have left the game (12-2-5) */
    if (mode_limit_cards(s, p, GCG_LOC_RESOURCE, NULL) >= mode_limit(s, GCG_LOC_RESOURCE))
        return 0;
    int cid;
    if (ex) {
        const zone *z = zone_cget(s, p, GCG_LOC_RESOURCE);
        if (z->nex >= s->rules.ex_limit) /* (4-4-2) */
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
    if (rested)
        card_rest_flag(s, cid, 1);
    ev_emit(g, EV_RESOURCE, p, cid, 0, 0);
    return api_done(L, g, 0);
}

/* e:shield_to_hand([player]): the top Shield to its owner's hand -> its handle */
static int e_shield_to_hand(lua_State *L)
{
    gcg_game *g = api_act(L);
    int p = api_live_player_arg(L, g, 2, api_vm(L)->controller);
    int cid = p >= 0 ? zone_top(&g->s, p, GCG_LOC_SHIELD) : -1;
    if (cid < 0)
        return 0;
    act_move(g, cid, GCG_LOC_HAND, AT_TOP); /* 12-3-8: to its owner's hand */
    api_push_card(L, g, cid);
    return api_done(L, g, 1);
}

/* e:discard(n [, player]): the player chooses n cards of their hand to discard */
static int e_discard(lua_State *L)
{
    gcg_game *g = api_act(L);
    int n = api_int_arg(L, 2, 0, ZONE_CAP, 1);
    int p = api_live_player_arg(L, g, 3, api_vm(L)->controller);
    if (p < 0)
        return 0; /* they have left the game (12-2-5): nothing to discard */
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
    int k = api_choose_handles(L, g, p, prompt, hand, h->n, n, n, chosen);
    for (int i = 0; i < k; i++) {
        int cid = (int)(chosen[i] & 0xFFFF);
        ev_emit(g, EV_DISCARD, p, cid, 0, 0);
        act_move(g, cid, GCG_LOC_TRASH, AT_TOP);
    }
    return api_done(L, g, 0);
}

/* e:run_main([card]): resolve this card's (that card's) 【Main】 effect now ("Activate this
 * card's 【Main】", as a 【Burst】 does; api_run.c) -- the effect as the script registered
 * it when it loaded, whatever its tables say now. */
static int e_run_main(lua_State *L)
{
    return api_run_command(L, 0);
}

const luaL_Reg api_action_methods[] = {
    {"draw", e_draw}, {"discard", e_discard}, {"discard_card", e_discard_card},
    {"rest", e_rest}, {"set_active", e_set_active}, {"damage", e_damage},
    {"damage_all", e_damage_all}, {"recover", e_recover}, {"destroy", e_destroy},
    {"to_hand", e_to_hand}, {"to_trash", e_to_trash}, {"to_deck", e_to_deck},
    {"to_deck_randomly", e_to_deck_randomly},
    {"remove", e_remove}, {"to_shields", e_to_shields}, {"shuffle", e_shuffle},
    {"look", e_look}, {"reveal", e_reveal}, {"deploy", e_deploy},
    {"deploy_token", e_deploy_token}, {"place_resource", e_place_resource},
    {"pair", e_pair}, {"shield_to_hand", e_shield_to_hand}, {"run_main", e_run_main},
    {NULL, NULL},
};
