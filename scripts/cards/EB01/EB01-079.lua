-- EB01-079 Modification
-- 【Main】Choose 1 friendly (G Generation) Unit. It can't receive battle damage from enemy Units that
-- are Lv.3 or lower during this turn.

card:main{
  target = { "Choose 1 friendly (G Generation) Unit", side = "friendly", trait = "G Generation" },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source >= 0 and e:matches(source, { side = "enemy", type = "unit", max_level = 3 })
  end,
}
