-- GD02-122 Alexandria
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 rested enemy Unit that is Lv.4 or
-- lower. Deal 1 damage to it.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  local target = e:choose_one("Choose 1 rested enemy Unit that is Lv.4 or lower",
                              e:units{ side = "enemy", rested = true, max_level = 4 })
  if target then e:damage(target, 1) end
end)
