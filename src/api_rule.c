/*
 * api_rule.c -- the script API's lasting changes: "It gets AP+2 during this
 * turn" (e:modify), "gains <Blocker>" (e:grant), "can't attack" (e:forbid), a
 * rule of the card's own given to a card or a player's shield area for a while
 * (e:grant_rule, e:grant_player_rule), and "may attack on the turn it is
 * deployed" (e:allow_attack_on_deploy_turn).
 *
 * Each becomes a modifier of the state (mod, state.h) that lasts until the end
 * of the battle, of the turn, or until the card leaves (mods_expire, stats.c).
 */
#include <lauxlib.h>
#include <string.h>
#include "api.h"
#include "narrate.h"
#include "rules.h"
#include "stats.h"

/* e:modify(card, {ap = 2, hp = 1}, [until]) -- "gets AP+2 during this turn" */
static int e_modify(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    static const char *const fields[] = {"ap", "hp", NULL};
    luaL_checktype(L, 3, LUA_TTABLE);
    api_opts(L, 3, fields);
    int until = api_until_arg(L, 4);
    if (cid < 0 || !api_in_play(g, cid))
        return 0;
    int ap = 0, hp = 0; /* (each read once) */
    int has_ap = api_opt_int(L, 3, "ap", &ap);
    if (has_ap && (ap < -99 || ap > 99))
        return luaL_error(L, "e:modify: ap = %d is out of range (-99 to 99)", ap);
    int has_hp = api_opt_int(L, 3, "hp", &hp);
    if (has_hp && (hp < -99 || hp > 99))
        return luaL_error(L, "e:modify: hp = %d is out of range (-99 to 99)", hp);
    if (has_ap && ap)
        mod_add(g, M_AP, until, cid, ap, api_vm(L)->source);
    if (has_hp && hp)
        mod_add(g, M_HP, until, cid, hp, api_vm(L)->source);
    return api_done(L, g, 0);
}

/* e:grant(card, keyword [, amount] [, until]) -- "gains <Blocker> during this turn" */
static int e_grant(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    unsigned b = gcg_keyword_bit(luaL_checkstring(L, 3));
    luaL_argcheck(L, b != 0, 3, "unknown keyword");
    int amount = 0, ui = 4;
    if (lua_type(L, 4) == LUA_TNUMBER) {
        amount = api_int_arg(L, 4, 0, 99, 0);
        ui = 5;
    }
    if ((b == GCG_KW_REPAIR || b == GCG_KW_BREACH || b == GCG_KW_SUPPORT) && amount < 1)
        return luaL_error(L, "e:grant: %s needs its amount, as in e:grant(c, \"%s\", 2)",
                          lua_tostring(L, 3), lua_tostring(L, 3));
    int until = api_until_arg(L, ui);
    if (cid < 0 || !api_in_play(g, cid))
        return 0;
    int kind = api_keyword_mod(b);
    mod_add(g, kind, until, cid, kind == M_KEYWORD ? (int)b : amount, api_vm(L)->source);
    return api_done(L, g, 0);
}

/* e:forbid(card, what [, until [, player]]) -- "It can't attack during this turn":
 * what is "attack", "block", "attack player" ("can't choose the enemy player as its
 * attack target"; with a player, that player's team only) or "be set active" */
static int e_forbid(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    const char *what = luaL_checkstring(L, 3);
    int kind = !strcmp(what, "attack") ? M_CANT_ATTACK : !strcmp(what, "block") ? M_CANT_BLOCK
               : !strcmp(what, "attack player") ? M_CANT_ATTACK_PLAYER
               : !strcmp(what, "be set active") ? M_CANT_SET_ACTIVE : -1;
    luaL_argcheck(L, kind >= 0, 3, "\"attack\", \"block\", \"attack player\" or \"be set active\"");
    int until = api_until_arg(L, 4);
    int amount = 1;
    if (kind == M_CANT_ATTACK_PLAYER && !lua_isnoneornil(L, 5))
        amount = api_player_arg(L, g, 5, 0) + 1; /* that player's team */
    else if (kind == M_CANT_ATTACK_PLAYER)
        amount = 0; /* every player */
    if (cid >= 0 && api_in_play(g, cid))
        mod_add(g, kind, until, cid, amount, api_vm(L)->source);
    return api_done(L, g, 0);
}

