-- EB01-047 Casval's Gundam
-- 【When Paired･Development 1】You may exile the specified number of (G Generation) cards in your
-- trash from the game. If you do, activate the following effect:
-- ■This Unit gains <High-Maneuver> during this turn.

card:when_paired(function(e) e:grant(e.unit, "high-maneuver") end, { development = 1 })
