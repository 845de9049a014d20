/*
 * carddb.h -- what the core (and the deck module) may ask the card database
 * beyond the public gcg_carddb_* API: link conditions, traits, the normalised
 * name comparison used by decks, and a small JSON position helper for error
 * messages.  Implemented in carddb.c.
 *
 * Every gcg_card_def handed out by a gcg_carddb carries parsed data the public
 * struct has no room for (the link condition, split into alternatives at load
 * time).  So the functions below that take a gcg_card_def need one that came
 * from a database (gcg_carddb_at, gcg_card_def_of), never a copy or a struct
 * built by hand.  Card defs stay valid (and unmoved) for the life of their db,
 * even across gcg_carddb_merge_file.
 */
#ifndef GCG_CARDDB_H
#define GCG_CARDDB_H

#include <stddef.h>
#include "gcg.h"

/* Rule 3-2-6: does `pilot` meet the link condition of `unit`?  Alternatives are
 * joined by " / "; "[Name]" is met by a Pilot whose name contains Name (3-2-6-4),
 * "(Trait) Trait" by a Pilot with that trait.  The Pilot's name is pilot_name for
 * a Command with 【Pilot】 (3-4-6-1), else its name.  A Unit with no link
 * condition never links.  Either argument may be NULL (then 0). */
int carddb_link_ok(const gcg_card_def *unit, const gcg_card_def *pilot);
/* Does a Pilot (a card that can pilot) named `name` meet one of the unit's "[Name]"
 * link conditions (a second name, "also treated as")? */
int carddb_link_names(const gcg_card_def *unit, const gcg_card_def *pilot, const char *name);

/* The card has this trait, exactly as printed without parentheses
 * ("White Base Team"). */
int carddb_has_trait(const gcg_card_def *d, const char *trait);
/* The same by the db's own string for the trait (its cards' traits are those
 * strings, so one address compare a trait): carddb_trait_named gives it, or NULL
 * when no card of the db (nor a link condition) has such a trait yet.  For
 * cards of that db (and their Unit forms) only. */
const char *carddb_trait_named(const gcg_carddb *db, const char *trait);
int carddb_has_trait_named(const gcg_card_def *d, const char *named);
/* Is text part of the card's colors as gcg_color_names writes them ("Blue/Red")? */
int carddb_colors_contain(unsigned colors, const char *text);

/* The name a card has as a Pilot: pilot_name for a Command with 【Pilot】, else
 * its card name. */
const char *carddb_pilot_name(const gcg_card_def *d);

/* The card can be paired as a Pilot: a Pilot card, or a Command with 【Pilot】
 * (3-4-6-2). */
int carddb_can_pilot(const gcg_card_def *d);

/* A card deployed as a Unit by an effect ("deploy it as an (AP3･HP3) Unit
 * instead. (Don't treat it as a Pilot.)", e:deploy's as_unit): a definition of
 * type Unit with the base card's number, name, colours, Lv, cost, traits, set and
 * rarity, AP ap and HP hp, and nothing else -- no text, keywords, link condition
 * or timings.  It works with every function above (it is a record like the
 * db's), but it is not in any db: the caller owns it and frees it with
 * carddb_unit_form_free.  Its strings are the base card's, valid while its db is. */
gcg_card_def *carddb_unit_form_new(const gcg_card_def *base, int ap, int hp);
void carddb_unit_form_free(gcg_card_def *form);

/* A number that changes whenever gcg_carddb_merge_file adds or overrides cards
 * (so that a table of card pointers knows when to refresh). */
unsigned carddb_generation(const gcg_carddb *db);

/* Names compare equal after normalisation: ASCII case folded, spaces trimmed and
 * collapsed, Roman numeral characters (Ⅰ Ⅱ Ⅲ ...) read as Latin letters, ･ as a
 * space.  So "zaku ii" matches "Zaku Ⅱ". */
int carddb_name_matches(const char *card_name, const char *given);

/* Normalise `s` as the search and name comparison do; the caller frees it. */
char *carddb_normalise(const char *s);

/* One step of a path into a JSON document: an object key, or (key NULL) an
 * array index. */
typedef struct carddb_json_step {
    const char *key;
    int index;
} carddb_json_step;

/* Byte offset of the value at `path` in the JSON text (which must be valid
 * JSON), or -1 if there is no such value. */
long carddb_json_offset(const char *text, const carddb_json_step *path, int n);

/* 1-based line (and column, if col is not NULL) of a byte offset in text. */
int carddb_line_of(const char *text, long offset, int *col);

#endif
