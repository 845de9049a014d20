-- GD02-070 Gundam Kimaris
-- 【Deploy】If there are 4 or more (Gjallarhorn) cards in your trash, draw 2. If you do, discard 2.

card:deploy{
  condition = { count = "trash", trait = "Gjallarhorn", min = 4 }, -- 10-2-1
  run = function(e)
    e:draw(2)
    e:discard(2)
  end,
}
