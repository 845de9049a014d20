-- ST03-016 Falmel
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, deploy 1 rested
-- [Char's Zaku Ⅱ]((Zeon)･AP3･HP1) Unit token.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  if e:my_turn() then e:deploy_token("T-006", { rested = true }) end
end)
