-- GD05-039 Chaos Gundam
-- 【Attack】Choose 1 of your (Phantom Pain) Linked Units. It gains <High-Maneuver> during this
-- turn.
-- (This Unit can't be blocked.)

-- Chaos Gundam is a (Phantom Pain) Unit: linked, it may choose itself.
card:attack{
  target = { "Choose 1 of your (Phantom Pain) Link Units", side = "your", trait = "Phantom Pain", linked = true },
  gains = "high-maneuver", -- It gains <High-Maneuver> during this turn.
}
