-- GD01-104 Signs of a Revolution
-- 【Burst】Draw 1.
-- 【Main】Choose 1 rested enemy Unit. Deal 2 damage to it.

card:burst{ draw = 1 } -- Draw 1.

card:main{
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  run = function(e, target) e:damage(target, 2) end,
}
