-- GD01-004 Guncannon
-- <Repair 1> (the core handles it)
-- 【When Paired】Choose 1 enemy Unit with 2 or less HP. Rest it.

card:when_paired(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 2 or less HP",
                              e:units{ side = "enemy", max_hp = 2 })
  if target then e:rest(target) end
end)
