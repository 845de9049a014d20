/*
 * input.c -- reading input lines.  On a terminal, with libedit (GCG_HAVE_LIBEDIT):
 * emacs-style editing, history (saved in ~/.gcg_history) and tab completion
 * (complete.c).  Otherwise plain stdio, so files and pipes work the same.
 *
 * Lines of any length are read whole (the REPL refuses an over-long one whole:
 * commands.c).  On a terminal, Ctrl-C cancels the line being typed, as in a
 * shell, and stops a long `auto`; not on a terminal it ends gcg as usual.
 */
#include <errno.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <sys/select.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include "complete.h"
#include "input.h"
#ifdef GCG_HAVE_LIBEDIT
#include <histedit.h>
#endif

struct repl_input {
    repl *r;
    char *line; /* the last line read (getline's buffer, or a copy of libedit's) */
    size_t cap;
    char prompt[64];
    int tty;       /* stdin is a terminal: Ctrl-C cancels the line */
    int cancelled; /* the line being read was cancelled (Ctrl-C) */
#ifdef GCG_HAVE_LIBEDIT
    EditLine *el;
    History *hist;
    char hist_path[1024];
    /* Candidates gathered by one completion. */
    char **cands;
    int ncands, cap_cands;
#endif
};

/* ------------------------------------------------------------ Ctrl-C */

/* Set by SIGINT on a terminal: the one piece of state a signal handler may
 * touch (the program's, not the engine's). */
static volatile sig_atomic_t interrupted;

static void on_sigint(int sig)
{
    (void)sig;
    interrupted = 1;
}

void input_catch_interrupts(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: a read in progress returns, to cancel its line */
    sigaction(SIGINT, &sa, NULL);
}

int input_interrupted(void)
{
    int was = interrupted;
    interrupted = 0;
    return was;
}

/* Wait until the terminal has input, or Ctrl-C (then 0; the flag stays set).
 * SIGINT is blocked while the flag is looked at and let through only inside
 * pselect, atomically: a Ctrl-C that lands just before the wait is seen.
 * Looked at, then read, it could land in between, and the read would wait for
 * ever on a line the terminal has already dropped. */
static int wait_for_input(void)
{
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    pthread_sigmask(SIG_BLOCK, &block, &old);
    int ok = 1;
    for (;;) {
        if (interrupted) {
            ok = 0;
            break;
        }
        fd_set r;
        FD_ZERO(&r);
        FD_SET(STDIN_FILENO, &r);
        int n = pselect(STDIN_FILENO + 1, &r, NULL, NULL, NULL, &old);
        if (n > 0 || (n < 0 && errno != EINTR))
            break; /* input, or an error the read will report */
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return ok;
}

/* Keep `s` (n bytes) as the line read. */
static const char *keep(repl_input *in, const char *s, size_t n)
{
    if (n + 1 > in->cap) {
        in->cap = n + 1;
        char *l = realloc(in->line, in->cap);
        if (!l)
            abort();
        in->line = l;
    }
    memcpy(in->line, s, n);
    in->line[n] = 0;
    in->line[strcspn(in->line, "\r\n")] = 0;
    return in->line;
}

#ifdef GCG_HAVE_LIBEDIT

static char *prompt_of(EditLine *el)
{
    repl_input *in = NULL;
    el_get(el, EL_CLIENTDATA, &in);
    return in ? in->prompt : "> ";
}

/* libedit reads its characters here: the same as its own reader, but a Ctrl-C
 * that interrupted the read comes back as the character ^C (bound to cancel). */
static int read_char(EditLine *el, wchar_t *wc)
{
    (void)el;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    for (;;) {
        if (!wait_for_input()) {
            input_interrupted();
            *wc = 3;
            return 1;
        }
        char c;
        ssize_t n = read(STDIN_FILENO, &c, 1);
        if (n == 0)
            return 0;
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        size_t k = mbrtowc(wc, &c, 1, &st);
        if (k == (size_t)-2)
            continue; /* more bytes of the character to come */
        if (k == (size_t)-1) {
            memset(&st, 0, sizeof st);
            *wc = (unsigned char)c;
        }
        return 1;
    }
}

/* Ctrl-C: the line is cancelled (not run, not kept in the history). */
static unsigned char on_cancel(EditLine *el, int ch)
{
    (void)ch;
    repl_input *in = NULL;
    el_get(el, EL_CLIENTDATA, &in);
    if (in)
        in->cancelled = 1;
    fputs("^C", stdout);
    fflush(stdout);
    return CC_NEWLINE;
}

static void gather(void *ctx, const char *cand)
{
    repl_input *in = ctx;
    if (in->ncands == in->cap_cands) {
        in->cap_cands = in->cap_cands ? in->cap_cands * 2 : 32;
        char **c = realloc(in->cands, (size_t)in->cap_cands * sizeof *c);
        if (!c)
            return;
        in->cands = c;
    }
    size_t n = strlen(cand) + 1;
    char *s = malloc(n);
    if (!s)
        return;
    memcpy(s, cand, n);
    in->cands[in->ncands++] = s;
}

/* Number of UTF-8 characters in the first n bytes of s. */
static int chars_in(const char *s, size_t n)
{
    int c = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80)
            c++;
    return c;
}

