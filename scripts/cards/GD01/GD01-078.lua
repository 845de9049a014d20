-- GD01-078 Mistral
-- 【Deploy】Choose 1 enemy Unit. It gets AP-1 during this turn.

card:deploy(function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -1 }, "turn") end
end)
