-- GD01-120 Naval Bombardment
-- 【Burst】Choose 1 enemy Unit. It gets AP-3 during this turn.
-- 【Action】Choose 1 friendly Unit with <Blocker>. It gets AP+3 during this turn.

card:burst(function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -3 }, "turn") end
end)

card:action(function(e)
  local target = e:choose_one("Choose 1 friendly Unit with <Blocker>",
                              e:units{ side = "friendly", keyword = "blocker" })
  if target then e:modify(target, { ap = 3 }, "turn") end
end)
