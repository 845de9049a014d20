/*
 * narrate.c -- recording events and telling them as text, each viewer seeing
 * only what they may know (a draw is "P2 draws a card" to everyone but P2).
 */
#include <stdio.h>
#include <string.h>
#include "label.h"
#include "narrate.h"
#include "stats.h"
#include "script.h"
#include "zone.h"
#include "trigger.h"
#include "util.h"

/* Constant effects apply from cards in the battle area and base section (their
 * Pilots with them); F_CONST changes when a card comes or goes whose constants
 * apply to other cards.  (A card's constants for itself come and go with it,
 * and a Pilot's for its Unit with the pairing: a cached answer knows both.) */
static int source_loc(int loc)
{
    return loc == GCG_LOC_BATTLE || loc == GCG_LOC_BASE;
}

/* What the event's card coming into play, leaving it or being paired changes
 * besides its place: F_CONST if its constants apply to other cards, F_ANSWERERS
 * if it has effects offered to every card in play (g->answerers, script_run.c). */
static facets source_facets(gcg_game *g, const event *ev)
{
    if (ev->def == NONE16)
        return 0;
    const card_facts *f = script_facts(g->eng, ev->def);
    return ((f->script & SF_APPLIES_CONSTANT) ? F_CONST : 0) |
           ((f->kinds & OFFERED_TO_ALL) ? F_ANSWERERS : 0);
}

/* A card leaving the battle area that was a Pilot (a Pilot card, or a Command
 * paired as one): a pairing ends with it.  (A Unit's own link goes with the
 * Unit, a new card wherever it goes.) */
static int was_pilot(gcg_game *g, const event *ev)
{
    int t = g->eng->facts[ev->def].type;
    return t == GCG_PILOT || t == GCG_COMMAND;
}

/* A deck that runs out is a defeat condition (11-2-1-2): when an event leaves
 * its player's deck empty, the players' facet changes too. */
static facets deck_out(gcg_game *g, const event *ev)
{
    return ev->player != NONE8 && zone_n(&g->s, ev->player, GCG_LOC_DECK) == 0 ? F_PLAYERS : 0;
}

/* The facets of the events that need nothing but their kind and player. */
static facets plain_facets(int kind, int player)
{
    return kind == EV_RESTED || kind == EV_ACTIVE ? F_RESTED | F_RESTED_OF(player) : F_DAMAGE;
}

/* What an event tells has changed in the state (facet.h).  Some changes are
 * made silently just before their event (a shield moved before "shield
 * destroyed"): the event names those facets too.  Anything not listed changed
 * everything. */
