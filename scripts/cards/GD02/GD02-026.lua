-- GD02-026 Genoace Custom
-- 【Deploy】If you are Lv.7 or higher, choose 1 of your (AGE System) Units. It gets AP+2 during
-- this turn.

card:deploy{
  condition = function(e) return e:player_level() >= 7 end, -- 10-2-1
  target = { "Choose 1 of your (AGE System) Units", side = "your", trait = "AGE System" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
