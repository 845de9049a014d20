/*
 * label.c -- names for people and for scripts: cards, option keys (stable,
 * machine-readable: "attack c12 p2") and option labels (readable: "Attack P2
 * with Gundam #12 (AP 3)").
 */
#include <stdio.h>
#include <string.h>
#include "label.h"
#include "script.h"
#include "stats.h"
#include "zone.h"

/* Does viewer know what owner knows (the same player, or a teammate)? */
static int state_knows(const gstate *s, int viewer, int owner)
{
    return viewer == owner || (viewer >= 0 && viewer < s->nplayers && owner >= 0 &&
                               owner < s->nplayers &&
                               s->players[viewer].team == s->players[owner].team);
}

int label_knows(const gcg_game *g, int viewer, int owner)
{
    return state_knows(&g->s, viewer, owner);
}

int card_visible(const gcg_game *g, int cid, int viewer)
{
    return state_card_visible(&g->s, cid, viewer);
}

int state_card_visible(const gstate *s, int cid, int viewer)
{
    if (viewer < 0)
        return 1;
    const card *c = &s->cards[cid];
    switch (c->loc) {
    case GCG_LOC_HAND:
        /* 4-8-2; 12-3-4: teammates share what they know */
        return state_knows(s, viewer, c->owner) || (c->flags & CF_REVEALED);
    case GCG_LOC_DECK:
    case GCG_LOC_RESOURCE_DECK:
    case GCG_LOC_SHIELD:
        /* 4-2-2, 4-3-2, 4-6-4-1; an effect may let its owner look (10-3-5) */
        return (c->flags & CF_REVEALED) ||
               ((c->flags & CF_LOOKED) && state_knows(s, viewer, c->owner));
    case GCG_LOC_OUTSIDE:
        return state_knows(s, viewer, c->owner); /* 5-17-4-3 */
    default:
        return 1; /* public locations (4-1-4) and resolving cards */
    }
}

void label_card(const gcg_game *g, int cid, int viewer, char *buf, size_t n)
{
    if (cid < 0 || cid >= g->s.ncards) {
        snprintf(buf, n, "?");
        return;
    }
    if (!card_visible(g, cid, viewer)) {
        snprintf(buf, n, "a card");
        return;
    }
    snprintf(buf, n, "%s #%d", def_of(g, cid)->name, cid);
}

static const option *opt_at(const gcg_game *g, int i)
{
    const pending *p = &g->s.pend;
    if (g->s.over || p->kind == GCG_DEC_NONE || i < 0 || i >= p->nopts)
        return NULL;
    return &p->opts[i];
}

int gcg_option_key(const gcg_game *g, int i, char *buf, size_t n)
{
    const option *o = opt_at(g, i);
    if (!o) {
        if (n)
            buf[0] = 0;
        return -1;
    }
    char ex[16] = ""; /* another way to pay: " ex2" (2 EX Resources spent) */
    if (opt_pays_ex(o))
        snprintf(ex, sizeof ex, " ex%d", OPT_EX(o->c));
    switch (o->verb) {
    case O_PASS: snprintf(buf, n, "pass"); break;
    case O_END_MAIN: snprintf(buf, n, "end"); break;
    case O_PLAY:
        if (OPT_IDX(o->c))
            snprintf(buf, n, "play c%d by %d%s", o->a, OPT_IDX(o->c), ex); /* an alternative play */
        else
            snprintf(buf, n, "play c%d%s", o->a, ex);
        break;
    case O_PAIR:
        if (OPT_IDX(o->c))
            snprintf(buf, n, "pair c%d c%d by %d%s", o->a, o->b, OPT_IDX(o->c), ex);
        else
            snprintf(buf, n, "pair c%d c%d%s", o->a, o->b, ex);
        break;
    case O_ACTIVATE: snprintf(buf, n, "activate c%d %d%s", o->a, OPT_IDX(o->c), ex); break;
    case O_ATTACK:
        if (o->b == NONE16)
            snprintf(buf, n, "attack c%d p%d", o->a, o->p + 1);
        else
            snprintf(buf, n, "attack c%d c%d", o->a, o->b);
        break;
    case O_BLOCK: snprintf(buf, n, "block c%d", o->a); break;
    case O_YES: snprintf(buf, n, "yes"); break;
    case O_NO: snprintf(buf, n, "no"); break;
    case O_CARD: snprintf(buf, n, "c%d", o->a); break;
    case O_PLAYER: snprintf(buf, n, "p%d", o->p + 1); break;
    case O_TRIGGER: snprintf(buf, n, "trigger c%d %d", o->a, o->c); break;
    case O_KEEP: snprintf(buf, n, "keep"); break;
    case O_REDRAW: snprintf(buf, n, "redraw"); break;
    case O_CHOICE: snprintf(buf, n, "option %d", o->c + 1); break;
    case O_HANDOFF: snprintf(buf, n, "handoff p%d", o->p + 1); break;
    default: snprintf(buf, n, "?"); return -1;
    }
    return 0;
}

/* The player a teammate's hand-off goes back to: the one who decides first
 * (the leader; for a block, the attacked player), whom the pending decision's
 * last option names when a teammate decides. */
