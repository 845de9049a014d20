-- GD02-108 That One Looks A Lot Stronger?
-- 【Main】Choose 1 friendly (Clan) Unit. During this turn, it may choose an active enemy Unit that
-- is Lv.4 or lower as its attack target.

card:main{
  target = { "Choose 1 friendly (Clan) Unit", side = "friendly", trait = "Clan" },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:level(target) <= 4
  end,
}
