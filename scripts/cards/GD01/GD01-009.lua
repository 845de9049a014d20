-- GD01-009 G-Fighter
-- 【Deploy】Choose 1 of your (White Base Team) Units. It gains <High-Maneuver> during this turn.
-- (This Unit can't be blocked.)

card:deploy(function(e)
  local target = e:choose_one("Choose 1 of your (White Base Team) Units",
                              e:units{ side = "your", trait = "White Base Team" })
  if target then e:grant(target, "high-maneuver", "turn") end
end)
