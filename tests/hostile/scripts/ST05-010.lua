-- look_top's pick is a filter or a list of filters: a list with a word in it (or anything
-- else beside the filters) means the script does not load.
card:when_paired{ look_top = { 3, "You may reveal 1 Unit card and add it to your hand",
                               pick = { { type = "unit" }, "pilot" } } }
