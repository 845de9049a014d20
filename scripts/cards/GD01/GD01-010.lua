-- GD01-010 Unicorn Gundam 02 Banshee (Unicorn Mode)
-- 【When Paired】Choose 1 enemy Unit with 3 or less HP. Rest it.

card:when_paired{
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  run = function(e, target) e:rest(target) end,
}