static facets event_facets(gcg_game *g, const event *ev)
{
    enum { L_DECK = F_LOC(GCG_LOC_DECK), L_HAND = F_LOC(GCG_LOC_HAND),
           L_RES = F_LOC(GCG_LOC_RESOURCE), L_RDECK = F_LOC(GCG_LOC_RESOURCE_DECK),
           L_SHIELD = F_LOC(GCG_LOC_SHIELD), L_BASE = F_LOC(GCG_LOC_BASE),
           L_OUT = F_LOC(GCG_LOC_OUTSIDE), L_RESOLVING = F_LOC(GCG_LOC_RESOLVING) };
    switch (ev->kind) {
    case EV_MOVED: /* a Pilot leaving the battle area leaves its pairing; a token
                    * leaving the field goes on out of the game (5-17-2-5) */
        return F_LOC(ev->loc_from) | F_LOC(ev->loc_to) | L_OUT |
               (ev->loc_from == GCG_LOC_DECK ? deck_out(g, ev) : 0) |
               F_AT(ev->loc_from, ev->player) | F_AT(ev->loc_to, ev->player) |
               (ev->loc_from == GCG_LOC_BATTLE && was_pilot(g, ev) ? F_PAIR : 0) |
               (source_loc(ev->loc_from) || source_loc(ev->loc_to) ? source_facets(g, ev) : 0);
    case EV_DRAW: return L_DECK | L_HAND | F_HAND(ev->player) | deck_out(g, ev);
    case EV_RESTED: case EV_ACTIVE: case EV_DAMAGE: case EV_RECOVER:
        return plain_facets(ev->kind, ev->player);
    case EV_MODIFIED: return mod_facets((int)ev->a);
    case EV_LINK: return F_PAIR;
    case EV_PAIR: /* from wherever the Pilot was */
        return F_PAIR | F_ALL_LOCS | F_ALL_UNITS | F_ALL_HANDS | F_ALL_TRASH |
               source_facets(g, ev);
    case EV_ATTACK: case EV_BLOCK: case EV_BATTLE_END: return F_BATTLE;
    case EV_SHIELD_BROKEN: return L_SHIELD | L_RESOLVING;
    case EV_SHIELDS: return L_SHIELD | L_DECK | deck_out(g, ev);
    case EV_EX_PLACED: return L_BASE | L_RES | L_OUT;
    case EV_EX_SPENT: return L_RES | L_OUT | F_RESTED | F_RESTED_OF(ev->player);
    case EV_RESOURCE: return L_RES | L_RDECK | L_OUT | F_RESTED | F_RESTED_OF(ev->player);
    case EV_SHUFFLE: return L_DECK;
    case EV_HAND_DRAWN: case EV_MULLIGAN: return L_DECK | L_HAND | F_HAND(ev->player);
    case EV_LOSE: case EV_WIN: case EV_CONCEDE: case EV_GAME_DRAW: case EV_PLAYER_HIT:
    case EV_MODE_END:
        return F_PLAYERS;
    /* told by the events that follow, or nothing a computation reads */
    case EV_DEPLOY: /* deployed rested by an effect */
        return F_RESTED | F_RESTED_OF(ev->player);
    case EV_STEP: case EV_TURN: case EV_PASS: case EV_PLAY: case EV_TRIGGER:
    case EV_BURST: case EV_NOTE: case EV_REVEAL: case EV_DISCARD: case EV_EXCESS:
    case EV_DESTROYED: case EV_BATTLE_KILL: case EV_PAID: case EV_COMMAND:
        return 0;
    case EV_RETARGET: return F_BATTLE;
    default:
        return F_ALL;
    }
}

/* Keep the event (when narrating) and offer it to the trigger system. */
static void record(gcg_game *g, const event *ev)
{
    facets changed = event_facets(g, ev);
    /* (a location that is also split by player changes with some player's part) */
    if (g->eng->check_invariants &&
        (((changed & F_LOC(GCG_LOC_HAND)) && !(changed & F_ALL_HANDS)) ||
         ((changed & F_LOC(GCG_LOC_TRASH)) && !(changed & F_ALL_TRASH)) ||
         ((changed & F_LOC(GCG_LOC_BATTLE)) && !(changed & F_ALL_UNITS))))
        game_cache_fault(g, "an event that changed a location told no player's part", ev->card);
    facets_changed(g, changed);
    if (g->listen.history & event_bit(ev->kind))
        events_note(g, ev); /* what happened this turn, for e:this_turn */
    if (g->narrate) {
        uint32_t i = g->s.narr_len;
        if (i >= g->ev_cap) {
            g->ev_cap = g->ev_cap ? g->ev_cap * 2 : 256;
            g->events = xrealloc(g->events, g->ev_cap * sizeof *g->events);
        }
        g->events[i] = *ev;
        g->s.narr_len = i + 1;
    }
    trig_collect(g, ev);
}

/* Events that change nothing a cache reads (event_facets: 0) and that only a
 * card's "when" effect can answer (trig_collect): in a game not narrated, one
 * that no card of the game listens for is not recorded at all. */
static const uint64_t SILENT = 1ull << EV_PASS | 1ull << EV_PLAY | 1ull << EV_TURN |
                               1ull << EV_TRIGGER | 1ull << EV_BURST | 1ull << EV_NOTE |
                               1ull << EV_REVEAL | 1ull << EV_DISCARD | 1ull << EV_EXCESS |
                               1ull << EV_BATTLE_KILL | 1ull << EV_PAID | 1ull << EV_COMMAND;

