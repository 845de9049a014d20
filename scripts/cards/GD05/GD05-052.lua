-- GD05-052 Sazabi
-- 【Deploy】You may choose 1 of your other Units. Destroy it. If you do, place the top 3 cards of
-- your deck into your trash. Add 1 (Neo Zeon) Unit card you placed from your deck with this
-- effect to your hand.

card:deploy(function(e)
  local other = e:choose_one("You may choose 1 of your other Units. Destroy it",
                             e:units{ side = "your", exclude = e.unit }, true)
  if not other then return end
  e:destroy(other) -- (a Unit in play is always destroyed: "If you do" holds, 5-20-1)
  -- Place the top 3 cards of your deck into your trash: they are the last cards of the trash.
  local before = e:count("trash")
  for _, c in ipairs(e:deck_top(3)) do e:to_trash(c) end
  local trash, placed = e:cards("trash"), {}
  for i = before + 1, #trash do
    if e:matches(trash[i], { type = "unit", trait = "Neo Zeon" }) then placed[#placed + 1] = trash[i] end
  end
  -- "Add 1" is not optional: with such a card among the 3, one goes to the hand.
  local pick = e:choose_one("Add 1 (Neo Zeon) Unit card you placed with this effect to your hand", placed)
  if pick then e:to_hand(pick) end
end)
