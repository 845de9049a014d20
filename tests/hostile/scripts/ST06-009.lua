-- deck_to_trash places the top 1 to 10 cards: 0 means the script does not load.
card:when_paired{ deck_to_trash = 0 }
