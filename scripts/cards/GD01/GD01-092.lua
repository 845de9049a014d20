-- GD01-092 M'Quve
-- 【Burst】Add this card to your hand.
-- While this Unit is (Zeon), it gains <Breach 1>.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:constant{
  condition = function(e) return e:has_trait(e.unit, "Zeon") end,
  keywords = { breach = 1 },
}
