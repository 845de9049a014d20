-- GD01-118 Overflowing Affection
-- 【Main】Draw 2. Then, discard 1.

card:main(function(e)
  e:draw(2)
  e:discard(1)
end)
