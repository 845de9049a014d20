-- GD01-032 Gyan
-- 【When Paired･(Zeon) Pilot】Choose 1 enemy Unit with <Blocker> that is Lv.2 or lower.
-- Destroy it.

card:when_paired(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with <Blocker> that is Lv.2 or lower",
                              e:units{ side = "enemy", keyword = "blocker", max_level = 2 })
  if target then e:destroy(target) end
end, { pilot = { trait = "Zeon" } })
