-- GD01-008 Guntank
-- 【Deploy】Choose 1 rested enemy Unit. Deal 1 damage to it.

card:deploy(function(e)
  local target = e:choose_one("Choose 1 rested enemy Unit", e:units{ side = "enemy", rested = true })
  if target then e:damage(target, 1) end
end)
