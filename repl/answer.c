/*
 * answer.c -- reading what a person types as an answer to the pending decision:
 * option numbers ("2", "1 3", "1,3"), an option's stable key ("pass"), words of
 * an option's label ("end", "play aerial", "attack p1 with heavy": each word
 * typed is the start of a word of the label, in order; case does not matter),
 * several separated by commas for a multiple choice, or "none" for an empty
 * choice.  When the words fit several options, the answer names them.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "repl.h"

#define TEXT_MAX REPL_LINE_MAX
#define MAX_HITS 256

/* Lowercase ASCII, spaces collapsed and trimmed. */
static void normalize(const char *in, char *out, size_t n)
{
    size_t o = 0;
    int space = 0;
    while (*in == ' ' || *in == '\t')
        in++;
    for (; *in && o + 1 < n; in++) {
        if (*in == ' ' || *in == '\t' || *in == '\r' || *in == '\n') {
            space = 1;
            continue;
        }
        if (space && o) {
            out[o++] = ' ';
            if (o + 1 >= n)
                break;
        }
        space = 0;
        out[o++] = (char)tolower((unsigned char)*in);
    }
    out[o] = 0;
}

/* Does a word of `label` start at p (after a space or a mark like "(" "#" "[")? */
static int word_start(const char *label, const char *p)
{
    if (p == label)
        return 1;
    unsigned char prev = (unsigned char)p[-1];
    return prev == ' ' || prev == '(' || prev == '#' || prev == '[' || prev == '<' ||
           prev == '"' || prev == ',' || prev == ':' || prev == '/' || prev == '-' ||
           prev >= 0x80; /* after 】 and other marks beyond ASCII */
}

/* Is each word of `want` the start of a word of `label`, in order? */
static int words_match(const char *label, const char *want)
{
    const char *at = label;
    while (*want) {
        const char *sp = strchr(want, ' ');
        size_t n = sp ? (size_t)(sp - want) : strlen(want);
        const char *hit = NULL;
        for (const char *p = at; *p && !hit; p++)
            if (word_start(label, p) && !strncmp(p, want, n))
                hit = p;
        if (!hit)
            return 0;
        at = hit + n;
        want += n;
        while (*want == ' ')
            want++;
    }
    return 1;
}

/* The label with every "#123" made "#": options on copies of one card differ
 * only there. */
static void without_ids(const char *in, char *out, size_t n)
{
    size_t o = 0;
    for (; *in && o + 1 < n; in++) {
        out[o++] = *in;
        if (*in == '#')
            while (isdigit((unsigned char)in[1]))
                in++;
    }
    out[o] = 0;
}

/* The option `text` names: 0 and *idx, -1 with why (ambiguous), -2 (no match).
 * Of copies, the first not `taken` already (a choice of several). */
