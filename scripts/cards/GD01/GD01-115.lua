-- GD01-115 Zeon Remnant Forces
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 1 damage to it.

card:main_action(function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:damage(target, 1) end
end)
