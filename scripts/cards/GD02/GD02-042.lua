-- GD02-042 Gundam Ashtaron (MA Mode)
-- 【Deploy】Choose 1 of your (New UNE) Units. It gains <High-Maneuver> during this turn.

card:deploy{
  target = { "Choose 1 of your (New UNE) Units", side = "your", trait = "New UNE" },
  gains = "high-maneuver", -- It gains <High-Maneuver> during this turn.
}
