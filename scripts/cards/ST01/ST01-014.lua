-- ST01-014 Unforeseen Incident
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit. It gets AP-3 during this turn.

card:burst(function(e)
  e:run_main()
end)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -3 }, "turn") end
end)
