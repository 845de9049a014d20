/*
 * board.h -- drawing the board (board.c) and the pending decision (decision.c) as
 * text, from one player's side (hidden things shown as counts), in the screen's
 * width.
 */
#ifndef GCG_BOARD_H
#define GCG_BOARD_H

#include <stdio.h>
#include "gcg.h"

/* Who sits in each seat, for the board's player lines: NULL or "greedy bot"... */
typedef const char *board_seat_note(int player, void *ctx);

/* The whole board: the turn line, the order of play (more than two players),
 * then each team and player (the viewer last, with their hand).  viewer -1
 * shows everything. */
void board_print(FILE *f, const gcg_game *g, int viewer, board_seat_note *note, void *ctx);
/* A player's hand in detail (type, Lv, cost, AP/HP), as the viewer may see it. */
void hand_print(FILE *f, const gcg_game *g, int viewer, int player);
/* A player's trash, removal area or shield area (with its Base), as the viewer
 * may see it (`trash`, `removal`, `shields`). */
void location_print(FILE *f, const gcg_game *g, int viewer, int player, gcg_loc loc);
/* One card in brief: number, name, type, Lv, cost, AP/HP (as a hand shows it). */
void card_brief(FILE *f, const gcg_game *g, const gcg_card_view *v, const char *lead);
/* The pending decision: its prompt, what it is for, and numbered options
 * (grouped); `bot` names the bot deciding (a hint to use `auto`), or NULL. */
void decision_print(FILE *f, const gcg_game *g, const char *bot);
/* One narration line, indented and colored by what it tells. */
void narration_line(FILE *f, const char *text);
/* Narration lines [from, count) as the viewer may know them. */
void narration_print(FILE *f, const gcg_game *g, int from, int viewer);
/* "<Blocker> <Repair 2>" from keyword bits and amounts ("" for none). */
void keywords_text(unsigned kw, int repair, int breach, int support, char *buf, size_t n);
/* The card's name fitted to `width` columns (padded when pad), in its color. */
void card_name(char *buf, size_t n, const gcg_card_def *d, int width, int pad);

#endif
