/*
 * hash.c -- the state hash: a 64-bit FNV-1a over the game state, field by field
 * (never padding), so that equal games hash equal on every machine.  The
 * bookkeeping that is not the game itself (how many answers and events were
 * recorded) is left out: a game with narration off hashes like one with it on.
 */
#include "game.h"

typedef struct hasher {
    uint64_t h;
} hasher;

static void mix(hasher *x, uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; i++) {
        x->h ^= (v >> (8 * i)) & 0xFF;
        x->h *= 0x100000001B3ULL;
    }
}

#define H8(v) mix(&x, (uint64_t)(v), 1)
#define H16(v) mix(&x, (uint64_t)(v), 2)
#define H64(v) mix(&x, (uint64_t)(v), 8)

uint64_t gcg_game_hash(const gcg_game *g)
{
    const gstate *s = &g->s;
    hasher x = {0xCBF29CE484222325ULL};
    H8(s->nplayers); H8(s->active); H8(s->first_player); H8(s->phase); H8(s->step);
    H8(s->over); H8(s->end_reason); H8(s->started);
    H16(s->turn); H16(s->ncards); H16(s->ntasks); H16(s->ntrigs); H16(s->nmods);
    H16(s->nopt_used); H16(s->trig_claimed);
    for (int i = 0; i < 4; i++)
        H64(s->rng.s[i]);
    const rules *r = &s->rules; /* set by the mode: games of two modes differ */
    H8(r->battle_limit); H8(r->hand_limit); H8(r->resource_limit); H8(r->ex_limit);
    H8(r->base_limit); H8(r->shields); H8(r->opening_hand); H8(r->shared_shields);
    H16(r->turn_cap);
    H8(r->team_turns); H8(r->victory); H8((uint8_t)r->direction); H16(r->hooks); /* 12-2-1 ... */
    H8(r->draws);
    for (int k = 0; s->over && k < END_TEXT_LEN && s->end_text[k]; k++)
        H8(s->end_text[k]); /* a mode's reason for the ending */
    H16(s->round);
    const battle *b = &s->battle;
    H8(b->on); H8(b->target_player); H8(b->blocked); H8(b->attacker_owner);
    H16(b->attacker); H16(b->attacker_serial); H16(b->target); H16(b->target_serial);
    for (int p = 0; p < s->nplayers; p++) {
        const player *pl = &s->players[p];
        H8(pl->team); H8(pl->flags); H8(pl->mulliganed);
        for (int l = 0; l < GCG_LOC_COUNT; l++)
            H8(pl->zone[l]);
    }
    for (int z = 0; z < state_nzones(s); z++) {
        const zone *zn = &s->zones[z];
        H8(zn->n);
        for (int i = 0; i < zn->n; i++)
            H16(zn->ids[i]);
    }
    for (int i = 0; i < s->ncards; i++) {
        const card *c = &s->cards[i];
        H16(c->def); H16(c->pair); H16(c->serial); H16(c->fresh_turn);
        H8(c->owner); H8(c->loc); H8(c->zone); H8(c->flags); H8(c->damage);
        H8(c->ex_paid);
        H8(c->flags2); H16(c->dmg_src);
    }
    for (int i = 0; i < s->ntasks; i++) {
        const task *t = &s->tasks[i];
        H8(t->kind); H8(t->step); H8(t->player); H8(t->flags);
        H16(t->a); H16(t->b); H16(t->c); H16(t->d);
    }
    for (int i = 0; i < s->ntrigs; i++) {
        const trig *t = &s->trigs[i];
        H8(t->kind); H8(t->controller); H8(t->state); H8(t->p);
        H16(t->card); H16(t->serial); H16(t->effect); H16(t->amount); H16(t->ev_card);
        H16(t->ev_serial); H16(t->ev_serial2);
        H16(t->holder); H16(t->ev_src); H8(t->ev_flags); H8(t->ev_from); H16((uint16_t)t->ev_amount);
    }
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        H8(m->kind); H8(m->until); H16(m->card); H16(m->serial); H16(m->amount); H16(m->source);
    }
    for (int i = 0; i < s->nopt_used; i++) {
        H16(s->opt_used[i].card); H16(s->opt_used[i].serial); H16(s->opt_used[i].effect);
    }
    H16(s->nhist);
    for (int i = 0; i < s->nhist && i < MAX_HIST; i++) {
        const hist *h = &s->hist[i];
        H8(h->kind); H8(h->player); H8(h->flags); H8(h->src_owner);
        H16(h->card); H16(h->serial); H16(h->def); H16(h->src_def);
    }
    /* An effect stopped at a question: the answers it has had decide how it goes
     * on (script.c replays them), and so do the tasks it has started. */
    H8(s->eff_running); H16(s->eff_nans); H8(s->ndeferred); H16(s->effects_turn);
    for (int i = 0; i < s->eff_nans && i < MAX_EFF_ANS; i++)
        H16(s->eff_ans[i]);
    for (int i = 0; i < s->ndeferred && i < MAX_DEFERRED; i++) {
        const task *t = &s->deferred[i];
        H8(t->kind); H8(t->step); H8(t->player); H8(t->flags);
        H16(t->a); H16(t->b); H16(t->c); H16(t->d);
    }
    const pending *pd = &s->pend;
    H8(pd->kind); H8(pd->player); H8(pd->min); H8(pd->max); H16(pd->nopts);
    for (int i = 0; i < pd->nopts; i++) {
        const option *o = &pd->opts[i];
        H8(o->verb); H8(o->p); H16(o->a); H16(o->b); H16(o->c);
        if (o->verb != O_CHOICE || o->c >= s->nlabels)
            continue;
        const char *l = s->eff_labels[o->c]; /* a named choice is its label */
        for (int k = 0; k < LABEL_LEN && l[k]; k++)
            H8(l[k]);
    }
    return x.h;
}
