-- ST07-014 Tactical Visionary
-- 【Main】Look at the top 3 cards of your deck. You may reveal 1 (CB) Unit card/Pilot card among
-- them and add it to your hand. Return the remaining cards randomly to the bottom of your deck.

local CB_UNIT = { type = "unit", trait = "CB" }
local CB_PILOT = { type = "pilot", trait = "CB" }

card:main(function(e)
  -- Look at the top 3 cards of your deck.
  local top3 = e:deck_top(3)
  e:look(top3)
  -- You may reveal 1 (CB) Unit card/Pilot card among them and add it to your hand.
  local fits = {}
  for _, c in ipairs(top3) do
    if e:matches(c, CB_UNIT) or e:matches(c, CB_PILOT) then fits[#fits + 1] = c end
  end
  local chosen = e:choose_one("You may reveal 1 (CB) Unit card/Pilot card and add it to your hand",
                              fits, true)
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
