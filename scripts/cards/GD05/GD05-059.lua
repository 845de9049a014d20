-- GD05-059 Gundam Barbatos Lupus
-- 【Attack】Choose 1 of your active (Gjallarhorn) Units. Rest it. If you do, draw 1. This Unit
-- gains <High-Maneuver> during this turn.
-- (This Unit can't be blocked.)

-- Ruling: without an active (Gjallarhorn) Unit the effect does not activate (10-2-2): no draw and
-- no <High-Maneuver>; both follow "If you do" (5-20-1).
card:attack{
  target = { "Choose 1 of your active (Gjallarhorn) Units", side = "your", active = true, trait = "Gjallarhorn" },
  run = function(e, target)
    e:rest(target)
    if not e:is_rested(target) then return end -- "If you do" (5-20-1)
    e:draw(1)
    e:grant(e.unit, "high-maneuver", "turn")
  end,
}
