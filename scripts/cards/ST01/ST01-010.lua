-- ST01-010 Amuro Ray
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 enemy Unit with 5 or less HP. Rest it.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:when_paired(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 5 or less HP",
                              e:units{ side = "enemy", max_hp = 5 })
  if target then e:rest(target) end
end)
