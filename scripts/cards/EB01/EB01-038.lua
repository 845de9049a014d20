-- EB01-038 G-Self
-- 【Deploy】Place 1 EX Resource.

card:deploy(function(e)
  e:place_resource{ ex = true }
end)
