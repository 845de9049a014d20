-- GD01-047 Shamblo
-- 【Attack】If 2 or more other rested friendly Units are in play, choose 1 enemy Unit. Deal 3
-- damage to it.

card:attack(function(e)
  local others = e:units{ side = "friendly", rested = true, exclude = e.unit }
  if #others < 2 then return end
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:damage(target, 3) end
end)
