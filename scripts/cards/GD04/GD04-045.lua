-- GD04-045 Gundam Throne Zwei
-- 【When Linked】Choose 1 of your (CB) Units. During this turn, it may choose a damaged active
-- enemy Unit as its attack target.

card:when_linked{
  target = { "Choose 1 of your (CB) Units", side = "your", trait = "CB" },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:damage_of(target) > 0
  end,
}
