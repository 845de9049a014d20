-- GD04-113 Damage Control
-- 【Burst】Choose 1 enemy Unit. It gets AP-2 during this turn.
-- 【Action】Choose 1 of your Units. During this battle, reduce battle damage it receives by 3.

card:burst{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
}

card:action{
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target) e:grant_rule(target, 3, "battle") end,
}

-- 3: the rule it gives for the battle
card:constant{
  condition = false,
  reduce_damage = function(e, victim, source, amount, battle) return battle == 1 and 3 or 0 end,
}
