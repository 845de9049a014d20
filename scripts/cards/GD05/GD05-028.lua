-- GD05-028 Kayra's Jegan
-- 【Deploy】Choose 1 of your (Londo Bell) Units. During this turn, it may choose an active enemy
-- Unit with 4 or less AP as its attack target.

-- Kayra's Jegan is a (Londo Bell) Unit: it may choose itself.
card:deploy{
  target = { "Choose 1 of your (Londo Bell) Units", side = "your", trait = "Londo Bell" },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:ap(target) <= 4
  end,
}
