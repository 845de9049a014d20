/*
 * battle.c -- attacking and battles (rules 8): attack step, block step, action
 * step, damage step, battle end step; and what happens to a destroyed Shield
 * (5-10-3, 13-2-5).
 *
 * T_BATTLE: player = attacker's owner, a = attacking Unit, b = target Unit (or
 * NONE16 for the player), c = target player, d = who decides on a block (within a
 * team).  Battle state is in gstate.battle.
 * T_SHIELD_HIT: player = shield owner, a = the Shield card (resolving), c = 1 when
 * its 【Burst】 is being offered.
 */
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "rules.h"
#include "run.h"
#include "script.h"
#include "stats.h"
#include "trigger.h"
#include "turn.h"
#include "zone.h"

enum { B_ATTACK, B_BLOCK, B_ACTION, B_DAMAGE, B_END };

static int still_there(const gstate *s, uint16_t cid, uint16_t serial)
{
    return cid != NONE16 && s->cards[cid].serial == serial && s->cards[cid].loc == GCG_LOC_BATTLE;
}

/* 8-2-4, 8-3-5, 8-4-2: has the attacker or the Unit it attacks left? */
static int battle_broken(const gcg_game *g)
{
    const battle *b = &g->s.battle;
    if (!still_there(&g->s, b->attacker, b->attacker_serial))
        return 1;
    if (!mode_alive(&g->s, b->target_player))
        return 1; /* the attacked player has left the game (12-2-5) */
    return b->target != NONE16 && !still_there(&g->s, b->target, b->target_serial);
}

/* A step of the battle begins: 1 if the game pauses here first (a test's stop:
 * run_stop_here), the caller coming back to do the step's work. */
static int enter(gcg_game *g, int step)
{
    g->s.step = (uint8_t)step;
    return g->stop.mask && run_stop_here(g, GCG_STOP_STEP(step));
}

static void declare(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    battle *b = &s->battle;
    b->on = 1;
    b->attacker = t->a;
    b->attacker_owner = t->player;
    b->target = t->b;
    b->target_player = (uint8_t)(t->b != NONE16 ? s->cards[t->b].owner : t->c);
    b->blocked = 0;
    s->step = GCG_STEP_ATTACK;
    act_rest(g, t->a); /* 8-2-1 */
    b->attacker_serial = s->cards[t->a].serial;
    b->target_serial = t->b != NONE16 ? s->cards[t->b].serial : 0;
    ev_emit(g, EV_ATTACK, t->player, t->a, t->b == NONE16 ? -1 : t->b, b->target_player);
}

/* Player q's Units that may block the attack now: active <Blocker>s, not the
 * attacked Unit itself (8-3-1, 8-3-3, 13-1-4). */
static void list_blockers(gcg_game *g, int q)
{
    const gstate *s = &g->s;
    const zone *z = zone_cget(s, q, GCG_LOC_BATTLE);
    for (int i = 0; z && i < z->n; i++) {
        int u = z->ids[i];
        if (s->cards[u].owner != q || u == s->battle.target || (s->cards[u].flags & CF_RESTED))
            continue; /* 8-3-3: not the original target; 8-3-1: active Units */
        if (!card_has_keyword(g, u, GCG_KW_BLOCKER) || (card_cants(g, u) & CANT_BLOCK))
            continue;
        dec_add(g, O_BLOCK, q, u, NONE16, 0);
    }
}

/* The block decision.  The attacked player decides for their own <Blocker>s;
 * a teammate's may block too (12-3-13), and each player decides for their own
 * cards (12-3-3): the attacked player may hand the decision to a teammate who
 * has one, who blocks or hands back (once); only the attacked player declines
 * to block (12-3-4).  T_BATTLE d: who decides (+1; 0: the attacked player), and
 * bit 8 + q: teammate q has handed back. */
static int block_decision(gcg_game *g, task *t, int attacked)
{
    gstate *s = &g->s;
    int who = (t->d & 0xFF) ? (t->d & 0xFF) - 1 : attacked;
    if (!mode_alive(s, who))
        who = attacked;
    dec_begin(g, GCG_DEC_ACTION, who, 1, 1, PR_BLOCK, s->battle.attacker, 0);
    list_blockers(g, who);
    if (who != attacked) {
        dec_add(g, O_HANDOFF, attacked, NONE16, NONE16, 0);
        return 1;
    }
    for (int k = 1; k < s->nplayers; k++) {
        int q = (attacked + k) % s->nplayers;
        if (mode_alive(s, q) && mode_may_block(s, q, attacked) && !(t->d & (0x100u << q)) &&
            turn_actions_possible(g, q, list_blockers))
            dec_add(g, O_HANDOFF, q, NONE16, NONE16, 0);
    }
    if (dec_count(g) == 0)
        return 0;
    dec_add(g, O_PASS, attacked, NONE16, NONE16, 0); /* 8-3-4 */
    return 1;
}

