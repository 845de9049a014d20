-- GD04-074 Kapool
-- 【Attack】You may pay ①. If you do, draw 1. Then, discard 1.

card:attack(function(e)
  if e:can_pay(1) and e:may("Pay ① to draw 1, then discard 1?") and e:pay(1) then
    e:draw(1)
    e:discard(1)
  end
end)
