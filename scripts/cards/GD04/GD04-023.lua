-- GD04-023 Gundam Kyrios (Tail Booster)
-- 【Deploy】Choose 1 of your Units paired with a (Super Soldier) Pilot. During this turn, it may
-- choose an active enemy Unit that is Lv.4 or lower as its attack target.

card:deploy(function(e)
  local target = e:choose_one("Choose 1 of your Units paired with a (Super Soldier) Pilot",
                              e:units{ side = "your", paired = true, where = function(e, unit)
                                return e:has_trait(e:pilot(unit), "Super Soldier")
                              end })
  if target then e:grant_rule(target, 2, "turn") end
end)

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:level(target) <= 4
  end,
}
