-- GD01-101 Deep Devotion
-- 【Main】/【Action】Choose 1 friendly Link Unit. It recovers 3 HP.
-- 【Pilot】[Lucrezia Noin] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 friendly Link Unit", e:units{ side = "friendly", linked = true })
  if target then e:recover(target, 3) end
end)
