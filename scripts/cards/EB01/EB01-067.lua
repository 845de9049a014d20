-- EB01-067 Asuna Elmarit
-- 【Burst】Add this card to your hand.
-- 【When Paired】Look at the top 3 cards of your deck. You may reveal 1 (G Generation) Unit card among
-- them and return it to the top of your deck. Return the remaining cards randomly to the bottom of
-- your deck.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired(function(e)
  -- Look at the top 3 cards of your deck.
  local top3 = e:deck_top(3)
  e:look(top3)
  -- You may reveal 1 (G Generation) Unit card among them ...
  local fits = {}
  for _, c in ipairs(top3) do
    if e:matches(c, { type = "unit", trait = "G Generation" }) then fits[#fits + 1] = c end
  end
  local chosen = e:choose_one("You may reveal 1 (G Generation) Unit card and return it to the top of your deck",
                              fits, true)
  if chosen then e:reveal({ chosen }) end
  -- ... and return it to the top of your deck.  Return the remaining cards randomly to the bottom.
  local rest = {}
  for _, c in ipairs(top3) do
    if c ~= chosen then rest[#rest + 1] = c end
  end
  e:to_deck_randomly(rest, "bottom")
  if chosen then e:to_deck(chosen, "top") end
end)
