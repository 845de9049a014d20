/*
 * setup.c -- preparing to play (rules 6-2): shuffle, Player One, opening hands,
 * redraws in order from Player One, shields, EX Base and EX Resource; then the
 * first turn begins.
 *
 * T_SETUP: a = Player One as configured (NONE16: from the seed), b = the players
 * the current step has dealt with (a bit per seat), step as below.  The mode's hooks
 * (setup, before_hand, mulligan) run as T_MODE tasks above it.
 */
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "rules.h"
#include "run.h"
#include "turn.h"
#include "zone.h"

enum { S_SHUFFLE, S_BEFORE_HAND, S_DRAW, S_REDRAW, S_SHIELDS };

/* The k-th player in the order of play from Player One (12-2-1, 12-2-3). */
static int nth(const gstate *s, int k)
{
    int p = s->first_player;
    while (k-- > 0)
        p = mode_seat_after(s, p);
    return p;
}

static void draw_n(gcg_game *g, int p, int n)
{
    for (int i = 0; i < n; i++)
        if (act_draw(g, p) < 0)
            break;
}

/* 6-2-1-6-1: the whole hand to the bottom of the deck, draw five, shuffle. */
static void redraw(gcg_game *g, int p)
{
    gstate *s = &g->s;
    zone *hand = zone_get(s, p, GCG_LOC_HAND);
    while (hand->n > 0) {
        int cid = hand->ids[0];
        zone_move(s, cid, GCG_LOC_DECK, AT_BOTTOM);
    }
    draw_n(g, p, s->rules.opening_hand);
    act_shuffle(g, p);
}

static void place_token(gcg_game *g, int p, int def, int loc)
{
    int cid = card_new(g, def, p, CF_TOKEN | CF_EX);
    if (cid < 0 || zone_put(&g->s, cid, loc, AT_TOP) != 0) {
        run_fail(g, "no room for an EX token");
        return;
    }
    ev_emit(g, EV_EX_PLACED, p, cid, 0, 0);
}

/* 6-2-2 to 6-2-4: shields placed one at a time (12-3-5: teammates taking turns
 * into their shared area), an EX Base per shield area (12-3-7), an EX Resource for
 * every player not on Player One's team (6-2-4, 12-2-2, 12-3-6). */
static void shields_and_tokens(gcg_game *g)
{
    gstate *s = &g->s;
    int first = s->first_player, placed[MAXP] = {0};
    for (int i = 0; i < s->rules.shields; i++) {
        for (int k = 0; k < s->nplayers; k++) {
            int p = nth(s, k);
            int cid = zone_top(s, p, GCG_LOC_DECK);
            if (cid < 0 || !mode_alive(s, p))
                continue;
            /* Each on top of the one before: the last placed is the top. */
            zone_move(s, cid, GCG_LOC_SHIELD, AT_TOP);
            placed[p]++;
        }
    }
    for (int k = 0; k < s->nplayers; k++) {
        int p = nth(s, k);
        ev_emit(g, EV_SHIELDS, p, -1, placed[p], 0);
    }
    for (int k = 0; k < s->nplayers; k++) {
        int p = nth(s, k);
        if (!mode_alive(s, p))
            continue;
        if (mode_leader(s, p) == p)
            place_token(g, p, g->eng->exb, GCG_LOC_BASE);
        if (!mode_same_team(s, p, first))
            place_token(g, p, g->eng->exr, GCG_LOC_RESOURCE);
    }
}

/* The next player in the order of play from Player One whom the current step
 * (`done`: a bit per seat) has not dealt with; -1 when all have been. */
static int next_undone(const gstate *s, unsigned done)
{
    for (int k = 0; k < s->nplayers; k++) {
        int p = nth(s, k);
        if (mode_alive(s, p) && !(done & (1u << p)))
            return p;
    }
    return -1;
}

/* Push the mode's hook for player p, if it has one. */
static int hook(gcg_game *g, int which, int p)
{
    if (!(g->s.rules.hooks & which) || !mode_alive(&g->s, p))
        return 0;
    task_push(g, T_MODE, p, which, 0, 0, NONE16);
    return 1;
}

