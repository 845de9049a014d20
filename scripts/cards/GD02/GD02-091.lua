-- GD02-091 Haman Karn
-- 【Burst】Add this card to your hand.
-- 【When Paired】If this Unit is red, choose 1 enemy Unit whose Lv. is equal to or lower than this
-- Unit. Deal 1 damage to it.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:when_paired(function(e)
  if not e:matches(e.unit, { color = "Red" }) then return end
  local target = e:choose_one("Choose 1 enemy Unit whose Lv. is equal to or lower than this Unit",
                              e:units{ side = "enemy", max_level = e:level(e.unit) })
  if target then e:damage(target, 1) end
end)
