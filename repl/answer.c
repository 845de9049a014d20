/*
 * answer.c -- reading what a person types as an answer to the pending decision:
 * option numbers ("2", "1 3", "1,3"), an option's stable key ("pass"), the start
 * of an option's label ("end", "play gun"; case does not matter; if no label
 * starts so, the start of a word inside one), several separated by commas for a
 * multiple choice, or "none" for an empty choice.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "repl.h"

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

/* Does `label` (normalized) have `want` at a word start (not at its very start)? */
static int word_match(const char *label, const char *want)
{
    size_t n = strlen(want);
    for (const char *p = label + 1; *p; p++) {
        char prev = p[-1];
        if ((prev == ' ' || prev == '(' || prev == '#') && !strncmp(p, want, n))
            return 1;
    }
    return 0;
}

/* The option `text` names: 0 and *idx, -1 with why (ambiguous), -2 (no match). */
static int by_label(const gcg_game *g, const char *text, int *idx, char *why, size_t nwhy)
{
    char want[256];
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
    int hits[256], nhits = 0, exact = -1;
    size_t wl = strlen(want);
    for (int pass = 0; pass < 2 && nhits == 0; pass++) {
        for (int i = 0; i < d.noptions && nhits < 256; i++) {
            char raw[512], lab[512];
            gcg_option_label(g, i, raw, sizeof raw);
            normalize(raw, lab, sizeof lab);
            int ok = pass == 0 ? !strncmp(lab, want, wl) : word_match(lab, want);
            if (!ok)
                continue;
            if (!strcmp(lab, want))
                exact = i;
            hits[nhits++] = i;
        }
    }
    if (nhits == 1 || exact >= 0) {
        *idx = exact >= 0 ? exact : hits[0];
        return 0;
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
    if (nplain == 1) {
        *idx = hits[0];
        return 0;
    }
    if (nplain > 0)
        nhits = nplain;
    size_t o = (size_t)snprintf(why, nwhy, "'%s' fits %d options (", text, nhits);
    for (int k = 0; k < nhits && o < nwhy; k++)
        o += (size_t)snprintf(why + o, nwhy - o, "%s%d", k ? ", " : "", hits[k] + 1);
    if (o < nwhy)
        snprintf(why + o, nwhy - o, "): type more of the label, or its number");
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
    char norm[256];
    normalize(text, norm, sizeof norm);
    if (!strcmp(norm, "none")) {
        if (d.kind == GCG_DEC_CHOOSE && d.min == 0)
            return 0;
        snprintf(why, nwhy, "this decision needs at least %d option%s", d.min > 0 ? d.min : 1,
                 d.min > 1 ? "s" : "");
        return -1;
    }
    if (isdigit((unsigned char)text[0])) {
        char buf[512];
        snprintf(buf, sizeof buf, "%s", text);
        int n = 0;
        for (char *save = NULL, *tok = strtok_r(buf, " \t,", &save); tok;
             tok = strtok_r(NULL, " \t,", &save)) {
            char *end;
            long v = strtol(tok, &end, 10);
            if (*end || v < 1 || v > 100000) {
                snprintf(why, nwhy, "'%s' is not an option number (options are 1 to %d)", tok,
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
    char buf[512];
    snprintf(buf, sizeof buf, "%s", text);
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
        int idx, rc = by_label(g, p, &idx, why, nwhy);
        if (rc == -2) {
            if (k == 0)
                return -2;
            snprintf(why, nwhy, "no option starts with '%s'", p);
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
