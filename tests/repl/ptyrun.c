/*
 * ptyrun.c -- run a program on a pseudo-terminal and drive it like a person at
 * the keyboard, for the REPL's terminal tests (tests/repl/NAME.pty): what it
 * types, what it waits to see, its window size, Ctrl-C.  No timing guesses:
 * each step waits for the output it expects (up to 20 s), so the tests are
 * fast and steady on a busy machine.
 *
 *   ptyrun SCRIPT PROGRAM [ARGS...]
 *
 * SCRIPT holds one step a line ("#" lines are comments):
 *   cols N             the window's width (before `start`; default 80)
 *   env NAME=VALUE     set in the program's environment (before `start`)
 *   args WORDS         more arguments for PROGRAM, split at spaces (before `start`)
 *   start              start PROGRAM (also done by the first step that needs it)
 *   type TEXT          type TEXT (C escapes: \r Enter, \t, \x03 Ctrl-C, \x04 Ctrl-D)
 *   line TEXT          type TEXT and Enter
 *   expect TEXT        wait until the output shows TEXT (after what the last
 *                      expect matched)
 *   keys               wait until the terminal is out of line mode (ICANON off:
 *                      a line editor reads keys one by one).  A prompt can show
 *                      before libedit has switched the terminal over; a Ctrl-D
 *                      typed in that moment is the line discipline's, not
 *                      libedit's.  (For libedit sessions, before a control key.)
 *   absent TEXT        TEXT is not in the output between the last expect's match
 *                      and the next one's
 *   width N            no line printed so far is wider than N characters
 *   exit N             wait for the program to end with status N (128+S: signal S)
 * On a failure it prints the step, the line of SCRIPT and the whole output.
 */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600 /* posix_openpt */
#endif
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static char *out;          /* everything the program printed */
static size_t nout, capout;
static size_t pos;         /* where the last expect's match ended */
static int master = -1;
static pid_t child = -1;
static int status = -1;    /* the exit status, once it ended */
static const char *script_name;
static int lineno;

