-- ST05-014 Fatal Strike
-- 【Burst】Choose 1 enemy Unit. Deal 1 damage to it.
-- 【Main】Choose 1 enemy Unit that is Lv.3 or lower. Destroy it.

card:burst{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 1) end,
}

card:main{
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  run = function(e, target) e:destroy(target) end,
}
