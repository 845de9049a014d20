/*
 * complete.c -- tab completion candidates: commands, option labels, card names
 * and numbers, command names for help, files for save and load.  Matching
 * ignores ASCII case; each candidate is offered once.
 */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "complete.h"

typedef struct seen {
    char **s;
    int n, cap;
    complete_add *add;
    void *ctx;
    const char *const *names; /* the commands */
} seen;

static int starts_with(const char *s, const char *prefix)
{
    for (; *prefix; s++, prefix++)
        if (tolower((unsigned char)*s) != tolower((unsigned char)*prefix))
            return 0;
    return 1;
}

/* Offer a candidate once. */
static void offer(seen *sn, const char *cand)
{
    for (int i = 0; i < sn->n; i++)
        if (!strcmp(sn->s[i], cand))
            return;
    if (sn->n == sn->cap) {
        sn->cap = sn->cap ? sn->cap * 2 : 32;
        char **s = realloc(sn->s, (size_t)sn->cap * sizeof *s);
        if (!s)
            return;
        sn->s = s;
    }
    size_t len = strlen(cand) + 1;
    char *c = malloc(len);
    if (!c)
        return;
    memcpy(c, cand, len);
    sn->s[sn->n++] = c;
    sn->add(sn->ctx, cand);
}

static void commands(seen *sn, const char *prefix, const char *suffix)
{
    for (int i = 0; sn->names[i]; i++) {
        if (!strncmp(sn->names[i], prefix, strlen(prefix))) {
            char buf[64];
            snprintf(buf, sizeof buf, "%s%s", sn->names[i], suffix);
            offer(sn, buf);
        }
    }
}

static void cards(seen *sn, const gcg_carddb *db, const char *prefix)
{
    if (!db)
        return;
    for (int i = 0; i < gcg_carddb_count(db); i++) {
        const gcg_card_def *d = gcg_carddb_at(db, i);
        if (starts_with(d->name, prefix))
            offer(sn, d->name);
    }
    if (!*prefix)
        return;
    for (int i = 0; i < gcg_carddb_count(db); i++) {
        const gcg_card_def *d = gcg_carddb_at(db, i);
        if (starts_with(d->number, prefix))
            offer(sn, d->number);
    }
}

static void labels(seen *sn, const gcg_game *g, const char *prefix)
{
    if (!g || !*prefix)
        return;
    gcg_decision d;
    gcg_game_decision(g, &d);
    for (int i = 0; i < d.noptions; i++) {
        char label[512];
        gcg_option_label(g, i, label, sizeof label);
        if (starts_with(label, prefix))
            offer(sn, label);
    }
}

static void files(seen *sn, const char *prefix)
{
    const char *slash = strrchr(prefix, '/');
    char dir[1024];
    if (slash)
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - prefix + 1), prefix);
    else
        dir[0] = 0;
    const char *base = slash ? slash + 1 : prefix;
    DIR *dp = opendir(*dir ? dir : ".");
    if (!dp)
        return;
    struct dirent *e;
    while ((e = readdir(dp))) {
        if (e->d_name[0] == '.' && base[0] != '.')
            continue;
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        if (strncmp(e->d_name, base, strlen(base)))
            continue;
        char path[2048];
        snprintf(path, sizeof path, "%s%s", dir, e->d_name);
        struct stat st;
        int is_dir = stat(path, &st) == 0 && S_ISDIR(st.st_mode);
        char cand[2100];
        snprintf(cand, sizeof cand, "%s%s", path, is_dir ? "/" : "");
        offer(sn, cand);
    }
    closedir(dp);
}

int complete_line(const char *const *names, const gcg_carddb *db, const gcg_game *g,
                  const char *line, complete_add *add, void *ctx)
{
    seen sn = {.add = add, .ctx = ctx, .names = names};
    const char *s = line;
    while (*s == ' ')
        s++;
    const char *sp = strchr(s, ' ');
    int start = (int)(s - line);
    if (!sp) {
        commands(&sn, s, " ");
        labels(&sn, g, s);
    } else {
        char word[32];
        snprintf(word, sizeof word, "%.*s", (int)(sp - s), s);
        const char *arg = sp;
        while (*arg == ' ')
            arg++;
        start = (int)(arg - line);
        if (!strcmp(word, "card"))
            cards(&sn, db, arg);
        else if (!strcmp(word, "help"))
            commands(&sn, arg, "");
        else if (!strcmp(word, "save") || !strcmp(word, "load"))
            files(&sn, arg);
        else if (!strcmp(word, "auto")) {
            if (!strncmp("turn", arg, strlen(arg)))
                offer(&sn, "turn");
            if (!strncmp("game", arg, strlen(arg)))
                offer(&sn, "game");
        } else if (!strcmp(word, "log")) {
            if (!strncmp("all", arg, strlen(arg)))
                offer(&sn, "all");
        } else {
            /* A label with spaces in it: the whole line is its start. */
            start = (int)(s - line);
            labels(&sn, g, s);
        }
    }
    for (int i = 0; i < sn.n; i++)
        free(sn.s[i]);
    free(sn.s);
    return start;
}
