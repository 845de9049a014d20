-- GD05-099 Trowa Barton
-- 【Burst】Add this card to your hand.
-- During your turn, when this Unit destroys an enemy Unit with battle damage, draw 1. Then,
-- discard 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("battle_destroyed", function(e)
  e:draw(1)
  e:discard(1)
end, {
  condition = { turn = "your" },
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:matches(e.event_card2, { side = "enemy" })
  end,
})
