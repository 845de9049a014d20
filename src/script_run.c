/*
 * script_run.c -- what the core asks of card scripts: the triggered effects an
 * event causes, whether a Command or an activated effect can be used now, running
 * an effect to its end (across the decisions it asks for), and the constant
 * effects that change a card's values and rules.
 *
 * Running an effect: the state it starts from is kept (gcg_game.eff_base).  When
 * the script asks a question the game stops at that decision with the effect's
 * work so far visible; when the answer comes, the state is restored and the
 * script runs again from the start, every choice taking its recorded answer, so
 * the effect continues exactly where it stopped.  A script error restores the
 * start state: the effect does nothing and the game goes on.
 */
#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>
#include "api.h"
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "play.h"
#include "rules.h"
#include "script_mode.h"
#include "script_vm.h"
#include "stats.h"
#include "trigger.h"
#include "util.h"
#include "zone.h"


static int has_kind(gcg_engine *eng, int def, int kind)
{
    return (script_facts(eng, def)->kinds >> kind) & 1;
}

static const effmeta *meta_of(gcg_engine *eng, int def, int idx)
{
    const script_info *i = script_info_of(eng, def);
    return i->has && idx >= 1 && idx <= i->neff ? &i->eff[idx - 1] : NULL;
}

/* Set up the call context (who, which card, which event). */
static void set_call(struct script_vm *vm, gcg_game *g, int source, int controller, int effect,
                     int ev_card, int ev_card2, int ev_player)
{
    vm->source = source;
    vm->controller = controller;
    vm->def = g->s.cards[source].def;
    vm->cells = script_info_of(g->eng, vm->def)->cells;
    vm->effect = effect;
    vm->ev_card = ev_card;
    vm->ev_card2 = ev_card2;
    vm->ev_player = ev_player;
    vm->ev_serial = vm->ev_serial2 = -1;
    vm->cursor = 0;
    vm->ev_src = -1;
    vm->ev_flags = vm->ev_from = vm->ev_amount = 0;
    vm->holder = -1;
    vm->granted = 0;
}

/* What else the event carried (script_event.c), for the call set up. */
static void set_event(struct script_vm *vm, const event *ev)
{
    vm->ev_src = ev->src == NONE16 ? -1 : ev->src;
    vm->ev_flags = ev->flags;
    vm->ev_from = ev->loc_from;
    vm->ev_amount = script_event_amount(ev);
}

/* The call context of the script layer, kept across a check made in the middle of
 * another call (a rule asked while an effect deals damage, a constant computed
 * while a condition runs, triggers collected while an effect acts): the running
 * effect's comes back after, or it would take its recorded answers from the
 * start again and act for another card (10-1-6-7: the effect in progress goes on
 * to its end first). */
typedef struct call_ctx {
    int source, controller, def, cells, effect, ev_card, ev_card2, ev_player, cursor;
    int ev_src, ev_flags, ev_from, ev_amount, holder, granted, ev_serial, ev_serial2;
} call_ctx;

static call_ctx ctx_save(const struct script_vm *vm)
{
    call_ctx c = {vm->source, vm->controller, vm->def, vm->cells, vm->effect, vm->ev_card, vm->ev_card2,
                  vm->ev_player, vm->cursor, vm->ev_src, vm->ev_flags, vm->ev_from,
                  vm->ev_amount, vm->holder, vm->granted, vm->ev_serial, vm->ev_serial2};
    return c;
}

static void ctx_restore(struct script_vm *vm, const call_ctx *c)
{
    vm->source = c->source, vm->controller = c->controller, vm->def = c->def;
    vm->cells = c->cells, vm->effect = c->effect, vm->ev_card = c->ev_card;
    vm->ev_card2 = c->ev_card2, vm->ev_player = c->ev_player, vm->cursor = c->cursor;
    vm->ev_src = c->ev_src;
    vm->ev_flags = c->ev_flags, vm->ev_from = c->ev_from, vm->ev_amount = c->ev_amount;
    vm->holder = c->holder, vm->granted = c->granted;
    vm->ev_serial = c->ev_serial, vm->ev_serial2 = c->ev_serial2;
}

/* A trigger's event cards as they were when it was claimed (4-1-5: moved since,
 * they are new cards e.event_card does not reach). */
static void set_trig_serials(struct script_vm *vm, const trig *t)
{
    vm->ev_serial = t->ev_card == NONE16 ? -1 : t->ev_serial;
    vm->ev_serial2 = t->kind == TR_SCRIPT && t->amount != NONE16 ? t->ev_serial2 : -1;
}

/* Call the effect's function ef (fn(e, ...extra)) in READONLY mode: 1 true, 0
 * false (a script error counts as false and is reported), -1 if it has none.
 * An integer result goes to *value. */
static int check_fn(struct script_vm *vm, gcg_game *g, const effmeta *m, int ef, int nextra,
                    const lua_Integer *extra, int *value)
{
    lua_State *L = vm->L;
    if (!m || m->fn[ef] == LUA_NOREF)
        return -1; /* no such function */
    lua_rawgeti(L, LUA_REGISTRYINDEX, m->fn[ef]);
    api_push_ctx(L);
    for (int i = 0; i < nextra; i++)
        lua_pushinteger(L, extra[i]);
    int rc = vm_call(vm, g, CM_READONLY, 1 + nextra, 1);
    int r = 0;
    if (rc == LUA_OK) {
        if (value && lua_isinteger(L, -1))
            *value = (int)lua_tointeger(L, -1);
        r = lua_toboolean(L, -1);
    } else {
        vm_report(g, vm->def, script_fn_name(ef), vm_message(L, -1));
    }
    lua_pop(L, 1);
    return r;
}

/* An effect's `condition` (the call context is set): 1 if it holds or it has none. */
static int condition_holds(struct script_vm *vm, gcg_game *g, const effmeta *m)
{
    if (!(m->flags & EM_CONDITION))
        return 1;
    if (m->count || m->cond) /* a condition given as a count or in words: no Lua */
        return api_decl_holds(g, vm->controller, m->cond, m->count);
    return check_fn(vm, g, m, EF_CONDITION, 0, NULL, NULL) == 1;
}

/* Does an effect hold for the Unit `unit` it belongs to: 【During Pair】 /
 * 【During Link】 (13-2-10, 13-2-12), the Pilot qualification (a filter read when
 * the script loaded, matched in C), its condition (not if state_only)?  Only a
 * condition given as a function calls Lua (the call context is set). */
static int applies(struct script_vm *vm, gcg_game *g, const effmeta *m, int unit, int state_only)
{
    if ((m->flags & EM_NEVER) && !vm->granted)
        return 0; /* condition = false: it works only through a grant */
    const card *u = unit >= 0 ? &g->s.cards[unit] : NULL;
    int pilot = u && u->loc == GCG_LOC_BATTLE && u->pair != NONE16 ? u->pair : -1;
    if (m->during || (m->flags & EM_PILOT))
        vm->reads |= F_PAIR | F_SELF; /* how its own Unit is paired */
    if (m->during == 1 && pilot < 0)
        return 0;
    if (m->during == 2 && !(u && (u->flags & CF_LINKED)))
        return 0;
    if ((m->flags & EM_PILOT) &&  /* 【... ･(qualification) Pilot】 */
        (pilot < 0 || !api_filter_match(vm->L, g, vm->controller, pilot, m->pilot)))
        return 0;
    return state_only || condition_holds(vm, g, m);
}

static int effect_applies(struct script_vm *vm, gcg_game *g, int def, int idx,
                          const effmeta *m, int unit)
{
    (void)def;
    (void)idx;
    return applies(vm, g, m, unit, 0);
}

/* Whether a constant effect's conditions hold (effect_applies) is asked for
 * every card the effect might reach; the answer is the same for all of them,
 * unless the condition looks at the card asked about (e.event_card).  So it is
 * kept by source card, effect and Unit until something it read changes -- and
 * by how deep among constant effects it was asked, since a condition asked
 * inside another constant's computation sees constants one level less deep. */
#define COND_SLOTS 32

typedef struct cond_entry {
    facet_stamp st;
    uint16_t cid, serial, unit;
    uint8_t idx, depth, ok, used;
} cond_entry;

static int cond_holds(struct script_vm *vm, gcg_game *g, int src, int def, int idx,
                      const effmeta *m, int unit)
{
    if (!(m->flags & (EM_PILOT | EM_CONDITION)))
        return effect_applies(vm, g, def, idx, m, unit); /* no script to call */
    if (!g->cond_cache)
        g->cond_cache = xcalloc(COND_SLOTS, sizeof *g->cond_cache);
    cond_entry *e = &g->cond_cache[((unsigned)src * 7u + (unsigned)idx) % COND_SLOTS];
    uint16_t serial = g->s.cards[src].serial, u = (uint16_t)unit;
    int depth = vm->const_depth;
    int cached = e->used && e->cid == src && e->serial == serial && e->unit == u &&
                 e->idx == idx && e->depth == depth && facet_fresh(g, &e->st);
    if (cached && !g->eng->check_invariants) {
        vm->reads |= e->st.reads;
        return e->ok;
    }
    int cached_ok = e->ok; /* (the slot may be taken by a deeper answer meanwhile) */
    uint64_t tick = g->tick;
    int nerrors = g->nscript_errors;
    facets outer = script_reads_begin(g);
    int ok = effect_applies(vm, g, def, idx, m, unit);
    facets reads = script_reads_end(g, outer);
    if (cached && ok != cached_ok)
        game_cache_fault(g, "whether a constant effect's condition holds", src);
    if (!(reads & F_CONTEXT) && g->tick == tick && g->nscript_errors == nerrors)
        *e = (cond_entry){facet_stamp_now(g, reads), (uint16_t)src, serial, u, (uint8_t)idx,
                          (uint8_t)depth, (uint8_t)ok, 1};
    return ok;
}

/* Call function ef of effect idx of def (read-only): 1 true, 0 false, -1 none. */
static int effect_check(struct script_vm *vm, gcg_game *g, int def, int idx, int ef,
                        int nextra, const lua_Integer *extra, int *value)
{
    return check_fn(vm, g, meta_of(g->eng, def, idx), ef, nextra, extra, value);
}

/* ------------------------------------------------------------ triggers */

static int used_this_turn(const gcg_game *g, int cid, int idx);
static void mark_used(gcg_game *g, int cid, int idx);
static void trig_add_event(gcg_game *g, int controller, int src, int idx, const event *ev,
                           int ev_card2, int holder);

/* Offer card src's effects of `kind` for an event; `unit` is the Unit they
 * belong to (the card itself, or the Unit its Pilot is paired with).  (Most
 * cards have none of the kind: that is asked before the call, offer.) */
static __attribute__((noinline)) void offer_effects(gcg_game *g, int src, int unit, int kind,
                                                    const event *ev, int ev_card2)
{
    struct script_vm *vm = vm_of(g);
    int def = g->s.cards[src].def, owner = g->s.cards[src].owner;
    const script_info *info = script_info_of(g->eng, def);
    for (int i = 1; i <= info->neff; i++) {
        const effmeta *m = &info->eff[i - 1];
        if (m->kind != kind || (kind == EK_EVENT && m->event != ev->kind))
            continue;
        if ((kind == EK_TURN_START || kind == EK_TURN_END) && !(m->flags & EM_ANY_TURN) &&
            !mode_same_team(&g->s, owner, g->s.active))
            continue; /* "your turn" */
        int use = m->ext && m->ext->part_of ? m->ext->part_of : i; /* (part_of: one use) */
        if ((m->flags & EM_ONCE) && used_this_turn(g, src, use))
            continue; /* 13-2-13: once this turn already */
        set_call(vm, g, src, owner, i, ev->card == NONE16 ? -1 : ev->card, ev_card2,
                 ev->player == NONE8 ? -1 : ev->player);
        set_event(vm, ev);
        /* 13-2-8-2: a 【Destroyed】 effect activates from the trash: its condition is
         * read then (script_run_effect), in the game as it is then ("another Unit"
         * leaves out the destroyed one, gone with its Pilot); what it says about
         * the card itself -- 【During Pair】/【During Link】, the Pilot's
         * qualification -- is the card's state in its last location (13-2-8-2-1,
         * Q69), read now, as it is destroyed. */
        if (!applies(vm, g, m, unit, kind == EK_DESTROYED))
            continue;
        if ((m->flags & EM_EVENT_OPTS) && !script_event_matches(g, m, ev, ev_card2, unit))
            continue; /* card = "self", source = {...}, battle = true ...: decided in C */
        if ((m->flags & EM_FILTER) && effect_check(vm, g, def, i, EF_FILTER, 0, NULL, NULL) != 1)
            continue;
        trig_add_event(g, owner, src, i, ev, ev_card2, -1);
        if (m->flags & EM_ONCE)
            mark_used(g, src, use); /* 13-2-13: a triggered effect activates when it triggers */
    }
}

/* Queue card src's effect idx, triggered by event ev (what it carried kept for the
 * run: script_event.c); holder: the card a granted effect belongs to, or -1. */
static void trig_add_event(gcg_game *g, int controller, int src, int idx, const event *ev,
                           int ev_card2, int holder)
{
    gstate *s = &g->s;
    int n = s->ntrigs;
    trig_add(g, TR_SCRIPT, controller, src, idx, ev_card2 < 0 ? NONE16 : ev_card2,
             ev->player == NONE8 ? controller : ev->player, ev->card);
    if (s->ntrigs == n)
        return;
    trig *t = &s->trigs[n];
    t->holder = (uint16_t)(holder < 0 ? NONE16 : holder);
    t->ev_src = ev->src;
    t->ev_flags = ev->flags;
    t->ev_from = ev->loc_from;
    t->ev_amount = (int16_t)script_event_amount(ev);
}

/* Triggered effects given for a while by e:grant_rule (delayed triggers, "during
 * this turn, when it ..."): an M_RULE modifier names the effect (its source
 * card's effect `amount`), and the card that has it -- or, card NONE16, the
 * player (serial).  For card `holder` (or -1: the players'), of `kind`. */
