-- GD02-100 Dramatic Turnabout
-- 【Burst】Draw 1.
-- 【Main】Choose 1 friendly damaged Unit. It recovers 2 HP. Then, draw 1.

card:burst{ draw = 1 } -- Draw 1.

-- without a damaged friendly Unit the Command can't be played (10-1-8-1)
card:main{
  target = { "Choose 1 friendly damaged Unit", side = "friendly", damaged = true },
  run = function(e, target)
    e:recover(target, 2)
    e:draw(1)
  end,
}
