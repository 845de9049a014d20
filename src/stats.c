/*
 * stats.c -- computing current AP, HP and keywords (2-7, 2-8, 3-3-8, 13-1).
 * A Unit has the keywords printed on its paired Pilot's lower text as its own
 * (3-3-9-2: "effects gained by the paired Unit"; a Pilot's keyword lines are
 * below its name, its 【Burst】 above).
 */
#include <stdio.h>
#include <string.h>
#include "stats.h"
#include "carddb.h"
#include "label.h"
#include "narrate.h"
#include "script.h"
#include "script_vm.h"
#include "state.h"

static int mod_live(const gstate *s, const mod *m)
{
    if (m->card == NONE16)
        return 1; /* a player's rule (serial = the player): lasts until it expires */
    return m->card < s->ncards && s->cards[m->card].serial == m->serial;
}

static int mod_sum(const gcg_game *g, int cid, int kind)
{
    const gstate *s = &g->s;
    int sum = 0;
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->card == cid && m->kind == kind && mod_live(s, m))
            sum += m->amount;
    }
    return sum;
}

int card_has_mod(const gcg_game *g, int cid, int kind)
{
    const gstate *s = &g->s;
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->card == cid && m->kind == kind && mod_live(s, m))
            return 1;
    }
    return 0;
}

/* The paired Pilot of a Unit in play, or -1. */
static int pilot_of(const gcg_game *g, int cid)
{
    const card *c = &g->s.cards[cid];
    if (c->loc != GCG_LOC_BATTLE || c->pair == NONE16)
        return -1;
    const card_facts *d = facts_of(g, cid);
    if (d->type != GCG_UNIT && d->type != GCG_UNIT_TOKEN)
        return -1;
    return c->pair;
}

static int printed(int v)
{
    return v < 0 ? 0 : v;
}

/* Could a constant of a card on the field that reaches other cards change one of
 * `aspects` or `keywords` of a card (a token or not)?  Asked of those cards
 * (g->const_sources) when some card of the game has such a constant: most of
 * the time none of them is in play. */
static inline int field_may_change(const gcg_game *g, int token, unsigned aspects,
                                   unsigned keywords)
{
    if (g->const_sources.seen != g->tick || !g->const_sources.ok || g->eng->check_invariants)
        script_const_sources(g); /* (not looked at since the last change to the state) */
    g->eng->vm->reads |= F_CONST | F_PLAYERS; /* (what the list rests on) */
    return ((token ? g->const_sources.aspects : g->const_sources.others_aspects) & aspects) ||
           ((token ? g->const_sources.keywords : g->const_sources.others_keywords) & keywords);
}

/* Could a constant effect change one of `aspects` (CA_*) or `keywords` of card
 * cid (those some card of the game can change)?  When no card of the game has a
 * constant that reaches other cards and can change them (a card that is no token:
 * none that reaches other cards but tokens only), or none such is on the field now
 * (field_may_change), only cid's own constants and its Pilot's can. */
static inline int constants_may_change(const gcg_game *g, int cid, unsigned aspects,
                                       unsigned keywords)
{
    if (!aspects && !keywords)
        return 0;
    int token = (g->s.cards[cid].flags & CF_TOKEN) != 0;
    if ((aspects & CA_AP) && (g->listen.eflags & EM_PROTECT_AP))
        return 1;
    if (((token ? g->listen.applies_aspects : g->listen.others_aspects) & aspects ||
         (token ? g->listen.applies_keywords : g->listen.others_keywords) & keywords) &&
        field_may_change(g, token, aspects, keywords))
        return 1;
    /* script_const_own_reach's answer, here where it costs no call (most
     * questions), when the facts are known; checking builds verify a no there */
    unsigned a, k;
    if (!script_own_const_facts(g, cid, &a, &k))
        return script_const_own_reach(g, cid, aspects, keywords);
    if (g->s.cards[cid].loc == GCG_LOC_BATTLE)
        g->eng->vm->reads |= F_PAIR; /* (its Pilot's constants are its own) */
    if ((a & aspects) || (k & keywords))
        return 1;
    if (g->eng->check_invariants)
        script_const_own_reach(g, cid, aspects, keywords); /* (its reach_verify) */
    return 0;
}

/* What constant effects give card cid, in *cm, when one may change what is
 * asked (constants_may_change): else 0, with no constants computed. */
