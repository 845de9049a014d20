/*
 * refusal.c -- why an answer is not an option: the decision module's word to a
 * player who asks for something the rules refuse (decide.h).  A key that the
 * pending decision does not offer -- "attack c5 c9" -- gets the rule that
 * refuses it ("c9 is active: only rested Units can be attacked (8-2-1)"), for
 * the REPL, the scenario harness (g:try_action) and any program that answers by
 * keys (gcg_respond_keys).  It reads the game and changes nothing; the reasons
 * follow the checks the listings make (play.c, turn.c, battle.c, action.c),
 * in the order a player would meet them.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "decide.h"
#include "mode.h"
#include "play.h"
#include "rules.h"
#include "script.h"
#include "stats.h"
#include "zone.h"

/* A key's words: verb and up to 5 arguments. */
typedef struct words {
    int n;
    char w[6][24];
} words;

static void split(const char *key, words *ws)
{
    ws->n = 0;
    while (*key && ws->n < 6) {
        while (*key == ' ')
            key++;
        size_t len = strcspn(key, " ");
        if (!len)
            break;
        snprintf(ws->w[ws->n++], sizeof ws->w[0], "%.*s", (int)(len < 23 ? len : 23), key);
        key += len;
    }
}

/* "c12" -> 12 (a card of the game), else -1; "p2" -> player index 1, else -1. */
static int card_word(const gcg_game *g, const char *w)
{
    char *end;
    if (w[0] != 'c' || w[1] < '0' || w[1] > '9')
        return -1;
    long v = strtol(w + 1, &end, 10);
    return *end == 0 && v >= 0 && v < g->s.ncards ? (int)v : -1;
}

static int player_word(const gcg_game *g, const char *w)
{
    char *end;
    if (w[0] != 'p' || w[1] < '1' || w[1] > '9')
        return -1;
    long v = strtol(w + 1, &end, 10);
    return *end == 0 && v >= 1 && v <= g->s.nplayers ? (int)v - 1 : -1;
}

/* Trailing "by I" and "exK" words: the alternative play I, K EX Resources. */
static void pay_words(const words *ws, int from, int *by, int *ex)
{
    *by = *ex = 0;
    for (int i = from; i < ws->n; i++) {
        if (!strcmp(ws->w[i], "by") && i + 1 < ws->n)
            *by = atoi(ws->w[++i]);
        else if (!strncmp(ws->w[i], "ex", 2))
            *ex = atoi(ws->w[i] + 2);
    }
}

