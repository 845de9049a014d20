-- ST03-014 The Blue Giant
-- 【Action】Choose 1 friendly Unit. It can't receive battle damage from enemy Units with 2 or
-- less AP during this battle.
-- 【Pilot】[Ramba Ral] (the core lets it be paired as a Pilot)

card:action{
  target = { "Choose 1 friendly Unit", side = "friendly" },
  run = function(e, target) e:grant_rule(target, 2, "battle") end,
}

-- effect 2: the rule the chosen Unit gets (only through the grant above)
card:constant{
  text = "it can't receive battle damage from enemy Units with 2 or less AP",
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source ~= -1
       and e:matches(source, { side = "enemy", type = "unit", max_ap = 2 })
  end,
}
