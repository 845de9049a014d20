-- GD04-019 GN Armor Type-D (Trans-Am)
-- <Breach 3> (the core handles it)
-- 【Destroyed】Look at the top 3 cards of your deck. You may reveal 1 (CB) Unit card that is Lv.5
-- or lower among them and add it to your hand. Return the remaining cards randomly to the bottom
-- of your deck.

card:destroyed(function(e)
  -- Look at the top 3 cards of your deck.
  local top3 = e:deck_top(3)
  e:look(top3)
  -- You may reveal 1 (CB) Unit card that is Lv.5 or lower among them and add it to your hand.
  local fits = {}
  for _, c in ipairs(top3) do
    if e:matches(c, { type = "unit", trait = "CB", max_level = 5 }) then fits[#fits + 1] = c end
  end
  local chosen = e:choose_one("You may reveal 1 (CB) Unit card that is Lv.5 or lower and add it "
                              .. "to your hand", fits, true)
  if chosen then
    e:reveal{ chosen }
    e:to_hand(chosen)
  end
  -- Return the remaining cards randomly to the bottom of your deck.
  local rest = {}
  for _, c in ipairs(top3) do
    if c ~= chosen then rest[#rest + 1] = c end
  end
  e:to_deck_randomly(rest, "bottom") -- a random order (5-13-1)
end)
