-- ST09-006 Sword Impulse Gundam
-- 【Deploy】If you deploy this Unit from your trash, choose 1 enemy Unit that is Lv.3 or lower.
-- Destroy it.

card:deploy{
  from = "trash",
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  run = function(e, target) e:destroy(target) end,
}
