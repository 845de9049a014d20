-- look_top looks at 1 to 10 cards: a count of 0 means the script does not load.
card:deploy{ look_top = { 0, "You may reveal 1 Unit card and add it to your hand",
                          pick = { type = "unit" } } }
