/*
 * game.c -- a game's life: creating it from a configuration (decks checked by
 * rules 6-1), building its initial state, cloning and copying it, freeing it,
 * and the read-only accessors of the public API.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "mode.h"
#include "run.h"
#include "script.h"
#include "util.h"
#include "zone.h"

gcg_game *game_alloc(gcg_engine *eng)
{
    engine_sync(eng); /* test cards merged since the engine was made */
    /* (the state is cleared when a game is built: 32 KB not written twice) */
    gcg_game *g = xmalloc(sizeof *g);
    memset(g, 0, offsetof(gcg_game, s));
    state_clear(&g->s, 2);
    g->eng = eng;
    g->db = eng->db;
    g->narrate = 1;
    return g;
}

/* A blank state: players with their own zones, standard rules. */
void game_init_state(gcg_game *g, int nplayers)
{
    gstate *s = &g->s;
    state_clear(s, nplayers);
    s->first_player = 0;
    s->phase = GCG_PHASE_SETUP;
    s->rules = (rules){
        .battle_limit = 6, .hand_limit = 10, .resource_limit = 15, .ex_limit = 5,
        .base_limit = 1, .shields = 6, .opening_hand = 5, .shared_shields = 0,
        .turn_cap = 500, .draws = 1,
    };
    s->battle.attacker = s->battle.target = NONE16;
    for (int p = 0; p < nplayers; p++) {
        player *pl = &s->players[p];
        pl->team = (uint8_t)p;
        memset(pl->zone, NONE8, sizeof pl->zone);
        for (int loc = GCG_LOC_DECK; loc <= GCG_LOC_TRASH; loc++) {
            int zi = p * ZONE_LOCS + (loc - GCG_LOC_DECK);
            s->zones[zi].loc = (uint8_t)loc;
            s->zones[zi].owner = (uint8_t)p;
            pl->zone[loc] = (uint8_t)zi;
        }
    }
}

int game_add_player_cards(gcg_game *g, int p, const uint16_t *main, int nmain,
                          const uint16_t *res, int nres, gcg_err *err)
{
    for (int pass = 0; pass < 2; pass++) {
        const uint16_t *list = pass ? res : main;
        int n = pass ? nres : nmain;
        int loc = pass ? GCG_LOC_RESOURCE_DECK : GCG_LOC_DECK;
        for (int i = 0; i < n; i++) {
            int cid = card_new(g, list[i], p, 0);
            if (cid < 0 || zone_put(&g->s, cid, loc, AT_TOP) != 0)
                return err_set(err, "player %d: too many cards for one game", p + 1);
        }
    }
    return 0;
}

/* Flatten a deck into card indices, at most `cap`. */
static int flatten(const gcg_deck_entry *e, int n, uint16_t *out, int cap)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < e[i].count && k < cap; j++)
            out[k++] = (uint16_t)e[i].card;
    return k;
}

static int check_config(gcg_engine *eng, const gcg_game_config *cfg, int need_decks,
                        gcg_err *err)
{
    int n = cfg->nplayers ? cfg->nplayers : 2;
    if (n < 2 || n > GCG_MAX_PLAYERS)
        return err_set(err, "players: %d is not a supported player count (2 to %d)", n,
                       GCG_MAX_PLAYERS);
    if (cfg->first_player < -1 || cfg->first_player >= n)
        return err_set(err, "first_player: %d is not a player (0 to %d, or -1: decided "
                       "from the seed, 6-2-1-4)", cfg->first_player, n - 1);
    if (!need_decks)
        return 0;
    strbuf b;
    sb_init(&b);
    int bad = 0;
    for (int p = 0; p < n; p++) {
        const gcg_deck *d = cfg->players[p].deck;
        if (!d) {
            sb_printf(&b, "%splayer %d has no deck", bad++ ? "\n" : "", p + 1);
            continue;
        }
        if (cfg->skip_deck_check) {
            if (gcg_deck_main_count(d) > 60 || gcg_deck_resource_count(d) > 12) {
                sb_printf(&b, "%splayer %d: deck %s is too large for a game", bad++ ? "\n" : "",
                          p + 1, d->name);
            }
            continue;
        }
        gcg_problems pr = {0};
        if (gcg_deck_validate(eng->db, d, &pr) > 0) {
            sb_printf(&b, "%splayer %d: deck %s is not legal:", bad++ ? "\n" : "", p + 1,
                      d->name);
            for (int i = 0; i < pr.n; i++)
                sb_printf(&b, "\n  %s", pr.msgs[i]);
        }
        gcg_problems_free(&pr);
    }
    if (bad)
        err_set(err, "%s", b.s);
    sb_free(&b);
    return bad ? -1 : 0;
}

