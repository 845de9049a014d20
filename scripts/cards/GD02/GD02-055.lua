-- GD02-055 Gundam Gusion Rebake
-- <Blocker> (the core handles it)
-- 【Deploy】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.

-- Ruling: with no enemy Unit, the Unit of yours still takes its 1 damage (1-3-2: as much as
-- possible).
card:deploy(function(e)
  -- both chosen first, then dealt 1 damage at once
  local mine = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  local theirs = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  local targets = {}
  if mine then targets[#targets + 1] = mine end
  if theirs then targets[#targets + 1] = theirs end
  e:damage_all(targets, 1)
end)
