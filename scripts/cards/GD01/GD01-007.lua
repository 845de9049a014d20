-- GD01-007 Noin's Aries
-- 【Destroyed】If you have another (OZ) Unit in play, draw 1.

card:destroyed{
  condition = function(e) return #e:units{ side = "your", trait = "OZ", exclude = e.card } >= 1 end,
  run = function(e) e:draw(1) end,
}