static int handoff_back_to(const gcg_game *g)
{
    const pending *p = &g->s.pend;
    const option *last = p->nopts ? &p->opts[p->nopts - 1] : NULL;
    return last && last->verb == O_HANDOFF && last->p != p->player ? last->p : -1;
}

static void unit_stats(const gcg_game *g, int cid, char *buf, size_t n)
{
    snprintf(buf, n, "AP%d HP%d", card_ap(g, cid), card_hp(g, cid) - g->s.cards[cid].damage);
}

int gcg_option_label(const gcg_game *g, int i, char *buf, size_t n)
{
    const option *o = opt_at(g, i);
    if (!o) {
        if (n)
            buf[0] = 0;
        return -1;
    }
    int who = g->s.pend.player;
    char a[96], b[96], st[32], ex[48] = "";
    if (opt_pays_ex(o)) /* another way to pay (7-5-2-2-3) */
        snprintf(ex, sizeof ex, ", spending %d EX Resource%s", OPT_EX(o->c),
                 OPT_EX(o->c) == 1 ? "" : "s");
    if (o->a != NONE16 && o->a < g->s.ncards)
        label_card(g, o->a, who, a, sizeof a);
    else
        a[0] = 0;
    if (o->b != NONE16 && o->b < g->s.ncards)
        label_card(g, o->b, who, b, sizeof b);
    else
        b[0] = 0;
    switch (o->verb) {
    case O_PASS: snprintf(buf, n, "Pass"); break;
    case O_END_MAIN: snprintf(buf, n, "End the main phase"); break;
    case O_PLAY: {
        const gcg_card_def *d = def_of(g, o->a);
        if (OPT_IDX(o->c)) {
            int level, cost;
            script_alt_play_price((gcg_game *)g, o->a, OPT_IDX(o->c), &level, &cost);
            snprintf(buf, n, "Play %s [%s] by its own text (as Lv%d, cost %d)%s", a, d->number,
                     level, cost, ex);
        } else {
            snprintf(buf, n, "Play %s [%s] (Lv%d, cost %d)%s", a, d->number, d->level,
                     card_cost(g, o->a), ex);
        }
        break;
    }
    case O_PAIR:
        if (OPT_IDX(o->c)) {
            int level, cost;
            script_alt_play_price((gcg_game *)g, o->a, OPT_IDX(o->c), &level, &cost);
            snprintf(buf, n, "Pair %s with %s by its own text (as Lv%d, cost %d)%s", a, b, level,
                     cost, ex);
        } else {
            snprintf(buf, n, "Pair %s with %s%s", a, b, ex);
        }
        break;
    case O_ACTIVATE:
        if (o->c == 0)
            snprintf(buf, n, "Activate <Support %d> of %s", card_kw_amount(g, o->a, GCG_KW_SUPPORT), a);
        else {
            char text[400];
            explain_effect(g, o->a, OPT_IDX(o->c), text, sizeof text);
            snprintf(buf, n, "Activate effect %d of %s%s%s%s", OPT_IDX(o->c), a, ex,
                     *text ? ": " : "", text);
        }
        break;
    case O_ATTACK:
        unit_stats(g, o->a, st, sizeof st);
        if (o->b == NONE16)
            snprintf(buf, n, "Attack P%d with %s (%s)", o->p + 1, a, st);
        else
            snprintf(buf, n, "Attack %s with %s (%s)", b, a, st);
        break;
    case O_BLOCK:
        unit_stats(g, o->a, st, sizeof st);
        snprintf(buf, n, "Block with %s (%s)", a, st);
        break;
    case O_YES: snprintf(buf, n, "Yes"); break;
    case O_NO: snprintf(buf, n, "No"); break;
    case O_CARD: snprintf(buf, n, "%s", a); break;
    case O_PLAYER: snprintf(buf, n, "P%d", o->p + 1); break;
    case O_TRIGGER: snprintf(buf, n, "Resolve the effect of %s", a); break;
    case O_KEEP: snprintf(buf, n, "Keep this hand"); break;
    case O_REDRAW: snprintf(buf, n, "Redraw (hand to the bottom, draw 5, shuffle)"); break;
    case O_CHOICE:
        snprintf(buf, n, "%s", o->c < g->s.nlabels ? g->s.eff_labels[o->c] : "?");
        break;
    case O_HANDOFF: /* 12-3-4: back to the one who has the final say, or to a teammate */
        if (o->p == handoff_back_to(g))
            snprintf(buf, n, "Done: back to P%d", o->p + 1);
        else
            snprintf(buf, n, "Let P%d decide for their own cards", o->p + 1);
        break;
    default: snprintf(buf, n, "?"); return -1;
    }
    return 0;
}

int gcg_option_card(const gcg_game *g, int i)
{
    const option *o = opt_at(g, i);
    if (!o || o->a == NONE16 || o->verb == O_PLAYER || o->verb == O_PASS ||
        o->verb == O_END_MAIN || o->verb == O_YES || o->verb == O_NO ||
        o->verb == O_KEEP || o->verb == O_REDRAW)
        return -1;
    return o->a;
}

int gcg_option_find(const gcg_game *g, const char *key)
{
    char buf[64];
    for (int i = 0; i < g->s.pend.nopts; i++) {
        if (gcg_option_key(g, i, buf, sizeof buf) == 0 && strcmp(buf, key) == 0)
            return i;
    }
    return -1;
}
