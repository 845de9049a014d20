-- EB01-024 GQuuuuuuX (Omega Psycommu)
-- <Breach 3> (the core handles it)
-- 【Attack】Choose 1 enemy Unit with <Blocker> that is Lv.5 or lower. Deal 2 damage to it.

card:attack{
  target = { "Choose 1 enemy Unit with <Blocker> that is Lv.5 or lower",
             side = "enemy", keyword = "blocker", max_level = 5 },
  run = function(e, target) e:damage(target, 2) end,
}
