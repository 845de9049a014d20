-- GD02-116 Comrades Come First
-- 【Main】If there are 7 or more cards in your trash, choose 1 friendly (Vulture) Unit. During this
-- turn, it may choose an active enemy Unit that is Lv.4 or lower as its attack target.
-- 【Pilot】[Roybea Loy] (the core lets it be paired as a Pilot)

-- Ruling: the "If" is no target (10-1-8-1-1): when it does not hold, the Command can still be
-- played and does nothing; when it holds, the Unit to choose must exist (10-1-8-1-2).
card:main{
  condition = { count = "trash", min = 7 },
  target = { "Choose 1 friendly (Vulture) Unit", side = "friendly", trait = "Vulture" },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:level(target) <= 4
  end,
}