static int by_label(const gcg_game *g, const char *text, const int *taken, int ntaken, int *idx,
                    char *why, size_t nwhy)
{
    char want[TEXT_MAX];
    normalize(text, want, sizeof want);
    if (!want[0])
        return -2;
    int key = gcg_option_find(g, text);
    if (key >= 0) {
        *idx = key;
        return 0;
    }
    gcg_decision d;
    gcg_game_decision(g, &d);
    int hits[MAX_HITS], nhits = 0, exact = -1;
    size_t wl = strlen(want);
    /* The start of a label first ("end"), then words anywhere ("play aerial"). */
    for (int pass = 0; pass < 2 && nhits == 0; pass++) {
        for (int i = 0; i < d.noptions && nhits < MAX_HITS; i++) {
            char raw[600], lab[600];
            gcg_option_label(g, i, raw, sizeof raw);
            normalize(raw, lab, sizeof lab);
            int ok = pass == 0 ? !strncmp(lab, want, wl) : words_match(lab, want);
            if (!ok)
                continue;
            if (!strcmp(lab, want))
                exact = i;
            hits[nhits++] = i;
        }
    }
    if (nhits == 0)
        return -2;
    /* An option and its other ways to pay ("..., spending 1 EX Resource"): a label
     * alone takes the default way; the others are chosen by number or key. */
    int nplain = 0;
    for (int k = 0; k < nhits; k++) {
        char key[96];
        gcg_option_key(g, hits[k], key, sizeof key);
        const char *sp = strrchr(key, ' ');
        if (!(sp && sp[1] == 'e' && sp[2] == 'x' && isdigit((unsigned char)sp[3])))
            hits[nplain++] = hits[k]; /* (hits keeps its order: k >= nplain) */
    }
    if (nplain > 0)
        nhits = nplain;
    /* One option, the label itself, or copies of one card (the same play). */
    char first[600], other[600], a[600], b[600];
    gcg_option_label(g, hits[0], first, sizeof first);
    without_ids(first, a, sizeof a);
    int copies = 1;
    for (int k = 1; k < nhits && copies; k++) {
        gcg_option_label(g, hits[k], other, sizeof other);
        without_ids(other, b, sizeof b);
        copies = !strcmp(a, b);
    }
    if (nhits == 1 || exact >= 0 || copies) {
        *idx = exact >= 0 ? exact : hits[0];
        for (int k = 0; exact < 0 && k < nhits; k++) {
            int used = 0;
            for (int t = 0; t < ntaken; t++)
                used |= taken[t] == hits[k];
            if (!used) {
                *idx = hits[k];
                break;
            }
        }
        return 0;
    }
    size_t o = (size_t)snprintf(why, nwhy, "'%s' fits %d options:", text, nhits);
    for (int k = 0; k < nhits && k < 6 && o < nwhy; k++) {
        char lab[600];
        gcg_option_label(g, hits[k], lab, sizeof lab);
        o += (size_t)snprintf(why + o, nwhy - o, "%s %d) %.60s%s", k ? ";" : "", hits[k] + 1,
                              lab, strlen(lab) > 60 ? "..." : "");
    }
    if (nhits > 6 && o < nwhy)
        o += (size_t)snprintf(why + o, nwhy - o, "; and %d more", nhits - 6);
    if (o < nwhy)
        snprintf(why + o, nwhy - o, ".  Type more of the label, or the number.");
    return -1;
}

int answer_parse(const gcg_game *g, const char *text, int *out, int max, char *why,
                 size_t nwhy)
{
    gcg_decision d;
    gcg_game_decision(g, &d);
    why[0] = 0;
    if (d.kind == GCG_DEC_NONE) {
        snprintf(why, nwhy, "the game is over: there is nothing to answer");
        return -1;
    }
    while (*text == ' ' || *text == '\t')
        text++;
    char norm[TEXT_MAX];
    normalize(text, norm, sizeof norm);
    if (!strcmp(norm, "none")) {
        if (d.kind == GCG_DEC_CHOOSE && d.min == 0)
            return 0;
        snprintf(why, nwhy, "this decision needs at least %d option%s", d.min > 0 ? d.min : 1,
                 d.min > 1 ? "s" : "");
        return -1;
    }
    char buf[TEXT_MAX];
    snprintf(buf, sizeof buf, "%s", text);
    if (isdigit((unsigned char)text[0])) {
        int n = 0;
        for (char *save = NULL, *tok = strtok_r(buf, " \t,", &save); tok;
             tok = strtok_r(NULL, " \t,", &save)) {
            char *end;
            long v = strtol(tok, &end, 10);
            if (*end || v < 1 || v > 100000) {
                snprintf(why, nwhy, "'%.40s' is not an option number (options are 1 to %d)", tok,
                         d.noptions);
                return -1;
            }
            if (n >= max) {
                snprintf(why, nwhy, "too many numbers");
                return -1;
            }
            out[n++] = (int)v - 1;
        }
        return n;
    }
    /* Labels or keys, comma-separated for a multiple choice. */
    int n = 0;
    char *parts[64];
    int nparts = 0;
    if (d.kind == GCG_DEC_CHOOSE && d.max > 1) {
        for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok && nparts < 64;
             tok = strtok_r(NULL, ",", &save))
            parts[nparts++] = tok;
    } else {
        parts[nparts++] = buf;
    }
    for (int k = 0; k < nparts; k++) {
        char *p = parts[k];
        while (*p == ' ')
            p++;
        size_t len = strlen(p);
        while (len && (p[len - 1] == ' ' || p[len - 1] == '\r' || p[len - 1] == '\n'))
            p[--len] = 0;
        int idx, rc = by_label(g, p, out, n, &idx, why, nwhy);
        if (rc == -2) {
            if (k == 0)
                return -2;
            snprintf(why, nwhy, "no option fits '%.60s'", p);
            return -1;
        }
        if (rc < 0)
            return -1;
        if (n >= max) {
            snprintf(why, nwhy, "too many choices");
            return -1;
        }
        out[n++] = idx;
    }
    return n;
}
