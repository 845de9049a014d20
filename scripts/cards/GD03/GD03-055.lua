-- GD03-055 Gundam Hajiroboshi (2nd Form)
-- 【When Paired･Purple Pilot】Choose 1 enemy Unit that is Lv.2 or lower. Destroy it.

card:when_paired{
  pilot = { color = "Purple" },
  target = { "Choose 1 enemy Unit that is Lv.2 or lower", side = "enemy", max_level = 2 },
  run = function(e, target) e:destroy(target) end,
}
