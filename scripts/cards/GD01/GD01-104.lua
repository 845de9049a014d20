-- GD01-104 Signs of a Revolution
-- 【Burst】Draw 1.
-- 【Main】Choose 1 rested enemy Unit. Deal 2 damage to it.

card:burst(function(e)
  e:draw(1)
end)

card:main(function(e)
  local target = e:choose_one("Choose 1 rested enemy Unit", e:units{ side = "enemy", rested = true })
  if target then e:damage(target, 2) end
end)
