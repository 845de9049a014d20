-- GD01-024 Wing Gundam Zero
-- <High-Maneuver> (the core handles it)
-- (This Unit can't be blocked.)
-- 【Deploy】Deal 3 damage to all Units that are Lv.5 or lower.

card:deploy(function(e)
  e:damage_all(e:units{ side = "any", max_level = 5 }, 3)
end)
