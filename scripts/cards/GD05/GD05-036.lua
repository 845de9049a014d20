-- GD05-036 Haow Gundam
-- 【When Paired】You may choose 1 of your other active (MF) Units. Rest it. If you do, deal 2
-- damage to all enemy Units whose Lv. is equal to or lower than that Unit.

card:when_paired(function(e)
  local mf = e:choose_one("You may choose 1 of your other active (MF) Units",
                          e:units{ side = "your", active = true, trait = "MF", exclude = e.unit }, true)
  if not mf then return end
  e:rest(mf)
  if not e:is_rested(mf) then return end -- "If you do" (5-20-1)
  -- "that Unit": its Lv. now, after it was rested
  local lv = e:level(mf)
  e:damage_all(e:units{ side = "enemy", max_level = lv }, 2)
end)
