-- GD02-041 Sugai's Gelgoog (GQ)
-- 【Deploy】Choose 1 enemy Unit that is Lv.5 or higher. Deal 2 damage to it.

card:deploy{
  target = { "Choose 1 enemy Unit that is Lv.5 or higher", side = "enemy", min_level = 5 },
  run = function(e, target) e:damage(target, 2) end,
}