static inline int constants_if(const gcg_game *g, int cid, unsigned aspects, unsigned keywords,
                               const_mods *cm)
{
    if (!constants_may_change(g, cid, aspects, keywords))
        return 0;
    script_constants(g, cid, cm);
    return 1;
}

int card_ap(const gcg_game *g, int cid)
{
    const card_facts *d = facts_of(g, cid);
    int ap = printed(d->ap);
    int pilot = pilot_of(g, cid);
    if (pilot >= 0)
        ap += printed(facts_of(g, pilot)->ap); /* 3-3-8-1 */
    ap += mod_sum(g, cid, M_AP);
    const_mods cm;
    if (constants_if(g, cid, g->listen.const_aspects & CA_AP, 0, &cm))
        ap += cm.ap;
    return ap < 0 ? 0 : ap; /* 1-3-6 */
}

int card_hp_floor(const gcg_game *g, int cid)
{
    int hp = printed(facts_of(g, cid)->hp);
    int pilot = pilot_of(g, cid);
    if (pilot >= 0)
        hp += printed(facts_of(g, pilot)->hp);
    return hp + mod_sum(g, cid, M_HP);
}

int card_hp(const gcg_game *g, int cid)
{
    const card_facts *d = facts_of(g, cid);
    if (g->s.cards[cid].loc == GCG_LOC_SHIELD)
        return 1; /* 4-6-4-2 */
    int hp = printed(d->hp);
    int pilot = pilot_of(g, cid);
    if (pilot >= 0)
        hp += printed(facts_of(g, pilot)->hp);
    hp += mod_sum(g, cid, M_HP);
    const_mods cm;
    if (constants_if(g, cid, g->listen.const_aspects & CA_HP, 0, &cm))
        hp += cm.hp;
    return hp < 0 ? 0 : hp;
}

/* The keywords of card cid among `wanted` (constants computed only if some
 * constant of the game can give one of them). */
static unsigned keywords_among(const gcg_game *g, int cid, unsigned wanted)
{
    unsigned kw = facts_of(g, cid)->keywords, ck = g->listen.const_keywords & wanted;
    if (ck && constants_may_change(g, cid, 0, ck)) /* (only those that may give them) */
        kw |= script_constant_keywords(g, cid, ck);
    int pilot = (g->listen.pilot_keywords & wanted) ? pilot_of(g, cid) : -1;
    if (pilot >= 0)
        kw |= facts_of(g, pilot)->keywords; /* 3-3-9-2 */
    const gstate *s = &g->s;
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->card != cid || !mod_live(s, m))
            continue;
        if (m->kind == M_KEYWORD)
            kw |= (unsigned)m->amount;
        else if (m->kind == M_REPAIR)
            kw |= GCG_KW_REPAIR;
        else if (m->kind == M_BREACH)
            kw |= GCG_KW_BREACH;
        else if (m->kind == M_SUPPORT)
            kw |= GCG_KW_SUPPORT;
    }
    return kw & wanted;
}

unsigned card_keywords(const gcg_game *g, int cid)
{
    return keywords_among(g, cid, ~0u);
}

int card_has_keyword(const gcg_game *g, int cid, unsigned kw)
{
    return keywords_among(g, cid, kw) != 0;
}

/* What card_kw_amount adds to the printed amount n: its Pilot's, mods, constants. */
static __attribute__((noinline)) int kw_amount_more(const gcg_game *g, int cid, unsigned kw,
                                                    int kind, int n)
{
    if (g->listen.pilot_keywords & kw) {
        int pilot = pilot_of(g, cid);
        if (pilot >= 0) { /* 3-3-9-2 */
            const card_facts *pd = facts_of(g, pilot);
            n += kw == GCG_KW_REPAIR ? pd->repair : kw == GCG_KW_BREACH ? pd->breach : pd->support;
        }
    }
    if (g->s.nmods)
        n += mod_sum(g, cid, kind);
    const_mods cm;
    if (constants_if(g, cid, 0, g->listen.const_keywords & kw, &cm))
        n += kw == GCG_KW_REPAIR ? cm.repair : kw == GCG_KW_BREACH ? cm.breach : cm.support;
    return n;
}

