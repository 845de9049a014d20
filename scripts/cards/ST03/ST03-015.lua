-- ST03-015 Rewloola
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 enemy Unit with 5 or less AP.
-- Deal 1 damage to it.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  local target = e:choose_one("Choose 1 enemy Unit with 5 or less AP",
                              e:units{ side = "enemy", max_ap = 5 })
  if target then e:damage(target, 1) end
end)
