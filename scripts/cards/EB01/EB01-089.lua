-- EB01-089 Lacus Clyne & Eternal
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 rested friendly white (G Generation)
-- Unit. Set it as active. It can't attack during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  local target = e:choose_one("Choose 1 rested friendly white (G Generation) Unit",
                              e:units{ side = "friendly", rested = true, color = "White", trait = "G Generation" })
  if not target then return end
  e:set_active(target)
  e:forbid(target, "attack", "turn")
end)