static __attribute__((noinline)) void offer_granted(gcg_game *g, int holder, int kind,
                                                    const event *ev, int ev_card2)
{
    struct script_vm *vm = vm_of(g);
    gstate *s = &g->s;
    for (int i = 0; i < s->nmods; i++) {
        const mod *md = &s->mods[i];
        if (md->kind != M_RULE || md->source >= s->ncards)
            continue;
        int for_card = holder >= 0 && md->card == holder && s->cards[holder].serial == md->serial;
        if (!for_card && !(holder < 0 && md->card == NONE16))
            continue;
        int src = md->source, def = s->cards[src].def, idx = md->amount;
        const effmeta *m = meta_of(g->eng, def, idx);
        if (!m || !(m->flags & EM_GRANTED) || m->kind != kind ||
            (kind == EK_EVENT && m->event != ev->kind))
            continue;
        int controller = holder >= 0 ? s->cards[holder].owner : md->serial;
        if ((kind == EK_TURN_START || kind == EK_TURN_END) && !(m->flags & EM_ANY_TURN) &&
            !mode_same_team(s, controller, s->active))
            continue; /* "your turn" */
        set_call(vm, g, src, controller, idx, ev->card == NONE16 ? -1 : ev->card, ev_card2,
                 ev->player == NONE8 ? -1 : ev->player);
        set_event(vm, ev);
        vm->holder = holder;
        vm->granted = 1;
        if (!effect_applies(vm, g, def, idx, m, holder))
            continue;
        if ((m->flags & EM_EVENT_OPTS) && !script_event_matches(g, m, ev, ev_card2, holder))
            continue;
        if ((m->flags & EM_FILTER) && effect_check(vm, g, def, idx, EF_FILTER, 0, NULL, NULL) != 1)
            continue;
        trig_add_event(g, controller, src, idx, ev, ev_card2, holder);
    }
}

/* Is any granted triggered effect in force? */
static inline int granted_possible(const gcg_game *g)
{
    return (g->listen.eflags & EM_GRANTED) && g->s.nmods;
}

static inline void offer(gcg_game *g, int src, int unit, int kind, const event *ev, int ev_card2)
{
    if (src >= 0 && has_kind(g->eng, g->s.cards[src].def, kind))
        offer_effects(g, src, unit, kind, ev, ev_card2);
}

/* A Unit and the Pilot paired with it (whose lower text the Unit has). */
static void offer_unit(gcg_game *g, int unit, int kind, const event *ev, int ev_card2)
{
    offer(g, unit, unit, kind, ev, ev_card2);
    const card *u = &g->s.cards[unit];
    if (u->loc == GCG_LOC_BATTLE && u->pair != NONE16 && card_is_unit_in_play(g, unit))
        offer(g, u->pair, unit, kind, ev, ev_card2);
    if (granted_possible(g))
        offer_granted(g, unit, kind, ev, ev_card2);
}


/* The cards in play (zone_in_play's order: the order offer_unit takes them) and the
 * Pilots of Units, each with its Unit, whose facts `pick` says yes to: src[k],
 * unit[k]; how many.  (The lists kept of who answers every event and whose
 * constants reach other cards.) */
static int in_play_picked(const gcg_game *g, int (*pick)(const card_facts *), uint16_t *src,
                          uint16_t *unit)
{
    const gstate *s = &g->s;
    uint16_t ids[MAX_CARDS];
    int n = zone_in_play(s, ids), k = 0;
    for (int i = 0; i < n; i++) {
        int u = ids[i], pilot = s->cards[u].pair;
        if (pick(script_facts(g->eng, s->cards[u].def)))
            src[k] = (uint16_t)u, unit[k++] = (uint16_t)u;
        if (s->cards[u].loc == GCG_LOC_BATTLE && pilot != NONE16 && /* (a Unit: paired) */
            pick(script_facts(g->eng, s->cards[pilot].def)))
            src[k] = (uint16_t)pilot, unit[k++] = (uint16_t)u;
    }
    return k;
}

static int offered_to_all(const card_facts *f)
{
    return (f->kinds & OFFERED_TO_ALL) != 0;
}

/* The cards in play with effects of those kinds, as in_play_picked lists them.
 * *kinds and *events: what kinds of effect they have and what events they answer,
 * all told. */
static int answerers_list(const gcg_game *g, uint16_t *src, uint16_t *unit, uint32_t *kinds,
                          uint64_t *events)
{
    int k = in_play_picked(g, offered_to_all, src, unit);
    *kinds = 0, *events = 0;
    for (int i = 0; i < k; i++) {
        const script_info *info = script_info_of(g->eng, g->s.cards[src[i]].def);
        *kinds |= info->kinds;
        *events |= info->events;
    }
    return k;
}

/* g->answerers, made afresh when a card that has such effects (or is the Pilot
 * of a Unit, with such effects) has come into play, left it or been paired
 * (F_ANSWERERS, narrate.c), or the players have changed since: other cards coming
 * and going leave the others in their order.  (A card's definition changes only
 * as it moves.)  Checking builds compare it with a fresh list. */
static void answerers(gcg_game *g)
{
    int fresh = g->answerers.ok && facet_fresh(g, &g->answerers.st);
    if (fresh && !g->eng->check_invariants)
        return;
    if (!g->answerers.src) { /* (room for every card in play and its Pilot) */
        g->answerers.cap = 2 * MAX_CARDS;
        g->answerers.src = xmalloc((size_t)g->answerers.cap * sizeof *g->answerers.src);
        g->answerers.unit = xmalloc((size_t)g->answerers.cap * sizeof *g->answerers.unit);
    }
    if (fresh) {
        uint16_t src[2 * MAX_CARDS], unit[2 * MAX_CARDS];
        uint32_t kinds;
        uint64_t events;
        int n = answerers_list(g, src, unit, &kinds, &events);
        if (n != g->answerers.n || memcmp(src, g->answerers.src, (size_t)n * sizeof src[0]) ||
            memcmp(unit, g->answerers.unit, (size_t)n * sizeof unit[0]) ||
            kinds != g->answerers.kinds || events != g->answerers.events)
            game_cache_fault(g, "the cards in play with triggered effects", n ? src[0] : -1);
    }
    g->answerers.n = answerers_list(g, g->answerers.src, g->answerers.unit, &g->answerers.kinds,
                                    &g->answerers.events);
    g->answerers.st = facet_stamp_now(g, F_ANSWERERS | F_PLAYERS);
    g->answerers.ok = 1;
}

/* Is a granted triggered effect held by a card (not a player) now? */
static int granted_to_cards(const gcg_game *g)
{
    const gstate *s = &g->s;
    for (int i = 0; i < s->nmods; i++)
        if (s->mods[i].kind == M_RULE && s->mods[i].card != NONE16)
            return 1;
    return 0;
}

/* Every card in play with `kind` effects (Units with their Pilots, Bases). */
static void offer_all(gcg_game *g, int kind, const event *ev, int ev_card2)
{
    int granted = granted_possible(g);
    if (!granted || !granted_to_cards(g)) { /* (mostly: the cards that have such effects) */
        answerers(g);
        int n = g->answerers.n;
        if (!(g->answerers.kinds & (1u << kind)) ||
            (kind == EK_EVENT && !(g->answerers.events & event_bit(ev->kind))))
            n = 0; /* (none of them answers this: mostly) */
        uint16_t src[2 * MAX_CARDS], unit[2 * MAX_CARDS]; /* (as the field was; a few) */
        for (int i = 0; i < n; i++)
            src[i] = g->answerers.src[i], unit[i] = g->answerers.unit[i];
        for (int i = 0; i < n; i++)
            offer(g, src[i], unit[i], kind, ev, ev_card2);
        if (granted)
            offer_granted(g, -1, kind, ev, ev_card2); /* the players' */
        return;
    }
    uint16_t ids[MAX_CARDS];
    int n = zone_in_play(&g->s, ids);
    for (int i = 0; i < n; i++)
        offer_unit(g, ids[i], kind, ev, ev_card2);
    if (granted_possible(g))
        offer_granted(g, -1, kind, ev, ev_card2); /* the players' */
}

/* A script event told by another (SEV_*, script.h), with event_card2 ev_card2. */
static void offer_derived(gcg_game *g, const event *ev, int kind, int ev_card2)
{
    event d = *ev;
    d.kind = (uint8_t)kind;
    offer_all(g, EK_EVENT, &d, ev_card2);
}

static void collect(gcg_game *g, const event *ev);

/* An event may come in the middle of an effect's call (e:run_main tells the
 * Command's activation, an action its result): the conditions and filters asked
 * here must leave that call's context -- its card, its event -- as it was. */
__attribute__((noinline)) void script_collect(gcg_game *g, const event *ev)
{
    struct script_vm *vm = vm_of(g);
    if (!vm || vm->mode != CM_RUN)
        return; /* legality checks cause no triggers */
    call_ctx saved = ctx_save(vm);
    collect(g, ev);
    ctx_restore(vm, &saved);
}

static void collect(gcg_game *g, const event *ev)
{
    int c = ev->card == NONE16 ? -1 : ev->card;
    switch (ev->kind) {
    case EV_DEPLOY:
        offer(g, c, c, EK_DEPLOY, ev, -1); /* 13-2-6 */
        break;
    case EV_ATTACK:
        offer_unit(g, c, EK_ATTACK, ev, ev->a); /* 13-2-7 */
        break;
    case EV_DESTROYED:
        if (ev->loc_from == GCG_LOC_BATTLE && !card_is_unit_in_play(g, c))
            break; /* a Pilot destroyed alone (GD03-110): its Unit was not (13-2-8) */
        /* 13-2-8: as it was before; e.event_card2 is the Pilot it had */
        offer_unit(g, c, EK_DESTROYED, ev,
                   card_is_unit_in_play(g, c) && g->s.cards[c].pair != NONE16
                       ? g->s.cards[c].pair : -1);
        break;
    case EV_PAIR: /* card = the Pilot, a = the Unit (13-2-9) */
        offer(g, (int)ev->a, (int)ev->a, EK_WHEN_PAIRED, ev, c);
        offer(g, c, (int)ev->a, EK_WHEN_PAIRED, ev, (int)ev->a);
        break;
    case EV_LINK: /* card = the Unit, a = the Pilot (13-2-11) */
        offer(g, c, c, EK_WHEN_LINKED, ev, (int)ev->a);
        offer(g, (int)ev->a, c, EK_WHEN_LINKED, ev, c);
        break;
    case EV_MODIFIED: /* 13-1-3: the AP <Support> gives (the T_SUPPORT task is running) */
        if ((g->listen.events & event_bit(SEV_AP_CHANGED)) && ev->a == M_AP)
            offer_derived(g, ev, SEV_AP_CHANGED, -1);
        if ((g->listen.events & event_bit(SEV_SUPPORTED)) && ev->a == M_AP && ev->b > 0 &&
            g->s.ntasks > 0 &&
            g->s.tasks[g->s.ntasks - 1].kind == T_SUPPORT) {
            event sup = *ev;
            sup.kind = SEV_SUPPORTED;
            offer_all(g, EK_EVENT, &sup, g->s.tasks[g->s.ntasks - 1].a);
        }
        break;
    case EV_STEP:
        if (ev->b == GCG_STEP_START && (g->listen.kinds & (1u << EK_TURN_START)))
            offer_all(g, EK_TURN_START, ev, -1);
        else if (ev->b == GCG_STEP_END && (g->listen.kinds & (1u << EK_TURN_END)))
            offer_all(g, EK_TURN_END, ev, -1);
        break;
    case EV_SHIELD_BROKEN: /* a Shield destroyed by damage: a shield area card, once for
                            * Shields destroyed together (10-1-6-3) */
        if ((g->listen.events & event_bit(SEV_SHIELD_AREA)) && (ev->flags & EVF_DAMAGE) &&
            !(ev->flags & EVF_AGAIN))
            offer_derived(g, ev, SEV_SHIELD_AREA, ev->src == NONE16 ? -1 : ev->src);
        break;
    default:
        break;
    }
    /* a Base destroyed by damage: a shield area card too */
    if (ev->kind == EV_DESTROYED && ev->loc_from == GCG_LOC_BASE && (ev->flags & EVF_DAMAGE) &&
        (g->listen.events & event_bit(SEV_SHIELD_AREA)))
        offer_derived(g, ev, SEV_SHIELD_AREA, ev->src == NONE16 ? -1 : ev->src);
    if (ev->kind != EV_STEP && ev->kind != EV_NOTE && (g->listen.events & event_bit(ev->kind)))
        offer_all(g, EK_EVENT, ev,
                  (ev->kind == EV_ATTACK || ev->kind == EV_PAIR || ev->kind == EV_LINK ||
                   ev->kind == EV_BATTLE_KILL || ev->kind == EV_SHIELD_BROKEN) && ev->a >= 0
                      ? (int)ev->a : -1);
}

/* ------------------------------------------------------------ finding effects */

/* Index of the first effect of def of this kind (a 【Main】/【Action】 Command
 * effect counts for the action step too), or 0. */
static int find_effect(gcg_engine *eng, int def, int kind, int action_step)
{
    return script_info_effect(script_info_of(eng, def), kind, action_step);
}

/* A dry run of effect idx's function: 1 if it reached an action or its end (or
 * there is none: an alternative play's price is all declared), 0 if it was
 * refused (nothing to choose), -1 if it failed (reported if `report`). */
static int dry_call(gcg_game *g, int def, int idx, int report)
{
    struct script_vm *vm = vm_of(g);
    lua_State *L = vm->L;
    const effmeta *m = meta_of(g->eng, def, idx);
    if (!m)
        return 0;
    if (m->fn[EF_RUN] == LUA_NOREF)
        return 1;
    int base = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, m->fn[EF_RUN]);
    api_push_ctx(L);
    unsigned entries = vm->entries;
    vm->entries = 0, vm->acted_first = 0;
    int rc = vm_call(vm, g, CM_DRY, 1, 0);
    int ok = 1;
    if (rc != LUA_OK) {
        const void *p = lua_touserdata(L, -1);
        ok = p == SCRIPT_DRY_OK ? 1 : p == SCRIPT_DRY_NO ? 0 : -1;
        if (ok < 0 && report)
            vm_report(g, def, "legality check", vm_message(L, -1));
        /* An action before anything was read (no query, no field of e): whatever
         * the game and the call, the function reaches it first -- a script is a
         * pure function of what it reads (docs/scripting.md) -- and every dry
         * run of it says yes.  Learned once, for the VM's life (dry_check). */
        if (ok == 1 && vm->acted_first)
            vm->info[def].eff[idx - 1].acts_first = 1;
    }
    vm->entries = entries, vm->acted_first = 0;
    lua_settop(L, base);
    return ok;
}

