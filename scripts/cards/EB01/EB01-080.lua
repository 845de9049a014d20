-- EB01-080 Sturm Faust
-- 【Main】/【Action】Choose 1 (G Generation) Unit. During this turn, it may choose an active enemy Unit
-- as its attack target.
-- 【Pilot】[Jean Luc Duvall] (the core lets it be paired as a Pilot)

-- "1 (G Generation) Unit": any player's
card:main_action{
  target = { "Choose 1 (G Generation) Unit", side = "any", trait = "G Generation" },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target) return true end,
}
