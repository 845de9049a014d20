-- GD01-113 The Desert Tiger
-- 【Main】/【Action】Choose 1 friendly (ZAFT) Unit. It gets AP+3 during this turn.
-- 【Pilot】[Andrew Waldfeld] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 friendly (ZAFT) Unit", e:units{ side = "friendly", trait = "ZAFT" })
  if target then e:modify(target, { ap = 3 }, "turn") end
end)
