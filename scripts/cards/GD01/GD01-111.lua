-- GD01-111 Battle of Aces
-- 【Burst】Choose 1 enemy Unit. Deal 2 damage to it.
-- 【Main】/【Action】Choose 1 damaged enemy Unit. Deal 3 damage to it.

card:burst{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 2) end,
}

card:main_action{
  target = { "Choose 1 damaged enemy Unit", side = "enemy", damaged = true },
  run = function(e, target) e:damage(target, 3) end,
}
