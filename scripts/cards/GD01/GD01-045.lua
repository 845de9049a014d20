-- GD01-045 Duel Gundam (Assault Shroud)
-- 【When Paired】Look at the top 3 cards of your deck. You may deploy 1 (ZAFT) Unit card that is
-- Lv.4 or lower among them. Return the remaining cards randomly to the bottom of your deck.

card:when_paired(function(e)
  -- Look at the top 3 cards of your deck.
  local top3 = e:deck_top(3)
  e:look(top3)
  -- You may deploy 1 (ZAFT) Unit card that is Lv.4 or lower among them.
  local zaft = {}
  for _, c in ipairs(top3) do
    if e:matches(c, { type = "unit", trait = "ZAFT", max_level = 4 }) then zaft[#zaft + 1] = c end
  end
  local chosen = e:choose_one("You may deploy 1 (ZAFT) Unit card that is Lv.4 or lower", zaft, true)
  if chosen then e:deploy(chosen) end
  -- Return the remaining cards randomly to the bottom of your deck.
  local rest = {}
  for _, c in ipairs(top3) do
    if c ~= chosen then rest[#rest + 1] = c end
  end
  e:to_deck_randomly(rest, "bottom")
end)