static void record_setup(setup_rec *r, const gcg_game_config *cfg)
{
    memset(r, 0, sizeof *r);
    str_copy(r->mode, sizeof r->mode, cfg->mode ? cfg->mode : "standard");
    str_copy(r->variant, sizeof r->variant, cfg->variant);
    str_copy(r->options, sizeof r->options, cfg->options);
    r->nplayers = cfg->nplayers ? cfg->nplayers : 2;
    r->seed = cfg->seed;
    r->first_player = cfg->first_player;
    for (int p = 0; p < r->nplayers; p++) {
        const gcg_deck *d = cfg->players[p].deck;
        r->teams[p] = cfg->players[p].team;
        if (!d)
            continue;
        r->nmain[p] = flatten(d->main, d->nmain, r->main[p], ZONE_CAP);
        r->nres[p] = flatten(d->resources, d->nresources, r->res[p], ZONE_CAP);
        str_copy(r->deck_name[p], sizeof r->deck_name[p], d->name);
    }
}

/* Build the state from the setup record: cards in decks, setup task pushed. */
int game_build(gcg_game *g, gcg_err *err)
{
    setup_rec *r = &g->setup;
    game_init_state(g, r->nplayers);
    rng_seed(&g->s.rng, r->seed);
    if (mode_configure(g, err) != 0)
        return -1;
    for (int p = 0; p < r->nplayers; p++)
        if (game_add_player_cards(g, p, r->main[p], r->nmain[p], r->res[p], r->nres[p], err))
            return -1;
    g->s.started = 1;
    task_push(g, T_SETUP, 0, (uint16_t)(r->first_player < 0 ? NONE16 : r->first_player),
              0, 0, 0);
    return 0;
}

gcg_game *gcg_game_new(gcg_engine *eng, const gcg_game_config *cfg, gcg_err *err)
{
    if (!eng || !cfg) {
        err_set(err, "game: no engine or configuration");
        return NULL;
    }
    if (check_config(eng, cfg, 1, err) != 0)
        return NULL;
    gcg_game *g = game_alloc(eng);
    record_setup(&g->setup, cfg);
    if (game_build(g, err) != 0) {
        gcg_game_free(g);
        return NULL;
    }
    run(g);
    return g;
}

/* What a game has kept of its own play (not of its setup): script errors, the
 * effect start state, what the scripts of its cards listen for (tokens made in
 * play add to it), a cache fault.  Cached answers go stale with game_touch. */
static void forget_play(gcg_game *g)
{
    for (int i = 0; i < g->nscript_errors; i++)
        free(g->script_errors[i]);
    g->nscript_errors = 0;
    g->eff_base_len = 0;
    memset(&g->listen, 0, sizeof g->listen);
    g->cache_fault = 0;
    g->quiet_ok = 0;
    game_touch(g);
}

/* Checking builds: the kept state, seeded, must be what game_build made. */
static void built_verify(gcg_game *g)
{
    gstate *kept = xmalloc(sizeof *kept);
    state_unpack(kept, g->built);
    rng_seed(&kept->rng, g->setup.seed);
    size_t a = state_pack(kept, NULL, 0), b = state_pack(&g->s, NULL, 0);
    uint8_t *pa = xmalloc(a), *pb = xmalloc(b);
    state_pack(kept, pa, a);
    state_pack(&g->s, pb, b);
    if (a != b || memcmp(pa, pb, a) != 0)
        game_cache_fault(g, "the built state a restart starts from", -1);
    free(pa);
    free(pb);
    free(kept);
}

