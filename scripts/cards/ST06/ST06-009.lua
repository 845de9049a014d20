-- ST06-009 Amate Yuzuriha (Machu)
-- 【Burst】Add this card to your hand.
-- 【When Linked】Look at the top card of your deck. If it is a (Clan) card, you may reveal it and add
-- it to your hand. Return any remaining card to the bottom of your deck.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked(function(e)
  -- Look at the top card of your deck.
  local top = e:deck_top(1)[1]
  if not top then return end
  e:look{ top }
  -- If it is a (Clan) card, you may reveal it and add it to your hand.
  if e:matches(top, { trait = "Clan" }) and e:may("Reveal the (Clan) card and add it to your hand?") then
    e:reveal{ top }
    e:to_hand(top)
    return
  end
  -- Return any remaining card to the bottom of your deck.
  e:to_deck(top, "bottom")
end)
