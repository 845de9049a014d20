-- GD01-038 Adzam
-- 【Deploy】If 5 or more enemy Units are in play, deal 1 damage to all enemy Units.

card:deploy(function(e)
  local enemies = e:units{ side = "enemy" }
  if #enemies >= 5 then e:damage_all(enemies, 1) end
end)
