-- GD01-007 Noin's Aries
-- 【Destroyed】If you have another (OZ) Unit in play, draw 1.

card:destroyed(function(e)
  if #e:units{ side = "your", trait = "OZ", exclude = e.card } >= 1 then e:draw(1) end
end)
