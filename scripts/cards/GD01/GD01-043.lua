-- GD01-043 Rasid's Maganac
-- 【Deploy】Choose 1 of your green Units. During this turn, it may choose an active enemy Unit
-- with 4 or less AP as its attack target.

card:deploy{
  target = { "Choose 1 of your green Units", side = "your", color = "Green" },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  text = "it may choose an active enemy Unit with 4 or less AP as its attack target",
  condition = false,
  attack_active = function(e, attacker, target)
    return e:ap(target) <= 4
  end,
}
