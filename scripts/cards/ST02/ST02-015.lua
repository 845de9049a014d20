-- ST02-015 Saint Gabriel Institute
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, look at the top 2 cards of your deck and
-- return 1 to the top and 1 to the bottom.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  local top2 = e:deck_top(2)
  if #top2 < 2 then return end -- one card: it stays where it is, top and bottom alike
  e:look(top2)
  local top = e:choose_one("Choose the card to return to the top of your deck", top2)
  e:to_deck(top == top2[1] and top2[2] or top2[1], "bottom")
end)
