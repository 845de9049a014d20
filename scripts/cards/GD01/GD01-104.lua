-- GD01-104 Signs of a Revolution
-- 【Burst】Draw 1.
-- 【Main】Choose 1 rested enemy Unit. Deal 2 damage to it.

card:burst(function(e)
  e:draw(1)
end)

card:main{
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  run = function(e, target) e:damage(target, 2) end,
}
