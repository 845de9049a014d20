-- ST06-007 Ortega's Rick Dom (GQ)
-- 【Deploy】Choose 1 of your other (Clan) Units. During this turn, it may choose an active enemy Unit
-- with 3 or less AP as its attack target.

card:deploy(function(e)
  local target = e:choose_one("Choose 1 of your other (Clan) Units",
                              e:units{ side = "your", trait = "Clan", exclude = e.unit })
  if target then e:grant_rule(target, 2, "turn") end
end)

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above); the enemy
-- Unit's AP is looked at when the attack target is chosen
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:ap(target) <= 3
  end,
}
