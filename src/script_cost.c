/*
 * script_cost.c -- the costs of effects besides ① and resting the card itself
 * (10-1-7-4), as a registration declares them: "Exile 2 Command cards from your
 * trash" (exile = { count = 2, type = "command" }), "Rest 1 of your other (League
 * Militaire) Units" (rest = { count = 1, trait = "League Militaire", other = true }),
 * and <Development N> (13-1-8: "you may exile N (G Generation) cards in your trash
 * from the game.  If you do, ...").
 *
 * Whether they can be paid is decided in C when activations are listed
 * (cost_payable); the cards are chosen as the effect begins to resolve
 * (cost_pay), before its declared target, with the answers recorded like the
 * effect's own (script_run.c replays them): so the cards a cost takes are chosen
 * by the player, and an effect that cannot be paid does nothing.
 */
#include <lauxlib.h>
#include "api.h"
#include "decide.h"
#include "narrate.h"
#include "rules.h"
#include "stats.h"
#include "zone.h"

/* The cards exile cost x could take, for player p: up to cap handles. */
static int exile_candidates(gcg_game *g, int p, const meta_cost *x, lua_Integer *out, int cap)
{
    return api_cards_at(g, p, x->loc, x->f, out, cap);
}

/* The cards of p's hand discard cost x could take: not `self`, the card being
 * played (ST10-014 is in the hand while its alternative play is paid). */
static int discard_candidates(gcg_game *g, int p, int self, const meta_cost *x, lua_Integer *out,
                              int cap)
{
    lua_Integer all[MAX_CARDS];
    int n = api_cards_at(g, p, GCG_LOC_HAND, x->f, all, MAX_CARDS), k = 0;
    vm_of(g)->reads |= F_SELF; /* (not the card itself: legality answers note it) */
    for (int i = 0; i < n && k < cap; i++)
        if ((int)(all[i] & 0xFFFF) != self)
            out[k++] = all[i];
    return k;
}

/* The Units rest (active ones) or destroy cost x could take for player p
 * (matching, not `unit` itself if x->other; the player's own unless the filter
 * names a side). */
static int unit_candidates(gcg_game *g, int p, int unit, const meta_cost *x, int active,
                           lua_Integer *out, int cap)
{
    lua_Integer all[MAX_CARDS];
    int n = api_units(g, p, x->f, all, MAX_CARDS), k = 0;
    /* (what it reads besides the filter, for the legality answers that keep it) */
    vm_of(g)->reads |= (active ? F_RESTED : 0) | (x->other ? F_SELF | F_PAIR : 0);
    for (int i = 0; i < n && k < cap; i++) {
        int cid = (int)(all[i] & 0xFFFF);
        const card *c = &g->s.cards[cid];
        if ((active && (c->flags & CF_RESTED)) || (x->other && cid == unit) ||
            (!x->f->has_side && c->owner != p))
            continue;
        out[k++] = all[i];
    }
    return k;
}

enum { C_EXILE, C_REST, C_DISCARD, C_DESTROY, C_KINDS };

static const meta_cost *cost_of(const meta_ext *x, int kind)
{
    const meta_cost *c = kind == C_EXILE ? &x->exile : kind == C_REST ? &x->rest
                         : kind == C_DISCARD ? &x->discard : &x->destroy;
    return c->f ? c : NULL;
}

static int candidates(gcg_game *g, int p, int unit, int kind, const meta_cost *c,
                      lua_Integer *out, int cap)
{
    switch (kind) {
    case C_EXILE: return exile_candidates(g, p, c, out, cap);
    case C_REST: return unit_candidates(g, p, unit, c, 1, out, cap);
    case C_DISCARD: return discard_candidates(g, p, unit, c, out, cap);
    default: return unit_candidates(g, p, unit, c, 0, out, cap);
    }
}

int cost_payable(gcg_game *g, int p, int unit, const effmeta *m)
{
    const meta_ext *x = m->ext;
    lua_Integer hs[MAX_CARDS];
    if (!x)
        return 1;
    for (int kind = 0; kind < C_KINDS; kind++) {
        const meta_cost *c = cost_of(x, kind);
        if (c && candidates(g, p, unit, kind, c, hs, c->count) < c->count)
            return 0;
    }
    return 1;
}

/* Choose exactly n of the k candidates (all of them when k == n) into out: n, or
 * -1 with the decision begun. */
static void cost_prompt(int kind, const meta_cost *c, char *buf, size_t n);

static int choose_n(gcg_game *g, int p, int kind, const meta_cost *c, const lua_Integer *cands,
                    int k, int n, lua_Integer *out)
{
    struct script_vm *vm = vm_of(g);
    if (k <= n) {
        for (int i = 0; i < k; i++)
            out[i] = cands[i];
        return k;
    }
    int idx[MAX_OPTS];
    int got = api_next_answer(vm, g, idx, MAX_OPTS);
    if (got < 0) {
        char prompt[PROMPT_LEN]; /* (written only when asked: not on the way back) */
        cost_prompt(kind, c, prompt, sizeof prompt);
        dec_begin_text(g, GCG_DEC_CHOOSE, p, n, n, prompt);
        for (int i = 0; i < k; i++)
            dec_add(g, O_CARD, p, (int)(cands[i] & 0xFFFF), NONE16, 0);
        return -1;
    }
    int m = 0;
    for (int i = 0; i < got && m < n; i++)
        if (idx[i] < k)
            out[m++] = cands[idx[i]];
    return m;
}

