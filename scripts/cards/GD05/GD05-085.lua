-- GD05-085 Amuro Ray
-- 【Burst】Add this card to your hand.
-- During your turn, when this Unit destroys an enemy Unit with battle damage, this Unit recovers
-- 2 HP.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "this Unit": the Unit this Pilot is paired with (3-3-9-2)
card:on("battle_destroyed", function(e)
  e:recover(e.unit, 2)
end, {
  condition = { turn = "your" },
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:matches(e.event_card2, { side = "enemy" })
  end,
})
