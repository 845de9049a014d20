-- GD01-068 Perfect Strike Gundam
-- <Blocker> (the core handles it)
-- 【Deploy】Choose 1 enemy Unit with 1 HP. Return it to its owner's hand.

card:deploy(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 1 HP", e:units{ side = "enemy", hp = 1 })
  if target then e:to_hand(target) end
end)
