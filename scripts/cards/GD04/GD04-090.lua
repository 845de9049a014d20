-- GD04-090 Hallelujah Haptism
-- 【Burst】Add this card to your hand.
-- 【During Link】【Once per Turn】During your turn, when this Unit destroys an enemy Unit with
-- battle damage, look at the top card of your deck. If it is a (CB) card, you may reveal it and
-- add it to your hand. Return any remaining card to the bottom of your deck.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("battle_destroyed", function(e)
  -- Look at the top card of your deck.
  local top = e:deck_top(1)[1]
  if not top then return end
  e:look{ top }
  -- If it is a (CB) card, you may reveal it and add it to your hand.
  if e:has_trait(top, "CB") and e:may("Reveal " .. e:name(top) .. " and add it to your hand?") then
    e:reveal{ top }
    e:to_hand(top)
    return
  end
  -- Return any remaining card to the bottom of your deck.
  e:to_deck(top, "bottom")
end, {
  during = "link",
  once_per_turn = true,
  condition = { turn = "your" },
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:matches(e.event_card2, { side = "enemy" })
  end,
})
