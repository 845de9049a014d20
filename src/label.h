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
/* Does `viewer` know what `owner` knows of their own cards: the same player, or
 * a teammate (12-3-4: teammates share information)? */
int label_knows(const gcg_game *g, int viewer, int owner);
/* May `viewer` see card cid where it is now? (viewer -1: everything) */
int card_visible(const gcg_game *g, int cid, int viewer);

/* The text of effect idx of card cid, for people (explain.c): the script's
 * own words or the line of the printed text; 0 (buf "") if it cannot be told. */
int explain_effect(const gcg_game *g, int cid, int idx, char *buf, size_t n);

#endif
