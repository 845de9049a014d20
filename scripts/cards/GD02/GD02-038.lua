-- GD02-038 GQuuuuuuX (Omega Psycommu)
-- 【Deploy】Look at the top 3 cards of your deck. You may deploy 1 (Clan) Unit card that is Lv.4
-- or lower among them. Return the remaining cards randomly to the bottom of your deck.

card:deploy(function(e)
  -- Look at the top 3 cards of your deck.
  local top3 = e:deck_top(3)
  e:look(top3)
  -- You may deploy 1 (Clan) Unit card that is Lv.4 or lower among them.
  local clan = {}
  for _, c in ipairs(top3) do
    if e:matches(c, { type = "unit", trait = "Clan", max_level = 4 }) then clan[#clan + 1] = c end
  end
  local chosen = e:choose_one("You may deploy 1 (Clan) Unit card that is Lv.4 or lower", clan, true)
  if chosen then e:deploy(chosen) end
  -- Return the remaining cards randomly to the bottom of your deck.
  local rest = {}
  for _, c in ipairs(top3) do
    if c ~= chosen then rest[#rest + 1] = c end
  end
  e:to_deck_randomly(rest, "bottom")
end)
