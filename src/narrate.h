/*
 * narrate.h -- events.  Every change the rules make is announced as an event:
 * the event is recorded (the narration a REPL or log shows, each viewer seeing
 * only what they may know) and offered to the trigger system (trigger.c).
 */
#ifndef GCG_NARRATE_H
#define GCG_NARRATE_H

#include "game.h"

enum ev_kind {
    EV_NOTE,          /* free text is not kept: a marker (a = note id) */
    EV_FIRST_PLAYER,  /* player goes first (6-2-1-4) */
    EV_SHUFFLE,       /* player shuffles their deck */
    EV_HAND_DRAWN,    /* player draws the opening hand (a cards) */
    EV_MULLIGAN,      /* player keeps (a=0) or redraws (a=1) */
    EV_SHIELDS,       /* player places a shields */
    EV_EX_PLACED,     /* card (EX Base / EX Resource) placed */
    EV_TURN,          /* turn a of player begins */
    EV_STEP,          /* phase a, step b begins */
    EV_DRAW,          /* player draws card */
    EV_RESOURCE,      /* card placed as a Resource */
    EV_PLAY,          /* player plays card (a = cost paid, b = EX Resources used) */
    EV_DEPLOY,        /* card deployed */
    EV_PAIR,          /* pilot card paired with Unit a */
    EV_LINK,          /* Unit card becomes a Link Unit with pilot a */
    EV_ATTACK,        /* card attacks player p2 (a = -1) or Unit a */
    EV_BLOCK,         /* card blocks: the attack target becomes it */
    EV_PASS,          /* player passes in an action step */
    EV_DAMAGE,        /* card takes a damage (b = 1: battle damage) */
    EV_PLAYER_HIT,    /* player takes a battle damage with no shields */
    EV_DESTROYED,     /* card destroyed (a = location it was in) */
    EV_SHIELD_BROKEN, /* shield card destroyed and revealed */
    EV_BURST,         /* player activates (a=1) or declines (a=0) card's 【Burst】 */
    EV_MOVED,         /* card moved from loc_from to loc_to */
    EV_RESTED,        /* card rested */
    EV_ACTIVE,        /* card set active */
    EV_RECOVER,       /* card recovers a HP */
    EV_MODIFIED,      /* card gets modifier kind a, amount b */
    EV_DISCARD,       /* player discards card */
    EV_EXCESS,        /* card placed in the trash at a limit (not destroyed, 11-4) */
    EV_EX_SPENT,      /* EX Resource card removed after paying a cost */
    EV_TRIGGER,       /* card's effect (trigger kind a) resolves */
    EV_BATTLE_END,    /* the battle of card ends */
    EV_LOSE,          /* player loses (a = gcg_end_reason) */
    EV_WIN,           /* player wins */
    EV_CONCEDE,       /* player concedes */
    EV_GAME_DRAW,     /* the game ends in a draw */
    EV_BATTLE_KILL,   /* card's battle damage destroys Unit a (13-1-2, "destroys ... with
                       * battle damage") */
    EV_REVEAL,        /* player reveals card to everyone */
    EV_PAID,          /* player pays a ① for the effect of card (a = amount; 10-1-7-3) */
    EV_COMMAND,       /* player activates Command card's 【Main】/【Action】 (13-2-3, 13-2-4) */
    EV_RETARGET,      /* card becomes the attack target of the battle (an effect) */
    EV_MODE_END,      /* a mode ends the game (winner player, or none): gstate.end_text */
    EV_KIND_COUNT
};

/* event.flags: what caused an event, when it says (events.c). */
enum {
    EVF_BATTLE = 1 << 0, /* battle damage (5-5-3) */
    EVF_EFFECT = 1 << 1, /* an effect: effect damage (5-5-4), or what an effect did */
    EVF_DAMAGE = 1 << 2, /* destroyed by damage (rules management, 11-3) */
    EVF_AGAIN = 1 << 3   /* not the first of events that happen together (<Suppression>'s
                          * second Shield): "when" effects trigger once (10-1-6-3) */
};

/* Record the event (if narration is on) and collect the triggers it causes.
 * Done while a card's effect resolves, the events of what the effect does (a
 * card rested, set active, drawn, discarded, destroyed, deployed) say that
 * effect's card caused them (EVF_EFFECT); ev_emit_by gives the cause itself. */
void ev_emit(gcg_game *g, int kind, int player, int card, int a, int b);
void ev_emit_by(gcg_game *g, int kind, int player, int card, int a, int b, int src, int flags);
void ev_move(gcg_game *g, int card, int from, int to);

#endif
