-- GD04-015 Gun EZ
-- 【Deploy】Choose 1 of your active (League Militaire) Units and 1 enemy Unit that is Lv.3 or
-- lower. Rest them.

card:deploy(function(e)
  -- both are chosen first, then rested together; with only one of them, that one is rested (1-3-2)
  local mine = e:choose_one("Choose 1 of your active (League Militaire) Units",
                            e:units{ side = "your", active = true, trait = "League Militaire" })
  local theirs = e:choose_one("Choose 1 enemy Unit that is Lv.3 or lower",
                              e:units{ side = "enemy", max_level = 3 })
  if mine then e:rest(mine) end
  if theirs then e:rest(theirs) end
end)
