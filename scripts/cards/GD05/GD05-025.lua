-- GD05-025 Demi Barding
-- 【Deploy】Look at the top 3 cards of your deck. You may reveal 1 Command card among them and
-- add it to your hand. Return the remaining cards randomly to the bottom of your deck.

card:deploy(function(e)
  -- Look at the top 3 cards of your deck.
  local top3 = e:deck_top(3)
  e:look(top3)
  -- You may reveal 1 Command card among them and add it to your hand.
  local picks = {}
  for _, c in ipairs(top3) do
    if e:matches(c, { type = "command" }) then picks[#picks + 1] = c end
  end
  local chosen = e:choose_one("You may reveal 1 Command card and add it to your hand", picks, true)
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
