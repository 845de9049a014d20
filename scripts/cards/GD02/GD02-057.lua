-- GD02-057 Zedas
-- 【During Pair】【Attack】You may choose 1 of your other Units. Destroy it. If you do, choose 1
-- enemy Unit that is Lv.4 or lower. Deal 2 damage to it.

card:attack(function(e)
  local mine = e:choose_one("You may choose 1 of your other Units to destroy",
                            e:units{ side = "your", exclude = e.unit }, true)
  if not mine then return end -- "If you do" (5-20-1)
  e:destroy(mine)
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.4 or lower",
                              e:units{ side = "enemy", max_level = 4 })
  if target then e:damage(target, 2) end
end, { during = "pair" })
