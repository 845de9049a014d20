-- ST02-015 Saint Gabriel Institute
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, look at the top 2 cards of your deck and
-- return 1 to the top and 1 to the bottom.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy(function(e)
  e:shield_to_hand()
  local deck = e:cards("deck")
  if #deck < 2 then return end -- one card: it stays where it is, top and bottom alike
  e:look{ deck[1], deck[2] }
  local top = e:choose_one("Choose the card to return to the top of your deck",
                           { deck[1], deck[2] })
  e:to_deck(top == deck[1] and deck[2] or deck[1], "bottom")
end)
