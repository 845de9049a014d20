-- GD01-052 Geara Zulu (Guards Type)
-- 【Deploy】Choose 1 enemy Unit. Deal 1 damage to it.

card:deploy(function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:damage(target, 1) end
end)
