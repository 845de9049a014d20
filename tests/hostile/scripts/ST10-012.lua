-- gets with a lasts that is no duration ("turn", "battle", "leaves"): the script does not load.
card:when_paired{ gets = { ap = 2, lasts = "game" } }
