-- ST01-004 Guntank
-- 【Deploy】Choose 1 enemy Unit with 2 or less HP. Rest it.

card:deploy{
  target = { "Choose 1 enemy Unit with 2 or less HP", side = "enemy", max_hp = 2 },
  run = function(e, target) e:rest(target) end,
}
