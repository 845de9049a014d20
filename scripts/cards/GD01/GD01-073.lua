-- GD01-073 Sword Strike Gundam
-- 【During Link】【Attack】Choose 1 enemy Unit with 2 or less HP. Return it to its owner's hand.

card:attack(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 2 or less HP",
                              e:units{ side = "enemy", max_hp = 2 })
  if target then e:to_hand(target) end
end, { during = "link" })
