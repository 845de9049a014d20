/*
 * script_mode.h -- reading game-mode scripts (script_mode.c) for mode.c and
 * running their hooks (script_run.c).
 */
#ifndef GCG_SCRIPT_MODE_H
#define GCG_SCRIPT_MODE_H

#include "game.h"

struct script_vm;

/* What a mode sets for a game. */
typedef struct mode_settings {
    char variant[32];   /* the variant in force ("" if the mode has none) */
    int team[MAXP];     /* 0-based team of each seat */
    int shields, opening_hand, battle_limit, hand_limit, turn_cap, draws;
    int shared_shields, team_turns, victory;
    int hooks;          /* MH_* bits */
} mode_settings;

/* Load mode `name` (with variant and "k=v,..." options) for n players. */
int script_mode_settings(struct script_vm *vm, const char *name, const char *variant,
                         const char *options, int nplayers, mode_settings *ms, gcg_err *err);
/* The field name of hook MH_* bit `bit` ("turn_end"), or NULL. */
const char *script_mode_hook_name(int bit);
/* Names of the modes found, sorted. */
int script_mode_list(struct script_vm *vm, char names[][32], int max);
/* Push the hook function `hook` of the mode (and remember its options for
 * e.options); 0 if it has none. */
int script_mode_push_hook(struct script_vm *vm, const char *name, const char *variant,
                          const char *options, const char *hook);
/* The recorded upvalues of mode `name`'s script (seal.c: a registry ref, or
 * LUA_NOREF), checked after each of its hooks' calls. */
int script_mode_cells(struct script_vm *vm, const char *name);

#endif
