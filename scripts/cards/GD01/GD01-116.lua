-- GD01-116 Stealth Stratagem
-- 【Main】/【Action】Choose 1 enemy Unit with 2 or less AP. Deal 2 damage to it.
-- 【Pilot】[Nicol Amarfi] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 2 or less AP", e:units{ side = "enemy", max_ap = 2 })
  if target then e:damage(target, 2) end
end)
