-- GD03-127 Jachin Due
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, Choose 1 friendly (ZAFT) Unit. It gets AP+3
-- during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  -- Then:
  local target = e:choose_one("Choose 1 friendly (ZAFT) Unit", e:units{ side = "friendly", trait = "ZAFT" })
  if target then e:modify(target, { ap = 3 }, "turn") end
end)
