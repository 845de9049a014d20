-- GD05-074 Noin's Taurus
-- 【Destroyed】Draw 1. Then, discard 1.

card:destroyed(function(e)
  e:draw(1)
  e:discard(1)
end)
