-- ST09-010 Minerva
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, look at the top 2 cards of
-- your deck and return 1 to the top. Place the remaining card into your trash.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  -- Then (5-20-2): even with no Shield left
  if not e:my_turn() then return end
  local top2 = e:deck_top(2)
  if #top2 == 0 then return end
  e:look(top2)
  -- the card returned stays on top; the other goes to the trash (with a deck of one card, that
  -- card is returned and nothing remains: 1-3-2)
  local kept = e:choose_one("Choose 1 card to return to the top of your deck", top2)
  for _, c in ipairs(top2) do
    if c ~= kept then e:to_trash(c) end
  end
end)
