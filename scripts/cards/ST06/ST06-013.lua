-- ST06-013 Fierce Unity
-- 【Action】Choose 1 to 2 friendly (Clan) Units. They can't receive battle damage from enemy Units
-- that are Lv.2 or lower during this turn.
-- 【Pilot】[Ortega (GQ)] (the core lets it be paired as a Pilot)

card:action{
  target = { "Choose 1 to 2 friendly (Clan) Units", side = "friendly", trait = "Clan", min = 1, max = 2 },
  run = function(e, chosen)
    for _, unit in ipairs(chosen) do e:grant_rule(unit, 2, "turn") end
  end,
}

-- effect 2: the rule the chosen Units get for the turn (only through the grant above); a Unit
-- token's Lv. is 0 (5-17-2-4)
card:constant{
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source >= 0
       and e:matches(source, { side = "enemy", type = "unit", max_level = 2 })
  end,
}
