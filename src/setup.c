/*
 * setup.c -- preparing to play (rules 6-2): shuffle, Player One, opening hands,
 * redraws in order from Player One, shields, EX Base and EX Resource; then the
 * first turn begins.
 *
 * T_SETUP: a = Player One as configured (NONE16: from the seed), b = how many
 * players have made their redraw decision, step as below.
 */
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "rules.h"
#include "run.h"
#include "zone.h"

enum { S_SHUFFLE, S_REDRAW, S_SHIELDS };

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

/* 6-2-2 to 6-2-4 (and the mode's placement of EX cards). */
static void shields_and_tokens(gcg_game *g)
{
    gstate *s = &g->s;
    int first = s->first_player;
    for (int k = 0; k < s->nplayers; k++) {
        int p = (first + k) % s->nplayers;
        int placed = 0;
        for (int i = 0; i < s->rules.shields; i++) {
            int cid = zone_top(s, p, GCG_LOC_DECK);
            if (cid < 0)
                break;
            /* One at a time, each on top of the one before: the last is the top. */
            zone_move(s, cid, GCG_LOC_SHIELD, AT_TOP);
            placed++;
        }
        ev_emit(g, EV_SHIELDS, p, -1, placed, 0);
    }
    for (int k = 0; k < s->nplayers; k++) {
        int p = (first + k) % s->nplayers;
        place_token(g, p, g->eng->exb, GCG_LOC_BASE); /* 6-2-3 */
        if (k > 0)
            place_token(g, p, g->eng->exr, GCG_LOC_RESOURCE); /* 6-2-4, 12-2-2 */
    }
}

rstat h_setup(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    switch (t->step) {
    case S_SHUFFLE:
        for (int p = 0; p < s->nplayers; p++) /* 6-2-1-2 */
            act_shuffle(g, p);
        /* 6-2-1-4: Player One is decided (a die roll from the game's seed). */
        s->first_player = (uint8_t)(t->a != NONE16 ? t->a % s->nplayers
                                                    : rng_below(&s->rng, s->nplayers));
        s->active = s->first_player;
        ev_emit(g, EV_FIRST_PLAYER, s->first_player, -1, 0, 0);
        for (int k = 0; k < s->nplayers; k++) { /* 6-2-1-5 */
            int p = (s->first_player + k) % s->nplayers;
            draw_n(g, p, s->rules.opening_hand);
            ev_emit(g, EV_HAND_DRAWN, p, -1, s->rules.opening_hand, 0);
        }
        t->step = S_REDRAW;
        t->b = 0;
        return R_AGAIN;
    case S_REDRAW: {
        /* 6-2-1-6, 6-2-1-7: each player in turn from Player One. */
        int p = (s->first_player + t->b) % s->nplayers;
        const option *o = dec_take1(g);
        if (!o && !mode_alive(s, p)) { /* conceded (1-2-4): no redraw to decide */
            if (++t->b >= s->nplayers)
                t->step = S_SHIELDS;
            return R_AGAIN;
        }
        if (!o) {
            dec_begin(g, GCG_DEC_ACTION, p, 1, 1, "P%d: keep your opening hand or redraw it?",
                      p + 1);
            dec_add(g, O_KEEP, p, NONE16, NONE16, 0);
            dec_add(g, O_REDRAW, p, NONE16, NONE16, 0);
            return R_WAIT;
        }
        int again = o->verb == O_REDRAW;
        s->players[p].mulliganed = (uint8_t)again;
        ev_emit(g, EV_MULLIGAN, p, -1, again, 0);
        if (again)
            redraw(g, p);
        if (++t->b >= s->nplayers)
            t->step = S_SHIELDS;
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