/* e:allow_attack_on_deploy_turn(card) -- "It may attack on the turn it is deployed":
 * a Unit deployed this turn may attack as if it had been in play since the turn
 * began (the exception to 3-2-4). */
static int e_allow_attack_on_deploy_turn(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    if (cid >= 0 && card_is_unit_in_play(g, cid) && g->s.cards[cid].fresh_turn == g->s.turn) {
        g->s.cards[cid].fresh_turn = 0; /* 0: no turn (turns count from 1) */
        game_touch(g);
    }
    return api_done(L, g, 0);
}

/* Argument i: the number of one of this card's constant effects (the rule an
 * e:grant_rule gives), or of its triggered effects with condition = false (a
 * delayed trigger: "during this turn, when ..."). */
static int rule_arg(lua_State *L, gcg_game *g, int i, const char *method)
{
    api_card_only(L, method);
    int def = g->s.cards[api_vm(L)->source].def;
    const script_info *info = script_info_of(g->eng, def);
    int idx = api_int_arg(L, i, 1, 255, 0);
    if (idx > info->neff ||
        (info->eff[idx - 1].kind != EK_CONSTANT && !(info->eff[idx - 1].flags & EM_GRANTED)))
        luaL_error(L, "e:%s: effect %d of %s's script is neither a constant effect nor a "
                      "triggered effect with condition = false (a rule or a trigger to give is "
                      "a card:constant{ condition = false, ... } or card:on(..., { condition = "
                      "false }) of the card's own)",
                   method, idx, def_of(g, api_vm(L)->source)->number);
    return idx;
}

/* e:grant_rule(card, rule_index, [until]): the card gets a rule the source card's
 * script defines as a constant effect (e.g. "may choose an active enemy Unit as its
 * attack target"), for a while.  Narrated with the rule's text. */
static int e_grant_rule(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    int idx = rule_arg(L, g, 3, "grant_rule");
    int until = api_until_arg(L, 4);
    if (cid >= 0 && api_in_play(g, cid))
        mod_add(g, M_RULE, until, cid, idx, api_vm(L)->source);
    return api_done(L, g, 0);
}

/* e:grant_player_rule(player, rule_index, [until]): the rule applies to that
 * player's shield area (e.g. "your shield area cards can't receive damage"). */
static int e_grant_player_rule(lua_State *L)
{
    gcg_game *g = api_act(L);
    int p = api_live_player_arg(L, g, 2, api_vm(L)->controller);
    int idx = rule_arg(L, g, 3, "grant_player_rule");
    int until = api_until_arg(L, 4);
    gstate *s = &g->s;
    if (p < 0)
        return api_done(L, g, 0); /* they have left the game (12-2-5) */
    if (s->nmods >= MAX_MODS)
        mods_expire(g, -1);
    if (s->nmods < MAX_MODS) {
        mod *m = &s->mods[s->nmods++];
        int src = api_vm(L)->source;
        *m = (mod){M_RULE, (uint8_t)until, NONE16, (uint16_t)p, (int16_t)idx, (uint16_t)src, 0};
        facets_changed(g, F_MODS);
        ev_emit(g, EV_MODIFIED, p, -1, M_RULE, g->s.cards[src].def << 8 | idx);
    }
    return api_done(L, g, 0);
}

const luaL_Reg api_rule_methods[] = {
    {"modify", e_modify}, {"grant", e_grant}, {"forbid", e_forbid},
    {"grant_rule", e_grant_rule}, {"grant_player_rule", e_grant_player_rule},
    {"allow_attack_on_deploy_turn", e_allow_attack_on_deploy_turn},
    {NULL, NULL},
};
