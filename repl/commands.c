/*
 * commands.c -- the REPL's commands: the table (name, arguments, help), running
 * one input line (a command, or else an answer to the pending decision), and the
 * small commands themselves.  A bad command or a bad answer is explained and
 * changes nothing.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "board.h"
#include "repl.h"
#include "term.h"

typedef struct command {
    const char *name;
    const char *args;
    const char *summary;
    const char *help;
    void (*run)(repl *r, const char *args);
} command;

void repl_error(repl *r, const char *fmt, ...)
{
    char msg[2400], buf[2500];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(buf, sizeof buf, "%s! %s%s", tc(T_RED), msg, tc(T_RESET));
    term_wrap(r->out, buf, 0, 2);
    r->errors++;
}

/* A whole positive number, or -1. */
static long positive(const char *s)
{
    if (!*s)
        return -1;
    char *end;
    long v = strtol(s, &end, 10);
    return *end || v < 1 ? -1 : v;
}

/* The optional count argument of undo, redo and log: 1 (or dflt) if empty. */
static int count_arg(repl *r, const char *cmd, const char *args, int dflt)
{
    if (!*args)
        return dflt;
    long v = positive(args);
    if (v < 0 || v > 1000000) {
        repl_error(r, "%s: '%s' is not a positive number", cmd, args);
        return -1;
    }
    return (int)v;
}

static void c_board(repl *r, const char *args)
{
    if (*args) {
        repl_error(r, "board takes no argument");
        return;
    }
    session_show(r);
}

static void c_hand(repl *r, const char *args)
{
    if (*args) {
        repl_error(r, "hand takes no argument");
        return;
    }
    int viewer = session_viewer(r);
    for (int p = 0; p < gcg_game_nplayers(r->g); p++) /* yours, and a teammate's (12-3-4) */
        if (viewer < 0 || gcg_game_player_team(r->g, p) == gcg_game_player_team(r->g, viewer))
            hand_print(r->out, r->g, viewer, p);
}

/* trash/removal/shields [P]: every player's location (a shared one once), or P's. */
static void list_location(repl *r, const char *cmd, const char *args, gcg_loc loc)
{
    int n = gcg_game_nplayers(r->g), only = -1;
    if (*args) {
        const char *a = args + (*args == 'p' || *args == 'P');
        long v = positive(a);
        if (v < 1 || v > n) {
            repl_error(r, "%s: '%s' is not a player (P1 to P%d)", cmd, args, n);
            return;
        }
        only = (int)v - 1;
    }
    int viewer = session_viewer(r);
    for (int p = 0; p < n; p++) {
        if (only >= 0 && p != only)
            continue;
        int owner = gcg_zone_owner(r->g, p, loc);
        if (only < 0 && owner != p)
            continue; /* a teammate's shared area: shown with its owner's */
        location_print(r->out, r->g, viewer, only >= 0 ? owner : p, loc);
    }
}

static void c_trash(repl *r, const char *args)
{
    list_location(r, "trash", args, GCG_LOC_TRASH);
}

static void c_removal(repl *r, const char *args)
{
    list_location(r, "removal", args, GCG_LOC_REMOVAL);
}

static void c_shields(repl *r, const char *args)
{
    list_location(r, "shields", args, GCG_LOC_SHIELD);
}

static void c_card(repl *r, const char *args)
{
    if (!*args) {
        repl_error(r, "card needs a card: card 12, card ST01-001 or card gundam");
        return;
    }
    cardinfo_show(r, args);
}

static void c_log(repl *r, const char *args)
{
    int total = gcg_narration_count(r->g);
    int n = !strcmp(args, "all") ? total : count_arg(r, "log", args, 20);
    if (n < 0)
        return;
    int viewer = session_viewer(r);
    int from = total > n ? total - n : 0;
    fprintf(r->out, "Events %d to %d of %d", total ? from + 1 : 0, total, total);
    if (viewer >= 0)
        fprintf(r->out, " (as P%d knows them)", viewer + 1);
    fprintf(r->out, ":\n");
    for (int i = from; i < total; i++) {
        char buf[512];
        gcg_narration_text(r->g, i, viewer, buf, sizeof buf);
        fprintf(r->out, "%5d  ", i + 1);
        term_wrap(r->out, buf, 7, 9);
    }
}

static void c_undo(repl *r, const char *args)
{
    int n = count_arg(r, "undo", args, 1);
    if (n > 0)
        session_undo(r, n);
}