/* Build the game from its setup for a restart: the first time (and every time
 * in checking builds) by game_build, whose state is then kept; afterwards from
 * the kept state, with the new seed. */
static int rebuild(gcg_game *g, gcg_err *err)
{
    if (g->built && !g->eng->check_invariants) {
        state_unpack(&g->s, g->built);
        rng_seed(&g->s.rng, g->setup.seed);
        g->listen = g->built_listen;
        return 0;
    }
    if (game_build(g, err) != 0)
        return -1;
    if (g->built) {
        built_verify(g);
        return 0;
    }
    g->built_len = state_pack(&g->s, NULL, 0);
    g->built = xmalloc(g->built_len);
    state_pack(&g->s, g->built, g->built_len);
    g->built_listen = g->listen;
    return 0;
}

int gcg_game_restart(gcg_game *g, uint64_t seed, gcg_err *err)
{
    if (!g)
        return err_set(err, "restart: no game");
    if (g->edited)
        return err_set(err, "restart: an edited game has no setup to play again");
    forget_play(g);
    g->setup.seed = seed;
    if (rebuild(g, err) != 0)
        return -1;
    run(g);
    return 0;
}

gcg_game *gcg_game_new_empty(gcg_engine *eng, const gcg_game_config *cfg, gcg_err *err)
{
    if (!eng || !cfg) {
        err_set(err, "game: no engine or configuration");
        return NULL;
    }
    if (check_config(eng, cfg, 0, err) != 0)
        return NULL;
    setup_rec r;
    record_setup(&r, cfg);
    return game_new_edited(eng, &r, err);
}

gcg_game *game_new_edited(gcg_engine *eng, const setup_rec *r, gcg_err *err)
{
    gcg_game *g = game_alloc(eng);
    g->edited = 1;
    g->setup = *r;
    game_init_state(g, g->setup.nplayers);
    rng_seed(&g->s.rng, r->seed);
    if (mode_configure(g, err) != 0) {
        gcg_game_free(g);
        return NULL;
    }
    return g;
}

void gcg_game_free(gcg_game *g)
{
    if (!g)
        return;
    free(g->initial);
    free(g->edits);
    free(g->built);
    free(g->eff_base);
    free(g->const_cache);
    free(g->legal_cache);
    free(g->cond_cache);
    free(g->count_cache);
    free(g->const_sources.src);
    free(g->const_sources.unit);
    free(g->answerers.src);
    free(g->answerers.unit);
    for (int i = 0; i < g->nscript_errors; i++)
        free(g->script_errors[i]);
    free(g->script_errors);
    free(g->answers);
    free(g->off);
    free(g->events);
    free(g);
}

/* ------------------------------------------------------------ effect start state */

static void base_reserve(gcg_game *g, size_t len)
{
    if (g->eff_base_cap >= len)
        return;
    g->eff_base_cap = len + len / 2;
    g->eff_base = xrealloc(g->eff_base, g->eff_base_cap);
}

void game_base_save(gcg_game *g)
{
    size_t len = state_pack(&g->s, g->eff_base, g->eff_base_cap);
    if (len > g->eff_base_cap) {
        base_reserve(g, len);
        state_pack(&g->s, g->eff_base, g->eff_base_cap);
    }
    g->eff_base_len = len;
    facets_settle(g);
    g->eff_base_tick = g->tick;
}

/* What changed since the start state was kept changes back: the facets marked
 * since then (facet.h), and no others. */
void game_base_restore(gcg_game *g)
{
    if (!g->eff_base_len) {
        game_touch(g);
        return;
    }
    state_unpack(&g->s, g->eff_base);
    facets changed = g->unstamped;
    for (int f = 0; f < FA_COUNT; f++)
        if (g->facet_tick[f] > g->eff_base_tick)
            changed |= F_BIT(f);
    facets_changed(g, changed);
}

int game_base_unchanged(gcg_game *g)
{
    if (!g->eff_base_len)
        return 0;
    gstate *start = xmalloc(sizeof *start);
    state_unpack(start, g->eff_base);
    int same = game_state_same(g, start);
    free(start);
    return same;
}

