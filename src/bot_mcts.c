/*
 * bot_mcts.c -- the searching bot: information-set Monte Carlo tree search with
 * determinization (single-observer ISMCTS: Cowling, Powley and Whitehouse, 2012).
 *
 * What it owns, top to bottom:
 *   - its parameters and their text ("iters=2000,ms=100"), and bot names as the
 *     command line gives them ("greedy", "mcts:iters=500");
 *   - sampling what a player cannot see (mcts_determinize): the only code that
 *     reads which cards are hidden from whom, and the only one that writes a game
 *     state outside the rules -- on the search's own copies, never on the game;
 *   - the answers weighed at a decision (each option; for a choice of several,
 *     every selection when there are few), keyed so that the same answer has
 *     the same key in every sample;
 *   - the tree, one search iteration (a sample, a walk down the tree, one new
 *     node, a playout, a score), and scoring a position at the depth cut-off;
 *   - the statistics of the last search (the REPL's hint prints them).
 *
 * Why apart from bot.c: the random and greedy bots read only the pending
 * decision.  The search copies games, changes the copies' hidden cards and plays
 * them forward; it needs the state's layout (state.h), and keeping that here
 * keeps the simple bots simple.
 *
 * The rule it keeps: it never reads what its player cannot see.  Each iteration
 * starts from a copy of the game whose hidden cards have been dealt again from
 * the player's view and the bot's own random state (mcts_determinize), so the
 * real positions of hidden cards, and the game's own random state, never reach
 * a decision of the search.  tests/unit/test_mcts.c permutes hidden cards and
 * checks that the sample, and the answer, stay the same.
 *
 * No global mutable state: a searcher (gcg_mcts) holds everything, one per
 * thread.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "bot_mcts.h"
#include "label.h"
#include "stats.h"
#include "util.h"
#include "zone.h"

/* ------------------------------------------------------------ parameters */

#define ITERS_MAX 10000000
#define MS_MAX 10000000
#define DEPTH_MAX 100

void gcg_mcts_defaults(gcg_mcts_params *p)
{
    p->iters = 1000;
    p->ms = 0;
    p->depth = 2;
    p->explore = 0.4;
    p->playout = GCG_PLAYOUT_HEURISTIC;
}

/* A whole number in [lo, hi] from the whole of text; -1 if not. */
static int read_int(const char *text, int lo, int hi, int *out)
{
    char *end;
    if (!*text)
        return -1;
    long v = strtol(text, &end, 10);
    if (*end || v < lo || v > hi)
        return -1;
    *out = (int)v;
    return 0;
}

/* One "name=value" of a parameter list. */
static int parse_one(const char *item, gcg_mcts_params *p, int *named_iters, int *named_ms,
                     gcg_err *err)
{
    const char *eq = strchr(item, '=');
    if (!eq)
        return err_set(err, "mcts: '%s' is not NAME=VALUE (iters=N, ms=N, depth=N, explore=X, "
                       "playout=heuristic|greedy|random)", item);
    size_t nlen = (size_t)(eq - item);
    const char *v = eq + 1;
    if (nlen == 5 && !strncmp(item, "iters", 5)) {
        if (read_int(v, 0, ITERS_MAX, &p->iters))
            return err_set(err, "mcts: iters=%s: the iterations per decision must be a number "
                           "from 0 to %d", v, ITERS_MAX);
        *named_iters = 1;
    } else if (nlen == 2 && !strncmp(item, "ms", 2)) {
        if (read_int(v, 0, MS_MAX, &p->ms))
            return err_set(err, "mcts: ms=%s: the milliseconds per decision must be a number "
                           "from 0 to %d", v, MS_MAX);
        *named_ms = 1;
    } else if (nlen == 5 && !strncmp(item, "depth", 5)) {
        if (read_int(v, 0, DEPTH_MAX, &p->depth))
            return err_set(err, "mcts: depth=%s: the depth in turns must be a number from 0 "
                           "(play to the end) to %d", v, DEPTH_MAX);
    } else if (nlen == 7 && !strncmp(item, "explore", 7)) {
        char *end;
        double x = *v ? strtod(v, &end) : -1;
        if (!*v || *end || !(x >= 0 && x <= 100))
            return err_set(err, "mcts: explore=%s: the exploration constant must be a number "
                           "from 0 to 100", v);
        p->explore = x;
    } else if (nlen == 7 && !strncmp(item, "playout", 7)) {
        if (!strcmp(v, "heuristic"))
            p->playout = GCG_PLAYOUT_HEURISTIC;
        else if (!strcmp(v, "greedy"))
            p->playout = GCG_PLAYOUT_GREEDY;
        else if (!strcmp(v, "random"))
            p->playout = GCG_PLAYOUT_RANDOM;
        else
            return err_set(err, "mcts: playout=%s: the playout policy must be heuristic, greedy "
                           "or random", v);
    } else {
        return err_set(err, "mcts: '%.*s' is not a parameter (iters, ms, depth, explore, "
                       "playout)", (int)nlen, item);
    }
    return 0;
}