/* Would effect idx do something if it were used now, the call context set (an
 * event's too): can its first target be chosen (10-1-8-1-1, 10-2-2, 10-3-3-1)?
 * A declared target is looked for in C, and a script that cannot refuse
 * (script_info.never_refuses) is not asked: neither calls Lua.  (Whether its
 * declared costs can be paid is the callers' question, cost_payable: an answer
 * this gives may be kept in the legality cache, which sees only what Lua reads.) */
static int dry_check(gcg_game *g, int src, int def, int idx)
{
    const effmeta *m = meta_of(g->eng, def, idx);
    if (!m)
        return 0;
    int never = script_info_of(g->eng, def)->never_refuses;
    if (m->act_then)
        return 1; /* "X. Then, ...": its declared action comes first, whatever follows */
    if (m->target)
        return api_target_exists(g, m);
    if (never || m->acts_first || m->act) { /* (m->act: a declared action alone, no target) */
        if (g->eng->check_invariants && dry_call(g, def, idx, 0) == 0)
            game_cache_fault(g, never ? "a dry run refused by a script whose text names nothing "
                                        "that refuses one"
                                      : "a dry run refused by an effect whose first step was "
                                        "an action", src);
        return 1;
    }
    return dry_call(g, def, idx, 1) > 0;
}

/* Dry run of effect idx of card src for player `controller` (no event): 1 if it
 * could be used now. */
static int dry_run(gcg_game *g, int src, int controller, int def, int idx)
{
    set_call(vm_of(g), g, src, controller, idx, -1, -1, -1);
    return dry_check(g, src, def, idx);
}

/* ------------------------------------------------------------ activating triggers */

static void unmark_used(gcg_game *g, int cid, int serial, int idx);
static int rest_target(const gcg_game *g, int cid);

/* A triggered effect, when its batch is about to be resolved (10-1-6): would it
 * do anything?  Its conditions held when it triggered; now its first target must
 * exist (10-2-2, 10-3-3-1, Q100), as a dry run of its start finds it, in the game
 * as it is once the event is over (rules management done: Units destroyed
 * together are gone).  If not, it is not activated, and a 【Once per Turn】 it
 * counted as used when it triggered is not used (13-2-13). */
int script_trigger_activates(gcg_game *g, const trig *t)
{
    gstate *s = &g->s;
    int src = t->card, def = s->cards[src].def;
    int idx = t->kind == TR_BURST ? find_effect(g->eng, def, EK_BURST, 0) : t->effect;
    const effmeta *m = meta_of(g->eng, def, idx);
    if (!m || m->fn[EF_RUN] == LUA_NOREF)
        return 1; /* (no script to ask: it resolves as it always did) */
    int cond = (m->flags & EM_CONDITION) != 0;
    /* "You may rest this Unit. If you do, choose ...": what it does first is ask (its
     * target comes after), so it is activated whatever there is to choose. */
    int asks = m->ext && m->ext->may;
    if (!cond && (asks || (!effmeta_target_gates(m) && !(m->flags & EM_COSTS) &&
                           (script_info_of(g->eng, def)->never_refuses || m->acts_first ||
                            m->act))) &&
        !g->eng->check_invariants)
        return 1; /* (nothing can say no: dry_check's answer, at once) */
    struct script_vm *vm = vm_of(g);
    facets outer = script_reads_begin(g);
    if (t->kind == TR_BURST)
        set_call(vm, g, src, t->controller, idx, -1, -1, -1);
    else
        set_call(vm, g, src, t->controller, idx, t->ev_card == NONE16 ? -1 : t->ev_card,
                 t->amount == NONE16 ? -1 : t->amount, t->p);
    set_trig_serials(vm, t);
    /* Its condition (10-2-1) held when it triggered (a 【Burst】's is asked only
     * now); it must hold now that the event is over too: "if you have another
     * (OZ) Unit in play" does not count one destroyed with this one. */
    int ok = (!cond || (m->count || m->cond
                            ? api_decl_holds(g, vm->controller, m->cond, m->count)
                            : effect_check(vm, g, def, idx, EF_CONDITION, 0, NULL, NULL) == 1)) &&
             (!(m->flags & EM_COSTS) ||
              cost_payable(g, t->controller, vm->holder >= 0 ? vm->holder : rest_target(g, src), m)) &&
             (asks || dry_check(g, src, def, idx));
    vm->reads = outer; /* (nothing is kept of this answer) */
    if (!ok && t->kind == TR_SCRIPT && (m->flags & EM_ONCE))
        unmark_used(g, src, t->serial, idx);
    return ok;
}

/* ------------------------------------------------------------ legality cache */

/* Whether a card's effect could be used now (its conditions and a dry run of its
 * first steps, 10-1-8-1) is asked at every decision the card could be used at.
 * The answers are kept by card, effect and player until something they read
 * changes (facet.h) -- and, when the answer did not look at its own card, by
 * card number too, for every copy.  An answer that reported a script error is
 * not kept: the error is told each time, as it would be without the cache. */
#define LEGAL_SLOTS 128
#define LEGAL_BY_DEF 0x8000 /* key: a card number's (def | LEGAL_BY_DEF), not a card's */

typedef struct legal_entry {
    facet_stamp st;
    uint16_t key, serial;
    uint8_t idx, player, ok, used;
} legal_entry;

static legal_entry *legal_slot(gcg_game *g, int key, int idx, int p)
{
    if (!g->legal_cache)
        g->legal_cache = xcalloc(LEGAL_SLOTS, sizeof *g->legal_cache);
    return &g->legal_cache[((unsigned)key * 5u + (unsigned)idx * 3u + (unsigned)p) % LEGAL_SLOTS];
}

static int legal_lookup(gcg_game *g, int key, int serial, int idx, int p)
{
    const legal_entry *e = legal_slot(g, key, idx, p);
    if (!e->used || e->key != key || e->idx != idx || e->player != p || e->serial != serial ||
        !facet_fresh(g, &e->st))
        return -1;
    return e->ok;
}

/* The cached answer for effect idx of card cid used by player p: 1 or 0, or -1
 * if there is none. */
static int legal_get(gcg_game *g, int cid, int idx, int p)
{
    int ok = legal_lookup(g, cid, g->s.cards[cid].serial, idx, p);
    return ok >= 0 ? ok : legal_lookup(g, g->s.cards[cid].def | LEGAL_BY_DEF, 0, idx, p);
}

static void legal_put(gcg_game *g, int key, int serial, int idx, int p, int ok, facet_stamp st)
{
    legal_entry *e = legal_slot(g, key, idx, p);
    *e = (legal_entry){st, (uint16_t)key, (uint16_t)serial, (uint8_t)idx, (uint8_t)p, (uint8_t)ok, 1};
}

typedef struct legal_mark {
    uint64_t tick;
    int nerrors;
    facets outer;
    int cached; /* checking builds: the answer the cache had (-1 none) */
} legal_mark;

/* Around a computation of a legality answer: what it reads is noted. */
static legal_mark legal_begin(gcg_game *g, int cid, int idx, int p)
{
    legal_mark m = {g->tick, g->nscript_errors, script_reads_begin(g),
                    g->eng->check_invariants ? legal_get(g, cid, idx, p) : -1};
    return m;
}

static int legal_end(gcg_game *g, legal_mark m, int cid, int idx, int p, int ok)
{
    facets reads = script_reads_end(g, m.outer);
    if (m.cached >= 0 && m.cached != ok)
        game_cache_fault(g, "whether an effect can be used", cid);
    if (g->tick != m.tick || g->nscript_errors != m.nerrors)
        return ok;
    facet_stamp st = facet_stamp_now(g, reads);
    legal_put(g, cid, g->s.cards[cid].serial, idx, p, ok, st);
    if (!(reads & F_SELF))
        legal_put(g, g->s.cards[cid].def | LEGAL_BY_DEF, 0, idx, p, ok, st);
    return ok;
}

/* Checking builds compute every answer afresh (and legal_end compares). */
static int legal_cached(gcg_game *g, int cid, int idx, int p)
{
    return g->eng->check_invariants ? -1 : legal_get(g, cid, idx, p);
}

/* An effect whose use turns on nothing in Lua -- no declared target, no
 * condition or Pilot qualification, a script that cannot refuse a dry run --
 * is answered at once, without the legality cache.  (Checking builds take the
 * long way, which makes the dry run and checks it.) */
static int answers_itself(const gcg_game *g, int def, const effmeta *m)
{
    return !effmeta_target_gates(m) && !(m->flags & (EM_PILOT | EM_CONDITION)) &&
           (script_info_of(g->eng, def)->never_refuses || m->acts_first || m->act_then) &&
           !g->eng->check_invariants;
}

/* Could p use effect i of card src (def) now: do its conditions hold for Unit
 * `unit` (or -1), and does a dry run reach an action (10-1-8-1)?  Cached. */
static int effect_usable(gcg_game *g, int p, int src, int def, int i, const effmeta *m,
                         int unit)
{
    if (answers_itself(g, def, m)) /* (no condition in Lua, no dry run: nothing to keep) */
        return effect_applies(vm_of(g), g, def, i, m, unit);
    int ok = legal_cached(g, src, i, p);
    if (ok >= 0)
        return ok;
    struct script_vm *vm = vm_of(g);
    legal_mark lm = legal_begin(g, src, i, p);
    set_call(vm, g, src, p, i, -1, -1, -1);
    return legal_end(g, lm, src, i, p,
                     effect_applies(vm, g, def, i, m, unit) && dry_run(g, src, p, def, i));
}

/* Could p use activated effect i of card src (def) now (effect_usable), and pay
 * what it takes before the colon (10-1-7-4: cost_payable, "exile 3 (Titans) cards
 * from your trash")?  An effect with such a cost is kept in the legality cache with
 * it: the cards it could take are found in C, through the filters, which note what
 * they read as a script's queries do (cost_payable adds what it looks at besides).
 * (The cost is asked first, the call context as it was, as before it was kept.) */
static int activation_usable(gcg_game *g, int p, int src, int def, int i, const effmeta *m,
                             int unit)
{
    if (!(m->flags & EM_COSTS))
        return effect_usable(g, p, src, def, i, m, unit);
    int ok = legal_cached(g, src, i, p);
    if (ok >= 0)
        return ok;
    struct script_vm *vm = vm_of(g);
    legal_mark lm = legal_begin(g, src, i, p);
    ok = cost_payable(g, p, unit, m);
    if (ok && answers_itself(g, def, m)) {
        ok = effect_applies(vm, g, def, i, m, unit);
    } else if (ok) {
        set_call(vm, g, src, p, i, -1, -1, -1);
        ok = effect_applies(vm, g, def, i, m, unit) && dry_run(g, src, p, def, i);
    }
    return legal_end(g, lm, src, i, p, ok);
}

/* Can p play Command cid (def) now, its effect idx (m) (10-1-8-1)?  Its "If ..." (a
 * condition, given as a count or in words) is no target: when it does not hold
 * the Command can be played and does nothing; when it holds, its first target
 * must exist (10-1-8-1-1): a declared one is looked for at once (dry_check's
 * first question, without its lookups). */
static int command_usable(gcg_game *g, int p, int cid, int def, int idx, const effmeta *m)
{
    set_call(vm_of(g), g, cid, p, idx, -1, -1, -1);
    if ((m->flags & EM_CONDITION) && !api_decl_holds(g, p, m->cond, m->count))
        return 1;
    if (effmeta_target_gates(m))
        return api_target_exists(g, m);
    return dry_check(g, cid, def, idx);
}

int script_command_playable(gcg_game *g, int p, int cid, int timing)
{
    int def = g->s.cards[cid].def;
    const script_info *info = script_info_of(g->eng, def);
    if (!info->has)
        return 1; /* no script: its text does nothing yet; it can be played */
    int idx = info->play_idx[timing == PLAY_ACTION]; /* (find_effect's, kept at load) */
    if (!idx || idx > info->neff)
        return 1;
    const effmeta *m = &info->eff[idx - 1];
    if (answers_itself(g, def, m))
        return 1;
    int ok = legal_cached(g, cid, idx, p);
    if (ok >= 0)
        return ok;
    legal_mark lm = legal_begin(g, cid, idx, p);
    return legal_end(g, lm, cid, idx, p, command_usable(g, p, cid, def, idx, m)); /* 10-1-8-1 */
}

int script_has_burst(gcg_game *g, int cid)
{
    return has_kind(g->eng, g->s.cards[cid].def, EK_BURST);
}

/* ------------------------------------------------------------ activated */

static int used_this_turn(const gcg_game *g, int cid, int idx)
{
    const gstate *s = &g->s;
    for (int i = 0; i < s->nopt_used; i++)
        if (s->opt_used[i].card == cid && s->opt_used[i].serial == s->cards[cid].serial &&
            s->opt_used[i].effect == idx)
            return 1;
    return 0;
}

static void unmark_used(gcg_game *g, int cid, int serial, int idx)
{
    gstate *s = &g->s;
    for (int i = 0; i < s->nopt_used; i++) {
        const opt_use *u = &s->opt_used[i];
        if (u->card == cid && u->serial == serial && u->effect == idx) {
            memmove(&s->opt_used[i], &s->opt_used[i + 1],
                    (size_t)(s->nopt_used - i - 1) * sizeof s->opt_used[0]);
            s->nopt_used--;
            return;
        }
    }
}

static void mark_used(gcg_game *g, int cid, int idx)
{
    gstate *s = &g->s;
    if (s->nopt_used >= MAX_OPT_USED)
        return;
    opt_use *u = &s->opt_used[s->nopt_used++];
    u->card = (uint16_t)cid;
    u->serial = s->cards[cid].serial;
    u->effect = (uint16_t)idx;
    u->unused = 0;
}