/* And events that change only what plain_facets says: in a game not narrated,
 * one no card listens for is told to the caches and goes no further. */
static const uint64_t PLAIN = 1ull << EV_RESTED | 1ull << EV_ACTIVE | 1ull << EV_DAMAGE |
                              1ull << EV_RECOVER;

/* The events that say which effect caused them when one did (ev_emit). */
static const uint64_t CAUSED = 1ull << EV_RESTED | 1ull << EV_ACTIVE | 1ull << EV_DRAW |
                               1ull << EV_DISCARD | 1ull << EV_DESTROYED | 1ull << EV_DEPLOY |
                               1ull << EV_MOVED;

void ev_emit_by(gcg_game *g, int kind, int player, int card, int a, int b, int src, int flags)
{
    if (((SILENT | PLAIN) & event_bit(kind)) && !g->narrate &&
        !((g->listen.events | g->listen.history) & event_bit(kind))) {
        if (PLAIN & event_bit(kind))
            facets_changed(g, plain_facets(kind, player));
        return;
    }
    /* (【Deploy】 and 【Destroyed】 effects hear every deploy and destroy; the rest only
     * the scripts that listen for them) */
    if (src < 0 && !flags && (CAUSED & event_bit(kind)) &&
        ((g->listen.events | g->listen.history | 1ull << EV_DEPLOY | 1ull << EV_DESTROYED) &
         event_bit(kind))) {
        src = script_effect_source(g); /* done by the effect resolving now (told only to */
        flags = src >= 0 ? EVF_EFFECT : 0; /* the scripts that can hear it) */
    }
    event ev = {
        .kind = (uint8_t)kind,
        .player = (uint8_t)(player < 0 ? NONE8 : player),
        .card = (uint16_t)(card < 0 ? NONE16 : card),
        .def = (uint16_t)(card < 0 ? NONE16 : g->s.cards[card].def),
        /* a card deployed: where it came from (a) */
        .loc_from = (uint8_t)(kind == EV_DEPLOY ? a : card < 0 ? 0 : g->s.cards[card].loc),
        .flags = (uint8_t)flags,
        .src = (uint16_t)(src < 0 ? NONE16 : src),
        .a = a,
        .b = b,
    };
    record(g, &ev);
}

void ev_emit(gcg_game *g, int kind, int player, int card, int a, int b)
{
    ev_emit_by(g, kind, player, card, a, b, -1, 0);
}

void ev_move(gcg_game *g, int card, int from, int to)
{
    /* Recorded with explicit locations; the card may already be elsewhere. */
    int src = (g->listen.events | g->listen.history) & event_bit(EV_MOVED)
                  ? script_effect_source(g) : -1; /* (as ev_emit_by) */
    event ev = {
        .kind = EV_MOVED,
        .player = g->s.cards[card].owner,
        .card = (uint16_t)card,
        .def = g->s.cards[card].def,
        .loc_from = (uint8_t)from,
        .loc_to = (uint8_t)to,
        .flags = (uint8_t)(src >= 0 ? EVF_EFFECT : 0),
        .src = (uint16_t)(src < 0 ? NONE16 : src),
    };
    record(g, &ev);
}

int gcg_narration_count(const gcg_game *g)
{
    return g->narrate ? (int)g->s.narr_len : 0;
}

static int public_loc(int loc)
{
    return loc == GCG_LOC_RESOURCE || loc == GCG_LOC_BATTLE || loc == GCG_LOC_BASE ||
           loc == GCG_LOC_REMOVAL || loc == GCG_LOC_TRASH || loc == GCG_LOC_RESOLVING;
}

/* The name of the event's card, as the viewer may know it. */
static void ev_card(const gcg_game *g, const event *e, int viewer, int known, char *buf,
                    size_t n)
{
    if (e->card == NONE16) {
        snprintf(buf, n, "-");
        return;
    }
    if (!known && viewer != -1 && !label_knows(g, viewer, e->player)) { /* -1 sees all */
        snprintf(buf, n, "a card");
        return;
    }
    const gcg_card_def *d = engine_def(g->eng, e->def);
    snprintf(buf, n, "%s #%d", d ? d->name : "?", e->card); /* (a Unit form too) */
}

