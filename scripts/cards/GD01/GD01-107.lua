-- GD01-107 First Contact
-- 【Burst】Place 1 EX Resource.
-- 【Main】Place 1 rested Resource.

card:burst(function(e)
  e:place_resource{ ex = true }
end)

card:main(function(e)
  e:place_resource{ rested = true }
end)
