-- GD01-110 Rasid's Orders
-- 【Main】/【Action】Choose 1 Unit that is Lv.4 or higher. During this turn, it may choose an
-- active enemy Unit with 6 or less AP as its attack target.
-- 【Pilot】[Rasid Kurama] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 Unit that is Lv.4 or higher", side = "any", min_level = 4 },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  text = "it may choose an active enemy Unit with 6 or less AP as its attack target",
  condition = false,
  attack_active = function(e, attacker, target)
    return e:ap(target) <= 6
  end,
}