static void dump_and_fail(const char *fmt, const char *arg)
{
    fprintf(stderr, "FAIL %s:%d: ", script_name, lineno);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n---- output (%zu bytes, the last expect matched up to %zu)\n", nout, pos);
    fwrite(out ? out : "", 1, nout, stderr);
    fprintf(stderr, "\n----\n");
    if (child > 0)
        kill(child, SIGKILL);
    exit(1);
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Read what the program printed, waiting up to `wait` seconds for something. */
static void pump(double wait)
{
    if (master < 0)
        return;
    struct pollfd p = {master, POLLIN, 0};
    if (poll(&p, 1, (int)(wait * 1000)) <= 0)
        return;
    char buf[4096];
    ssize_t n = read(master, buf, sizeof buf);
    if (n <= 0) {
        close(master); /* EIO: the program has closed the terminal */
        master = -1;
        return;
    }
    if (nout + (size_t)n + 1 > capout) {
        capout = (nout + (size_t)n + 1) * 2;
        out = realloc(out, capout);
        if (!out)
            abort();
    }
    memcpy(out + nout, buf, (size_t)n);
    nout += (size_t)n;
    out[nout] = 0;
}

static void reap(void)
{
    int st;
    if (child > 0 && status < 0 && waitpid(child, &st, WNOHANG) == child)
        status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* Decode C escapes in place; returns the length. */
static size_t unescape(char *s)
{
    char *o = s;
    for (char *p = s; *p; p++) {
        if (*p != '\\' || !p[1]) {
            *o++ = *p;
            continue;
        }
        p++;
        switch (*p) {
        case 'r': *o++ = '\r'; break;
        case 'n': *o++ = '\n'; break;
        case 't': *o++ = '\t'; break;
        case 'e': *o++ = 27; break;
        case 'x': {
            char hex[3] = {p[1], p[1] ? p[2] : 0, 0};
            *o++ = (char)strtol(hex, NULL, 16);
            p += 2;
            break;
        }
        default: *o++ = *p; break;
        }
    }
    *o = 0;
    return (size_t)(o - s);
}

static void start(char **argv, int cols)
{
    master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || grantpt(master) || unlockpt(master))
        dump_and_fail("cannot open a pseudo-terminal%s", "");
    const char *name = ptsname(master);
    child = fork();
    if (child == 0) {
        setsid();
        int slave = open(name, O_RDWR);
        if (slave < 0)
            _exit(126);
        ioctl(slave, TIOCSCTTY, 0);
        struct winsize ws = {.ws_row = 40, .ws_col = (unsigned short)cols};
        ioctl(slave, TIOCSWINSZ, &ws);
        dup2(slave, 0);
        dup2(slave, 1);
        dup2(slave, 2);
        if (slave > 2)
            close(slave);
        close(master);
        execvp(argv[0], argv);
        _exit(127);
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: ptyrun SCRIPT PROGRAM [ARGS...]\n");
        return 2;
    }
    script_name = argv[1];
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    int cols = 80, nargs = argc - 2;
    char **args = calloc((size_t)argc + 64, sizeof *args);
    for (int i = 2; i < argc; i++)
        args[i - 2] = argv[i];
    char line[4096], absent[8][512];
    int nabsent = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\n")] = 0;
        if (!line[0] || line[0] == '#')
            continue;
        char *arg = strchr(line, ' ');
        arg = arg ? arg + 1 : line + strlen(line);
        if (!strncmp(line, "cols ", 5)) {
            cols = atoi(arg);
            continue;
        }
        if (!strncmp(line, "args ", 5)) {
            static char pool[8192]; /* the words stay here for the program's argv */
            static size_t used;
            size_t n = strlen(arg) + 1;
            if (used + n > sizeof pool)
                dump_and_fail("too many arguments: %s", arg);
            char *copy = memcpy(pool + used, arg, n);
            used += n;
            for (char *save = NULL, *w = strtok_r(copy, " ", &save); w && nargs < argc + 63;
                 w = strtok_r(NULL, " ", &save))
                args[nargs++] = w;
            continue;
        }
        if (!strncmp(line, "env ", 4)) {
            char *eq = strchr(arg, '=');
            if (!eq)
                dump_and_fail("env needs NAME=VALUE: %s", arg);
            *eq = 0;
            setenv(arg, eq + 1, 1);
            continue;
        }
        if (child < 0)
            start(args, cols);
        if (!strcmp(line, "start"))
            continue;
        if (!strncmp(line, "type ", 5) || !strncmp(line, "line ", 5) || !strcmp(line, "line")) {
            int enter = line[0] == 'l';
            size_t n = unescape(arg);
            if (enter)
                arg[n++] = '\r';
            for (size_t i = 0; i < n; i++) { /* a key at a time, as typed */
                if (master < 0 || write(master, arg + i, 1) != 1)
                    dump_and_fail("the program stopped reading before '%s' was typed", arg);
                pump(0.002);
            }
        } else if (!strcmp(line, "keys")) {
            double until = now() + 20;
            struct termios t;
            while (master >= 0 && tcgetattr(master, &t) == 0 && (t.c_lflag & ICANON)) {
                if (now() > until)
                    dump_and_fail("the terminal stayed in line mode (no line editor reading keys)%s", "");
                pump(0.002);
            }
        } else if (!strncmp(line, "expect ", 7)) {
            size_t n = unescape(arg);
            double until = now() + 20;
            char *hit = NULL;
            while (!(hit = out && nout > pos ? strstr(out + pos, arg) : NULL)) {
                if (now() > until || (master < 0 && (reap(), status >= 0)))
                    dump_and_fail("no '%s' in the output", arg);
                pump(0.05);
            }
            for (int k = 0; k < nabsent; k++) {
                char save = *hit;
                *hit = 0;
                int found = strstr(out + pos, absent[k]) != NULL;
                *hit = save;
                if (found)
                    dump_and_fail("'%s' was printed (it must not be)", absent[k]);
            }
            nabsent = 0;
            pos = (size_t)(hit - out) + n;
        } else if (!strncmp(line, "absent ", 7)) {
            unescape(arg);
            if (nabsent < 8)
                snprintf(absent[nabsent++], sizeof absent[0], "%s", arg);
        } else if (!strncmp(line, "width ", 6)) {
            int max = atoi(arg), w = 0, esc = 0;
            for (size_t i = 0; i < nout; i++) {
                unsigned char c = (unsigned char)out[i];
                if (c == '\n' || c == '\r') {
                    w = 0;
                    continue;
                }
                if (c == 27)
                    esc = 1;
                if (esc) { /* an escape sequence takes no column */
                    esc = !(c >= '@' && c <= '~' && c != '[');
                    continue;
                }
                if ((c & 0xC0) != 0x80 && ++w > max)
                    dump_and_fail("a line is wider than %s characters", arg);
            }
        } else if (!strncmp(line, "exit ", 5)) {
            int want = atoi(arg);
            double until = now() + 20;
            while ((reap(), status < 0)) {
                if (now() > until)
                    dump_and_fail("the program did not end (expected status %s)", arg);
                pump(0.05);
            }
            while (master >= 0)
                pump(0.05); /* what it printed last */
            if (status != want) {
                char got[32];
                snprintf(got, sizeof got, "%d", status);
                dump_and_fail("exit status %s", got);
            }
        } else {
            dump_and_fail("unknown step: %s", line);
        }
    }
    fclose(f);
    if (child > 0 && (reap(), status < 0)) {
        kill(child, SIGKILL);
        waitpid(child, NULL, 0);
    }
    printf("ok %s\n", script_name);
    free(out);
    free(args);
    return 0;
}
