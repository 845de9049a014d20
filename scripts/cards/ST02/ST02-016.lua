-- ST02-016 Corsica Base
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, deploy 1
-- [Tallgeese]((OZ)･AP4･HP2) Unit token. If it is your turn and a card with "Corsica Base" in
-- its card name is in your trash, deploy 2 [Leo]((OZ)･AP1･HP1) Unit tokens instead.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  if not e:my_turn() then return end
  if e:count("trash", { name = "Corsica Base" }) > 0 then
    e:deploy_token("T-004", { count = 2 }) -- 2 Leo, at once (11-4-2-2)
  else
    e:deploy_token("T-005") -- Tallgeese
  end
end)
