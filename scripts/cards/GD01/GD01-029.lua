-- GD01-029 Shenlong Gundam
-- <Breach 4> (the core handles it)
-- 【Attack】Choose 1 enemy Unit with <Blocker> that is Lv.3 or lower. Destroy it.

card:attack(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with <Blocker> that is Lv.3 or lower",
                              e:units{ side = "enemy", keyword = "blocker", max_level = 3 })
  if target then e:destroy(target) end
end)
