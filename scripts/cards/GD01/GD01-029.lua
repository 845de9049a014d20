-- GD01-029 Shenlong Gundam
-- <Breach 4> (the core handles it)
-- 【Attack】Choose 1 enemy Unit with <Blocker> that is Lv.3 or lower. Destroy it.

card:attack{
  target = { "Choose 1 enemy Unit with <Blocker> that is Lv.3 or lower",
             side = "enemy", keyword = "blocker", max_level = 3 },
  run = function(e, target) e:destroy(target) end,
}
