-- ST03-013 Close Combat
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 2 damage to it.

card:burst(function(e)
  e:run_main()
end)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:damage(target, 2) end
end)
