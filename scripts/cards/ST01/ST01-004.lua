-- ST01-004 Guntank
-- 【Deploy】Choose 1 enemy Unit with 2 or less HP. Rest it.

card:deploy(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 2 or less HP",
                              e:units{ side = "enemy", max_hp = 2 })
  if target then e:rest(target) end
end)
