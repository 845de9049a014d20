-- GD03-097 Wistario Afam
-- 【Burst】Add this card to your hand.
-- 【During Link】【Once per Turn】During your turn, when this Unit destroys an enemy Unit with battle
-- damage, look at the top 2 cards of your deck and return 1 to the top. Place the remaining card
-- into your trash.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("battle_destroyed", function(e)
  local top2 = e:deck_top(2)
  if #top2 == 0 then return end
  e:look(top2)
  -- the card returned to the top stays there; the other goes to the trash (with a deck of one
  -- card, that card is returned and nothing remains: 1-3-2)
  local kept = e:choose_one("Choose 1 card to return to the top of your deck", top2)
  for _, c in ipairs(top2) do
    if c ~= kept then e:to_trash(c) end
  end
end, {
  during = "link", once_per_turn = true,
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:my_turn() and e:matches(e.event_card2, { side = "enemy" })
  end,
})
