-- GD01-087 Sayla Mass
-- 【Burst】Add this card to your hand.
-- While this Unit is blue, it gains <Repair 1>.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  condition = function(e) return e:matches(e.unit, { color = "Blue" }) end,
  keywords = { repair = 1 },
}
