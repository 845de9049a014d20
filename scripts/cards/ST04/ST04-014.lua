-- ST04-014 The Magic Bullet of Dusk
-- 【Main】/【Action】Choose 1 friendly Unit that is Lv.2 or lower. It gains <First Strike> during
-- this turn.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)
-- 【Pilot】[Miguel Ayman] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 friendly Unit that is Lv.2 or lower",
                              e:units{ side = "friendly", max_level = 2 })
  if target then e:grant(target, "first strike", "turn") end
end)
