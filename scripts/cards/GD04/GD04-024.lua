-- GD04-024 Gundam Aerial Rebuild
-- 【Deploy】Look at the top 3 cards of your deck. You may reveal 1 (Academy) Unit card/Command
-- card among them and add it to your hand. Return the remaining cards randomly to the bottom of
-- your deck.

-- Ruling (docs/rulings/GD04.md): "(Academy) Unit card/Command card" is an (Academy) card that
-- is a Unit card or a Command card -- the trait qualifies both (5-19).
local function fits(e, c)
  return e:has_trait(c, "Academy")
     and (e:matches(c, { type = "unit" }) or e:matches(c, { type = "command" }))
end

card:deploy(function(e)
  -- Look at the top 3 cards of your deck.
  local top3 = e:deck_top(3)
  e:look(top3)
  -- You may reveal 1 (Academy) Unit card/Command card among them and add it to your hand.
  local cands = {}
  for _, c in ipairs(top3) do
    if fits(e, c) then cands[#cands + 1] = c end
  end
  local chosen = e:choose_one("You may reveal 1 (Academy) Unit card/Command card and add it to "
                              .. "your hand", cands, true)
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