static unsigned char on_tab(EditLine *el, int ch)
{
    (void)ch;
    repl_input *in = NULL;
    el_get(el, EL_CLIENTDATA, &in);
    const LineInfo *li = el_line(el);
    if (!in || !li)
        return CC_ERROR;
    char text[1024];
    size_t len = (size_t)(li->cursor - li->buffer);
    if (len >= sizeof text)
        return CC_ERROR;
    memcpy(text, li->buffer, len);
    text[len] = 0;
    in->ncands = 0;
    int start = complete_line(repl_command_names, in->r->db, in->r->g, text, gather, in);
    unsigned char rc = CC_REFRESH;
    if (in->ncands == 0) {
        rc = CC_REFRESH_BEEP;
    } else {
        /* The longest common start of every candidate, on a character boundary. */
        size_t common = strlen(in->cands[0]);
        for (int i = 1; i < in->ncands; i++) {
            size_t k = 0;
            while (k < common && in->cands[i][k] == in->cands[0][k])
                k++;
            common = k;
        }
        while (common && ((unsigned char)in->cands[0][common] & 0xC0) == 0x80)
            common--;
        size_t typed = len - (size_t)start;
        if (in->ncands == 1 || common > typed) {
            char ins[1024];
            snprintf(ins, sizeof ins, "%.*s", (int)common, in->cands[0]);
            el_deletestr(el, chars_in(text + start, typed));
            el_insertstr(el, ins);
        } else {
            /* Nothing more in common: list the candidates. */
            fputc('\n', stdout);
            for (int i = 0; i < in->ncands && i < 60; i++)
                printf("  %s\n", in->cands[i]);
            if (in->ncands > 60)
                printf("  ... and %d more\n", in->ncands - 60);
            fflush(stdout);
            rc = CC_REDISPLAY;
        }
    }
    for (int i = 0; i < in->ncands; i++)
        free(in->cands[i]);
    in->ncands = 0;
    return rc;
}

static void open_editline(repl_input *in)
{
    setlocale(LC_CTYPE, "");
    in->el = el_init("gcg", stdin, stdout, stderr);
    if (!in->el)
        return;
    in->hist = history_init();
    HistEvent ev;
    history(in->hist, &ev, H_SETSIZE, 1000);
    history(in->hist, &ev, H_SETUNIQUE, 1);
    const char *home = getenv("HOME");
    if (home && *home) {
        snprintf(in->hist_path, sizeof in->hist_path, "%s/.gcg_history", home);
        history(in->hist, &ev, H_LOAD, in->hist_path);
    }
    el_set(in->el, EL_CLIENTDATA, in);
    el_set(in->el, EL_EDITOR, "emacs");
    el_set(in->el, EL_SIGNAL, 1);
    el_set(in->el, EL_PROMPT, prompt_of);
    el_set(in->el, EL_HIST, history, in->hist);
    el_set(in->el, EL_GETCFN, read_char);
    el_set(in->el, EL_ADDFN, "gcg-complete", "complete a command, card or label", on_tab);
    el_set(in->el, EL_BIND, "^I", "gcg-complete", NULL);
    el_set(in->el, EL_ADDFN, "gcg-cancel", "cancel the line (Ctrl-C)", on_cancel);
    el_set(in->el, EL_BIND, "^C", "gcg-cancel", NULL);
    el_source(in->el, NULL); /* the user's ~/.editrc */
}
#endif

repl_input *input_open(repl *r, int tty, int edit)
{
    repl_input *in = calloc(1, sizeof *in);
    if (!in)
        return NULL;
    in->r = r;
    in->tty = tty;
    if (tty)
        input_catch_interrupts();
#ifdef GCG_HAVE_LIBEDIT
    if (edit)
        open_editline(in);
#else
    (void)edit;
#endif
    return in;
}

int input_edits(const repl_input *in)
{
#ifdef GCG_HAVE_LIBEDIT
    return in->el != NULL;
#else
    (void)in;
    return 0;
#endif
}

const char *input_read(repl_input *in, const char *prompt)
{
    snprintf(in->prompt, sizeof in->prompt, "%s", prompt);
    in->cancelled = 0;
    input_interrupted(); /* (a Ctrl-C before the prompt is no answer to it) */
#ifdef GCG_HAVE_LIBEDIT
    if (in->el) {
        int count;
        const char *l = el_gets(in->el, &count);
        if (in->cancelled) {
            fputc('\n', stdout);
            return keep(in, "", 0);
        }
        if (!l || count <= 0)
            return NULL;
        keep(in, l, (size_t)count);
        if (in->line[strspn(in->line, " \t")]) {
            HistEvent ev;
            history(in->hist, &ev, H_ENTER, in->line);
        }
        return in->line;
    }
#endif
    fputs(prompt, stdout);
    fflush(stdout);
    if (in->tty)
        clearerr(stdin); /* a terminal goes on after Ctrl-D (a question may follow) */
    char *buf = NULL;
    size_t cap = 0;
    errno = 0;
    ssize_t n = -1;
    if (in->tty && !wait_for_input())
        errno = EINTR; /* Ctrl-C before a line came */
    else
        n = getline(&buf, &cap, stdin);
    if (n < 0 && errno == EINTR && in->tty && input_interrupted()) {
        /* Ctrl-C: the terminal has dropped the line and shown ^C */
        free(buf);
        clearerr(stdin);
        fputc('\n', stdout);
        in->cancelled = 1;
        return keep(in, "", 0);
    }
    if (n < 0) {
        free(buf);
        return NULL;
    }
    keep(in, buf, (size_t)n);
    free(buf);
    return in->line;
}

void input_close(repl_input *in)
{
    if (!in)
        return;
#ifdef GCG_HAVE_LIBEDIT
    if (in->el) {
        HistEvent ev;
        if (in->hist_path[0])
            history(in->hist, &ev, H_SAVE, in->hist_path);
        el_end(in->el);
        history_end(in->hist);
    }
    free(in->cands);
#endif
    free(in->line);
    free(in);
}
