-- GD01-100 A Show of Resolve
-- 【Main】Draw 2.

card:main(function(e)
  e:draw(2)
end)