static void c_redo(repl *r, const char *args)
{
    int n = count_arg(r, "redo", args, 1);
    if (n > 0)
        session_redo(r, n);
}

static void c_save(repl *r, const char *args)
{
    if (!*args) {
        repl_error(r, "save needs a file name: save game.json");
        return;
    }
    session_save(r, args);
}

static void c_load(repl *r, const char *args)
{
    if (!*args) {
        repl_error(r, "load needs a file name: load game.json");
        return;
    }
    session_load(r, args);
}

static void c_seed(repl *r, const char *args)
{
    if (*args) {
        repl_error(r, "seed takes no argument");
        return;
    }
    fprintf(r->out, "Seed %" PRIu64 "\n", gcg_game_seed(r->g));
    if (r->repeat[0])
        fprintf(r->out, "Repeat this game: %s\n", r->repeat);
}

static void c_auto(repl *r, const char *args)
{
    int limit = -1, turn_only = 0;
    if (!*args || !strcmp(args, "turn")) {
        turn_only = 1;
    } else if (!strcmp(args, "game")) {
        limit = -1;
    } else {
        long v = positive(args);
        if (v < 0 || v > 1000000) {
            repl_error(r, "auto: '%s' is not a number, 'turn' or 'game'", args);
            return;
        }
        limit = (int)v;
    }
    if (gcg_game_over(r->g)) {
        repl_error(r, "the game is over: there is nothing to play");
        return;
    }
    int given = session_run_bots(r, 1, limit, turn_only);
    given += session_run_bots(r, 0, -1, 0); /* bot seats play on to a person */
    if (given)
        session_clear_redo(r);
    fprintf(r->out, "(auto: %d answer%s)\n", given, given == 1 ? "" : "s");
    session_show(r);
}

static void c_hint(repl *r, const char *args)
{
    long iters = 0;
    if (*args && ((iters = positive(args)) < 0 || iters > 10000000)) {
        repl_error(r, "hint: '%s' is not a number of iterations (1 to 10000000)", args);
        return;
    }
    hint_show(r, iters);
}

static void c_reload(repl *r, const char *args)
{
    if (*args) {
        repl_error(r, "reload takes no argument");
        return;
    }
    session_reload(r);
}

static void c_lua(repl *r, const char *args)
{
    if (!*args) {
        repl_error(r, "lua needs an expression: lua game.turn");
        return;
    }
    char err[1024];
    if (lua_eval_run(r->lua, r->g, session_viewer(r), args, r->out, err, sizeof err) != 0)
        repl_error(r, "lua: %s", err);
}

/* A yes on a terminal: "y" or "yes" (anything else is a no). */
static int yes(const char *a)
{
    return a && (!strcmp(a, "y") || !strcmp(a, "Y") || !strcmp(a, "yes"));
}

static void c_concede(repl *r, const char *args)
{
    if (*args) {
        repl_error(r, "concede takes no argument");
        return;
    }
    gcg_decision d;
    gcg_game_decision(r->g, &d);
    if (r->interactive && d.kind != GCG_DEC_NONE) {
        char ask[120];
        snprintf(ask, sizeof ask, "P%d concedes and loses the game (1-2-4). Sure? [y/N] ",
                 d.player + 1);
        if (!yes(repl_ask(r, ask))) {
            fprintf(r->out, "(not conceded)\n");
            return;
        }
    }
    session_concede(r);
}

void repl_leave(repl *r)
{
    if (!r->interactive) {
        r->quit = 1;
        return;
    }
    for (;;) {
        const char *a;
        if (!session_unsaved(r)) {
            a = repl_ask(r, "Leave gcg? [y/N] ");
            r->quit = !a || yes(a);
            return;
        }
        char msg[200];
        snprintf(msg, sizeof msg, "The game has %d answer%s not saved: type a file name to "
                 "save it and leave, n to leave without saving, or Enter to stay.",
                 gcg_log_length(r->g), gcg_log_length(r->g) == 1 ? "" : "s");
        term_wrap(r->out, msg, 0, 0);
        a = repl_ask(r, "save as> ");
        if (!a || !strcmp(a, "n") || !strcmp(a, "N") || !strcmp(a, "no")) {
            r->quit = 1;
            return;
        }
        while (*a == ' ')
            a++;
        if (!*a)
            return; /* stays */
        if (session_save(r, a) == 0) {
            r->quit = 1;
            return;
        }
    }
}

static void c_quit(repl *r, const char *args)
{
    (void)args;
    repl_leave(r);
}

