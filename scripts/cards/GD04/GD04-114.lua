-- GD04-114 Reformationist
-- 【Burst】Choose 1 Unit card with "Trans-Am" in its card name from your trash. Add it to your hand.
-- 【Main】/【Action】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.

card:burst{
  target = { "Choose 1 Unit card with \"Trans-Am\" in its card name from your trash", from = "trash",
             type = "unit", name = "Trans-Am" },
  hand_it = true, -- Add it to your hand.
}

-- Both are chosen first (without either the Command can't be played, 10-1-8-1-1), then both take
-- 1 damage at once.
card:main_action{
  target = { { "Choose 1 of your Units", side = "your" }, { "Choose 1 enemy Unit", side = "enemy" } },
  damage_it = 1, -- Deal 1 damage to them (at once).
}