int gcg_mcts_parse(const char *text, gcg_mcts_params *p, gcg_err *err)
{
    char buf[256];
    if (!text || strlen(text) >= sizeof buf)
        return err_set(err, "mcts: the parameters are missing or too long");
    snprintf(buf, sizeof buf, "%s", text);
    gcg_mcts_params q = *p;
    int named_iters = 0, named_ms = 0;
    for (char *item = buf, *next; item; item = next) {
        next = strchr(item, ',');
        if (next)
            *next++ = 0;
        if (parse_one(item, &q, &named_iters, &named_ms, err) != 0)
            return -1;
    }
    /* A budget named alone is the only one: "ms=100" searches by time. */
    if (named_ms && !named_iters)
        q.iters = 0;
    if (named_iters && !named_ms)
        q.ms = 0;
    if (q.iters == 0 && q.ms == 0)
        return err_set(err, "mcts: a budget is needed: iters=N or ms=N (more than 0)");
    *p = q;
    return 0;
}

int gcg_bot_parse(const char *text, gcg_bot_kind *kind, gcg_mcts_params *p, gcg_err *err)
{
    gcg_mcts_defaults(p);
    if (!text)
        return err_set(err, "no bot named");
    if (!strcmp(text, "random")) {
        *kind = GCG_BOT_RANDOM;
        return 0;
    }
    if (!strcmp(text, "greedy")) {
        *kind = GCG_BOT_GREEDY;
        return 0;
    }
    if (!strcmp(text, "mcts")) {
        *kind = GCG_BOT_MCTS;
        return 0;
    }
    if (!strncmp(text, "mcts:", 5)) {
        *kind = GCG_BOT_MCTS;
        return gcg_mcts_parse(text + 5, p, err);
    }
    return err_set(err, "'%s' is not a bot (random, greedy, mcts, or mcts:iters=N / mcts:ms=N)",
                   text);
}

void gcg_mcts_name(const gcg_mcts_params *p, char *buf, size_t n)
{
    gcg_mcts_params d;
    gcg_mcts_defaults(&d);
    char parts[160] = "";
    size_t o = 0;
#define PART(...) o += (size_t)snprintf(parts + o, o < sizeof parts ? sizeof parts - o : 0, \
                                        __VA_ARGS__)
    if (p->iters != d.iters || (p->ms && !p->iters))
        PART(",iters=%d", p->iters);
    if (p->ms != d.ms)
        PART(",ms=%d", p->ms);
    if (p->depth != d.depth)
        PART(",depth=%d", p->depth);
    if (p->explore != d.explore)
        PART(",explore=%g", p->explore);
    if (p->playout != d.playout)
        PART(",playout=%s", p->playout == GCG_PLAYOUT_RANDOM   ? "random"
                            : p->playout == GCG_PLAYOUT_GREEDY ? "greedy"
                                                               : "heuristic");
#undef PART
    if (p->ms && !p->iters) { /* "ms=100": the time alone */
        char *it = strstr(parts, ",iters=0");
        if (it)
            memmove(it, it + 8, strlen(it + 8) + 1);
    }
    snprintf(buf, n, "mcts%s%s", parts[0] ? ":" : "", parts[0] ? parts + 1 : "");
}

/* ------------------------------------------------------------ the bot's random numbers */

/* In [0, n): the high bits scaled (Lemire), no division; the bias is below
 * n / 2^32. */
static uint32_t below(uint64_t *rng, uint32_t n)
{
    return (uint32_t)(((rng_mix(rng) >> 32) * (uint64_t)n) >> 32);
}

/* ------------------------------------------------------------ sampling the hidden cards */

/* Is card cid, where it lies in s, a card `viewer` cannot identify: in a hidden
 * place (a hand, a deck, the shields) and not shown to the viewer? */
static int hidden_from(const gstate *s, int cid, int viewer)
{
    int loc = s->cards[cid].loc;
    return (loc == GCG_LOC_HAND || loc == GCG_LOC_DECK || loc == GCG_LOC_RESOURCE_DECK ||
            loc == GCG_LOC_SHIELD) && !state_card_visible(s, cid, viewer);
}

/* The pool a hidden card is dealt from: its owner's, the resource deck apart. */
static int pool_of(const card *c)
{
    return c->owner * 2 + (c->loc == GCG_LOC_RESOURCE_DECK);
}

/* Cards the state names outside the zones, which must keep their identity:
 * those the pending decision's options are about, and the battle's. */
static void keep_named(const gstate *s, uint8_t *pool)
{
    for (int i = 0; i < s->pend.nopts; i++) {
        const option *o = &s->pend.opts[i];
        switch (o->verb) {
        case O_PAIR:
        case O_ATTACK:
            if (o->b < s->ncards)
                pool[o->b] = 0;
            /* fall through */
        case O_PLAY:
        case O_ACTIVATE:
        case O_BLOCK:
        case O_CARD:
            if (o->a < s->ncards)
                pool[o->a] = 0;
            break;
        default:
            break;
        }
    }
    if (s->battle.attacker < s->ncards)
        pool[s->battle.attacker] = 0;
    if (s->battle.target < s->ncards)
        pool[s->battle.target] = 0;
}