/* The card an activated effect rests for "Rest this Unit/Base": a Pilot's
 * effects belong to its Unit. */
static int rest_target(const gcg_game *g, int cid)
{
    const card *c = &g->s.cards[cid];
    if (!card_is_unit_in_play(g, cid) && c->loc == GCG_LOC_BATTLE && c->pair != NONE16)
        return c->pair;
    return cid;
}

static void list_card_activations(gcg_game *g, int p, int src, int unit, int timing)
{
    int def = g->s.cards[src].def;
    int kind = timing == PLAY_MAIN ? EK_ACT_MAIN : EK_ACT_ACTION; /* (it has one) */
    const script_info *info = script_info_of(g->eng, def);
    for (int i = 1; i <= info->neff; i++) {
        const effmeta *m = &info->eff[i - 1];
        if (m->kind != kind)
            continue;
        if ((m->flags & EM_ONCE) && used_this_turn(g, src, i))
            continue; /* 13-2-13 */
        if ((m->flags & EM_REST_SELF) && (g->s.cards[rest_target(g, src)].flags & CF_RESTED))
            continue;
        if (m->cost && res_active(g, p) < m->cost)
            continue; /* 10-1-7-3 */
        if (activation_usable(g, p, src, def, i, m, unit))
            dec_add(g, O_ACTIVATE, p, src, NONE16, i);
    }
}

int script_alt_plays(gcg_game *g, int p, int cid, int *out, int max)
{
    int def = g->s.cards[cid].def, n = 0;
    if (!has_kind(g->eng, def, EK_ALT_PLAY))
        return 0;
    const script_info *info = script_info_of(g->eng, def);
    for (int i = 1; i <= info->neff && n < max; i++) {
        const effmeta *m = &info->eff[i - 1];
        if (m->kind != EK_ALT_PLAY || res_total(g, p) < m->level ||
            (m->cost && res_active(g, p) < m->cost))
            continue;
        if ((m->flags & EM_COSTS) && !cost_payable(g, p, cid, m))
            continue; /* "you may discard 1 ... If you do": a card to discard */
        if (effect_usable(g, p, cid, def, i, m, -1))
            out[n++] = i;
    }
    return n;
}

int script_alt_play_pairs_with(gcg_game *g, int p, int cid, int idx, int unit)
{
    const effmeta *m = meta_of(g->eng, g->s.cards[cid].def, idx);
    if (!m || !(m->flags & EM_PAIR_UNIT))
        return 1;
    return api_filter_match(vm_of(g)->L, g, p, unit, m->pilot);
}

int script_activation_cost(gcg_game *g, int cid, int idx)
{
    const effmeta *m = meta_of(g->eng, g->s.cards[cid].def, idx);
    return m ? m->cost : 0;
}

void script_alt_play_price(gcg_game *g, int cid, int idx, int *level, int *cost)
{
    const effmeta *m = meta_of(g->eng, g->s.cards[cid].def, idx);
    *level = m ? m->level : 0;
    *cost = m ? m->cost : 0;
}

int script_game_has_activations(const gcg_game *g, int timing)
{
    return (g->listen.kinds & (1u << (timing == PLAY_MAIN ? EK_ACT_MAIN : EK_ACT_ACTION))) != 0;
}

int script_activation_why(gcg_game *g, int p, int src, int idx, int timing, char *buf, size_t n)
{
    const card *c = &g->s.cards[src];
    /* the Unit it belongs to: its own, or a paired Pilot's Unit */
    int unit = !card_is_unit_in_play(g, src) && c->loc == GCG_LOC_BATTLE && c->pair != NONE16
                   ? c->pair : src;
    const effmeta *m = meta_of(g->eng, c->def, idx);
    int want = timing == PLAY_MAIN ? EK_ACT_MAIN : EK_ACT_ACTION;
    if (!m || (m->kind != EK_ACT_MAIN && m->kind != EK_ACT_ACTION)) {
        snprintf(buf, n, "its text has no 【Activate･...】 effect number %d", idx);
        return 1;
    }
    if (m->kind != want) {
        snprintf(buf, n, "its effect %d is %s: it is activated %s", idx,
                 m->kind == EK_ACT_MAIN ? "【Activate･Main】" : "【Activate･Action】",
                 m->kind == EK_ACT_MAIN ? "in your main phase (7-5-3-1)"
                                        : "in an action step (9-3-2)");
        return 1;
    }
    if ((m->flags & EM_ONCE) && used_this_turn(g, src, idx)) {
        snprintf(buf, n, "【Once per Turn】: it was activated this turn already (13-2-13-1)");
        return 1;
    }
    if ((m->flags & EM_REST_SELF) && (g->s.cards[rest_target(g, src)].flags & CF_RESTED)) {
        snprintf(buf, n, "its cost rests it, and it is rested already (10-1-7-2)");
        return 1;
    }
    if (m->cost && res_active(g, p) < m->cost) {
        snprintf(buf, n, "its cost is %d: you have %d active Resources (10-1-7-3)", m->cost,
                 res_active(g, p));
        return 1;
    }
    if ((m->flags & EM_COSTS) && !cost_payable(g, p, unit, m)) {
        snprintf(buf, n, "its cost can't be paid: not enough cards for what it takes before "
                         "the colon (10-1-7-4)");
        return 1;
    }
    const card *u = &g->s.cards[unit];
    if (m->during == 1 && !(u->loc == GCG_LOC_BATTLE && u->pair != NONE16)) {
        snprintf(buf, n, "【During Pair】: it has the effect only while a Pilot is paired with it "
                         "(13-2-10-1)");
        return 1;
    }
    if (m->during == 2 && !(u->flags & CF_LINKED)) {
        snprintf(buf, n, "【During Link】: it has the effect only while it is a Link Unit (13-2-12-1)");
        return 1;
    }
    struct script_vm *vm = vm_of(g);
    set_call(vm, g, src, p, idx, -1, -1, -1);
    if (!effect_applies(vm, g, c->def, idx, m, unit)) {
        snprintf(buf, n, "its condition does not hold (10-2-1, 10-3-1-1)");
        return 1;
    }
    if (!dry_run(g, src, p, c->def, idx)) {
        snprintf(buf, n, "it would have nothing to do: its target can't be chosen (10-2-2, Q100)");
        return 1;
    }
    return 0;
}

void script_list_activations(gcg_game *g, int p, int cid, int timing)
{
    if (!script_game_has_activations(g, timing))
        return; /* no card of this game has such an effect */
    int kind = timing == PLAY_MAIN ? EK_ACT_MAIN : EK_ACT_ACTION;
    const card *c = &g->s.cards[cid];
    if (has_kind(g->eng, c->def, kind))
        list_card_activations(g, p, cid, cid, timing);
    if (c->pair != NONE16 && has_kind(g->eng, g->s.cards[c->pair].def, kind) &&
        card_is_unit_in_play(g, cid))
        list_card_activations(g, p, c->pair, cid, timing);
}

void script_start_activation(gcg_game *g, int p, int cid, int idx, int ex)
{
    gstate *s = &g->s;
    const effmeta *m = meta_of(g->eng, s->cards[cid].def, idx);
    if (!m)
        return;
    int unit = rest_target(g, cid);
    if (m->flags & EM_REST_SELF)
        act_rest(g, unit);
    res_pay(g, p, m->cost, ex); /* ①: rest that many Resources (10-1-7-3) */
    if (m->cost) /* "when you pay ① or more for one of your Units' effects" */
        ev_emit(g, EV_PAID, p, unit, m->cost, 0);
    if (m->flags & EM_ONCE)
        mark_used(g, cid, idx);
    uint16_t serial = s->cards[cid].serial;
    if (m->ext && m->ext->destroy_self) /* "Destroy this Unit：" */
        act_destroy(g, unit);
    else if (m->ext && m->ext->to_deck_self) /* "return this Unit to the bottom of ... deck：" */
        act_move(g, unit, GCG_LOC_DECK, m->ext->to_deck_self == 1 ? AT_TOP : AT_BOTTOM);
    task_push(g, T_EFFECT, p, cid, idx, serial, NONE16);
}

/* ------------------------------------------------------------ running */

static void finish(gcg_game *g)
{
    gstate *s = &g->s;
    g->eff_base_len = 0;
    s->eff_running = 0;
    s->eff_nans = 0;
    int n = s->ndeferred;
    s->ndeferred = 0;
    for (int i = 0; i < n; i++) {
        task t = s->deferred[i];
        task *nt = task_push(g, t.kind, t.player, t.a, t.b, t.c, t.d);
        if (nt) {
            nt->step = t.step;
            nt->flags = t.flags;
        }
    }
}

/* The effect failed (a script error, an engine stop, a changed upvalue, too
 * many questions): the state it started from comes back -- it did nothing --
 * and the failure is reported with its card (def; -1: the mode's hook). */
static rstat effect_failed(gcg_game *g, int def, const char *what, const char *msg)
{
    gstate *s = &g->s;
    uint32_t log_len = s->log_len;
    game_base_restore(g);
    s->log_len = log_len;
    s->eff_running = 0;
    s->ndeferred = 0;
    g->eff_base_len = 0;
    if (def >= 0) {
        vm_report(g, def, what, msg);
    } else {
        char buf[800];
        snprintf(buf, sizeof buf, "mode %s: %s: %s", g->setup.mode, what, msg);
        game_report(g, buf);
    }
    if (g->eng->strict)
        run_fail_quietly(g); /* (reported above) */
    return R_DONE;
}

/* The answer just given to the effect's question, appended to its record after
 * the start state is restored -- unless the effect asked before it did anything
 * (eff_untouched): then the state is its start state already.  -1 if the record
 * is full: the effect asks without end (it is stopped, script_run_effect). */
static int resume_with_answer(gcg_game *g)
{
    gstate *s = &g->s;
    uint16_t ans[MAX_EFF_ANS], now[MAX_OPTS];
    int nans = s->eff_nans, k = s->nanswer;
    const uint16_t *given = s->answer;
    if (s->eff_untouched) { /* (EFF_AFTER_ACTION: checked by then_verify) */
        if (g->eng->check_invariants && s->eff_untouched == 1 && !game_base_unchanged(g))
            game_cache_fault(g, "an effect that asked first had changed the game", -1);
        s->eff_untouched = 0;
    } else {
        memcpy(ans, s->eff_ans, (size_t)nans * sizeof ans[0]);
        memcpy(now, s->answer, (size_t)k * sizeof now[0]);
        uint32_t log_len = s->log_len;
        game_base_restore(g);
        s->log_len = log_len;
        memcpy(s->eff_ans, ans, (size_t)nans * sizeof ans[0]);
        given = now;
    }
    if (nans + 1 + k > MAX_EFF_ANS) {
        s->eff_nans = (uint16_t)nans;
        return -1;
    }
    s->eff_ans[nans++] = (uint16_t)k;
    memcpy(&s->eff_ans[nans], given, (size_t)k * sizeof given[0]);
    nans += k;
    s->eff_nans = (uint16_t)nans;
    return 0;
}

/* A declared action done in C (draw, shield_to_hand, a token; rest_it, damage_it) is the
 * effect's, as its function's call would be: the events it causes name the effect's card
 * (script_effect_source). */
static int declared_action(gcg_game *g, int p, const effmeta *m)
{
    struct script_vm *vm = vm_of(g);
    vm->c_effect = g;
    int done = api_declared_action(g, p, m);
    vm->c_effect = NULL;
    return done;
}

/* rest_it / damage_it on the chosen targets: 1 if done (or the effect ends: its controller
 * has left, the game is over, 12-2-5, 1-2-4, as e:rest would find), 0 if its function must
 * do it.  (Apart from script_run_effect, which most effects pass through.) */
static __attribute__((noinline)) int target_action(gcg_game *g, int p, const effmeta *m,
                                                   const api_targets *t)
{
    if (g->s.over || !mode_alive(&g->s, p))
        return 1;
    int n = 0;
    for (int i = 0; i < m->ntargets; i++)
        n += t->n[i];
    struct script_vm *vm = vm_of(g);
    vm->c_effect = g;
    int done = api_target_action(g, m, t->h, n);
    vm->c_effect = NULL;
    return done;
}

/* s->eff_untouched's value for an effect that asked first after its declared action
 * ("Add 1 of your Shields to your hand. Then, choose ...": effmeta.act_then): the
 * state is its start state with that action done, and the answer goes on from there
 * (the action is not done again).  1: it asked before it did anything. */
#define EFF_AFTER_ACTION 2
/* ... and for an effect of two declared steps that asked in its second step (two_steps):
 * the state is its start state with the first step done, and the task's step says where
 * the second step's answers begin. */
#define EFF_AFTER_STEP 3

/* Checking builds' replay of what an effect did before the question it goes on from: the
 * game as it is now is kept (returned, to compare with and free), and the start state comes
 * back with the effect's record of answers (then_verify, look_verify, step_verify). */
static __attribute__((cold)) gstate *replay_begin(gcg_game *g)
{
    gstate *s = &g->s;
    gstate *now = xmalloc(sizeof *now);
    state_copy(now, s);
    uint32_t log_len = s->log_len;
    game_base_restore(g);
    s->log_len = log_len;
    memcpy(s->eff_ans, now->eff_ans, sizeof s->eff_ans);
    s->eff_nans = now->eff_nans;
    return now;
}

/* Checking builds: an effect that goes on after its declared action (EFF_AFTER_ACTION)
 * finds the game as its start state with that action done again would be.  Made so:
 * the start state comes back, the action is done again, and the two are compared. */
static __attribute__((noinline, cold)) void then_verify(gcg_game *g, int p, const effmeta *m)
{
    gstate *now = replay_begin(g);
    declared_action(g, p, m);
    if (!game_state_same(g, now))
        game_cache_fault(g, "an effect that asked after its declared action had changed the "
                            "game since", -1);
    free(now);
}

/* "X. Then, ...": the declared action first (not again after an answer that followed it,
 * EFF_AFTER_ACTION), then then_if.  -1: the effect ends there (its controller has left,
 * the game is over, or then_if does not hold); else what s->eff_untouched is to say if the
 * target asks next.  (Apart from script_run_effect, which most effects pass through.) */
