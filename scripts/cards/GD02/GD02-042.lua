-- GD02-042 Gundam Ashtaron (MA Mode)
-- 【Deploy】Choose 1 of your (New UNE) Units. It gains <High-Maneuver> during this turn.

card:deploy{
  target = { "Choose 1 of your (New UNE) Units", side = "your", trait = "New UNE" },
  run = function(e, target) e:grant(target, "high-maneuver", "turn") end,
}
