-- ST02-014 Siege Ploy
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit with 5 or less HP. Rest it.

card:burst(function(e)
  e:run_main()
end)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 5 or less HP",
                              e:units{ side = "enemy", max_hp = 5 })
  if target then e:rest(target) end
end)
