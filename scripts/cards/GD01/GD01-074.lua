-- GD01-074 Chuchu's Demi Trainer
-- 【Attack】Draw 1. Then, discard 1.

card:attack(function(e)
  e:draw(1)
  e:discard(1)
end)
