-- GD01-080 Cagalli's Skygrasper
-- 【Destroyed】Choose 1 enemy Unit that is Lv.2 or lower. Return it to its owner's hand.

card:destroyed(function(e)
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.2 or lower",
                              e:units{ side = "enemy", max_level = 2 })
  if target then e:to_hand(target) end
end)
