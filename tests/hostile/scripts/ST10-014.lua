-- damage_it out of range (1 to 99): the script does not load.
card:deploy{ target = { "Choose 1 enemy Unit", side = "enemy" }, damage_it = 0 }
