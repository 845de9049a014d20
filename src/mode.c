/*
 * mode.c -- the built-in mode behaviour (standard rules, N players).  Lua mode
 * scripts (scripts/modes/) will override these decisions through hooks.
 */
#include <string.h>
#include "mode.h"
#include "narrate.h"
#include "util.h"

int mode_configure(gcg_game *g, const char *mode, const char *variant, gcg_err *err)
{
    gstate *s = &g->s;
    (void)variant;
    if (strcmp(mode, "standard") != 0)
        return err_set(err, "unknown mode '%s' (available: standard)", mode);
    for (int p = 0; p < s->nplayers; p++)
        s->players[p].team = (uint8_t)p;
    return 0;
}

int mode_next_player(const gstate *s, int p)
{
    for (int i = 1; i <= s->nplayers; i++) {
        int q = (p + i) % s->nplayers;
        if (mode_alive(s, q))
            return q;
    }
    return p;
}

int mode_may_block(const gstate *s, int blocker_owner, int attacked)
{
    /* 8-3-1: the standby player, i.e. the attacked player (12-3-13: a teammate). */
    return s->players[blocker_owner].team == s->players[attacked].team;
}

void mode_after_defeat(gcg_game *g, int reason)
{
    gstate *s = &g->s;
    int alive_team = -1, teams_alive = 0;
    uint32_t seen = 0;
    for (int p = 0; p < s->nplayers; p++) {
        if (!mode_alive(s, p))
            continue;
        int t = s->players[p].team;
        if (!(seen & (1u << t))) {
            seen |= 1u << t;
            teams_alive++;
            alive_team = t;
        }
    }
    if (teams_alive > 1)
        return;
    s->over = 1;
    s->phase = GCG_PHASE_GAME_OVER;
    s->end_reason = (uint8_t)(teams_alive == 0 ? GCG_END_DRAW : reason);
    for (int p = 0; p < s->nplayers; p++) {
        if (teams_alive == 1 && s->players[p].team == alive_team) {
            s->players[p].flags |= PF_WON;
            ev_emit(g, EV_WIN, p, -1, 0, 0);
        }
    }
}
