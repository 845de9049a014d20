/*
 * board.h -- drawing the board and the pending decision as text, from one
 * player's side (hidden things shown as counts), in 80 columns.
 */
#ifndef GCG_BOARD_H
#define GCG_BOARD_H

#include <stdio.h>
#include "gcg.h"

void board_print(FILE *f, const gcg_game *g, int viewer);
void decision_print(FILE *f, const gcg_game *g);
/* Narration lines [from, count) as the viewer may know them. */
void narration_print(FILE *f, const gcg_game *g, int from, int viewer);

#endif
