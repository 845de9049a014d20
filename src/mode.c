/*
 * mode.c -- the game mode in the core: applying a mode's settings to a game
 * (teams, shared shield areas, limits, victory), and the questions the rules ask
 * of it in play (turn order, blockers, action-step turns, defeat and removal).
 *
 * The multiplayer rulings the official text leaves open are decided here and
 * documented in docs/modes.md:
 *   - Battle Royale <Blocker>: only the attacked player's Units may block.
 *   - A player removed during their own turn: that turn ends at once and the
 *     next player in turn order takes theirs.
 *   - Winner takes all: when deck-outs leave a single player, that player wins.
 *   - Player One leaving while preparing to play: the next player in the order
 *     of play becomes Player One (setup.c).
 */
#include <stdio.h>
#include <string.h>
#include "mode.h"
#include "narrate.h"
#include "run.h"
#include "script_mode.h"
#include "script_vm.h"
#include "turn.h"
#include "util.h"
#include "zone.h"

int mode_configure(gcg_game *g, gcg_err *err)
{
    gstate *s = &g->s;
    setup_rec *r = &g->setup;
    mode_settings ms;
    if (script_mode_settings(vm_of(g), r->mode, r->variant, r->options, s->nplayers, &ms, err))
        return -1;
    str_copy(r->variant, sizeof r->variant, ms.variant);
    rules *ru = &s->rules;
    ru->shields = (uint8_t)ms.shields;
    ru->opening_hand = (uint8_t)ms.opening_hand;
    ru->battle_limit = (uint8_t)ms.battle_limit;
    ru->hand_limit = (uint8_t)ms.hand_limit;
    ru->turn_cap = (uint16_t)ms.turn_cap;
    ru->shared_shields = (uint8_t)ms.shared_shields;
    ru->team_turns = (uint8_t)ms.team_turns;
    ru->victory = (uint8_t)ms.victory;
    ru->direction = 1;
    ru->draws = (uint8_t)ms.draws;
    ru->hooks = (uint16_t)ms.hooks;
    for (int p = 0; p < s->nplayers; p++) /* a team given by the config (1-based) wins */
        s->players[p].team = (uint8_t)(r->teams[p] >= 1 && r->teams[p] <= s->nplayers
                                           ? r->teams[p] - 1 : ms.team[p]);
    if (ru->shared_shields) {
        /* 12-3-5, 12-3-7: one shield area (shields and base) per team: the
         * leader's; the other players' point at it. */
        for (int p = 0; p < s->nplayers; p++) {
            int lead = mode_leader(s, p);
            s->players[p].zone[GCG_LOC_SHIELD] = s->players[lead].zone[GCG_LOC_SHIELD];
            s->players[p].zone[GCG_LOC_BASE] = s->players[lead].zone[GCG_LOC_BASE];
        }
    }
    return 0;
}

int mode_leader(const gstate *s, int p)
{
    for (int q = 0; q < s->nplayers; q++)
        if (s->players[q].team == s->players[p].team && mode_alive(s, q))
            return q;
    for (int q = 0; q < s->nplayers; q++)
        if (s->players[q].team == s->players[p].team)
            return q;
    return p;
}

int mode_next_in_order(const gstate *s, int p)
{
    for (int i = 1, q = mode_seat_after(s, p); i <= s->nplayers; i++, q = mode_seat_after(s, q)) {
        if (!mode_alive(s, q))
            continue;
        if (!s->rules.team_turns)
            return q;
        if (!mode_same_team(s, p, q))
            return mode_leader(s, q);
    }
    return p;
}

int mode_new_round(const gstate *s, int prev, int next)
{
    int q = prev;
    for (int i = 0; i < s->nplayers; i++) {
        q = mode_seat_after(s, q);
        if (q == s->first_player)
            return 1;
        if (q == next)
            return 0;
    }
    return 0;
}

int mode_participants(const gstate *s)
{
    uint32_t teams = 0;
    int n = 0;
    for (int p = 0; p < s->nplayers; p++) {
        if (!mode_alive(s, p))
            continue;
        if (!s->rules.team_turns)
            n++;
        else if (!(teams & (1u << s->players[p].team))) {
            teams |= 1u << s->players[p].team;
            n++;
        }
    }
    return n;
}

int mode_may_block(const gstate *s, int blocker_owner, int attacked)
{
    /* 8-3-1: the attacked player; 12-3-13: or a teammate. */
    return mode_same_team(s, blocker_owner, attacked);
}

int mode_attackable_player(const gstate *s, int q)
{
    return !s->rules.shared_shields || mode_leader(s, q) == q;
}

/* ------------------------------------------------------------ limits */

int mode_limit(const gstate *s, int loc)
{
    switch (loc) {
    case GCG_LOC_BATTLE: return s->rules.battle_limit;
    case GCG_LOC_BASE: return s->rules.base_limit;
    case GCG_LOC_RESOURCE: return s->rules.resource_limit;
    case GCG_LOC_HAND: return s->rules.hand_limit;
    default: return MAX_CARDS;
    }
}

