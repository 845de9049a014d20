-- GD01-071 Gundam Pharact
-- 【During Link】【Attack】Choose 1 enemy Unit. It gets AP-2 during this battle.

card:attack(function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -2 }, "battle") end
end, { during = "link" })