int game_state_same(gcg_game *g, gstate *start)
{
    const gstate *s = &g->s;
    start->pend = s->pend; /* (the decision in progress, its options' labels) */
    memcpy(start->eff_labels, s->eff_labels, sizeof s->eff_labels);
    start->nlabels = s->nlabels;
    start->has_answer = s->has_answer;
    start->nanswer = s->nanswer;
    memcpy(start->answer, s->answer, sizeof s->answer);
    start->log_len = s->log_len;
    start->eff_untouched = s->eff_untouched;
    size_t len = state_pack(start, NULL, 0);
    uint8_t *a = xmalloc(len), *b = xmalloc(len);
    state_pack(start, a, len);
    int same = state_pack(s, b, len) == len && !memcmp(a, b, len);
    free(a);
    free(b);
    return same;
}

void game_base_edit(gcg_game *g, void (*f)(gstate *s, int arg), int arg)
{
    if (!g->eff_base_len)
        return;
    gstate *tmp = xmalloc(sizeof *tmp);
    state_unpack(tmp, g->eff_base);
    f(tmp, arg);
    g->eff_base_tick = 0; /* changed outside the events' telling */
    g->s.eff_untouched = 0; /* (the answer goes back to the start state as edited) */
    size_t len = state_pack(tmp, NULL, 0);
    base_reserve(g, len);
    g->eff_base_len = state_pack(tmp, g->eff_base, g->eff_base_cap);
    free(tmp);
}

/* Add what src's cards listen for and can change to dst's: every field is a set
 * (or a flag) that only grows. */
static void listen_merge(listening *dst, const listening *src)
{
    dst->kinds |= src->kinds;
    dst->events |= src->events;
    dst->eflags |= src->eflags;
    dst->lowers_hp |= src->lowers_hp;
    dst->hpless |= src->hpless;
    dst->const_aspects |= src->const_aspects;
    dst->const_keywords |= src->const_keywords;
    dst->applies_aspects |= src->applies_aspects;
    dst->applies_keywords |= src->applies_keywords;
    dst->others_aspects |= src->others_aspects;
    dst->others_keywords |= src->others_keywords;
    dst->history |= src->history;
    dst->pilot_keywords |= src->pilot_keywords;
    dst->static_cant |= src->static_cant;
}

int gcg_game_copy(gcg_game *dst, const gcg_game *src)
{
    if (dst == src)
        return 0;
    dst->eng = src->eng;
    dst->db = src->db;
    dst->setup = src->setup;
    dst->stop.at = dst->stop.asked = dst->stop.resumed = 0; /* (at its decision: not paused) */
    dst->edited = src->edited;
    free(dst->built); /* (kept for dst's old setup) */
    dst->built = NULL;
    dst->narrate = src->narrate;
    /* (what dst's cards listened for stays: a superset only skips less) */
    listen_merge(&dst->listen, &src->listen);
    if (src->initial) {
        if (!dst->initial)
            dst->initial = xmalloc(sizeof *dst->initial);
        *dst->initial = *src->initial;
    } else {
        free(dst->initial);
        dst->initial = NULL;
    }
    if (dst->edits_cap < src->nedits) {
        dst->edits_cap = src->nedits;
        dst->edits = xrealloc(dst->edits, (size_t)dst->edits_cap * sizeof *dst->edits);
    }
    if (src->nedits)
        memcpy(dst->edits, src->edits, (size_t)src->nedits * sizeof *dst->edits);
    dst->nedits = src->nedits;
    uint32_t nlog = src->s.log_len;
    uint32_t nans = nlog ? src->off[nlog] : 0;
    if (dst->log_cap < nlog + 1) {
        dst->log_cap = nlog + 16;
        dst->off = xrealloc(dst->off, dst->log_cap * sizeof *dst->off);
    }
    if (dst->ans_cap < nans) {
        dst->ans_cap = nans + 64;
        dst->answers = xrealloc(dst->answers, dst->ans_cap * sizeof *dst->answers);
    }
    if (src->off)
        memcpy(dst->off, src->off, (nlog + 1) * sizeof *dst->off);
    else if (dst->off)
        dst->off[0] = 0;
    if (nans)
        memcpy(dst->answers, src->answers, nans * sizeof *dst->answers);
    /* Every recorded event, even with narration off now: narr_len counts them, and
     * turning narration back on must find them (not a hole in the narration). */
    uint32_t nev = src->s.narr_len;
    if (dst->ev_cap < nev) {
        dst->ev_cap = nev + 64;
        dst->events = xrealloc(dst->events, dst->ev_cap * sizeof *dst->events);
    }
    if (nev)
        memcpy(dst->events, src->events, nev * sizeof *dst->events);
    dst->eff_base_len = 0;
    if (src->s.eff_running && src->eff_base_len) {
        /* stopped inside an effect: its start state is part of the game */
        base_reserve(dst, src->eff_base_len);
        memcpy(dst->eff_base, src->eff_base, src->eff_base_len);
        dst->eff_base_len = src->eff_base_len;
        dst->eff_base_tick = 0; /* dst's own counter: every facet since then */
    }
    state_copy(&dst->s, &src->s);
    game_touch(dst);
    return 0;
}