static void c_help(repl *r, const char *args);

static const command commands[] = {
    {"board", "", "the board and the pending decision again",
     "Show the board from the deciding player's side (other hands, decks and\n"
     "shields as counts) and the numbered options of the pending decision.", c_board},
    {"hand", "", "your hand in detail",
     "List the deciding player's hand: number, name, type, Lv, cost, AP and HP.", c_hand},
    {"card", "NUMBER|NAME", "a card in full: text, current AP/HP and why",
     "Show a card's printed text and values.  NUMBER is a card of this game as the\n"
     "board shows it (card 12 or card #12); a card number (card ST01-001) or a name\n"
     "(card gundam) finds it in the card pool.  For cards in the game you may see:\n"
     "where each is, its current AP and HP and what modifies them.", c_card},
    {"log", "[N|all]", "the last N events (default 20)",
     "Show what happened, as the deciding player may know it: the last N events\n"
     "(default 20), or all of them.", c_log},
    {"undo", "[N]", "take back your last N answers (default 1)",
     "Go back N of your decisions (default 1); bots' answers in between go too.\n"
     "Works after effects that asked for choices: the game is rebuilt from its\n"
     "answers.  redo gives the answers again.", c_undo},
    {"redo", "[N]", "give undone answers again",
     "Give again the answers that undo took back, N of your decisions at a time\n"
     "(default 1).  A new answer forgets what could be redone.", c_redo},
    {"save", "FILE", "save the game as a replay",
     "Write the game as a replay (seed, decks, every answer by its option key) to\n"
     "FILE.  load FILE, or gcg play --load FILE, brings it back.", c_save},
    {"load", "FILE", "load a replay saved with save",
     "Replace the game by the one in replay FILE, rebuilt answer by answer.  If an\n"
     "answer no longer fits (the rules or scripts changed), the game stops before\n"
     "it and you are told which.", c_load},
    {"seed", "", "the game's seed and how to repeat it",
     "Print the seed and the command line that starts this same game again.", c_seed},
    {"auto", "[N|turn|game]", "let bots play on (default: to the next turn)",
     "Bots answer for every seat: N decisions, to the start of the next turn (the\n"
     "default), or to the end of the game.  A seat with its own bot (--bot) uses\n"
     "it, the others the greedy bot.  undo takes it back.", c_auto},
    {"hint", "[N]", "what the searching bot would answer here, and why",
     "Search the pending decision as the deciding player sees it (the searching\n"
     "bot, MCTS: docs/simulation.md), with N iterations (default: the seat's own\n"
     "search budget, or 1000), and print its preferred answer and, for each\n"
     "answer it weighed, how many playouts began with it and their mean result\n"
     "for the player (near 100%: a likely win).  The search plays on copies: the\n"
     "game does not change.", c_hint},
    {"reload", "", "reload changed scripts and replay to the same point",
     "Read the card data and the card and mode scripts again (after you edit them)\n"
     "and rebuild the game from its answers to where it was.  If an answer no\n"
     "longer fits, the game stops before it and you are told which.", c_reload},
    {"lua", "EXPR", "evaluate Lua against the game (read-only)",
     "Evaluate a Lua expression or statements in a plain Lua state of its own.\n"
     "`game` describes the game as the deciding player sees it: game.turn,\n"
     "game.phase, game.step, game.active, game.decision, game.players[1].hand,\n"
     "game.players[2].battle[1].ap, game.cards[12] ...  It is a read-only copy: the\n"
     "game cannot be changed from Lua.  Your own variables stay between commands.\n"
     "Try: lua game.players[1]   lua #game.players[2].battle", c_lua},
    {"trash", "[P]", "every card in the trash (or P's: trash 2)",
     "List the cards in each player's trash (public: 4-1-4), the top last; with a\n"
     "player (trash 2, trash P2), only theirs.", c_trash},
    {"removal", "[P]", "every card in the removal area (or P's)",
     "List the cards in each player's removal area, the top last; with a player,\n"
     "only theirs.", c_removal},
    {"shields", "[P]", "each shield area: its Shields and Base (or P's)",
     "Show each shield area: how many Shields (face down: only those revealed or\n"
     "looked at are named) and its Base.  A team's shared shield area is shown once.\n"
     "With a player, only theirs.", c_shields},
    {"concede", "", "the deciding player concedes",
     "The deciding player concedes and loses the game (1-2-4).  On a terminal you\n"
     "are asked to confirm.  undo takes it back.", c_concede},
    {"help", "[COMMAND]", "this list, or one command in full", NULL, c_help},
    {"quit", "", "leave (also: q, exit, end of input)",
     "Leave gcg.  On a terminal you are asked to confirm, and a game with answers\n"
     "not saved can be saved first (type a file name).  Through a pipe it just\n"
     "leaves: save FILE first to keep the game.", c_quit},
};
#define NCOMMANDS (int)(sizeof commands / sizeof commands[0])

