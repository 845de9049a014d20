-- GD01-096 Cagalli Yula Athha
-- 【Burst】Add this card to your hand.
-- While this Unit is white, it gains <Blocker>.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  condition = function(e) return e:matches(e.unit, { color = "White" }) end,
  keywords = { "blocker" },
}
