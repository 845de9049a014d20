/*
 * term.c -- colors and text width for the REPL's output.  Colors are ANSI escape
 * sequences, used only when the output is a terminal and NO_COLOR is not set;
 * widths count UTF-8 characters (wide East Asian ones, like 【, as two columns)
 * and skip escape sequences, so text lines up in the screen's columns.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include "term.h"

/* How the program's output looks: set once per command, for all of it. */
static int color_on;
static int cols = 80;

void term_measure(void)
{
    int c = 0;
    const char *e = getenv("COLUMNS");
    if (e && *e)
        c = atoi(e);
    struct winsize ws;
    if (c <= 0 && isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0)
        c = ws.ws_col;
    if (c <= 0)
        c = 80;
    cols = c < 40 ? 40 : c > 400 ? 400 : c;
}

int term_cols(void)
{
    return cols;
}

const char *term_clear(void)
{
    return isatty(STDOUT_FILENO) ? "\033[H\033[2J\033[3J" : "";
}

void term_set_color(int on)
{
    color_on = on;
}

int term_color(void)
{
    return color_on;
}

int term_wants_color(FILE *f)
{
    const char *no = getenv("NO_COLOR");
    if (no && *no)
        return 0;
    const char *term = getenv("TERM");
    if (term && !strcmp(term, "dumb"))
        return 0;
    return isatty(fileno(f));
}

const char *tc(enum term_style s)
{
    static const char *const codes[T_STYLE_COUNT] = {
        "\033[0m", "\033[1m", "\033[2m", "\033[31m", "\033[32m",
        "\033[33m", "\033[34m", "\033[35m", "\033[36m", "\033[37m",
    };
    return color_on && (unsigned)s < T_STYLE_COUNT ? codes[s] : "";
}

enum term_style term_card_style(unsigned colors)
{
    if (colors & 1)
        return T_BLUE;
    if (colors & 2)
        return T_GREEN;
    if (colors & 4)
        return T_RED;
    if (colors & 8)
        return T_WHITE;
    if (colors & 16)
        return T_MAGENTA;
    return T_RESET;
}

/* Decode one UTF-8 character at s; its length in *len (1 for a bad byte). */
static unsigned utf8_next(const char *s, int *len)
{
    const unsigned char *u = (const unsigned char *)s;
    if (u[0] < 0x80) {
        *len = 1;
        return u[0];
    }
    int n = u[0] >= 0xF0 ? 4 : u[0] >= 0xE0 ? 3 : u[0] >= 0xC0 ? 2 : 1;
    unsigned c = n == 4 ? u[0] & 7u : n == 3 ? u[0] & 15u : u[0] & 31u;
    for (int i = 1; i < n; i++) {
        if ((u[i] & 0xC0) != 0x80) {
            *len = 1;
            return 0xFFFD;
        }
        c = (c << 6) | (u[i] & 0x3Fu);
    }
    *len = n;
    return n == 1 ? 0xFFFD : c;
}

static int char_width(unsigned c)
{
    if ((c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) ||
        (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF) ||
        (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
        (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
        (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
        (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1FAFF))
        return 2;
    return 1;
}

/* Length of an escape sequence at s ("\033[...m"), or 0. */
static int escape_len(const char *s)
{
    if (s[0] != '\033' || s[1] != '[')
        return 0;
    int i = 2;
    while (s[i] && s[i] != 'm')
        i++;
    return s[i] ? i + 1 : i;
}

int term_width(const char *s)
{
    int w = 0;
    while (*s) {
        int e = escape_len(s);
        if (e) {
            s += e;
            continue;
        }
        int len;
        unsigned c = utf8_next(s, &len);
        w += char_width(c);
        s += len;
    }
    return w;
}

void term_fit(char *out, size_t n, const char *s, int width, int pad)
{
    size_t o = 0;
    int w = 0, total = term_width(s);
    int limit = total > width ? width - 1 : width; /* room for the "~" */
    while (*s && o + 8 < n) {
        int e = escape_len(s);
        if (e) {
            memcpy(out + o, s, (size_t)e);
            o += (size_t)e;
            s += e;
            continue;
        }
        int len;
        unsigned c = utf8_next(s, &len);
        int cw = char_width(c);
        if (w + cw > limit)
            break;
        memcpy(out + o, s, (size_t)len);
        o += (size_t)len;
        w += cw;
        s += len;
    }
    if (total > width && o + 1 < n) {
        out[o++] = '~';
        w++;
    }
    while (pad && w < width && o + 1 < n) {
        out[o++] = ' ';
        w++;
    }
    out[o] = 0;
}

/* Columns the n bytes at s take (term_width of a part of a string). */
static int span_width(const char *s, size_t n)
{
    int w = 0;
    const char *end = s + n;
    while (s < end && *s) {
        int e = escape_len(s);
        if (e) {
            s += e;
            continue;
        }
        int len;
        unsigned c = utf8_next(s, &len);
        w += char_width(c);
        s += len;
    }
    return w;
}

void term_wrap(FILE *f, const char *s, int first, int indent)
{
    int col = first;
    int line_start = 1;
    while (*s) {
        if (*s == '\n') {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
            line_start = 1;
            s++;
            continue;
        }
        /* The next word and the spaces before it. */
        const char *p = s;
        while (*p == ' ')
            p++;
        const char *word = p;
        while (*p && *p != ' ' && *p != '\n')
            p++;
        size_t len = (size_t)(p - word);
        int spaces = (int)(word - s);
        int w = span_width(word, len);
        if (!line_start && col + spaces + w > cols - 1) {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
            spaces = 0;
        } else if (line_start) {
            spaces = 0;
        }
        fprintf(f, "%*s%.*s", spaces, "", (int)len, word);
        col += spaces + w;
        line_start = 0;
        s = p;
    }
    fputc('\n', f);
}
