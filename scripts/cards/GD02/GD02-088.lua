-- GD02-088 Flit Asuno
-- 【Burst】Add this card to your hand.
-- 【When Linked】Look at the top 3 cards of your deck. You may reveal 1 green (Earth Federation)
-- Unit card/1 card with "AGE Device" in its card name among them and add it to your hand. Return
-- the remaining cards randomly to the bottom of your deck.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:when_linked(function(e)
  -- Look at the top 3 cards of your deck.
  local top3 = e:deck_top(3)
  e:look(top3)
  -- You may reveal 1 green (Earth Federation) Unit card/1 card with "AGE Device" in its card
  -- name among them and add it to your hand.
  local picks = {}
  for _, c in ipairs(top3) do
    if e:matches(c, { type = "unit", color = "Green", trait = "Earth Federation" })
       or e:matches(c, { name = "AGE Device" }) then
      picks[#picks + 1] = c
    end
  end
  local chosen = e:choose_one("You may reveal 1 green (Earth Federation) Unit card or 1 card with " ..
                              "\"AGE Device\" in its name and add it to your hand", picks, true)
  if chosen then
    e:reveal{ chosen }
    e:to_hand(chosen)
  end
  -- Return the remaining cards randomly to the bottom of your deck.
  local rest = {}
  for _, c in ipairs(top3) do
    if c ~= chosen then rest[#rest + 1] = c end
  end
  e:to_deck_randomly(rest, "bottom")
end)
