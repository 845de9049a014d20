/* fuzz_carddb.c -- the card database loader on any bytes: refuse or load, never crash. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    gcg_err err;
    gcg_carddb *db = gcg_carddb_load_string(text, "fuzz.json", &err);
    if (db) {
        for (int i = 0; i < gcg_carddb_count(db); i++) {
            const gcg_card_def *d = gcg_carddb_at(db, i);
            if (gcg_carddb_find(db, d->number) < 0)
                abort(); /* every loaded card is found by its number */
        }
        gcg_carddb_free(db);
    }
    free(text);
    return 0;
}
