-- GD04-030 Chuchu's Demi Trainer
-- 【Attack】Choose 1 of your other (Academy) Units. During this turn, it may choose an active enemy
-- Unit that is Lv.3 or lower as its attack target.

card:attack(function(e)
  local target = e:choose_one("Choose 1 of your other (Academy) Units",
                              e:units{ side = "your", trait = "Academy", exclude = e.unit })
  if target then e:grant_rule(target, 2, "turn") end
end)

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:level(target) <= 3
  end,
}
