-- GD02-121 Dominion
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 friendly blue Unit. It recovers 2 HP.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  local target = e:choose_one("Choose 1 friendly blue Unit", e:units{ side = "friendly", color = "Blue" })
  if target then e:recover(target, 2) end
end)
