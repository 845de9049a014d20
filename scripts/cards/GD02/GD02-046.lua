-- GD02-046 Sayla's Light-Type Guncannon
-- 【Deploy】Choose 1 enemy Unit token. Deal 2 damage to it.

card:deploy{
  target = { "Choose 1 enemy Unit token", side = "enemy", token = true },
  run = function(e, target) e:damage(target, 2) end,
}
