-- ST01-006 Gundam Aerial (Permet Score Six)
-- 【When Paired】Choose 1 enemy Unit that is Lv.5 or lower. It gets AP-3 during this turn.

card:when_paired(function(e)
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.5 or lower",
                              e:units{ side = "enemy", max_level = 5 })
  if target then e:modify(target, { ap = -3 }, "turn") end
end)