int card_kw_amount(const gcg_game *g, int cid, unsigned kw)
{
    /* Copies add up (13-1-1-2, 13-1-2-5, 13-1-3-2). */
    const card_facts *d = facts_of(g, cid);
    int n, kind;
    if (kw == GCG_KW_REPAIR)
        n = d->repair, kind = M_REPAIR;
    else if (kw == GCG_KW_BREACH)
        n = d->breach, kind = M_BREACH;
    else if (kw == GCG_KW_SUPPORT)
        n = d->support, kind = M_SUPPORT;
    else
        return 0;
    /* (most often: no Pilot, mod or constant of the game can add to it) */
    if (!((g->listen.pilot_keywords | g->listen.const_keywords) & kw) && !g->s.nmods)
        return n;
    return kw_amount_more(g, cid, kw, kind, n);
}

int card_is_unit_in_play(const gcg_game *g, int cid)
{
    const card *c = &g->s.cards[cid];
    if (c->loc != GCG_LOC_BATTLE)
        return 0;
    int t = facts_of(g, cid)->type;
    return t == GCG_UNIT || t == GCG_UNIT_TOKEN;
}

int card_is_linked(const gcg_game *g, int cid)
{
    return card_is_unit_in_play(g, cid) && (g->s.cards[cid].flags & CF_LINKED);
}

int card_level(const gcg_game *g, int cid)
{
    int lv = printed(facts_of(g, cid)->level);
    const_mods cm; /* "this card in your hand gets Lv. -1" */
    if (constants_if(g, cid, g->listen.const_aspects & CA_LEVEL, 0, &cm))
        lv += cm.level;
    return lv < 0 ? 0 : lv;
}

/* (Apart from card_has_trait, whose printed traits are most of its answers, so
 * that it needs no room for the constants.) */
static __attribute__((noinline)) int trait_by_constants(const gcg_game *g, int cid,
                                                       const char *trait)
{
    const_mods cm; /* "all your Units gain (Neo Zeon)" */
    if (!constants_if(g, cid, g->listen.const_aspects & CA_TRAITS, 0, &cm))
        return 0;
    for (int i = 0; i < cm.ntraits; i++)
        if (!strcmp(cm.traits[i], trait))
            return 1;
    return 0;
}

int card_has_trait_named(const gcg_game *g, int cid, const char *named, const char *trait)
{
    const gcg_card_def *d = def_of(g, cid);
    if (named ? carddb_has_trait_named(d, named) : carddb_has_trait(d, trait))
        return 1;
    return (g->listen.const_aspects & CA_TRAITS) && trait_by_constants(g, cid, trait);
}

int card_has_trait(const gcg_game *g, int cid, const char *trait)
{
    if (carddb_has_trait(def_of(g, cid), trait))
        return 1;
    return (g->listen.const_aspects & CA_TRAITS) && trait_by_constants(g, cid, trait);
}

int card_name_has(const gcg_game *g, int cid, const char *text)
{
    if (strstr(def_of(g, cid)->name, text))
        return 1;
    const char *alias = script_info_of(g->eng, g->s.cards[cid].def)->alias;
    return alias && strstr(alias, text); /* "also treated as [...]" */
}

int card_link_ok(const gcg_game *g, int unit, int pilot)
{
    const gcg_card_def *u = def_of(g, unit), *p = def_of(g, pilot);
    if (carddb_link_ok(u, p))
        return 1;
    const char *alias = script_info_of(g->eng, g->s.cards[pilot].def)->alias;
    return alias && carddb_link_names(u, p, alias); /* 3-2-6 by its second name */
}

int card_cost(const gcg_game *g, int cid)
{
    const_mods cm;
    int c = printed(facts_of(g, cid)->cost);
    if (constants_if(g, cid, g->listen.const_aspects & CA_COST, 0, &cm))
        c += cm.cost;
    return c < 0 ? 0 : c;
}

unsigned card_rules(const gcg_game *g, int cid)
{
    const_mods cm;
    return constants_if(g, cid, g->listen.const_aspects & CA_RULES, 0, &cm) ? cm.rules : 0;
}

int card_deploys_rested(const gcg_game *g, int cid)
{
    return (g->listen.const_aspects & CA_RULES) && (card_rules(g, cid) & R_DEPLOYS_RESTED);
}

int card_pair_forbidden(const gcg_game *g, int unit)
{
    return ((g->listen.const_aspects & CA_CANT) || g->s.nmods) &&
           (card_cants(g, unit) & CANT_BE_PAIRED);
}

