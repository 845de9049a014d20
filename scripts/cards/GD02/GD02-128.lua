-- GD02-128 Hammerhead
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn and a friendly (Teiwaz)
-- Link Unit is in play, choose 1 enemy Unit with 2 or less AP. Destroy it.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  if not e:my_turn() or #e:units{ side = "friendly", trait = "Teiwaz", linked = true } == 0 then return end
  local target = e:choose_one("Choose 1 enemy Unit with 2 or less AP", e:units{ side = "enemy", max_ap = 2 })
  if target then e:destroy(target) end
end)
