-- GD01-004 Guncannon
-- <Repair 1> (the core handles it)
-- 【When Paired】Choose 1 enemy Unit with 2 or less HP. Rest it.

card:when_paired{
  target = { "Choose 1 enemy Unit with 2 or less HP", side = "enemy", max_hp = 2 },
  run = function(e, target) e:rest(target) end,
}
