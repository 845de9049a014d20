-- GD02-123 Sodon
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 friendly Unit token. During this
-- turn, it may choose an active enemy Unit with 5 or less AP as its attack target.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  local target = e:choose_one("Choose 1 friendly Unit token", e:units{ side = "friendly", token = true })
  if target then e:grant_rule(target, 3, "turn") end
end)

-- effect 3: the rule the chosen token gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:ap(target) <= 5
  end,
}
