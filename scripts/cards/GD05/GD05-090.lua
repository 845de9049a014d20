-- GD05-090 Stellar Loussier
-- 【Burst】Add this card to your hand.
-- 【Destroyed】Look at the top card of your deck. If it is a (Phantom Pain) card, you may reveal it
-- and add it to your hand. Return any remaining card to the bottom of your deck.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- 【Destroyed】: when the Unit this Pilot is paired with is destroyed (3-3-9-2)
card:destroyed(function(e)
  local top = e:deck_top(1)[1]
  if not top then return end
  e:look{ top }
  if e:has_trait(top, "Phantom Pain") and e:may("Reveal it and add it to your hand?") then
    e:reveal{ top }
    e:to_hand(top)
    return
  end
  e:to_deck(top, "bottom")
end)
