-- GD04-127 Freeden Ⅱ
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if there are 7 or more (Vulture) cards in your
-- trash, choose 1 enemy Unit with 2 or less AP. Destroy it.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  -- Then (5-20-2), with 7 or more (Vulture) cards in your trash:
  if e:count("trash", { trait = "Vulture" }) < 7 then return end
  local target = e:choose_one("Choose 1 enemy Unit with 2 or less AP", e:units{ side = "enemy", max_ap = 2 })
  if target then e:destroy(target) end
end)
