-- ST03-006 Char's Zaku Ⅱ
-- 【Destroyed】Look at the top 3 cards of your deck. You may reveal 1 (Zeon)/(Neo Zeon) Unit
-- card among them and add it to your hand. Return the remaining cards randomly to the bottom
-- of your deck.

card:destroyed(function(e)
  local top3 = e:deck_top(3)
  e:look(top3)
  local zeon = {}
  for _, c in ipairs(top3) do
    if e:matches(c, { type = "unit", trait = { "Zeon", "Neo Zeon" } }) then zeon[#zeon + 1] = c end
  end
  local chosen = e:choose_one("You may reveal 1 (Zeon)/(Neo Zeon) Unit card and add it to your hand",
                              zeon, true)
  if chosen then e:to_hand(chosen) end
  local rest = {}
  for _, c in ipairs(top3) do
    if c ~= chosen then rest[#rest + 1] = c end
  end
  e:to_deck_randomly(rest, "bottom") -- a random order
end)
