-- GD04-105 Encounter
-- 【Main】Look at the top 5 cards of your deck. You may reveal 1 Pilot card among them and add it
-- to your hand. Return the remaining cards randomly to the bottom of your deck.

card:main(function(e)
  -- Look at the top 5 cards of your deck.
  local top5 = e:deck_top(5)
  e:look(top5)
  -- You may reveal 1 Pilot card among them and add it to your hand (a 【Pilot】 Command card is a
  -- Command card: Q163).
  local pilots = {}
  for _, c in ipairs(top5) do
    if e:matches(c, { type = "pilot" }) then pilots[#pilots + 1] = c end
  end
  local chosen = e:choose_one("You may reveal 1 Pilot card and add it to your hand", pilots, true)
  if chosen then
    e:reveal{ chosen }
    e:to_hand(chosen)
  end
  -- Return the remaining cards randomly to the bottom of your deck.
  local rest = {}
  for _, c in ipairs(top5) do
    if c ~= chosen then rest[#rest + 1] = c end
  end
  e:to_deck_randomly(rest, "bottom") -- a random order (5-13-1)
end)
