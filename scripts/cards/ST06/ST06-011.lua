-- ST06-011 Ruthless Tactics
-- 【Main】/【Action】Choose 1 to 2 friendly (Clan) Units. They get AP+2 during this turn.
-- 【Pilot】[Gaia (GQ)] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  local chosen = e:choose("Choose 1 to 2 friendly (Clan) Units", e:units{ side = "friendly", trait = "Clan" },
                          { min = 1, max = 2 })
  for _, unit in ipairs(chosen) do e:modify(unit, { ap = 2 }, "turn") end
end)
