-- GD03-059 Zedas R
-- 【Attack】You may choose 1 (Vagan) card from your trash. Exile it from the game. If you do,
-- choose 1 of your (Vagan) Units. It gets AP+2 during this turn.

card:attack(function(e)
  local exiled = e:choose_one("You may choose 1 (Vagan) card from your trash to exile",
                              e:cards("trash", { trait = "Vagan" }), true)
  if not exiled then return end
  e:remove(exiled)
  -- If you do:
  local target = e:choose_one("Choose 1 of your (Vagan) Units", e:units{ side = "your", trait = "Vagan" })
  if target then e:modify(target, { ap = 2 }, "turn") end
end)
