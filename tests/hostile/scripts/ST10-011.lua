-- gains: <Breach> without its amount: the script does not load.
card:main_action{ target = { "Choose 1 friendly Unit", side = "friendly" }, gains = "breach" }
