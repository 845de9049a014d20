-- GD02-040 Gundam Ashtaron
-- 【Activate･Main】<Support 2> (the core handles it)
-- 【Deploy】Choose 1 of your other (New UNE) Units. It can't receive battle damage from enemy
-- Units with 2 or less HP during this turn.

card:deploy{
  target = { "Choose 1 of your other (New UNE) Units", side = "your", trait = "New UNE", other = true },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source >= 0
       and e:matches(source, { side = "enemy", type = "unit", max_hp = 2 })
  end,
}
