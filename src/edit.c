/*
 * edit.c -- building a board directly, for scenario tests, puzzles and rulings:
 * any card into any location of any player, rested, damaged, paired, then the
 * game starts at a chosen turn and phase.  The initial board is kept so that the
 * game can be rewound and replayed like any other, and the calls that built it
 * so that a replay file can build it again (replay.c).
 */
#include <string.h>
#include "carddb.h"
#include "game.h"
#include "mode.h"
#include "narrate.h"
#include "run.h"
#include "turn.h"
#include "util.h"
#include "stats.h"
#include "zone.h"

/* Keep a successful call, for replays (game.h). */
static void note(gcg_game *g, int kind, int player, int loc, int a, int b)
{
    if (g->nedits == g->edits_cap) {
        g->edits_cap = g->edits_cap ? g->edits_cap * 2 : 64;
        g->edits = xrealloc(g->edits, (size_t)g->edits_cap * sizeof *g->edits);
    }
    g->edits[g->nedits++] = (edit_op){(uint8_t)kind, (uint8_t)player, (uint8_t)loc, 0, a, b};
}

static int editable(gcg_game *g, gcg_err *err)
{
    game_touch(g); /* what is about to change is told by no event */
    if (g->s.started)
        return err_set(err, "the game has started: the board can no longer be edited");
    return 0;
}

static int card_ok(gcg_game *g, int cid, gcg_err *err)
{
    if (cid < 0 || cid >= g->s.ncards)
        return err_set(err, "no card instance %d", cid);
    return 0;
}

int gcg_edit_add(gcg_game *g, int player, const char *number, gcg_loc loc, gcg_err *err)
{
    if (editable(g, err))
        return -1;
    if (player < 0 || player >= g->s.nplayers)
        return err_set(err, "no player %d (players are 1 to %d)", player + 1, g->s.nplayers);
    int def = gcg_carddb_find(g->db, number ? number : "");
    if (def < 0)
        return err_set(err, "unknown card number '%s'", number ? number : "");
    if (!LOC_IS_ZONE(loc))
        return err_set(err, "cards cannot be placed in '%s'", gcg_loc_name(loc));
    const gcg_card_def *d = gcg_carddb_at(g->db, def);
    int flags = 0;
    if (d->type == GCG_UNIT_TOKEN || d->type == GCG_EX_BASE || d->type == GCG_EX_RESOURCE)
        flags |= CF_TOKEN;
    if (d->type == GCG_EX_BASE || d->type == GCG_EX_RESOURCE)
        flags |= CF_EX;
    if (loc == GCG_LOC_BASE && d->type != GCG_BASE && d->type != GCG_EX_BASE)
        return err_set(err, "%s %s is not a Base", d->number, d->name);
    if (loc == GCG_LOC_RESOURCE && d->type != GCG_RESOURCE && d->type != GCG_EX_RESOURCE)
        return err_set(err, "%s %s is not a Resource", d->number, d->name);
    if (loc == GCG_LOC_BATTLE && d->type != GCG_UNIT && d->type != GCG_UNIT_TOKEN)
        return err_set(err, "%s %s is not a Unit (pair Pilots with gcg_edit_pair)", d->number,
                       d->name);
    if (zone_n(&g->s, player, loc) >= ZONE_CAP - 8)
        return err_set(err, "P%d's %s is full", player + 1, gcg_loc_name(loc));
    int cid = card_new(g, def, player, flags);
    if (cid < 0)
        return err_set(err, "too many cards in this game (at most %d)", MAX_CARDS);
    zone_put(&g->s, cid, loc, AT_TOP);
    note(g, ED_ADD, player, loc, def, 0);
    return cid;
}

int gcg_edit_set_rested(gcg_game *g, int cid, int rested, gcg_err *err)
{
    if (editable(g, err) || card_ok(g, cid, err))
        return -1;
    card_rest_flag(&g->s, cid, rested);
    note(g, ED_RESTED, 0, 0, cid, rested != 0);
    return 0;
}

int gcg_edit_set_damage(gcg_game *g, int cid, int damage, gcg_err *err)
{
    if (editable(g, err) || card_ok(g, cid, err))
        return -1;
    if (damage < 0 || damage > 255)
        return err_set(err, "damage %d out of range (0 to 255)", damage);
    card_set_damage(&g->s, cid, damage);
    note(g, ED_DAMAGE, 0, 0, cid, damage);
    return 0;
}

int gcg_edit_set_fresh(gcg_game *g, int cid, int fresh, gcg_err *err)
{
    if (editable(g, err) || card_ok(g, cid, err))
        return -1;
    /* fresh_turn is compared with the turn the game starts at (set later). */
    g->s.cards[cid].fresh_turn = fresh ? 0xFFFE : 0;
    note(g, ED_FRESH, 0, 0, cid, fresh != 0);
    return 0;
}

