-- ST04-009 Miguel's Ginn
-- 【During Pair】【Destroyed】If you have another Link Unit in play, draw 1.

card:destroyed{
  during = "pair",
  condition = function(e) return #e:units{ side = "your", linked = true, exclude = e.unit } > 0 end,
  run = function(e) e:draw(1) end,
}
