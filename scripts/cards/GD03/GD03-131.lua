-- GD03-131 Eternal
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if you have 2 or more (Triple Ship Alliance)
-- Units in play, choose 1 enemy Unit that is Lv.4 or lower. Return it to its owner's hand.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  -- Then:
  if #e:units{ side = "your", trait = "Triple Ship Alliance" } < 2 then return end
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.4 or lower", e:units{ side = "enemy", max_level = 4 })
  if target then e:to_hand(target) end
end)
