-- GD01-032 Gyan
-- 【When Paired･(Zeon) Pilot】Choose 1 enemy Unit with <Blocker> that is Lv.2 or lower.
-- Destroy it.

card:when_paired{
  pilot = { trait = "Zeon" },
  target = { "Choose 1 enemy Unit with <Blocker> that is Lv.2 or lower",
             side = "enemy", keyword = "blocker", max_level = 2 },
  run = function(e, target) e:destroy(target) end,
}
