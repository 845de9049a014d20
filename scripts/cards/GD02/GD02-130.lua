-- GD02-130 Sleipnir
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if a friendly (Gjallarhorn) Unit is in play,
-- choose 1 enemy Unit. It gets AP-2 during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  if #e:units{ side = "friendly", trait = "Gjallarhorn" } == 0 then return end
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -2 }, "turn") end
end)
