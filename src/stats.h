/*
 * stats.h -- a card's current values: AP, HP, keywords and their amounts, link
 * state, with pilots and lasting modifiers applied.  Values are never stored:
 * they are computed from the printed card, its Pilot and the modifiers in force
 * whenever the rules need them (1-3-6: never below zero).
 */
#ifndef GCG_STATS_H
#define GCG_STATS_H

#include "game.h"

int card_ap(const gcg_game *g, int cid);
int card_hp(const gcg_game *g, int cid);
/* HP from the card, its Pilot and modifiers, without constant effects. */
int card_hp_floor(const gcg_game *g, int cid);
unsigned card_keywords(const gcg_game *g, int cid);
/* Does card cid have keyword kw (a GCG_KW_* bit) now? */
int card_has_keyword(const gcg_game *g, int cid, unsigned kw);
/* Total <Repair>, <Breach> or <Support> amount (copies add up: 13-1-1-2 ...). */
int card_kw_amount(const gcg_game *g, int cid, unsigned kw);
/* Could card cid have <Repair>, <Breach> or <Support> (kw), as far as the facts
 * tell: printed on it or on its paired Pilot (3-3-9-2), given by some constant of the
 * game, or such a modifier on it (live or not)?  Most Units have none: card_kw_amount
 * (its constants, every modifier) is asked only then. */
static inline int card_kw_possible(const gcg_game *g, int cid, unsigned kw)
{
    const gstate *s = &g->s;
    const card_facts *f = facts_of(g, cid);
    int pair = s->cards[cid].pair, kind;
    const card_facts *pf = pair != NONE16 ? facts_of(g, pair) : NULL;
    int printed;
    if (kw == GCG_KW_REPAIR)
        printed = f->repair || (pf && pf->repair), kind = M_REPAIR;
    else if (kw == GCG_KW_BREACH)
        printed = f->breach || (pf && pf->breach), kind = M_BREACH;
    else
        printed = f->support || (pf && pf->support), kind = M_SUPPORT;
    if (printed || (g->listen.const_keywords & kw))
        return 1;
    for (int i = 0; i < s->nmods; i++)
        if (s->mods[i].card == cid && s->mods[i].kind == kind)
            return 1;
    return 0;
}
/* A Unit in the battle area (not a Pilot under one). */
int card_is_unit_in_play(const gcg_game *g, int cid);
int card_is_linked(const gcg_game *g, int cid);
/* The Lv of a card for effects (2-9-3: tokens 0). */
int card_level(const gcg_game *g, int cid);
/* Has card cid the trait (printed, or given: "gain (Neo Zeon)")?  Is text in its name
 * (2-2-3; or in its second name: "also treated as [...]")?  Does Pilot `pilot` meet
 * Unit `unit`'s link condition (3-2-6), by either name? */
int card_has_trait(const gcg_game *g, int cid, const char *trait);
int card_name_has(const gcg_game *g, int cid, const char *text);
int card_link_ok(const gcg_game *g, int unit, int pilot);
/* card_has_trait given also the card database's string for the trait
 * (carddb_trait_named: matched by address; NULL: none of its cards had it, the
 * text is compared). */
int card_has_trait_named(const gcg_game *g, int cid, const char *named, const char *trait);
/* The cost to play card cid now (2-10-1), with effects that change it. */
int card_cost(const gcg_game *g, int cid);
/* The rules constant effects give card cid: R_* bits (script.h). */
unsigned card_rules(const gcg_game *g, int cid);
/* "Deployed rested" (a constant's deploys_rested, asked as card cid arrives), "can't be
 * paired with a Pilot". */
int card_deploys_rested(const gcg_game *g, int cid);
int card_pair_forbidden(const gcg_game *g, int unit);
/* A constant effect's or modifier's "can't": CANT_* bits (script.h). */
unsigned card_cants(const gcg_game *g, int cid);

void mod_add(gcg_game *g, int kind, int until, int cid, int amount, int source);
/* End modifiers lasting until `until` (U_BATTLE at battle end, U_TURN at cleanup)
 * and drop those whose card has moved. */
void mods_expire(gcg_game *g, int until);
/* The facets (facet.h) a lasting modifier of this kind (enum mod_kind) changes
 * when it comes or goes: every modifier's, and its own kind's part. */
static inline facets mod_facets(int kind)
{
    switch (kind) {
    case M_AP: return F_MODS | F_AP_MODS;
    case M_HP: return F_MODS | F_HP_MODS;
    case M_KEYWORD: case M_REPAIR: case M_BREACH: case M_SUPPORT: return F_MODS | F_KW_MODS;
    default: return F_MODS;
    }
}
/* May Unit cid not attack player q (-1: every player) for a while
 * (M_CANT_ATTACK_PLAYER: e:forbid(c, "attack player" [, until, player]))? */
int player_forbidden(const gcg_game *g, int cid, int q);
/* A modifier forbids: M_CANT_ATTACK, M_CANT_BLOCK. */
int card_has_mod(const gcg_game *g, int cid, int kind);

#endif
