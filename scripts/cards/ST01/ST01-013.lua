-- ST01-013 Kai's Resolve
-- 【Main】Choose 1 friendly Unit. It recovers 3 HP.
-- 【Pilot】[Kai Shiden] (the core lets it be paired as a Pilot)

card:main(function(e)
  local target = e:choose_one("Choose 1 friendly Unit", e:units{ side = "friendly" })
  if target then e:recover(target, 3) end
end)
