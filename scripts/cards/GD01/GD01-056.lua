-- GD01-056 Geara Doga (Sleeves)
-- 【Destroyed】Choose 1 enemy Unit with 5 or less AP. Deal 1 damage to it.

card:destroyed{
  target = { "Choose 1 enemy Unit with 5 or less AP", side = "enemy", max_ap = 5 },
  run = function(e, target) e:damage(target, 1) end,
}
