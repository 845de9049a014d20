-- GD03-035 GFreD
-- 【Activate･Main】【Once per Turn】①, exile 1 Pilot card from your trash: Deal 1 damage to all enemy
-- Units.
-- 【When Linked】During this turn, this Unit may choose an active enemy Unit with AP equal to or
-- less than this Unit as its attack target.

card:activate_main{
  once_per_turn = true, cost = 1,
  exile = { count = 1, type = "pilot" },
  run = function(e) e:damage_all(e:units{ side = "enemy" }, 1) end,
}

card:when_linked(function(e) e:grant_rule(e.unit, 3, "turn") end)

-- 3: the rule it gives itself for the turn
card:constant{
  condition = false,
  attack_active = function(e, attacker, target) return e:ap(target) <= e:ap(attacker) end,
}
