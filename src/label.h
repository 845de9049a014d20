/*
 * label.h -- how the engine names things for people: cards ("Gundam #12"),
 * players ("P1"), options (keys and labels).
 */
#ifndef GCG_LABEL_H
#define GCG_LABEL_H

#include <stddef.h>
#include "game.h"

/* "Gundam #12"; a card hidden from viewer: "a card". */
void label_card(const gcg_game *g, int cid, int viewer, char *buf, size_t n);
/* May `viewer` see card cid where it is now? (viewer -1: everything) */
int card_visible(const gcg_game *g, int cid, int viewer);
/* The same, in a state apart from its game (an effect's start state). */
int state_card_visible(const gstate *s, int cid, int viewer);

#endif