/* A deal of the hidden cards. */
typedef struct dealing {
    uint16_t rho[MAX_CARDS]; /* the card that takes each hidden card's place */
    uint16_t def[MAX_CARDS]; /* the def dealt to each card */
} dealing;

/* Deal: the card at each hidden place of s (pool, among cards 0..n-1) becomes
 * rho[its id], and that card takes the place's location and the def dealt to
 * it.  What it carries of its own (serial, the turn it entered play) stays;
 * what could tell where it was (flags, damage, pairing: none in a hidden place
 * but a looked-at mark) is cleared. */
static void deal(gstate *s, int n, const uint8_t *pool, dealing *d)
{
    const uint16_t *rho = d->rho, *def = d->def;
    uint8_t loc[MAX_CARDS], zn[MAX_CARDS];
    for (int cid = 0; cid < n; cid++)
        if (pool[cid]) {
            loc[cid] = s->cards[cid].loc;
            zn[cid] = s->cards[cid].zone;
        }
    for (int z = 0; z < state_nzones(s); z++) {
        zone *zo = &s->zones[z];
        for (int i = 0; i < zo->n; i++)
            if (pool[zo->ids[i]])
                zo->ids[i] = rho[zo->ids[i]];
    }
    for (int x = 0; x < n; x++) {
        if (!pool[x])
            continue;
        card *c = &s->cards[rho[x]];
        c->loc = loc[x];
        c->zone = zn[x];
        c->def = def[rho[x]];
        c->flags = 0;
        c->damage = 0;
        c->pair = NONE16;
    }
}

/* What a deal needs to know, the same for every sample of one position: which
 * cards are hidden (pool), and for each pool its places in zone order and its
 * cards in id order, with their defs.  So the sample depends on which places
 * are hidden and on each pool's cards as a set, not on where each card really
 * lies. */
typedef struct deal_plan {
    int n;        /* cards */
    int replays;  /* stopped inside an effect: its start state is dealt too */
    int npools;
    int first[2 * MAXP + 1]; /* pool k: entries first[k] .. first[k + 1] - 1 */
    uint8_t pool[MAX_CARDS];
    uint16_t place[MAX_CARDS], ids[MAX_CARDS], defs[MAX_CARDS];
} deal_plan;

static void plan_deal(deal_plan *pl, const gcg_game *g, int viewer, gstate *start)
{
    const gstate *s = &g->s;
    int n = pl->n = s->ncards;
    uint8_t *pool = pl->pool;
    for (int cid = 0; cid < n; cid++)
        pool[cid] = (uint8_t)hidden_from(s, cid, viewer);
    keep_named(s, pool);
    /* Stopped inside an effect: it replays from its start state, which must be
     * dealt alike.  A card seen there (moved since into a hidden place) is known. */
    pl->replays = s->eff_running && g->eff_base_len;
    if (pl->replays) {
        state_unpack(start, g->eff_base);
        for (int cid = 0; cid < n; cid++)
            if (pool[cid] && (cid >= start->ncards || !hidden_from(start, cid, viewer)))
                pool[cid] = 0;
        keep_named(start, pool);
    }
    int nplace[2 * MAXP] = {0}, ncard[2 * MAXP] = {0};
    uint8_t key[MAX_CARDS];
    pl->npools = 2 * s->nplayers;
    memset(pl->first, 0, sizeof pl->first);
    for (int cid = 0; cid < n; cid++)
        if (pool[cid]) {
            key[cid] = (uint8_t)pool_of(&s->cards[cid]);
            pl->first[key[cid] + 1]++;
        }
    for (int k = 0; k < pl->npools; k++)
        pl->first[k + 1] += pl->first[k];
    for (int z = 0; z < state_nzones(s); z++) {
        const zone *zo = &s->zones[z];
        for (int i = 0; i < zo->n; i++) {
            int cid = zo->ids[i];
            if (pool[cid])
                pl->place[pl->first[key[cid]] + nplace[key[cid]]++] = (uint16_t)cid;
        }
    }
    for (int cid = 0; cid < n; cid++)
        if (pool[cid]) {
            int at = pl->first[key[cid]] + ncard[key[cid]]++;
            pl->ids[at] = (uint16_t)cid;
            pl->defs[at] = s->cards[cid].def;
        }
}

/* Deal g (a copy of the position planned) by the plan: each pool's defs
 * shuffled with the bot's rng, its cards to its places in turn. */
