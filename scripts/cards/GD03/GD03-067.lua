-- GD03-067 Rouei
-- 【Deploy】You may choose 1 of your Units. Deal 1 damage to it. It gets AP+1 during this turn.

card:deploy(function(e)
  local target = e:choose_one("You may choose 1 of your Units", e:units{ side = "your" }, true)
  if not target then return end
  e:damage(target, 1)
  e:modify(target, { ap = 1 }, "turn") -- (nothing if the damage destroyed it)
end)
