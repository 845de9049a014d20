-- ST02-002 Wing Gundam (Bird Mode)
-- 【Deploy】Place 1 EX Resource.

card:deploy(function(e)
  e:place_resource{ ex = true }
end)