static __attribute__((noinline)) int then_first(gcg_game *g, int p, const effmeta *m,
                                                int after_action)
{
    gstate *s = &g->s;
    int untouched = 1;
    if (!after_action) {
        declared_action(g, p, m); /* (draw, shield_to_hand: they never ask) */
        vm_of(g)->reads |= F_PLAYERS;
        untouched = EFF_AFTER_ACTION;
    } else if (g->eng->check_invariants) {
        then_verify(g, p, m);
    }
    if (s->over || !mode_alive(s, p)) /* 12-2-5, 1-2-4: it ends there */
        return -1;
    if ((m->then_count || m->then_cond) && !api_decl_holds(g, p, m->then_cond, m->then_count))
        return -1; /* "Then, if ..." */
    return m->flags & EM_COSTS ? 0 : untouched; /* (costs are paid again on the way back) */
}

/* s->eff_untouched's value for an effect that asked its declared look_top's question
 * (api_look.c) and has no costs: the game is as the look left it (a target's discard_it
 * done, the top cards looked at), and the answer goes on from there -- no return to the
 * start state, nothing before the question done again. */
#define EFF_AT_LOOK 4

/* Checking builds: an effect that goes on from its look_top's question (EFF_AT_LOOK) finds
 * the game as the start state with everything before that question done again would be.
 * Made so: the start state comes back, the declared target takes its recorded answers,
 * discard_it and the look are done again, and the two are compared. */
static __attribute__((noinline, cold)) void look_verify(gcg_game *g, int p, const effmeta *m)
{
    gstate *now = replay_begin(g);
    struct script_vm *vm = vm_of(g);
    vm->cursor = 0;
    api_targets target;
    if (m->target && api_effect_target(g, m, 0, &target) > 0 && m->it_act) {
        vm->c_effect = g;
        api_target_action(g, m, target.h, target.n[0]);
        vm->c_effect = NULL;
    }
    lua_Integer top[16];
    api_look_at_top(g, p, m->look->n, top); /* (the look's marks) */
    if (!game_state_same(g, now))
        game_cache_fault(g, "an effect that went on from its look_top's question had changed "
                            "the game since", -1);
    free(now);
}

/* The declared look_top ("look at the top N cards of your deck ..."), after the target and
 * its discard_it ("If you do": a card chosen); or, after its answer (resume: EFF_AT_LOOK),
 * from its question on.  (Apart from script_run_effect, which most effects pass through.) */
static __attribute__((noinline)) rstat look_effect(gcg_game *g, int p, const effmeta *m,
                                                   const api_targets *t, int resume)
{
    gstate *s = &g->s;
    struct script_vm *vm = vm_of(g);
    if (resume) {
        if (g->eng->check_invariants)
            look_verify(g, p, m);
        api_answer_last(vm, g); /* (the answers before it were the target's) */
    } else if (m->target && t->n[0] == 0) {
        finish(g); /* "If you do": nothing discarded, nothing looked at */
        return R_DONE;
    }
    vm->c_effect = g;
    int r = api_look_top(g, p, m->look);
    vm->c_effect = NULL;
    if (r < 0) {
        s->eff_untouched = m->flags & EM_COSTS ? 0 : EFF_AT_LOOK; /* (costs: paid again) */
        return R_WAIT;
    }
    finish(g);
    return R_DONE;
}

/* A declared look_top (with its target's discard_it) keeps no start state: done in C, it
 * cannot fail, and after its questions it goes on from them (eff_untouched, EFF_AT_LOOK),
 * never back to the start -- but with costs (paid again on the way back), and in checking
 * builds, which compare with the start state (look_verify, game_base_unchanged). */
static int look_keeps_no_start(const gcg_game *g, const effmeta *m)
{
    return !(m->flags & EM_COSTS) && !g->eng->check_invariants;
}

/* Begin or resume the replayable run of the task's script function: the first
 * time, keep the start state (unless !keep: the caller keeps it when it must);
 * after an answer, restore it and record the answer.
 * Returns the (possibly moved) task; *full is set if the answers no longer fit. */
static task *begin_or_resume(gcg_game *g, task *t, int keep, int *full, int *after_action)
{
    gstate *s = &g->s;
    *full = 0;
    *after_action = 0;
    if (t->step == 0) {
        t->step = 1;
        s->eff_running = 1;
        s->eff_untouched = 0;
        s->eff_nans = 0;
        s->ndeferred = 0;
        if (keep)
            game_base_save(g);
        else
            g->eff_base_len = 0; /* (none kept yet) */
    } else if (s->has_answer) {
        s->has_answer = 0;
        *after_action = s->eff_untouched >= EFF_AFTER_ACTION ? s->eff_untouched : 0;
        *full = resume_with_answer(g) != 0;
        t = &s->tasks[s->ntasks - 1];
    }
    return t;
}

static const char TOO_MANY_QUESTIONS[] =
    "stopped: it asked more questions than one effect may (an effect that asks for ever?)";

static rstat call_stopped(gcg_game *g, int base, int def, const char *what);

/* Call the function under the context on the stack (the stack is settled back
 * to below `base`) and settle the outcome: done, waiting for a choice, or
 * failed (the start state comes back: the effect did nothing). */
static rstat call_replayable(gcg_game *g, int base, int def, const char *what, int nargs,
                             int acted)
{
    struct script_vm *vm = vm_of(g);
    lua_State *L = vm->L;
    vm->acted = acted; /* (what was done before the call: its costs) */
    int rc = vm_call(vm, g, CM_RUN, nargs, 0);
    if (rc == LUA_OK) {
        lua_settop(L, base - 1);
        finish(g);
        return R_DONE;
    }
    return call_stopped(g, base, def, what);
}

/* A replayable call that did not end (the error at the stack's top): waiting for a
 * choice, ended with its controller or the game, or failed (the start state comes
 * back).  The stack is settled back to below `base`. */
static rstat call_stopped(gcg_game *g, int base, int def, const char *what)
{
    lua_State *L = vm_of(g)->L;
    if (lua_touserdata(L, -1) == SCRIPT_NEED_DECISION) {
        lua_settop(L, base - 1);
        return R_WAIT;
    }
    if (lua_touserdata(L, -1) == SCRIPT_LEFT) { /* 12-2-5, 1-2-4: it ends with its controller, or the game */
        lua_settop(L, base - 1);
        finish(g);
        return R_DONE;
    }
    char msg[600];
    snprintf(msg, sizeof msg, "%s", vm_message(L, -1));
    lua_settop(L, base - 1);
    return effect_failed(g, def, what, msg);
}

void script_loop_cards(const gcg_game *g, int first, char *buf, size_t n)
{
    const gstate *s = &g->s;
    int shown[6], nshown = 0;
    size_t len = 0;
    buf[0] = 0;
    for (int i = -1; i < s->ntrigs + s->ntasks && nshown < 6 && len < n; i++) {
        int c = i < 0 ? first
              : i < s->ntrigs ? (s->trigs[i].kind == TR_SCRIPT ? s->trigs[i].card : -1)
              : s->tasks[i - s->ntrigs].kind == T_EFFECT ? s->tasks[i - s->ntrigs].a : -1;
        if (c < 0 || c >= s->ncards)
            continue;
        int def = s->cards[c].def, dup = 0;
        for (int k = 0; k < nshown; k++)
            dup |= shown[k] == def;
        if (dup)
            continue;
        shown[nshown++] = def;
        const gcg_card_def *d = def_of(g, c);
        len += (size_t)snprintf(buf + len, n - len, "%s%s (%s)", nshown > 1 ? ", " : "",
                                d->number, d->name);
    }
}

/* A turn that never ends: more than MAX_EFFECTS_TURN effects began in it (they
 * keep triggering each other, with or without questions).  The game ends;
 * run_fail names the cards of the effects in progress. */
static void endless_turn(gcg_game *g)
{
    char why[300];
    snprintf(why, sizeof why, "the game goes round in a loop: %d effects began in turn %d (at "
                              "most %d)", g->s.effects_turn, g->s.turn, MAX_EFFECTS_TURN);
    run_fail(g, why);
}

/* ------------------------------------------------------------ two declared steps */

/* What a step's target gets (sm: the effect's it_act, or its second step's) on the chosen
 * targets tg: in C (target_action), or, when C cannot (a "rest this Unit instead" in the
 * game), by the loader's function for it, a replayable call as the effect's own would be
 * (when it asks, the effect replays from its start state, each step taking its answers
 * in turn).  0: go on; else the effect's outcome is in *out. */
static int step_act(gcg_game *g, int p, int def, const effmeta *sm, const api_targets *tg,
                    int acted, rstat *out, int *by_lua)
{
    if (target_action(g, p, sm, tg))
        return 0;
    *by_lua = 1;
    struct script_vm *vm = vm_of(g);
    lua_State *L = vm->L;
    int base = lua_gettop(L) + 1;
    lua_rawgeti(L, LUA_REGISTRYINDEX, sm->fn[EF_RUN]);
    api_push_ctx(L);
    int nargs = 1 + api_push_targets(L, sm, tg);
    vm->acted = acted;
    if (vm_call(vm, g, CM_RUN, nargs, 0) == LUA_OK) {
        lua_settop(L, base - 1);
        return 0;
    }
    *out = call_stopped(g, base, def, "effect");
    return 1;
}

/* also_target ("choose 1 to 2 ... instead"), the first target's n1 cards chosen (a): when
 * also_if holds, the second target is chosen, those cards left out, and the effect's
 * action is done to a's cards and then to b's, as one call (damage_it: at once). */
static rstat also_step(gcg_game *g, int p, int def, const effmeta *m, api_targets *a, int n1,
                       int acted)
{
    gstate *s = &g->s;
    const decl_step *st = m->step2;
    api_targets b;
    b.n[0] = 0;
    if (api_step_holds(g, p, st)) {
        int r = api_step_target(g, &st->m, a->h, n1, &b);
        if (r < 0) { /* (its second question: the answer goes back to the start state) */
            s->eff_untouched = 0;
            return R_WAIT;
        }
        if (r == 0)
            b.n[0] = 0;
    }
    int nb = b.n[0], cap = (int)(sizeof a->h / sizeof a->h[0]) - n1, n0 = a->n[0];
    memcpy(&a->h[n1], b.h, (size_t)(nb < cap ? nb : cap) * sizeof b.h[0]);
    a->n[0] += nb < cap ? nb : cap; /* (target_action takes every handle of every target) */
    rstat out;
    if (!target_action(g, p, m, a)) { /* C cannot: the function of each, in turn */
        a->n[0] = n0;
        int by_lua;
        if (step_act(g, p, def, m, a, acted, &out, &by_lua) ||
            (nb > 0 && step_act(g, p, def, &st->m, &b, 1, &out, &by_lua)))
            return out;
    }
    finish(g);
    return R_DONE;
}

/* Checking builds: an effect that goes on after its first step (EFF_AFTER_STEP) finds the
 * game as its start state with that step done again would be.  Made so: the start state
 * comes back, the first target takes its recorded answers and its action is done again,
 * and the two are compared (the answers' record apart). */
static __attribute__((noinline, cold)) void step_verify(gcg_game *g, int p, const effmeta *m)
{
    gstate *now = replay_begin(g);
    api_targets a;
    vm_of(g)->cursor = 0;
    if (api_effect_target(g, m, 0, &a) <= 0 || !target_action(g, p, m, &a) ||
        !game_state_same(g, now))
        game_cache_fault(g, "an effect that asked in its second step had changed the game "
                            "since its first", -1);
    free(now);
}

/* The second step of two_steps (then_target), its answers from the record's entry c0 on:
 * when its target asks, and the first step was done in C with no costs paid (they are paid
 * again on the way back), the answer goes on from the game as it is (EFF_AFTER_STEP, the
 * entry kept in the task's step), not from the start state. */
static rstat second_step(gcg_game *g, task *t, const effmeta *m, int def, int replayable)
{
    gstate *s = &g->s;
    const decl_step *st = m->step2;
    int p = t->player, c0 = vm_of(g)->cursor, by_lua = 0;
    api_targets b;
    rstat out;
    int r = api_step_target(g, &st->m, NULL, 0, &b);
    if (r < 0) {
        int on = replayable && !(m->flags & EM_COSTS) && c0 + 2 <= UINT8_MAX;
        s->eff_untouched = on ? EFF_AFTER_STEP : 0;
        if (on)
            t->step = (uint8_t)(2 + c0);
        return R_WAIT;
    }
    if (r > 0 && step_act(g, p, def, &st->m, &b, 1, &out, &by_lua))
        return out;
    finish(g);
    return R_DONE;
}

/* An effect of two declared steps (decl_step, script.h), all in C: the declared target
 * chosen and its action done, then (then_if holding; with if_you_do, only if the first
 * target chose all it asked for) the second target chosen and its action done -- or, for
 * also_target, also_step.  After an answer the effect replays from its start state as a
 * script's would (no Lua: each target takes its recorded answer, each action is done
 * again in C) -- but an answer to the second step's question goes on from the game as it
 * is (after_step: second_step), and a question asked first, before anything was done,
 * needs no return either. */
static __attribute__((noinline)) rstat two_steps(gcg_game *g, task *t, const effmeta *m,
                                                 int acted, int after_step)
{
    gstate *s = &g->s;
    const decl_step *st = m->step2;
    int p = t->player, def = s->cards[t->a].def, by_lua = 0;
    if (after_step) { /* (the first step done, its answers before the entry kept) */
        int c0 = t->step - 2;
        t->step = 1; /* (as the start state has it) */
        if (g->eng->check_invariants)
            step_verify(g, p, m);
        vm_of(g)->cursor = c0;
        return second_step(g, t, m, def, 1);
    }
    api_targets a;
    int r = api_effect_target(g, m, 0, &a);
    if (r < 0) {
        s->eff_untouched = (uint8_t)(s->eff_nans == 0 && !acted);
        return R_WAIT;
    }
    if (r == 0) {
        finish(g);
        return R_DONE;
    }
    int n1 = 0;
    for (int i = 0; i < m->ntargets; i++)
        n1 += a.n[i];
    if (st->also)
        return also_step(g, p, def, m, &a, n1, acted);
    rstat out;
    if (step_act(g, p, def, m, &a, acted, &out, &by_lua))
        return out;
    /* "Then, [if ...,] choose ..." / "If you do, choose ..." */
    if (!s->over && mode_alive(s, p) && (!st->if_you_do || api_targets_done(m, &a)) &&
        api_step_holds(g, p, st))
        return second_step(g, t, m, def, !by_lua);
    finish(g);
    return R_DONE;
}