static void apply_deal(const deal_plan *pl, gcg_game *g, uint64_t *rng, gstate *start)
{
    gstate *s = &g->s;
    dealing d;
    uint16_t defs[MAX_CARDS];
    int total = pl->first[pl->npools];
    memcpy(defs, pl->defs, (size_t)total * sizeof defs[0]);
    for (int k = 0; k < pl->npools; k++) {
        uint16_t *dk = defs + pl->first[k];
        for (int i = pl->first[k + 1] - pl->first[k] - 1; i > 0; i--) {
            int j = (int)below(rng, (uint32_t)i + 1);
            uint16_t t = dk[i];
            dk[i] = dk[j];
            dk[j] = t;
        }
    }
    for (int i = 0; i < total; i++) {
        d.rho[pl->place[i]] = pl->ids[i];
        d.def[pl->ids[i]] = defs[i];
    }
    deal(s, pl->n, pl->pool, &d);
    if (pl->replays) {
        state_unpack(start, g->eff_base);
        deal(start, pl->n, pl->pool, &d);
        g->eff_base_len = state_pack(start, g->eff_base, g->eff_base_cap);
        g->eff_base_tick = 0;
    }
    /* The future the game's random state holds is hidden too (the next shuffle):
     * a sample draws its own.  An effect that replays keeps its start state's
     * until it ends (the search draws anew then: search_step). */
    uint64_t seed = rng_mix(rng);
    if (!s->eff_running)
        rng_seed(&s->rng, seed);
    game_touch(g);
}

void mcts_determinize(gcg_game *g, int viewer, uint64_t *rng, gstate *start)
{
    deal_plan *pl = xmalloc(sizeof *pl);
    gstate *own = start ? NULL : xmalloc(sizeof *own);
    plan_deal(pl, g, viewer, start ? start : own);
    apply_deal(pl, g, rng, start ? start : own);
    free(own);
    free(pl);
}

/* ------------------------------------------------------------ the answers weighed */

#define COMBO_CAP 32    /* selections of a choice of several weighed, at most */
#define COMBO_OPTS 16   /* ... among this many options at most */
#define ROOT_SAMPLES 24 /* selections drawn for a bigger choice at the root */
#define MAX_MOVES MAX_OPTS
#define MAX_PICKS 8192

/* Answers to one decision: answer i is picks[off[i]] .. picks[off[i] + npick[i] - 1]
 * (option indices, ascending), keyed by what the options are about (key), so the
 * same answer has the same key whatever the sample. */
typedef struct movelist {
    int n, npicks;
    uint64_t key[MAX_MOVES];
    uint16_t npick[MAX_MOVES];
    uint16_t off[MAX_MOVES];
    uint16_t picks[MAX_PICKS];
} movelist;

