-- GD03-018 Altron Gundam
-- <Breach 5> (the core handles it)
-- 【Attack】Choose 1 enemy Unit with <Blocker>. Deal 5 damage to it.

card:attack{
  target = { "Choose 1 enemy Unit with <Blocker>", side = "enemy", keyword = "blocker" },
  run = function(e, target) e:damage(target, 5) end,
}
