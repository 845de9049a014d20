-- ST04-010 Kira Yamato
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 enemy Unit. It gets AP-2 during this battle.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:attack(function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -2 }, "battle") end
end)
