-- GD02-105 Valedictorian
-- 【Action】Choose 1 of your Unit tokens. It can't receive battle damage from enemy Units during
-- this battle.
-- 【Pilot】[Xavier Olivette] (the core lets it be paired as a Pilot)

card:action{
  target = { "Choose 1 of your Unit tokens", side = "your", token = true },
  run = function(e, target)
    -- in the end phase's action step there is no battle: "during this battle" gives nothing
    if e:battle() then e:grant_rule(target, 2, "battle") end
  end,
}

-- effect 2: the rule the chosen token gets (only through the grant above)
card:constant{
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source >= 0 and e:matches(source, { side = "enemy", type = "unit" })
  end,
}
