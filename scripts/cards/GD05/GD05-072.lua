-- GD05-072 Rising Gundam
-- 【When Linked】Choose 1 enemy Unit with 4 or less HP. Rest it.

card:when_linked{
  target = { "Choose 1 enemy Unit with 4 or less HP", side = "enemy", max_hp = 4 },
  run = function(e, target) e:rest(target) end,
}
