-- GD05-023 Re-GZ BWS
-- 【Deploy】Place 1 EX Resource.

card:deploy(function(e)
  e:place_resource{ ex = true }
end)
