-- ST06-005 Red Gundam
-- <Breach 1> (the core handles it)
-- 【Attack】Choose 1 to 2 friendly (Clan) Units. They get AP+2 during this turn.

card:attack(function(e)
  -- this Red Gundam is a (Clan) Unit too: it may be one of them
  local chosen = e:choose("Choose 1 to 2 friendly (Clan) Units", e:units{ side = "friendly", trait = "Clan" },
                          { min = 1, max = 2 })
  for _, unit in ipairs(chosen) do e:modify(unit, { ap = 2 }, "turn") end
end)