const char *const repl_command_names[] = {
    "board", "hand", "card", "log", "undo", "redo", "save", "load", "seed", "auto",
    "hint", "reload", "lua", "trash", "removal", "shields", "concede", "help", "quit", NULL,
};

static const command *find_command(const char *name)
{
    if (!strcmp(name, "q") || !strcmp(name, "exit"))
        name = "quit";
    if (!strcmp(name, "?"))
        name = "help";
    for (int i = 0; i < NCOMMANDS; i++)
        if (!strcmp(commands[i].name, name))
            return &commands[i];
    return NULL;
}

static void c_help(repl *r, const char *args)
{
    FILE *f = r->out;
    if (*args) {
        const command *c = find_command(args);
        if (!c) {
            repl_error(r, "help: no command '%s' (type help for the list)", args);
            return;
        }
        fprintf(f, "%s%s%s%s%s\n", tc(T_BOLD), c->name, *c->args ? " " : "", c->args,
                tc(T_RESET));
        fprintf(f, "%s\n", c->help ? c->help : c->summary);
        return;
    }
    fprintf(f, "Answer the pending decision with an option's number (several, separated by\n"
               "spaces, for a multiple choice), words of its label (\"end\", \"play gun\",\n"
               "\"attack p2 with zaku\") or its key (\"pass\").  Commands:\n");
    for (int i = 0; i < NCOMMANDS; i++) {
        char head[64];
        snprintf(head, sizeof head, "%s%s%s", commands[i].name, *commands[i].args ? " " : "",
                 commands[i].args);
        fprintf(f, "  %-22s %s\n", head, commands[i].summary);
    }
    fprintf(f, "help COMMAND tells more.  Lines starting with # are comments.\n");
}


/* Does the text read like an option's key ("attack c5 c9", "play c12", "pass"):
 * a key the decision does not offer is refused with the rule's reason. */
static int looks_like_key(const char *s)
{
    static const char *const verbs[] = {"play", "pair", "activate", "attack", "block",
                                        "trigger", "end", "pass", "yes", "no", "keep", "redraw"};
    size_t len = strcspn(s, " \t");
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        if (len == strlen(verbs[i]) && !strncmp(s, verbs[i], len))
            return 1;
    return 0;
}

void repl_exec(repl *r, const char *line)
{
    size_t len = strlen(line);
    if (len > REPL_LINE_MAX) { /* refused whole: no part of it runs */
        repl_error(r, "a line of %zu characters is too long (at most %d): ignored", len,
                   REPL_LINE_MAX);
        return;
    }
    char buf[REPL_LINE_MAX + 1];
    memcpy(buf, line, len + 1);
    while (len && isspace((unsigned char)buf[len - 1]))
        buf[--len] = 0;
    char *s = buf;
    while (isspace((unsigned char)*s))
        s++;
    if (!*s || *s == '#')
        return;
    char *args = s;
    while (*args && !isspace((unsigned char)*args))
        args++;
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(args - s), s);
    while (isspace((unsigned char)*args))
        args++;
    const command *c = find_command(name);
    if (c) {
        c->run(r, args);
        return;
    }
    if (gcg_game_over(r->g)) {
        if (isdigit((unsigned char)*s))
            repl_error(r, "the game is over: there is nothing to answer (undo, log, save "
                       "FILE, quit)");
        else
            repl_error(r, "unknown command '%s' (type help for the commands)", name);
        return;
    }
    int ch[256];
    char why[1200];
    int n = answer_parse(r->g, s, ch, 256, why, sizeof why);
    if (n == -2 && looks_like_key(s) && gcg_option_explain(r->g, s, why, sizeof why) == 1) {
        repl_error(r, "'%s' is not an option: %s", s, why); /* the rule that refuses it */
        return;
    }
    if (n == -2) {
        repl_error(r, "'%s' is neither a command nor an option (type help, or an option's "
                   "number)", s);
        return;
    }
    if (n < 0) {
        repl_error(r, "%s", why);
        return;
    }
    session_answer(r, ch, n);
}