unsigned card_cants(const gcg_game *g, int cid)
{
    const_mods cm;
    unsigned c = constants_if(g, cid, g->listen.const_aspects & CA_CANT, 0, &cm) ? cm.cant : 0;
    if (__builtin_expect(g->listen.static_cant != 0, 0)) /* "This Unit can't ...": no computing */
        c |= script_static_cant(g, cid);
    const gstate *s = &g->s; /* the can'ts given for a while, in one pass over the mods */
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->card != cid)
            continue;
        unsigned bit = m->kind == M_CANT_ATTACK       ? CANT_ATTACK
                       : m->kind == M_CANT_BLOCK      ? CANT_BLOCK
                       : m->kind == M_CANT_SET_ACTIVE ? CANT_SET_ACTIVE
                       /* "can't choose the enemy player" (every player: player_forbidden) */
                       : m->kind == M_CANT_ATTACK_PLAYER && m->amount == 0 ? CANT_ATTACK_PLAYER
                                                                           : 0;
        if (bit && !(c & bit) && mod_live(s, m))
            c |= bit;
    }
    return c;
}

int player_forbidden(const gcg_game *g, int cid, int q)
{
    const gstate *s = &g->s;
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->kind != M_CANT_ATTACK_PLAYER || m->card != cid || !mod_live(s, m))
            continue;
        if (m->amount == 0 || (q >= 0 && s->players[q].team == s->players[m->amount - 1].team))
            return 1; /* every player, or that player's team ("or enemy team") */
    }
    return 0;
}

void mod_add(gcg_game *g, int kind, int until, int cid, int amount, int source)
{
    gstate *s = &g->s;
    if (s->nmods >= MAX_MODS)
        mods_expire(g, -1);
    if (s->nmods >= MAX_MODS)
        return; /* full of live modifiers: the oldest stay (never happens in play) */
    mod *m = &s->mods[s->nmods++];
    m->kind = (uint8_t)kind;
    m->until = (uint8_t)until;
    m->card = (uint16_t)cid;
    m->serial = s->cards[cid].serial;
    m->amount = (int16_t)amount;
    m->source = (uint16_t)source;
    m->unused = 0;
    /* (a rule is told by its card and number: the narration gives its text) */
    ev_emit_by(g, EV_MODIFIED, s->cards[cid].owner, cid, kind,
               kind == M_RULE && source >= 0 && source < s->ncards
                   ? (int)s->cards[source].def << 8 | (amount & 0xFF) : amount,
               source, source >= 0 ? EVF_EFFECT : 0);
}

void mods_expire(gcg_game *g, int until)
{
    gstate *s = &g->s;
    int k = 0;
    facets changed = 0;
    for (int i = 0; i < s->nmods; i++) {
        mod *m = &s->mods[i];
        int ends = !mod_live(s, m) || (until >= 0 && m->until == until) ||
                   (until == U_TURN && m->until == U_BATTLE);
        if (!ends)
            s->mods[k++] = *m;
        else
            changed |= mod_facets(m->kind);
    }
    facets_changed(g, changed);
    s->nmods = (uint16_t)k;
}

/* ------------------------------------------------------------ for people */

static void kw_phrase(unsigned kw, char *buf, size_t n)
{
    static const char *const names[] = {"<Blocker>", "<First Strike>", "<High-Maneuver>",
                                        "<Suppression>", "<Repair>", "<Breach>", "<Support>"};
    size_t o = 0;
    buf[0] = 0;
    for (unsigned i = 0; i < sizeof names / sizeof names[0] && o < n; i++)
        if (kw & (1u << i))
            o += (size_t)snprintf(buf + o, n - o, "%s%s", o ? " " : "", names[i]);
}

static void add_line(char *buf, size_t n, size_t *o, int *lines, const char *text)
{
    if (*o < n)
        *o += (size_t)snprintf(buf + *o, n - *o, "%s%s", *lines ? "\n" : "", text);
    (*lines)++;
}

