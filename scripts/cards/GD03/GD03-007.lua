-- GD03-007 Gundam NT-1 Full Armor
-- 【Destroyed】Choose 1 enemy Unit with 3 or less HP. Rest it.

card:destroyed{
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  run = function(e, target) e:rest(target) end,
}
