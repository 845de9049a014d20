-- GD05-015 M1 Astray Shrike
-- 【Deploy】Choose 1 rested enemy Unit. Deal 1 damage to it.

card:deploy{
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  run = function(e, target) e:damage(target, 1) end,
}
