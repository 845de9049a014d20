-- ST08-014 Valiant
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 of your Units. It gets AP+2 during this
-- turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  -- Then (5-20-2): even with no Shield left
  local target = e:choose_one("Choose 1 of your Units", e:units{ side = "your" })
  if target then e:modify(target, { ap = 2 }, "turn") end
end)
