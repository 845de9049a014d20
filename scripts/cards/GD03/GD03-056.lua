-- GD03-056 Gundam Barbatos Adapt
-- 【Deploy】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.

card:deploy(function(e)
  -- both are chosen first (this Unit itself may be yours); with only one of them, that one
  -- takes the damage (10-1-3: as much as possible)
  local mine = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  local theirs = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  local targets = {}
  if mine then targets[#targets + 1] = mine end
  if theirs then targets[#targets + 1] = theirs end
  e:damage_all(targets, 1) -- to both at once
end)
