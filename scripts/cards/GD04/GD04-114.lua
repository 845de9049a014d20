-- GD04-114 Reformationist
-- 【Burst】Choose 1 Unit card with "Trans-Am" in its card name from your trash. Add it to your hand.
-- 【Main】/【Action】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.

card:burst{
  target = { "Choose 1 Unit card with \"Trans-Am\" in its card name from your trash", from = "trash",
             type = "unit", name = "Trans-Am" },
  run = function(e, target) e:to_hand(target) end,
}

card:main_action(function(e)
  -- both are chosen first (without either the Command can't be played, 10-1-8-1-1), then both take
  -- 1 damage at once
  local mine = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  local theirs = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if mine and theirs then e:damage_all({ mine, theirs }, 1) end
end)