static int say(char *buf, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int say(char *buf, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return 1;
}

static const char *where(const gcg_game *g, int cid)
{
    return gcg_loc_name((gcg_loc)g->s.cards[cid].loc);
}

/* Does the decider act for card cid's owner (12-3-1: a team's turn)? */
static int acts_for(const gcg_game *g, int cid)
{
    const gstate *s = &g->s;
    int owner = s->cards[cid].owner, p = s->pend.player;
    return owner == p || (s->rules.team_turns && mode_same_team(s, owner, p));
}

/* Lv (2-9-1, 7-5-2-2-2) and cost (2-10-1, 7-5-2-2-3) of playing card cid. */
static int price_why(gcg_game *g, int p, int cid, int level, int cost, char *buf, size_t n)
{
    if (res_total(g, p) < level)
        return say(buf, n, "c%d is Lv.%d: playing it needs %d Resources, and you have %d "
                           "(7-5-2-2-2, 2-9-1)", cid, level, level, res_total(g, p));
    if (res_active(g, p) < cost)
        return say(buf, n, "c%d costs %d: you have %d active Resources to rest (7-5-2-2-3, "
                           "2-10-1)", cid, cost, res_active(g, p));
    return 0;
}

/* "exK": K EX Resources asked for a cost the default way pays with fewer. */
static int ex_why(gcg_game *g, int p, int cost, int ex, const char *plain, char *buf, size_t n)
{
    int normal, active_ex;
    res_count(g, p, &normal, &active_ex);
    if (ex > active_ex)
        return say(buf, n, "you have %d active EX Resource%s (7-5-2-2-3)", active_ex,
                   active_ex == 1 ? "" : "s");
    if (ex > cost)
        return say(buf, n, "the cost is %d: at most %d EX Resource%s can pay it (7-5-2-2-3)",
                   cost, cost, cost == 1 ? "" : "s");
    if (ex <= res_ex_spent(g, p, cost, 0))
        return say(buf, n, "paying %d the default way spends %d EX Resource%s already: answer "
                           "'%s' (7-5-2-2-3)", cost, res_ex_spent(g, p, cost, 0),
                   res_ex_spent(g, p, cost, 0) == 1 ? "" : "s", plain);
    return 0;
}

static int play_why(gcg_game *g, const words *ws, char *buf, size_t n)
{
    const gstate *s = &g->s;
    int cid = ws->n > 1 ? card_word(g, ws->w[1]) : -1;
    if (cid < 0)
        return say(buf, n, "'play' takes a card of the game: play cN");
    int p = s->cards[cid].owner, main = s->pend.prompt == PR_MAIN, by, ex;
    pay_words(ws, 2, &by, &ex);
    if (!acts_for(g, cid))
        return say(buf, n, "c%d is P%d's card", cid, p + 1);
    if (s->cards[cid].loc != GCG_LOC_HAND)
        return say(buf, n, "c%d is not in your hand (it is in the %s): cards are played from the "
                           "hand (7-5-2-1)", cid, where(g, cid));
    const card_facts *d = facts_of(g, cid);
    if (d->type == GCG_PILOT)
        return say(buf, n, "c%d is a Pilot card: it is played by pairing it with one of your "
                           "Units, 'pair c%d cU' (7-5-2-1, 3-3-1)", cid, cid);
    if (!main && !(d->type == GCG_COMMAND && (d->timings & GCG_TIMING_ACTION)))
        return say(buf, n, "in an action step only a Command with 【Action】 is played (9-3-1)");
    if (main && d->type == GCG_COMMAND && !(d->timings & GCG_TIMING_MAIN) && !by)
        return say(buf, n, "c%d has no 【Main】: it is played in an action step (13-2-4-1)", cid);
    int level = d->level < 0 ? 0 : d->level, cost = card_cost(g, cid);
    if (by) {
        int idx[8], k = script_alt_plays(g, p, cid, idx, 8), found = 0;
        for (int i = 0; i < k; i++)
            found |= idx[i] == by;
        if (!found)
            return say(buf, n, "c%d can't be played by its own text (effect %d) now: that way "
                               "needs its condition, and its Lv. and cost in Resources", cid, by);
        script_alt_play_price(g, cid, by, &level, &cost);
    }
    if (price_why(g, p, cid, level, cost, buf, n))
        return 1;
    if (d->type == GCG_COMMAND && !by &&
        !script_command_playable(g, p, cid, main ? PLAY_MAIN : PLAY_ACTION))
        return say(buf, n, "the first target of c%d's effect can't be chosen: it can't be played "
                           "(10-1-8-1-1, Q100)", cid);
    char plain[48];
    snprintf(plain, sizeof plain, by ? "play c%d by %d" : "play c%d", cid, by);
    if (ex && ex_why(g, p, cost, ex, plain, buf, n))
        return 1;
    return 0;
}

static int pair_why(gcg_game *g, const words *ws, char *buf, size_t n)
{
    const gstate *s = &g->s;
    int pilot = ws->n > 1 ? card_word(g, ws->w[1]) : -1;
    int unit = ws->n > 2 ? card_word(g, ws->w[2]) : -1;
    if (pilot < 0 || unit < 0)
        return say(buf, n, "'pair' takes a Pilot card and a Unit: pair cP cU");
    if (s->pend.prompt != PR_MAIN)
        return say(buf, n, "a Pilot is paired only in your main phase, never in an action step "
                           "(7-5-2-1, 13-2-4-2, Q38)");
    int p = s->cards[pilot].owner, by, ex;
    pay_words(ws, 3, &by, &ex);
    const card_facts *d = facts_of(g, pilot);
    if (!acts_for(g, pilot))
        return say(buf, n, "c%d is P%d's card", pilot, p + 1);
    if (s->cards[pilot].loc != GCG_LOC_HAND)
        return say(buf, n, "c%d is not in your hand (it is in the %s): a paired Pilot can't be "
                           "moved to another Unit (3-3-5, Q87)", pilot, where(g, pilot));
    if (d->type != GCG_PILOT && !(d->type == GCG_COMMAND && (d->timings & GCG_TIMING_PILOT)))
        return say(buf, n, "c%d is no Pilot card, nor a Command with 【Pilot】 (3-3-1, 3-4-6)",
                   pilot);
    if (!card_is_unit_in_play(g, unit))
        return say(buf, n, "c%d is no Unit in the battle area: a Pilot is paired with a Unit "
                           "there (3-3-1, Q85)", unit);
    if (s->cards[unit].owner != p)
        return say(buf, n, "c%d is not your Unit: you pair a Pilot with one of your own Units "
                           "(12-3-15)", unit);
    if (s->cards[unit].pair != NONE16)
        return say(buf, n, "c%d has a Pilot already: one Pilot a Unit, and a paired Pilot is not "
                           "swapped (3-3-4, 3-3-5, Q86)", unit);
    int level = d->level < 0 ? 0 : d->level, cost = card_cost(g, pilot);
    if (by) {
        int idx[8], k = script_alt_plays(g, p, pilot, idx, 8), found = 0;
        for (int i = 0; i < k; i++)
            found |= idx[i] == by;
        if (!found)
            return say(buf, n, "c%d can't be played by its own text (effect %d) now", pilot, by);
        script_alt_play_price(g, pilot, by, &level, &cost);
    }
    if (price_why(g, p, pilot, level, cost, buf, n))
        return 1;
    char plain[48];
    snprintf(plain, sizeof plain, by ? "pair c%d c%d by %d" : "pair c%d c%d", pilot, unit, by);
    return ex && ex_why(g, p, cost, ex, plain, buf, n);
}

static int activate_why(gcg_game *g, const words *ws, char *buf, size_t n)
{
    const gstate *s = &g->s;
    int cid = ws->n > 2 ? card_word(g, ws->w[1]) : -1;
    if (cid < 0)
        return say(buf, n, "'activate' takes a card and an effect number: activate cN I");
    int idx = atoi(ws->w[2]), p = s->cards[cid].owner, by, ex;
    int timing = s->pend.prompt == PR_MAIN ? PLAY_MAIN : PLAY_ACTION;
    pay_words(ws, 3, &by, &ex);
    const card *c = &s->cards[cid];
    if (!acts_for(g, cid))
        return say(buf, n, "c%d is P%d's card", cid, p + 1);
    int paired_pilot = c->loc == GCG_LOC_BATTLE && !card_is_unit_in_play(g, cid) &&
                       c->pair != NONE16;
    if (!card_is_unit_in_play(g, cid) && c->loc != GCG_LOC_BASE && !paired_pilot)
        return say(buf, n, "c%d is not in play (it is in the %s): its 【Activate】 effects are used "
                           "in the battle area or base section", cid, where(g, cid));
    if (idx == 0) { /* <Support> (13-1-3) */
        if (timing != PLAY_MAIN)
            return say(buf, n, "<Support> is an 【Activate･Main】 effect: your main phase only "
                               "(13-1-3-1)");
        if (!card_is_unit_in_play(g, cid) || card_kw_amount(g, cid, GCG_KW_SUPPORT) == 0)
            return say(buf, n, "c%d has no <Support> (13-1-3)", cid);
        if (c->flags & CF_RESTED)
            return say(buf, n, "<Support> rests c%d, and it is rested already (13-1-3-1)", cid);
        return say(buf, n, "there is no other friendly Unit to get the AP (10-2-2)");
    }
    if (script_activation_why(g, p, cid, idx, timing, buf, n))
        return 1;
    char plain[48];
    snprintf(plain, sizeof plain, "activate c%d %d", cid, idx);
    return ex && ex_why(g, p, script_activation_cost(g, cid, idx), ex, plain, buf, n);
}

static int attack_why(gcg_game *g, const words *ws, char *buf, size_t n)
{
    const gstate *s = &g->s;
    int a = ws->n > 2 ? card_word(g, ws->w[1]) : -1;
    int tp = ws->n > 2 ? player_word(g, ws->w[2]) : -1, tc = ws->n > 2 ? card_word(g, ws->w[2]) : -1;
    if (a < 0 || (tp < 0 && tc < 0))
        return say(buf, n, "'attack' takes your Unit and its target: attack cA pN, attack cA cT");
    int p = s->cards[a].owner;
    if (!acts_for(g, a))
        return say(buf, n, "c%d is P%d's card", a, p + 1);
    if (!card_is_unit_in_play(g, a))
        return say(buf, n, "c%d is no Unit in your battle area (it is in the %s): a Unit there "
                           "attacks (8-1)", a, where(g, a));
    if (s->cards[a].flags & CF_RESTED)
        return say(buf, n, "c%d is rested: an attack rests an active Unit (8-2-1)", a);
    unsigned cants;
    if (!attack_allowed(g, a, &cants)) {
        if (cants & CANT_ATTACK)
            return say(buf, n, "an effect says c%d can't attack", a);
        return say(buf, n, "c%d was deployed this turn: it can't attack until your next turn, "
                           "unless it is a Link Unit (3-2-4, 3-2-6-3, Q31)", a);
    }
    if (tp >= 0) {
        if (!mode_enemy(s, p, tp) || !mode_alive(s, tp))
            return say(buf, n, "P%d is no opponent of yours in the game", tp + 1);
        if (cants & CANT_ATTACK_PLAYER)
            return say(buf, n, "c%d can't choose the enemy player as its attack target (its text)", a);
        return say(buf, n, "P%d can't be attacked now (this game's mode: 12-2-7, 12-3-12)", tp + 1);
    }
    if (!card_is_unit_in_play(g, tc))
        return say(buf, n, "c%d is no Unit in the battle area (it is in the %s): an attack "
                           "targets a player or an enemy Unit there (8-2-1)", tc, where(g, tc));
    if (!mode_enemy(s, p, s->cards[tc].owner))
        return say(buf, n, "c%d is not an enemy Unit (8-2-1)", tc);
    if (!(s->cards[tc].flags & CF_RESTED))
        return say(buf, n, "c%d is active: only rested Units can be attacked (8-2-1)", tc);
    return 0;
}

static int block_why(gcg_game *g, const words *ws, char *buf, size_t n)
{
    const gstate *s = &g->s;
    const battle *b = &s->battle;
    int u = ws->n > 1 ? card_word(g, ws->w[1]) : -1;
    if (u < 0)
        return say(buf, n, "'block' takes one of your Units: block cN");
    if (!card_is_unit_in_play(g, u))
        return say(buf, n, "c%d is no Unit in the battle area (it is in the %s)", u, where(g, u));
    if (!mode_may_block(s, s->cards[u].owner, b->target_player))
        return say(buf, n, "c%d is P%d's: only the attacked player's side blocks (8-3-1)", u,
                   s->cards[u].owner + 1);
    if (!card_has_keyword(g, u, GCG_KW_BLOCKER))
        return say(buf, n, "c%d has no <Blocker> (8-3-1, 13-1-4-1)", u);
    if (u == b->target)
        return say(buf, n, "c%d is the Unit attacked: it can't use its own <Blocker> (8-3-3)", u);
    if (s->cards[u].flags & CF_RESTED)
        return say(buf, n, "c%d is rested: <Blocker> rests an active Unit (8-3-1, 13-1-4-1, Q59)", u);
    if (b->attacker != NONE16 && card_has_keyword(g, b->attacker, GCG_KW_HIGH_MANEUVER))
        return say(buf, n, "the attacker has <High-Maneuver>: <Blocker> can't be used (13-1-6-1)");
    return say(buf, n, "an effect says c%d can't block, or the attacker can't be blocked", u);
}

/* Which decisions a verb answers. */
static int verb_fits(const pending *pd, const char *v)
{
    int pr = pd->prompt, kind = pd->kind;
    if (!strcmp(v, "attack") || !strcmp(v, "end") || !strcmp(v, "pair"))
        return pr == PR_MAIN;
    if (!strcmp(v, "play") || !strcmp(v, "activate"))
        return pr == PR_MAIN || pr == PR_ACTION_STEP;
    if (!strcmp(v, "pass"))
        return pr == PR_ACTION_STEP || pr == PR_BLOCK;
    if (!strcmp(v, "block"))
        return pr == PR_BLOCK;
    if (!strcmp(v, "trigger"))
        return pr == PR_ORDER;
    if (!strcmp(v, "keep") || !strcmp(v, "redraw"))
        return pr == PR_MULLIGAN;
    if (!strcmp(v, "yes") || !strcmp(v, "no"))
        return kind == GCG_DEC_YESNO;
    return 1;
}

static int misfit_why(const gcg_game *g, const char *v, const char *prompt, char *buf, size_t n)
{
    const pending *pd = &g->s.pend;
    if (!strcmp(v, "attack"))
        return say(buf, n, "an attack is declared in your main phase, at its choice of action "
                           "(7-5-4-1, 8-1); now: %s", prompt);
    if (!strcmp(v, "pair") && pd->prompt == PR_ACTION_STEP)
        return say(buf, n, "a Pilot is paired only in your main phase, never in an action step "
                           "(7-5-2-1, 13-2-4-2, Q38)");
    if ((!strcmp(v, "play") || !strcmp(v, "activate")) && pd->prompt == PR_BLOCK)
        return say(buf, n, "the block step offers <Blocker> or no block; effects are used in the "
                           "action step after it (8-3, 8-4); now: %s", prompt);
    return say(buf, n, "'%s' does not answer this decision: %s", v, prompt);
}

int gcg_option_explain(const gcg_game *cg, const char *key, char *buf, size_t n)
{
    gcg_game *g = (gcg_game *)cg; /* (read only: legality checks change nothing) */
    const gstate *s = &g->s;
    if (!key)
        return say(buf, n, "no key");
    if (gcg_option_find(g, key) >= 0)
        return say(buf, n, "'%s' is an option", key), 0;
    gcg_decision d;
    gcg_game_decision(g, &d);
    if (s->over)
        return say(buf, n, "the game is over");
    if (d.kind == GCG_DEC_NONE)
        return say(buf, n, "%s", d.prompt);
    words ws;
    split(key, &ws);
    if (ws.n == 0)
        return say(buf, n, "an empty key");
    const char *v = ws.w[0];
    if (!verb_fits(&s->pend, v))
        return misfit_why(g, v, d.prompt, buf, n);
    int why = 0;
    if (!strcmp(v, "play"))
        why = play_why(g, &ws, buf, n);
    else if (!strcmp(v, "pair"))
        why = pair_why(g, &ws, buf, n);
    else if (!strcmp(v, "activate"))
        why = activate_why(g, &ws, buf, n);
    else if (!strcmp(v, "attack"))
        why = attack_why(g, &ws, buf, n);
    else if (!strcmp(v, "block"))
        why = block_why(g, &ws, buf, n);
    else if (!strcmp(v, "trigger"))
        why = say(buf, n, "no such effect of yours waits to be resolved now (10-1-6-5)");
    else if (card_word(g, v) >= 0 && s->pend.kind == GCG_DEC_CHOOSE)
        why = say(buf, n, "c%d is not among the cards to choose from", card_word(g, v));
    if (why)
        return 1;
    say(buf, n, "'%s' is not an option of this decision: %s", key, d.prompt);
    return 2;
}
