/* fuzz_deck.c -- the deck parser (plain and JSON) and the deck rules on any bytes. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_load();
    char *text = fuzz_text(data, size);
    gcg_problems pr = {0};
    gcg_deck *d = gcg_deck_parse(fuzz_db, text, "fuzz.deck", &pr);
    if (d) {
        gcg_deck_validate(fuzz_db, d, &pr);
        gcg_deck_free(d);
    }
    gcg_problems_free(&pr);
    free(text);
    return 0;
}
