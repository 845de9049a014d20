-- GD01-056 Geara Doga (Sleeves)
-- 【Destroyed】Choose 1 enemy Unit with 5 or less AP. Deal 1 damage to it.

card:destroyed(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 5 or less AP",
                              e:units{ side = "enemy", max_ap = 5 })
  if target then e:damage(target, 1) end
end)
