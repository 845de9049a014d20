-- GD01-111 Battle of Aces
-- 【Burst】Choose 1 enemy Unit. Deal 2 damage to it.
-- 【Main】/【Action】Choose 1 damaged enemy Unit. Deal 3 damage to it.

card:burst{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 2) end,
}

card:main_action(function(e)
  local target = e:choose_one("Choose 1 damaged enemy Unit",
                              e:units{ side = "enemy", where = function(e, c) return e:damage_of(c) > 0 end })
  if target then e:damage(target, 3) end
end)