int gcg_card_modifiers(const gcg_game *g, int viewer, int cid, char *buf, size_t n)
{
    if (n)
        buf[0] = 0;
    if (cid < 0 || cid >= g->s.ncards || !card_visible(g, cid, viewer))
        return 0;
    size_t o = 0;
    int lines = 0;
    char t[400], src[128], k[128];
    int pilot = pilot_of(g, cid);
    if (pilot >= 0) {
        const gcg_card_def *pd = def_of(g, pilot);
        snprintf(t, sizeof t, "paired Pilot %s #%d: AP%+d HP%+d", pd->name, pilot,
                 printed(pd->ap), printed(pd->hp));
        add_line(buf, n, &o, &lines, t);
    }
    static const char *const untils[] = {"during this battle", "during this turn",
                                         "while in play", "in its next start phase"};
    const gstate *s = &g->s;
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->card != cid || !mod_live(s, m))
            continue;
        switch (m->kind) {
        case M_AP: snprintf(k, sizeof k, "AP%+d", m->amount); break;
        case M_HP: snprintf(k, sizeof k, "HP%+d", m->amount); break;
        case M_KEYWORD: snprintf(k, sizeof k, "gains ");
            kw_phrase((unsigned)m->amount, k + 6, sizeof k - 6); break;
        case M_REPAIR: snprintf(k, sizeof k, "gains <Repair %d>", m->amount); break;
        case M_BREACH: snprintf(k, sizeof k, "gains <Breach %d>", m->amount); break;
        case M_SUPPORT: snprintf(k, sizeof k, "gains <Support %d>", m->amount); break;
        case M_CANT_ATTACK: snprintf(k, sizeof k, "can't attack"); break;
        case M_CANT_BLOCK: snprintf(k, sizeof k, "can't block"); break;
        case M_REDUCE_NEXT:
            snprintf(k, sizeof k, "the next damage it receives is reduced by %d", m->amount);
            break;
        case M_REDIRECT: snprintf(k, sizeof k, "its battle damage is dealt to #%d", m->amount); break;
        case M_KEEP_RESTED: snprintf(k, sizeof k, "won't be set as active"); break;
        case M_CANT_ATTACK_PLAYER: snprintf(k, sizeof k, "can't attack a player"); break;
        case M_CANT_SET_ACTIVE: snprintf(k, sizeof k, "can't be set as active"); break;
        default: snprintf(k, sizeof k, "has a rule from an effect"); break;
        }
        src[0] = 0;
        if (m->source < s->ncards) {
            char c[100];
            label_card(g, m->source, viewer, c, sizeof c);
            snprintf(src, sizeof src, " (from %s)", c);
        }
        snprintf(t, sizeof t, "%s %s%s", k, m->until < 4 ? untils[m->until] : "", src);
        add_line(buf, n, &o, &lines, t);
    }
    const_mods cm;
    script_constants(g, cid, &cm);
    char parts[200] = "";
    size_t po = 0;
    if (cm.ap)
        po += (size_t)snprintf(parts + po, sizeof parts - po, ", AP%+d", cm.ap);
    if (cm.hp && po < sizeof parts)
        po += (size_t)snprintf(parts + po, sizeof parts - po, ", HP%+d", cm.hp);
    if (cm.cost && po < sizeof parts)
        po += (size_t)snprintf(parts + po, sizeof parts - po, ", cost %+d", cm.cost);
    if (cm.keywords && po < sizeof parts) {
        kw_phrase(cm.keywords, t, sizeof t);
        po += (size_t)snprintf(parts + po, sizeof parts - po, ", %s", t);
    }
    if (cm.repair && po < sizeof parts)
        po += (size_t)snprintf(parts + po, sizeof parts - po, ", <Repair %d>", cm.repair);
    if (cm.breach && po < sizeof parts)
        po += (size_t)snprintf(parts + po, sizeof parts - po, ", <Breach %d>", cm.breach);
    if (cm.support && po < sizeof parts)
        po += (size_t)snprintf(parts + po, sizeof parts - po, ", <Support %d>", cm.support);
    static const char *const cants[] = {"can't attack", "can't attack players", "can't block",
                                        "can't be blocked"};
    for (unsigned i = 0; i < 4; i++)
        if ((cm.cant & (1u << i)) && po < sizeof parts)
            po += (size_t)snprintf(parts + po, sizeof parts - po, ", %s", cants[i]);
    if (po) {
        snprintf(t, sizeof t, "constant effects: %s", parts + 2);
        add_line(buf, n, &o, &lines, t);
    }
    return lines;
}
