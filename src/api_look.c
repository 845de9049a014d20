/*
 * api_look.c -- the declared look at the top of the deck (look_top = { N, "prompt",
 * pick = FILTER | { FILTER, ... } }, docs/scripting.md): "Look at the top N cards of
 * your deck. You may reveal 1 <pick> card among them and add it to your hand. Return the
 * remaining cards randomly to the bottom of your deck."  Done in C, as the scripts that
 * wrote it out did it with e:deck_top, e:look, e:matches, e:choose_one(prompt, fits,
 * true), e:reveal, e:to_hand and e:to_deck_randomly(rest, "bottom"): the same question
 * (its prompt, its options in the deck's order, top first), the same events, the same
 * draws from the game's generator -- and, as those calls did, it ends where it is when
 * the game is over or its controller has left it (12-2-5, 1-2-4: api_ctx_game's check
 * at each call).  script_run.c runs it after the declared target and its discard_it.
 */
#include <string.h>
#include "api.h"
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "rng.h"
#include "zone.h"

#define LOOK_MAX 10 /* (look_top's N: 1 to 10, script_load.c) */

/* Where a script's next call would stop: the game is over, or p has left it. */
static int look_ends(const gstate *s, int p)
{
    return s->over || !mode_alive(s, p);
}

/* e:deck_top(n): the handles of the top n cards of p's deck (at most LOOK_MAX), top
 * first, into top; how many. */
static int deck_top(const gcg_game *g, int p, int n, lua_Integer *top)
{
    const zone *z = zone_cget(&g->s, p, GCG_LOC_DECK);
    int k = z && z->owner == p ? (n < z->n ? n : z->n) : 0;
    for (int i = 0; i < k; i++)
        top[i] = card_handle(g, z->ids[z->n - 1 - i]);
    return k;
}

int api_look_at_top(gcg_game *g, int p, int n, lua_Integer *top)
{
    int k = deck_top(g, p, n, top);
    for (int i = 0; i < k; i++) { /* (e:look: each seen by p, 10-3-5) */
        card *c = &g->s.cards[top[i] & 0xFFFF];
        if (c->owner == p)
            c->flags |= CF_LOOKED;
    }
    return k;
}

/* The cards among top[0..k) that pass one of the look's filters, in order. */
static int look_fits(gcg_game *g, int p, const decl_look *l, const lua_Integer *top, int k,
                     lua_Integer *fits)
{
    struct script_vm *vm = vm_of(g);
    int n = 0;
    for (int i = 0; i < k; i++)
        for (int f = 0; f < l->npick; f++)
            if (api_filter_match(vm->L, g, p, (int)(top[i] & 0xFFFF), l->pick[f])) {
                fits[n++] = top[i];
                break;
            }
    return n;
}

/* e:to_deck_randomly(rest, "bottom"): a random order (5-13-1), drawn as that method draws
 * it, then each card to the deck's bottom, rules management after each. */
static void look_return(gcg_game *g, lua_Integer *h, int n)
{
    for (int i = n; i >= 2; i--) {
        int j = 1 + (int)rng_below(&g->s.rng, (uint32_t)i);
        lua_Integer t = h[i - 1];
        h[i - 1] = h[j - 1];
        h[j - 1] = t;
    }
    for (int i = 0; i < n; i++) {
        int cid = handle_card(g, h[i]);
        if (cid >= 0) {
            act_move(g, cid, GCG_LOC_DECK, AT_BOTTOM);
            api_done(NULL, g, 0); /* (rules management, as the method: api.c) */
        }
    }
}

/* The chosen card revealed and added to its owner's hand (e:reveal, e:to_hand); 0 if the
 * effect ends before (the game over, p gone). */
static int look_take(gcg_game *g, int p, lua_Integer h)
{
    if (look_ends(&g->s, p))
        return 0;
    int cid = handle_card(g, h);
    if (cid >= 0)
        ev_emit(g, EV_REVEAL, g->s.cards[cid].owner, cid, 0, 0);
    if (look_ends(&g->s, p))
        return 0;
    cid = handle_card(g, h);
    if (cid >= 0) {
        act_move(g, cid, GCG_LOC_HAND, AT_TOP);
        api_done(NULL, g, 0);
    }
    return 1;
}

int api_look_top(gcg_game *g, int p, const decl_look *l)
{
    gstate *s = &g->s;
    if (look_ends(s, p))
        return 1;
    lua_Integer top[LOOK_MAX], fits[LOOK_MAX];
    int k = api_look_at_top(g, p, l->n, top);
    int nf = look_fits(g, p, l, top, k, fits);
    lua_Integer chosen = -1;
    if (nf > 0) { /* (e:choose_one(prompt, fits, true): "you may" -- none is an answer) */
        struct script_vm *vm = vm_of(g);
        int idx[MAX_OPTS];
        int got = api_next_answer(vm, g, idx, MAX_OPTS);
        if (got < 0) {
            dec_begin_text(g, GCG_DEC_CHOOSE, p, 0, 1, l->prompt);
            for (int i = 0; i < nf; i++)
                dec_add(g, O_CARD, p, (int)(fits[i] & 0xFFFF), NONE16, 0);
            return -1;
        }
        for (int i = 0; i < got && chosen < 0; i++)
            if (idx[i] < nf)
                chosen = fits[idx[i]];
    }
    if (chosen >= 0 && !look_take(g, p, chosen))
        return 1;
    if (look_ends(s, p))
        return 1;
    int n = 0;
    for (int i = 0; i < k; i++) /* "the remaining cards" */
        if (top[i] != chosen)
            top[n++] = top[i];
    look_return(g, top, n);
    return 1;
}

void api_answer_last(struct script_vm *vm, const gcg_game *g)
{
    const gstate *s = &g->s;
    int at = 0, last = 0;
    while (at < s->eff_nans) {
        last = at;
        at += 1 + s->eff_ans[at];
    }
    vm->cursor = last;
}

int api_deck_to_trash(gcg_game *g, int p, int n)
{
    gstate *s = &g->s;
    lua_Integer top[LOOK_MAX];
    int k = deck_top(g, p, n, top);
    for (int i = 0; i < k; i++) { /* (e:to_trash of each: rules management after each) */
        if (look_ends(s, p))
            break;
        int cid = handle_card(g, top[i]);
        if (cid >= 0) {
            act_move(g, cid, GCG_LOC_TRASH, AT_TOP);
            api_done(NULL, g, 0); /* (rules management, as the method: api.c) */
        }
    }
    return 1;
}
