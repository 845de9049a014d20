-- GD02-100 Dramatic Turnabout
-- 【Burst】Draw 1.
-- 【Main】Choose 1 friendly damaged Unit. It recovers 2 HP. Then, draw 1.

card:burst(function(e)
  e:draw(1)
end)

card:main(function(e)
  -- without a damaged friendly Unit the Command can't be played (10-1-8-1-2)
  local target = e:choose_one("Choose 1 friendly damaged Unit", e:units{
    side = "friendly", where = function(e, c) return e:damage_of(c) > 0 end })
  if target then e:recover(target, 2) end
  e:draw(1)
end)
