-- GD03-086 Yazan Gable
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 of your (Titans) Units whose Lv. is equal to or lower than this Unit. It gets
-- AP+1 during this turn.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:attack(function(e)
  -- this Unit itself may be chosen, if it is (Titans)
  local target = e:choose_one("Choose 1 of your (Titans) Units whose Lv. is equal to or lower than this Unit",
                              e:units{ side = "your", trait = "Titans", max_level = e:level(e.unit) })
  if target then e:modify(target, { ap = 1 }, "turn") end
end)