/* <Development N>, and any cost a registration says may be declined: the player
 * says yes (1), no (0), or is asked (-1). */
static int agree(gcg_game *g, int p, const meta_ext *x)
{
    struct script_vm *vm = vm_of(g);
    int idx[4];
    int got = api_next_answer(vm, g, idx, 4);
    if (got >= 0)
        return got >= 1 && idx[0] == 0;
    char prompt[PROMPT_LEN];
    if (x->may)
        snprintf(prompt, sizeof prompt, "%s", x->may);
    else if (x->development)
        snprintf(prompt, sizeof prompt, "<Development %d>: exile %d (G Generation) card%s from "
                 "your trash?", x->development, x->development, x->development == 1 ? "" : "s");
    else
        snprintf(prompt, sizeof prompt, "Pay the cost of this effect?");
    dec_begin_text(g, GCG_DEC_YESNO, p, 1, 1, prompt);
    dec_add(g, O_YES, p, NONE16, NONE16, 0);
    dec_add(g, O_NO, p, NONE16, NONE16, 0);
    return -1;
}

static void cost_prompt(int kind, const meta_cost *c, char *buf, size_t n)
{
    const char *s = c->count == 1 ? "" : "s";
    if (c->prompt) {
        snprintf(buf, n, "%s", c->prompt);
        return;
    }
    switch (kind) {
    case C_EXILE:
        snprintf(buf, n, "Choose %d card%s to exile from your %s", c->count, s,
                 gcg_loc_name((gcg_loc)c->loc));
        break;
    case C_REST: snprintf(buf, n, "Choose %d Unit%s to rest for the cost", c->count, s); break;
    case C_DISCARD: snprintf(buf, n, "Choose %d card%s to discard for the cost", c->count, s); break;
    default: snprintf(buf, n, "Choose %d Unit%s to destroy for the cost", c->count, s); break;
    }
}

/* Pay one card of cost `kind`: exiled to the removal area (4-7, 5-12), rested,
 * discarded (the "discarded" event, as e:discard_card tells it), destroyed. */
static void take(gcg_game *g, int kind, int cid)
{
    switch (kind) {
    case C_EXILE: act_move(g, cid, GCG_LOC_REMOVAL, AT_TOP); break;
    case C_REST: act_rest(g, cid); break;
    case C_DISCARD:
        ev_emit(g, EV_DISCARD, g->s.cards[cid].owner, cid, 0, 0);
        act_move(g, cid, GCG_LOC_TRASH, AT_TOP);
        break;
    default: act_destroy(g, cid); break;
    }
}

/* An effect's rest of card cid (vm->source's), told as e:rest tells it: the event
 * names the effect when a script listens for rests (ev_emit_by). */
static void rest_by_effect(gcg_game *g, int cid)
{
    card *c = &g->s.cards[cid];
    if (c->flags & CF_RESTED)
        return;
    card_rest_flag(&g->s, cid, 1);
    int src = (g->listen.events | g->listen.history) & event_bit(EV_RESTED) ? vm_of(g)->source : -1;
    ev_emit_by(g, EV_RESTED, c->owner, cid, 0, 0, src, src >= 0 ? EVF_EFFECT : 0);
}

/* "You may rest this Unit. If you do, ..." (may, rest_self): once the player said
 * yes, rest `unit` as e:rest does -- a card whose "you may rest this Unit instead"
 * applies may be rested instead (10-1-9), its controller asked -- then rules
 * management.  1 if the Unit is rested ("if you do"), 0 if not, -1 when asking. */
static int rest_self(gcg_game *g, int unit, int *acted)
{
    int y = api_rest_instead(vm_of(g), g, unit);
    if (y == -2)
        return -1;
    rest_by_effect(g, y >= 0 ? y : unit);
    *acted = 1;
    rules_check(g);
    if (y >= 0)
        return 0; /* the substitute was rested, not this Unit */
    return (g->s.cards[unit].flags & CF_RESTED) != 0;
}

int cost_pay(gcg_game *g, int p, int unit, const effmeta *m, int *acted)
{
    const meta_ext *x = m->ext;
    lua_Integer cands[MAX_CARDS], chosen[MAX_CARDS];
    *acted = 0;
    if (!x)
        return 1;
    if (!cost_payable(g, p, unit, m))
        return 0; /* (a triggered effect whose cost can't be paid: it does nothing) */
    if (x->rest_self) { /* "You may rest this Unit": asked only if it can be */
        const card *u = &g->s.cards[unit];
        if (u->loc != GCG_LOC_BATTLE || (u->flags & CF_RESTED))
            return 0;
    }
    if (x->optional) {
        if (!x->may && effmeta_target_gates(m) && !api_target_exists(g, m))
            return 0; /* nothing to do it for: not even asked (10-2-2) */
        int yes = agree(g, p, x);
        if (yes <= 0)
            return yes;
    }
    if (x->rest_self) /* (the only cost `may` takes) */
        return rest_self(g, unit, acted);
    for (int kind = 0; kind < C_KINDS; kind++) {
        const meta_cost *c = cost_of(x, kind);
        if (!c)
            continue;
        int k = candidates(g, p, unit, kind, c, cands, MAX_CARDS);
        int n = choose_n(g, p, kind, c, cands, k, c->count, chosen);
        if (n < 0)
            return -1;
        for (int i = 0; i < n; i++)
            take(g, kind, (int)(chosen[i] & 0xFFFF));
        *acted |= n > 0;
    }
    return 1;
}
