-- GD01-059 Zee Zulu
-- 【Attack】If you are attacking the enemy player, this Unit gets AP+2 during this battle.

card:attack(function(e)
  local _, target = e:battle()
  if target then return end -- attacking a Unit
  e:modify(e.unit, { ap = 2 }, "battle")
end)
