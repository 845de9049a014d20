-- GD01-109 The Path to Victory or Defeat
-- 【Main】Look at the top 5 cards of your deck. You may reveal 1 (Operation Meteor)/(G Team)
-- Unit card/Pilot card among them and add it to your hand. Return the remaining cards
-- randomly to the bottom of your deck.

card:main(function(e)
  local top5 = e:deck_top(5)
  e:look(top5)
  local fits = {}
  for _, c in ipairs(top5) do
    if (e:matches(c, { type = "unit" }) or e:matches(c, { type = "pilot" }))
       and e:matches(c, { trait = { "Operation Meteor", "G Team" } }) then
      fits[#fits + 1] = c
    end
  end
  local chosen = e:choose_one("You may reveal 1 (Operation Meteor)/(G Team) Unit card/Pilot card "
                              .. "and add it to your hand", fits, true)
  if chosen then e:to_hand(chosen) end
  local rest = {}
  for _, c in ipairs(top5) do
    if c ~= chosen then rest[#rest + 1] = c end
  end
  e:to_deck_randomly(rest, "bottom") -- a random order
end)
