-- ST04-009 Miguel's Ginn
-- 【During Pair】【Destroyed】If you have another Link Unit in play, draw 1.

card:destroyed(function(e)
  if #e:units{ side = "your", linked = true, exclude = e.unit } > 0 then e:draw(1) end
end, { during = "pair" })
