/*
 * mode.h -- what the game mode decides.  The core never assumes two players: it
 * asks these functions who is an enemy, who plays next, who may block, who takes
 * part in an action step, and what a defeat means.  The settings come from the
 * mode's script (scripts/modes/, read by script_mode.c) when the game is set up;
 * the answers are computed from the state, so they cost no Lua call in play.
 */
#ifndef GCG_MODE_H
#define GCG_MODE_H

#include "game.h"

/* Read the game's mode (setup_rec: mode, variant, options) and set the rules,
 * teams and shared zones; -1 with err for an unknown mode, variant or option,
 * or a player count the mode does not allow. */
int mode_configure(gcg_game *g, gcg_err *err);

static inline int mode_alive(const gstate *s, int p)
{
    return !(s->players[p].flags & (PF_LOST | PF_ELIMINATED));
}
/* q is p's enemy ("enemy", "opponent": another team, 12-2-6, 12-3-10). */
static inline int mode_enemy(const gstate *s, int p, int q)
{
    return s->players[p].team != s->players[q].team;
}
static inline int mode_same_team(const gstate *s, int p, int q)
{
    return s->players[p].team == s->players[q].team;
}
/* The seat after p in the order of play (12-2-1), whoever sits there. */
static inline int mode_seat_after(const gstate *s, int p)
{
    return (p + (s->rules.direction < 0 ? s->nplayers - 1 : 1)) % s->nplayers;
}
/* The leader of p's team: its first living player in seat order (12-3-2). */
int mode_leader(const gstate *s, int p);
/* Who has the next turn, or the right to act next, after p (12-2-1 direction;
 * with team turns, the next team's leader): the walk round the table. */
int mode_next_in_order(const gstate *s, int p);
/* The same, asked at every action-step turn (9-2): without team turns, most often
 * the seat after p is living, and is the answer (the walk's first step). */
static inline int mode_next_player(const gstate *s, int p)
{
    int q = mode_seat_after(s, p);
    if (!s->rules.team_turns && mode_alive(s, q))
        return q;
    return mode_next_in_order(s, p);
}
/* Does the turn passing from `prev` to `next` begin a new round, going round the
 * table past (or to) Player One's seat?  A round is a turn of each player or team,
 * from Player One's; when Player One has left the game, from their seat. */
int mode_new_round(const gstate *s, int prev, int next);
/* How many take turns in an action step: living players, or teams (9-5, 12-2-8). */
int mode_participants(const gstate *s);
/* May player `blocker_owner` use <Blocker> against an attack on player `attacked`? */
int mode_may_block(const gstate *s, int blocker_owner, int attacked);
/* Is enemy player q a target of its own in attack listings (shared shield areas
 * are attacked once, through the team's leader: 12-3-12)? */
int mode_attackable_player(const gstate *s, int q);
/* The most cards location loc may hold, by the rules of the game's mode: the
 * battle area (4-5-4), the base section (4-6-3), the resource area (4-4-2), the
 * hand at the end of a turn (4-8-4); none (MAX_CARDS) elsewhere. */
int mode_limit(const gstate *s, int loc);
/* The cards that count against player p's limit at loc, into out (ids, if not
 * NULL): in the battle area and the base section the whole team's, since a team
 * has six Units at most (12-3-14) and one base section (12-3-7); elsewhere p's
 * own.  Returns how many.  Every check of a limit (playing, deploying by an
 * effect, the invariants) asks this. */
int mode_limit_cards(const gstate *s, int p, int loc, uint16_t *out);
/* Decide the game after defeats: teams lose together, the defeated are removed
 * from a game that goes on, the winners are marked, the game ends. */
void mode_after_defeat(gcg_game *g, int reason);

#endif
