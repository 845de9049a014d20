-- GD01-015 Ball
-- 【Attack】Choose 1 of your Units. It recovers 1 HP.

card:attack(function(e)
  local target = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  if target then e:recover(target, 1) end
end)
