-- ST04-002 Strike Gundam
-- 【Deploy】Draw 1. Then, discard 1.

card:deploy(function(e)
  e:draw(1)
  e:discard(1)
end)
