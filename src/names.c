/*
 * names.c -- printable names of the public enums.
 */
#include <string.h>
#include "gcg.h"

const char *gcg_loc_name(gcg_loc l)
{
    static const char *const names[GCG_LOC_COUNT] = {
        "outside the game", "deck", "resource deck", "resource area", "battle area",
        "shield area", "base section", "removal area", "hand", "trash", "resolving",
    };
    return (unsigned)l < GCG_LOC_COUNT ? names[l] : "?";
}

const char *gcg_phase_name(gcg_phase p)
{
    static const char *const names[] = {"setup", "start phase", "draw phase",
                                        "resource phase", "main phase", "end phase",
                                        "game over"};
    return (unsigned)p <= GCG_PHASE_GAME_OVER ? names[p] : "?";
}

const char *gcg_step_name(gcg_step s)
{
    static const char *const names[] = {"", "active step", "start step", "attack step",
                                        "block step", "action step", "damage step",
                                        "battle end step", "end step", "hand step",
                                        "cleanup step"};
    return (unsigned)s <= GCG_STEP_CLEANUP ? names[s] : "?";
}

const char *gcg_end_reason_name(gcg_end_reason r)
{
    static const char *const names[] = {"", "battle damage", "deck out", "concession",
                                        "draw", "mode rule", "error"};
    return (unsigned)r <= GCG_END_ERROR ? names[r] : "?";
}

unsigned gcg_keyword_bit(const char *name)
{
    static const struct { const char *n; unsigned b; } kws[] = {
        {"blocker", GCG_KW_BLOCKER}, {"first strike", GCG_KW_FIRST_STRIKE},
        {"first-strike", GCG_KW_FIRST_STRIKE}, {"high-maneuver", GCG_KW_HIGH_MANEUVER},
        {"suppression", GCG_KW_SUPPRESSION}, {"repair", GCG_KW_REPAIR},
        {"breach", GCG_KW_BREACH}, {"support", GCG_KW_SUPPORT},
    };
    for (size_t i = 0; name && i < sizeof kws / sizeof kws[0]; i++)
        if (!strcmp(kws[i].n, name))
            return kws[i].b;
    return 0;
}
