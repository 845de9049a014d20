-- GD02-039 Haman Karn's Gaza C
-- 【When Paired】Choose 1 enemy Unit that is Lv.3 or lower. Deal 1 damage to it.

card:when_paired{
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  run = function(e, target) e:damage(target, 1) end,
}