/* A 【Destroyed】 effect's condition, as it activates (before it begins). */
static int destroyed_condition(gcg_game *g, const task *t, const effmeta *m)
{
    const gstate *s = &g->s;
    const trig *tr = t->d != NONE16 && t->d < s->ntrigs ? &s->trigs[t->d] : NULL;
    set_call(vm_of(g), g, t->a, t->player, t->b, tr && tr->ev_card != NONE16 ? tr->ev_card : -1,
             tr && tr->amount != NONE16 ? tr->amount : -1, tr ? tr->p : -1);
    return condition_holds(vm_of(g), g, m);
}

rstat script_run_effect(gcg_game *g, task *t)
{
    struct script_vm *vm = vm_of(g);
    lua_State *L = vm->L;
    gstate *s = &g->s;
    int src = t->a;
    int def = s->cards[src].def;
    int idx = t->b;
    if (t->step == 0 && !mode_alive(s, t->player))
        return R_DONE; /* 12-2-5: its controller has left the game, and their effects too */
    if (idx == EFF_COMMAND && t->step == 0) /* "when you activate a Command's 【Main】/【Action】" */
        ev_emit(g, EV_COMMAND, t->player, src, s->cards[src].ex_paid, 0); /* (a: EX paid) */
    if (idx == EFF_COMMAND)
        idx = find_effect(g->eng, def, s->step == GCG_STEP_ACTION ? EK_ACTION : EK_MAIN,
                          s->step == GCG_STEP_ACTION);
    else if (idx == EFF_BURST)
        idx = find_effect(g->eng, def, EK_BURST, 0);
    const effmeta *m = meta_of(g->eng, def, idx);
    if (!m)
        return R_DONE; /* no script: the text does nothing yet */
    t->b = (uint16_t)idx;
    if (t->step == 0 && ++s->effects_turn > MAX_EFFECTS_TURN) {
        endless_turn(g);
        return R_DONE;
    }
    if (t->step == 0 && m->kind == EK_DESTROYED && !destroyed_condition(g, t, m))
        return R_DONE; /* 13-2-8-2: its condition is read as it activates (offer_effects) */
    /* A declared action alone (no costs, no target, no function given) is done in C, and
     * neither fails nor asks -- but for a token into a full battle area, whose function
     * then runs: the start state is kept only then, before it (nothing has changed). */
    int c_only = (m->look ? look_keeps_no_start(g, m)
                          : ((m->act && !m->act_then && !m->target) ||
                             (m->it_act && !m->act_then && !g->eng->check_invariants)) &&
                                !(m->flags & EM_COSTS) && !m->step2); /* (a second step asks after acting) */
    int full, after_action;
    t = begin_or_resume(g, t, !c_only, &full, &after_action);
    if (full)
        return effect_failed(g, def, "effect", TOO_MANY_QUESTIONS);
    int ev_card = -1, ev_card2 = -1, ev_player = -1;
    const trig *tr = t->d != NONE16 && t->d < s->ntrigs ? &s->trigs[t->d] : NULL;
    if (tr) {
        ev_card = tr->ev_card == NONE16 ? -1 : tr->ev_card;
        ev_card2 = tr->amount == NONE16 ? -1 : tr->amount;
        ev_player = tr->p;
    }
    set_call(vm, g, src, t->player, idx, ev_card, ev_card2, ev_player);
    if (tr) { /* what else the event carried; a granted effect's card */
        vm->ev_src = tr->ev_src == NONE16 ? -1 : tr->ev_src;
        vm->ev_flags = tr->ev_flags;
        vm->ev_from = tr->ev_from;
        vm->ev_amount = tr->ev_amount;
        vm->holder = tr->holder == NONE16 ? -1 : tr->holder;
        set_trig_serials(vm, tr);
    }
    if (after_action == EFF_AT_LOOK) /* look_top's answer: from its question on */
        return look_effect(g, t->player, m, NULL, 1);
    if ((t->d != NONE16 || m->kind == EK_MAIN || m->kind == EK_ACTION) && s->eff_nans == 0 &&
        (m->flags & EM_CONDITION) &&
        !(m->count || m->cond ? api_decl_holds(g, t->player, m->cond, m->count)
                              : check_fn(vm, g, m, EF_CONDITION, 0, NULL, NULL) == 1)) {
        /* A triggered effect's "If ..." is asked again as it resolves: activated
         * when it held, it does nothing if it holds no more (an effect resolved
         * before it changed that).  A Command's is asked only now: played whether
         * it holds or not, it does nothing when it does not (10-1-8-1-1). */
        finish(g);
        return R_DONE;
    }
    int acted = 0; /* costs chosen now (exile, rest, <Development>) moved cards */
    if (m->flags & EM_COSTS) {
        int paid = cost_pay(g, t->player, vm->holder >= 0 ? vm->holder : rest_target(g, src), m,
                            &acted);
        if (paid <= 0) {
            if (paid < 0) {
                s->eff_untouched = s->eff_nans == 0 && !acted;
                return R_WAIT;
            }
            finish(g);
            return R_DONE;
        }
    }
    if (m->fn[EF_RUN] == LUA_NOREF) { /* an alternative play: its price was all it had */
        finish(g);
        return R_DONE;
    }
    if (m->step2) /* two declared steps (decl_step): in C */
        return two_steps(g, t, m, acted, after_action == EFF_AFTER_STEP);
    /* "X. Then, ...": the declared action first, in C; after an answer that followed it,
     * the game is as the action left it (EFF_AFTER_ACTION), and it is not done again. */
    int untouched = 1;
    if (m->act_then) {
        acted = 1; /* (the function's question, if it asks, finds the game changed) */
        untouched = then_first(g, t->player, m, after_action == EFF_AFTER_ACTION);
        if (untouched < 0) {
            finish(g);
            return R_DONE;
        }
    }
    /* A declared target is chosen before the function runs, which gets it. */
    api_targets target;
    int chosen = m->target ? api_effect_target(g, m, 0, &target) : 1;
    if (chosen <= 0) { /* a choice to make first, or no Unit to choose: nothing happens */
        if (chosen < 0) { /* (the first question: nothing done, or only the action) */
            s->eff_untouched = (uint8_t)(s->eff_nans == 0 && (!acted || m->act_then) ? untouched : 0);
            return R_WAIT;
        }
        finish(g);
        return R_DONE;
    }
    if (m->act && !m->act_then && declared_action(g, t->player, m)) { /* one action, no Lua */
        vm->reads |= F_PLAYERS; /* (as the function's call reads it) */
        finish(g);
        return R_DONE;
    }
    if (m->look) { /* "[You may discard 1. If you do,] look at the top N cards ...": no Lua */
        if (m->it_act)
            target_action(g, t->player, m, &target); /* (discard_it: always in C) */
        return look_effect(g, t->player, m, &target, 0);
    }
    if (m->it_act && target_action(g, t->player, m, &target)) {
        finish(g); /* "Rest it.", "Deal 2 damage to it.": no Lua */
        return R_DONE;
    }
    if (c_only && !g->eff_base_len)
        game_base_save(g); /* (its function asks or may fail: from here it replays) */
    int base = lua_gettop(L) + 1;
    lua_rawgeti(L, LUA_REGISTRYINDEX, m->fn[EF_RUN]);
    api_push_ctx(L);
    int nargs = 1 + (m->target ? api_push_targets(L, m, &target) : 0);
    return call_replayable(g, base, def, "effect", nargs, acted);
}

/* T_MODE: a hook of the game's mode (setup, before_hand, mulligan, a phase's,
 * turn_end) for player t->player; it may ask for choices like a card effect. */
rstat script_run_mode_hook(gcg_game *g, task *t)
{
    const char *name = script_mode_hook_name(t->a);
    struct script_vm *vm = vm_of(g);
    lua_State *L = vm->L;
    int base = lua_gettop(L) + 1;
    lua_pushnil(L); /* placeholder: call_replayable settles the stack from here */
    if (!name || !script_mode_push_hook(vm, g->setup.mode, g->setup.variant,
                                        g->setup.options, name)) {
        lua_settop(L, base - 1);
        return R_DONE;
    }
    int full, after_action; /* (a hook declares no action: never set) */
    t = begin_or_resume(g, t, 1, &full, &after_action);
    if (full) {
        lua_settop(L, base - 1);
        return effect_failed(g, -1, name, TOO_MANY_QUESTIONS);
    }
    vm->source = -1;
    vm->controller = t->player;
    vm->def = -1;
    vm->cells = script_mode_cells(vm, g->setup.mode);
    vm->effect = 0;
    vm->ev_card = vm->ev_card2 = -1;
    vm->ev_player = t->player;
    vm->cursor = 0;
    api_push_ctx(L);
    return call_replayable(g, base, -1, name, 1, 0);
}

/* ------------------------------------------------------------ constants */

/* A constant's number: as written, or from its function. */
static int value_of(struct script_vm *vm, gcg_game *g, int def, int idx, int ef, int fn,
                    int number, int target)
{
    if (!fn)
        return number;
    int v = 0;
    lua_Integer h = card_handle(g, target);
    effect_check(vm, g, def, idx, ef, 1, &h, &v);
    return v;
}

static int any_rule(gcg_game *g, int cid, unsigned flag, int ef, int nextra,
                    const lua_Integer *extra);

/* "This Unit's AP can't be reduced by (source's) effects": a protect_ap rule of
 * Unit `unit` (or of its Pilot) holds for card `source`. */
static int ap_protected(gcg_game *g, int unit, int source)
{
    if (!(g->listen.eflags & EM_PROTECT_AP) || source < 0 || source >= g->s.ncards ||
        !card_is_unit_in_play(g, unit))
        return 0;
    lua_Integer extra[2] = {card_handle(g, unit), card_handle(g, source)};
    return any_rule(g, unit, EM_PROTECT_AP, EF_PROTECT_AP, 2, extra);
}

/* The newer fields of constant m (script_meta.c): Lv., rules, traits given, keyword
 * amounts computed. */
static void constants_more(struct script_vm *vm, gcg_game *g, int def, int idx,
                           const effmeta *m, int target, const_mods *out)
{
    const meta_ext *x = m->ext;
    out->level += value_of(vm, g, def, idx, EF_LEVEL, m->flags & EM_LEVEL_FN, x->level, target);
    out->rules |= x->rules;
    for (int k = 0; k < x->ntraits && out->ntraits < 4; k++)
        out->traits[out->ntraits++] = x->traits[k];
    if (!x->kw_fns)
        return;
    static const struct { unsigned bit; int ef; } kws[] = {
        {GCG_KW_REPAIR, EF_KW_REPAIR}, {GCG_KW_BREACH, EF_KW_BREACH},
        {GCG_KW_SUPPORT, EF_KW_SUPPORT}};
    for (size_t k = 0; k < 3; k++) {
        if (!(x->kw_fns & kws[k].bit))
            continue;
        int n = 0; /* keywords = { repair = function(e, target) ... } */
        lua_Integer h = card_handle(g, target);
        effect_check(vm, g, def, idx, kws[k].ef, 1, &h, &n);
        if (n > 0) {
            int *amount = k == 0 ? &out->repair : k == 1 ? &out->breach : &out->support;
            *amount += n;
        }
    }
}

/* Apply card src's constant effects (belonging to Unit `unit`) to `target`. */
/* Could constant effect m give one of keywords kw (GCG_KW_* bits)? */
static int const_gives(const effmeta *m, unsigned kw)
{
    const unsigned amounts = GCG_KW_REPAIR | GCG_KW_BREACH | GCG_KW_SUPPORT;
    return (m->keywords & kw) || ((kw & GCG_KW_REPAIR) && m->repair) ||
           ((kw & GCG_KW_BREACH) && m->breach) || ((kw & GCG_KW_SUPPORT) && m->support) ||
           (m->ext && (kw & amounts)); /* (keywords = { repair = function ... }) */
}

/* kw: 0 for every constant effect, or only those that could give one of
 * keywords kw (script_constant_keywords). */
static void constants_from(gcg_game *g, int src, int unit, int target, const_mods *out,
                           unsigned kw)
{
    struct script_vm *vm = vm_of(g);
    int def = g->s.cards[src].def;
    const script_info *info = script_info_of(g->eng, def);
    int loc = g->s.cards[src].loc;
    /* where its constants work: on the field, in the hand (zone = "hand"), in the trash */
    uint32_t zone = loc == GCG_LOC_HAND ? EM_HAND : loc == GCG_LOC_TRASH ? EM_TRASH : 0;
    for (int i = 1; i <= info->neff; i++) {
        const effmeta *m = &info->eff[i - 1];
        if (m->kind != EK_CONSTANT || (m->flags & (EM_HAND | EM_TRASH)) != zone)
            continue;
        if (!(m->flags & EM_APPLIES) && target != (zone ? src : unit))
            continue; /* a constant of this card (or its Unit) only */
        if ((m->flags & EM_APPLIES) && !card_is_unit_in_play(g, target))
            continue; /* `applies` picks among the Units in play */
        if (kw && !const_gives(m, kw))
            continue;
        set_call(vm, g, src, g->s.cards[src].owner, i, target, -1, -1);
        if (!cond_holds(vm, g, src, def, i, m, unit))
            continue;
        if (m->applies) { /* a filter table: matched in C */
            if (!api_filter_match(vm->L, g, g->s.cards[src].owner, target, m->applies))
                continue;
        } else if (m->flags & EM_APPLIES) {
            lua_Integer h = card_handle(g, target);
            if (effect_check(vm, g, def, i, EF_APPLIES, 1, &h, NULL) != 1)
                continue;
        }
        int ap = value_of(vm, g, def, i, EF_AP, m->flags & EM_AP_FN, m->ap, target);
        out->hp += value_of(vm, g, def, i, EF_HP, m->flags & EM_HP_FN, m->hp, target);
        out->cost += value_of(vm, g, def, i, EF_COST, m->flags & EM_COST_FN, m->cost_mod, target);
        if (ap < 0 && ap_protected(g, target, src))
            ap = 0; /* protect_ap: this reduction does not apply */
        out->ap += ap;
        out->keywords |= m->keywords;
        out->repair += m->repair;
        out->breach += m->breach;
        out->support += m->support;
        out->cant |= m->cant;
        if (m->ext)
            constants_more(vm, g, def, i, m, target, out);
    }
}