/* 8-3: the standby player may use one <Blocker> (not the attacked Unit's own). */
static rstat block_step(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    battle *b = &s->battle;
    const option *o = dec_take1(g);
    if (o && o->verb == O_HANDOFF) {
        int from = (t->d & 0xFF) ? (t->d & 0xFF) - 1 : -1;
        t->d = (uint16_t)((t->d & 0xFF00) | (o->p == b->target_player ? 0 : o->p + 1));
        if (from >= 0)
            t->d |= (uint16_t)(0x100u << from);
        o = NULL; /* the decision again, for whoever decides now */
    } else if (o) {
        if (o->verb == O_BLOCK) {
            act_rest(g, o->a); /* 13-1-4-1 */
            b->target = o->a;  /* 5-22-2 */
            b->target_serial = s->cards[o->a].serial;
            b->target_player = s->cards[o->a].owner;
            b->blocked = 1;
            ev_emit(g, EV_BLOCK, s->cards[o->a].owner, o->a, 0, 0);
        }
        t->step = B_ACTION;
        return R_AGAIN;
    }
    if (enter(g, GCG_STEP_BLOCK))
        return R_PAUSE;
    t->step = B_ACTION;
    if (battle_broken(g))
        return R_AGAIN;
    /* 13-1-6: <High-Maneuver> -- enemy Units cannot activate <Blocker>. */
    if (card_has_keyword(g, b->attacker, GCG_KW_HIGH_MANEUVER) ||
        (card_cants(g, b->attacker) & CANT_BE_BLOCKED))
        return R_AGAIN;
    if (!block_decision(g, t, b->target_player)) {
        s->pend.kind = GCG_DEC_NONE;
        return R_AGAIN;
    }
    t->step = B_BLOCK;
    return R_WAIT;
}

/* 8-5-2: an attack on a player. */
static void hit_player(gcg_game *g)
{
    gstate *s = &g->s;
    battle *b = &s->battle;
    int p = b->target_player, ap = card_ap(g, b->attacker);
    int shields = card_has_keyword(g, b->attacker, GCG_KW_SUPPRESSION) ? 2 : 1; /* 13-1-7 */
    if (!act_hit_shield_area(g, p, ap, shields, 1, b->attacker))
        act_player_battle_damage(g, p, ap, b->attacker); /* 8-5-2-2 */
}

/* 8-5-3: Unit against Unit, both at once (8-5-3-2: each Unit's "can't
 * receive damage" sees the other's damage not yet dealt); with <First Strike>
 * the attacker's first, then the target's if it survived (13-1-5, Q62). */
static void hit_unit(gcg_game *g)
{
    gstate *s = &g->s;
    battle *b = &s->battle;
    int att = b->attacker, tgt = b->target;
    int att_ap = card_ap(g, att), tgt_ap = card_ap(g, tgt);
    int tgt_dies;
    if (card_has_keyword(g, att, GCG_KW_FIRST_STRIKE)) {
        act_damage(g, tgt, att_ap, 1, att); /* 8-5-3-2-2 */
        tgt_dies = s->cards[tgt].damage >= card_hp(g, tgt);
        if (!tgt_dies) /* 13-1-5-2: a destroyed target deals no damage */
            act_damage(g, att, tgt_ap, 1, tgt);
    } else {
        act_damage_both(g, att, tgt_ap, tgt, att_ap);
        tgt_dies = s->cards[tgt].damage >= card_hp(g, tgt);
    }
    /* 13-1-2: <Breach> when this battle damage destroys the enemy Unit during
     * your turn (even if both are destroyed, 13-1-2-3). */
    int breach = card_kw_amount(g, att, GCG_KW_BREACH);
    int victim_owner = s->cards[tgt].owner;
    if (tgt_dies)
        ev_emit(g, EV_BATTLE_KILL, b->attacker_owner, att, tgt, 0);
    if (s->cards[att].damage >= card_hp(g, att))
        ev_emit(g, EV_BATTLE_KILL, s->cards[tgt].owner, tgt, att, 0);
    /* 13-1-2-4: with no Base and no Shield in that shield area it does not
     * activate at all (Q54). */
    int area = zone_n(s, victim_owner, GCG_LOC_BASE) + zone_n(s, victim_owner, GCG_LOC_SHIELD);
    if (tgt_dies && breach > 0 && area > 0 && mode_same_team(s, b->attacker_owner, s->active))
        trig_add(g, TR_BREACH, b->attacker_owner, att, 0, breach, victim_owner, tgt);
    /* 8-5-3-2-3: destruction of both at once happens in rules management. */
}

