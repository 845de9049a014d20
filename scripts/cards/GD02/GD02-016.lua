-- GD02-016 Barzam
-- 【Deploy】Choose 1 of your (Titans) Units. It gets AP+1 during this turn.

card:deploy{
  target = { "Choose 1 of your (Titans) Units", side = "your", trait = "Titans" },
  gets = { ap = 1 }, -- It gets AP+1 during this turn.
}