/* What constant effects give a card, cached by card id until something it was
 * computed from changes (facet.h). */
typedef struct const_entry {
    facet_stamp st;
    const_mods v;
    uint16_t serial; /* the card it is about: moved, it is a new card (4-1-5) */
    uint16_t pair;   /* its Pilot then (whose constants are its Unit's) */
    uint8_t ok;
} const_entry;

static int const_fresh(const gcg_game *g, int cid)
{
    if ((uint32_t)cid >= g->const_cap)
        return 0;
    const const_entry *e = &g->const_cache[cid];
    const card *c = &g->s.cards[cid];
    return e->ok && e->serial == c->serial && e->pair == c->pair && facet_fresh(g, &e->st);
}

static void const_store(gcg_game *g, int cid, const const_mods *v, facets reads)
{
    if ((uint32_t)cid >= g->const_cap) { /* sized to the game's cards */
        uint32_t cap = (uint32_t)g->s.ncards + 32;
        if (cap <= (uint32_t)cid)
            cap = (uint32_t)cid + 32;
        g->const_cache = xrealloc(g->const_cache, cap * sizeof *g->const_cache);
        for (uint32_t i = g->const_cap; i < cap; i++)
            g->const_cache[i].ok = 0; /* (the rest is written when an answer is kept) */
        g->const_cap = cap;
    }
    const_entry *e = &g->const_cache[cid];
    e->st = facet_stamp_now(g, reads);
    e->v = *v;
    e->serial = g->s.cards[cid].serial;
    e->pair = g->s.cards[cid].pair;
    e->ok = 1;
}

/* Can any constant effect reach card cid where it is?  On the field, yes (10-1-2);
 * in the hand, only a constant of its own; elsewhere none. */
static int constants_may_reach(const gcg_game *g, int cid)
{
    int loc = g->s.cards[cid].loc;
    if (loc == GCG_LOC_HAND)
        return (script_facts(g->eng, g->s.cards[cid].def)->script & SF_HAND_CONSTANT) != 0;
    if (loc == GCG_LOC_TRASH) /* "this card in your trash gets cost -1" */
        return (script_facts(g->eng, g->s.cards[cid].def)->script & SF_TRASH_CONSTANT) != 0;
    return loc == GCG_LOC_BATTLE || loc == GCG_LOC_BASE || loc == GCG_LOC_SHIELD ||
           loc == GCG_LOC_RESOURCE;
}

/* The cards on the field whose constants apply to other cards (Units and Bases,
 * and the Pilots of Units), each with its Unit, in the order of the field, into
 * src[], unit[]; how many.  *cs: what their constants can change, all told. */
static int applies_constant(const card_facts *f)
{
    return (f->script & SF_APPLIES_CONSTANT) != 0;
}

static int const_sources_list(const gcg_game *g, uint16_t *src, uint16_t *unit, unsigned cs[4])
{
    const gstate *s = &g->s;
    int k = in_play_picked(g, applies_constant, src, unit);
    cs[0] = cs[1] = cs[2] = cs[3] = 0;
    for (int i = 0; i < k; i++) {
        const script_info *info = script_info_of(g->eng, s->cards[src[i]].def);
        cs[0] |= info->const_aspects, cs[1] |= info->const_keywords;
        cs[2] |= info->others_aspects, cs[3] |= info->others_keywords;
    }
    return k;
}

/* g->const_sources: the same until F_CONST or F_PLAYERS changes (narrate.c tells
 * F_CONST when such a card comes or goes, or is paired).  Checking builds
 * compare a list still good with a fresh one. */
static __attribute__((noinline)) void const_sources_make(gcg_game *g, int fresh)
{
    uint16_t src[2 * MAX_CARDS], unit[2 * MAX_CARDS];
    unsigned cs[4];
    int n = const_sources_list(g, src, unit, cs);
    if (fresh &&
        (n != g->const_sources.n ||
         (n && (memcmp(src, g->const_sources.src, (size_t)n * sizeof src[0]) ||
                memcmp(unit, g->const_sources.unit, (size_t)n * sizeof unit[0]))) ||
         cs[0] != g->const_sources.aspects || cs[1] != g->const_sources.keywords ||
         cs[2] != g->const_sources.others_aspects || cs[3] != g->const_sources.others_keywords))
        game_cache_fault(g, "the cards on the field whose constants reach others", n ? src[0] : -1);
    if (g->const_sources.cap < n) {
        g->const_sources.cap = n + 16;
        size_t bytes = (size_t)g->const_sources.cap * sizeof *g->const_sources.src;
        g->const_sources.src = xrealloc(g->const_sources.src, bytes);
        g->const_sources.unit = xrealloc(g->const_sources.unit, bytes);
    }
    if (n) {
        memcpy(g->const_sources.src, src, (size_t)n * sizeof src[0]);
        memcpy(g->const_sources.unit, unit, (size_t)n * sizeof unit[0]);
    }
    g->const_sources.n = n;
    g->const_sources.aspects = cs[0], g->const_sources.keywords = cs[1];
    g->const_sources.others_aspects = cs[2], g->const_sources.others_keywords = cs[3];
    g->const_sources.st = facet_stamp_now(g, F_CONST | F_PLAYERS);
    g->const_sources.ok = 1;
}

void script_const_sources(const gcg_game *cg)
{
    gcg_game *g = (gcg_game *)cg; /* (a cache beside the state) */
    int fresh = g->const_sources.ok && facet_fresh(g, &g->const_sources.st);
    if (!fresh || g->eng->check_invariants)
        const_sources_make(g, fresh);
    g->const_sources.seen = g->tick;
}

/* Checking builds (GCG_INVARIANTS): when no constant could change those values
 * of cid, computing its constants must find none changed. */
static __attribute__((noinline, cold)) void reach_verify(gcg_game *g, int cid,
                                                          unsigned aspects, unsigned keywords)
{
    struct script_vm *vm = vm_of(g);
    if (vm->const_depth >= 2)
        return; /* (deeper, constants are not computed at all) */
    facets outer = vm->reads;
    const_mods cm;
    script_constants(g, cid, &cm);
    vm->reads = outer;
    int changed = ((aspects & CA_AP) && cm.ap) || ((aspects & CA_HP) && cm.hp) ||
                  ((aspects & CA_COST) && cm.cost) ||
                  ((aspects & CA_CANT) && (cm.cant & ~script_static_cant(g, cid))) ||
                  ((aspects & CA_RULES) && cm.rules) || ((aspects & CA_LEVEL) && cm.level) ||
                  ((aspects & CA_TRAITS) && cm.ntraits) || (cm.keywords & keywords) ||
                  ((keywords & GCG_KW_REPAIR) && cm.repair) ||
                  ((keywords & GCG_KW_BREACH) && cm.breach) ||
                  ((keywords & GCG_KW_SUPPORT) && cm.support);
    if (changed)
        game_cache_fault(g, "a value no constant was to reach, changed by one", cid);
}

int script_const_own_reach(const gcg_game *cg, int cid, unsigned aspects, unsigned keywords)
{
    gcg_game *g = (gcg_game *)cg;
    const card *c = &g->s.cards[cid];
    script_facts(g->eng, c->def); /* (known from here on) */
    if (c->loc == GCG_LOC_BATTLE && c->pair != NONE16)
        script_facts(g->eng, g->s.cards[c->pair].def);
    unsigned a = 0, k = 0;
    script_own_const_facts(g, cid, &a, &k);
    if (c->loc == GCG_LOC_BATTLE)
        vm_of(g)->reads |= F_PAIR; /* (its Pilot's constants are its own) */
    if ((a & aspects) || (k & keywords))
        return 1;
    if (g->eng->check_invariants)
        reach_verify(g, cid, aspects, keywords);
    return 0;
}

/* Compute what constant effects give card cid (the call context is saved by
 * the caller).  Notes what it reads in vm->reads; where the card itself is goes
 * without saying (a card that moves is a new card, and a cached answer knows
 * its serial). */
static void constants_of(gcg_game *g, int cid, const_mods *out, unsigned kw)
{
    struct script_vm *vm = vm_of(g);
    const gstate *s = &g->s;
    if (!constants_may_reach(g, cid))
        return;
    if (s->cards[cid].loc == GCG_LOC_HAND || s->cards[cid].loc == GCG_LOC_TRASH) {
        constants_from(g, cid, cid, cid, out, kw);
        return;
    }
    vm->reads |= F_CONST | F_PLAYERS; /* the constant effects on the field */
    /* A card's constants reach cid if they are its own (or its Unit's, for a
     * Pilot), or if they apply to other cards. */
    const card *c = &s->cards[cid];
    if (script_facts(g->eng, c->def)->script & SF_CONSTANT)
        constants_from(g, cid, cid, cid, out, kw);
    if (c->loc == GCG_LOC_BATTLE && c->pair != NONE16 &&
        (script_facts(g->eng, s->cards[c->pair].def)->script & SF_CONSTANT))
        constants_from(g, c->pair, cid, cid, out, kw);
    script_const_sources(g);
    for (int i = 0; i < g->const_sources.n; i++)
        if (g->const_sources.unit[i] != cid)
            constants_from(g, g->const_sources.src[i], g->const_sources.unit[i], cid, out, kw);
    /* protect_ap: lasting AP reductions (e:modify) by a protected-against source
     * are taken back while the rule holds. */
    if (kw || !(g->listen.eflags & EM_PROTECT_AP))
        return;
    vm->reads |= F_MODS;
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->kind == M_AP && m->amount < 0 && m->card == cid &&
            s->cards[cid].serial == m->serial && ap_protected(g, cid, m->source))
            out->ap -= m->amount;
    }
}

/* constants_of one level deeper, the call context kept; returns what it read. */
static facets constants_nested(gcg_game *g, int cid, const_mods *out, unsigned kw)
{
    struct script_vm *vm = vm_of(g);
    memset(out, 0, sizeof *out);
    vm->const_depth++;
    call_ctx saved = ctx_save(vm);
    facets outer = script_reads_begin(g);
    constants_of(g, cid, out, kw);
    facets reads = script_reads_end(g, outer);
    ctx_restore(vm, &saved);
    vm->const_depth--;
    return reads;
}

/* Checking builds (GCG_INVARIANTS): a cached answer must equal a fresh one. */
static void const_verify(gcg_game *g, int cid, const const_mods *cached)
{
    const_mods fresh;
    struct script_vm *vm = vm_of(g);
    facets outer = vm->reads;
    constants_nested(g, cid, &fresh, 0);
    vm->reads = outer;
    if (memcmp(&fresh, cached, sizeof fresh) != 0)
        game_cache_fault(g, "the constant effects of a card", cid);
}

void script_constants(const gcg_game *cg, int cid, const_mods *out)
{
    gcg_game *g = (gcg_game *)cg; /* read-only: scripts run in CM_READONLY */
    memset(out, 0, sizeof *out);
    struct script_vm *vm = vm_of(g);
    /* A constant's condition sees other constants, one level deep: deeper, values
     * are taken without constant effects (this bounds self-reference).  So only
     * the top level's answers are the card's values, and only they are cached. */
    if (!vm || vm->const_depth >= 2)
        return;
    int top = vm->const_depth == 0;
    if (!constants_may_reach(g, cid))
        return; /* most cards: in the hand without constants of their own, off the field */
    if (top && const_fresh(g, cid)) {
        *out = g->const_cache[cid].v;
        /* what an answer built on it rests on (the Pilot too) */
        vm->reads |= g->const_cache[cid].st.reads | F_PAIR;
        if (g->eng->check_invariants)
            const_verify(g, cid, out);
        return;
    }
    uint64_t tick = g->tick;
    facets reads = constants_nested(g, cid, out, 0);
    if (top && g->tick == tick) /* (nothing changed while computing) */
        const_store(g, cid, out, reads);
}

/* The keywords among kw that constants give a card (repair, breach, support by
 * their amounts).  The cached answer when fresh; else only the constant effects
 * that could give one of them are computed, and nothing is kept: a question of
 * one keyword (a token's <Blocker>, asked of each at every attack) costs a
 * fraction of all its constants.  Checking builds compare with all of them. */
static unsigned const_keywords_of(const const_mods *cm)
{
    return cm->keywords | (cm->repair ? GCG_KW_REPAIR : 0u) |
           (cm->breach ? GCG_KW_BREACH : 0u) | (cm->support ? GCG_KW_SUPPORT : 0u);
}

unsigned script_constant_keywords(const gcg_game *cg, int cid, unsigned kw)
{
    gcg_game *g = (gcg_game *)cg; /* read-only, as script_constants */
    struct script_vm *vm = vm_of(g);
    if (!vm || vm->const_depth >= 2 || !constants_may_reach(g, cid))
        return 0;
    const_mods cm;
    if (vm->const_depth == 0 && const_fresh(g, cid)) {
        script_constants(g, cid, &cm);
        return const_keywords_of(&cm) & kw;
    }
    memset(&cm, 0, sizeof cm);
    constants_nested(g, cid, &cm, kw);
    unsigned got = const_keywords_of(&cm) & kw;
    if (g->eng->check_invariants) {
        const_mods all;
        facets outer = vm->reads;
        script_constants(g, cid, &all);
        vm->reads = outer;
        if ((const_keywords_of(&all) & kw) != got)
            game_cache_fault(g, "the keywords constant effects give a card", cid);
    }
    return got;
}

int script_may_lower_hp(const gcg_game *g)
{
    return g->listen.lowers_hp;
}