gcg_game *gcg_game_clone(const gcg_game *g)
{
    gcg_game *c = game_alloc(g->eng);
    gcg_game_copy(c, g);
    return c;
}

void gcg_game_set_narration(gcg_game *g, int on)
{
    g->narrate = on ? 1 : 0;
}

/* ------------------------------------------------------------ accessors */

int gcg_game_nplayers(const gcg_game *g) { return g->s.nplayers; }
int gcg_game_turn(const gcg_game *g) { return g->s.turn; }
int gcg_game_active_player(const gcg_game *g) { return g->s.active; }
int gcg_game_first_player(const gcg_game *g) { return g->s.first_player; }
int gcg_game_round(const gcg_game *g) { return g->s.round; }
int gcg_game_direction(const gcg_game *g) { return g->s.rules.direction < 0 ? -1 : 1; }
gcg_phase gcg_game_phase(const gcg_game *g) { return (gcg_phase)g->s.phase; }
gcg_step gcg_game_step(const gcg_game *g) { return (gcg_step)g->s.step; }
int gcg_game_over(const gcg_game *g) { return g->s.over; }
uint64_t gcg_game_seed(const gcg_game *g) { return g->setup.seed; }
const char *gcg_game_mode(const gcg_game *g) { return g->setup.mode; }
const char *gcg_game_variant(const gcg_game *g) { return g->setup.variant; }
gcg_end_reason gcg_game_end_reason(const gcg_game *g) { return (gcg_end_reason)g->s.end_reason; }

const char *gcg_game_end_text(const gcg_game *g)
{
    if (g->s.over && g->s.end_text[0])
        return g->s.end_text; /* a mode's own words (e:end_game) */
    return gcg_end_reason_name((gcg_end_reason)g->s.end_reason);
}

int gcg_game_winner(const gcg_game *g)
{
    for (int p = 0; p < g->s.nplayers; p++)
        if (g->s.players[p].flags & PF_WON)
            return p;
    return -1;
}

static int valid_player(const gcg_game *g, int p)
{
    return p >= 0 && p < g->s.nplayers;
}

int gcg_game_player_won(const gcg_game *g, int p)
{
    return valid_player(g, p) && (g->s.players[p].flags & PF_WON) != 0;
}

int gcg_game_player_lost(const gcg_game *g, int p)
{
    return valid_player(g, p) && (g->s.players[p].flags & PF_LOST) != 0;
}

int gcg_game_player_team(const gcg_game *g, int p)
{
    return valid_player(g, p) ? g->s.players[p].team : -1;
}

int gcg_card_count(const gcg_game *g)
{
    return g->s.ncards;
}

const gcg_card_def *gcg_card_def_of(const gcg_game *g, int cid)
{
    if (cid < 0 || cid >= g->s.ncards)
        return NULL;
    return def_of(g, cid);
}

int gcg_player_level(const gcg_game *g, int p)
{
    return valid_player(g, p) ? zone_n(&g->s, p, GCG_LOC_RESOURCE) : 0;
}

size_t gcg_state_size(void)
{
    return sizeof(gstate);
}