void setup_player_left(gcg_game *g)
{
    gstate *s = &g->s;
    if (!mode_alive(s, s->first_player)) { /* docs/modes.md: the next player */
        s->first_player = (uint8_t)mode_next_player(s, s->first_player);
        s->active = s->first_player;
        ev_emit(g, EV_FIRST_PLAYER, s->first_player, -1, 0, 0);
    }
    int k = 0;
    for (int i = 0; i < s->ntasks; i++) {
        task *t = &s->tasks[i];
        if (t->kind == T_MODE && !mode_alive(s, t->player)) {
            if (t->step) { /* it was under way: it stops (as turn_abort stops a turn) */
                s->eff_running = 0;
                s->ndeferred = 0;
                s->has_answer = 0;
            }
            if (t->a != MH_SETUP)
                continue;
            t->player = s->first_player; /* Player One's choice: the new Player One's */
            t->step = 0;
        }
        s->tasks[k++] = *t;
    }
    s->ntasks = (uint16_t)k;
    s->pend.kind = GCG_DEC_NONE;
    s->pend.nopts = 0;
}

rstat h_setup(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    int p = next_undone(s, t->b);
    switch (t->step) {
    case S_SHUFFLE:
        for (int q = 0; q < s->nplayers; q++) /* 6-2-1-2 */
            act_shuffle(g, q);
        /* 6-2-1-4: Player One is decided (a die roll from the game's seed);
         * with team turns, a team's leader (12-3-2). */
        s->first_player = (uint8_t)(t->a != NONE16 ? t->a % s->nplayers
                                                    : rng_below(&s->rng, s->nplayers));
        if (s->rules.team_turns)
            s->first_player = (uint8_t)mode_leader(s, s->first_player);
        s->active = s->first_player;
        ev_emit(g, EV_FIRST_PLAYER, s->first_player, -1, 0, 0);
        t->step = S_BEFORE_HAND;
        t->b = 0;
        hook(g, MH_SETUP, s->first_player); /* e.g. 12-2-1: the direction of play */
        return R_AGAIN;
    case S_BEFORE_HAND: /* the mode's before_hand, player by player */
        if (p < 0) {
            t->step = S_DRAW;
            return R_AGAIN;
        }
        t->b |= (uint16_t)(1u << p);
        hook(g, MH_BEFORE_HAND, p);
        return R_AGAIN;
    case S_DRAW:
        for (int k = 0; k < s->nplayers; k++) { /* 6-2-1-5 */
            int q = nth(s, k);
            if (!mode_alive(s, q))
                continue;
            draw_n(g, q, s->rules.opening_hand);
            ev_emit(g, EV_HAND_DRAWN, q, -1, s->rules.opening_hand, 0);
        }
        t->step = S_REDRAW;
        t->b = 0;
        return R_AGAIN;
    case S_REDRAW: {
        /* 6-2-1-6, 6-2-1-7, 12-2-3: each player in turn from Player One; one who
         * has conceded (1-2-4) has no redraw to decide. */
        if (p < 0) {
            t->step = S_SHIELDS;
            return R_AGAIN;
        }
        if (s->rules.hooks & MH_MULLIGAN) { /* the mode's own procedure */
            t->b |= (uint16_t)(1u << p);
            hook(g, MH_MULLIGAN, p);
            return R_AGAIN;
        }
        const option *o = dec_take1(g);
        if (!o) {
            dec_begin(g, GCG_DEC_ACTION, p, 1, 1, PR_MULLIGAN, 0, 0);
            dec_add(g, O_KEEP, p, NONE16, NONE16, 0);
            dec_add(g, O_REDRAW, p, NONE16, NONE16, 0);
            return R_WAIT;
        }
        int again = o->verb == O_REDRAW;
        s->players[p].mulliganed = (uint8_t)again;
        ev_emit(g, EV_MULLIGAN, p, -1, again, 0);
        if (again)
            redraw(g, p);
        t->b |= (uint16_t)(1u << p);
        return R_AGAIN;
    }
    default:
        shields_and_tokens(g);
        /* 6-2-5: the game begins with Player One's turn. */
        s->turn = 0;
        task_push(g, T_TURN, s->first_player, 0, 0, 0, 0);
        t->step = 99;
        return R_DONE;
    }
}