int script_hand_cost_range(const gcg_game *g, int cid, int *lo, int *hi)
{
    const script_info *info = script_info_of(g->eng, g->s.cards[cid].def);
    if (info->hand_cost_fn)
        return 0;
    /* card_cost: the printed cost plus what the constants whose conditions
     * hold add, never below 0 */
    int cost = facts_of(g, cid)->cost, printed = cost < 0 ? 0 : cost;
    int lo_sum = printed + info->hand_cost_lo, hi_sum = printed + info->hand_cost_hi;
    *lo = lo_sum < 0 ? 0 : lo_sum;
    *hi = hi_sum < 0 ? 0 : hi_sum;
    return 1;
}

/* Called for each rule that reaches a card, its conditions holding, with the call
 * set up (vm->source is the rule's card): nonzero stops the walk. */
typedef int (*rule_fn)(gcg_game *g, int def, int idx, const effmeta *m, void *arg);

/* Does constant m of a card on the field owned by `owner` reach card cid through
 * `applies` (a Unit in play) or `shield_area` (a shield area card)? */
static int reaches(gcg_game *g, int src, int def, int idx, const effmeta *m, int cid)
{
    struct script_vm *vm = vm_of(g);
    const card *c = &g->s.cards[cid];
    int owner = g->s.cards[src].owner;
    if (m->flags & EM_SHIELD_AREA) {
        static const int sides[] = {0, 1, 2, 3}; /* any, enemy, friendly, your */
        int side = sides[m->ext ? m->ext->shield_side : 3];
        if (c->loc != GCG_LOC_SHIELD && c->loc != GCG_LOC_BASE)
            return 0;
        vm->reads |= F_PLAYERS;
        return side == 0 || (side == 1 && mode_enemy(&g->s, owner, c->owner)) ||
               (side == 2 && !mode_enemy(&g->s, owner, c->owner)) ||
               (side == 3 && c->owner == owner);
    }
    if (!(m->flags & EM_APPLIES) || !card_is_unit_in_play(g, cid))
        return 0;
    if (m->applies)
        return api_filter_match(vm->L, g, owner, cid, m->applies);
    lua_Integer h = card_handle(g, cid);
    return effect_check(vm, g, def, idx, EF_APPLIES, 1, &h, NULL) == 1;
}

/* The rules with `flag` that reach card cid: granted for a while (M_RULE: to the
 * card, or to its player's shield area), its own constants and its Pilot's, and
 * the constants of cards on the field that reach it (applies, shield_area).  The
 * call context in progress is kept (10-1-6-7): saved before the first rule is
 * asked, and back when the walk ends (most walks find no rule to ask, and save
 * nothing). */
#define WALK_CALL(...)                                                                  \
    do {                                                                                \
        if (!kept)                                                                      \
            saved = ctx_save(vm), kept = 1;                                             \
        set_call(__VA_ARGS__);                                                          \
    } while (0)
#define WALK_RETURN(v)                                                                  \
    do {                                                                                \
        if (kept)                                                                       \
            ctx_restore(vm, &saved);                                                    \
        return (v);                                                                     \
    } while (0)
static int rules_walk(gcg_game *g, int cid, uint32_t flag, rule_fn fn, void *arg)
{
    struct script_vm *vm = vm_of(g);
    const gstate *s = &g->s;
    call_ctx saved;
    int r, kept = 0;
    vm->reads |= F_MODS; /* (the rules granted for a while) */
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->kind != M_RULE || m->source >= s->ncards)
            continue;
        int for_card = m->card == cid && s->cards[cid].serial == m->serial;
        int loc = s->cards[cid].loc;
        int for_player = m->card == NONE16 && m->serial == s->cards[cid].owner &&
                         (loc == GCG_LOC_SHIELD || loc == GCG_LOC_BASE || loc == GCG_LOC_RESOLVING);
        if (!for_card && !for_player)
            continue;
        int sdef = s->cards[m->source].def;
        const effmeta *em = meta_of(g->eng, sdef, m->amount);
        if (!em || !(em->flags & flag))
            continue;
        WALK_CALL(vm, g, m->source, s->cards[m->source].owner, m->amount, cid, -1, -1);
        if ((r = fn(g, sdef, m->amount, em, arg)) != 0)
            WALK_RETURN(r);
    }
    /* Constants of the card itself and of its Pilot. */
    int srcs[2] = {cid, card_is_unit_in_play(g, cid) && s->cards[cid].pair != NONE16
                            ? s->cards[cid].pair : -1};
    for (int k = 0; k < 2; k++) {
        int src = srcs[k];
        if (src < 0)
            continue;
        int def = s->cards[src].def;
        const script_info *info = script_info_of(g->eng, def);
        if (!info->constant || !(info->eflags & flag))
            continue; /* (no constant of this card has the rule) */
        for (int i = 1; i <= info->neff; i++) {
            const effmeta *em = &info->eff[i - 1];
            if (em->kind != EK_CONSTANT || !(em->flags & flag) ||
                (em->flags & (EM_APPLIES | EM_SHIELD_AREA)))
                continue;
            WALK_CALL(vm, g, src, s->cards[src].owner, i, cid, -1, -1);
            if (cond_holds(vm, g, src, def, i, em, cid) && (r = fn(g, def, i, em, arg)) != 0)
                WALK_RETURN(r);
        }
    }
    /* Constants of cards on the field that reach other cards. */
    script_const_sources(g);
    vm->reads |= F_CONST | F_PLAYERS;
    for (int k = 0; k < g->const_sources.n; k++) {
        int src = g->const_sources.src[k], unit = g->const_sources.unit[k];
        int def = s->cards[src].def;
        const script_info *info = script_info_of(g->eng, def);
        if (!(info->eflags & flag))
            continue;
        for (int i = 1; i <= info->neff; i++) {
            const effmeta *em = &info->eff[i - 1];
            if (em->kind != EK_CONSTANT || !(em->flags & flag) ||
                !(em->flags & (EM_APPLIES | EM_SHIELD_AREA)))
                continue;
            WALK_CALL(vm, g, src, s->cards[src].owner, i, cid, -1, -1);
            if (cond_holds(vm, g, src, def, i, em, unit) && reaches(g, src, def, i, em, cid) &&
                (r = fn(g, def, i, em, arg)) != 0)
                WALK_RETURN(r);
        }
    }
    WALK_RETURN(0);
}
#undef WALK_CALL
#undef WALK_RETURN

typedef struct rule_ask {
    int ef;
    int nextra;
    const lua_Integer *extra;
} rule_ask;

/* A rule's function (field) says yes for these arguments. */
static int rule_says_yes(gcg_game *g, int def, int idx, const effmeta *m, void *arg)
{
    const rule_ask *a = arg;
    (void)m;
    return effect_check(vm_of(g), g, def, idx, a->ef, a->nextra, a->extra, NULL) == 1;
}

/* Rules that constants or granted rules give (read-only checks): does any rule
 * with `flag` say yes?  The call context in progress is kept. */
static int any_rule(gcg_game *g, int cid, unsigned flag, int ef, int nextra,
                    const lua_Integer *extra)
{
    rule_ask a = {ef, nextra, extra};
    return rules_walk(g, cid, flag, rule_says_yes, &a); /* (it keeps the call context) */
}
/* Could a rule of card number def's own script let the Unit it is (or pilots)
 * attack an active enemy Unit?  Not a constant that works only through a grant
 * (`condition = false`): rules_walk asks such a one, for the card itself, with no
 * grant, and it never holds -- GD04-045's, whose grant is a modifier (asked apart). */
static int own_attack_active(gcg_engine *eng, int def)
{
    const script_info *info = script_info_of(eng, def);
    if (!(info->eflags & EM_ATTACK_ACTIVE))
        return 0;
    for (int i = 0; i < info->neff; i++) {
        const effmeta *em = &info->eff[i];
        if ((em->flags & EM_ATTACK_ACTIVE) &&
            !(em->kind == EK_CONSTANT && (em->flags & EM_NEVER) &&
              !(em->flags & (EM_APPLIES | EM_SHIELD_AREA))))
            return 1;
    }
    return 0;
}

int script_attack_active_possible(const gcg_game *g, int attacker)
{
    if (!(g->listen.eflags & EM_ATTACK_ACTIVE))
        return 0;
    const gstate *s = &g->s;
    for (int i = 0; i < s->nmods; i++) { /* a rule granted to it, that rule (as rules_walk) */
        const mod *m = &s->mods[i];
        if (m->kind != M_RULE || m->card != attacker || m->serial != s->cards[attacker].serial ||
            m->source >= s->ncards)
            continue;
        const effmeta *em = meta_of(g->eng, s->cards[m->source].def, m->amount);
        if (em && (em->flags & EM_ATTACK_ACTIVE))
            return 1;
    }
    int pilot = card_is_unit_in_play(g, attacker) ? s->cards[attacker].pair : NONE16;
    return own_attack_active(g->eng, s->cards[attacker].def) ||
           (pilot != NONE16 && own_attack_active(g->eng, s->cards[pilot].def));
}

int script_may_attack_active(const gcg_game *cg, int attacker, int target)
{
    gcg_game *g = (gcg_game *)cg;
    if (!(g->listen.eflags & EM_ATTACK_ACTIVE))
        return 0; /* no card of this game grants it */
    lua_Integer extra[2] = {card_handle(g, attacker), card_handle(g, target)};
    return any_rule(g, attacker, EM_ATTACK_ACTIVE, EF_ATTACK_ACTIVE, 2, extra);
}

int script_damage_prevented(const gcg_game *cg, int victim, int source, int amount, int battle)
{
    gcg_game *g = (gcg_game *)cg;
    if (!(g->listen.eflags & EM_PREVENT))
        return 0; /* no card of this game prevents damage */
    lua_Integer extra[4] = {card_handle(g, victim), source >= 0 ? card_handle(g, source) : -1,
                            amount, battle};
    return any_rule(g, victim, EM_PREVENT, EF_PREVENT, 4, extra);
}

/* ------------------------------------------------------------ newer rules */

typedef struct reduce_sum {
    lua_Integer extra[4]; /* victim, source (-1: none), amount, battle */
    int total;
} reduce_sum;

/* reduce_damage = N, or function(e, victim, source, amount, battle) -> N; a
 * 【Once per Turn】 reduction counts as used when it reduces. */
static int rule_reduce(gcg_game *g, int def, int idx, const effmeta *m, void *arg)
{
    reduce_sum *a = arg;
    struct script_vm *vm = vm_of(g);
    int n = m->ext ? m->ext->reduce : 0;
    if (m->ext && m->ext->reduce_fn) {
        n = 0;
        effect_check(vm, g, def, idx, EF_REDUCE, 4, a->extra, &n);
    }
    if (n <= 0)
        return 0;
    if (m->flags & EM_ONCE) {
        if (used_this_turn(g, vm->source, idx))
            return 0;
        mark_used(g, vm->source, idx);
    }
    a->total += n;
    return 0;
}

int script_damage_reduction(gcg_game *g, int victim, int source, int amount, int battle)
{
    if (!(g->listen.eflags & EM_REDUCE))
        return 0; /* no card of this game reduces damage */
    reduce_sum a = {{card_handle(g, victim), source >= 0 ? card_handle(g, source) : -1, amount,
                     battle}, 0};
    rules_walk(g, victim, EM_REDUCE, rule_reduce, &a); /* (it keeps the call context) */
    return a.total;
}

int script_destroy_prevented(const gcg_game *cg, int victim, int source, int battle)
{
    gcg_game *g = (gcg_game *)cg;
    if (!(g->listen.eflags & EM_PREVENT_DESTROY))
        return 0;
    lua_Integer extra[3] = {card_handle(g, victim), source >= 0 && source < g->s.ncards
                                                        ? card_handle(g, source) : -1,
                            battle};
    return any_rule(g, victim, EM_PREVENT_DESTROY, EF_PREVENT_DESTROY, 3, extra);
}

/* lure = true, or function(e, target, attacker) -> boolean */
static int rule_lures(gcg_game *g, int def, int idx, const effmeta *m, void *arg)
{
    if (m->ext && (m->ext->rules & R_LURE))
        return 1;
    return effect_check(vm_of(g), g, def, idx, EF_LURE, 2, arg, NULL) == 1;
}

int script_lures(const gcg_game *cg, int target, int attacker)
{
    gcg_game *g = (gcg_game *)cg;
    if (!(g->listen.eflags & EM_LURE))
        return 0;
    lua_Integer extra[2] = {card_handle(g, target), card_handle(g, attacker)};
    return rules_walk(g, target, EM_LURE, rule_lures, extra); /* (it keeps the call context) */
}

/* rest_instead = function(e, card, source) -> boolean: which cards in play may be
 * rested instead of `cid` (active ones, not cid), into out; how many. */
int script_rest_substitutes(gcg_game *g, int cid, int source, int *out, int cap)
{
    if (!(g->listen.eflags & EM_REST_INSTEAD))
        return 0;
    struct script_vm *vm = vm_of(g);
    call_ctx saved = ctx_save(vm);
    uint16_t ids[MAX_CARDS];
    int n = zone_in_play(&g->s, ids), k = 0;
    lua_Integer extra[2] = {card_handle(g, cid), source >= 0 ? card_handle(g, source) : -1};
    for (int j = 0; j < n && k < cap; j++) {
        int y = ids[j];
        const card *c = &g->s.cards[y];
        const script_info *info = script_info_of(g->eng, c->def);
        if (y == cid || (c->flags & CF_RESTED) || !(info->eflags & EM_REST_INSTEAD))
            continue;
        for (int i = 1; i <= info->neff; i++) {
            const effmeta *m = &info->eff[i - 1];
            if (m->kind != EK_CONSTANT || !(m->flags & EM_REST_INSTEAD))
                continue;
            set_call(vm, g, y, c->owner, i, cid, -1, -1);
            if (cond_holds(vm, g, y, c->def, i, m, y) &&
                effect_check(vm, g, c->def, i, EF_REST_INSTEAD, 2, extra, NULL) == 1) {
                out[k++] = y;
                break;
            }
        }
    }
    ctx_restore(vm, &saved);
    return k;
}
