-- GD01-003 Unicorn Gundam 02 Banshee (Destroy Mode)
-- 【During Link】【Attack】Choose 12 cards from your trash. Return them to their owner's deck and
-- shuffle it. If you do, set this Unit as active. It gains <First Strike> during this turn.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)

card:attack(function(e)
  local trash = e:cards("trash")
  if #trash < 12 then return end -- 12 cards can't be chosen: nothing is returned (5-20-1)
  local chosen = e:choose("Choose 12 cards from your trash", trash, { min = 12, max = 12 })
  for _, c in ipairs(chosen) do e:to_deck(c) end
  e:shuffle()
  -- If you do:
  e:set_active(e.unit)
  e:grant(e.unit, "first strike", "turn")
end, { during = "link" })
