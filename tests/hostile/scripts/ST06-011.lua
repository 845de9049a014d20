-- discard_it discards a card chosen from the hand: on a Unit in play the script does not load.
card:main{ target = { "Choose 1 enemy Unit", side = "enemy" }, discard_it = true }
