-- GD01-012 Zechs' Leo
-- 【When Paired】Choose 1 enemy Unit with 3 or less HP. Rest it.

card:when_paired(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 3 or less HP",
                              e:units{ side = "enemy", max_hp = 3 })
  if target then e:rest(target) end
end)
