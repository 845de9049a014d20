-- GD04-063 GN Armor Type-E
-- 【Deploy】Choose 1 enemy Unit that is Lv.1 or lower or has 1 or less AP. Destroy it.

card:deploy(function(e)
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.1 or lower or has 1 or less AP",
                              e:units{ side = "enemy", where = function(e, unit)
                                return e:level(unit) <= 1 or e:ap(unit) <= 1
                              end })
  if target then e:destroy(target) end
end)
