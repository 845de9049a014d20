-- GD01-003 Unicorn Gundam 02 Banshee (Destroy Mode)
-- 【During Link】【Attack】Choose 12 cards from your trash. Return them to their owner's deck and
-- shuffle it. If you do, set this Unit as active. It gains <First Strike> during this turn.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)

card:attack{
  during = "link",
  -- with fewer than 12 cards in the trash, 12 can't be chosen: the effect does not
  -- activate (10-2-2)
  condition = { count = "trash", min = 12 },
  run = function(e)
    local chosen = e:choose("Choose 12 cards from your trash", e:cards("trash"), { min = 12, max = 12 })
    for _, c in ipairs(chosen) do e:to_deck(c) end
    e:shuffle()
    -- If you do:
    e:set_active(e.unit)
    e:grant(e.unit, "first strike", "turn")
  end,
}