int gcg_edit_set_direction(gcg_game *g, int direction, gcg_err *err)
{
    if (editable(g, err))
        return -1;
    if (direction != 1 && direction != -1)
        return err_set(err, "the direction of play is 1 (clockwise) or -1 (counterclockwise)");
    g->s.rules.direction = (int8_t)direction;
    note(g, ED_DIRECTION, 0, 0, direction, 0);
    return 0;
}

int gcg_edit_pair(gcg_game *g, int unit, int pilot, gcg_err *err)
{
    if (editable(g, err) || card_ok(g, unit, err) || card_ok(g, pilot, err))
        return -1;
    gstate *s = &g->s;
    const gcg_card_def *u = def_of(g, unit), *p = def_of(g, pilot);
    if (s->cards[unit].loc != GCG_LOC_BATTLE)
        return err_set(err, "%s #%d is not a Unit in the battle area", u->name, unit);
    if (s->cards[unit].pair != NONE16)
        return err_set(err, "%s #%d already has a Pilot (3-3-4)", u->name, unit);
    int as_command = p->type == GCG_COMMAND && (p->timings & GCG_TIMING_PILOT);
    if (p->type != GCG_PILOT && !as_command)
        return err_set(err, "%s %s is not a Pilot or a 【Pilot】 Command", p->number, p->name);
    if (s->cards[pilot].owner != s->cards[unit].owner)
        return err_set(err, "a Pilot pairs only with its owner's Unit (12-3-15)");
    if (s->cards[pilot].pair != NONE16)
        return err_set(err, "%s #%d is already paired with a Unit (3-3-4)", p->name, pilot);
    zone_attach(s, pilot, unit);
    if (as_command)
        s->cards[pilot].flags |= CF_AS_PILOT;
    if (card_link_ok(g, unit, pilot))
        s->cards[unit].flags |= CF_LINKED;
    note(g, ED_PAIR, 0, 0, unit, pilot);
    return 0;
}

/* The limits a board must keep before play (the game settles them only as cards
 * come in, 11-4, 11-5, 4-4-2): Units per team, Bases per base section,
 * Resources and EX Resources per player. */
static int board_limits(const gcg_game *g, gcg_err *err)
{
    const gstate *s = &g->s;
    const rules *r = &s->rules;
    for (int p = 0; p < s->nplayers; p++) {
        int units = 0, ex = 0;
        for (int q = 0; q < s->nplayers; q++)
            if (mode_same_team(s, p, q))
                units += zone_n(s, q, GCG_LOC_BATTLE);
        const zone *z = zone_cget(s, p, GCG_LOC_RESOURCE);
        for (int i = 0; z && i < z->n; i++)
            ex += (s->cards[z->ids[i]].flags & CF_EX) != 0;
        if (units > r->battle_limit)
            return err_set(err, "P%d's team has %d Units in play, more than the %d allowed (11-4)",
                           p + 1, units, r->battle_limit);
        if (zone_n(s, p, GCG_LOC_BASE) > r->base_limit)
            return err_set(err, "P%d's base section holds %d Bases, more than %d (11-5)", p + 1,
                           zone_n(s, p, GCG_LOC_BASE), r->base_limit);
        if (zone_n(s, p, GCG_LOC_RESOURCE) > r->resource_limit || ex > r->ex_limit)
            return err_set(err, "P%d has %d Resources (%d EX), more than %d (%d EX) (4-4-2)",
                           p + 1, zone_n(s, p, GCG_LOC_RESOURCE), ex, r->resource_limit,
                           r->ex_limit);
    }
    return 0;
}

int gcg_game_start_at(gcg_game *g, int turn, int active, gcg_phase phase, gcg_err *err)
{
    if (editable(g, err))
        return -1;
    gstate *s = &g->s;
    if (turn < 1 || turn > 10000)
        return err_set(err, "turn %d out of range", turn);
    if (active < 0 || active >= s->nplayers)
        return err_set(err, "no player %d", active + 1);
    if (phase < GCG_PHASE_START || phase > GCG_PHASE_END)
        return err_set(err, "a game can start at the start, draw, resource, main or end phase");
    if (board_limits(g, err) != 0)
        return -1;
    for (int i = 0; i < s->ncards; i++)
        if (s->cards[i].fresh_turn == 0xFFFE)
            s->cards[i].fresh_turn = (uint16_t)turn;
    s->first_player = (uint8_t)active;
    s->active = (uint8_t)active;
    s->turn = (uint16_t)(phase == GCG_PHASE_START ? turn - 1 : turn);
    /* The round of turn `turn`, counted as if every player (or team) had had
     * their turns from Player One's: the start phase begins it. */
    s->round = (uint16_t)((turn - 1) / mode_participants(s) + (phase == GCG_PHASE_START ? 0 : 1));
    s->phase = (uint8_t)phase;
    s->started = 1;
    note(g, ED_START, active, phase, turn, 0);
    task *t = task_push(g, T_TURN, active, 0, 0, 0, 0);
    t->step = (uint8_t)turn_phase_step(phase);
    if (!g->initial)
        g->initial = xmalloc(sizeof *g->initial);
    *g->initial = *s;
    game_touch(g);
    run(g);
    return 0;
}
