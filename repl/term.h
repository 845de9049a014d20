/*
 * term.h -- how REPL text looks: ANSI colors (only on a terminal, never with
 * NO_COLOR), the display width of UTF-8 text, and fitting or wrapping text to
 * the screen's width (the terminal's, or COLUMNS; 80 when neither tells).
 */
#ifndef GCG_TERM_H
#define GCG_TERM_H

#include <stddef.h>
#include <stdio.h>


enum term_style {
    T_RESET,
    T_BOLD,
    T_DIM,
    T_RED,
    T_GREEN,
    T_YELLOW,
    T_BLUE,
    T_MAGENTA,
    T_CYAN,
    T_WHITE,
    T_STYLE_COUNT
};

/* Turn colors on or off for everything printed afterwards. */
void term_set_color(int on);
int term_color(void);
/* Should output to f be colored?  A terminal, and NO_COLOR unset or empty. */
int term_wants_color(FILE *f);
/* The escape sequence for a style, or "" when colors are off. */
const char *tc(enum term_style s);
/* The style for a card of these gcg_color bits (first color wins). */
enum term_style term_card_style(unsigned colors);

/* The screen's width in columns: COLUMNS if set, else the terminal's (ioctl
 * TIOCGWINSZ on stdout), else 80; between 40 and 400.  term_measure reads it
 * again (the REPL does at each command: a window may be resized). */
void term_measure(void);
int term_cols(void);
/* Clear the screen and its scrollback (a terminal only: "" elsewhere). */
const char *term_clear(void);

/* Columns the UTF-8 text takes on a terminal (wide East Asian characters: 2). */
int term_width(const char *s);
/* Copy s into out, cut at `width` columns (ending in "~" when cut) and padded
 * with spaces to exactly `width` columns when pad is set. */
void term_fit(char *out, size_t n, const char *s, int width, int pad);
/* Print s word-wrapped to term_cols(): the first line after `first` columns already
 * used, the following lines indented by `indent` spaces.  Ends with a newline. */
void term_wrap(FILE *f, const char *s, int first, int indent);

#endif
