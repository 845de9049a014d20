-- GD01-129 Kusanagi
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 enemy Unit with 3 or less HP.
-- Return it to its owner's hand.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  local target = e:choose_one("Choose 1 enemy Unit with 3 or less HP", e:units{ side = "enemy", max_hp = 3 })
  if target then e:to_hand(target) end
end)