int mode_limit_cards(const gstate *s, int p, int loc, uint16_t *out)
{
    int team = loc == GCG_LOC_BATTLE || loc == GCG_LOC_BASE, n = 0;
    for (int q = 0; q < s->nplayers; q++) {
        if (team ? s->players[q].team != s->players[p].team : q != p)
            continue;
        const zone *z = zone_cget(s, q, loc);
        if (!z)
            continue;
        if (!out && z->owner == q) { /* (a zone of its own: all its cards are q's) */
            n += z->n;
            continue;
        }
        for (int i = 0; i < z->n; i++) /* (a shared zone lists each card once: its owner's) */
            if (s->cards[z->ids[i]].owner == q) {
                if (out)
                    out[n] = z->ids[i];
                n++;
            }
    }
    return n;
}

/* ------------------------------------------------------------ defeat */

/* 12-2-5: a defeated player's cards and effects leave the game.  Applied to a
 * state (the game's, and the start state of an effect in progress). */
static void remove_player(gstate *s, int p)
{
    s->players[p].flags |= PF_LOST | PF_ELIMINATED;
    for (int cid = 0; cid < s->ncards; cid++) {
        card *c = &s->cards[cid];
        if (c->owner != p || c->loc == GCG_LOC_OUTSIDE)
            continue;
        if (c->pair != NONE16 && c->pair < s->ncards && s->cards[c->pair].owner != p)
            s->cards[c->pair].pair = NONE16;
        zone_take(s, cid);
        c->pair = NONE16;
        c->serial++;
    }
    int k = 0;
    for (int i = 0; i < s->nmods; i++) { /* their effects end */
        const mod *m = &s->mods[i];
        int src_gone = m->source < s->ncards && s->cards[m->source].owner == p;
        if (!src_gone)
            s->mods[k++] = *m;
    }
    s->nmods = (uint16_t)k;
    for (int i = 0; i < s->ntrigs; i++)
        if (s->trigs[i].controller == p)
            s->trigs[i].state = 1;
}

static void end_game(gcg_game *g, int reason, int winner_team, int winner_only)
{
    gstate *s = &g->s;
    s->over = 1;
    s->phase = GCG_PHASE_GAME_OVER;
    s->end_reason = (uint8_t)(winner_team < 0 && winner_only < 0 ? GCG_END_DRAW : reason);
    for (int p = 0; p < s->nplayers; p++) {
        int wins = winner_only >= 0 ? p == winner_only
                                    : winner_team >= 0 && s->players[p].team == winner_team &&
                                          mode_alive(s, p);
        if (wins) {
            s->players[p].flags |= PF_WON;
            ev_emit(g, EV_WIN, p, -1, 0, 0);
        } else if (!(s->players[p].flags & PF_LOST)) {
            s->players[p].flags |= PF_LOST;
        }
    }
    if (winner_team < 0 && winner_only < 0)
        ev_emit(g, EV_GAME_DRAW, -1, -1, GCG_END_DRAW, 0);
}

void mode_after_defeat(gcg_game *g, int reason)
{
    gstate *s = &g->s;
    /* 12-3-9: a player's defeat is their team's. */
    for (int p = 0; p < s->nplayers; p++)
        if ((s->players[p].flags & PF_LOST) && !(s->players[p].flags & PF_ELIMINATED))
            for (int q = 0; q < s->nplayers; q++)
                if (q != p && mode_same_team(s, p, q) && !(s->players[q].flags & PF_LOST)) {
                    s->players[q].flags |= PF_LOST;
                    ev_emit(g, EV_LOSE, q, -1, reason, 0);
                }
    /* 12-2-5-1: winner takes all -- battle damage with no shields ends the game;
     * only the player who dealt it wins. */
    if (s->rules.victory == V_WINNER_TAKES_ALL) {
        for (int p = 0; p < s->nplayers; p++) {
            const player *pl = &s->players[p];
            if ((pl->flags & PF_LOST) && !(pl->flags & PF_ELIMINATED) &&
                (pl->flags & PF_BATTLE_DAMAGE) && pl->hit_by < s->nplayers) {
                end_game(g, GCG_END_BATTLE_DAMAGE, -1, pl->hit_by);
                return;
            }
        }
    }
    uint32_t teams = 0;
    int nteams = 0, last = -1;
    for (int p = 0; p < s->nplayers; p++) {
        if (!mode_alive(s, p))
            continue;
        int t = s->players[p].team;
        if (!(teams & (1u << t))) {
            teams |= 1u << t;
            nteams++;
            last = t;
        }
    }
    if (nteams <= 1) {
        end_game(g, reason, last, -1);
        return;
    }
    /* The game goes on without them (12-2-5). */
    int active_gone = 0;
    game_touch(g);
    for (int p = 0; p < s->nplayers; p++) {
        if (!(s->players[p].flags & PF_LOST) || (s->players[p].flags & PF_ELIMINATED))
            continue;
        remove_player(s, p);
        if (s->eff_running)
            game_base_edit(g, remove_player, p);
        active_gone |= p == s->active;
    }
    if (s->phase == GCG_PHASE_SETUP)
        setup_player_left(g); /* docs/modes.md: Player One passes on */
    else if (active_gone)
        turn_abort(g); /* docs/modes.md: their turn ends at once */
}
