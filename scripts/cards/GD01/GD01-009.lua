-- GD01-009 G-Fighter
-- 【Deploy】Choose 1 of your (White Base Team) Units. It gains <High-Maneuver> during this turn.
-- (This Unit can't be blocked.)

card:deploy{
  target = { "Choose 1 of your (White Base Team) Units",
             side = "your", trait = "White Base Team" },
  gains = "high-maneuver", -- It gains <High-Maneuver> during this turn.
}
