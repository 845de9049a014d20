-- GD01-093 Marida Cruz
-- 【Burst】Add this card to your hand.
-- 【During Link】【Attack】Choose 1 enemy Unit whose Lv. is equal to or lower than this Unit. Deal 1
-- damage to it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack(function(e)
  local target = e:choose_one("Choose 1 enemy Unit whose Lv. is equal to or lower than this Unit",
                              e:units{ side = "enemy", max_level = e:level(e.unit) })
  if target then e:damage(target, 1) end
end, { during = "link" })
