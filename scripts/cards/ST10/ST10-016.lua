-- ST10-016 Luna Mana & Carry Base
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, all friendly (G Generation) Units recover 1 HP.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  -- Then (5-20-2): even with no Shield left
  for _, unit in ipairs(e:units{ side = "friendly", trait = "G Generation" }) do e:recover(unit, 1) end
end)