int gcg_narration_text(const gcg_game *g, int i, int viewer, char *buf, size_t n)
{
    if (i < 0 || i >= gcg_narration_count(g)) {
        if (n)
            buf[0] = 0;
        return -1;
    }
    const event *e = &g->events[i];
    char c[128], t[128];
    int P = e->player + 1;
    ev_card(g, e, viewer, 1, c, sizeof c);
    switch (e->kind) {
    case EV_FIRST_PLAYER: snprintf(buf, n, "P%d goes first", P); break;
    case EV_SHUFFLE: snprintf(buf, n, "P%d shuffles their deck", P); break;
    case EV_HAND_DRAWN: snprintf(buf, n, "P%d draws %d cards", P, e->a); break;
    case EV_MULLIGAN:
        snprintf(buf, n, "P%d %s", P, e->a ? "redraws their hand" : "keeps their hand");
        break;
    case EV_SHIELDS: snprintf(buf, n, "P%d places %d shields", P, e->a); break;
    case EV_EX_PLACED: snprintf(buf, n, "P%d places %s", P, c); break;
    case EV_TURN: snprintf(buf, n, "== Turn %d: P%d ==", e->a, P); break;
    case EV_STEP:
        if (e->b)
            snprintf(buf, n, "-- %s: %s", gcg_phase_name((gcg_phase)e->a),
                     gcg_step_name((gcg_step)e->b));
        else
            snprintf(buf, n, "-- %s", gcg_phase_name((gcg_phase)e->a));
        break;
    case EV_DRAW:
        ev_card(g, e, viewer, 0, c, sizeof c);
        snprintf(buf, n, "P%d draws %s", P, c);
        break;
    case EV_RESOURCE: snprintf(buf, n, "P%d places a Resource", P); break;
    case EV_PLAY:
        snprintf(buf, n, "P%d plays %s (cost %d%s)", P, c, e->a, e->b ? ", EX Resource used" : "");
        break;
    case EV_DEPLOY: snprintf(buf, n, "P%d deploys %s", P, c); break;
    case EV_PAIR:
        label_card(g, e->a, -1, t, sizeof t);
        snprintf(buf, n, "%s is paired with %s", c, t);
        break;
    case EV_LINK: snprintf(buf, n, "%s becomes a Link Unit", c); break;
    case EV_ATTACK:
        if (e->a < 0)
            snprintf(buf, n, "%s attacks P%d", c, e->b + 1);
        else {
            label_card(g, e->a, -1, t, sizeof t);
            snprintf(buf, n, "%s attacks %s", c, t);
        }
        break;
    case EV_BLOCK: snprintf(buf, n, "%s blocks", c); break;
    case EV_PASS: snprintf(buf, n, "P%d passes", P); break;
    case EV_DAMAGE:
        snprintf(buf, n, "%s takes %d %sdamage", c, e->a, e->b ? "battle " : "");
        break;
    case EV_PLAYER_HIT: snprintf(buf, n, "P%d takes %d battle damage", P, e->a); break;
    case EV_DESTROYED: snprintf(buf, n, "%s is destroyed", c); break;
    case EV_SHIELD_BROKEN: snprintf(buf, n, "P%d's shield %s is destroyed", P, c); break;
    case EV_BURST:
        snprintf(buf, n, "P%d %s the 【Burst】 of %s", P, e->a ? "activates" : "declines", c);
        break;
    case EV_MOVED: {
        int known = public_loc(e->loc_from) || public_loc(e->loc_to);
        ev_card(g, e, viewer, known, c, sizeof c);
        snprintf(buf, n, "%s: %s -> %s", c, gcg_loc_name((gcg_loc)e->loc_from),
                 gcg_loc_name((gcg_loc)e->loc_to));
        break;
    }
    case EV_RESTED: snprintf(buf, n, "%s is rested", c); break;
    case EV_ACTIVE: snprintf(buf, n, "%s is set active", c); break;
    case EV_RECOVER: snprintf(buf, n, "%s recovers %d HP", c, e->a); break;
    case EV_MODIFIED: {
        static const char *const kinds[] = {"AP", "HP", "a keyword", "<Repair>", "<Breach>",
                                            "<Support>", "can't attack", "can't block",
                                            "has a rule from an effect",
                                            "the next damage it receives is reduced",
                                            "its battle damage is dealt to another Unit",
                                            "won't be set as active in its next start phase",
                                            "can't attack a player", "can't be set as active"};
        const char *k = (unsigned)e->a < sizeof kinds / sizeof kinds[0] ? kinds[e->a] : "?";
        static const char *const kw[] = {"<Blocker>", "<First Strike>", "<High-Maneuver>",
                                         "<Suppression>"};
        if (e->a == M_RULE) { /* e:grant_rule, e:grant_player_rule */
            char rule[240];
            const gcg_card_def *src = gcg_carddb_at(g->db, e->b >> 8);
            script_rule_text(g->eng, e->b >> 8, e->b & 0xFF, rule, sizeof rule);
            if (e->card == NONE16)
                snprintf(buf, n, "P%d's shield area gains a rule of %s: %s", P,
                         src ? src->name : "?", rule);
            else
                snprintf(buf, n, "%s gains a rule of %s: %s", c, src ? src->name : "?", rule);
        } else if (e->a <= 1)
            snprintf(buf, n, "%s gets %s%+d", c, k, e->b);
        else if (e->a == M_KEYWORD) {
            const char *name = "a keyword";
            for (int i = 0; i < 4; i++)
                if (e->b == (1 << i))
                    name = kw[i];
            snprintf(buf, n, "%s gains %s", c, name);
        }
        else if (e->a >= 3 && e->a <= 5)
            snprintf(buf, n, "%s gains %s %d", c, k, e->b);
        else if (e->a == M_REDUCE_NEXT)
            snprintf(buf, n, "%s: the next damage it receives is reduced by %d", c, e->b);
        else
            snprintf(buf, n, "%s: %s", c, k);
        break;
    }
    case EV_DISCARD: snprintf(buf, n, "P%d discards %s", P, c); break;
    case EV_EXCESS: snprintf(buf, n, "%s is put into the trash (limit)", c); break;
    case EV_EX_SPENT: snprintf(buf, n, "%s is removed from the game", c); break;
    case EV_TRIGGER: {
        static const char *const kinds[] = {"<Repair>", "<Breach>", "【Burst】", "effect"};
        snprintf(buf, n, "%s: %s resolves", c, (unsigned)e->a < 4 ? kinds[e->a] : "effect");
        break;
    }
    case EV_BATTLE_END: snprintf(buf, n, "The battle of %s ends", c); break;
    case EV_LOSE:
        snprintf(buf, n, "P%d loses (%s)", P, gcg_end_reason_name((gcg_end_reason)e->a));
        break;
    case EV_WIN: snprintf(buf, n, "P%d wins", P); break;
    case EV_CONCEDE: snprintf(buf, n, "P%d concedes", P); break;
    case EV_GAME_DRAW:
        snprintf(buf, n, "The game ends without a winner (%s)",
                 gcg_end_reason_name((gcg_end_reason)e->a));
        break;
    case EV_REVEAL: snprintf(buf, n, "P%d reveals %s", P, c); break;
    case EV_PAID: snprintf(buf, n, "P%d pays %d for the effect of %s", P, e->a, c); break;
    case EV_COMMAND: snprintf(buf, n, "P%d activates the effect of %s", P, c); break;
    case EV_RETARGET: snprintf(buf, n, "%s becomes the attack target", c); break;
    case EV_MODE_END: snprintf(buf, n, "The game ends: %s", g->s.end_text); break;
    case EV_BATTLE_KILL:
        label_card(g, e->a, -1, t, sizeof t);
        snprintf(buf, n, "%s destroys %s with battle damage", c, t);
        break;
    default: snprintf(buf, n, "(event %d)", e->kind); break;
    }
    return 0;
}