/* 5-22-4: a battle begun by an effect, the first Unit chosen attacking the second,
 * that performs only the damage step: no attack declared (no rest, no 【Attack】,
 * 5-22-4-1), no block, no action step. */
static void begin_damage_only(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    battle *b = &s->battle;
    b->on = 1;
    b->attacker = t->a;
    b->attacker_owner = t->player;
    b->attacker_serial = t->c;
    b->target = t->b;
    b->target_serial = t->d;
    b->target_player = s->cards[t->b].owner;
    b->blocked = 0;
    t->flags &= (uint8_t)~TF_DAMAGE_ONLY;
}

int battle_begin_damage_only(gcg_game *g, int attacker, int target)
{
    const gstate *s = &g->s;
    task *t = task_push(g, T_BATTLE, s->cards[attacker].owner, attacker, target,
                        s->cards[attacker].serial, s->cards[target].serial);
    if (!t)
        return 0;
    t->step = B_DAMAGE;
    t->flags = TF_DAMAGE_ONLY;
    return 1;
}

static rstat battle_step(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    battle *b = &s->battle;
    if (t->flags & TF_DAMAGE_ONLY) {
        if (b->on) /* (another battle began meanwhile: this one does not) */
            return R_DONE;
        begin_damage_only(g, t);
    }
    switch (t->step) {
    case B_ATTACK:
        if (enter(g, GCG_STEP_ATTACK))
            return R_PAUSE;
        declare(g, t); /* 【Attack】 triggers resolve before the block step (8-2-2) */
        t->step = B_BLOCK;
        return R_AGAIN;
    case B_BLOCK:
        return block_step(g, t);
    case B_ACTION:
        if (battle_broken(g)) {
            t->step = B_DAMAGE;
            return R_AGAIN;
        }
        if (enter(g, GCG_STEP_ACTION))
            return R_PAUSE;
        t->step = B_DAMAGE;
        action_step_begin(g); /* 8-4 */
        return R_AGAIN;
    case B_DAMAGE:
        if (battle_broken(g)) {
            t->step = B_END;
            return R_AGAIN;
        }
        if (enter(g, GCG_STEP_DAMAGE))
            return R_PAUSE;
        t->step = B_END;
        if (b->target == NONE16)
            hit_player(g);
        else
            hit_unit(g);
        return R_AGAIN;
    default:
        if (enter(g, GCG_STEP_BATTLE_END))
            return R_PAUSE;
        mods_expire(g, U_BATTLE); /* 8-6-1 */
        ev_emit(g, EV_BATTLE_END, t->player, b->attacker, 0, 0);
        b->on = 0;
        b->attacker = b->target = NONE16;
        s->step = GCG_STEP_NONE;
        return R_DONE; /* 8-6-2: back to the main phase */
    }
}

/* T_BATTLE: its steps one after another (run_steps). */
rstat h_battle(gcg_game *g, task *t)
{
    return run_steps(g, t, battle_step);
}

/* ------------------------------------------------------------ shields */

/* A Shield with a 【Burst】 is queued as a trigger when it is destroyed
 * (act_hit_shield_area, 10-1-6-8); its trigger resolving comes here with c = 1. */
rstat h_shield_hit(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    int cid = t->a, p = t->player;
    if (s->cards[cid].loc != GCG_LOC_RESOLVING)
        return R_DONE; /* moved elsewhere by its own effect (13-2-5-3) */
    if (t->c == 1 && t->step == 0) {
        const option *o = dec_take1(g);
        if (!o) {
            dec_begin(g, GCG_DEC_YESNO, p, 1, 1, PR_BURST, cid, 0);
            dec_add(g, O_YES, p, NONE16, NONE16, 0);
            dec_add(g, O_NO, p, NONE16, NONE16, 0);
            return R_WAIT;
        }
        ev_emit(g, EV_BURST, p, cid, o->verb == O_YES, 0);
        t->step = 1;
        if (o->verb == O_YES) {
            ev_emit(g, EV_TRIGGER, p, cid, TR_BURST, 0); /* after the decision to use it */
            task_push(g, T_EFFECT, p, cid, EFF_BURST, s->cards[cid].serial, NONE16);
            return R_AGAIN;
        }
    }
    act_move(g, cid, GCG_LOC_TRASH, AT_TOP); /* 5-10-3, 13-2-5-3 */
    return R_DONE;
}
