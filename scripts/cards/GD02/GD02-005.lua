-- GD02-005 Tallgeese
-- 【During Link】【Attack】Choose 1 enemy Unit with 2 or less HP. Rest it.

card:attack{
  during = "link",
  target = { "Choose 1 enemy Unit with 2 or less HP", side = "enemy", max_hp = 2 },
  run = function(e, target) e:rest(target) end,
}
