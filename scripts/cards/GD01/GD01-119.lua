-- GD01-119 Iron-Fisted Discipline
-- 【Main】/【Action】Choose 1 enemy Unit that is Lv.4 or lower. It gets AP-2 during this turn.
-- 【Pilot】[Chuatury Panlunch] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.4 or lower",
                              e:units{ side = "enemy", max_level = 4 })
  if target then e:modify(target, { ap = -2 }, "turn") end
end)
