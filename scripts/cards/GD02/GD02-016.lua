-- GD02-016 Barzam
-- 【Deploy】Choose 1 of your (Titans) Units. It gets AP+1 during this turn.

card:deploy{
  target = { "Choose 1 of your (Titans) Units", side = "your", trait = "Titans" },
  run = function(e, target) e:modify(target, { ap = 1 }, "turn") end,
}
