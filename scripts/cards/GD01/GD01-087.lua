-- GD01-087 Sayla Mass
-- 【Burst】Add this card to your hand.
-- While this Unit is blue, it gains <Repair 1>.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:constant{
  condition = function(e) return e:matches(e.unit, { color = "Blue" }) end,
  keywords = { repair = 1 },
}