static uint64_t mix64(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/* Who decides what: the decision's kind, player and prompt. */
static uint64_t decision_key(const pending *p)
{
    return mix64((uint64_t)p->kind | (uint64_t)p->player << 8 | (uint64_t)p->prompt << 16 |
                 (uint64_t)p->parg[0] << 24 | (uint64_t)p->parg[1] << 40);
}

static uint64_t option_bits(const option *o)
{
    return (uint64_t)o->verb | (uint64_t)o->p << 8 | (uint64_t)o->a << 16 |
           (uint64_t)o->b << 32 | (uint64_t)o->c << 48;
}

/* Add the answer of these options (ascending); 0, or -1 if full. */
static int move_add(movelist *ml, const pending *p, const uint16_t *opts, int n)
{
    if (ml->n >= MAX_MOVES || ml->npicks + n > MAX_PICKS)
        return -1;
    uint64_t k = decision_key(p) ^ (uint64_t)n;
    for (int i = 0; i < n; i++)
        k = mix64(k ^ option_bits(&p->opts[opts[i]]));
    for (int i = 0; i < ml->n; i++)
        if (ml->key[i] == k)
            return 0; /* (two options about the same thing: one answer) */
    ml->key[ml->n] = k;
    ml->npick[ml->n] = (uint16_t)n;
    ml->off[ml->n] = (uint16_t)ml->npicks;
    memcpy(&ml->picks[ml->npicks], opts, (size_t)n * sizeof opts[0]);
    ml->npicks += n;
    ml->n++;
    return 0;
}

static long binomial(int n, int k)
{
    long r = 1;
    for (int i = 1; i <= k; i++)
        r = r * (n - k + i) / i;
    return r;
}

/* The answers to g's decision: each option alone; for a choice of several,
 * every selection when there are few.  -1 for a bigger choice (none listed). */
static int list_moves(movelist *ml, const gcg_game *g)
{
    const pending *p = &g->s.pend;
    ml->n = ml->npicks = 0;
    if (p->kind != GCG_DEC_CHOOSE || (p->min == 1 && p->max == 1)) {
        for (uint16_t i = 0; i < p->nopts; i++)
            move_add(ml, p, &i, 1);
        return ml->n;
    }
    int n = p->nopts, lo = p->min, hi = p->max < n ? p->max : n;
    if (lo > hi || n > COMBO_OPTS)
        return lo > hi ? 0 : -1;
    long count = 0;
    for (int k = lo; k <= hi; k++)
        count += binomial(n, k);
    if (count > COMBO_CAP)
        return -1;
    for (int k = lo; k <= hi; k++) {
        uint32_t v = k ? (1u << k) - 1 : 0;
        for (;;) {
            uint16_t opts[COMBO_OPTS];
            int m = 0;
            for (int i = 0; i < n; i++)
                if (v >> i & 1)
                    opts[m++] = (uint16_t)i;
            move_add(ml, p, opts, m);
            if (!k)
                break;
            uint32_t c = v & -v, r = v + c; /* the next mask of k bits (Gosper) */
            v = (((r ^ v) >> 2) / c) | r;
            if (v >> n)
                break;
        }
    }
    return ml->n;
}

/* The root's answers: as list_moves, and for a bigger choice a sample of
 * selections drawn with the bot's rng. */
static int list_root(movelist *ml, const gcg_game *g, uint64_t *rng)
{
    int n = list_moves(ml, g);
    if (n >= 0)
        return n;
    const pending *p = &g->s.pend;
    int lo = p->min, hi = p->max < p->nopts ? p->max : p->nopts;
    for (int t = 0; t < ROOT_SAMPLES; t++) {
        int want = lo + (int)below(rng, (uint32_t)(hi - lo + 1));
        uint16_t idx[MAX_OPTS], pick[MAX_OPTS];
        for (int i = 0; i < p->nopts; i++)
            idx[i] = (uint16_t)i;
        for (int i = 0; i < want; i++) { /* partial shuffle: the first `want` */
            int j = i + (int)below(rng, (uint32_t)(p->nopts - i));
            uint16_t x = idx[i];
            idx[i] = idx[j];
            idx[j] = x;
        }
        int m = 0; /* ascending, as every answer's picks */
        for (int i = 0; i < p->nopts; i++)
            for (int j = 0; j < want; j++)
                if (idx[j] == i)
                    pick[m++] = (uint16_t)i;
        move_add(ml, p, pick, m);
    }
    return ml->n;
}

/* ------------------------------------------------------------ scoring a position */

/* A side's position as a number: what wins the game is shields and a base to
 * lose (battle damage with none left loses, 1-2-2-1), Units to attack and block
 * with, cards in hand and Resources to play them.  Each side's number is its
 * weighted features; a side's chance to win is its share of exp(number) among
 * the sides (for two: the logistic function of the difference).  The weights
 * are a logistic regression of who won on these features at the start of each
 * turn of 1,500 games between searching bots (docs/simulation.md). */
typedef struct weights {
    double shield;  /* a shield */
    double base;    /* a Base in the base section */
    double base_hp; /* each HP left on it */
    double unit;    /* a Unit in the battle area */
    double ap, hp;  /* its AP, its HP left */
    double paired;  /* a Unit with a Pilot */
    double ready;   /* a Unit not rested (it can attack or block) */
    double hand;    /* a card in hand */
    double level;   /* a Resource (Lv) */
    double deck;    /* a card in the deck */
    double open;    /* no shield and no base: one hit from losing */
    double active;  /* the side whose turn it is */
} weights;

static const weights default_weights = {
    .shield = 0.83, .base = 0.02, .base_hp = 0.17, .unit = 0.02, .ap = 0.11, .hp = 0.12,
    .paired = 0.44, .ready = 0.68, .hand = 0.54, .level = 0.34, .deck = -0.085,
    .open = -0.84, .active = -0.19,
};

static double side_score(const gcg_game *g, const weights *w, int team)
{
    const gstate *s = &g->s;
    double sc = 0;
    uint64_t areas = 0; /* shield areas counted (a team's is shared) */
    int guarded = 0;
    for (int p = 0; p < s->nplayers; p++) {
        const player *pl = &s->players[p];
        if (pl->team != team || (pl->flags & PF_LOST))
            continue;
        const zone *bz = zone_cget(s, p, GCG_LOC_BATTLE);
        for (int i = 0; bz && i < bz->n; i++) {
            int cid = bz->ids[i];
            const card *c = &s->cards[cid];
            sc += w->unit + w->ap * card_ap(g, cid) + w->hp * (card_hp(g, cid) - c->damage) +
                  w->paired * (c->pair != NONE16) + w->ready * !(c->flags & CF_RESTED);
        }
        sc += w->hand * zone_n(s, p, GCG_LOC_HAND) + w->level * zone_n(s, p, GCG_LOC_RESOURCE) +
              w->deck * zone_n(s, p, GCG_LOC_DECK) + w->active * (s->active == p);
        for (int l = GCG_LOC_SHIELD; l <= GCG_LOC_BASE; l++) {
            int zi = pl->zone[l];
            if (zi == NONE8 || (areas >> zi & 1))
                continue;
            areas |= 1ull << zi;
            const zone *z = &s->zones[zi];
            guarded |= z->n > 0;
            if (l == GCG_LOC_SHIELD)
                sc += w->shield * z->n;
            else
                for (int i = 0; i < z->n; i++)
                    sc += w->base + w->base_hp * (card_hp(g, z->ids[i]) - s->cards[z->ids[i]].damage);
        }
    }
    return guarded ? sc : sc + w->open;
}

/* Each player's result (0..1): at the end, 1 for a winner (a team wins
 * together), 0 for the others, a share for a draw; before it, each side's share
 * of the sides' scores (a softmax), 0 for a player out of the game. */
static void evaluate(const gcg_game *g, const weights *w, double *r)
{
    const gstate *s = &g->s;
    int n = s->nplayers, nteams = 0;
    unsigned teams = 0;
    for (int p = 0; p < n; p++)
        if (!(teams & (1u << s->players[p].team))) {
            teams |= 1u << s->players[p].team;
            nteams++;
        }
    if (s->over) {
        int any = 0;
        for (int p = 0; p < n; p++)
            any |= (s->players[p].flags & PF_WON) != 0;
        for (int p = 0; p < n; p++)
            r[p] = !any ? 1.0 / nteams : (s->players[p].flags & PF_WON) ? 1.0 : 0.0;
        return;
    }
    double score[MAXP], total = 0, top = -1e9;
    int live[MAXP] = {0};
    for (int t = 0; t < MAXP; t++) {
        if (!(teams & (1u << t)))
            continue;
        for (int p = 0; p < n; p++)
            live[t] |= s->players[p].team == t && !(s->players[p].flags & PF_LOST);
        if (live[t]) {
            score[t] = side_score(g, w, t);
            top = score[t] > top ? score[t] : top;
        }
    }
    for (int t = 0; t < MAXP; t++)
        if (live[t]) {
            score[t] = exp(score[t] - top);
            total += score[t];
        }
    for (int p = 0; p < n; p++) {
        int t = s->players[p].team;
        r[p] = live[t] && !(s->players[p].flags & PF_LOST) ? score[t] / total : 0.0;
    }
}

/* ------------------------------------------------------------ the heuristic playout policy */

static int hp_left(const gcg_game *g, int cid)
{
    return card_hp(g, cid) - g->s.cards[cid].damage;
}

/* Is player p's side one hit from losing (no shield, no base)? */
static int exposed(const gcg_game *g, int p)
{
    return zone_n(&g->s, p, GCG_LOC_SHIELD) == 0 && zone_n(&g->s, p, GCG_LOC_BASE) == 0;
}

/* The greedy bot's order (develop, pair, attack, use effects, then pass), with
 * what a look at AP and HP tells: attack a Unit only to destroy it, block only
 * to survive or trade (or to save the game), do not replace one's own Base,
 * play the dearest card first. */
static int heuristic_score(const gcg_game *g, const option *o)
{
    const gstate *s = &g->s;
    switch (o->verb) {
    case O_PAIR:
        return 60;
    case O_PLAY: {
        const card_facts *f = facts_of(g, o->a);
        if (f->type == GCG_BASE) {
            const zone *z = zone_cget(s, s->cards[o->a].owner, GCG_LOC_BASE);
            for (int i = 0; z && i < z->n; i++)
                if (!(s->cards[z->ids[i]].flags & CF_EX))
                    return 3; /* (it would trash the Base in play) */
        }
        return 50 + (f->cost > 0 ? f->cost : 0);
    }
    case O_ATTACK:
        if (o->b == NONE16)
            return 45;
        if (card_ap(g, o->a) < hp_left(g, o->b))
            return 4;
        return hp_left(g, o->a) > card_ap(g, o->b) ? 58 : 46;
    case O_BLOCK: {
        int att = s->battle.attacker;
        if (att >= s->ncards)
            return 20;
        if (hp_left(g, o->a) > card_ap(g, att) || card_ap(g, o->a) >= hp_left(g, att))
            return 25;
        return s->battle.target == NONE16 && exposed(g, s->battle.target_player) ? 90 : 0;
    }
    case O_ACTIVATE:
        return 30;
    case O_YES:
    case O_KEEP:
        return 10;
    case O_END_MAIN:
    case O_PASS:
        return 1;
    case O_HANDOFF:
        /* Below ending the main phase or passing: a hand-off does nothing by
         * itself, and a playout that hands the team's decision to and fro plays
         * worse (team, mcts:iters=30 against greedy, 800 games: 94.6% when a
         * hand-off scored 5, above the end; 97.4% at 0).  A teammate handed the
         * decision in the tree hands it back when nothing else is left. */
        return 0;
    default:
        return 5;
    }
}

static int heuristic_choose(const gcg_game *g, uint64_t *rng, int *choices, int max)
{
    const pending *p = &g->s.pend;
    if (p->kind == GCG_DEC_CHOOSE)
        return gcg_bot_choose(g, GCG_BOT_RANDOM, rng, choices, max);
    int best = 0, best_score = -1, ties = 0;
    for (int i = 0; i < p->nopts; i++) {
        int sc = heuristic_score(g, &p->opts[i]);
        if (sc > best_score) {
            best_score = sc;
            best = i;
            ties = 1;
        } else if (sc == best_score && below(rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    choices[0] = best;
    return 1;
}

int mcts_playout_choose(const gcg_game *g, uint64_t *rng, int *choices, int max)
{
    return heuristic_choose(g, rng, choices, max);
}

/* ------------------------------------------------------------ the searcher */

#define MAX_PATH 512
#define MAX_STEPS 20000 /* answers in one iteration, at most (a game is some 85) */

/* A node: the answer (key) that leads to it from its parent, by `mover`; the
 * results for the mover of the playouts through it; how often it was there to
 * choose (avail: a sample may not offer it). */
typedef struct mnode {
    uint64_t key;
    int32_t child, next; /* first child, next sibling: -1 for none */
    uint32_t visits, avail;
    double sum;
    int32_t mover;
} mnode;

struct gcg_mcts {
    gcg_mcts_params p;
    weights w;        /* the evaluation's */
    gcg_game *base;   /* the game searched: a copy, narration and log left out */
    gcg_game *work;   /* one iteration's sample */
    gstate *start;    /* room for an effect's start state (apply_deal) */
    deal_plan plan;   /* how the position searched is dealt */
    mnode *nodes;
    int nnodes, cap;
    movelist root, ml;
    int viewer, root_turn;
    long iters;
    /* the last search's statistics, best first */
    int nstats;
    gcg_mcts_stat stats[MAX_MOVES];
    int picks[MAX_PICKS];
};

gcg_mcts *gcg_mcts_new(const gcg_mcts_params *p)
{
    gcg_mcts *m = xcalloc(1, sizeof *m);
    if (p)
        m->p = *p;
    else
        gcg_mcts_defaults(&m->p);
    m->start = xmalloc(sizeof *m->start);
    m->w = default_weights;
    return m;
}

void gcg_mcts_free(gcg_mcts *m)
{
    if (!m)
        return;
    gcg_game_free(m->base);
    gcg_game_free(m->work);
    free(m->start);
    free(m->nodes);
    free(m);
}

static int node_new(gcg_mcts *m, uint64_t key, int mover)
{
    if (m->nnodes == m->cap) {
        m->cap = m->cap ? m->cap * 2 : 4096;
        m->nodes = xrealloc(m->nodes, (size_t)m->cap * sizeof *m->nodes);
    }
    mnode *n = &m->nodes[m->nnodes];
    *n = (mnode){.key = key, .child = -1, .next = -1, .mover = mover};
    return m->nnodes++;
}

static int child_of(const gcg_mcts *m, int node, uint64_t key)
{
    for (int c = m->nodes[node].child; c >= 0; c = m->nodes[c].next)
        if (m->nodes[c].key == key)
            return c;
    return -1;
}

/* At a node with these answers: an answer not tried yet from here (at random),
 * else the best by UCB1 with availability (each child scored against how often
 * it could be chosen).  Returns the child (made if new); *mv: its answer. */
static int select_child(gcg_mcts *m, const gcg_game *g, int node, const movelist *ml,
                        uint64_t *rng, int *mv, int *made)
{
    int untried = -1, nuntried = 0, best = -1, best_mv = -1;
    double best_score = -1;
    int mover = g->s.pend.player;
    for (int i = 0; i < ml->n; i++) {
        int c = child_of(m, node, ml->key[i]);
        if (c < 0) {
            if (below(rng, (uint32_t)++nuntried) == 0)
                untried = i;
            continue;
        }
        mnode *cn = &m->nodes[c];
        cn->avail++;
        double score = cn->sum / cn->visits +
                       m->p.explore * sqrt(log((double)cn->avail) / cn->visits);
        if (score > best_score) {
            best_score = score;
            best = c;
            best_mv = i;
        }
    }
    *made = untried >= 0;
    if (untried >= 0) {
        int c = node_new(m, ml->key[untried], mover);
        mnode *parent = &m->nodes[node]; /* (after node_new: it may move the nodes) */
        m->nodes[c].next = parent->child;
        m->nodes[c].avail = 1;
        parent->child = c;
        *mv = untried;
        return c;
    }
    *mv = best_mv;
    return best;
}

static int apply_move(gcg_game *g, const movelist *ml, int i)
{
    int ch[MAX_OPTS];
    for (int k = 0; k < ml->npick[i]; k++)
        ch[k] = ml->picks[ml->off[i] + k];
    return gcg_respond(g, ch, ml->npick[i], NULL);
}

/* The playout policy's answer to g's decision. */
static int policy_choose(const gcg_game *g, gcg_playout policy, uint64_t *rng, int *choices,
                         int max)
{
    if (policy == GCG_PLAYOUT_HEURISTIC)
        return heuristic_choose(g, rng, choices, max);
    return gcg_bot_choose(g, policy == GCG_PLAYOUT_GREEDY ? GCG_BOT_GREEDY : GCG_BOT_RANDOM, rng,
                          choices, max);
}

static int policy_step(gcg_game *g, gcg_playout policy, uint64_t *rng)
{
    int ch[MAX_OPTS];
    int n = policy_choose(g, policy, rng, ch, MAX_OPTS);
    return gcg_respond(g, ch, n, NULL);
}

/* A copy's script errors are the search's, not the game's: dropped. */
static void forget_errors(gcg_game *g)
{
    for (int i = 0; i < g->nscript_errors; i++)
        free(g->script_errors[i]);
    g->nscript_errors = 0;
}

/* One iteration: deal a sample, walk down the tree (answers tried before by
 * UCB1), add one node, play on by the playout policy to the depth cut-off (or
 * the end), score, and add the result along the path. */
static void search_step(gcg_mcts *m, uint64_t *rng)
{
    gcg_game *w = m->work;
    gcg_game_copy(w, m->base);
    forget_errors(w);
    apply_deal(&m->plan, w, rng, m->start);
    int reseed = w->s.eff_running; /* (an effect replays with its own random state) */
    int path[MAX_PATH], np = 0, node = 0, in_tree = 1;
    path[np++] = 0;
    int stop_turn = m->p.depth ? m->root_turn + m->p.depth : 1 << 30;
    for (int steps = 0; !w->s.over && w->s.turn < stop_turn && steps < MAX_STEPS; steps++) {
        if (reseed && !w->s.eff_running) {
            rng_seed(&w->s.rng, rng_mix(rng));
            reseed = 0;
        }
        if (in_tree) {
            int nm = node == 0 ? m->root.n : list_moves(&m->ml, w);
            const movelist *ml = node == 0 ? &m->root : &m->ml;
            if (nm >= 2) {
                int mv, made;
                node = select_child(m, w, node, ml, rng, &mv, &made);
                path[np++] = node;
                if (made || np == MAX_PATH)
                    in_tree = 0;
                if (apply_move(w, ml, mv) != 0)
                    break;
                continue;
            }
            if (nm == 1) {
                if (apply_move(w, ml, 0) != 0)
                    break;
                continue;
            }
        }
        if (policy_step(w, m->p.playout, rng) != 0)
            break;
    }
    double r[MAXP];
    evaluate(w, &m->w, r);
    for (int i = 0; i < np; i++) {
        mnode *n = &m->nodes[path[i]];
        n->visits++;
        if (n->mover >= 0)
            n->sum += r[n->mover];
    }
    m->iters++;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* The search's copy of the game: what it plays needs no narration and no log. */
static void take_base(gcg_mcts *m, const gcg_game *g)
{
    if (!m->base) {
        m->base = game_alloc(g->eng);
        m->work = game_alloc(g->eng);
    }
    gcg_game_copy(m->base, g);
    forget_errors(m->base);
    m->base->narrate = 0;
    m->base->s.narr_len = 0;
    m->base->s.log_len = 0;
    if (m->base->off)
        m->base->off[0] = 0;
}

/* The root's answers, most visited first (then by result): the statistics. */
static void gather_stats(gcg_mcts *m)
{
    int order[MAX_MOVES];
    uint32_t visits[MAX_MOVES];
    double value[MAX_MOVES];
    for (int i = 0; i < m->root.n; i++) {
        int c = m->nnodes ? child_of(m, 0, m->root.key[i]) : -1;
        visits[i] = c >= 0 ? m->nodes[c].visits : 0;
        value[i] = c >= 0 && visits[i] ? m->nodes[c].sum / visits[i] : 0;
        int j = i;
        while (j > 0 && (visits[order[j - 1]] < visits[i] ||
                         (visits[order[j - 1]] == visits[i] && value[order[j - 1]] < value[i]))) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    m->nstats = m->root.n;
    for (int k = 0; k < m->root.n; k++) {
        int i = order[k];
        gcg_mcts_stat *st = &m->stats[k];
        st->nchoices = m->root.npick[i];
        st->choices = &m->picks[m->root.off[i]];
        st->visits = (int)visits[i];
        st->value = value[i];
    }
    for (int i = 0; i < m->root.npicks; i++)
        m->picks[i] = m->root.picks[i];
}

int gcg_mcts_choose(gcg_mcts *m, const gcg_game *g, uint64_t *rng, int *choices, int max)
{
    m->nstats = 0;
    m->iters = 0;
    m->nnodes = 0;
    const pending *p = &g->s.pend;
    if (g->s.over || p->kind == GCG_DEC_NONE || p->nopts == 0 || max < 1)
        return 0;
    m->viewer = p->player;
    m->root_turn = g->s.turn;
    if (list_root(&m->root, g, rng) >= 2) {
        take_base(m, g);
        plan_deal(&m->plan, m->base, m->viewer, m->start);
        node_new(m, 0, -1);
        double t0 = m->p.ms ? now_ms() : 0;
        for (long it = 0; !m->p.iters || it < m->p.iters; it++) {
            if (m->p.ms && (it & 7) == 0 && it && now_ms() - t0 >= m->p.ms)
                break;
            search_step(m, rng);
        }
    }
    if (m->root.n == 0) /* (no answer to weigh: the policy's) */
        return policy_choose(g, m->p.playout, rng, choices, max);
    gather_stats(m);
    int n = m->stats[0].nchoices < max ? m->stats[0].nchoices : max;
    for (int i = 0; i < n; i++)
        choices[i] = m->stats[0].choices[i];
    return n;
}

int gcg_mcts_nstats(const gcg_mcts *m)
{
    return m ? m->nstats : 0;
}

int gcg_mcts_stat_at(const gcg_mcts *m, int i, gcg_mcts_stat *out)
{
    if (!m || i < 0 || i >= m->nstats)
        return -1;
    *out = m->stats[i];
    return 0;
}

long gcg_mcts_iterations(const gcg_mcts *m)
{
    return m ? m->iters : 0;
}
