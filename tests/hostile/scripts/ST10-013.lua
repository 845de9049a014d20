-- gets = { ap = 0 } does nothing: the script does not load.
card:main_action{ target = { "Choose 1 friendly Unit", side = "friendly" }, gets = { ap = 0 } }
