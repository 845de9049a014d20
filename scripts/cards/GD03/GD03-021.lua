-- GD03-021 Gundam Deathscythe Hell
-- 【Deploy】Choose 1 of your (Operation Meteor)/(G Team) Units. During this turn, it may choose an
-- active enemy Unit as its attack target.

card:deploy{
  target = { "Choose 1 of your (Operation Meteor)/(G Team) Units",
             side = "your", trait = { "Operation Meteor", "G Team" } },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target) return true end,
}
